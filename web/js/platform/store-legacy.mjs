// What older pages kept in localStorage ("auspex.data", schemas 1 to 3),
// read and brought to schema 3 by a chain of migrations, for the device
// store to move into its database (platform/store.mjs) and for a backup
// of that shape to be restored (lists/device.mjs); and the move itself,
// once (moveHouse).
import { split } from './store-steps.mjs';
import { table, goodId } from './intake.mjs';

export const KEY = 'auspex.data';
export const OLD_KEY = 'auspex.customRulesets.v1';
export const SCHEMA = 3;

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** migrations[n](data of schema n) → data of schema n + 1. */
export const migrations = {
  1: (old) => ({ schema: 2, lists: table(), customRulesets: table(old.rulesets) }),
  2: (old) => ({ ...old, schema: 3, games: {} }),
};

/** Whether `data` has the shape of schema `n` (the ones this page knows). */
export function valid(data, n) {
  if (n === 1) return isObject(data) && data.version === 1 && isObject(data.rulesets);
  const lists = isObject(data) && data.schema === n && isObject(data.lists) && isObject(data.customRulesets);
  return n === 2 ? lists : lists && isObject(data.games);
}

export const emptyData = () => ({ schema: SCHEMA, lists: table(), customRulesets: table(), games: table() });

export const CUSTOM_PREFIX = 'custom-';

/**
 * Whether record `id` of `kind` has a shape the page can open: a list
 * { list: object }, a custom ruleset of the player (an object of id "custom-…"
 * under its own id), a game { kind, snapshot } whose history holds lists.
 * Each entry of older data and each record read is taken on its own: a bad
 * one goes aside, the rest opens (the core checks the rest where it is used).
 */
export function goodRecord(kind, id, value) {
  if (!goodId(id) || !isObject(value)) return false;
  if (kind === 'lists') return isObject(value.list);
  if (kind === 'customRulesets') return value.id === id && id.startsWith(CUSTOM_PREFIX);
  const { history } = value;
  // A game of the first releases has no kind (the game whose descriptor says `unkinded` opens it).
  return (value.kind === undefined || typeof value.kind === 'string') && isObject(value.snapshot) && (history === undefined || history === null
    || (isObject(history) && [history.past, history.future].every((x) => x === undefined || Array.isArray(x))));
}

/** The text kept aside for records `bad` ([{ kind, id, value }]): { kind: { id: value } }, as older data had them. */
export function asideText(bad) {
  const out = {};
  for (const { kind, id, value } of bad) {
    out[kind] ??= {};
    Object.defineProperty(out[kind], id, { value, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(out);
}

/** `data` (schema 3) with its good records in tables, and the bad ones: [{ kind, id, value }]. */
export function sorted(data) {
  const out = emptyData();
  const bad = [];
  for (const kind of ['lists', 'customRulesets', 'games']) {
    for (const [id, value] of Object.entries(data[kind])) {
      if (goodRecord(kind, id, value)) out[kind][id] = value; else bad.push({ kind, id, value });
    }
  }
  return { data: out, bad };
}

/** Brings `data` of schema `from` up to SCHEMA. */
export function migrate(data, from) {
  let out = data;
  for (let n = from; n < SCHEMA; n += 1) out = migrations[n](out);
  return out;
}

/**
 * What older pages left in `storage` (localStorage-like), read and
 * migrated, nothing written: { data (schema 3) or null, aside: [{ key, text }]
 * (unreadable texts, and those kept aside before), newer: schema or 0, keys:
 * the keys to remove once moved }.
 */
export function readLegacy(storage) {
  const out = { data: null, aside: [], newer: 0, keys: [] };
  if (!storage) return out;
  const get = (key) => { try { return storage.getItem(key); } catch { return null; } };
  const text = get(KEY);
  const old = get(OLD_KEY);
  // Kept aside by an older page: moved in with the rest.
  try {
    for (let i = 0; i < (storage.length ?? 0); i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(`${KEY}.unreadable.`)) { out.aside.push({ key, text: get(key) }); out.keys.push(key); }
    }
  } catch { /* nothing listed */ }
  if (text !== null) {
    let data = null;
    try { data = JSON.parse(text); } catch { data = null; }
    const schema = isObject(data) ? data.schema : undefined;
    if (Number.isInteger(schema) && schema > SCHEMA) { out.newer = schema; return out; }
    out.keys.push(KEY);
    if (Number.isInteger(schema) && schema >= 2 && valid(data, schema)) out.data = migrate(data, schema);
    else out.aside.push({ key: KEY, text });
  }
  if (old !== null) {
    out.keys.push(OLD_KEY);
    let data = null;
    try { data = JSON.parse(old); } catch { data = null; }
    // Both stores (a failed removal): the newer is read, the older kept aside.
    if (!out.data && valid(data, 1)) out.data = migrate(data, 1);
    else out.aside.push({ key: OLD_KEY, text: old });
  }
  if (out.data) {
    // Each entry on its own: what cannot be opened goes aside, the rest opens.
    const { data, bad } = sorted(out.data);
    out.data = data;
    if (bad.length) out.aside.push({ key: `${KEY}.entries`, text: asideText(bad), n: bad.length });
  }
  return out;
}

/**
 * Moving house, once: what older pages kept in localStorage (`legacy`) goes
 * into the database `db` (its lists, custom rulesets and games, each game's
 * undo steps apart; what cannot be read, aside), then the old keys are
 * removed. `kinds`: the records' object stores; `notice(key, vars)`: what
 * the page says of it.
 */
export async function moveHouse(db, legacy, { kinds, now, notice }) {
  const tx = db.transaction([...kinds, 'steps', 'aside', 'meta'], 'readwrite');
  const moved = await tx.objectStore('meta').get('moved');
  if (moved) { await tx.done; return; }
  const old = readLegacy(legacy);
  if (old.newer) notice('storeNewer', { schema: old.newer });
  let writes = [];
  for (const { key, text, n } of old.aside) {
    const id = `${key}@${now()}`;
    writes.push(tx.objectStore('aside').put({ id, at: new Date(now()).toISOString(), why: 'unreadable', text, ...(n ? { n } : {}) }));
  }
  if (old.data) {
    for (const kind of ['lists', 'customRulesets']) {
      for (const [id, value] of Object.entries(old.data[kind])) writes.push(tx.objectStore(kind).put({ id, rev: 1, value }));
    }
    for (const [id, game] of Object.entries(old.data.games)) {
      const { value, steps } = split(isObject(game) ? game : {});
      writes.push(tx.objectStore('games').put({ id, rev: 1, value }));
      for (const [hash, snapshot] of steps) writes.push(tx.objectStore('steps').put({ game: id, hash, snapshot }));
    }
  }
  writes.push(tx.objectStore('meta').put({ id: 'moved', from: old.data ? 'localStorage' : 'none', at: new Date(now()).toISOString() }));
  await Promise.all(writes);
  writes = null;
  await tx.done;
  // The old keys go only once the database holds their data.
  for (const key of old.keys) { try { legacy.removeItem(key); } catch { /* removed next time */ } }
}
