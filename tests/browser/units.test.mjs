// The calculator from units: Titanicus v1 and Epic picks give the figure of
// the raw request they stand for (computed by the core under Node), a shared
// link of a unit request reopens in a fresh browser, two weapons of one titan
// are compared, and a ruleset file the core refuses is named while the rest works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, openPage, byId, text, fr, noHorizontalScroll, SHOTS, urlOf, stepTo } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

// The headline of an attack (docs/page.md): the destruction chance, or below 0.1 % the chance of
// at least 1 structure point, else 1 shield down, else 1 hit.
const headline = (r) => fr(r.destroyed >= 0.001 ? r.destroyed
  : [r.structureLost, r.shieldsDown, r.hits].map((d) => 1 - d[0]).find((p) => p >= 0.001) ?? r.destroyed);

test('Titanicus v1: a Warlord’s volcano cannon at a Warhound, picked by units', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-titanicus-v1').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('titanicus-v1:warlord-12');
  await byId(page, 'weapon-select').selectOption('volcano-cannon');
  await byId(page, 'aimed-toggle').click();
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('titanicus-v1:warhound');
  await byId(page, 'tLocation-select').selectOption('haut');
  await byId(page, 'facing-rear').click();
  await byId(page, 'structureLost-inc').click();
  // The Warhound's shields are filled in when it is chosen (v1: 2, docs/rules/titanicus.md).
  assert.equal(await text(page, 'shields-value'), '2');
  await stepTo(page, 'shields', 2);
  await byId(page, 'vsgOverloaded-toggle').click();
  // The raw request it stands for (docs/calc/titanicus.md: aimed +1, manoeuvrable −1).
  const raw = env.core.calc({ system: 'titanicus', edition: 'v1',
    attack: { dice: 1, toHit: 4, modifier: 0, strength: 9, titanWeapon: true },
    target: { location: 'haut', armour: 10, facing: 'rear', structure: 3, structureLost: 1, shields: 2, shieldArmour: 10 } });
  assert.equal(await text(page, 'key-figure'), headline(raw));
  assert.equal(await text(page, 'armour-used'), String(raw.armourUsed));
  assert.equal(await byId(page, 'error').isHidden(), true);
  assert.ok(await noHorizontalScroll(page));
  await page.screenshot({ path: `${SHOTS}/auspex-units-titanicus.png` });

  // The link carries the unit request and reopens it in a fresh browser.
  const fresh = await openPage(env.browser, await urlOf(page));
  assert.equal(await text(fresh.page, 'key-figure'), headline(raw));
  assert.equal(await byId(fresh.page, 'aUnit-select').inputValue(), 'titanicus-v1:warlord-12');
  assert.equal(await byId(fresh.page, 'tUnit-select').inputValue(), 'titanicus-v1:warhound');
  assert.equal(await byId(fresh.page, 'aimed-toggle').getAttribute('aria-checked'), 'true');
  assert.equal(await byId(fresh.page, 'link-error').isHidden(), true);

  // Two weapons of the same titan at one target: B is the plasma cannon.
  await byId(page, 'compare-add').click();
  await byId(page, 'weapon-select').selectOption('plasma-cannon');
  const plasma = env.core.calc({ system: 'titanicus', attacker: { ruleset: 'titanicus-v1', unit: 'warlord-12', weapon: 'plasma-cannon' },
    target: { ruleset: 'titanicus-v1', unit: 'warhound', location: 'haut', facing: 'rear', structureLost: 1, shields: 2 },
    situation: { aimed: true, vsgOverloaded: true } });
  assert.equal(await text(page, 'key-figure-A'), headline(raw));
  assert.equal(await text(page, 'key-figure-B'), headline(plasma));
  const compared = await openPage(env.browser, await urlOf(page));
  assert.equal(await text(compared.page, 'key-figure-B'), headline(plasma));

  // In English the unit lists speak English.
  await byId(page, 'lang-toggle').click();
  assert.match(await byId(page, 'aUnit-select').locator('option:checked').textContent(), /Warlord \/ Nemesis/);
  assert.deepEqual([...errors, ...fresh.errors, ...compared.errors], []);
  await context.close(); await fresh.context.close(); await compared.context.close();
});

test('Epic: tactical marines charging at Ork boys in buildings, picked by units', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-epic').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('epic-v1:marine-tactique');
  await byId(page, 'weapon-select').selectOption('bolter');
  await byId(page, 'order-charge').click();
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('epic-v1:boy-ork');
  await byId(page, 'terrain-select').selectOption('batiments');
  // docs/calc/epic.md: 5 bolters (5+), charge −2, at save 5+ behind buildings (+1 cover, +1 save).
  const raw = env.core.calc({ system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: -2, saveModifier: 0 },
    target: { save: 5, coverToHit: 1, saveBonus: 1, models: 5 } });
  assert.equal(await text(page, 'key-figure'), fr(1 - raw.casualties[0]));
  assert.equal(await text(page, 'hit-chance'), fr(raw.hitChance));
  await page.screenshot({ path: `${SHOTS}/auspex-units-epic.png` });
  const fresh = await openPage(env.browser, await urlOf(page));
  assert.equal(await text(fresh.page, 'key-figure'), fr(1 - raw.casualties[0]));
  assert.equal(await byId(fresh.page, 'terrain-select').inputValue(), 'batiments');
  assert.deepEqual([...errors, ...fresh.errors], []);
  await context.close(); await fresh.context.close();
});

test('Epic: an assault picked by units (second marine against an Ork in retreat)', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-epic').click();
  await byId(page, 'kind-assault').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('epic-v1:marine-tactique');
  await byId(page, 'position-inc').click();
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('epic-v1:boy-ork');
  await byId(page, 'tRetreat-toggle').click();
  // The seed's profiles: Marine Tactique FA +2, Boy Ork FA +1 (−2 in retreat); the second
  // attacker of a multiple combat rolls 3D6.
  const raw = env.core.calc({ system: 'epic', attack: { kind: 'assault', fa: 2, dice: 3 }, target: { fa: -1, dice: 2 } });
  assert.equal(await text(page, 'key-figure'), fr(raw.win));
  const fresh = await openPage(env.browser, await urlOf(page));
  assert.equal(await text(fresh.page, 'key-figure'), fr(raw.win));
  assert.equal(await byId(fresh.page, 'tUnit-select').inputValue(), 'epic-v1:boy-ork');
  assert.ok(await noHorizontalScroll(page));
  assert.deepEqual([...errors, ...fresh.errors], []);
  await context.close(); await fresh.context.close();
});

test('a ruleset file the core refuses is named with its JSON path when its game opens; the rest works', async () => {
  // No service worker: its precache would fetch the routed file again, still
  // being answered when the context closes (Playwright routes workers' requests too).
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.route('**/rulesets/epic-v1.json', async (route) => {
    const response = await route.fetch();
    const data = await response.json();
    data.units[0].bogus = 1;
    await route.fulfill({ response, json: data });
  });
  const { page } = await openPage(env.browser, env.url, { context });
  // A system's rulesets are fetched when one of its games is first opened.
  const alert = byId(page, 'rulesets-error');
  assert.equal(await alert.isHidden(), true);
  await byId(page, 'game-epic').click();
  await alert.waitFor({ state: 'visible' });
  assert.match(await alert.textContent(), /epic-v1\.json.*units\.0/);
  assert.equal(await alert.getAttribute('role'), 'alert');
  await byId(page, 'game-titanicus-v1').click();
  await byId(page, 'aMode-units').click();
  assert.match(await text(page, 'key-figure'), /%/);
  await context.close();
});
