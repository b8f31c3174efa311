// The device store (web/js/platform/store.mjs) on fake-indexeddb: what older
// pages left in localStorage (schemas 1, 2 and 3, unreadable data, a newer
// store) moves into the database once, nothing lost; one record written per
// change, a game's undo steps written once each; two pages on one database
// never lose each other's work (revisions, BroadcastChannel, conflicts); a
// device that refuses the database or a write: said, and the page goes on
// from memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import 'fake-indexeddb/auto';
import { openStore, KEY, OLD_KEY, migrations, readLegacy, hashOf } from '../../web/js/platform/store.mjs';

/** A localStorage-like object. */
function fakeStorage(initial = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => { map.set(k, String(v)); },
    removeItem: (k) => { map.delete(k); },
    dump: () => Object.fromEntries(map),
  };
}

let n = 0;
const dbName = () => `auspex-test-${process.pid}-${(n += 1)}`;
const pages = [];
/** A page's store on database `name`. */
async function page(name, options = {}) {
  const store = await openStore({ name, legacy: fakeStorage(), ...options });
  pages.push(store);
  return store;
}
test.after(() => { for (const p of pages) p.close?.(); });
/** The store's data as plain JSON (its tables have a null prototype: ids are data). */
const plain = (data) => JSON.parse(JSON.stringify(data));

/** Schema 1 as the first release saved it: a real custom ruleset (Titanicus v1 plus one unit). */
function schema1() {
  const base = JSON.parse(readFileSync(new URL('../../rulesets/titanicus-v1.json', import.meta.url), 'utf8'));
  const custom = structuredClone(base);
  custom.id = 'custom-titanicus-v1';
  custom.name = { fr: 'Mes unités (Titanicus)', en: 'My units (Titanicus)' };
  custom.units.push({ ...structuredClone(base.units.at(-1)), id: 'custom-mon-chasseur', name: { fr: 'Mon Chasseur' } });
  return { version: 1, rulesets: { 'custom-titanicus-v1': custom } };
}
const LIST = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', units: [{ unit: 'reaver', weapons: ['multilaser'] }] };
const lists2 = { l1: { list: { ...LIST, name: 'Aube' }, savedAt: '2024-01-01T00:00:00.000Z' },
  l2: { list: { ...LIST, name: 'Crépuscule ✠' }, savedAt: '2024-02-01T00:00:00.000Z' } };
const snap = (i) => ({ turn: i, sheets: [{ id: 'reaver', structure: [i, 0, 0] }], log: [{ fr: `tour ${i}`, en: `turn ${i}` }] });
/** A schema 3 game with a history of `steps` snapshots. */
const game3 = (steps = 3) => ({ kind: 'titanicus', listId: 'l1', name: 'Aube', ruleset: 'titanicus-v1', savedAt: 't',
  snapshot: snap(steps), history: { past: Array.from({ length: steps }, (_, i) => snap(i)), future: [] } });

test('schema 1 moves in: the custom rulesets, the old key removed once the database holds them', async () => {
  const legacy = fakeStorage({ [OLD_KEY]: JSON.stringify(schema1()), 'auspex.lang': 'en' });
  const name = dbName();
  const store = await page(name, { legacy });
  assert.equal(store.mode, 'db');
  assert.deepEqual(store.notices, []);
  assert.deepEqual(plain(store.data), { schema: 3, lists: {}, customRulesets: schema1().rulesets, games: {} });
  assert.deepEqual(plain(store.data), plain(migrations[2](migrations[1](schema1()))));
  assert.deepEqual(legacy.dump(), { 'auspex.lang': 'en' }, 'the old key gone, the others untouched');
  // Opened again (another page, a reload): the same data, nothing moved twice.
  legacy.setItem(OLD_KEY, JSON.stringify({ version: 1, rulesets: {} }));
  const again = await page(name, { legacy });
  assert.deepEqual({ ...again.data.customRulesets }, schema1().rulesets);
  assert.equal(legacy.getItem(OLD_KEY), JSON.stringify({ version: 1, rulesets: {} }), 'moved once: later keys are not read');
});

