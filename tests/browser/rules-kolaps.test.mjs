// KOLAPS's added rules set up through the page (390×844): combativité,
// opposition from its named sources, weapon traits, protection wear and the
// charge, each figure checked against the rules core asked the same request
// under Node; a shared combativité, a comparison, and a source refused.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, stepTo, checkPage, sumFrom, SHOTS, urlOf } from './harness.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);
const fr = (p) => percent('fr', p);

const K = 'kolaps';

test('KOLAPS: combativité against the core, shared by link and compared', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-kolaps').click();
  await byId(page, 'kind-combativite').click();
  assert.equal(await byId(page, 'opposition-value').isVisible(), false);
  await stepTo(page, 'fatigue', 5);
  await byId(page, 'health-legerement_blesse').click();
  let r = site.core.calc({ system: K, kind: 'combativite', rank: 3, fatigue: 5, wounds: { sonne: 0, legerement_blesse: 1 }, prepared: 0 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.distribution, 7)));
  assert.equal(await text(page, 'comb-threshold'), r.threshold);
  assert.equal(await text(page, 'comb-epuise'), fr(r.epuise));
  assert.equal(await text(page, 'effect-epuise_au_sol'), fr(r.negativeEffects[0].probability));
  assert.equal(await text(page, 'exact-A--1'), fr(r.distribution[5]));

  await stepTo(page, 'rank', 5);
  await stepTo(page, 'fatigue', 6);
  await byId(page, 'health-blesse').click();
  await byId(page, 'sonne-conscience').click();
  await stepTo(page, 'prepared', 2);
  await byId(page, 'threshold-inc').click();
  r = site.core.calc({ system: K, kind: 'combativite', rank: 5, fatigue: 6, wounds: { sonne: 'conscience', blesse: 1 }, prepared: 2 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.distribution, 8)));
  assert.equal(await text(page, 'effect-recule_d_une_zone'), fr(r.negativeEffects[2].probability));
  assert.equal(await text(page, 'mean-combativite'), decimal('fr', r.mean));
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-combativite.png`, fullPage: true });
  await checkPage(page, errors, 'combativité');

  // Rank 1 never fails a conscience roll: "oui" is not offered.
  await stepTo(page, 'rank', 1);
  assert.equal(await byId(page, 'sonne-oui').isVisible(), false);
  await stepTo(page, 'rank', 5);

  const fresh = await openPage(await urlOf(page));
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await byId(fresh.page, 'kind-combativite').getAttribute('aria-pressed'), 'true');
  assert.equal(await byId(fresh.page, 'sonne-conscience').getAttribute('aria-pressed'), 'true');
  assert.equal(await text(fresh.page, 'prepared-value'), '2');
  assert.equal(await text(fresh.page, 'key-figure'), fr(sumFrom(r.distribution, 8)));
  await checkPage(fresh.page, fresh.errors, 'combativité link');
  await fresh.context.close();

  await byId(page, 'compare-add').click();
  await byId(page, 'health-indemne').click();
  const b = site.core.calc({ system: K, kind: 'combativite', rank: 5, fatigue: 6, wounds: { sonne: 'conscience' }, prepared: 2 });
  assert.equal(await text(page, 'key-figure-A'), fr(sumFrom(r.distribution, 8)));
  assert.equal(await text(page, 'key-figure-B'), fr(sumFrom(b.distribution, 8)));
  assert.equal(await text(page, 'atleast-B-2'), fr(sumFrom(b.distribution, 8)));
  await checkPage(page, errors, 'combativité compared');
  await context.close();
});

test('KOLAPS: opposition from its sources, weapon traits, protection wear and the charge', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-kolaps').click();
  await byId(page, 'action-tir').click();
  await byId(page, 'oppMode-sources').click();
  assert.equal(await byId(page, 'esquive-toggle').isVisible(), false, 'no esquive against a shot');
  assert.equal(await byId(page, 'parade-arme').isVisible(), false, 'no parade against a shot');
  await byId(page, 'auSol-toggle').click();
  await byId(page, 'couvert-lourd').click();
  await byId(page, 'terrain-leger').click();
  await byId(page, 'expose-toggle').click();
  let r = site.core.calc({ system: K, action: 'tir', opposition: { auSol: true, couvert: 'lourd', terrain: 'leger', expose: true } });
  assert.equal(await text(page, 'opposition-dice'), String(r.oppositionDice));
  assert.equal(await text(page, 'source-couvert'), String(r.oppositionSources.find((s) => s.source === 'couvert').dice));
  assert.equal(await text(page, 'key-figure'), fr(r.success));
  await checkPage(page, errors, 'sources');

  // Camouflage counts beyond 3 zones: the distance appears with it.
  await byId(page, 'action-tir_au_juge').click();
  await byId(page, 'auSol-toggle').click();
  await byId(page, 'couvert-aucun').click();
  await byId(page, 'terrain-aucun').click();
  await byId(page, 'expose-toggle').click();
  await byId(page, 'seCacher-lourd').click();
  assert.equal(await byId(page, 'distance-value').isVisible(), false);
  await stepTo(page, 'camouflage', 1);
  await stepTo(page, 'distance', 5);
  await byId(page, 'assaut-marche').click();
  r = site.core.calc({ system: K, action: 'tir_au_juge', distance: 5, opposition: { seCacher: 'lourd', camouflage: 1, assaut: 'marche' } });
  assert.equal(await text(page, 'opposition-dice'), String(r.oppositionDice));
  assert.equal(await text(page, 'key-figure'), fr(r.success));
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-sources.png`, fullPage: true });

  // Frapper against a parry with a shield, au sol; a sharp blunt weapon against a worn protection.
  await byId(page, 'action-frapper').click();
  assert.equal(await byId(page, 'couvert-lourd').isVisible(), false, 'no cover against a blow');
  await byId(page, 'auSol-toggle').click();
  await byId(page, 'parade-bouclier').click();
  await byId(page, 'tranchant-toggle').click();
  await byId(page, 'contondant-toggle').click();
  await byId(page, 'protection-toggle').click();
  await stepTo(page, 'impacts', 2);
  r = site.core.calc({ system: K, action: 'frapper', opposition: { auSol: true, parade: 'bouclier' },
    weapon: { tranchant: true, contondant: true }, protection: { class: 4, penetration: 0, impacts: 2 } });
  assert.equal(await text(page, 'key-figure'), fr(r.success));
  assert.equal(await text(page, 'class-increase'), fr(r.classIncrease));
  assert.equal(await text(page, 'impactPoints-2'), fr(r.impactPoints[2]));
  await checkPage(page, errors, 'frapper');

  // Esquive au sol is refused by the core: its message is shown, the page does not break.
  await byId(page, 'esquive-toggle').click();
  assert.equal(await byId(page, 'error').isVisible(), true);
  assert.match(await text(page, 'error'), /^Requête refusée : Esquive : un personnage au sol ne peut pas esquiver/); // in words (issue 18), not opposition.esquive
  await byId(page, 'esquive-toggle').click();
  assert.equal(await byId(page, 'error').isVisible(), false);

  // The charge, parried with a weapon, against a solide protection pierced by Pénétrant 1.
  await byId(page, 'action-charger').click();
  assert.equal(await byId(page, 'esquive-toggle').isVisible(), false, 'no esquive against a charge');
  await byId(page, 'auSol-toggle').click();
  await byId(page, 'parade-arme').click();
  await byId(page, 'tranchant-toggle').click();
  await byId(page, 'contondant-toggle').click();
  await stepTo(page, 'impacts', 0);
  await stepTo(page, 'protClass', 5);
  await stepTo(page, 'penetration', 1);
  await byId(page, 'solide-toggle').click();
  r = site.core.calc({ system: K, action: 'charger', opposition: { parade: 'arme' }, protection: { class: 5, penetration: 1, solide: true } });
  assert.equal(await text(page, 'key-figure'), fr(r.success));
  assert.equal(await text(page, 'protection-class'), `${r.protectionClass}+`);
  assert.equal(await text(page, 'impactPoints-1'), fr(r.impactPoints[1]));

  // Pompe 2 at 2 zones re-rolls; a plain number of dice is still there ("Autre / dés").
  await byId(page, 'action-tir').click();
  await byId(page, 'oppMode-dice').click();
  await stepTo(page, 'opposition', 1);
  await stepTo(page, 'pompe', 2);
  await stepTo(page, 'distance', 2);
  await byId(page, 'solide-toggle').click();
  await stepTo(page, 'protClass', 4);
  await stepTo(page, 'penetration', 0);
  await stepTo(page, 'impacts', 1);
  r = site.core.calc({ system: K, action: 'tir', opposition: 1, weapon: { pompe: 2 }, distance: 2, protection: { class: 4, impacts: 1 } });
  assert.equal(await text(page, 'pompe-band'), 'relance');
  assert.equal(await text(page, 'key-figure'), fr(r.success));
  assert.equal(await text(page, 'class-increase'), fr(r.classIncrease));

  // The action with its sources reopens from its link.
  const fresh = await openPage(await urlOf(page));
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await text(fresh.page, 'pompe-value'), '2');
  assert.equal(await text(fresh.page, 'key-figure'), fr(r.success));
  await checkPage(fresh.page, fresh.errors, 'action link');
  await fresh.context.close();
  await checkPage(page, errors, 'pompe');
  await context.close();
});
