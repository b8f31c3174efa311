// The device store (web/js/platform/store.mjs) on a fake localStorage: schema 1
// (the first release's custom rulesets) migrated to schema 2 then 3 (games), idempotent,
// unreadable data kept aside, a newer store left untouched, a full device
// reported with nothing lost; and the lists import (web/js/lists/io.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openStore, KEY, OLD_KEY, SCHEMA, migrations, StoreError } from '../../web/js/platform/store.mjs';
import { readImport, saveNew, exportAll, exportOne, ImportError } from '../../web/js/lists/io.mjs';

/** A localStorage-like object; `quota` (characters) makes setItem throw like a full device. */
function fakeStorage(initial = {}, quota = Infinity) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    quota,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      const used = [...map].reduce((n, [key, value]) => n + (key === k ? 0 : key.length + value.length), 0);
      if (used + k.length + String(v).length > this.quota) {
        throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
      }
      map.set(k, String(v));
    },
    removeItem: (k) => { map.delete(k); },
    dump: () => Object.fromEntries(map),
  };
}

/** Schema 1 as the first release saved it: a real custom ruleset (Titanicus v1 plus one unit). */
function schema1() {
  const base = JSON.parse(readFileSync(new URL('../../rulesets/titanicus-v1.json', import.meta.url), 'utf8'));
  const custom = structuredClone(base);
  custom.id = 'custom-titanicus-v1';
  custom.name = { fr: 'Mes unités (Titanicus)', en: 'My units (Titanicus)' };
  custom.units.push({ ...structuredClone(base.units.at(-1)), id: 'custom-mon-chasseur', name: { fr: 'Mon Chasseur' } });
  return { version: 1, rulesets: { 'custom-titanicus-v1': custom } };
}

const LIST2 = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', units: [{ unit: 'reaver', weapons: ['multilaser'] }] };

test('schema 1 → 3: the custom rulesets move into the new store, the old key goes after the write', () => {
  const old = schema1();
  const storage = fakeStorage({ [OLD_KEY]: JSON.stringify(old), 'auspex.lang': 'en' });
  const store = openStore(storage);
  assert.equal(SCHEMA, 3);
  assert.deepEqual(store.notices, []);
  assert.equal(store.readOnly, false);
  assert.deepEqual(store.data, { schema: 3, lists: {}, customRulesets: old.rulesets, games: {} });
  assert.deepEqual(JSON.parse(storage.getItem(KEY)), store.data);
  assert.equal(storage.getItem(OLD_KEY), null);
  assert.equal(storage.getItem('auspex.lang'), 'en', 'other keys untouched');
  assert.deepEqual(migrations[2](migrations[1](old)), store.data);
});

test('idempotent: opening again (or twice) changes nothing', () => {
  const storage = fakeStorage({ [OLD_KEY]: JSON.stringify(schema1()) });
  openStore(storage);
  const once = storage.dump();
  const again = openStore(storage);
  assert.deepEqual(storage.dump(), once);
  assert.deepEqual(again.data, JSON.parse(once[KEY]));
  assert.deepEqual(again.notices, []);
  assert.deepEqual(openStore(fakeStorage()).data, { schema: 3, lists: {}, customRulesets: {}, games: {} });
  assert.deepEqual(fakeStorage().dump(), {}, 'nothing is written before the first save');
});

test('the migration is not lost when the new store cannot be written', () => {
  const text = JSON.stringify(schema1());
  const storage = fakeStorage({ [OLD_KEY]: text }, text.length + OLD_KEY.length + 10);
  const store = openStore(storage);
  assert.deepEqual(store.notices.map((n) => n.key), ['storageFailed']);
  assert.equal(storage.getItem(OLD_KEY), text, 'old data kept where it was');
  assert.equal(storage.getItem(KEY), null);
  assert.deepEqual(store.data.customRulesets, schema1().rulesets, 'the page still works from memory');
});

test('unreadable data is kept aside, never lost', () => {
  for (const bad of ['{not json', '[]', '{"schema":2,"lists":[]}', '{"schema":"2"}', '{"schema":3,"lists":{},"customRulesets":{}}']) {
    const storage = fakeStorage({ [KEY]: bad });
    const store = openStore(storage, () => 1700000000000);
    assert.equal(storage.getItem(`${KEY}.unreadable.1700000000000`), bad, bad);
    assert.deepEqual(store.notices, [{ key: 'storeUnreadable', vars: { key: `${KEY}.unreadable.1700000000000` } }]);
    assert.deepEqual(JSON.parse(storage.getItem(KEY)), { schema: 3, lists: {}, customRulesets: {}, games: {} });
    store.save((d) => { d.lists.a = { list: { name: 'x' }, savedAt: 't' }; });
    assert.equal(storage.getItem(`${KEY}.unreadable.1700000000000`), bad, 'still there after a save');
  }
  // An unreadable old store too; and a readable old one behind an unreadable new one is migrated.
  const storage = fakeStorage({ [KEY]: 'oops', [OLD_KEY]: JSON.stringify(schema1()) });
  const store = openStore(storage, () => 5);
  assert.equal(storage.getItem(`${KEY}.unreadable.5`), 'oops');
  assert.deepEqual(store.data.customRulesets, schema1().rulesets);
  const both = fakeStorage({ [KEY]: 'oops', [OLD_KEY]: 'bad too' });
  openStore(both, () => 5);
  assert.deepEqual([both.getItem(`${KEY}.unreadable.5`), both.getItem(`${KEY}.unreadable.5-2`)], ['oops', 'bad too']);
});

