// The AT-44 activation planner in the page at 390×844, from an empty device:
// a game reached by taps, a unit activated, "Planifier" shows at once the
// plans the core answers for the panel's request (data-request, asked of the
// core in Node here, never hard-coded), in the player's words — Feu à
// volonté or not, each salvo's weapon → target, the CP used, the mean
// casualties, the chance to wipe a unit out — after a range band and the
// goal are changed, in French and in English. Nothing is applied. Needs
// build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { at44Game, stored, savedGame } from './lists-steps.mjs';
import { decimal, percent } from '../../web/js/platform/format.mjs';

const site = useSite();
const RULESET = JSON.parse(readFileSync(new URL('../../rulesets/at44.json', import.meta.url), 'utf8'));
const savedGameOf = (page) => savedGame(page, 'at44');
const WORDS = {
  fr: { fire: 'Feu à volonté (1 PC)', noFire: 'Sans feu à volonté', hold: (w) => `${w} : ne tire pas`, cp: (n) => `${n} PC`, move: 'Déplacement' },
  en: { fire: 'Fire at will (1 CP)', noFire: 'No fire at will', hold: (w) => `${w}: holds fire`, cp: (n) => `${n} CP`, move: 'Move' },
};

/** The shown plans equal the core's answer to the panel's own request, in `lang`'s words. */
async function checkPlans(page, lang) {
  const request = JSON.parse(await byId(page, 'at44-plan-panel').getAttribute('data-request'));
  const reply = site.core.calc(request);
  const w = WORDS[lang];
  assert.equal(await page.getByTestId(/^at44-plan-\d+$/).count(), reply.plans.length);
  assert.ok(reply.plans.length > 0 && reply.plans.length <= 3);
  const weaponName = (i) => {
    const id = request.salvos[i].attacker.weapon;
    const { name } = RULESET.weapons.find((x) => x.id === id);
    return name[lang] ?? name.fr;
  };
  const targetName = (j) => {
    const unit = request.targets[j].target.unit;
    const { name } = RULESET.units.find((u) => u.id === unit);
    return name[lang] ?? name.fr;
  };
  for (const [k, p] of reply.plans.entries()) {
    assert.equal(await text(page, `at44-plan-${k}-fire`), p.feuAVolonte ? w.fire : w.noFire, `plan ${k}`);
    for (const [i, j] of p.fire.entries()) {
      assert.equal(await text(page, `at44-plan-${k}-salvo-${i}`), j === null ? w.hold(weaponName(i)) : `${weaponName(i)} → ${targetName(j)}`);
    }
    // Fire – move – fire: « Déplacement » once, before the first salvo fired after the move.
    assert.equal(await byId(page, `at44-plan-${k}-move`).count(), p.moves ? 1 : 0, `plan ${k} move`);
    if (p.moves) assert.equal(await text(page, `at44-plan-${k}-move`), w.move);
    assert.equal(await text(page, `at44-plan-${k}-cp`), w.cp(p.cpUsed));
    assert.equal(await text(page, `at44-plan-${k}-mean`), decimal(lang, p.meanInflicted));
    if (reply.goal === 'destroy') assert.equal(await text(page, `at44-plan-${k}-wiped`), percent(lang, p.value));
  }
  return { request, reply };
}

