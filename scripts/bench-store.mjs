// npm run bench, the device store (issue 19): what one tap in a game writes
// with 1, 10 and 50 games saved, before (the localStorage store rewrote the
// whole "auspex.data" key, every game with its 30 undo snapshots, at every
// tap) and after (web/js/platform/store.mjs on IndexedDB: the game's record
// and the one undo step the tap adds). The games are real Epic games (the
// core's snapshots, their ruleset inside), 30 steps each; the database is
// fake-indexeddb under Node, the figures are the characters of the JSON
// written (the store's own count, store.stats), not times.
import { readFileSync } from 'node:fs';
import 'fake-indexeddb/auto';

const root = new URL('..', import.meta.url);
const STEPS = 30;
const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines', units: [
  { unit: 'marine-tactique', count: 6, options: { formation: 1, strategic: 3, morale: 4 } }, { unit: 'marine-tactique', count: 4 }] };
const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [
  { unit: 'boy-ork', count: 12, options: { strategic: 2, morale: 5 } }] };

/** A real Epic game's snapshots: the start, then casualties tap by tap (a log line more once none are left). */
async function epicSnapshots(auspex) {
  const { gameRuleset } = await import(new URL('web/js/games/epic/game.mjs', root));
  const { STATES } = await import(new URL('web/js/games/epic/screen.mjs', root));
  const { applyMove, gameSnapshot } = await import(new URL('web/js/play/states.mjs', root));
  const base = JSON.parse(readFileSync(new URL('rulesets/epic-v1.json', root), 'utf8'));
  const r = gameRuleset(base, [marines, orks]);
  if (r.data) auspex.addRuleset(r.data);
  const snaps = [gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup: { lists: [marines, orks], names: ['Moi', 'Lui'] } }))];
  for (let i = 1; snaps.length <= STEPS + 1; i += 1) {
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
  return snaps;
}

/** A saved game record as the play controller keeps it: the snapshot and its undo steps. */
const gameOf = (snaps, n) => ({ kind: 'epic', listId: 'l1', name: `Partie ${n}`, ruleset: 'epic-v1', createdAt: 't', savedAt: 't',
  snapshot: snaps[STEPS], history: { past: snaps.slice(0, STEPS), future: [] } });

export async function benchStore(auspex) {
  const { openStore } = await import(new URL('web/js/platform/store.mjs', root));
  const snaps = await epicSnapshots(auspex);
  const list = { list: marines, savedAt: 't' };
  const out = { snapshotChars: JSON.stringify(snaps[STEPS]).length, steps: STEPS, byGames: [] };
  for (const games of [1, 10, 50]) {
    const data = { schema: 3, lists: { l1: list }, customRulesets: {}, games: {} };
    for (let g = 0; g < games; g += 1) data.games[`g${g}`] = gameOf(snaps, g);
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
