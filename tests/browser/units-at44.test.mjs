// AT-44 from units: the seed's Exemple 1 (5 Steel troopers with laser rifles
// at 10 Krasny soldaty, range 1) picked entirely from the ruleset, and the
// Baal Golgoth's particle accelerator at a King Mammoth (its PS from the
// ruleset, the unknown values filled in), each equal to the raw request the
// core computes under Node; the link reopens them and A/B compares.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, openPage, byId, text, fr, noHorizontalScroll, SHOTS, urlOf } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const sumFrom = (dist, k) => dist.slice(k).reduce((s, p) => s + p, 0);

test('AT-44 Exemple 1 picked by units equals its raw request; the link reopens it', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('at44:steel-troopers');
  await byId(page, 'weapon-select').selectOption('laser-rifle');
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('at44:krasny-soldaty');
  // Known values are facts, not steppers; the unknown ones are asked.
  assert.equal(await byId(page, 'field-pre').isVisible(), false);
  assert.equal(await byId(page, 'field-pen').isVisible(), false);
  assert.equal(await byId(page, 'field-arm').isVisible(), false);
  assert.equal(await byId(page, 'field-rerolls').isVisible(), true);
  assert.equal(await byId(page, 'field-damage').isVisible(), true);
  assert.match(await text(page, 'aFacts-list'), /PRE\s*5/);
  assert.match(await text(page, 'tFacts-list'), /ARM\s*3/);
  const raw = env.core.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1,
    rerolls: 0, pen: 5, damage: 1 }, target: { arm: 3, models: 10, coverSave: 0 } });
  const byUnits = env.core.calc({ system: 'at44', attacker: { ruleset: 'at44', unit: 'steel-troopers', weapon: 'laser-rifle',
    count: 5, rerolls: 0, damage: 1, concentration: false, detection: false }, attack: { range: 1 },
  target: { ruleset: 'at44', unit: 'krasny-soldaty', count: 10, camouflage: false } });
  assert.deepEqual(byUnits, raw);
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(raw.casualties, 1)));
  assert.equal(await text(page, 'hit-target'), '2+');
  assert.equal(await text(page, 'damage-target'), '3+');
  assert.equal(await byId(page, 'error').isHidden(), true);
  assert.ok(await noHorizontalScroll(page));
  await page.screenshot({ path: `${SHOTS}/auspex-units-at44.png`, fullPage: true });

  const fresh = await openPage(env.browser, await urlOf(page));
  assert.equal(await byId(fresh.page, 'link-error').isHidden(), true);
  assert.equal(await byId(fresh.page, 'aUnit-select').inputValue(), 'at44:steel-troopers');
  assert.equal(await byId(fresh.page, 'tUnit-select').inputValue(), 'at44:krasny-soldaty');
  assert.equal(await text(fresh.page, 'key-figure'), fr(sumFrom(raw.casualties, 1)));

  // B: the Krasny soldaty behind cover and à couvert (3+ save).
  await byId(page, 'compare-add').click();
  await byId(page, 'tCover-toggle').click();
  await byId(page, 'tCouvert-toggle').click();
  const covered = env.core.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1,
    rerolls: 0, pen: 5, damage: 1 }, target: { arm: 3, models: 10, coverSave: 3 } });
  assert.equal(await text(page, 'key-figure-A'), fr(sumFrom(raw.casualties, 1)));
  assert.equal(await text(page, 'key-figure-B'), fr(sumFrom(covered.casualties, 1)));
  const compared = await openPage(env.browser, await urlOf(page));
  assert.equal(await text(compared.page, 'key-figure-B'), fr(sumFrom(covered.casualties, 1)));
  assert.deepEqual([...errors, ...fresh.errors, ...compared.errors], []);
  await context.close(); await fresh.context.close(); await compared.context.close();
});

test('AT-44: the Baal Golgoth’s particle accelerator at a King Mammoth from the ruleset', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-at44').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('at44:baal-golgoth');
  await byId(page, 'weapon-select').selectOption('particle-accelerator');
  for (let i = 0; i < 4; i += 1) await byId(page, 'aCount-dec').click();
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('at44:king-mammoth');
  // The King Mammoth's weapons' PS are the ruleset's; châssis and propulsion are asked.
  assert.equal(await byId(page, 'field-weapons').isVisible(), false);
  assert.equal(await byId(page, 'field-chassis').isVisible(), true);
  assert.equal(await byId(page, 'field-models').isVisible(), false);
  await byId(page, 'allocWeapons-mostLeft').click();
  const request = { system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 1, cadence: 1, rerolls: 0,
    pen: 18, damage: 2, allocation: { weapons: 'mostLeft' } },
  target: { arm: 16, vehicle: { chassis: 8, propulsion: [3], weapons: [1, 1, 1, 1, 3] }, coverSave: 0 } };
  const raw = env.core.calc(request);
  const byUnits = env.core.calc({ system: 'at44', attacker: { ruleset: 'at44', unit: 'baal-golgoth', weapon: 'particle-accelerator',
    count: 1, pre: 5, cadence: 1, rerolls: 0, concentration: false, detection: false },
  attack: { range: 1, allocation: { weapons: 'mostLeft' } },
  target: { ruleset: 'at44', unit: 'king-mammoth', chassis: 8, propulsion: [3], camouflage: false } });
  assert.deepEqual(byUnits, raw);
  assert.equal(await byId(page, 'error').isHidden(), true);
  assert.equal(await text(page, 'key-figure'), fr(raw.destroyed));
  assert.equal(await text(page, 'weapon-destroyed-4'), fr(raw.weaponsDestroyed[4]));
  assert.ok(await noHorizontalScroll(page));
  await page.screenshot({ path: `${SHOTS}/auspex-units-at44-vehicle.png`, fullPage: true });
  const fresh = await openPage(env.browser, await urlOf(page));
  assert.equal(await byId(fresh.page, 'link-error').isHidden(), true);
  assert.equal(await text(fresh.page, 'key-figure'), fr(raw.destroyed));
  assert.equal(await byId(fresh.page, 'allocWeapons-mostLeft').getAttribute('aria-pressed'), 'true');
  assert.deepEqual([...errors, ...fresh.errors], []);
  await context.close(); await fresh.context.close();
});
