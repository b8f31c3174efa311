// The key flows in three engines (issue 33): headless Chromium, Firefox
// (WebDriver BiDi) and WebKit (WebKitGTK's WebDriver), each from an empty
// device at 390×844, by taps: the rules core's replies after refusals, the
// first screen, the calculator in French and English, a list kept over a
// reload, its link opened on another phone, the scanner's paste fallback, an
// AT-44 game kept over a reload and handed over by its link, and the page
// offline. AUSPEX_ENGINES=webkit,firefox runs some only; npm test runs all
// three (scripts/bootstrap.sh installs them). Screenshots in AUSPEX_SHOTS.
// Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadAuspex, loadCalc, CALC_SYSTEMS } from '../../build/site/api.mjs';
import { serve } from '../../scripts/serve.mjs';
import { ENGINES, installed, launch } from './drivers.mjs';
import { at44Game, stepTo } from './steps.mjs';

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const SHOTS = process.env.AUSPEX_SHOTS ?? '/tmp';
const wanted = process.env.AUSPEX_ENGINES?.split(',') ?? Object.keys(ENGINES);

test('every engine the flows name is installed', () => {
  assert.deepEqual(wanted.filter((e) => !installed().includes(e)), [], 'run scripts/bootstrap.sh');
});

// The sequence that broke WebKit's interpreter (issue 33): a good request,
// one with a refused field, one that is not JSON, then every golden request
// of the system, on one module; each reply the same text as Node's.
const rulesets = Object.values(JSON.parse(readFileSync(`${SITE}/rulesets/index.json`, 'utf8'))).flat()
  .map((f) => readFileSync(`${SITE}/rulesets/${f}`, 'utf8'));
const golden = (system) => JSON.parse(readFileSync(new URL(`../golden/${system}.requests.json`, import.meta.url), 'utf8'))
  .filter((c) => c.request.kind !== 'activationPlan').map((c) => JSON.stringify(c.request));
const sequences = Object.fromEntries(CALC_SYSTEMS.map((system) => [system, [
  golden(system)[0],
  JSON.stringify({ system, kind: 'zzz', attack: { kind: 'zzz' } }),
  'pas du JSON',
  ...golden(system),
  ...golden('errors').filter((t) => JSON.parse(t).system === system),
]]));
async function nodeReplies() {
  const whole = await loadAuspex({ wasmBinary: readFileSync(`${SITE}/auspex.wasm`) });
  for (const r of rulesets) whole.addRuleset(r);
  const out = { whole: sequences.at44.map((t) => whole.calcText(t)) };
  for (const system of CALC_SYSTEMS) {
    const calc = await loadCalc(system, { wasmBinary: readFileSync(`${SITE}/calc-${system}.wasm`) });
    for (const r of rulesets.filter((text) => JSON.parse(text).system === system)) calc.addRuleset(r);
    out[system] = sequences[system].map((t) => calc.calcText(t));
  }
  return out;
}
const inPage = async (seq, sets) => {
  const api = await import('./api.mjs');
  const out = {};
  const whole = await api.loadAuspex();
  for (const r of sets) whole.addRuleset(r);
  out.whole = seq.at44.map((t) => whole.calcText(t));
  for (const system of api.CALC_SYSTEMS) {
    const calc = await api.loadCalc(system);
    for (const r of sets.filter((text) => JSON.parse(text).system === system)) calc.addRuleset(r);
    out[system] = seq[system].map((t) => calc.calcText(t));
  }
  return out;
};

