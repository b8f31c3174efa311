// What the scripts play of Titanicus (found by glob, web/js/games/*/samples.mjs;
// never loaded by the page): a typical game of it as the page keeps it, for npm run bench's
// game codes (scripts/bench-codes.mjs). `tools`: { ruleset(id): a built-in ruleset's JSON,
// rolled(rng, needs): dice rolled from a game's seed and their log line, fullLog(lines): the
// log full }.
import { sheetRequests, STATES } from './game.mjs';
import { applyMove, gameSnapshot } from '../../play/states.mjs';

/** Two lists of five titans, v1, each with as many weapons as its slots: both at the start, then two activations (a shot, a move). */
export async function codeGame(auspex, { ruleset, rolled, fullLog }) {
  const base = ruleset('titanicus-v1');
  // Each titan with as many weapons as its slots, taken in the ruleset's order.
  const armed = (id) => {
    const unit = base.units.find((u) => u.id === id);
    return [id, Array.from({ length: unit.weaponSlots }, (_, i) => base.weapons[i % base.weapons.length].id)];
  };
  const titans = ['warlord-12', 'warlord-10', 'reaver', 'warhound', 'warhound'].map(armed);
  const list = (name) => ({ ruleset: 'titanicus-v1', name, units: titans.map(([unit, weapons]) => ({ unit, weapons })) });
  // A v1 titan's shields and AP, as the setup prefills them.
  const sheets = ['Légion', 'Ennemi'].map((name) => sheetRequests(auspex, list(name), {}, base).map((x) => x.request));
  let snapshot = gameSnapshot({ rng: { seed: 12345, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'titanicus', setup: { names: ['Légion', 'Ennemi'], sheets } }));
  // A move with the dice it asks for rolled from the game's seed and the weapons a damage table
  // destroys picked (the first ones), as the page's dice panel does.
  const move = (m) => {
    let base = snapshot;
    const lines = [];
    for (let next = m; ;) {
      const out = applyMove(auspex, STATES, base, next, { extraLog: lines });
      if (!out.needs) return out.snapshot;
      const { needs } = out;
      if (needs.field === 'picks') {
        next = { ...next, picks: [...(next.picks ?? []), needs.weapons === 1 ? needs.from[0] : needs.from.slice(0, needs.weapons)] };
      } else {
        const { dice, rng, line } = rolled(base.rng, { ...needs, dice: needs.dice - (next.dice ?? []).length });
        base = { ...base, rng };
        next = { ...next, dice: [...(next.dice ?? []), ...dice] };
        lines.unshift(line);
      }
    }
  };
  // Légion's Warlord fires its first weapon at Ennemi's (a shield down, 2 structure at its
  // « haut »), then Ennemi's Warlord moves.
  const theirs = snapshot.game.sheets.findIndex((e) => e.player === 1);
  snapshot = move({ by: 0, name: 'activate', args: { sheet: 0 } });
  snapshot = move({ by: 0, name: 'attack', args: { sheet: 0, weapon: 0, target: theirs, location: 'haut', shieldsDown: 1, structureLost: 0 } });
  snapshot = move({ by: 0, name: 'turn', args: { action: { type: 'endActivation' } } });
  snapshot = move({ by: 1, name: 'activate', args: { sheet: theirs } });
  snapshot = move({ by: 1, name: 'sheet', args: { sheet: theirs, action: { type: 'move' } } });
  snapshot = move({ by: 1, name: 'turn', args: { action: { type: 'endActivation' } } });
  const lines = snapshot.game.sheets.map((s) => ({ fr: `Nouvelle fiche : ${s.sheet.name || s.sheet.unit}`, en: `New sheet: ${s.sheet.name || s.sheet.unit}` }));
  return { ...snapshot, log: fullLog([...snapshot.log, ...lines]) };
}

// The state models' fuzz seeds (scripts/fuzz-corpus.mjs, through scripts/fuzz-state-games.mjs):
// short games of each model, by target of tests/fuzz/corpus/, each a `new` request and its
// actions (an action may be a function of the state); `goldenPrefix`: the saved states of
// tests/golden/states by target.
const titanV1 = { op: 'new', ruleset: 'titanicus-v1', unit: 'warlord-12', name: 'Ignis Rex',
  weapons: ['volcano-cannon', 'powerfist', 'plasma-annihilator', 'trident'], voidShields: 6, actionPoints: 4 };
