// The Epic activation planner in the page at 390×844, from an empty device:
// an army of Marines built by taps, a game against two Ork formations from
// the opponent's link, then "Planifier" on the Marines' sheet shows at once
// the three plans the core answers for the panel's request (the core asked
// in Node, never hard-coded), each in the player's words, in French and in
// English; the goal, a target out of range and a target's terrain change the
// request and the plans. Nothing is applied. The Epic calculator is used
// first, as a player would (issue 29: the planner went to its first-load
// module and was refused until a reload). Needs build/site (bash
// scripts/build.sh wasm). Screenshots: $AUSPEX_SHOTS/auspex-epic-plan-{fr,en}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, playList, savedGame } from './lists-steps.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const savedGameOf = (page) => savedGame(page, 'epic');
const RULESET = JSON.parse(readFileSync(new URL('../../rulesets/epic-v1.json', import.meta.url), 'utf8'));
const nameOf = (unit, lang) => RULESET.units.find((u) => u.id === unit).name[lang];

const ORKS = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs',
  units: [{ unit: 'boy-ork', count: 4, options: { strategic: 2, morale: 5, formation: 1 } },
    { unit: 'boy-ork', count: 2, options: { formation: 2 } }] };

/** The plans shown equal the core's answer to the panel's request, in `lang`. */
async function checkPlans(page, lang, sheets) {
  const request = JSON.parse(await byId(page, 'epic-plan-panel').getAttribute('data-request'));
  const reply = site.core.calc(request);
  assert.equal(reply.plans.length, 3);
  assert.equal(await page.getByTestId(/^epic-plan-\d+$/).count(), 3);
  // Every enemy formation is in range here: the request's targets are theirs, in order.
  const theirs = sheets.filter((s) => s.player !== sheets[0].player);
  assert.equal(request.targets.length, theirs.length);
  for (const [i, p] of reply.plans.entries()) {
    const shown = await page.getByTestId(new RegExp(`^epic-plan-${i}-fire-\\d+$`)).allTextContents();
    const want = p.fire.map((f) => {
      const { sheet } = theirs[f.target];
      // One unit type in each Ork formation: the formation's name alone.
      assert.equal(request.targets[f.target].units.length, 1);
      return `${f.models} × ${nameOf(request.shooters[f.shooter].unit, lang)} → ${sheet.name}`;
    });
    assert.deepEqual(shown.map((s) => s.trim()), want, `plan ${i} (${lang})`);
    assert.equal(await text(page, `epic-plan-${i}-mean`), decimal(lang, p.meanRemoved));
    assert.equal(await text(page, `epic-plan-${i}-break`), percent(lang, p.breakChance));
  }
  const all = await byId(page, 'epic-plan-panel').textContent();
  for (const word of ['null', 'undefined', 'marine-tactique', 'boy-ork', 'activationPlan', 'NaN']) {
    assert.ok(!all.includes(word), `no "${word}" on screen`);
  }
  return { request, reply };
}

