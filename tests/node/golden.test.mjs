// The golden calc cases that tests/native/golden_test.cpp answers natively,
// answered here by the wasm build: what passes natively must pass in wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { auspex, assertClose, loadRulesets } from './core.mjs';

// Requests may name units: every ruleset of rulesets/ is loaded first.
loadRulesets();

const dir = new URL('../golden/', import.meta.url);
const cases = readdirSync(dir).filter((f) => f.endsWith('.cases.json'))
  .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')));

test('there are golden cases for every system and for errors', () => {
  // Every system of the core (core/<system>/system.cpp).
  const core = new URL('../../core/', import.meta.url);
  const systems = readdirSync(core).filter((d) => existsSync(new URL(`${d}/system.cpp`, core)));
  assert.ok(systems.length >= 4);
  for (const s of systems)
    assert.ok(cases.some((c) => c.request?.system === s), s);
  assert.ok(cases.filter((c) => c.error).length >= 4);
});

for (const c of cases) {
  test(`wasm: ${c.name}`, () => {
    const text = typeof c.request === 'string' ? c.request : JSON.stringify(c.request);
    const reply = auspex.calcText(text);
    const value = JSON.parse(reply.json);
    if (c.error) {
      assert.equal(reply.ok, false);
      assert.deepEqual(value.error, c.error);
    } else {
      assert.equal(reply.ok, true, reply.json);
      assertClose(value, c.response, 1e-12, c.name);
    }
  });
}
