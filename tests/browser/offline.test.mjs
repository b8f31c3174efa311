// The offline app: after one visit the service worker controls the page and
// the calculator works with the network off (rulesets included); a reload,
// online or offline, keeps the calculation (URL fragment) and what the page
// saved; a new version (a copy of the site with one file changed, served on
// its own port) installs in the background, is offered by a notice, and once
// taken deletes the old cache and keeps localStorage.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useSite, byId, text, stepTo, checkPage, SITE, SHOTS, urlOf, settle } from './harness.mjs';
import { serve } from '../../scripts/serve.mjs';
import { readPrecache, writePrecache } from '../../scripts/precache.mjs';

const site = useSite();

/** Waits until the worker is active and controls the page (clients.claim() on the first visit). */
const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  return navigator.serviceWorker.controller.scriptURL;
});

const cacheNames = (page) => page.evaluate(() => caches.keys());

/** Reloads and waits for the calculator to be ready again. */
async function reload(page) {
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

/**
 * With the network off, the browser's own failed requests may be logged
 * (net::ERR_INTERNET_DISCONNECTED: the worker's update check, the manifest's
 * icons when the browser fetches them itself); the page's own files all come
 * from the cache, so nothing else may appear.
 */
const unexpected = (errors) => errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

test('after one visit the calculator works offline, rulesets included', async () => {
  const { page, context, errors } = await site.open();
  assert.match(await controlled(page), /\/sw\.js$/);
  const { version, files } = readPrecache(SITE);
  assert.deepEqual(await cacheNames(page), [`auspex-${version}`]);
  assert.equal(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, `auspex-${version}`), files.length);
  // The manifest is linked and says what the page is.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.name, 'Auspex');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));

  await context.setOffline(true);
  await reload(page);
  assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'controlled offline');
  assert.equal(await byId(page, 'rulesets-error').isVisible(), false, 'rulesets loaded offline');
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  assert.equal(await text(page, 'hit-target'), '2+');
  assert.match(await text(page, 'key-figure'), /%$/);
  // The unit pickers read the rulesets: Exemple 1 picked by units, as online.
  const online = await text(page, 'key-figure');
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('at44:steel-troopers');
  await byId(page, 'weapon-select').selectOption('laser-rifle');
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('at44:krasny-soldaty');
  assert.match(await text(page, 'tFacts-list'), /ARM\s*3/);
  assert.equal(await text(page, 'key-figure'), online);
  // A page opened afresh at the site's address, with a query, also comes from the cache.
  await page.goto(`${site.url}?from=homescreen`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await text(page, 'key-figure'), /%$/);
  await checkPage(page, unexpected(errors), 'offline');
  await context.close();
});

test('a reload, online or offline, keeps the calculation and the saved language', async () => {
  const { page, context, errors } = await site.open();
  await controlled(page);
  await byId(page, 'lang-toggle').click();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  await stepTo(page, 'pre', 6);
  await stepTo(page, 'attackers', 4);
  const url = await urlOf(page);
  const figure = await text(page, 'key-figure');
  assert.match(url, /#c=/);

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await reload(page);
    const when = offline ? 'offline' : 'online';
    assert.equal((await urlOf(page)), url, `fragment kept (${when})`);
    assert.equal(await text(page, 'key-figure'), figure, `result kept (${when})`);
    assert.equal(await text(page, 'pre-value'), '6');
    assert.equal(await page.getAttribute('html', 'lang'), 'en', `language kept (${when})`);
    assert.equal(await page.evaluate(() => localStorage.getItem('auspex.lang')), 'en');
  }
  await checkPage(page, unexpected(errors), 'reloads');
  await context.close();
});