test('Epic planner: the core\'s three best plans for the Marines at two Ork formations, in French and in English', async () => {
  const { page, errors } = await site.open(site.url, PHONE);
  // The calculator first, on Epic (its first-load module loaded): the planner still goes to the whole core.
  await byId(page, 'game-epic').tap();
  await byId(page, 'key-figure').filter({ hasText: '%' }).waitFor();
  await page.locator('#form fieldset').first().waitFor();
  await newList(page, 'epic-v1', null);
  await byId(page, 'list-name').fill('Ultramarines');
  await byId(page, 'list-name').press('Tab');
  const a = await addUnit(page, 'marine-tactique');
  for (let k = 0; k < 4; k += 1) await byId(page, `entry-${a}-count-inc`).tap();
  for (let k = 0; k < 3; k += 1) await byId(page, 'epic-strategic-inc').tap();
  await byId(page, 'epic-morale-inc').tap();
  await playList(page, undefined, { tap: true });
  await byId(page, 'epic-setup-0').waitFor();
  await byId(page, 'epic-opponent-code').fill(`${site.url}#l=${site.core.encodeList(ORKS)}`);
  await byId(page, 'epic-opponent-add').tap();
  await byId(page, 'epic-setup-1').waitFor();
  await byId(page, 'epic-start').tap();
  await byId(page, 'epic-sheet-2').waitFor();
  const sheets = (await savedGameOf(page)).snapshot.game.sheets;
  assert.deepEqual(sheets.map((s) => [s.player, s.sheet.left]), [[0, 5], [1, 4], [1, 2]]);

  // One tap: the plans at once.
  await byId(page, 'epic-sheet-0-plan').tap();
  await byId(page, 'epic-plan-list').waitFor();
  let { request, reply } = await checkPlans(page, 'fr', sheets);
  assert.equal(request.kind, 'activationPlan');
  assert.equal(request.shooters[0].count, 5);
  assert.deepEqual(request.targets.map((x) => [x.units[0].count, x.lost, x.breakAt]), [[4, 0, 2], [2, 0, 1]]);
  assert.equal(request.goal, 'casualties');
  assert.equal(reply.plansCompared, 6, '5 Marines at two unit types: 6 plans');
  await byId(page, 'epic-sheet-0').screenshot({ path: `${SHOTS}/auspex-epic-plan-fr.png` });

  // The goal: the break of a formation.
  await byId(page, 'epic-plan-goal-break').tap();
  ({ request, reply } = await checkPlans(page, 'fr', sheets));
  assert.equal(request.goal, 'break');
  assert.ok(reply.plans[0].breakChance >= reply.plans[1].breakChance);

  // The first Ork formation in a forest, the second out of range.
  await byId(page, 'epic-plan-terrain-1').selectOption('forets');
  ({ request } = await checkPlans(page, 'fr', sheets));
  assert.equal(request.targets[0].units[0].terrain, 'forets');
  await byId(page, 'epic-plan-range-2').tap();
  request = JSON.parse(await byId(page, 'epic-plan-panel').getAttribute('data-request'));
  assert.equal(request.targets.length, 1);
  reply = site.core.calc(request);
  assert.equal(reply.plans.length, 1, 'one target left: one plan');
  assert.equal(await page.getByTestId(/^epic-plan-\d+$/).count(), 1);
  assert.equal(await text(page, 'epic-plan-0-fire-0'), `5 × Marine Tactique → ${sheets[1].sheet.name}`);
  await byId(page, 'epic-plan-range-2').tap();

  // In English.
  await byId(page, 'lang-toggle').tap();
  await byId(page, 'epic-plan-goal-casualties').tap();
  await checkPlans(page, 'en', sheets);
  assert.match(await byId(page, 'epic-plan-panel').textContent(), /Fire plans of/);
  await byId(page, 'epic-sheet-0').screenshot({ path: `${SHOTS}/auspex-epic-plan-en.png` });
  await byId(page, 'lang-toggle').tap();

  // Nothing applied: the sheets are as before; the panel closes.
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets.map((s) => s.sheet.left), [5, 4, 2]);
  await byId(page, 'epic-plan-close').tap();
  assert.equal(await byId(page, 'epic-plan-panel').count(), 0);
  await checkPage(page, errors, 'epic plan');
});

test('Epic planner: a plan too large to compare shows the core\'s refusal in the player\'s language', async () => {
  const { page, errors } = await site.open(site.url, PHONE);
  await newList(page, 'epic-v1', null);
  await addUnit(page, 'marine-tactique');
  await byId(page, 'epic-strategic-inc').tap();
  await byId(page, 'epic-morale-inc').tap();
  await addUnit(page, 'marine-tactique'); // an entry alone: a second formation
  await playList(page, undefined, { tap: true });
  await byId(page, 'epic-setup-0').waitFor();
  const horde = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Waaagh',
    units: [{ unit: 'boy-ork', count: 100, options: { strategic: 2, morale: 5 } }] };
  await byId(page, 'epic-opponent-code').fill(`${site.url}#l=${site.core.encodeList(horde)}`);
  await byId(page, 'epic-opponent-add').tap();
  await byId(page, 'epic-start').tap();
  await byId(page, 'epic-sheet-2').waitFor();
  // 100 Boyz share their shots between two formations: 101 plans, over 10^6 steps.
  await byId(page, 'epic-sheet-2-plan').tap();
  await byId(page, 'epic-plan-error').waitFor();
  const request = JSON.parse(await byId(page, 'epic-plan-panel').getAttribute('data-request'));
  assert.equal(request.shooters[0].count, 100);
  assert.equal(request.targets.length, 2);
  let refusal = null;
  try { site.core.calc(request); } catch (error) { refusal = error; }
  assert.equal(refusal?.code, 'plan.size');
  const fr = await text(page, 'epic-plan-error');
  assert.ok(fr.includes(refusal.fr), fr);
  assert.ok(!/shooters|count|activationPlan/.test(fr), fr);
  await byId(page, 'lang-toggle').tap();
  const en = await text(page, 'epic-plan-error');
  assert.match(en, /too many plans to compare exactly: 101 plans/);
  assert.ok(!/shooters|activationPlan/.test(en), en);
  await byId(page, 'epic-plan-panel').screenshot({ path: `${SHOTS}/auspex-epic-plan-refused-en.png` });
  await byId(page, 'lang-toggle').tap();
  await checkPage(page, errors, 'epic plan refused');
});
