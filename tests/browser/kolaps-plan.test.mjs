// "Planifier" on a KOLAPS character at 390×844 (issue 21, part 2): from an
// empty device, a roster of one character (a rifle and a knife) played
// against the opponent's from their link; after the determination, one tap
// shows the core's 3 best plans for the combativité left — at a distance,
// in contact, for each goal — each plan's words equal to the core's answer to
// the panel's data-request computed here, in French and in English; nothing
// is applied to the game. Screenshots in $AUSPEX_SHOTS (default /tmp).
// Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, playList, savedGame, fill } from './lists-steps.mjs';
import { offences, screenText, lineOf } from './language-check.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';
import * as play from '../../web/js/games/kolaps/words-play.mjs';
import * as plan from '../../web/js/games/kolaps/words-plan.mjs';

const site = useSite();
const savedGameOf = (page) => savedGame(page, 'kolaps');
const words = (lang) => ({ ...play[lang], ...plan[lang] });

/** What language-check.mjs finds on the screen in `lang` (a raw key, a path, "null", the other language). */
async function said(page, lang) {
  const shown = await screenText(page);
  return offences(shown, lang).map((o) => `${o.what}: ${lineOf(shown, o.what)}`);
}

/** The shown plans are the core's answer to the panel's request, in `lang`; `names`: weapon names by action index, or null. */
async function checkPlans(page, lang, names) {
  const request = JSON.parse(await byId(page, 'kolaps-plan-panel').getAttribute('data-request'));
  const reply = site.core.calc(request);
  const w = words(lang);
  assert.ok(reply.plans.length > 0 && reply.plans.length <= 3);
  assert.equal(await page.getByTestId(/^kolaps-plan-\d+$/).count(), reply.plans.length);
  const named = (a) => `${w[`kolapsAction_${a.action}`]}${names && names[a.option] ? ` (${names[a.option]})` : ''}`;
  // This activation's action (Loi 8-1: the best play chooses each after the dice), first.
  const { first, value } = reply.policy;
  const hc = request.goal === 'horsCombat';
  assert.equal(await text(page, 'kolaps-plan-policy'), first
    ? w[hc ? 'kolapsPlanNowHc' : 'kolapsPlanNowWound'].replace('{action}', named(first)).replace('{value}', hc ? percent(lang, value) : decimal(lang, value))
    : w.kolapsPlanNowNothing);
  for (const [k, p] of reply.plans.entries()) {
    const actions = p.actions.map(named).join(' → ');
    if (p.actions.at(-1).action === 'sePreparer') assert.equal(await text(page, `kolaps-plan-${k}-kept`), w.kolapsPlanKept.replace('{n}', decimal(lang, p.meanKept)));
    assert.equal(await text(page, `kolaps-plan-${k}-actions`), actions, `plan ${k}`);
    assert.equal(await text(page, `kolaps-plan-${k}-used`), w.kolapsPlanUsed.replace('{n}', decimal(lang, p.meanCombativiteUsed)));
    assert.equal(await text(page, `kolaps-plan-${k}-hc`), percent(lang, p.horsCombat));
    // Blessé or worse (the target is unhurt here): the chance summed from the core's levels.
    assert.equal(await text(page, `kolaps-plan-${k}-worst`), percent(lang, p.target.blesse + p.target.etat_critique + p.target.hors_combat));
    if (p.mishap > 0) assert.equal(await text(page, `kolaps-plan-${k}-mishap`), percent(lang, p.mishap));
  }
  return { request, reply };
}

