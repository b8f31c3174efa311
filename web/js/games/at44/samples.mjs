// What the scripts play of AT-44 (found by glob, web/js/games/*/samples.mjs;
// never loaded by the page): a typical game of it as the page keeps it, for npm run bench's
// game codes (scripts/bench-codes.mjs). `tools`: { ruleset(id): a built-in ruleset's JSON,
// rolled(rng, needs): dice rolled from a game's seed and their log line, fullLog(lines): the
// log full }.
import { companyOf, gameSetup, sheetSetup, STATES } from './game.mjs';
import { applyMove, gameSnapshot } from '../../play/states.mjs';

/** Two companies of five armed units, two activations each firing: one casualty. */
export async function codeGame(auspex, { ruleset, rolled, fullLog }) {
  const base = ruleset('at44');
  const armed = base.units.filter((u) => u.weapons?.length).slice(0, 5);
  const list = (name, faction) => ({ format: 'auspex-list', version: 1, ruleset: 'at44', name, faction,
    units: armed.map((u, i) => ({ unit: u.id, count: 1, options: { stars: 2, ...(i === 0 ? { grade: 2, commander: 1 } : {}) } })) });
  const lists = [list('Golems', 'therian'), list('Krasny', 'red-blok')];
  const players = lists.map((l) => ({ name: l.name, ...companyOf(auspex, l, base).player }));
  // Each company's units as the setup completes them (the fields the ruleset lacks, prefilled).
  const units = lists.map((l) => l.units.map((entry) => {
    const unit = base.units.find((u) => u.id === entry.unit);
    return sheetSetup(auspex, entry, unit.name.fr, unit);
  }));
  let snapshot = gameSnapshot({ rng: { seed: 12345, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'at44', setup: gameSetup(40, players, units) }));
  // A move with the dice it asks for rolled from the game's seed, as the page's dice panel rolls them.
  const move = (m) => {
    let out = applyMove(auspex, STATES, snapshot, m);
    if (!out.needs) return out.snapshot;
    const { dice, rng, line } = rolled(snapshot.rng, out.needs);
    out = applyMove(auspex, STATES, { ...snapshot, rng }, { ...m, dice }, { extraLog: [line] });
    if (out.needs) throw new Error('at44: dice still missing');
    return out.snapshot;
  };
  // The core's game: the turn started, the authority test (no CP bid, its dice rolled), then
  // two activations — the card's player's first unit not activated yet — each firing on the
  // other company's first unit: one casualty.
  snapshot = move({ by: 0, name: 'turn', args: { action: { type: 'startTurn' } } });
  snapshot = move({ by: 0, name: 'turn', args: { action: { type: 'authority', bids: [0, 0] } } });
  for (let n = 0; n < 2; n += 1) {
    const by = snapshot.game.turn.hand;
    const k = snapshot.game.sheets.findIndex((s) => s.player === by && !s.sheet.activated);
    const target = snapshot.game.sheets.findIndex((s) => s.player !== by && !s.sheet.destroyed);
    snapshot = move({ by, name: 'activate', args: { sheet: k } });
    snapshot = move({ by, name: 'attack', args: { sheet: k, results: [{ sheet: k, action: { type: 'fire' } },
      { sheet: target, action: { type: 'casualties', n: 1 } }] } });
  }
  const lines = snapshot.game.sheets.map((s) => ({ fr: `Fiche : ${s.sheet.name}`, en: `Sheet: ${s.sheet.name}` }));
  return { ...snapshot, log: fullLog([...snapshot.log, ...lines]) };
}

// The state models' fuzz seeds (scripts/fuzz-corpus.mjs, through scripts/fuzz-state-games.mjs):
// short games of each model, by target of tests/fuzz/corpus/, each a `new` request and its
// actions (an action may be a function of the state); `goldenPrefix`: the saved states of
// tests/golden/states by target.
export const stateGames = {
  at44_sheet: { model: 'at44Sheet', key: 'sheet', games: {
    troopers: [{ op: 'new', ruleset: 'at44', unit: 'steel-troopers', count: 9, name: 'Alpha', officer: 1,
      type: 'infanterie', mor: 5, arm: 5, skills: ['medic'] }, { type: 'activate' },
    { type: 'casualties', n: 2, melee: true, medic: true },
    { type: 'moraleTest', trigger: 'pertes-melee', objective: false },
    { type: 'attitude', id: 'a-couvert', on: true }, { type: 'engaged', on: true }, { type: 'newTurn' },
    { type: 'activate' }, { type: 'moraleTest', trigger: 'pertes-melee', objective: false, autoSuccess: true },
    { type: 'move', run: true }, { type: 'fire' }, { type: 'pinned' }, { type: 'newTurn' }, { type: 'activate' },
    { type: 'casualties', n: 7, leader: true }],
    mammoths: [{ op: 'new', ruleset: 'at44', unit: 'king-mammoth', count: 2, category: 'autre', mor: 6,
      skills: ['autoreparation'], chassisPs: 6, propulsionPs: [3] }, { type: 'activate' },
    { type: 'vehicleDamage', vehicle: 0, location: 'weapon', index: 0, points: 2 },
    { type: 'vehicleDamage', vehicle: 0, location: 'chassis', points: 6, autoRepair: true },
    { type: 'attitude', id: 'etat-d-alerte', on: true }, { type: 'alertFire' }, { type: 'newTurn' },
    { type: 'activate' }, { type: 'move', run: false }, { type: 'fire' },
    { type: 'vehicleDamage', vehicle: 1, location: 'propulsion', points: 3 }],
  } },
  at44_turn: { model: 'at44Turn', key: 'turn', games: {
    company: [{ op: 'new', stars: 40, players: [
      { name: 'UNA', commanderPc: 4, commanderAut: 3, unitCards: 5, brouillage: 2 },
      { name: 'Therians', commanderPc: 3, commanderAut: 2, unitCards: 6, contreMesures: 1 }] },
    { type: 'startTurn' }, { type: 'authority', bids: [0, 1] },
    { type: 'cardAction', player: 0, id: 'activation-supplementaire' },
    { type: 'attitude', player: 1, id: 'a-couvert' }, { type: 'spendCp', player: 0, cp: 1 },
    { type: 'cardAction', player: 1, id: 'activer' },
    { type: 'destroyed', player: 1, officerStars: 2, vehicles: 1 }, { type: 'maintenance', objectives: [2, 1] },
    { type: 'reinforcements', player: 0, unitStars: [4, 3] }, { type: 'startTurn', unitCards: [7, 6] },
    { type: 'authority', bids: [0, 0], winnerPlays: 'second' }, { type: 'maintenance', objectives: [3, 3] }],
    'sudden-death': [{ op: 'new', stars: 20, players: [{ commanderPc: 2, unitCards: 2 }, { commanderPc: 1, unitCards: 3 }] },
      { type: 'startTurn' }, { type: 'authority', bids: [1, 0] }, { type: 'maintenance', objectives: [3, 0] },
      { type: 'startTurn' }, { type: 'authority', bids: [0, 0] }, { type: 'maintenance', objectives: [3, 0] },
      { type: 'startTurn' }],
  } },
};
export const goldenPrefix = { at44_sheet: 'at44-sheet', at44_turn: 'at44-turn' };