test('schema 2 and schema 3 move in, every list, custom ruleset and game (its undo steps too)', async () => {
  const v2 = { schema: 2, lists: lists2, customRulesets: schema1().rulesets };
  const s2 = await page(dbName(), { legacy: fakeStorage({ [KEY]: JSON.stringify(v2) }) });
  assert.deepEqual(plain(s2.data), { schema: 3, lists: lists2, customRulesets: v2.customRulesets, games: {} });

  const v3 = { schema: 3, lists: lists2, customRulesets: {}, games: { g1: game3(3), g2: { ...game3(0), history: null } } };
  const legacy = fakeStorage({ [KEY]: JSON.stringify(v3) });
  const name = dbName();
  await page(name, { legacy });
  assert.deepEqual(legacy.dump(), {});
  const read = await page(name);
  assert.deepEqual({ ...read.data.lists }, lists2);
  assert.deepEqual(read.data.games.g1, v3.games.g1, 'a game and its whole history read back');
  assert.deepEqual(read.data.games.g2.history, { past: [], future: [] });
});

test('unreadable data is kept aside in the database and offered; a newer store stays where it is', async () => {
  for (const bad of ['{not json', '[]', '{"schema":2,"lists":[]}', '{"schema":"2"}', '{"schema":3,"lists":{},"customRulesets":{}}']) {
    const legacy = fakeStorage({ [KEY]: bad, [`${KEY}.unreadable.5`]: 'older' });
    const store = await page(dbName(), { legacy, now: () => 1700000000000 });
    assert.deepEqual(store.aside.map((a) => [a.why, a.text]).sort(), [['unreadable', bad], ['unreadable', 'older']].sort(), bad);
    assert.deepEqual(legacy.dump(), {}, 'moved into the database');
    assert.deepEqual({ ...store.data.lists }, {});
  }
  // An unreadable new store beside a readable schema 1: the schema 1 is read.
  const both = await page(dbName(), { legacy: fakeStorage({ [KEY]: 'oops', [OLD_KEY]: JSON.stringify(schema1()) }) });
  assert.deepEqual({ ...both.data.customRulesets }, schema1().rulesets);
  assert.deepEqual(both.aside.map((a) => a.text), ['oops']);
  // Forgotten (after its download): gone from the database too.
  const name = dbName();
  const once = await page(name, { legacy: fakeStorage({ [KEY]: 'gone?' }) });
  once.forget(once.aside[0].id);
  await once.idle();
  assert.deepEqual((await page(name)).aside, []);

  const newer = JSON.stringify({ schema: 4, lists: {}, customRulesets: {} });
  const legacy = fakeStorage({ [KEY]: newer });
  const store = await page(dbName(), { legacy });
  assert.deepEqual(store.notices, [{ key: 'storeNewer', vars: { schema: 4 } }]);
  assert.equal(legacy.getItem(KEY), newer);
  assert.deepEqual(readLegacy(legacy).keys, [], 'never removed');
});

test('a change writes its record and nothing else; a game tap writes the game and one undo step', async () => {
  const name = dbName();
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: lists2, customRulesets: {}, games: { g1: game3(20), g2: game3(20) } }) });
  const store = await page(name, { legacy });
  store.save((d) => { d.lists.l1 = { list: { ...LIST, name: 'Aube 2' }, savedAt: 'u' }; });
  await store.idle();
  assert.deepEqual(store.stats, { puts: 1, bytes: JSON.stringify(store.data.lists.l1).length });
  // One step of game g1: its record (the new snapshot) and one step (the snapshot before).
  const g = store.data.games.g1;
  const next = snap(21);
  store.save((d) => { d.games.g1 = { ...g, snapshot: next, history: { past: [...g.history.past, g.snapshot], future: [] } }; });
  await store.idle();
  assert.equal(store.stats.puts, 3, 'the list, then the game and one step');
  const read = await page(name);
  assert.deepEqual(read.data.games.g1.history.past.at(-1), snap(20));
  assert.deepEqual(read.data.games.g1.snapshot, next);
  assert.deepEqual(read.data.games.g2, game3(20), 'the other game untouched');
  // Deleted: gone with its steps.
  store.save((d) => { delete d.games.g1; });
  await store.idle();
  assert.deepEqual(Object.keys((await page(name)).data.games), ['g2']);
});