/** From an empty device: Steiner (rank 2: a rifle, a knife) against a Vampire (rank 3, Cuir 4 Solide) from its link, after the determination. */
async function duel(page) {
  await newList(page, 'kolaps-v2', null);
  await fill(page, 'list-name', 'APC');
  const a = await addUnit(page, 'personnage');
  await fill(page, `entry-${a}-name`, 'Steiner');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).click();
  await byId(page, `entry-${a}-arm-add`).click();
  await fill(page, `entry-${a}-arm-0-name`, 'Fusil');
  await byId(page, `entry-${a}-arm-0-class`).selectOption('arme-d-epaule');
  await byId(page, `entry-${a}-arm-0-cadence-inc`).click();
  await byId(page, `entry-${a}-arm-0-trait-penetrant`).click();
  await byId(page, `entry-${a}-arm-add`).click();
  await fill(page, `entry-${a}-arm-1-name`, 'Couteau');
  await byId(page, `entry-${a}-arm-1-class`).selectOption('arme-de-melee');

  await playList(page);
  await byId(page, 'kolaps-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'Vampires',
    units: [{ unit: 'personnage', name: 'Vampire', options: { rank: 3 },
      character: { protection: { name: 'Cuir', class: 4, traits: ['Solide'] } } }] };
  await byId(page, 'kolaps-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'kolaps-opponent-add').click();
  await byId(page, 'kolaps-setup-1').waitFor();
  await byId(page, 'kolaps-start').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  assert.equal(await byId(page, 'kolaps-sheet-0-plan').count(), 0, 'no plan before the determination (no combativité)');

  // New turn: Steiner's 6D6 typed in (4 at 2+), the Vampire's rolled from the game's seed.
  await byId(page, 'kolaps-new-turn').click();
  await byId(page, 'kolaps-dice').waitFor();
  for (const [k, d] of [6, 5, 2, 3, 1, 1].entries()) await byId(page, `kolaps-die-${k}`).fill(String(d));
  await byId(page, 'kolaps-dice-ok').click();
  while (await byId(page, 'kolaps-dice').count()) {
    for (let k = 0; k < 6; k += 1) if (await byId(page, `kolaps-die-${k}`).count()) await byId(page, `kolaps-die-${k}`).fill('4');
    await byId(page, 'kolaps-dice-ok').click();
  }
  await byId(page, 'kolaps-reserve').waitFor();
}

test('KOLAPS planner: one tap shows the core\'s 3 best plans for the combativité left, at a distance and in contact, in French and in English', async () => {
  const { page, errors } = await site.open();
  await duel(page);
  const before = (await savedGameOf(page)).snapshot;
  assert.equal(before.game.sheets[0].sheet.combativite.current, 4);

  // One tap: the plans at a distance (the rifle's tir au jugé and tir, its 2 shots shared).
  await byId(page, 'kolaps-sheet-0-plan').click();
  await byId(page, 'kolaps-plan-panel').waitFor();
  let { request } = await checkPlans(page, 'fr', null);
  assert.deepEqual(request, { system: 'kolaps', kind: 'activationPlan', ruleset: 'kolaps-v2', combativite: 4, fatigue: 0,
    actions: [{ action: 'tir_au_juge', opposition: {}, weapon: { penetrant: 1 } }, { action: 'tir', opposition: {}, weapon: { penetrant: 1 } }],
    limits: [{ actions: [0, 1], uses: 2 }], target: { rank: 3, health: 'indemne', sonne: false, protection: { class: 4, impacts: 0, solide: true } },
    goal: 'horsCombat', top: 3 });
  assert.match(await text(page, 'kolaps-plan-panel'), /Plans de Steiner pour 4 de combativité/);
  assert.match(await text(page, 'kolaps-plan-0'), /hors\scombat\s: .* · blessé ou pire\s: /);
  await byId(page, 'kolaps-plan-couvert').selectOption('leger');
  ({ request } = await checkPlans(page, 'fr', null));
  assert.deepEqual(request.actions[1].opposition, { couvert: 'leger' });

  // In contact: the rifle at bout portant and the knife's frapper, each named.
  await byId(page, 'kolaps-plan-reach-contact').click();
  await byId(page, 'kolaps-plan-esquive').click();
  ({ request } = await checkPlans(page, 'fr', ['Fusil', 'Couteau']));
  assert.deepEqual(request.actions.map((x) => [x.action, x.opposition]), [['bout_portant', { esquive: true }], ['frapper', { esquive: true }]]);
  await byId(page, 'kolaps-plan-goal-wound').click();
  ({ request } = await checkPlans(page, 'fr', ['Fusil', 'Couteau']));
  assert.equal(request.goal, 'wound');
  // Se préparer (Loi 9-30) when the player asks: the plans ending with it say what they keep.
  await byId(page, 'kolaps-plan-prepare').click();
  let reply;
  ({ request, reply } = await checkPlans(page, 'fr', ['Fusil', 'Couteau']));
  assert.deepEqual(request.actions.at(-1), { action: 'sePreparer' });
  assert.ok(reply.plans.some((p) => p.actions.at(-1).action === 'sePreparer'), 'a plan that gets ready is shown');
  assert.equal(await byId(page, 'kolaps-plan-prepare').getAttribute('aria-pressed'), 'true');
  await byId(page, 'kolaps-sheet-0').screenshot({ path: `${SHOTS}/auspex-kolaps-plan-fr.png` });
  assert.deepEqual(await said(page, 'fr'), [], 'only French on screen');
  await checkPage(page, errors, 'kolaps plans');

  // In English: the same plans, the player's words.
  await byId(page, 'lang-toggle').click();
  await checkPlans(page, 'en', ['Fusil', 'Couteau']);
  assert.match(await text(page, 'kolaps-plan-panel'), /Plans for Steiner with 4 combativité/);
  await byId(page, 'kolaps-plan-reach-range').click();
  await checkPlans(page, 'en', null);
  await byId(page, 'kolaps-sheet-0').screenshot({ path: `${SHOTS}/auspex-kolaps-plan-en.png` });
  assert.deepEqual(await said(page, 'en'), [], 'only English on screen');
  await checkPage(page, errors, 'kolaps plans, English');

  // Advice only: nothing is applied; the panel closes.
  await byId(page, 'kolaps-plan-close').click();
  assert.equal(await byId(page, 'kolaps-plan-panel').count(), 0);
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets, before.game.sheets);
  await page.context().close();
});

