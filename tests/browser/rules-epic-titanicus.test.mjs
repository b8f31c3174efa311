// The per-attack rules of Epic and Titanicus set up through the page's
// controls (390×844), each figure checked against the rules core asked the
// same request under Node, formatted by the page's own format.mjs; then a
// comparison of two Epic vehicle shots and a multiple combat shared by link.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, stepTo, checkPage, sumFrom, SHOTS, urlOf, settle } from './harness.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);
const fr = (p) => percent('fr', p);

async function bigEnough(page, ids) {
  for (const id of ids) {
    const box = await byId(page, id).boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${id} is ${box.width}×${box.height}`);
  }
}

const epicShoot = (target, vehicle) => ({ system: 'epic',
  attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0 },
  target: { save: 4, coverToHit: 0, saveBonus: 0, models: 1, ...target, vehicle } });

test('Epic: a vehicle shot from the side, then a heavy one', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-epic').click();
  await byId(page, 'kind-shoot').click();
  await byId(page, 'vehicle-toggle').click();
  await byId(page, 'facing-side').click();
  await stepTo(page, 'hitsToDestroy', 2);
  await stepTo(page, 'models', 1);
  let r = site.core.calc(epicShoot({}, { heavy: false, facing: 'side', hitsToDestroy: 2 }));
  assert.equal(await text(page, 'key-figure'), fr(r.destroyed));
  assert.equal(await text(page, 'destroyed'), fr(r.destroyed));
  assert.equal(await text(page, 'save-needed'), `${r.saveNeeded}+`);
  assert.match(await text(page, 'key-label'), /détruire au moins 1 véhicule/);
  assert.equal(await byId(page, 'facing-side').getAttribute('aria-pressed'), 'true');
  await bigEnough(page, ['facing-front', 'facing-side', 'facing-rear', 'hitsToDestroy-inc', 'kind-initiative']);

  await byId(page, 'heavy-toggle').click();
  r = site.core.calc(epicShoot({}, { heavy: true, facing: 'side', hitsToDestroy: 2 }));
  assert.equal(r.hurts, false);
  assert.equal(await text(page, 'key-figure'), fr(r.destroyed));
  assert.match(await text(page, 'hurts'), /lourd/);
  await checkPage(page, errors, 'vehicle');
  await context.close();
});

test('Epic: multiple combats with three attackers, one in retreat', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-epic').click();
  await byId(page, 'kind-multiple').click();
  await byId(page, 'attackers-add').click();
  await stepTo(page, 'attackers-2-fa', 3);
  await byId(page, 'attackers-0-retreat-toggle').click();
  assert.equal(await byId(page, 'attackers-0-retreat-toggle').getAttribute('aria-checked'), 'true');
  await stepTo(page, 'targetFa', 4);
  const request = { system: 'epic', attack: { kind: 'multiple', attackers: [
    { fa: 1, retreat: true }, { fa: 1, retreat: false }, { fa: 3, retreat: false }] }, target: { fa: 4, retreat: false } };
  let r = site.core.calc(request);
  for (let i = 0; i < 3; i += 1) {
    assert.equal(await text(page, `killedBy-${i}`), fr(r.killedBy[i]));
    assert.equal(await text(page, `attackerWins-${i}`), fr(r.attackerWins[i]));
  }
  assert.equal(await text(page, 'survives'), fr(r.survives));
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.killedBy, 0)));
  assert.equal(await text(page, 'mean-killed'), decimal('fr', r.meanKilled));
  await bigEnough(page, ['attackers-add', 'attackers-1-remove', 'attackers-2-fa-inc', 'attackers-0-retreat-toggle']);
  await page.screenshot({ path: `${SHOTS}/auspex-epic-multiple-390.png`, fullPage: true });

  // Removing the second attacker: the third becomes the second (3D6 + FA).
  await byId(page, 'attackers-1-remove').click();
  assert.equal(await byId(page, 'attackers-2').count(), 0);
  assert.equal(await text(page, 'attackers-1-fa-value'), '3');
  r = site.core.calc({ ...request, attack: { kind: 'multiple', attackers: [request.attack.attackers[0], request.attack.attackers[2]] } });
  assert.equal(await text(page, 'killedBy-1'), fr(r.killedBy[1]));
  assert.equal(await text(page, 'survives'), fr(r.survives));
  await checkPage(page, errors, 'multiple');
  await context.close();
});

test('Epic: morale tests, dangerous terrain and the initiative cup', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-epic').click();
  await byId(page, 'kind-morale').click();
  assert.equal(await byId(page, 'section-target').isVisible(), false);
  await stepTo(page, 'moraleValue', 4);
  await stepTo(page, 'tests', 3);
  await byId(page, 'inRetreat-toggle').click();
  let r = site.core.calc({ system: 'epic', kind: 'morale', value: 4, inRetreat: true, tests: 3 });
  assert.equal(await text(page, 'key-figure'), fr(r.steady));
  assert.equal(await text(page, 'pass'), fr(r.pass));
  assert.equal(await text(page, 'cat-dispersed'), fr(r.dispersed));
  assert.equal(await text(page, 'dispersedBy-2'), fr(r.dispersedBy[2]));

  await byId(page, 'kind-terrain').click();
  await stepTo(page, 'units', 5);
  r = site.core.calc({ system: 'epic', kind: 'terrain', units: 5 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.hits, 1)));
  assert.equal(await text(page, 'stop-chance'), fr(r.stopChance));
  await byId(page, 'terrainHasSave-toggle').click();
  await stepTo(page, 'terrainSave', 5);
  r = site.core.calc({ system: 'epic', kind: 'terrain', units: 5, save: 5 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.unsaved, 1)));
  assert.equal(await text(page, 'mean-stopped'), decimal('fr', r.meanStopped));

  await byId(page, 'kind-initiative').click();
  await stepTo(page, 'strategicA', 2);
  await stepTo(page, 'strategicB', 4);
  r = site.core.calc({ system: 'epic', kind: 'initiative', strategicA: 2, strategicB: 4 });
  assert.equal(await text(page, 'key-figure'), fr(r.phases.movement.A));
  assert.equal(await text(page, 'phase-shooting-B'), fr(r.phases.shooting.B));
  for (const [pattern, p] of Object.entries(r.patterns)) assert.equal(await text(page, `pattern-${pattern}`), fr(p));
  assert.equal(await text(page, 'tokens'), `A ${r.tokens.A} · B ${r.tokens.B}`);

  // The kind survives a reload (the link in the URL), and English has its words.
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await byId(page, 'kind-initiative').getAttribute('aria-pressed'), 'true');
  await byId(page, 'lang-toggle').click();
  assert.match(await text(page, 'key-label'), /initiative at movement/);
  assert.equal(await text(page, 'key-figure'), percent('en', r.phases.movement.A));
  await checkPage(page, errors, 'morale, terrain, initiative');
  await context.close();
});

// The headline of an attack (docs/page.md): the destruction chance, or when it is below 0.1 %
// the chance of at least 1 structure point, else 1 shield down, else 1 hit (destruction then beside it).
async function assertHeadline(page, r) {
  if (r.destroyed >= 0.001) { assert.equal(await text(page, 'key-figure'), fr(r.destroyed)); return; }
  const next = [r.structureLost, r.shieldsDown, r.hits].map((d) => 1 - d[0]).find((p) => p >= 0.001);
  assert.equal(await text(page, 'key-figure'), fr(next ?? r.destroyed));
  if (next !== undefined) assert.equal(await text(page, 'destroy-chance'), fr(r.destroyed));
}

const titan = (edition, target, attack = {}) => ({ system: 'titanicus', edition,
  attack: { dice: 4, toHit: 4, modifier: 0, strength: 5, titanWeapon: true, minOneDamage: false,
    ignoresShields: false, ...attack },
  target: { armour: 12, structure: 5, structureLost: 0, shields: 0, shieldArmour: 8, ...target } });

test('Titanicus: a rear attack on BAS, the shield readings and v2 action points', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-titanicus-v1').click();
  assert.equal(await byId(page, 'tkind-actionPoints').isVisible(), false); // v1 has no AP roll
  assert.equal(await byId(page, 'lostStructureOnShields-toggle').isVisible(), false);
  await byId(page, 'location-bas').click();
  await byId(page, 'facing-rear').click();
  await stepTo(page, 'rearArmour', 9);
  let r = site.core.calc(titan('v1', { location: 'bas', facing: 'rear', rearArmour: 9 }));
  assert.equal(await text(page, 'armour-used'), String(r.armourUsed));
  await assertHeadline(page, r);
  assert.equal(await text(page, 'mean-structureLost'), decimal('fr', r.meanStructureLost));

  await byId(page, 'location-none').click();
  await stepTo(page, 'shields', 3);
  await byId(page, 'shieldLossDamage-toggle').click();
  r = site.core.calc(titan('v1', { shields: 3, shieldLoss: 'damage' }));
  assert.equal(await text(page, 'mean-shieldsDown'), decimal('fr', r.meanShieldsDown));
  await assertHeadline(page, r);

  await byId(page, 'game-titanicus-v2').click();
  await stepTo(page, 'structureLost', 2);
  await byId(page, 'lostStructureOnShields-toggle').click();
  r = site.core.calc(titan('v2', { shields: 3, structureLost: 2, shieldLoss: 'damage', lostStructureOnShields: true }));
  assert.equal(await text(page, 'mean-shieldsDown'), decimal('fr', r.meanShieldsDown));

  await byId(page, 'tkind-actionPoints').click();
  assert.equal(await byId(page, 'section-target').isVisible(), false);
  await stepTo(page, 'apDice', 5);
  await stepTo(page, 'reactorDamage', 1);
  r = site.core.calc({ system: 'titanicus', edition: 'v2', kind: 'actionPoints', dice: 5, toHit: 3, reactorDamage: 1, boilerDamage: 0 });
  assert.equal(await text(page, 'ap-dice'), String(r.dice));
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.actionPoints, 1)));
  await byId(page, 'threshold-inc').click();
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.actionPoints, 2)));
  assert.equal(await text(page, 'mean-actionPoints'), decimal('fr', r.meanActionPoints));
  await page.screenshot({ path: `${SHOTS}/auspex-titanicus-ap-390.png`, fullPage: true });
  await checkPage(page, errors, 'titanicus');
  await context.close();
});

test('Epic: two vehicle shots compared, and a multiple combat shared by link', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-epic').click();
  await byId(page, 'vehicle-toggle').click();
  await stepTo(page, 'models', 2);
  await byId(page, 'compare-add').click();
  await byId(page, 'facing-rear').click();
  const a = site.core.calc(epicShoot({ models: 2 }, { heavy: false, facing: 'front', hitsToDestroy: 1 }));
  const b = site.core.calc(epicShoot({ models: 2 }, { heavy: false, facing: 'rear', hitsToDestroy: 1 }));
  assert.equal(await text(page, 'key-figure-A'), fr(sumFrom(a.casualties, 1)));
  assert.equal(await text(page, 'key-figure-B'), fr(sumFrom(b.casualties, 1)));
  assert.equal(await text(page, 'save-needed-B'), `${b.saveNeeded}+`);
  await checkPage(page, errors, 'compare');
  await context.close();

  // A multiple combat, its link opened in a fresh browser.
  const one = await openPage();
  await byId(one.page, 'game-epic').click();
  await byId(one.page, 'kind-multiple').click();
  await stepTo(one.page, 'attackers-1-fa', 2);
  await byId(one.page, 'targetRetreat-toggle').click();
  const link = await urlOf(one.page);
  assert.match(link, /#c=/);
  const r = site.core.calc({ system: 'epic', attack: { kind: 'multiple', attackers: [{ fa: 1, retreat: false }, { fa: 2, retreat: false }] },
    target: { fa: 1, retreat: true } });
  assert.equal(await text(one.page, 'survives'), fr(r.survives));
  await one.context.close();
  const fresh = await openPage(link);
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await byId(fresh.page, 'kind-multiple').getAttribute('aria-pressed'), 'true');
  assert.equal(await text(fresh.page, 'attackers-1-fa-value'), '2');
  assert.equal(await byId(fresh.page, 'targetRetreat-toggle').getAttribute('aria-checked'), 'true');
  assert.equal(await text(fresh.page, 'survives'), fr(r.survives));
  assert.equal(await text(fresh.page, 'key-figure'), fr(sumFrom(r.killedBy, 0)));
  await checkPage(fresh.page, fresh.errors, 'link');
  await fresh.context.close();
});
