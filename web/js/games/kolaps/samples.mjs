// What the scripts play of KOLAPS: Ground Zero (found by glob, web/js/games/*/samples.mjs;
// never loaded by the page): a typical game of it as the page keeps it, for npm run bench's
// game codes (scripts/bench-codes.mjs). `tools`: { ruleset(id): a built-in ruleset's JSON,
// rolled(rng, needs): dice rolled from a game's seed and their log line, fullLog(lines): the
// log full }.
import { gameSetup, STATES } from './game.mjs';
import { applyMove, gameSnapshot } from '../../play/states.mjs';

/** Two Unités of five characters: a new turn, then three activations. */
export async function codeGame(auspex, { rolled, fullLog }) {
  const side = (names) => names.map((name, i) => ({ op: 'new', ruleset: 'kolaps-v2', name, rank: 1 + (i % 4) }));
  const setup = gameSetup(['APC', 'Vampires'],
    [side(['Solmeyer', 'Garde 1', 'Garde 2', 'Garde 3', 'Garde 4']), side(['Vampire', 'Goule 1', 'Goule 2', 'Goule 3', 'Goule 4'])]);
  let snapshot = gameSnapshot({ rng: { seed: 12345, n: 0 }, log: [] }, auspex.game({ op: 'new', game: 'kolaps', setup }));
  // A move with the dice it asks for rolled from the game's seed, as the page's dice panel rolls
  // them: the dice still missing added to those given, until the move has them all (a new turn
  // asks for each character's in turn).
  const move = (m) => {
    let base = snapshot;
    const lines = [];
    for (let given = []; ;) {
      const out = applyMove(auspex, STATES, base, { ...m, ...(given.length ? { dice: given } : {}) }, { extraLog: lines });
      if (!out.needs) return out.snapshot;
      const { dice, rng, line } = rolled(base.rng, { ...out.needs, dice: out.needs.dice - given.length });
      base = { ...base, rng };
      given = [...given, ...dice];
      lines.unshift(line);
    }
  };
  const activeOwner = () => snapshot.game.sheets[Number(snapshot.game.turn.active.slice(1))].player;
  // The core's game: a new turn (every character's combativité, the Réserve), then three
  // activations (each drawn, a walk, its end), as a turn goes on.
  snapshot = move({ by: 0, name: 'newTurn', args: {} });
  for (let n = 0; n < 3; n += 1) {
    snapshot = move({ by: n % 2, name: 'draw', args: {} });
    const k = Number(snapshot.game.turn.active.slice(1));
    snapshot = move({ by: activeOwner(), name: 'sheet', args: { sheet: k, action: { type: 'spend', points: 1 } } });
    snapshot = move({ by: activeOwner(), name: 'endActivation', args: {} });
  }
  return { ...snapshot, log: fullLog(snapshot.log.length ? snapshot.log : [{ fr: 'Tour 1', en: 'Turn 1' }]) };
}

