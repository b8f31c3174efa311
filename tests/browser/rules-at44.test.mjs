// AT-44's new rules set up through the page (390×844), each figure checked
// against the rules core asked the same request under Node: Concentration
// and Feu à volonté, the Moral and Autorité tests and Écrasement.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { loadAuspex } from '../../build/site/api.mjs';
import { percent, decimal } from '../../build/site/js/format.mjs';

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SHOTS = process.env.AUSPEX_SHOTS ?? '/tmp';

let server;
let browser;
let url;
let core;

before(async () => {
  core = await loadAuspex({ wasmBinary: readFileSync(new URL('../../build/site/auspex.wasm', import.meta.url)) });
  server = await serve(SITE, 0);
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

async function openPage(address = url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(`console: ${message.text()}`); });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(address);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, context, errors };
}

const byId = (page, id) => page.getByTestId(id);
const text = async (page, id) => (await byId(page, id).textContent()).trim();
const fr = (p) => percent('fr', p);
const sumFrom = (dist, k) => dist.slice(k).reduce((s, p) => s + p, 0);

/** Clicks a stepper until the number it shows is `want` (whatever its format: 4+, +1, 4). */
async function stepTo(page, key, want) {
  const read = async () => Number((await text(page, `${key}-value`)).replace('\u2212', '-').replace('+', ''));
  for (let i = 0; i < 120 && (await read()) !== want; i += 1) {
    await byId(page, `${key}-${(await read()) < want ? 'inc' : 'dec'}`).click();
  }
  assert.equal(await read(), want, `${key} stepped to ${want}`);
}

async function checkPage(page, errors, name) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), `${name}: no horizontal scroll`);
  assert.equal(await byId(page, 'error').isVisible(), false, `${name}: no request error`);
  assert.deepEqual(errors, [], name);
}

test('AT-44: Concentration, Feu à volonté, Moral, Autorité and Écrasement', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  await stepTo(page, 'cadence', 2);
  await byId(page, 'concentration-toggle').click();
  await byId(page, 'feuAVolonte-toggle').click();
  let r = core.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 2, rerolls: 0,
    pen: 5, damage: 1, concentration: true, feuAVolonte: true }, target: { arm: 3, models: 10, coverSave: 0 } });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.casualties, 1)));
  assert.equal(await text(page, 'mean-casualties'), decimal('fr', r.meanCasualties));

  await byId(page, 'kind-morale').click();
  assert.equal(await byId(page, 'section-target').isVisible(), false);
  await stepTo(page, 'officerGrade', 2);
  await byId(page, 'objective-toggle').click();
  await stepTo(page, 'earlierTests', 1);
  r = core.calc({ system: 'at44', kind: 'morale', mor: 5, officerGrade: 2, objective: true, earlierTests: 1, nervesOfSteel: false });
  assert.equal(await text(page, 'key-figure'), fr(r.pass));
  assert.equal(await text(page, 'morale-target'), r.moraleTarget);

  await byId(page, 'kind-authority').click();
  await stepTo(page, 'firstBid', 1);
  await stepTo(page, 'secondBid', 2);
  r = core.calc({ system: 'at44', kind: 'authority', first: { aut: 3, bid: 1 }, second: { aut: 3, bid: 2 } });
  assert.equal(await text(page, 'key-figure'), fr(r.firstWins));
  assert.equal(await text(page, 'cat-tie'), fr(r.tie));

  await byId(page, 'kind-crush').click();
  await stepTo(page, 'engaged', 2);
  r = core.calc({ system: 'at44', kind: 'crush', free: 4, engaged: 2 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.crushed, 1)));
  assert.equal(await text(page, 'mean-crushed'), decimal('fr', r.meanCrushed));

  // The crush reopens from the page's own link in a fresh browser.
  const link = page.url();
  await context.close();
  const fresh = await openPage(link);
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await byId(fresh.page, 'kind-crush').getAttribute('aria-pressed'), 'true');
  assert.equal(await text(fresh.page, 'engaged-value'), '2');
  assert.equal(await text(fresh.page, 'key-figure'), fr(sumFrom(r.crushed, 1)));
  await checkPage(fresh.page, fresh.errors, 'at44 link');
  assert.deepEqual(errors, []);
  await fresh.context.close();
});
