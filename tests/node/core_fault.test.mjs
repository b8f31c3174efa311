// A rules core that faults (issue 33: in WebKit a module once returned broken JSON after an
// error, until the page was reloaded) is never left answering: bindings/api.mjs's wrap()
// turns a trap, an exception out of the module or a reply that is not JSON into AuspexFault,
// for that call and every later one; the page's core (web/js/platform/core.mjs) then drops the
// module and loads it again, its rulesets replayed, and answers again. The modules here are
// stand-ins that fault on cue around the real calculator of AT-44. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';

register('./site-api-hook.mjs', import.meta.url);
const site = new URL('../../build/site/', import.meta.url);
const { loadCalc, wrap, AuspexFault, AuspexError } = await import(new URL('api.mjs', site));
const { createCore } = await import('../../web/js/platform/core.mjs');

const REQUEST = { system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
  target: { arm: 3, models: 10, coverSave: 0 } };
const RULESET = JSON.parse(readFileSync(new URL('../../rulesets/at44.json', import.meta.url), 'utf8'));
const real = () => loadCalc('at44', { wasmBinary: readFileSync(new URL('calc-at44.wasm', site)) });

/** A raw module whose `calc` answers as `real`'s, until `faults.next` says how it breaks. */
function breakable(api, faults) {
  const pass = (reply) => reply;
  return {
    calc: (text) => {
      const how = faults.next;
      faults.next = null;
      if (how === 'trap') throw new WebAssembly.RuntimeError('Out of bounds memory access');
      const reply = api.calcText(text);
      return how === 'garbage' ? { ok: true, json: reply.json.slice(0, 20) } : pass(reply);
    },
    rulesetCheck: (text) => api.checkRulesetText(text),
    rulesetAdd: (text) => ({ ok: true, json: JSON.stringify(api.addRuleset(text)) }),
    rulesetReplace: (text) => ({ ok: true, json: JSON.stringify(api.replaceRuleset(text)) }),
    rulesetList: () => JSON.stringify(api.rulesets()),
  };
}

test('wrap: a trap or a reply that is not JSON poisons the module for good, a refusal does not', async () => {
  const faults = { next: null };
  const api = wrap(breakable(await real(), faults));
  const good = api.calc(REQUEST);
  assert.ok(good.meanCasualties > 0);
  assert.throws(() => api.calc({ ...REQUEST, attack: { ...REQUEST.attack, pre: 99 } }), (e) => e instanceof AuspexError && !(e instanceof AuspexFault));
  assert.deepEqual(api.calc(REQUEST), good, 'a refused request leaves it answering');
  faults.next = 'garbage';
  assert.throws(() => api.calc(REQUEST), (e) => e instanceof AuspexFault && e.code === 'core.fault' && e.path === '' && /redémarre/.test(e.fr));
  assert.throws(() => api.calc(REQUEST), AuspexFault, 'never an answer again, never garbage');
  const trapped = wrap(breakable(await real(), faults));
  faults.next = 'trap';
  assert.throws(() => trapped.calc(REQUEST), (e) => e instanceof AuspexFault && e.cause instanceof WebAssembly.RuntimeError);
  assert.throws(() => trapped.rulesets(), AuspexFault);
});

test('the page\'s core drops a faulted module, loads it again with its rulesets, and answers', async () => {
  const faults = { next: null };
  let loads = 0;
  const core = createCore({ systems: ['at44'], loadAuspex: () => { throw new Error('not here'); },
    loadCalc: async () => { loads += 1; return wrap(breakable(await real(), faults)); } });
  await core.ready('at44');
  core.addRuleset(RULESET);
  const named = { system: 'at44', attacker: { ruleset: 'at44', unit: 'steel-troopers', weapon: 'laser-rifle', count: 5, rerolls: 0, damage: 1,
    concentration: false, detection: false }, attack: { range: 1 }, target: { ruleset: 'at44', unit: 'krasny-soldaty', count: 6, camouflage: false } };
  const before = core.calc(named);
  faults.next = 'trap';
  assert.throws(() => core.calc(named), (e) => e instanceof AuspexFault);
  // While it loads again: the same words, never an answer from the broken module.
  assert.throws(() => core.calc(named), (e) => e instanceof AuspexFault);
  await core.ready('at44');
  assert.equal(loads, 2);
  assert.deepEqual(core.calc(named), before, 'answered again, the ruleset replayed into the new module');
  assert.ok(core.rulesets().some((r) => r.id === 'at44'));
});