test('AT-44 planner: an activated unit\'s best plans are the core\'s, after a range and the goal change, in French and English', async () => {
  const { page, errors } = await site.open();
  await at44Game(page, undefined, undefined, { first: 1 }); // the Golems win the authority test and play first
  let game = await savedGameOf(page);
  const k = game.snapshot.game.sheets.findIndex((s) => s.sheet.unit === 'storm-golems');
  assert.ok(k >= 0);
  assert.equal(await byId(page, `at44-sheet-${k}-plan`).count(), 0, 'no plan before the activation');
  await byId(page, `at44-sheet-${k}-activate`).click();
  await byId(page, `at44-sheet-${k}-plan`).click();
  await byId(page, 'at44-plan-panel').waitFor();
  game = await savedGameOf(page);
  const sheets = game.snapshot.game.sheets;
  let { request, reply } = await checkPlans(page, 'fr');
  // The request: the unit's CP left, the Nanoblasters' salvo, the Krasny at range 1.
  const player = sheets[k].player;
  assert.equal(request.kind, 'activationPlan');
  assert.equal(request.cpLeft, game.snapshot.game.turn.players[player].cp);
  assert.deepEqual(request.salvos.map((s) => s.attacker.weapon), ['nanoblaster']);
  assert.deepEqual(request.targets.map((t) => t.attack.range), [1]);
  // With CP left and not moved, Feu à volonté is offered; the Nanoblasters already re-roll each
  // die once (TIR 1/1) and a die is re-rolled once at most, so it adds nothing here: the plan
  // without it comes first (ties go to fewer CP) and holding fire is last.
  if (request.cpLeft > 0) assert.ok(reply.plans.some((p) => p.feuAVolonte), 'Feu à volonté offered');
  if (reply.plans[0].value === reply.plans[1].value) assert.ok(reply.plans[0].cpUsed <= reply.plans[1].cpUsed);
  assert.deepEqual(reply.plans.at(-1).fire, [null]);
  assert.equal(reply.plansCompared, request.cpLeft > 0 ? 3 : 2);
  await byId(page, 'at44-plan-panel').screenshot({ path: `${SHOTS}/auspex-at44-plan-fr.png` });

  // Range band 3, then the goal "wipe out a unit": the request follows, the plans are the core's again.
  const j = game.snapshot.game.sheets.findIndex((s) => s.sheet.unit !== 'storm-golems');
  await byId(page, `at44-plan-range-${j}-3`).click();
  ({ request } = await checkPlans(page, 'fr'));
  assert.equal(request.targets[0].attack.range, 3);
  assert.equal(await byId(page, `at44-plan-range-${j}-3`).getAttribute('aria-pressed'), 'true');
  await byId(page, 'at44-plan-goal-destroy').click();
  ({ request, reply } = await checkPlans(page, 'fr'));
  assert.equal(request.goal, 'destroy');
  await checkPage(page, errors, 'planner FR');

  // Fire – move – fire: the target at range 0 after the move; firing then beats firing at range 3 now.
  await byId(page, 'at44-plan-goal-casualties').click();
  await byId(page, 'at44-plan-move-open').click();
  await byId(page, `at44-plan-after-${j}-0`).click();
  ({ request, reply } = await checkPlans(page, 'fr'));
  assert.deepEqual(request.targets[0].afterMove, { range: 0 });
  assert.equal(reply.plans[0].moves, true);
  assert.deepEqual(reply.plans[0].afterMove, [true]);
  assert.equal(reply.plans[0].feuAVolonte, false, 'no Feu à volonté with a move');
  assert.equal(await byId(page, `at44-plan-move`).getAttribute('open'), '', 'the fold stays open');
  await byId(page, 'at44-plan-panel').screenshot({ path: `${SHOTS}/auspex-at44-plan-move-fr.png` });
  await byId(page, 'at44-plan-goal-destroy').click();

  // Nothing applied: the sheets are as they were.
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets, sheets);

  // In English: the same plans in English words.
  await byId(page, 'lang-toggle').click();
  await byId(page, 'at44-plan-panel').waitFor();
  await checkPlans(page, 'en');
  assert.match(await byId(page, 'at44-plan-panel').textContent(), /Best plans: Storm Golems \(\d+ CP left\)/);
  assert.doesNotMatch(await byId(page, 'at44-plan-panel').textContent(), /Feu à volonté|pertes|null|undefined/);
  await checkPage(page, errors, 'planner EN');
  await byId(page, 'at44-plan-panel').screenshot({ path: `${SHOTS}/auspex-at44-plan-en.png` });
  await page.screenshot({ path: `${SHOTS}/auspex-at44-plan-en-page.png`, fullPage: true });

  // Moved: Feu à volonté is no longer offered.
  await byId(page, 'lang-toggle').click();
  await byId(page, `at44-sheet-${k}-move`).click();
  ({ request, reply } = await checkPlans(page, 'fr'));
  assert.equal(request.moved, true);
  assert.equal(reply.feuAVolonte, false);
  // Moved already: no second move, so no range after it is asked or sent.
  assert.equal(await byId(page, 'at44-plan-move').count(), 0);
  assert.ok(request.targets.every((t) => !('afterMove' in t)));
  assert.ok(reply.plans.every((p) => !p.feuAVolonte));
  await byId(page, 'at44-plan-close').click();
  assert.equal(await byId(page, 'at44-plan-panel').count(), 0);
  await checkPage(page, errors, 'planner closed');
});