test('schema 2 → 3: every list and custom ruleset kept, an empty games added, written once', () => {
  const lists = { l1: { list: { ...LIST2, name: 'Aube' }, savedAt: '2024-01-01T00:00:00.000Z' },
    l2: { list: { ...LIST2, name: 'Crépuscule ✠' }, savedAt: '2024-02-01T00:00:00.000Z' } };
  const v2 = { schema: 2, lists, customRulesets: schema1().rulesets };
  const text = JSON.stringify(v2);
  const storage = fakeStorage({ [KEY]: text, 'auspex.lang': 'fr' });
  const store = openStore(storage);
  assert.deepEqual(store.notices, []);
  assert.equal(store.readOnly, false);
  assert.deepEqual(store.data, { schema: 3, lists, customRulesets: v2.customRulesets, games: {} });
  assert.deepEqual(migrations[2](JSON.parse(text)), store.data);
  assert.deepEqual(JSON.parse(storage.getItem(KEY)), store.data, 'written back as schema 3');
  assert.equal(storage.getItem('auspex.lang'), 'fr');
  const once = storage.dump();
  openStore(storage);
  assert.deepEqual(storage.dump(), once, 'opening again changes nothing');
  // A game saved, then read back.
  store.save((d) => { d.games.g1 = { name: 'Partie', sheets: [], history: null }; });
  assert.deepEqual(openStore(storage).data.games, { g1: { name: 'Partie', sheets: [], history: null } });
  // A schema 2 store that cannot be written back stays on the device as it was.
  const full = fakeStorage({ [KEY]: text }, text.length + KEY.length + 5);
  const kept = openStore(full);
  assert.deepEqual(kept.notices.map((n) => n.key), ['storageFailed']);
  assert.equal(full.getItem(KEY), text);
  assert.deepEqual(kept.data.lists, lists);
});

test('a store written by a newer page is left untouched and read-only', () => {
  const newer = JSON.stringify({ schema: 4, lists: { a: { list: { name: 'Future' }, savedAt: 't' } }, customRulesets: {}, more: 1 });
  const storage = fakeStorage({ [KEY]: newer });
  const store = openStore(storage);
  assert.equal(store.readOnly, true);
  assert.deepEqual(store.notices, [{ key: 'storeNewer', vars: { schema: 4 } }]);
  assert.equal(store.data.lists.a.list.name, 'Future');
  assert.throws(() => store.save((d) => { d.lists = {}; }), (e) => e instanceof StoreError && e.key === 'storeReadOnly');
  assert.deepEqual(storage.dump(), { [KEY]: newer });
});

test('a full device: the error is reported, nothing is lost on the device or in memory', () => {
  const storage = fakeStorage({ [OLD_KEY]: JSON.stringify(schema1()) });
  const store = openStore(storage);
  store.save((d) => { d.lists.one = { list: { name: 'Une' }, savedAt: 't' }; });
  const before = storage.dump();
  const memory = structuredClone(store.data);
  storage.quota = JSON.stringify(before).length;
  assert.throws(() => store.save((d) => { d.lists.two = { list: { name: 'x'.repeat(5000) }, savedAt: 't' }; }),
    (e) => e instanceof StoreError && e.key === 'storageFailed' && /quota/.test(e.vars.message));
  assert.deepEqual(storage.dump(), before);
  assert.deepEqual(store.data, memory);
});

test('no storage at all (a locked-down browser): an empty store that says saving fails', () => {
  const store = openStore(null);
  assert.deepEqual(store.notices.map((n) => n.key), ['storageFailed']);
  assert.throws(() => store.save(() => {}), (e) => e.key === 'storageFailed');
});

const LIST = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Aube', units: [{ unit: 'reaver' }] };
/** Stands in for the core's checkList: refuses an unknown unit, like the core does, naming the field. */
const check = (list) => {
  const i = (list.units ?? []).findIndex((u) => u.unit === 'nope');
  if (i >= 0) throw Object.assign(new Error('x'), { path: `units.${i}.unit`, detail: 'unknown unit "nope"' });
  return { list: { ...list, checked: true } };
};

test('import: one list or all lists, checked whole before anything is written', () => {
  assert.deepEqual(readImport(exportOne(LIST).text, check), [{ ...LIST, checked: true }]);
  assert.equal(exportOne(LIST).name, 'aube.auspex-list.json');
  const all = exportAll([LIST, { ...LIST, name: 'Crépuscule' }]);
  assert.equal(readImport(all.text, check).length, 2);
  const bad = JSON.parse(all.text);
  bad.lists[1].units.push({ unit: 'nope' });
  assert.throws(() => readImport(JSON.stringify(bad), check), (e) => e instanceof ImportError && e.key === 'importList'
    && e.vars.list === 'Crépuscule' && e.vars.path === 'lists.1.units.1.unit' && /unknown unit/.test(e.vars.message));
  assert.throws(() => readImport('{', check), (e) => e.key === 'importNotJson');
  assert.throws(() => readImport('{"format":"other"}', check), (e) => e.key === 'importFormat');
  assert.throws(() => readImport('{"format":"auspex-lists","version":2,"lists":[]}', check), (e) => e.key === 'importVersion');

  const storage = fakeStorage();
  const store = openStore(storage);
  const ids = saveNew(store, readImport(all.text, check));
  assert.equal(ids.length, 2);
  assert.notEqual(ids[0], ids[1]);
  assert.deepEqual(Object.keys(store.data.lists).sort(), [...ids].sort());
  const again = saveNew(store, readImport(all.text, check));
  assert.equal(Object.keys(store.data.lists).length, 4, 'an import never overwrites a saved list');
  assert.ok(again.every((id) => !ids.includes(id)));
});
