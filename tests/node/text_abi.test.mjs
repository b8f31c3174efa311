// The modules' C functions over UTF-8 text (bindings/text_abi.hpp, issue 33:
// no embind): api.mjs copies each text in as bytes with its length and reads
// the reply's bytes back. Text that is not ASCII comes back whole, two texts
// reach a two-argument function in order, and a text larger than the
// module's memory grows it with every later reply still right (api.mjs reads
// the memory anew after each call). Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const site = new URL('../../build/site/', import.meta.url);
const { loadCalc, loadAuspex } = await import(new URL('api.mjs', site));
const wasm = (name) => readFileSync(new URL(`${name}.wasm`, site));
const REQUEST = JSON.stringify({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
  target: { arm: 3, models: 10, coverSave: 0 } });

test('a text that is not ASCII goes in and comes back whole', async () => {
  const calc = await loadCalc('at44', { wasmBinary: wasm('calc-at44') });
  const reply = calc.calcText(JSON.stringify({ system: 'zé — ❄' }));
  assert.equal(reply.ok, false);
  assert.deepEqual(JSON.parse(reply.json).error, {
    path: 'system', code: 'field.choice',
    message: 'this module answers "at44" requests only, not the string "zé — ❄"',
    fr: 'ce module ne répond qu\'aux requêtes "at44", pas le texte "zé — ❄"',
  });
});

test('a text larger than the module\'s memory grows it; the replies before and after are the same', async () => {
  const calc = await loadCalc('at44', { wasmBinary: wasm('calc-at44') });
  const before = calc.calcText(REQUEST);
  assert.equal(before.ok, true);
  const big = calc.calcText(JSON.stringify({ system: 'at44', attack: { kind: 'é'.repeat(20e6) } }));
  assert.equal(big.ok, false);
  assert.equal(JSON.parse(big.json).error.path, 'attack.kind');
  assert.deepEqual(calc.calcText(REQUEST), before);
});

test('two texts reach a function of two arguments in order: a list\'s forum text in each language', async () => {
  const core = await loadAuspex({ wasmBinary: wasm('auspex') });
  core.addRuleset(readFileSync(new URL('../../rulesets/titanicus-v1.json', import.meta.url), 'utf8'));
  const list = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', faction: 'imperial', limit: 40, name: 'Légion',
    units: [{ unit: 'warhound', weapons: ['plasma-cannon', 'multilaser'] }] };
  const fr = core.listText(list, 'fr').split('\n');
  const en = core.listText(list, 'en').split('\n');
  assert.equal(fr[0], en[0]);
  assert.match(fr[0], /^Légion/);
  assert.notDeepEqual(fr, en);
  // A language that is neither: one error naming it, the list untouched.
  assert.throws(() => core.listText(list, 'de'), { path: 'lang' });
});

test('a control character, named in a parse error and escaped in a reply, is written as the whole core writes it', async () => {
  // The calculator modules have their own snprintf (bindings/json_snprintf.cpp), the whole core the C library's.
  const calc = await loadCalc('at44', { wasmBinary: wasm('calc-at44') });
  const core = await loadAuspex({ wasmBinary: wasm('auspex') });
  const raw = '{"system": "at44", "attack": {"kind": "a\u0001\u001f"}}'; // raw control characters: not JSON
  // nlohmann/json names the character in its parse error ("<U+0001>"), which the core then replaces by its own.
  const parsed = calc.calcText(raw);
  assert.deepEqual(parsed, core.calcText(raw));
  assert.equal(JSON.parse(parsed.json).error.code, 'request.json');
  const escaped = JSON.stringify({ system: 'at44', attack: { kind: 'a\u0001\u001f\u00e9' } });
  const refused = calc.calcText(escaped);
  assert.deepEqual(refused, core.calcText(escaped));
  assert.ok(refused.json.includes('a\\\\u0001\\\\u001fé'), refused.json);
});