// The state models' fuzz seeds (scripts/fuzz-corpus.mjs, through scripts/fuzz-state-games.mjs):
// short games of each model, by target of tests/fuzz/corpus/, each a `new` request and its
// actions (an action may be a function of the state); `goldenPrefix`: the saved states of
// tests/golden/states by target.
export const stateGames = {
  kolaps_sheet: { model: 'kolapsSheet', key: 'sheet', games: {
    solmeyer: [{ op: 'new', ruleset: 'kolaps-v2', name: 'Stefan Solmeyer', rank: 3, affiliation: 'APC',
      attributes: ['Vindicatif'], specialisations: ['tireur-d-elite'],
      weapons: [{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique', { id: 'penetrant', x: 1 }], cadence: 2 },
        { name: 'Couteau', traits: ['arme-de-melee', 'tranchant'] }],
      protection: { name: 'Gilet', class: 4, traits: ['solide'] } },
    { type: 'newTurn' }, { type: 'spend', points: 2, fatigue: 1, failed: true }, { type: 'wound', level: 'blesse' },
    { type: 'protection', wound: 'blesse' }, { type: 'weapon', index: 0, event: 'mitraillage' },
    { type: 'status', id: 'cache', on: true }, { type: 'newTurn' }, { type: 'wound', level: 'blesse' },
    { type: 'fatigue', points: 2, voluntary: false }, { type: 'conscience' }, { type: 'recover' },
    { type: 'prepare' }, { type: 'activation', state: 'epuise' }, { type: 'lose', points: 1 },
    { type: 'xp', event: 'blessure' }, { type: 'newTurn' }, { type: 'wound', level: 'hors-combat' },
    { type: 'xp', event: 'hors-combat-rang-superieur' }],
    elite: [{ op: 'new', ruleset: 'kolaps-v2', name: 'Elite', rank: 1,
      weapons: [{ name: 'Pistolet', traits: ['arme-de-poing'], cadence: 1 }],
      protection: { name: 'Plates', class: 2, traits: ['inusable', 'ignifuge'] } },
    { type: 'newTurn' }, { type: 'protection', wound: 'blesse', points: 2 },
    { type: 'protection', wound: 'etat-critique', points: 2, fire: true }, { type: 'weapon', index: 0, event: 'tir' },
    { type: 'weapon', index: 0, event: 'enrayee' }, { type: 'weapon', index: 0, event: 'reparer' },
    { type: 'weapon', index: 0, event: 'lachee' }, { type: 'status', id: 'au-sol', on: true },
    { type: 'spend', points: 1, opposition: true }, { type: 'activation', state: 'en-attente' }],
  } },
  kolaps_turn: { model: 'kolapsTurn', key: 'turn', games: {
    fight: [{ op: 'new', players: [{ name: 'Brigade' }, { name: 'Horde' }], turns: 2,
      characters: [{ id: 's', name: 'Solmeyer', player: 0, rank: 3 }, { id: 'v', name: 'Vampire', player: 1, rank: 2 },
        { id: 'g', name: 'Goule', player: 1, rank: 5 }] },
    { type: 'startTurn', combativite: { s: 4, v: 3, g: -1 } }, { type: 'draw' },
    { type: 'spend', cost: 2, label: 'tir' }, { type: 'opposition', id: 's', cost: 1, label: 'à couvert' },
    { type: 'endActivation' }, { type: 'draw' }, { type: 'spend', cost: 2 }, { type: 'endActivation' },
    { type: 'draw' }, { type: 'endActivation', exhausted: true }, { type: 'draw' }, { type: 'horsCombat', id: 'g' },
    { type: 'endActivation', exhausted: true }, { type: 'startTurn', combativite: { s: 2, v: -5 } },
    { type: 'horsCombat', id: 'v' }],
    open: [{ op: 'new', players: [{}, {}], characters: [{ id: 'a', player: 0, rank: 1 }, { id: 'b', player: 0, rank: 4 },
      { id: 'c', player: 1, rank: 2 }] }, { type: 'startTurn', combativite: { a: 2, b: 1, c: 3 } },
    { type: 'draw' }, { type: 'spend', cost: 1 }, { type: 'endActivation' }, { type: 'draw' },
    { type: 'endActivation', exhausted: true }],
  } },
};
export const goldenPrefix = { kolaps_sheet: 'kolaps-sheet', kolaps_turn: 'kolaps-turn' };

// The calculator's fuzz seeds of KOLAPS (scripts/fuzz-corpus.mjs, target calc).
export const calcSeeds = {
  'units-kolaps-tir.json': JSON.stringify({ system: 'kolaps', action: 'tir', opposition: 0, ruleset: 'kolaps-v2' }),
};

// The army lists' fuzz seeds (target list): a roster of characters, and a bad weapon.
export const fuzzLists = {
  'kolaps-roster': { ruleset: 'kolaps-v2', name: 'Unité', units: [
    { unit: 'personnage', name: 'Rodolf', options: { rank: 2, points: 12, xpPds: 5 }, character: {
      affiliation: 'Chrisme', archetype: 'Justicier', attributes: ['Vif'], specialisations: [{ name: 'Tir', pds: 40 }],
      weapons: [{ name: 'Fusil', cadence: 2, traits: ['Automatique'] }], protection: { name: 'Gilet', class: -1, traits: ['Solide'] } } },
    { unit: 'personnage', options: { rank: 7 } }] },
  'broken-kolaps': '{"format":"auspex-list","version":1,"ruleset":"kolaps-v2","units":[{"unit":"personnage","character":{"weapons":[{"cadence":0}]}}]}',
};

// The saved states of tests/golden/states (scripts/save-states.mjs: what players' browsers hold,
// read back by tests/native/model_states_test.cpp): `next`, by a file's name without its number,
// the model, its key and the one more action saved beside each state; `saveStates(auspex,
// { save, steps })` saves them (save(name, state); steps(model, key, state, actions)).
export const stateNext = {
  'kolaps-sheet': ['kolapsSheet', 'sheet', { type: 'newTurn', dice: [1, 2, 3, 4, 5, 6] }],
  'kolaps-turn': ['kolapsTurn', 'turn', { type: 'endActivation' }],
};
export function saveStates(auspex, { save, steps }) {
  // KOLAPS character sheets and activation draw.
  const kolaps = auspex.model('kolapsSheet', { op: 'new', ruleset: 'kolaps-v2', name: 'Stefan Solmeyer', rank: 3,
    weapons: [{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique'], cadence: 2 }],
    protection: { name: 'Gilet', class: 4, traits: ['solide'] } }).sheet;
  save('kolaps-sheet-1', kolaps);
  save('kolaps-sheet-2', steps('kolapsSheet', 'sheet', kolaps, [{ type: 'newTurn', dice: [3, 3, 3, 1, 2, 6] }, { type: 'wound', level: 'blesse' }]));
  const draw = auspex.model('kolapsTurn', { op: 'new', players: [{ name: 'Brigade' }, { name: 'Horde' }],
    characters: [{ id: 's', name: 'Solmeyer', player: 0, rank: 3 }, { id: 'v', name: 'Vampire', player: 1, rank: 2 }], turns: 1 }).turn;
  save('kolaps-turn-1', draw);
  save('kolaps-turn-2', steps('kolapsTurn', 'turn', draw, [{ type: 'startTurn', combativite: { s: 3, v: 2 } }, { type: 'draw', dice: [2] }, { type: 'spend', cost: 1, label: 'tir' }]));
}

// The rules a KOLAPS ruleset uses, by id (tests/node/glossary.test.mjs: each has its text).
const ids = (list) => (list ?? []).map((x) => x.id);
export const rulesUsed = (r) => [...ids(r.actions), ...ids(r.weaponTraits), ...ids(r.protectionTraits),
  ...ids(r.wounds), ...ids(r.mishaps), ...ids(r.terrain.covers), ...ids(r.combativite.negative)];