test('two pages: each one\'s new lists kept, a change told to the other, which re-reads it', async () => {
  const name = dbName();
  const a = await page(name);
  const b = await page(name);
  const changed = [];
  b.subscribe((e) => { if (e.why === 'other') changed.push(`${e.kind}/${e.id}`); });
  a.save((d) => { d.lists.la = { list: { ...LIST, name: 'A' }, savedAt: '1' }; });
  b.save((d) => { d.lists.lb = { list: { ...LIST, name: 'B' }, savedAt: '2' }; });
  await a.idle();
  await b.idle();
  await new Promise((r) => setTimeout(r, 50));
  await b.idle();
  assert.deepEqual(changed, ['lists/la']);
  assert.deepEqual(Object.keys(b.data.lists).sort(), ['la', 'lb']);
  const c = await page(name);
  assert.deepEqual(Object.keys(c.data.lists).sort(), ['la', 'lb'], 'both on the device');
});

test('two pages change the same list unaware (no channel): the newer is never written over, mine kept as a copy', async () => {
  const name = dbName();
  const a = await page(name, { Channel: null });
  a.save((d) => { d.lists.l = { list: { ...LIST, name: 'Liste' }, savedAt: '1' }; });
  await a.idle();
  const b = await page(name, { Channel: null });
  a.save((d) => { d.lists.l = { list: { ...LIST, name: 'Liste', units: [] }, savedAt: '2' }; });
  await a.idle();
  b.save((d) => { d.lists.l = { list: { ...LIST, name: 'Liste', units: [{ unit: 'warlord' }] }, savedAt: '3' }; });
  await b.idle();
  await b.idle();
  assert.deepEqual(b.notices.map((x) => x.key), ['storeListConflict']);
  const read = await page(name);
  const names = Object.values(read.data.lists).map((e) => JSON.stringify(e.list.units)).sort();
  assert.deepEqual(names, ['[]', '[{"unit":"warlord"}]'], 'both versions on the device');
});

test('a game played in two pages unaware: a conflict the player settles, keep mine, take theirs, or both', async () => {
  for (const choice of ['mine', 'theirs', 'both']) {
    const name = dbName();
    const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: {}, customRulesets: {}, games: { g: game3(2) } }) });
    const a = await page(name, { legacy, Channel: null });
    const b = await page(name, { Channel: null });
    const step = (store, i) => {
      const g = store.data.games.g;
      store.save((d) => { d.games.g = { ...g, snapshot: snap(i), history: { past: [...g.history.past, g.snapshot], future: [] } }; });
      return store.idle();
    };
    await step(a, 10);
    await step(b, 20);
    assert.equal(b.conflicts.length, 1, choice);
    assert.equal(b.conflicts[0].theirs.snapshot.turn, 10);
    assert.equal(b.conflicts[0].mine.snapshot.turn, 20);
    const copy = b.settle('g', choice);
    await b.idle();
    const read = await page(name);
    const turns = Object.values(read.data.games).map((g) => g.snapshot.turn).sort();
    assert.deepEqual(turns, { mine: [20], theirs: [10], both: [10, 20] }[choice], choice);
    if (choice === 'both') assert.equal(read.data.games[copy].history.past.length, 3, 'the copy keeps its undo steps');
    assert.equal(b.conflicts.length, 0);
  }
});

