// AT-44 vehicle targets set up through the page (390×844): PS per location,
// the shooter's allocation, melee aim, each figure checked against the rules
// core asked the same request under Node; a shared link of a vehicle shot,
// a comparison, and the core's refusal of a too-large vehicle.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, stepTo, checkPage, sumFrom, SHOTS, urlOf } from './harness.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);
const fr = (p) => percent('fr', p);

/** The page's vehicle shot: the seed's King Mammoth against a heavy ZZ gun (docs/calc/at44.md). */
const shot = (extra = {}) => ({ system: 'at44',
  attack: { kind: 'shoot', pre: 5, range: 1, attackers: 1, cadence: 3, rerolls: 0, pen: 18, damage: 2, ...extra },
  target: { arm: 16, vehicle: { chassis: 8, propulsion: [3], weapons: [1, 1, 1, 1, 3] }, coverSave: 0 } });

test('AT-44: a vehicle shot and charged, against the core, shared and compared', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-at44').click();
  await byId(page, 'vehicle-toggle').click();
  assert.equal(await byId(page, 'models-value').isVisible(), false);
  await stepTo(page, 'attackers', 1);
  await stepTo(page, 'cadence', 3);
  await stepTo(page, 'pen', 18);
  await stepTo(page, 'damage', 2);
  await stepTo(page, 'arm', 16);
  for (let i = 0; i < 4; i += 1) await byId(page, 'weapons-add').click();
  await stepTo(page, 'weapons-4', 3);
  let r = site.core.calc(shot());
  assert.equal(await text(page, 'key-figure'), fr(r.destroyed));
  assert.equal(await text(page, 'immobilised'), fr(r.immobilised));
  assert.equal(await text(page, 'weapon-destroyed-0'), fr(r.weaponsDestroyed[0]));
  assert.equal(await text(page, 'propulsion-destroyed-0'), fr(r.propulsionDestroyed[0]));
  assert.equal(await text(page, 'mean-chassisLost'), decimal('fr', r.meanChassisLost));
  assert.equal(await text(page, 'exact-A-2'), fr(r.chassisLost[2]));

  await byId(page, 'allocWeapons-mostLeft').click();
  await byId(page, 'allocPropulsion-mostLeft').click();
  r = site.core.calc(shot({ allocation: { weapons: 'mostLeft', propulsion: 'mostLeft' } }));
  assert.equal(await text(page, 'weapon-destroyed-4'), fr(r.weaponsDestroyed[4]));
  assert.equal(await text(page, 'disarmed'), fr(r.disarmed));
  assert.equal(await byId(page, 'coverSave-3').isVisible(), false, 'no 3+ cover for a vehicle');
  await page.screenshot({ path: `${SHOTS}/auspex-at44-vehicle.png`, fullPage: true });
  await checkPage(page, errors, 'vehicle shot');

  // The shot reopens from its link in a fresh browser.
  const fresh = await openPage(await urlOf(page));
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await byId(fresh.page, 'vehicle-toggle').getAttribute('aria-checked'), 'true');
  assert.equal(await text(fresh.page, 'weapons-4-value'), '3');
  assert.equal(await byId(fresh.page, 'allocWeapons-mostLeft').getAttribute('aria-pressed'), 'true');
  assert.equal(await text(fresh.page, 'key-figure'), fr(r.destroyed));
  await checkPage(fresh.page, fresh.errors, 'vehicle link');
  await fresh.context.close();

  // Melee, keeping the die that hits a weapon; then a second attack with one weapon less.
  await byId(page, 'kind-melee').click();
  await byId(page, 'aim-weapon').click();
  const melee = { kind: 'melee', pre: 5, def: 5, attackers: 1, cadence: 3, rerolls: 0, pen: 18, damage: 2 };
  r = site.core.calc({ ...shot(), attack: { ...melee, allocation: { weapons: 'mostLeft', propulsion: 'mostLeft', aim: 'weapon' } } });
  assert.equal(await text(page, 'key-figure'), fr(r.destroyed));
  assert.equal(await text(page, 'weapon-destroyed-4'), fr(r.weaponsDestroyed[4]));
  await byId(page, 'compare-add').click();
  await byId(page, 'weapons-4-remove').click();
  const b = site.core.calc({ ...shot(), attack: { ...melee, allocation: { weapons: 'mostLeft', propulsion: 'mostLeft', aim: 'weapon' } },
    target: { arm: 16, vehicle: { chassis: 8, propulsion: [3], weapons: [1, 1, 1, 1] }, coverSave: 0 } });
  assert.equal(await text(page, 'key-figure-A'), fr(r.destroyed));
  assert.equal(await text(page, 'key-figure-B'), fr(b.destroyed));
  assert.equal(await text(page, 'immobilised-B'), fr(b.immobilised));
  await page.screenshot({ path: `${SHOTS}/auspex-at44-vehicle-compare.png`, fullPage: true });
  await checkPage(page, errors, 'vehicle compare');

  // Too large a vehicle: the core's refusal, naming target.vehicle, in the error box.
  await byId(page, 'compare-remove').click();
  await stepTo(page, 'chassis', 40);
  await stepTo(page, 'propulsion-0', 20);
  assert.equal(await byId(page, 'error').isVisible(), true);
  assert.equal(await text(page, 'error'), 'Requête refusée : Véhicule : trop grand pour un calcul exact'); // in words (issue 18), not target.vehicle
  assert.throws(() => site.core.calc({ ...shot(), target: { arm: 16, vehicle: { chassis: 40, propulsion: [20], weapons: [1, 1, 1, 1, 3] } } }),
    /target\.vehicle/);
  await stepTo(page, 'chassis', 8);
  await stepTo(page, 'propulsion-0', 3);
  assert.equal(await byId(page, 'error').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