const loc = (n, points) => (s) => ({ type: 'damage', location: s.locations[n].id, points });
export const stateGames = {
  titan_sheet: { model: 'titanSheet', key: 'sheet', games: {
    'warlord-v1': [titanV1, { type: 'activate' }, { type: 'fire', weapon: 0 }, { type: 'aim', weapon: 1 },
      { type: 'move' }, { type: 'shieldsDown', n: 2 }, { type: 'special', what: 'repairShields' }, loc(0, 2),
      { type: 'grapple', weapon: 3, attach: 'Reaver' }, { type: 'newTurn' }, { type: 'activate' },
      { type: 'alert', weapon: 0 }, { type: 'grapple', weapon: 3, pull: 1 }, loc(1, 6), { type: 'newTurn' }],
    'warlord-v2': [{ op: 'new', ruleset: 'titanicus-v2', unit: 'warlord',
      weapons: ['vulcan-mega-bolter', 'plasma-cannon', 'plasma-cannon'] }, { type: 'activate' },
    { type: 'fire', weapon: 2 }, { type: 'special', what: 'vsgOverload' }, loc(0, 3), { type: 'newTurn' }],
    fantome: [{ op: 'new', ruleset: 'titanicus-v2', unit: 'fantome' }, { type: 'activate' },
      { type: 'move', cm: 12 }, { type: 'fire', weapon: 1 }, loc(0, 2), { type: 'newTurn' }],
    'goff-gargant': [{ op: 'new', ruleset: 'titanicus-v2', unit: 'goff-gargant' }, { type: 'activate' },
      { type: 'fire', weapon: 0 }, loc(0, 3), { type: 'newTurn' }, { type: 'activate' }, loc(1, 4)],
    'bad-moonz-kroko': [{ op: 'new', ruleset: 'titanicus-v2', unit: 'bad-moonz-gargant' }, { type: 'activate' },
      { type: 'grapple', weapon: 0, attach: 'Warhound' }, { type: 'move' }, { type: 'newTurn' },
      { type: 'grapple', weapon: 0, detach: true }],
    stompa: [{ op: 'new', ruleset: 'titanicus-v2', unit: 'stompa', name: 'Grosbras' }, { type: 'activate' },
      { type: 'fire', weapon: 1 }, { type: 'shieldsDown', n: 1 }, { type: 'special', what: 'repairShields' }],
    infantry: [{ op: 'new', ruleset: 'titanicus-v2', unit: 'sm-tactiques' }, { type: 'activate' },
      { type: 'fire', weapon: 0 }, loc(0, 1)],
  } },
  titan_turn: { model: 'titanTurn', key: 'turn', games: {
    alternate: [{ op: 'new', players: [{ name: 'Legio Ignatum' }, { name: 'Legio Mortis' }], units: [
      { player: 0, name: 'Ignis Rex' }, { player: 0, name: 'Canis Vult' }, { player: 1, name: 'Dominus Mortis' }], first: 1 },
    { type: 'activate', unit: 2 }, { type: 'endActivation' }, { type: 'activate', unit: 0 }, { type: 'out', unit: 0 },
    { type: 'pass', player: 0 }, { type: 'newTurn', first: 0 }, { type: 'pass', player: 0 }, { type: 'pass', player: 1 },
    { type: 'newTurn', first: 1 }, { type: 'activate', unit: 2 }, { type: 'endTurn' }],
    joined: [{ op: 'new', players: [{ name: 'Moi' }, { name: '' }], units: [{ player: 0, name: 'Warlord' }] },
      { type: 'join', player: 1, name: 'Eux', units: [{ player: 1, name: 'Gargant' }] }, { type: 'activate', unit: 0 },
      { type: 'endActivation' }, { type: 'activate', unit: 1 }, { type: 'endActivation' }, { type: 'newTurn', first: 1 }],
  } },
};
export const goldenPrefix = { titan_sheet: 'titan-sheet', titan_turn: 'titan-turn' };

// The calculator's fuzz seeds of Titanicus (scripts/fuzz-corpus.mjs, target calc): a system
// string with a NUL in it.
export const calcSeeds = {
  'edge-unicode.json': '{"system":"titanicus\\u0000","edition":"v\u00e9"}',
};