// The calculator's fuzz seeds of AT-44 (scripts/fuzz-corpus.mjs, target calc): shots by units,
// and a heavy one.
const at44Unit = { ruleset: 'at44', unit: 'steel-troopers', weapon: 'laser-rifle', count: 5, rerolls: 0,
  damage: 1, concentration: false, detection: false };
export const calcSeeds = {
  'units-at44-shoot.json': JSON.stringify({ system: 'at44', attacker: at44Unit, attack: { range: 1 },
    target: { ruleset: 'at44', unit: 'krasny-soldaty', count: 10, camouflage: false } }),
  'units-at44-vehicle.json': JSON.stringify({ system: 'at44', attacker: { ruleset: 'at44', unit: 'baal-golgoth',
    weapon: 'particle-accelerator', count: 1, pre: 6, cadence: 3, rerolls: 0, concentration: false,
    detection: false }, attack: { range: 1 }, target: { ruleset: 'at44', unit: 'king-mammoth', chassis: 8,
    propulsion: [2], camouflage: false } }),
  'edge-heavy.json': '{"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":200,"cadence":1,"rerolls":200,"pen":5,"damage":1},"target":{"arm":3,"models":200,"coverSave":5}}',
};

// The army lists' fuzz seeds (target list): a company, and a unit the ruleset does not have.
export const fuzzLists = {
  'at44-company': { ruleset: 'at44', faction: 'una', limit: 20, units: [
    { unit: 'steel-troopers', count: 9, options: { stars: 2, grade: 1 } },
    { unit: 'storm-golems', options: { hero: 1, stars: 3 } }, { unit: 'king-mammoth' }] },
  'broken-unit': '{"format":"auspex-list","version":1,"ruleset":"at44","units":[{"unit":"x"}]}',
};

// The saved states of tests/golden/states (scripts/save-states.mjs: what players' browsers hold,
// read back by tests/native/model_states_test.cpp): `next`, by a file's name without its number,
// the model, its key and the one more action saved beside each state; `saveStates(auspex,
// { save, steps })` saves them (save(name, state); steps(model, key, state, actions)).
export const stateNext = {
  'at44-sheet': ['at44Sheet', 'sheet', { type: 'newTurn' }],
  'at44-turn': ['at44Turn', 'turn', { type: 'spendCp', player: 1, cp: 1 }],
};
export function saveStates(auspex, { save, steps }) {
  // AT-44 unit sheets and turn.
  const at44 = auspex.model('at44Sheet', { op: 'new', ruleset: 'at44', unit: 'steel-troopers', count: 9, officer: 1, type: 'infanterie', mor: 5, arm: 5, skills: ['medic'] }).sheet;
  save('at44-sheet-1', at44);
  save('at44-sheet-2', steps('at44Sheet', 'sheet', at44, [{ type: 'activate' }, { type: 'casualties', n: 2 }, { type: 'moraleTest', trigger: 'meneur-perdu', objective: false, dice: [2] }]));
  const at44Turn = auspex.model('at44Turn', { op: 'new', stars: 40, players: [
    { name: 'UNA', commanderPc: 4, commanderAut: 3, unitCards: 5, brouillage: 2 },
    { name: 'Therians', commanderPc: 3, commanderAut: 2, unitCards: 6, contreMesures: 1 }] }).turn;
  save('at44-turn-1', at44Turn);
  save('at44-turn-2', steps('at44Turn', 'turn', at44Turn, [{ type: 'startTurn' }, { type: 'authority', bids: [1, 2], dice: [4, 5] }, { type: 'spendCp', player: 0, cp: 1 }]));
}

// The rules an AT-44 ruleset uses, by id (tests/node/glossary.test.mjs: each has its text).
const ids = (list) => (list ?? []).map((x) => x.id);
export const rulesUsed = (r) => [...ids(r.skills), ...ids(r.attitudes), ...ids(r.cardActions),
  ...new Set(r.weapons.map((w) => w.mode).filter(Boolean))];