test('a new version installs in the background, is offered, and keeps what was saved', async () => {
  // A copy of the site on its own port (its own origin), changed below.
  const dir = mkdtempSync(join(tmpdir(), 'auspex-offline-'));
  cpSync(SITE, dir, { recursive: true });
  const server = await serve(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  try {
    const { page, context, errors } = await site.open(url);
    await controlled(page);
    const before = readPrecache(dir).version;
    assert.deepEqual(await cacheNames(page), [`auspex-${before}`]);
    await byId(page, 'lang-toggle').click(); // saved in localStorage: auspex.lang = en
    await page.evaluate(() => localStorage.setItem('auspex.test', 'kept'));

    // The next version: one file changed, the list and version written again.
    appendFileSync(join(dir, 'favicon.svg'), '\n<!-- next version -->\n');
    const after = writePrecache(dir).version;
    assert.notEqual(after, before);

    // The browser finds it (here on request; on a phone at the next visit or return to the page).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const notice = byId(page, 'update-notice');
    await notice.waitFor({ state: 'visible' });
    assert.match(await notice.textContent(), /New version available/);
    assert.match(await text(page, 'update-reload'), /^Reload$/);
    // Both versions are cached while the new one waits; the page still runs the old one.
    assert.deepEqual((await cacheNames(page)).sort(), [`auspex-${before}`, `auspex-${after}`].sort());
    // The notice fits a phone: no horizontal scroll, buttons of 44 px or more; it speaks French too.
    for (const id of ['update-reload', 'update-later']) {
      const box = await byId(page, id).boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${id} is ${box.width}×${box.height}`);
    }
    await byId(page, 'lang-toggle').click();
    assert.match(await notice.textContent(), /Nouvelle version disponible/);
    assert.equal(await text(page, 'update-reload'), 'Recharger');
    await page.screenshot({ path: `${SHOTS}/auspex-update-390.png` });
    await byId(page, 'lang-toggle').click();

    // A plain reload leaves the new version waiting (the old one still answers), offered again.
    await reload(page);
    await notice.waitFor({ state: 'visible' });
    assert.doesNotMatch(await page.evaluate(async () => (await fetch('favicon.svg')).text()), /next version/);

    // "Reload": the new version takes over, the page reloads on it.
    await Promise.all([
      page.waitForEvent('load'),
      byId(page, 'update-reload').click(),
    ]);
    await page.waitForSelector('body[data-ready="true"]');
    assert.deepEqual(await cacheNames(page), [`auspex-${after}`], 'old cache deleted');
    assert.match(await page.evaluate(async () => (await fetch('favicon.svg')).text()), /next version/);
    assert.equal(await page.getAttribute('html', 'lang'), 'en', 'language kept');
    assert.equal(await page.evaluate(() => localStorage.getItem('auspex.test')), 'kept');
    assert.equal(await byId(page, 'update-notice').count(), 0, 'no notice on the new version');

    // And offline the new version answers.
    await context.setOffline(true);
    await reload(page);
    assert.match(await page.evaluate(async () => (await fetch('favicon.svg')).text()), /next version/);
    await checkPage(page, unexpected(errors), 'update');
    await context.close();
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the worker takes the page\'s own download of its core, never bytes that are not the site\'s', async () => {
  // A server of its own, counting every request of each file (200s and 304s alike).
  const server = await serve(SITE, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const asked = {};
  server.prependListener('request', (req) => { asked[req.url] = (asked[req.url] ?? 0) + 1; });
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // Before the first visit, a copy of AT-44's module that is not the site's waits where the
    // page leaves its own download (web/preload.js): the worker must not take it.
    await page.goto(`${url}favicon.svg`);
    await page.evaluate(() => caches.open('auspex-handoff').then((c) => c.put('/calc-at44.wasm',
      new Response(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]), { headers: { 'Content-Type': 'application/wasm' } }))));
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    await controlled(page);
    const { version, files, hashes } = readPrecache(SITE);
    assert.deepEqual(await cacheNames(page), [`auspex-${version}`], 'the page\'s copies deleted once taken');
    const cachedHash = (f) => page.evaluate(async ([name, f]) => {
      const bytes = await (await (await caches.open(name)).match(f)).arrayBuffer();
      return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))));
    }, [`auspex-${version}`, f]);
    // The opening game's module: asked for once in all, by the page; the worker took its copy
    // (without it, Chromium's worker asks again and gets a 304, WebKit's the whole file).
    assert.equal(asked['/calc-titanicus.wasm'], 1);
    assert.equal(await cachedHash('calc-titanicus.wasm'), hashes['calc-titanicus.wasm']);
    // AT-44's: the waiting bytes refused, the site's downloaded by the worker.
    assert.equal(asked['/calc-at44.wasm'], 1);
    assert.equal(await cachedHash('calc-at44.wasm'), hashes['calc-at44.wasm']);
    // Every wasm file of the site has its hash (the modules a page may open on), nothing else.
    assert.deepEqual(Object.keys(hashes), files.filter((f) => f.endsWith('.wasm')));
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
