// What the scripts play of Epic Escarmouches (found by glob, web/js/games/*/samples.mjs;
// never loaded by the page): a typical game of it as the page keeps it, for npm run bench's
// game codes (scripts/bench-codes.mjs). `tools`: { ruleset(id): a built-in ruleset's JSON,
// rolled(rng, needs): dice rolled from a game's seed and their log line, fullLog(lines): the
// log full }.
import { gameRuleset, STATES } from './game.mjs';
import { applyMove, gameSnapshot } from '../../play/states.mjs';

/** Two armies of five formations: deployed, every formation's order given. */
export async function codeGame(auspex, { ruleset, fullLog }) {
  const base = ruleset('epic-v1');
  const army = (name, unit) => ({ format: 'auspex-list', version: 1, ruleset: 'epic-v1', name,
    units: Array.from({ length: 5 }, (_, i) => ({ unit, count: 4, options: { formation: i + 1, ...(i === 0 ? { strategic: 3, morale: 4 } : {}) } })) });
  const lists = [army('Ultramarines', 'marine-tactique'), army('Goffs', 'boy-ork')];
  const r = gameRuleset(base, lists);
  // The core's game: set up, then the deployment and every formation's order (14 moves), as a turn begins.
  let snapshot = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 12345, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup: { lists, names: ['Ultramarines', 'Goffs'] } }));
  const moves = [{ by: 0, name: 'turn', args: { action: { type: 'rollOff' } }, dice: [2, 6] },
    { by: 1, name: 'turn', args: { action: { type: 'deployFirst', player: 1 } } },
    { by: 1, name: 'turn', args: { action: { type: 'deployed', player: 1 } } },
    { by: 0, name: 'turn', args: { action: { type: 'deployed', player: 0 } } },
    ...snapshot.game.sheets.map((s, k) => ({ by: s.player, name: 'sheet', args: { sheet: k, action: { type: 'order', order: 'charge' } } }))];
  for (const move of moves) snapshot = applyMove(auspex, STATES, snapshot, move).snapshot;
  const lines = snapshot.game.sheets.map((s) => ({ fr: `Formation : ${s.sheet.name}`, en: `Formation: ${s.sheet.name}` }));
  return { ...snapshot, log: fullLog([...snapshot.log, ...lines]) };
}

// The state models' fuzz seeds (scripts/fuzz-corpus.mjs, through scripts/fuzz-state-games.mjs):
// short games of each model, by target of tests/fuzz/corpus/, each a `new` request and its
// actions (an action may be a function of the state); `goldenPrefix`: the saved states of
// tests/golden/states by target.
export const stateGames = {
  epic_sheet: { model: 'epicSheet', key: 'sheet', games: {
    marines: [{ op: 'new', ruleset: 'epic-v1', name: 'Escouade Tactique', morale: 4,
      units: [{ unit: 'marine-tactique', count: 5 }] }, { type: 'order', order: 'charge' }, { type: 'reveal' },
    { type: 'casualties', unit: 'marine-tactique', n: 2 }, { type: 'embark', unit: 'marine-tactique', n: 1 },
    { type: 'disembark', unit: 'marine-tactique' }, { type: 'moraleTest', situation: 'rupture' },
    { type: 'newTurn' }, { type: 'rally' }, { type: 'casualties', unit: 'marine-tactique', n: 3 }],
    orks: [{ op: 'new', ruleset: 'epic-v1', morale: 2, units: [{ unit: 'boy-ork', count: 10 }, { unit: 'marine-tactique' }] },
      { type: 'order', order: 'tir-appuye' }, { type: 'casualties', unit: 'boy-ork', n: 5 },
      { type: 'moraleTest', situation: 'corps-a-corps' }, { type: 'moraleTest', situation: 'unites-speciales' },
      { type: 'vehicleHit', unit: 'boy-ork' }, { type: 'newTurn' }],
  } },
  epic_turn: { model: 'epicTurn', key: 'turn', games: {
    draw: [{ op: 'new', ruleset: 'epic-v1', deployment: 'tirage-au-sort', players: [
      { name: 'Marines', strategic: 3, formations: 2 }, { name: 'Orks', strategic: 2, formations: 2 }] },
    { type: 'rollOff', dice: [4, 4] }, { type: 'rollOff', dice: [2, 6] },
    (t) => ({ type: 'deployFirst', player: t.deployment.chooser ?? 0 }),
    (t) => ({ type: 'deployed', player: t.deployment.next ?? 0 }), (t) => ({ type: 'deployed', player: t.deployment.next ?? 1 }),
    { type: 'next' }, { type: 'next' }, { type: 'first', player: 0 }, { type: 'next' },
    (t) => ({ type: 'fired', player: t.acting ?? 0 }), (t) => ({ type: 'pass', player: t.acting ?? 1 }),
    { type: 'next' }, { type: 'first', player: 1 }, { type: 'next' }, { type: 'next' }],
    alterne: [{ op: 'new', ruleset: 'epic-v1', deployment: 'alterne', players: [
      { strategic: 2, formations: 2 }, { strategic: 2, formations: 1 }] }, { type: 'rollOff' },
    (t) => ({ type: 'deployed', player: t.deployment.next ?? 0 }), (t) => ({ type: 'deployed', player: t.deployment.next ?? 1 }),
    (t) => ({ type: 'deployed', player: t.deployment.next ?? 0 }), { type: 'next' }],
  } },
};
export const goldenPrefix = { epic_sheet: 'epic-sheet', epic_turn: 'epic-turn' };

