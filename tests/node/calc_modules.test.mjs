// The per-system calculator modules (calc-<system>.wasm, the page's first
// load: issue 10) answer every golden and bench request of their system
// byte for byte as the whole core does (but what they leave to it: one error), with the same rulesets loaded; a
// request or a ruleset of another system is one error naming "system".
// Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';

const site = new URL('../../build/site/', import.meta.url);
const { loadCalc, CALC_SYSTEMS, AuspexError } = await import(new URL('api.mjs', site));

loadRulesets();
const rulesetDir = new URL('../../rulesets/', import.meta.url);
const rulesets = readdirSync(rulesetDir).filter((n) => n.endsWith('.json'))
  .map((f) => readFileSync(new URL(f, rulesetDir), 'utf8'));
const golden = new URL('../golden/', import.meta.url);
const requests = [
  ...readdirSync(golden).filter((f) => f.endsWith('.requests.json') || f.endsWith('.cases.json'))
    .flatMap((f) => JSON.parse(readFileSync(new URL(f, golden), 'utf8'))),
  ...JSON.parse(readFileSync(new URL('../../bench/requests.json', import.meta.url), 'utf8')),
].map((c) => c.request).filter((r) => r && typeof r === 'object');

const modules = Object.fromEntries(await Promise.all(CALC_SYSTEMS.map(async (system) =>
  [system, await loadCalc(system, { wasmBinary: readFileSync(new URL(`calc-${system}.wasm`, site)) })])));

// What the whole core answers and the first load's modules leave out (docs/architecture.md):
// the Titanicus sheets' other rolls, AT-44 attacks on scenery, the activation planners.
const ROLLS = ['shieldRepair', 'vsgOverload', 'damageTable', 'fires', 'pull'];
const wholeCoreOnly = (r) => (r.system === 'titanicus' && ROLLS.includes(r.kind))
  || (['at44', 'epic', 'kolaps'].includes(r.system) && r.kind === 'activationPlan')
  || (r.system === 'at44' && r.target && typeof r.target === 'object' && 'scenery' in r.target);

test('each module answers its system as the whole core does', () => {
  for (const system of CALC_SYSTEMS) {
    const calc = modules[system];
    let added = 0;
    for (const text of rulesets) {
      if (JSON.parse(text).system !== system) continue;
      assert.deepEqual(calc.addRuleset(text), auspex.checkRuleset(text));
      added++;
    }
    assert.ok(added >= 1, system);
    const own = requests.filter((r) => r.system === system);
    assert.ok(own.length >= 5, `${system}: ${own.length} requests`);
    for (const request of own) {
      const text = JSON.stringify(request);
      if (wholeCoreOnly(request)) {
        // Left to the whole core, kept out of the first load: one error naming the field.
        const error = JSON.parse(calc.calcText(text).json).error;
        assert.equal(error.code, 'calc.module', text);
        assert.equal(error.message, 'is answered by the whole core (auspex.wasm), not by the calculator module of the first load');
        continue;
      }
      assert.deepEqual(calc.calcText(text), auspex.calcText(text), text);
    }
  }
});

test('a request or a ruleset of another system is an error naming "system"', () => {
  const at44 = requests.find((r) => r.system === 'at44');
  assert.throws(() => modules.titanicus.calc(at44), (e) => e instanceof AuspexError && e.path === 'system'
    && e.detail === 'this module answers "titanicus" requests only, not the string "at44"');
  const epicRuleset = rulesets.find((text) => JSON.parse(text).system === 'epic');
  assert.throws(() => modules.kolaps.checkRuleset(epicRuleset), (e) => e instanceof AuspexError
    && e.path === 'system' && /kolaps/.test(e.detail));
  assert.equal(modules.epic.calcText('{"system":').json,
    '{"error":{"path":"","message":"the request is not valid JSON","code":"request.json","fr":"la requête n\'est pas du JSON valide"}}');
  assert.throws(() => modules.titanicus.calc(at44), (e) => e.code === 'field.choice'
    && e.fr === 'ce module ne répond qu\'aux requêtes "titanicus", pas le texte "at44"');
  // The lists, sheets and turns are the whole core's only.
  assert.equal(modules.at44.checkList, undefined);
});

test('Medic and Autoréparation on a target named by unit are the whole core\'s (the game screens\' attack panel)', () => {
  const named = { system: 'at44', attacker: { ruleset: 'at44', unit: 'steel-troopers', weapon: 'laser-rifle', count: 5, rerolls: 0, damage: 1,
    concentration: false, detection: false }, attack: { range: 1 }, target: { ruleset: 'at44', unit: 'krasny-soldaty', count: 10, camouflage: false, medic: true } };
  const raw = { system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
    target: { arm: 3, models: 10, coverSave: 0, medic: true } };
  assert.deepEqual(auspex.calc(named), auspex.calc(raw));
  assert.throws(() => modules.at44.calc(named), (e) => e instanceof AuspexError && e.path === 'target.medic');
});
