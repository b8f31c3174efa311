// The player's data saved on the device: an IndexedDB database ("auspex",
// through idb, a small promise wrapper kept by the author of the spec's
// tests) with one record per list, custom ruleset and game:
//   lists/<id>          { id, rev, value: { list, savedAt } }
//   customRulesets/<id> { id, rev, value: ruleset }
//   games/<id>          { id, rev, value: game, its history as step hashes }
//   steps/[game, hash]  { game, hash, snapshot }: one undo step, written once
//   aside/<id>          { id, at, why, text }: data this page could not use
//   meta/moved          { id, from, at }: when the old localStorage data moved in
// A tap writes the record it changed and nothing else; a game's undo steps
// are written once each (a tap adds one), not 30 copies at every tap.
//
// Every record carries a revision. A write is based on the revision this
// page last read or wrote; it never replaces a newer one: another page's
// newer list is kept and this page's version saved beside it as a new list;
// a game changed in two pages is a conflict the player settles (keep this
// one, take the other, keep both); a custom ruleset keeps the other page's
// and this page's is kept aside for download. Pages tell each other what
// they wrote (BroadcastChannel "auspex.store") and re-read it.
//
// The page works from memory (store.data, read at open): a write that
// fails (a full device) or a database that cannot open (private mode,
// storage denied, blocked by an old tab) is said in words, the page goes on
// from memory, and what was saved stays saved; a failed write is tried again
// at the next one.
//
// What older pages kept in localStorage ("auspex.data", schemas 1 to 3, by
// a chain of migrations) moves into the database on first open, in one
// transaction, then the old keys go (store-legacy.mjs); the database is read
// at open record by record (store-read.mjs); unreadable data is kept aside
// and offered for download, a store of a newer schema is left where it is.
// Works on any IndexedDB factory and localStorage-like object, so the Node
// tests pass fake-indexeddb and a fake localStorage.
import { openDB } from 'idb';
import { SCHEMA, readLegacy, emptyData, moveHouse } from './store-legacy.mjs';
import { readAll } from './store-read.mjs';
import { table } from './intake.mjs';
import { split, joined } from './store-steps.mjs';

export { KEY, OLD_KEY, SCHEMA, migrations, valid, migrate, emptyData, readLegacy, goodRecord } from './store-legacy.mjs';
export { hashOf } from './store-steps.mjs';

export const DB_NAME = 'auspex';
export const DB_VERSION = 1;
export const CHANNEL = 'auspex.store';
/** The kinds of records, each an object store keyed by the record's id. */
export const KINDS = ['lists', 'customRulesets', 'games'];

