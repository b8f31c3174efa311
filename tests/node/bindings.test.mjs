// The modules' embind boundary (bindings/rulesets_bind.cpp, bindings.cpp,
// calc_system.cpp, linked --bind: std::string in, a Reply {ok, json} or a
// string out, as api.mjs's core() calls them). Text that is not ASCII comes
// back whole, a text larger than the module's memory grows it with every
// later reply still right (embind's glue reads the memory anew after each
// call), two texts reach a two-argument function in order, a control
// character is written by a calculator module as the whole core writes it,
// and a NUL inside a text reaches the core intact. Needs build/site.
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

test('a NUL inside a text reaches the core intact, in the calculator module and the whole core alike', async () => {
  const calc = await loadCalc('at44', { wasmBinary: wasm('calc-at44') });
  const core = await loadAuspex({ wasmBinary: wasm('auspex') });
  // A system string holding U+0000 is refused naming it, the NUL escaped, the same in both.
  const named = JSON.stringify({ system: 'at\u000044', attack: { kind: 'shoot' } });
  for (const reply of [calc.calcText(named), core.calcText(named)]) {
    assert.equal(reply.ok, false);
    const { error } = JSON.parse(reply.json);
    assert.equal(error.path, 'system');
    assert.ok(error.message.endsWith('not the string "at\\u000044"'), error.message);
    assert.ok(error.fr.endsWith('pas le texte "at\\u000044"'), error.fr);
  }
  // A raw NUL byte in a text that is not JSON (nlohmann/json ends its input at one): what follows
  // it reaches the core. Cut there, "fr\0x" would be "fr", a language, and answered. (The refusals'
  // English message is cut at the NUL by the core itself, std::runtime_error::what(); `fr` is not.)
  core.addRuleset(readFileSync(new URL('../../rulesets/titanicus-v1.json', import.meta.url), 'utf8'));
  const list = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', faction: 'imperial', limit: 40, name: 'Légion',
    units: [{ unit: 'warhound', weapons: ['plasma-cannon', 'multilaser'] }] };
  assert.throws(() => core.listText(list, 'fr\u0000x'), (e) => e.path === 'lang' && e.fr.endsWith('« fr\u0000x »'));
  assert.throws(() => core.model('at44\u0000Sheet', {}), (e) => e.path === 'model' && e.fr.endsWith('"at44\u0000Sheet"'));
});