for (const engine of wanted.filter((e) => installed().includes(e))) {
  test(`${engine}: the key flows from an empty device`, { timeout: 600000 }, async (t) => {
    const server = await serve(SITE, 0);
    const url = `http://127.0.0.1:${server.address().port}/`;
    const browser = await launch(engine);
    const shot = (d, name) => d.shot(`${SHOTS}/auspex-${engine}-${name}.png`);
    // A phone put down: no uncaught error on its pages (Chromium and Firefox report them; WebKit's
    // WebDriver does not, where the flows read what the page shows).
    const done = async (d) => { assert.deepEqual(d.errors, [], `${engine}: page errors`); await d.close(); };
    try {
      const downloads = {}; // path → full (200) responses
      server.prependListener('request', (req, res) => res.on('finish', () => {
        if (res.statusCode === 200) downloads[req.url] = (downloads[req.url] ?? 0) + 1;
      }));
      const a = await browser.device();
      await a.open(url);

      await t.test('the first load downloads the calculator\'s wasm once', async () => {
        await a.until(async () => { await navigator.serviceWorker.ready; return Boolean(navigator.serviceWorker.controller); }, 'service worker');
        // The first game's (Titanicus) module; the offline copy (sw.js) takes every other file once.
        const first = '/calc-titanicus.wasm';
        // The page takes the download its head started (web/preload.js) and keeps a copy for
        // the offline copy (sw.js), which takes it: WebKit's worker, which does not revalidate
        // the file from the page's HTTP cache, downloaded it a second time before.
        assert.equal(downloads[first], 1, `downloads of ${first}`);
        for (const [path, n] of Object.entries(downloads)) if (path.endsWith('.wasm') && path !== first) assert.equal(n, 1, path);
      });

      await t.test('the core answers right after refusals and broken requests', async () => {
        const [want, got] = [await nodeReplies(), await a.eval(inPage, sequences, rulesets)];
        for (const module of Object.keys(want)) {
          assert.equal(got[module].length, want[module].length, module);
          want[module].forEach((w, i) => assert.deepEqual(got[module][i], w, `${module}, request ${i}`));
        }
        assert.equal(got.at44[1].ok, false);
        assert.equal(got.at44[0].json, got.at44[3].json, 'the same request, the same answer');
      });

      await t.test('first screen and calculator, in French then English', async () => {
        assert.equal(await a.eval(() => document.documentElement.lang), 'fr');
        await a.tap('game-at44');
        await a.tap('kind-shoot');
        for (const [key, v] of [['pre', 5], ['range', 1], ['attackers', 5], ['cadence', 1], ['rerolls', 0], ['pen', 5], ['damage', 1], ['arm', 3], ['models', 10]]) {
          await stepTo(a, key, v);
        }
        await a.tap('coverSave-0');
        assert.equal(await a.text('hit-target'), '2+');
        assert.equal(await a.text('mean-impacts'), '4,17');
        assert.equal(await a.text('mean-casualties'), '2,78');
        await shot(a, 'calculator');
        await a.tap('lang-toggle');
        await a.until(() => document.documentElement.lang === 'en', 'English');
        assert.equal(await a.text('mean-impacts'), '4.17');
        await a.tap('lang-toggle');
        await a.until(() => document.documentElement.lang === 'fr', 'French again');
      });

      let listLink;
      await t.test('a list built by taps, kept over a reload; its link', async () => {
        await a.tap('lists-nav');
        await a.select('lists-new-ruleset', 'titanicus-v1');
        await a.select('lists-new-faction', 'imperial');
        await a.tap('lists-new');
        await a.wait('list-builder');
        await a.fill('list-name', 'Légion');
        await a.tap('list-unit-add-reaver');
        await a.until(() => document.querySelector('[data-testid="entry-0-cost"]')?.textContent.includes('pts'), 'cost');
        const cost = await a.text('entry-0-cost');
        await a.again();
        assert.equal(await a.eval(() => document.querySelector('[data-testid="list-name"]')?.value), 'Légion', 'kept over the reload');
        assert.equal(await a.text('entry-0-cost'), cost);
        await shot(a, 'list');
      });

      await t.test('the list\'s link opened on another phone, and pasted in the scanner', async () => {
        await a.tap('list-copy-link');
        listLink = await a.until(() => document.querySelector('[data-testid="list-link"]')?.value, 'list link');
        assert.match(listLink, /#l=/);
        const b = await browser.device();
        await b.open(listLink);
        assert.equal(await b.text('list-name-text'), 'Légion');
        await shot(b, 'list-link');
        await done(b);

        const c = await browser.device();
        await c.open(url);
        await c.tap('lists-nav');
        await c.tap('lists-scan');
        await c.wait('lists-scan-paste');
        await shot(c, 'scanner');
        await c.fill('lists-scan-paste', listLink);
        await c.tap('lists-scan-open');
        assert.equal(await c.text('list-name-text'), 'Légion');
        await done(c);
      });

      await t.test('an AT-44 game kept over a reload, handed over by its link', async () => {
        const g = await browser.device();
        await g.open(url);
        await at44Game(g).catch(async (error) => { await shot(g, 'game-failed'); throw error; });
        const [title, log] = [await g.text('at44-title'), await g.text('at44-log')];
        await g.again();
        assert.equal(await g.text('at44-title'), title);
        assert.equal(await g.text('at44-log'), log);
        await shot(g, 'game');
        await g.tap('at44-handover-open');
        const link = await g.until(() => document.querySelector('[data-testid="at44-handover-link"]')?.value, 'hand-over link');
        const h = await browser.device();
        await h.open(link);
        assert.equal(await h.text('at44-title'), title);
        assert.equal(await h.text('at44-log'), log);
        await shot(h, 'handover');
        await done(h);
        await done(g);
      });

      await t.test('offline after one visit', async () => {
        await new Promise((r) => { server.closeAllConnections(); server.close(r); });
        await a.again();
        // The page opens where the player was (the list): « Calculateur ».
        await a.tap('lists-nav');
        await a.tap('game-at44');
        await a.wait('mean-impacts');
        assert.ok(await a.eval(() => Boolean(navigator.serviceWorker.controller)));
        await shot(a, 'offline');
      });
      await done(a);
    } finally {
      await browser.close();
      if (server.listening) { server.closeAllConnections(); server.close(); }
    }
  });
}