test('a device that refuses: no database, or a full one: said, the page goes on from memory, nothing saved lost', async () => {
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: lists2, customRulesets: {}, games: {} }) });
  const none = await openStore({ indexedDB: null, legacy });
  assert.equal(none.mode, 'memory');
  assert.deepEqual(none.notices.map((x) => x.key), ['storeMemory']);
  assert.deepEqual({ ...none.data.lists }, lists2, 'what older pages saved is shown');
  none.save((d) => { d.lists.x = { list: LIST, savedAt: 'm' }; });
  assert.ok(none.data.lists.x, 'kept in memory');
  assert.ok(legacy.getItem(KEY), 'and the old data left where it was');

  const name = dbName();
  const store = await page(name);
  store.save((d) => { d.lists.a = { list: { ...LIST, name: 'Sauvée' }, savedAt: '1' }; });
  await store.idle();
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function full() { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  try {
    store.save((d) => { d.lists.b = { list: { ...LIST, name: 'Trop' }, savedAt: '2' }; });
    await store.idle();
  } finally { IDBObjectStore.prototype.put = put; }
  assert.deepEqual(store.notices.map((x) => x.key), ['storageFull']);
  assert.equal(store.data.lists.b.list.name, 'Trop', 'kept in memory');
  assert.deepEqual(Object.keys((await page(name)).data.lists), ['a'], 'what was saved stays saved');
  // Room again: the next write takes the one that failed with it.
  store.save((d) => { d.lists.c = { list: LIST, savedAt: '3' }; });
  await store.idle();
  assert.deepEqual(Object.keys((await page(name)).data.lists).sort(), ['a', 'b', 'c']);
});

test('step keys: a text\'s hash is stable and tells texts apart', () => {
  assert.equal(hashOf('{"a":1}'), hashOf('{"a":1}'));
  const seen = new Set(Array.from({ length: 20000 }, (_, i) => hashOf(JSON.stringify(snap(i)))));
  assert.equal(seen.size, 20000);
});

test('"keep this one": every undo step of this page\'s game kept, even those the other page had dropped', async () => {
  const name = dbName();
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: {}, customRulesets: {}, games: { g: game3(3) } }) });
  const a = await page(name, { legacy, Channel: null });
  const b = await page(name, { Channel: null });
  a.save((d) => { d.games.g = { ...d.games.g, snapshot: snap(0), history: { past: [], future: [] } }; }); // A's history dropped
  await a.idle();
  const g = b.data.games.g;
  b.save((d) => { d.games.g = { ...g, snapshot: snap(9), history: { past: [...g.history.past, g.snapshot], future: [] } }; });
  await b.idle();
  assert.equal(b.conflicts.length, 1);
  b.settle('g', 'mine');
  await b.idle();
  const read = (await page(name)).data.games.g;
  assert.deepEqual(read.history.past.map((s) => s.turn), [0, 1, 2, 3]);
  assert.equal(read.snapshot.turn, 9);
});

test('a game not settled yet: the other page\'s later steps are what "take the other" takes', async () => {
  const name = dbName();
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: {}, customRulesets: {}, games: { g: game3(1) } }) });
  const a = await page(name, { legacy });
  const b = await page(name, { Channel: null }); // deaf until it writes
  const step = async (store, i) => {
    const g = store.data.games.g;
    store.save((d) => { d.games.g = { ...g, snapshot: snap(i), history: { past: [...g.history.past, g.snapshot], future: [] } }; });
    await store.idle();
  };
  await step(a, 10);
  await step(b, 20);
  assert.equal(b.conflicts[0].theirs.snapshot.turn, 10);
  assert.equal(b.data.games.g.snapshot.turn, 20, 'this page still shows its own');
  b.settle('g', 'theirs');
  assert.equal(b.data.games.g.snapshot.turn, 10);
  await step(b, 30);
  assert.deepEqual(b.notices, []);
  assert.equal((await page(name)).data.games.g.snapshot.turn, 30, 'taken, then played on: written');
});