// The army lists' fuzz seeds (target list): five titans, names, a custom unit, v2's Orks.
const titan = (unit, weapons, extra = {}) => ({ unit, weapons, ...extra });
export const fuzzLists = ({ ruleset }) => ({
  'titanicus-five': { ruleset: 'titanicus-v1', faction: 'imperial', limit: 40, units: [
    titan('warlord-12', ['volcano-cannon', 'plasma-cannon', 'multilaser', 'multilaser']),
    titan('warlord-10', ['quake-cannon', 'gatling-blaster', 'missile-launcher']),
    titan('reaver', ['volcano-cannon', 'gatling-blaster', 'powerfist']),
    titan('warhound', ['plasma-cannon', 'multilaser']), titan('warhound', ['gatling-blaster', 'chainfist'])] },
  'titanicus-named': { ruleset: 'titanicus-v1', name: 'Légion « Ω » 🐺', units: [
    titan('warlord-8', ['trident'], { name: 'Ignis', count: 2, options: { points: -3 } })] },
  'titanicus-custom': { ruleset: 'titanicus-v1', custom: { units: [{ ...ruleset('titanicus-v1').units[4], id: 'custom-loup', name: { fr: 'Loup ⚙' } }], weapons: [] },
    units: [titan('custom-loup', ['trident'], { name: '<img src=x>' })] },
  'titanicus-v2-orks': { ruleset: 'titanicus-v2', faction: 'orks', units: [titan('stompa', ['stompa-kannon']),
    titan('warhound', ['lance-de-feu'])] },
});

// The saved states of tests/golden/states (scripts/save-states.mjs: what players' browsers hold,
// read back by tests/native/model_states_test.cpp): `next`, by a file's name without its number,
// the model, its key and the one more action saved beside each state; `saveStates(auspex,
// { save, steps })` saves them (save(name, state); steps(model, key, state, actions)).
export const stateNext = {
  'titan-sheet': ['titanSheet', 'sheet', { type: 'newTurn' }],
  'titan-turn': ['titanTurn', 'turn', { type: 'endActivation' }],
};
export function saveStates(auspex, { save, steps }) {
  // Titan sheets.
  const titan = auspex.model('titanSheet', { op: 'new', ruleset: 'titanicus-v2', unit: 'warlord', name: 'Ignis Rex', weapons: ['vulcan-mega-bolter', 'plasma-cannon'] }).sheet;
  save('titan-sheet-1', titan);
  save('titan-sheet-2', steps('titanSheet', 'sheet', titan, [{ type: 'activate', dice: [1, 2, 3, 4, 5, 6] }, { type: 'fire', weapon: 1 }, { type: 'shieldsDown', n: 2 }]));

  // The Titanicus turn: two players' titans, alternating activations.
  const titanTurn = auspex.model('titanTurn', { op: 'new', players: [{ name: 'Legio Ignatum' }, { name: 'Legio Mortis' }],
    units: [{ player: 0, name: 'Ignis Rex' }, { player: 0, name: 'Canis Vult' }, { player: 1, name: 'Dominus Mortis' }] }).turn;
  save('titan-turn-1', steps('titanTurn', 'turn', titanTurn, [{ type: 'activate', unit: 0 }]));
  save('titan-turn-2', steps('titanTurn', 'turn', titanTurn, [{ type: 'activate', unit: 0 }, { type: 'endActivation' },
    { type: 'pass', player: 1 }, { type: 'activate', unit: 1 }]));
}

// The rules a Titanicus ruleset uses, by id (tests/node/glossary.test.mjs: each has its text):
// the weapons', units' and factions' special rules (flags).
const TITAN_FLAGS = {
  weapons: ['closeCombat', 'oncePerTurn', 'minOneDamage', 'indirect', 'apCost', 'cannotAim', 'ignoresShields', 'grapple'],
  units: ['toBeHit', 'holo', 'voidShields', 'actionPoints'],
  factions: ['shieldRepairOn', 'vsgCost'],
};
export const rulesUsed = (r) => Object.entries(TITAN_FLAGS).flatMap(([where, keys]) =>
  keys.filter((k) => r[where].some((x) => x[k] !== undefined && x[k] !== false)));

// The page's intake fuzz seeds (scripts/fuzz-intake.mjs): a player's own units ("Mes unités":
// a custom copy of titanicus-v1 with one more titan) and a list. { custom, list }.
export function intakeCustom({ ruleset }) {
  const titan = ruleset('titanicus-v1');
  const custom = { ...structuredClone(titan), id: 'custom-titanicus-v1', units: [...titan.units, { ...structuredClone(titan.units.at(-1)), id: 'custom-mon-chasseur' }] };
  const list = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Légion', units: [{ unit: 'reaver', weapons: ['multilaser'] }] };
  return { custom, list };
}
