// The calculator page in a phone-sized Chromium (390×844): AT-44's example 1
// entered with the steppers, the French and English formatting, KOLAPS and
// Titanicus briefly, and no console or page error along the way.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, settle } from './harness.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);

/** Clicks a stepper button until its value reads `want`. */
async function stepTo(page, key, want) {
  for (let i = 0; i < 40 && (await text(page, `${key}-value`)) !== String(want); i += 1) {
    const now = Number((await text(page, `${key}-value`)).replace('\u2212', '-').replace('+', ''));
    await byId(page, `${key}-${now < want ? 'inc' : 'dec'}`).click();
  }
  assert.equal(await text(page, `${key}-value`), String(want), `${key} stepped to ${want}`);
}

test('AT-44 example 1 through the steppers, in French then English', async () => {
  const { page, context, errors } = await openPage();
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await byId(page, 'game-at44').click();
  assert.equal(await byId(page, 'game-at44').getAttribute('aria-selected'), 'true');
  await byId(page, 'kind-shoot').click();

  // Move the steppers away from the example, see the answer change, come back.
  await stepTo(page, 'pre', 7);
  assert.equal(await text(page, 'hit-target'), 'automatique'); // PRE 7 − portée 1 = +6
  await stepTo(page, 'attackers', 3);
  await stepTo(page, 'arm', 8); // PEN 5 − ARM 8 = −3
  assert.equal(await text(page, 'damage-target'), '5+');
  await stepTo(page, 'pre', 5);
  await stepTo(page, 'range', 1);
  await stepTo(page, 'attackers', 5);
  await stepTo(page, 'cadence', 1);
  await stepTo(page, 'rerolls', 0);
  await stepTo(page, 'pen', 5);
  await stepTo(page, 'damage', 1);
  await stepTo(page, 'arm', 3);
  await stepTo(page, 'models', 10);
  await byId(page, 'coverSave-0').click();

  // Touch targets of at least 44×44 px.
  for (const id of ['pre-dec', 'pre-inc', 'coverSave-5', 'game-kolaps', 'lang-toggle']) {
    const box = await byId(page, id).boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${id} is ${box.width}×${box.height}`);
  }

  assert.equal(await text(page, 'hit-target'), '2+');
  assert.equal(await text(page, 'damage-target'), '3+');
  assert.equal(await text(page, 'mean-impacts'), '4,17');
  assert.equal(await text(page, 'mean-casualties'), '2,78');
  assert.match(await text(page, 'key-figure'), /^98,3\s%$/);
  assert.match(await text(page, 'key-label'), /au moins 1 perte/);

  // The threshold stepper: at least 3 casualties.
  await byId(page, 'threshold-inc').click();
  await byId(page, 'threshold-inc').click();
  assert.equal(await text(page, 'threshold-value'), '3');
  assert.match(await text(page, 'key-figure'), /^60,3\s%$/);
  await byId(page, 'series-impacts').click();
  assert.match(await byId(page, 'dist-table').textContent(), /Impacts/);

  // No horizontal scroll at 390 px.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/auspex-390.png', fullPage: true });

  // English: labels change, numbers get a decimal point; the choice is remembered.
  await byId(page, 'lang-toggle').click();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await text(page, 'lang-toggle'), 'FR');
  assert.equal(await page.locator('[data-testid="field-range"] .field__label').textContent(), 'Range');
  assert.match(await text(page, 'key-label'), /at least 3 casualties/);
  assert.equal(await text(page, 'mean-impacts'), '4.17');
  assert.equal(await text(page, 'mean-casualties'), '2.78');
  assert.equal(await text(page, 'hit-target'), '2+');
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await byId(page, 'game-at44').getAttribute('aria-selected'), 'true');
  assert.equal(await text(page, 'mean-impacts'), '4.17');

  assert.equal(await byId(page, 'error').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('KOLAPS tir against one opposition die, and Titanicus', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-kolaps').click();
  await byId(page, 'action-tir').click();
  assert.equal(await byId(page, 'action-tir').getAttribute('aria-pressed'), 'true');
  await stepTo(page, 'opposition', 1);
  assert.match(await text(page, 'key-figure'), /^65,7\s%$/);
  assert.match(await text(page, 'key-label'), /réussir/);
  assert.match(await text(page, 'outcome-hors_combat'), /%$/);
  await byId(page, 'protection-toggle').click();
  assert.equal(await byId(page, 'protection-toggle').getAttribute('aria-checked'), 'true');
  assert.equal(await text(page, 'protClass-value'), '4+');
  assert.match(await text(page, 'key-figure'), /^65,7\s%$/); // protection only softens wounds

  await byId(page, 'game-titanicus-v2').click();
  // The default attack cannot destroy (< 0,1 %): the headline is its chance of structure damage (docs/page.md).
  assert.match(await text(page, 'key-label'), /au moins 1 point de structure/);
  assert.match(await text(page, 'key-figure'), /%$/);
  assert.match(await text(page, 'destroy-chance'), /%$/);
  assert.equal(await text(page, 'mean-hits'), '2,00');
  await byId(page, 'diceD6-toggle').click();
  assert.equal(await byId(page, 'dice-value').isVisible(), false);
  assert.equal(await text(page, 'mean-hits'), '1,75');

  assert.equal(await byId(page, 'error').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game whose module cannot load says so; the other games work, and it loads at the next try', async () => {
  // No service worker: its precache would fetch the routed file itself.
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.route('**/calc-at44.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
  const { page } = await openPage(site.url, { context });
  assert.match(await text(page, 'key-figure'), /%/); // Titanicus v1, the default game, answers
  await byId(page, 'game-at44').click();
  const error = byId(page, 'error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await text(page, 'error'), 'Le moteur de règles n’a pas pu être chargé : calc-at44.wasm: HTTP 404');
  assert.equal(await page.locator('#form fieldset').count(), 0); // no form without its module
  await byId(page, 'game-kolaps').click();
  await error.waitFor({ state: 'hidden' });
  assert.match(await text(page, 'key-figure'), /%/);
  await context.unroute('**/calc-at44.wasm');
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  assert.match(await text(page, 'key-figure'), /%/);
  assert.equal(await error.isHidden(), true);
  await context.close();
});

test('a browser that does not read \'wasm-unsafe-eval\' (Safari before 16) is told which versions work, in the player\'s words, never the engine\'s CSP text', async () => {
  // Chromium refuses WebAssembly under a policy without 'wasm-unsafe-eval', as Safari 15 does under ours.
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.route(/\/(index\.html)?(#.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(" 'wasm-unsafe-eval'", '');
    await route.fulfill({ response, body });
  });
  const page = await context.newPage(); // never ready: not openPage, which waits for it
  await page.goto(site.url);
  const error = byId(page, 'error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await text(page, 'error'), 'Ce navigateur ne peut pas faire tourner le moteur de règles : il faut Safari 16 (iPhone et iPad : iOS 16), Chrome 97 ou Firefox 102, ou plus récent.');
  const box = await error.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the sentence stays in its box on a phone');
  assert.equal(await page.locator('.loading').isVisible(), false, 'no « Chargement… » above it: nothing is loading');
  await page.screenshot({ path: `${process.env.AUSPEX_SHOTS ?? '/tmp'}/engine-too-old-fr.png` });
  await context.close();
});
