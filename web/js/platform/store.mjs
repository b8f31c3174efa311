// The player's data saved on the device, under ONE localStorage key:
//   "auspex.data" = { schema: 3, lists: { <id>: { list, savedAt } }, customRulesets: { <id>: ruleset },
//                     games: { <id>: game } }   (games: the titan sheets screen, web/js/titan-game.mjs)
// Older data is brought forward by a chain of migrations run at load
// (migrations[n] turns schema n into n + 1). Schema 1 is what the first
// release saved: "auspex.customRulesets.v1" = { version: 1, rulesets }; its
// key is removed only after the new store was written. Nothing is ever lost:
// unreadable data is kept aside under "auspex.data.unreadable.<time>", a store
// written by a newer page is left untouched (read-only here), and a failed
// write (quota) leaves both the device and the memory as they were.
// Works on any localStorage-like object, so Node tests can pass a fake one.

export const KEY = 'auspex.data';
export const OLD_KEY = 'auspex.customRulesets.v1';
export const SCHEMA = 3;

export class StoreError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** migrations[n](data of schema n) → data of schema n + 1. */
export const migrations = {
  1: (old) => ({ schema: 2, lists: {}, customRulesets: { ...old.rulesets } }),
  2: (old) => ({ ...old, schema: 3, games: {} }),
};

/** Whether `data` has the shape of schema `n` (the ones this page knows). */
function valid(data, n) {
  if (n === 1) return isObject(data) && data.version === 1 && isObject(data.rulesets);
  const lists = isObject(data) && data.schema === n && isObject(data.lists) && isObject(data.customRulesets);
  return n === 2 ? lists : lists && isObject(data.games);
}

const empty = () => ({ schema: SCHEMA, lists: {}, customRulesets: {}, games: {} });

/** Brings `data` of schema `from` up to SCHEMA. */
export function migrate(data, from) {
  let out = data;
  for (let n = from; n < SCHEMA; n += 1) out = migrations[n](out);
  return out;
}

/**
 * Opens the store in `storage` (localStorage-like, or null when the device
 * refuses storage). Returns { data, readOnly, notices, save(change), reload() }:
 * `notices` are { key, vars } for the page to show (i18n keys), `save(change)`
 * applies change(copy of data) and writes it, throwing a StoreError (and
 * changing nothing) when the store is read-only or the write fails.
 */
export function openStore(storage, now = () => Date.now()) {
  const store = { data: empty(), readOnly: false, notices: [] };
  const get = (key) => storage.getItem(key);
  const put = (key, value) => storage.setItem(key, value);

  /** Keeps `text` aside; true when it is safe to write over where it was. */
  const keepAside = (text) => {
    let aside = `${KEY}.unreadable.${now()}`;
    try {
      for (let n = 2; get(aside) !== null; n += 1) aside = `${KEY}.unreadable.${now()}-${n}`;
      put(aside, text);
    } catch { return false; }
    store.notices.push({ key: 'storeUnreadable', vars: { key: aside } });
    return true;
  };

  const write = (data) => {
    if (!storage) throw new StoreError('storageFailed');
    try { put(KEY, JSON.stringify(data)); } catch (error) { throw new StoreError('storageFailed', { message: error.message }); }
  };

  store.reload = () => {
    store.data = empty();
    store.readOnly = false;
    store.notices = [];
    if (!storage) { store.notices.push({ key: 'storageFailed', vars: {} }); return store; }
    let text;
    let old;
    try { text = get(KEY); old = get(OLD_KEY); } catch {
      store.notices.push({ key: 'storageFailed', vars: {} });
      return store;
    }
    const unusable = () => { store.readOnly = true; store.notices.push({ key: 'storageFailed', vars: {} }); return store; };
    let data = null;
    let from = 0;
    if (text !== null) {
      try { data = JSON.parse(text); } catch { data = null; }
      const schema = isObject(data) ? data.schema : undefined;
      if (Number.isInteger(schema) && schema > SCHEMA) {
        // Written by a newer page: shown if its shape is known, never written to.
        store.readOnly = true;
        store.notices.push({ key: 'storeNewer', vars: { schema } });
        if (isObject(data.lists) && isObject(data.customRulesets)) store.data = { games: {}, ...data };
        return store;
      }
      if (Number.isInteger(schema) && schema >= 2 && valid(data, schema)) from = schema;
      else if (!keepAside(text)) return unusable();
      else data = null;
    }
    if (!data && old !== null) {
      try { data = JSON.parse(old); } catch { data = null; }
      if (valid(data, 1)) from = 1;
      else if (!keepAside(old)) return unusable();
      else data = null;
    }
    if (!data && text === null && old === null) return store; // nothing saved yet
    if (!data) { data = empty(); from = 0; }
    const migrated = from ? migrate(data, from) : data;
    if (from !== SCHEMA) {
      try { write(migrated); } catch (error) {
        // Not written: the old data stays where it was; this page works from memory.
        store.data = migrated;
        store.notices.push({ key: error.key, vars: error.vars });
        return store;
      }
    }
    store.data = migrated;
    // The old key goes only once the new store holds its data.
    if (old !== null) { try { storage.removeItem(OLD_KEY); } catch { /* removed next time */ } }
    return store;
  };

  store.save = (change) => {
    if (store.readOnly) throw new StoreError('storeReadOnly');
    const next = structuredClone(store.data);
    change(next);
    write(next);
    store.data = next;
    return next;
  };

  return store.reload();
}

let shared = null;

/** The page's store, opened on first use (localStorage, or none in a locked-down browser). */
export function pageStore() {
  if (!shared) {
    let storage = null;
    try { storage = globalThis.localStorage ?? null; } catch { storage = null; }
    shared = openStore(storage);
  }
  return shared;
}

/** A new list (or game: prefix "g") id, never one of `taken`. */
export function newListId(taken, now = Date.now(), prefix = 'l') {
  let id;
  do id = `${prefix}${now.toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;
  while (taken.includes(id));
  return id;
}