test('an old page blocks the database a newer page needs: the newer works from memory; the older lets go when asked', async () => {
  const name = dbName();
  // An old page that never lets go (no versionchange handler).
  const old = await new Promise((resolve) => { const q = indexedDB.open(name, 1); q.onsuccess = () => resolve(q.result); });
  const newer = await openStore({ name, version: 2, legacy: fakeStorage({ [KEY]: JSON.stringify({ schema: 2, lists: lists2, customRulesets: {} }) }) });
  assert.equal(newer.mode, 'memory');
  assert.deepEqual(newer.notices.map((x) => x.key), ['storeBlocked']);
  assert.deepEqual({ ...newer.data.lists }, lists2, 'what older pages saved is shown meanwhile');
  old.close();

  // This page is the old one: asked by a newer version, it closes and says to reload; what it saved stays.
  const name2 = dbName();
  const mine = await page(name2);
  mine.save((d) => { d.lists.a = { list: LIST, savedAt: '1' }; });
  await mine.idle();
  const events = [];
  mine.subscribe((e) => events.push(e.why));
  const upgraded = await new Promise((resolve) => { const q = indexedDB.open(name2, 2); q.onsuccess = () => resolve(q.result); });
  assert.equal(mine.mode, 'memory');
  assert.deepEqual(mine.notices.map((x) => x.key), ['storeBlocking']);
  assert.ok(events.includes('failed'));
  const tx = upgraded.transaction('lists');
  const rec = await new Promise((resolve) => { const q = tx.objectStore('lists').get('a'); q.onsuccess = () => resolve(q.result); });
  assert.equal(rec.value.list.ruleset, 'titanicus-v1');
  upgraded.close();
});

test('old data with bad entries (issue 30, D1): each entry on its own, the bad ones aside, the rest opens', async () => {
  const good = lists2.l1;
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: { l1: 'garbage', l2: null, l3: good, l4: { savedAt: 'x' } },
    customRulesets: { 'titanicus-v1': { id: 'titanicus-v1' }, 'custom-x': { id: 'custom-y' } },
    games: { g1: { kind: 'at44', snapshot: 5 }, g2: game3(1), g3: { ...game3(1), history: { past: 'x' } } } }) });
  const store = await page(dbName(), { legacy, now: () => 1700000000000 });
  assert.deepEqual(Object.keys(store.data.lists), ['l3']);
  assert.deepEqual(store.data.lists.l3, good);
  assert.deepEqual(Object.keys(store.data.customRulesets), [], 'a built-in id is never a custom ruleset');
  assert.deepEqual(Object.keys(store.data.games), ['g2']);
  assert.equal(store.aside.length, 1, 'the bad entries kept aside together, one file to download');
  assert.equal(store.aside[0].n, 7);
  const aside = JSON.parse(store.aside[0].text);
  assert.deepEqual(aside.lists, { l1: 'garbage', l2: null, l4: { savedAt: 'x' } });
  assert.deepEqual(Object.keys(aside.customRulesets), ['titanicus-v1', 'custom-x']);
  assert.deepEqual(Object.keys(aside.games), ['g1', 'g3']);
  assert.deepEqual(legacy.dump(), {}, 'moved');

  // Records an older page already moved in unchecked: aside at the next open, the rest opens.
  const name = dbName();
  const first = await page(name);
  first.save((d) => { d.lists.ok = good; d.lists.bad = good; d.games.g = game3(2); });
  await first.idle();
  const db = await new Promise((resolve) => { const r = indexedDB.open(name); r.onsuccess = () => resolve(r.result); });
  await new Promise((resolve) => {
    const tx = db.transaction(['lists', 'games'], 'readwrite');
    tx.objectStore('lists').put({ id: 'bad', rev: 2, value: 'garbage' });
    tx.objectStore('games').put({ id: 'g', rev: 2, value: { kind: 'at44', snapshot: null } });
    tx.oncomplete = resolve;
  });
  db.close();
  const again = await page(name);
  assert.deepEqual(Object.keys(again.data.lists), ['ok']);
  assert.deepEqual(Object.keys(again.data.games), []);
  assert.deepEqual(again.aside.map((a) => [a.n, Object.keys(JSON.parse(a.text)).sort()]), [[2, ['games', 'lists']]]);
  assert.deepEqual(Object.keys((await page(name)).data.lists), ['ok'], 'the bad records left the lists for good');
});