/** The shown chances are the core's answer to the rolls panel's request, in `lang`. */
async function checkRolls(page, lang) {
  const request = JSON.parse(await byId(page, 'kolaps-rolls-panel').getAttribute('data-request'));
  const reply = site.core.calc(request);
  if (request.kind === 'death') {
    assert.equal(await text(page, 'kolaps-rolls-survives'), percent(lang, reply.survives));
    assert.equal(await text(page, 'kolaps-rolls-eliminated'), percent(lang, reply.eliminated));
  } else if (reply.roll === false) {
    assert.equal(await byId(page, 'kolaps-rolls-noroll').count(), 1);
  } else {
    assert.equal(await text(page, 'kolaps-rolls-success'), percent(lang, reply.success));
    assert.equal(await text(page, 'kolaps-rolls-failure'), percent(lang, reply.failure));
    if (request.kind === 'terrain') {
      for (const [w, p] of Object.entries(reply.outcomes)) {
        assert.equal(await byId(page, `kolaps-rolls-${w}`).count(), p > 0 ? 1 : 0, w);
        if (p > 0) assert.equal(await text(page, `kolaps-rolls-${w}`), percent(lang, p), w);
      }
    }
  }
  return request;
}

test('KOLAPS "Autres jets": the chances of terrain, ramasser, réparer and the death roll, from the sheet, in French and in English', async () => {
  const { page, errors } = await site.open();
  await duel(page);
  const before = (await savedGameOf(page)).snapshot;
  // The Vampire crosses a dangerous zone: its protection (Cuir, class 4) is sent.
  await byId(page, 'kolaps-sheet-1-rolls').click();
  await byId(page, 'kolaps-rolls-panel').waitFor();
  assert.deepEqual(await checkRolls(page, 'fr'), { system: 'kolaps', kind: 'terrain', ruleset: 'kolaps-v2', terrain: 'dangereux', zones: 1,
    obstacle: 'aucun', protection: { class: 4 } });
  await byId(page, 'kolaps-rolls-terrain-mortel').click();
  await byId(page, 'kolaps-rolls-zones-inc').click();
  await byId(page, 'kolaps-rolls-obstacle-leger').click();
  const mortal = await checkRolls(page, 'fr');
  assert.deepEqual([mortal.terrain, mortal.zones, mortal.obstacle], ['mortel', 2, 'leger']);
  assert.match(await text(page, 'kolaps-rolls-panel'), /échec \(−2 combativité\)\s:/);
  await byId(page, 'kolaps-sheet-1').screenshot({ path: `${SHOTS}/auspex-kolaps-rolls-fr.png` });
  assert.deepEqual(await said(page, 'fr'), [], 'only French on screen');
  // No risk, an obstacle only (10-9, 10-10): its roll alone, no protection sent, no wound; the
  // chance the obstacle stops the move said; "Aucun" obstacle is not offered then.
  await byId(page, 'kolaps-rolls-terrain-aucun').click();
  assert.equal(await byId(page, 'kolaps-rolls-obstacle-aucun').count(), 0);
  await byId(page, 'kolaps-rolls-obstacle-total').click();
  const obstacle = JSON.parse(await byId(page, 'kolaps-rolls-panel').getAttribute('data-request'));
  assert.deepEqual(obstacle, { system: 'kolaps', kind: 'terrain', ruleset: 'kolaps-v2', terrain: 'aucun', zones: 2, obstacle: 'total' });
  const crossing = site.core.calc(obstacle);
  assert.equal(await text(page, 'kolaps-rolls-success'), percent('fr', crossing.success));
  assert.equal(await text(page, 'kolaps-rolls-stopped'), percent('fr', crossing.obstacleFailure));
  assert.equal(await byId(page, 'kolaps-rolls-failure').count(), 0, 'no risk roll to fail');
  await byId(page, 'kolaps-sheet-1').screenshot({ path: `${SHOTS}/kolaps-obstacle-fr.png` });
  // Steiner: the other rolls (no protection on him).
  await byId(page, 'kolaps-sheet-0-rolls').click();
  assert.equal(await byId(page, 'kolaps-rolls-panel').count(), 1, 'one panel at a time');
  assert.equal((await checkRolls(page, 'fr')).protection, undefined);
  await byId(page, 'kolaps-rolls-kind-pickUp').click();
  assert.equal((await checkRolls(page, 'fr')).adversaries, 1);
  await byId(page, 'kolaps-rolls-adversaries-dec').click();
  assert.equal((await checkRolls(page, 'fr')).adversaries, 0);
  assert.match(await text(page, 'kolaps-rolls-noroll'), /aucun jet/);
  await byId(page, 'kolaps-rolls-kind-repair').click();
  await byId(page, 'kolaps-rolls-technologie-inc').click();
  assert.equal((await checkRolls(page, 'fr')).technologie, 2);
  await byId(page, 'kolaps-rolls-kind-death').click();
  assert.deepEqual(await checkRolls(page, 'fr'), { system: 'kolaps', kind: 'death', ruleset: 'kolaps-v2', rank: 2 });
  assert.match(await text(page, 'kolaps-rolls-panel'), /survit \(4\+\)\s:/);
  await checkPage(page, errors, 'kolaps rolls');

  await byId(page, 'lang-toggle').click();
  await checkRolls(page, 'en');
  assert.match(await text(page, 'kolaps-rolls-panel'), /survives \(4\+\):/);
  await byId(page, 'kolaps-rolls-kind-terrain').click();
  await checkRolls(page, 'en');
  await byId(page, 'kolaps-sheet-0').screenshot({ path: `${SHOTS}/auspex-kolaps-rolls-en.png` });
  assert.deepEqual(await said(page, 'en'), [], 'only English on screen');
  await checkPage(page, errors, 'kolaps rolls, English');

  // Advice only: nothing is applied; the panel closes.
  await byId(page, 'kolaps-rolls-close').click();
  assert.equal(await byId(page, 'kolaps-rolls-panel').count(), 0);
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets, before.game.sheets);
  await page.context().close();
});
