// Shared by the browser tests: the site served on a free port, headless
// Chromium, a phone-sized page with its console and page errors collected,
// and the rules core under Node with the rulesets loaded as the page does
// (expected figures are asked of the core, never written by hand).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { loadAuspex } from '../../build/site/api.mjs';
import { percent } from '../../web/js/platform/format.mjs';

export const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SHOTS = process.env.AUSPEX_SHOTS ?? '/tmp';
export const fr = (p) => percent('fr', p);

/** The site `dir` (build/site, or a test game's build/site-<id>) served, Chromium and the core. */
export async function start(dir = SITE) {
  const server = await serve(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const core = await loadAuspex({ wasmBinary: readFileSync(`${dir}/auspex.wasm`) });
  for (const file of Object.values(JSON.parse(readFileSync(`${dir}/rulesets/index.json`, 'utf8'))).flat()) {
    core.addRuleset(readFileSync(`${dir}/rulesets/${file}`, 'utf8'));
  }
  const stop = async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, url, browser, core, stop };
}

/**
 * A page in a fresh phone-sized context (or in `context`), errors collected.
 * `clipboard` grants clipboard access; other options go to newContext.
 */
export async function openPage(browser, address, { context, clipboard, ...options } = {}) {
  const ctx = context ?? await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true, ...options });
  if (clipboard) await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(address).origin });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(address);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, context: ctx, errors };
}

export const byId = (page, id) => page.getByTestId(id);
/**
 * Waits until the calculator has written its last change into the address
 * (it does at the end of the frame after the result is painted: js/app.mjs
 * updateUrl), so a reload or a copied address holds it.
 */
export const settle = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
/** The page's address once settled. */
export const urlOf = async (page) => { await settle(page); return page.url(); };
export const text = async (page, id) => (await byId(page, id).textContent()).trim();
export const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);
export const rulesetFiles = () => readdirSync(`${SITE}/rulesets`);

/** Sum of a distribution from count k up: P(at least k). */
export const sumFrom = (dist, k) => dist.slice(k).reduce((s, p) => s + p, 0);

/** Clicks a stepper until the number it shows is `want` (whatever its format: 4+, +1, 4). */
export async function stepTo(page, key, want) {
  const read = async () => Number((await text(page, `${key}-value`)).replace('\u2212', '-').replace('+', ''));
  for (let i = 0; i < 120 && (await read()) !== want; i += 1) {
    await byId(page, `${key}-${(await read()) < want ? 'inc' : 'dec'}`).click();
  }
  assert.equal(await read(), want, `${key} stepped to ${want}`);
}

/** No horizontal scroll at 390 px, no request error shown, no console or page error. */
export async function checkPage(page, errors, name) {
  assert.ok(await noHorizontalScroll(page), `${name}: no horizontal scroll`);
  assert.equal(await byId(page, 'error').isVisible(), false, `${name}: no request error`);
  assert.deepEqual(errors, [], name);
}

/**
 * Starts the site (`dir`: build/site by default), Chromium and the core
 * before the file's tests and stops them after: `site.url`, `site.core`, `site.browser`, and `site.open(address,
 * options)` for a fresh phone-sized page (by default on the calculator).
 */
export function useSite(dir = SITE) {
  const site = {};
  before(async () => { Object.assign(site, await start(dir)); });
  after(async () => { await site.stop?.(); });
  site.open = (address = site.url, options = {}) => openPage(site.browser, address, options);
  return site;
}