test('ids are data (issue 30, D3/D7): "__proto__", "constructor", "toString" are ids like any other', async () => {
  const name = dbName();
  const store = await page(name);
  for (const id of ['__proto__', 'constructor', 'toString']) {
    assert.equal(store.data.lists[id], undefined, `no list "${id}" before one is saved`);
    assert.equal(store.data.games[id], undefined);
  }
  store.save((d) => { d.lists.__proto__ = { list: { ...LIST, name: 'Proto' }, savedAt: '1' }; d.games.constructor = game3(1); });
  await store.idle();
  const read = await page(name);
  assert.equal(read.data.lists.__proto__.list.name, 'Proto');
  assert.deepEqual(read.data.games.constructor, game3(1));
  assert.equal(read.data.lists.toString, undefined);
});

test('a full device refuses a game\'s write at its end (issue 30, D6): undo, redo, reload, every undo step still there', async () => {
  const { default: FDBTransaction } = await import('fake-indexeddb/lib/FDBTransaction');
  const name = dbName();
  const store = await page(name);
  store.save((d) => { d.games.g = game3(3); });
  await store.idle();
  const start = FDBTransaction.prototype._start;
  let full = true;
  // The device says no once every put of the transaction succeeded (as a browser's quota at commit): rolled back.
  FDBTransaction.prototype._start = function startOrRefuse() {
    if (full && this.mode === 'readwrite' && this._started && this._state !== 'finished' && !this._requests.length) {
      this._state = 'active';
      return this._abort('QuotaExceededError');
    }
    return start.call(this);
  };
  const undo = (g) => ({ ...g, snapshot: g.history.past.at(-1), history: { past: g.history.past.slice(0, -1), future: [g.snapshot, ...g.history.future] } });
  const redo = (g) => ({ ...g, snapshot: g.history.future[0], history: { past: [...g.history.past, g.snapshot], future: g.history.future.slice(1) } });
  try {
    store.save((d) => { d.games.g = undo(d.games.g); });
    await store.idle();
  } finally { FDBTransaction.prototype._start = start; full = false; }
  assert.deepEqual(store.notices.map((x) => x.key), ['storageFull']);
  store.save((d) => { d.games.g = undo(d.games.g); });
  store.save((d) => { d.games.g = redo(d.games.g); });
  await store.idle();
  const read = await page(name);
  assert.deepEqual(read.data.games.g, store.data.games.g, 'no undo step lost');
  assert.equal(read.data.games.g.history.past.length + read.data.games.g.history.future.length, 3);
});

test('two tabs tap the same game at once (issue 30): the tap made while the other tab\'s news was read is never silently overtaken', async () => {
  // A BroadcastChannel whose messages are handed over when the test says.
  const posted = [];
  const listeners = [];
  class HeldChannel {
    constructor() { listeners.push(this); }
    postMessage(data) { posted.push({ from: this, data }); }
    close() {}
  }
  const deliver = () => { for (const { from, data } of posted.splice(0)) for (const l of listeners) if (l !== from) l.onmessage?.({ data }); };
  const name = dbName();
  const legacy = fakeStorage({ [KEY]: JSON.stringify({ schema: 3, lists: {}, customRulesets: {}, games: { g: game3(2) } }) });
  const a = await page(name, { legacy, Channel: HeldChannel });
  const b = await page(name, { Channel: HeldChannel });
  const step = (store, i) => {
    const g = store.data.games.g;
    store.save((d) => { d.games.g = { ...g, snapshot: snap(i), history: { past: [...g.history.past, g.snapshot], future: [] } }; });
  };
  step(a, 10);
  await a.idle();
  deliver(); // B starts reading A's step…
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  step(b, 20); // …and B's player taps meanwhile, on the game as B shows it.
  await b.idle();
  await b.idle();
  assert.equal(b.conflicts.length, 1, 'asked which to keep, not overtaken');
  assert.equal(b.conflicts[0].mine.snapshot.turn, 20);
  assert.equal(b.conflicts[0].theirs.snapshot.turn, 10);
  b.settle('g', 'both');
  await b.idle();
  assert.deepEqual(Object.values((await page(name)).data.games).map((g) => g.snapshot.turn).sort(), [10, 20], 'no tap lost');
});
