// The rules' texts at a tap (rulesets/glossary/<ruleset>.json) are complete:
// every rule a ruleset uses, every action of a state model and every field of a
// calculator form is either a rule with its text in French and English, with
// the seed's section, or named as no rule (null) — so a new trait, action or
// field fails here until it has its text or is said to need none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';

globalThis.document ??= { documentElement: {} };
loadRulesets();

const root = new URL('../../rulesets/', import.meta.url);
const glossaryDir = new URL('glossary/', root);
const rulesets = readdirSync(root).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, root), 'utf8')));
const glossaries = new Map(readdirSync(glossaryDir).filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(f, glossaryDir), 'utf8'))]));

// Each game's own (web/js/games/<game>/samples.mjs, found by glob): `rulesUsed(ruleset)`, the
// rules its ruleset uses, by id; `stateNext`, its state models with a saved state of each
// (tests/golden/states/<prefix>-1.json) to ask the core which actions it has (its "must be one
// of" lists them all).
const games = new URL('../../web/js/games/', import.meta.url);
const samples = Object.fromEntries(await Promise.all(readdirSync(games)
  .filter((g) => existsSync(new URL(`${g}/samples.mjs`, games))).map(async (g) => [g, await import(new URL(`${g}/samples.mjs`, games))])));
const USED = Object.fromEntries(Object.entries(samples).map(([g, x]) => [g, x.rulesUsed]));
const MODELS = Object.fromEntries(Object.entries(samples).map(([g, x]) => [g,
  Object.fromEntries(Object.entries(x.stateNext).map(([file, [model, key]]) => [model, [key, file]]))]));

function actionTypes(model, key, file) {
  const state = JSON.parse(readFileSync(new URL(`../golden/states/${file}-1.json`, import.meta.url), 'utf8'));
  try {
    auspex[model]({ op: 'apply', [key]: state, action: { type: '?' } });
  } catch (e) {
    return [...e.detail.matchAll(/"?([A-Za-z]+)"?,/g)].map((m) => m[1]);
  }
  throw new Error(`${model} took an action "?"`);
}

const NO_RULE_KINDS = new Set(['select', 'facts', 'note']);
async function formFields(system, rulesetId) {
  const { calculator } = await import(`../../web/js/games/${system}/calculator.mjs`);
  const form = calculator.find((f) => f.id === rulesetId) ?? (calculator.length === 1 ? calculator[0] : null);
  if (!form) return null;
  return form.sections.flatMap((s) => s.fields)
    .filter((f) => f.key && !NO_RULE_KINDS.has(f.kind ?? f.type)).map((f) => f.key);
}

const both = (x) => x && typeof x.fr === 'string' && x.fr.trim() && typeof x.en === 'string' && x.en.trim();

test('every built-in ruleset has its glossary, and no glossary is of no ruleset; every game says what its rulesets use', () => {
  for (const r of rulesets) assert.equal(typeof USED[r.system], 'function', `${r.system}: samples.mjs' rulesUsed`);
  assert.deepEqual([...glossaries.keys()].sort(), rulesets.map((r) => r.id).sort());
});

for (const ruleset of rulesets) {
  test(`${ruleset.id}: every rule, action and field has its text in both languages`, async () => {
    const g = glossaries.get(ruleset.id);
    assert.ok(g, `rulesets/glossary/${ruleset.id}.json`);
    assert.equal(g.format, 'auspex-glossary');
    assert.equal(g.version, 1);
    assert.equal(g.ruleset, ruleset.id);
    const rules = new Map();
    for (const [i, rule] of g.rules.entries()) {
      const at = `rules[${i}] (${rule.id})`;
      assert.match(rule.id ?? '', /^[A-Za-z][A-Za-z0-9-]*$/, at);
      assert.ok(!rules.has(rule.id), `${at}: id twice`);
      assert.ok(both(rule.name), `${at}.name`);
      assert.ok(both(rule.section), `${at}.section`);
      assert.ok(both(rule.text), `${at}.text`);
      assert.ok(rule.text.fr !== rule.text.en, `${at}.text: the English is a translation`);
      assert.deepEqual(Object.keys(rule).sort(), ['id', 'name', 'section', 'text'], at);
      rules.set(rule.id, rule);
    }
    const known = (id, at) => assert.ok(id === null || rules.has(id), `${at}: no rule "${id}"`);
    for (const id of USED[ruleset.system](ruleset)) known(id, `the ruleset's "${id}"`);

    for (const [model, [key, file]] of Object.entries(MODELS[ruleset.system])) {
      const types = actionTypes(model, key, file);
      assert.ok(types.length > 3, `${model}'s actions`);
      assert.deepEqual(Object.keys(g.actions?.[model] ?? {}).sort(), [...types].sort(),
        `actions.${model}: every action of the model, each a rule or null`);
      for (const [type, id] of Object.entries(g.actions[model])) known(id, `actions.${model}.${type}`);
    }
    const fields = await formFields(ruleset.system, ruleset.id);
    assert.ok(fields?.length > 10, `${ruleset.id}'s calculator form`);
    assert.deepEqual(Object.keys(g.fields ?? {}).sort(), [...new Set(fields)].sort(),
      'fields: every field of the calculator (but pickers and facts), each a rule or null');
    for (const [field, id] of Object.entries(g.fields)) known(id, `fields.${field}`);
    assert.deepEqual(Object.keys(g).sort(), ['actions', 'fields', 'format', 'rules', 'ruleset', 'version']);
  });
}