// The calculator's fuzz seeds of Epic (scripts/fuzz-corpus.mjs, target calc): numbers at their edges.
export const calcSeeds = {
  'edge-numbers.json': '{"system":"epic","attack":{"kind":"shoot","shots":1e308,"toHit":-0.0},"target":{"save":4,"models":18446744073709551616}}',
};

// The army lists' fuzz seeds (target list): an army, and an empty one.
export const fuzzLists = {
  'epic-army': { ruleset: 'epic-v1', units: [{ unit: 'marine-tactique', count: 5, options: { formation: 1 } }] },
  'empty': { ruleset: 'epic-v1', units: [] },
};

// The saved states of tests/golden/states (scripts/save-states.mjs: what players' browsers hold,
// read back by tests/native/model_states_test.cpp): `next`, by a file's name without its number,
// the model, its key and the one more action saved beside each state; `saveStates(auspex,
// { save, steps })` saves them (save(name, state); steps(model, key, state, actions)).
export const stateNext = {
  'epic-sheet': ['epicSheet', 'sheet', { type: 'newTurn' }],
  'epic-turn': ['epicTurn', 'turn', { type: 'next', dice: [1] }],
};
export function saveStates(auspex, { save, steps }) {
  // Epic formation sheets and turn.
  const epic = auspex.model('epicSheet', { op: 'new', ruleset: 'epic-v1', name: 'Escouade Tactique', morale: 4, units: [{ unit: 'marine-tactique', count: 5 }] }).sheet;
  save('epic-sheet-1', epic);
  save('epic-sheet-2', steps('epicSheet', 'sheet', epic, [{ type: 'order', order: 'charge' }, { type: 'reveal' }, { type: 'casualties', unit: 'marine-tactique', n: 2 }]));
  const epicTurn = auspex.model('epicTurn', { op: 'new', ruleset: 'epic-v1', players: [
    { name: 'Marines', strategic: 3, formations: 2 }, { name: 'Orks', strategic: 2, formations: 1 }], deployment: 'alterne' }).turn;
  save('epic-turn-1', epicTurn);
  save('epic-turn-2', steps('epicTurn', 'turn', epicTurn, [{ type: 'rollOff', dice: [2, 5] }, { type: 'deployed', player: 0 }, { type: 'deployed', player: 1 }, { type: 'deployed', player: 0 }, { type: 'next', dice: [4] }]));
}

// The rules an Epic ruleset uses, by id (tests/node/glossary.test.mjs: each has its text).
const ids = (list) => (list ?? []).map((x) => x.id);
export const rulesUsed = (r) => [...ids(r.orders), ...ids(r.terrain)];

// The page's intake fuzz seeds (scripts/fuzz-intake.mjs): a game of the core whose lists bring
// a unit of their own (its own ruleset given to the core first, `register`), and its undo
// steps: two casualties, one tap each. { lists, snapshot, past }.
export async function intakeGame(auspex, { ruleset, register }) {
  const base = ruleset('epic-v1');
  const custom = (u) => ({ ...structuredClone(base.units.find((x) => x.id === 'marine-tactique')), id: u, name: { fr: u } });
  const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines',
    units: [{ unit: 'marine-tactique', count: 6, options: { formation: 1, strategic: 3, morale: 4 } }, { unit: 'mes-marines', count: 2 }],
    custom: { units: [custom('mes-marines')], weapons: [] } };
  const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [{ unit: 'boy-ork', count: 12, options: { strategic: 2, morale: 5 } }] };
  const r = gameRuleset(base, [marines, orks]);
  register(r);
  let snapshot = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] }, auspex.game({ op: 'new', game: 'epic',
    setup: { lists: [marines, orks], names: ['Moi', 'Lui'], ruleset: r.id, units: r.maps.map((m) => Object.fromEntries(m)) } }));
  const past = [];
  for (let i = 0; i < 2; i += 1) {
    past.push(snapshot);
    snapshot = applyMove(auspex, STATES, snapshot, { by: 1, name: 'sheet', args: { sheet: 2, action: { type: 'casualties', unit: 'boy-ork', n: 1 } } }).snapshot;
  }
  return { lists: [marines, orks], snapshot, past };
}

// npm run bench's device store (scripts/bench-store.mjs): a real game's snapshots — the start,
// then casualties tap by tap (a log line more once none are left) — `steps` + 1 of them.
// { lists, snapshots }.
export async function storeSnapshots(auspex, { ruleset }, steps) {
  const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines', units: [
    { unit: 'marine-tactique', count: 6, options: { formation: 1, strategic: 3, morale: 4 } }, { unit: 'marine-tactique', count: 4 }] };
  const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [
    { unit: 'boy-ork', count: 12, options: { strategic: 2, morale: 5 } }] };
  const r = gameRuleset(ruleset('epic-v1'), [marines, orks]);
  if (r.data) auspex.addRuleset(r.data);
  const snaps = [gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup: { lists: [marines, orks], names: ['Moi', 'Lui'] } }))];
  for (let i = 1; snaps.length <= steps + 1; i += 1) {
    const last = snaps.at(-1);
    const sheets = last.game.sheets;
    const k = sheets.findIndex((s) => s.sheet.left > 1);
    let next = null;
    if (k >= 0) {
      try {
        next = applyMove(auspex, STATES, last, { by: sheets[k].player, name: 'sheet',
          args: { sheet: k, action: { type: 'casualties', unit: sheets[k].sheet.units?.[0]?.unit ?? 'boy-ork', n: 1 } } }).snapshot;
      } catch { next = null; }
    }
    snaps.push(next ?? { ...last, log: [{ fr: `Tour ${i}`, en: `Turn ${i}` }, ...(last.log ?? [])] });
  }
  return { lists: [marines, orks], snapshots: snaps };
}