export class StoreError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** A new list (or game: prefix "g") id, never one of `taken`. */
export function newListId(taken, now = Date.now(), prefix = 'l') {
  let id;
  do id = `${prefix}${now.toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;
  while (taken.includes(id));
  return id;
}

function upgrade(db) {
  for (const kind of [...KINDS, 'aside', 'meta']) {
    if (!db.objectStoreNames.contains(kind)) db.createObjectStore(kind, { keyPath: 'id' });
  }
  if (!db.objectStoreNames.contains('steps')) db.createObjectStore('steps', { keyPath: ['game', 'hash'] });
}

/** The error key of a failed write: a full device or any other refusal. */
const failureOf = (error) => (error?.name === 'QuotaExceededError' ? 'storageFull' : 'storageFailed');

/**
 * Opens the store. Options: `indexedDB` (null: there is none, the page
 * works from memory; otherwise idb opens the global one), `legacy`
 * (localStorage-like, what older pages saved),
 * `Channel` (BroadcastChannel), `name`, `version` (a newer page's, in tests), `now`. Returns the store:
 *   data        { schema, lists, customRulesets, games }: read it, never change it
 *   mode        'db', or 'memory' when the device refuses the database
 *   notices     [{ key, vars }]: what the page says about the device (i18n keys)
 *   conflicts   [{ id, mine, theirs }]: games changed in another page meanwhile
 *   aside       [{ id, at, why, text }]: data kept aside, to offer for download
 *   save(change)   applies change(draft) (assign or delete records by id in
 *                  draft.lists / customRulesets / games) and writes what changed
 *   settle(id, choice)  a conflict: 'mine', 'theirs' or 'both'
 *   forget(id)  drops data kept aside (once downloaded)
 *   subscribe(fn)  fn({ kind, id, why }) after another page's change, a
 *                  conflict, a failed write, writes begun or all done (why:
 *                  'other', 'conflict', 'settled', 'failed', 'saving', 'saved')
 *   idle()      a promise: every write so far done
 *   stats       { puts, bytes }: records and characters written (npm run bench)
 */
export async function openStore({ indexedDB = globalThis.indexedDB, legacy = null, Channel = globalThis.BroadcastChannel,
  name = DB_NAME, version = DB_VERSION, now = () => Date.now() } = {}) {
  const listeners = new Set();
  const store = {
    data: emptyData(), mode: 'db', notices: [], conflicts: [], aside: [], stats: { puts: 0, bytes: 0 },
    subscribe(fn) { listeners.add(fn); return () => listeners.delete(fn); },
  };
  const emit = (event) => { for (const fn of listeners) fn(event); };
  const notice = (key, vars = {}) => {
    if (!store.notices.some((n) => n.key === key)) store.notices.push({ key, vars });
  };
  const revs = new Map(); // "kind/id" → the revision this page read or wrote last
  const known = new Map(); // game id → Set of its step hashes in the database
  let db = null;

  /** Works from memory: the data older pages left (not moved), `key` said. */
  const fromMemory = (key, vars) => {
    store.mode = 'memory';
    db = null;
    notice(key, vars);
    if (!Object.keys(store.data.lists).length) {
      const old = readLegacy(legacy);
      if (old.data) store.data = old.data;
    }
    return store;
  };

  const gameSteps = async (tx, id) => {
    const range = IDBKeyRange.bound([id, ''], [id, '\uffff']);
    const all = await tx.objectStore('steps').getAll(range);
    return new Map(all.map((s) => [s.hash, s.snapshot]));
  };

  const loadAll = async () => {
    const read = await readAll(db, { kinds: KINDS, now });
    for (const [key, rev] of read.revs) revs.set(key, rev);
    for (const [id, hashes] of read.known) known.set(id, hashes);
    store.aside = read.aside;
    store.data = read.data;
  };

  // ---- Writing -------------------------------------------------------------
  let queue = Promise.resolve();
  const queued = new Set(); // "kind/id" waiting to be written
  const failed = new Set(); // "kind/id" whose last write failed: tried again with the next
  let pending = 0;
  store.idle = () => queue;
  Object.defineProperty(store, 'busy', { get: () => pending > 0 });
  let channel = null; // opened with the database

  const enqueue = (key, job) => {
    if (queued.has(key)) return;
    queued.add(key);
    pending += 1;
    if (pending === 1) emit({ why: 'saving' });
    queue = queue.then(() => { queued.delete(key); return job(); })
      .catch((error) => { failed.add(key); notice(failureOf(error), { message: error?.message ?? '' }); emit({ why: 'failed' }); })
      .finally(() => { pending -= 1; if (!pending) emit({ why: 'saved' }); });
  };

  /** Writes record `kind`/`id` as memory holds it now (absent: deleted). */
  const write = (kind, id) => enqueue(`${kind}/${id}`, async () => {
    if (!db) return;
    const key = `${kind}/${id}`;
    const base = revs.get(key) ?? 0;
    const value = store.data[kind][id];
    const tx = db.transaction(kind === 'games' ? ['games', 'steps'] : [kind], 'readwrite');
    const records = tx.objectStore(kind);
    const current = await records.get(id);
    if (current && current.rev !== base) {
      // Another page wrote it since this page read it: never written over.
      const steps = kind === 'games' ? await gameSteps(tx, id) : null;
      const theirs = steps ? joined(current.value, (hash) => steps.get(hash)) : current.value;
      await tx.done;
      if (steps) known.set(id, new Set(steps.keys())); // what the database holds now
      conflict(kind, id, value, theirs, current.rev);
      return;
    }
    const rev = base + 1;
    let knownNow; // the game's steps in the database once the transaction is done (null: none)
    if (value === undefined) {
      if (current) await records.delete(id);
      if (kind === 'games') {
        for (const hash of known.get(id) ?? []) await tx.objectStore('steps').delete([id, hash]);
        knownNow = null;
      }
    } else if (kind === 'games') {
      const { value: stored, steps } = split(value);
      const had = known.get(id) ?? new Set();
      for (const [hash, snapshot] of steps) {
        if (had.has(hash)) continue;
        await tx.objectStore('steps').put({ game: id, hash, snapshot });
        count({ snapshot });
      }
      for (const hash of had) if (!steps.has(hash)) await tx.objectStore('steps').delete([id, hash]);
      await records.put({ id, rev, value: stored });
      count(stored);
      knownNow = new Set(steps.keys());
    } else {
      await records.put({ id, rev, value });
      count(value);
    }
    // A transaction refused at its end (a full device) wrote none of its steps: known only once done.
    await tx.done;
    if (knownNow === null) known.delete(id); else if (knownNow) known.set(id, knownNow);
    revs.set(key, value === undefined ? 0 : rev);
    failed.delete(key);
    channel?.postMessage({ kind, id, rev: value === undefined ? 0 : rev, deleted: value === undefined });
  });
  const count = (value) => { store.stats.puts += 1; store.stats.bytes += JSON.stringify(value).length; };

  /** Two pages changed the same record: settled by kind (see the top of this file). */
  const conflict = (kind, id, mine, theirs, theirRev) => {
    const key = `${kind}/${id}`;
    if (kind === 'games' && mine !== undefined) {
      const at = store.conflicts.findIndex((c) => c.id === id);
      const entry = { id, mine, theirs, rev: theirRev };
      if (at >= 0) store.conflicts[at] = entry; else store.conflicts.push(entry);
      emit({ kind, id, why: 'conflict' });
      return;
    }
    // Lists and custom rulesets: the other page's stays, this page's is not lost.
    store.data = { ...store.data, [kind]: table(store.data[kind]) };
    if (theirs === undefined) delete store.data[kind][id]; else store.data[kind][id] = theirs;
    revs.set(key, theirRev);
    if (mine !== undefined && kind === 'lists') {
      const copy = newListId(Object.keys(store.data.lists));
      store.data.lists[copy] = mine;
      notice('storeListConflict', { name: mine?.list?.name ?? '' });
      write('lists', copy);
    } else if (mine !== undefined) {
      keepAside({ kind, id, value: mine }, 'conflict');
    } else notice('storeKeptOther');
    emit({ kind, id, why: 'conflict' });
  };

  const keepAside = (value, why) => {
    const entry = { id: `${why}@${now()}-${store.aside.length}`, at: new Date(now()).toISOString(), why, text: JSON.stringify(value) };
    store.aside = [...store.aside, entry];
    enqueue(`aside/${entry.id}`, async () => { if (db) await db.put('aside', entry); });
  };

  store.forget = (id) => {
    store.aside = store.aside.filter((a) => a.id !== id);
    enqueue(`aside/${id}`, async () => { if (db) await db.delete('aside', id); });
  };

  /** A game's conflict settled: 'mine' (written over theirs), 'theirs' (taken), 'both' (mine as a new game). */
  store.settle = (id, choice) => {
    const c = store.conflicts.find((x) => x.id === id);
    if (!c) return null;
    store.conflicts = store.conflicts.filter((x) => x !== c);
    const games = table(store.data.games);
    let copy = null;
    if (choice === 'mine') {
      games[id] = c.mine;
      revs.set(`games/${id}`, c.rev);
    } else {
      games[id] = c.theirs;
      revs.set(`games/${id}`, c.rev);
      if (choice === 'both') {
        copy = newListId(Object.keys(games), now(), 'g');
        games[copy] = { ...c.mine, createdAt: new Date(now()).toISOString() };
      }
    }
    store.data = { ...store.data, games };
    if (choice === 'mine') write('games', id);
    if (copy) write('games', copy);
    emit({ kind: 'games', id, why: 'settled' });
    return copy;
  };

  let asked = false;
  /**
   * Asks the browser to keep the data (never evicted when space runs low):
   * once a page, when a list is saved (not before the player saved anything);
   * a refusal changes nothing.
   */
  const persist = async () => {
    if (asked || store.mode !== 'db') return;
    asked = true;
    try {
      const storage = globalThis.navigator?.storage;
      if (storage?.persist && !(await storage.persisted())) await storage.persist();
    } catch { /* not granted: the storage stays "best effort" */ }
  };

  store.save = (change) => {
    const before = store.data;
    const next = { schema: SCHEMA, lists: table(before.lists), customRulesets: table(before.customRulesets), games: table(before.games) };
    change(next);
    store.data = next;
    for (const kind of KINDS) {
      for (const id of new Set([...Object.keys(before[kind]), ...Object.keys(next[kind])])) {
        if (before[kind][id] !== next[kind][id]) write(kind, id);
      }
    }
    for (const key of failed) {
      const [kind, ...id] = key.split('/');
      if (KINDS.includes(kind)) write(kind, id.join('/'));
    }
    if (Object.keys(next.lists).some((id) => next.lists[id] !== before.lists[id])) persist();
    return next;
  };

  // ---- Another page wrote ----------------------------------------------------
  const reread = (kind, id) => enqueue(`reread/${kind}/${id}`, async () => {
    if (!db || queued.has(`${kind}/${id}`)) return; // this page's write comes next: it finds the conflict
    const before = store.data[kind][id]; // what this page shows while the other's is read
    const tx = db.transaction(kind === 'games' ? ['games', 'steps'] : [kind], 'readonly');
    const rec = await tx.objectStore(kind).get(id);
    let value = rec?.value;
    if (rec && kind === 'games') {
      const steps = await gameSteps(tx, id);
      value = joined(rec.value, (hash) => steps.get(hash));
      known.set(id, new Set(steps.keys()));
    }
    await tx.done;
    // This page changed it meanwhile (a tap while the other page's was read): never overtaken in
    // silence — its write, queued next, finds the other page's and the player is asked.
    if (queued.has(`${kind}/${id}`) || store.data[kind][id] !== before) return;
    if ((rec?.rev ?? 0) === (revs.get(`${kind}/${id}`) ?? 0) && rec) return;
    const unsettled = store.conflicts.find((c) => c.id === id);
    if (kind === 'games' && unsettled) {
      // The player has not chosen yet: the other page's latest is what "take the other" takes.
      Object.assign(unsettled, { theirs: value, rev: rec?.rev ?? 0 });
      emit({ kind, id, why: 'conflict' });
      return;
    }
    store.data = { ...store.data, [kind]: table(store.data[kind]) };
    if (rec) store.data[kind][id] = value; else delete store.data[kind][id];
    if (rec) revs.set(`${kind}/${id}`, rec.rev); else { revs.delete(`${kind}/${id}`); known.delete(id); }
    emit({ kind, id, why: 'other' });
  });
  const listen = () => {
    channel = Channel ? new Channel(CHANNEL) : null;
    if (!channel) return;
    channel.onmessage = ({ data: m }) => {
      if (!isObject(m) || !KINDS.includes(m.kind) || typeof m.id !== 'string') return;
      if (!m.deleted && (revs.get(`${m.kind}/${m.id}`) ?? 0) >= m.rev) return;
      reread(m.kind, m.id);
    };
  };
  store.close = () => { channel?.close(); db?.close(); db = null; };

  // ---- Opening -----------------------------------------------------------
  if (!indexedDB) return fromMemory('storeMemory');
  try {
    let blockedNow = null;
    const blocked = new Promise((resolve) => { blockedNow = resolve; });
    const opening = openDB(name, version, {
      upgrade,
      blocked: () => blockedNow('blocked'),
      // A newer page wants the database: this one lets go and goes on from memory.
      blocking: () => { db?.close(); store.mode = 'memory'; db = null; notice('storeBlocking'); emit({ why: 'failed' }); },
      terminated: () => { store.mode = 'memory'; db = null; notice('storeMemory'); emit({ why: 'failed' }); },
    });
    const first = await Promise.race([opening, blocked]);
    if (first === 'blocked') {
      opening.then((late) => late.close(), () => {});
      return fromMemory('storeBlocked');
    }
    db = first;
    listen();
  } catch (error) {
    return fromMemory(error?.name === 'VersionError' ? 'storeNewerDb' : 'storeMemory');
  }

  try {
    await moveHouse(db, legacy, { kinds: KINDS, now, notice });
    await loadAll();
  } catch (error) {
    db?.close();
    return fromMemory(failureOf(error) === 'storageFull' ? 'storageFull' : 'storeMemory');
  }
  return store;
}

let shared = null;
let opened = null;

/** The page's store, opened once (IndexedDB; what localStorage held moves in). */
export function pageStore() {
  if (!shared) {
    let legacy = null;
    try { legacy = globalThis.localStorage ?? null; } catch { legacy = null; }
    let factory = null;
    try { factory = globalThis.indexedDB ?? null; } catch { factory = null; }
    shared = openStore({ indexedDB: factory, legacy }).then((store) => {
      opened = store;
      // <html data-store="saving | saved | memory">: whether the device holds every change yet.
      const mark = () => { document.documentElement.dataset.store = store.mode === 'memory' ? 'memory' : store.busy ? 'saving' : 'saved'; };
      store.subscribe(mark);
      mark();
      return store;
    });
  }
  return shared;
}

/** The page's store once pageStore() has opened it (null before). */
export const openedStore = () => opened;
