// Hostile requests: every golden request mutated at random (a field removed,
// retyped, set out of range, nested, …). Each answer is a response or one
// error naming a field; never a crash, never an internal error, and the
// module keeps answering. Seeded, so a failure replays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { auspex, loadRulesets, rng } from './core.mjs';

const rulesets = new URL('../../rulesets/', import.meta.url);
loadRulesets();
const dir = new URL('../golden/', import.meta.url);
const requests = readdirSync(dir).filter((f) => f.endsWith('.cases.json'))
  .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')))
  .map((c) => c.request).filter((r) => typeof r === 'object');

const values = [null, true, false, 0, -1, 1, 7, 201, 1e9, -1e9, 2.5, 1e308, '', 'D6', 'x', 'é\u0000', [], [1, 2], {}, { a: 1 },
  [[[[[]]]]], 'tir', 'shoot', 'v2', -0.0, 200, 40, 12];

function paths(value, prefix = []) {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths(value[k], [...prefix, k]))];
}

function mutate(request, r) {
  const copy = structuredClone(request);
  const all = paths(copy).filter((p) => p.length > 0);
  for (let n = 1 + Math.floor(r() * 3); n > 0; n--) {
    const p = all[Math.floor(r() * all.length)];
    let parent = copy;
    for (const k of p.slice(0, -1)) parent = parent?.[k];
    if (parent === null || typeof parent !== 'object') continue;
    const key = p.at(-1);
    const roll = r();
    if (roll < 0.25) delete parent[key];
    else if (roll < 0.9) parent[key] = structuredClone(values[Math.floor(r() * values.length)]);
    else parent[`${key}x`] = 1;
  }
  return copy;
}

test('mutated requests give one error naming a field, or an answer; never an internal error', () => {
  const r = rng(11);
  let errors = 0;
  for (let i = 0; i < 3000; i++) {
    const request = mutate(requests[i % requests.length], r);
    const reply = auspex.calcText(JSON.stringify(request));
    const value = JSON.parse(reply.json);
    if (reply.ok) continue;
    errors++;
    assert.equal(typeof value.error.path, 'string');
    assert.ok(value.error.message.length > 0);
    assert.ok(!value.error.message.startsWith('internal error'), `${JSON.stringify(request)} -> ${reply.json}`);
  }
  assert.ok(errors > 1000, `most mutations are bad requests (${errors})`);
  assert.equal(auspex.calcText(JSON.stringify(requests[0])).ok, true, 'the module still answers');
});

test('mutated ruleset files are refused with the JSON path, never an internal error', () => {
  const files = readdirSync(rulesets).filter((n) => n.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(f, rulesets), 'utf8')));
  const r = rng(12);
  let refused = 0;
  for (let i = 0; i < 1500; i++) {
    const ruleset = mutate(files[i % files.length], r);
    const reply = auspex.checkRulesetText(JSON.stringify(ruleset));
    if (reply.ok) continue;
    refused++;
    const { error } = JSON.parse(reply.json);
    assert.equal(typeof error.path, 'string');
    assert.ok(!error.message.startsWith('internal error'), `${reply.json}`);
  }
  assert.ok(refused > 500, `most mutations are refused (${refused})`);
});
