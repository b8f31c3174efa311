// npm run bench, the device store (issue 19): what one tap in a game writes
// with 1, 10 and 50 games saved, before (the localStorage store rewrote the
// whole "auspex.data" key, every game with its 30 undo snapshots, at every
// tap) and after (web/js/platform/store.mjs on IndexedDB: the game's record
// and the one undo step the tap adds). The games are real games of the core
// (the first game's samples.mjs that gives storeSnapshots: Epic's, its
// ruleset inside), 30 steps each; the database is
// fake-indexeddb under Node, the figures are the characters of the JSON
// written (the store's own count, store.stats), not times.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import 'fake-indexeddb/auto';

const root = new URL('..', import.meta.url);
const STEPS = 30;
/** The first game's real snapshots (its samples.mjs' storeSnapshots): the start, then a tap each. */
async function snapshotsOf(auspex) {
  const dir = new URL('web/js/games/', root);
  for (const kind of readdirSync(dir).sort()) {
    if (!existsSync(new URL(`${kind}/samples.mjs`, dir))) continue;
    const sample = await import(new URL(`${kind}/samples.mjs`, dir));
    if (!sample.storeSnapshots) continue;
    const ruleset = (id) => JSON.parse(readFileSync(new URL(`rulesets/${id}.json`, root), 'utf8'));
    return { kind, ...(await sample.storeSnapshots(auspex, { ruleset }, STEPS)) };
  }
  throw new Error('no game gives storeSnapshots in its samples.mjs');
}

/** A saved game record as the play controller keeps it: the snapshot and its undo steps. */
const gameOf = ({ kind, lists, snapshots: snaps }, n) => ({ kind, listId: 'l1', name: `Partie ${n}`, ruleset: lists[0].ruleset, createdAt: 't', savedAt: 't',
  snapshot: snaps[STEPS], history: { past: snaps.slice(0, STEPS), future: [] } });

export async function benchStore(auspex) {
  const { openStore } = await import(new URL('web/js/platform/store.mjs', root));
  const game = await snapshotsOf(auspex);
  const list = { list: game.lists[0], savedAt: 't' };
  const out = { kind: game.kind, snapshotChars: JSON.stringify(game.snapshots[STEPS]).length, steps: STEPS, byGames: [] };
  for (const games of [1, 10, 50]) {
    const data = { schema: 3, lists: { l1: list }, customRulesets: {}, games: {} };
    for (let g = 0; g < games; g += 1) data.games[`g${g}`] = gameOf(game, g);
    // Before: the whole key rewritten; the tap adds a step and drops the oldest (30 kept).
    const tapped = (game) => ({ ...game, snapshot: { ...game.snapshot, log: [{ fr: 'tap', en: 'tap' }] },
      history: { past: [...game.history.past.slice(1), game.snapshot], future: [] } });
    const before = JSON.stringify({ ...data, games: { ...data.games, g0: tapped(data.games.g0) } }).length;
    // After: the store on IndexedDB, the old data moved in, then one tap.
    const legacy = new Map([['auspex.data', JSON.stringify(data)]]);
    const storage = { getItem: (k) => legacy.get(k) ?? null, setItem: (k, v) => legacy.set(k, v), removeItem: (k) => legacy.delete(k),
      get length() { return legacy.size; }, key: (i) => [...legacy.keys()][i] ?? null };
    const store = await openStore({ name: `bench-store-${games}-${Date.now()}`, legacy: storage, Channel: null });
    const at = { ...store.stats };
    store.save((d) => { d.games.g0 = tapped(d.games.g0); });
    await store.idle();
    out.byGames.push({ games, beforeChars: before, afterChars: store.stats.bytes - at.bytes, afterRecords: store.stats.puts - at.puts });
    store.close();
  }
  return out;
}
