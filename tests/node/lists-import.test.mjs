// The lists import (web/js/lists/io.mjs) into a store (web/js/platform/store.mjs,
// here working from memory; the store itself: store.test.mjs): checked whole
// before anything is written, never over a saved list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore } from '../../web/js/platform/store.mjs';
import { readImport, saveNew, exportAll, exportOne, ImportError } from '../../web/js/lists/io.mjs';

const LIST = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Aube', units: [{ unit: 'reaver' }] };
/** Stands in for the core's checkList: refuses an unknown unit, like the core does, naming the field. */
const check = (list) => {
  const i = (list.units ?? []).findIndex((u) => u.unit === 'nope');
  if (i >= 0) throw Object.assign(new Error('x'), { path: `units.${i}.unit`, detail: 'unknown unit "nope"' });
  return { list: { ...list, checked: true } };
};

test('import: one list or all lists, checked whole before anything is written', async () => {
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

  const store = await openStore({ indexedDB: null });
  const ids = saveNew(store, readImport(all.text, check));
  assert.equal(ids.length, 2);
  assert.notEqual(ids[0], ids[1]);
  assert.deepEqual(Object.keys(store.data.lists).sort(), [...ids].sort());
  const again = saveNew(store, readImport(all.text, check));
  assert.equal(Object.keys(store.data.lists).length, 4, 'an import never overwrites a saved list');
  assert.ok(again.every((id) => !ids.includes(id)));
});
