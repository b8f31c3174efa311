// The lists import (web/js/lists/io.mjs) with the real core's checkList on
// the wasm build: a whole file is checked before anything is written, a bad
// list is named with the core's path and message, and the store is left
// byte-identical.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { auspex } from './core.mjs';
import { readImport, saveNew, exportAll, exportOne, ImportError } from '../../web/js/lists/io.mjs';
import { openStore } from '../../web/js/platform/store.mjs';

const dir = new URL('../../rulesets/', import.meta.url);
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) auspex.addRuleset(readFileSync(new URL(f, dir), 'utf8'));
const check = (list) => auspex.checkList(list);

const LIST = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Aube', faction: 'imperial', limit: 20,
  units: [{ unit: 'reaver', weapons: ['volcano-cannon'] }, { unit: 'warhound', count: 2 }] };

test('one list and all lists round-trip through the core', () => {
  const [one] = readImport(exportOne(LIST).text, check);
  assert.deepEqual(one, auspex.checkList(LIST).list);
  const all = readImport(exportAll([LIST, { ...LIST, name: 'Nuit', limit: 50 }]).text, check);
  assert.deepEqual(all.map((l) => l.name), ['Aube', 'Nuit']);
  assert.deepEqual(all.map((l) => auspex.checkList(l).totals), [auspex.checkList(LIST).totals, { ...auspex.checkList(LIST).totals, limit: 50 }]);
});

test('a bad list anywhere in the file: refused with its name and the core\'s field, nothing written', async () => {
  const store = await openStore({ indexedDB: null });
  saveNew(store, [auspex.checkList(LIST).list]);
  const before = JSON.stringify(store.data);
  const bad = [LIST, { ...LIST, name: 'Cassée', units: [...LIST.units, { unit: 'reaver', colour: 'rouge' }] }];
  let core;
  try { auspex.checkList(bad[1]); } catch (e) { core = e; }
  assert.equal(core?.name, 'AuspexError');
  assert.throws(() => saveNew(store, readImport(exportAll(bad).text, check)), (e) => e instanceof ImportError
    && e.vars.list === 'Cassée' && e.vars.path === `lists.1.${core.path}` && e.vars.message === core.fr); // the page speaks French
  assert.equal(core.code, 'field.unknown');
  assert.notEqual(core.fr, core.detail, 'the core says it in French');
  assert.equal(JSON.stringify(store.data), before);
  assert.throws(() => readImport(JSON.stringify({ ...LIST, ruleset: 'nope' }), check), (e) => e.key === 'importList' && e.vars.list === 'Aube');
});
