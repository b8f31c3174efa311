// The page part of npm run bench: headless Chromium at 390×844 with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate) and Lighthouse's "slow 4G"
// (CDP Network.emulateNetworkConditions: 562.5 ms round trip, 1.6 Mbps down,
// 750 kbps up), from an empty cache.
// - load: from navigation to the default request's result shown (the key
//   figure's text first set; timed in the page by a MutationObserver, on the
//   navigation's clock; since the calculator is prerendered into index.html,
//   that is the HTML's first paint), with the bytes the page itself requested
//   by then (the service worker's background precache left out) — to check
//   scripts/first-load.mjs' list against; and to the calculator usable (the
//   core loaded and the prerendered calculator hydrated: body[data-ready]);
// - tap → repaint: the stepper's pointerup (the end of the tap, on which the
//   click the stepper acts on fires; from pointerdown the figure would hold
//   the harness's own delay between its touch-start and touch-end commands),
//   then performance.now() in the first requestAnimationFrame after the key
//   figure's text changed; ~20 taps (alternately + and −) once the page is
//   ready (a tap on the prerendered page before it is hydrated does nothing),
//   median and worst,
//   and the part from pointerup to the click event (the browser's gesture
//   handling, before any code of the page runs).
// Lighthouse (mobile, its own simulated slow 4G and 4× CPU) is in bench-lighthouse.mjs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SLOW_4G = {
  offline: false, latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
};
const CPU = 4;
const TAPS = Number(process.env.BENCH_TAPS ?? 20);
const KEY = '[data-testid="key-figure"]';

// Runs in the page before its scripts: the time the key figure first shows
// text, and for each tap the time from pointerdown to the frame after the change.
function probe(key) {
  const bench = { shown: null, ready: null, taps: [], inputs: [], down: null, click: 0, lcp: null, fcp: null };
  window.__bench = bench;
  // The largest contentful paint as Chromium observes it (not simulated).
  new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('pointerup', (e) => { bench.down = e.timeStamp; }, true);
  document.addEventListener('click', () => { bench.click = performance.now(); }, true);
  let last = null;
  new MutationObserver(() => {
    if (bench.ready === null && document.body?.dataset.ready === 'true') bench.ready = performance.now();
    const el = document.querySelector(key);
    const text = el?.textContent.trim();
    if (!text || text === last) return;
    last = text;
    if (bench.shown === null) bench.shown = performance.now();
    if (bench.down !== null) {
      const t0 = bench.down;
      const input = bench.click - t0;
      bench.down = null;
      requestAnimationFrame(() => { bench.taps.push(performance.now() - t0); bench.inputs.push(input); });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-ready'] });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Measures the page served at `url`; returns { cpuThrottle, network, loadMs, ..., taps }. */
export async function benchPage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(probe, KEY);

    // Bytes on the wire of the page's own requests (not the worker's) until the result shows.
    const requests = new Map();
    let shownAt = Infinity;
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, at: e.timestamp }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { bytes: e.encodedDataLength, end: e.timestamp });
    });

    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.shown !== null, null, { timeout: 120000, polling: 50 });
    const wallMs = Date.now() - t0;
    const { shown } = await page.evaluate(() => window.__bench);
    await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 120000, polling: 50 });
    const { ready, lcp, fcp } = await page.evaluate(() => window.__bench);
    const nav = await page.evaluate(() => {
      const [n] = performance.getEntriesByType('navigation');
      return { domContentLoaded: n?.domContentLoadedEventEnd, load: n?.loadEventEnd };
    });
    shownAt = Math.min(...[...requests.values()].map((r) => r.at)) + shown / 1000;
    const early = [...requests.values()].filter((r) => r.at <= shownAt && r.bytes !== undefined);
    const files = early.map((r) => new URL(r.url).pathname.replace(/^\//, '') || 'index.html');

    // Taps: the "dice" stepper of the default calculator (the first game), + then −.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const inc = page.getByTestId('dice-inc');
    const dec = page.getByTestId('dice-dec');
    for (let i = 0; i < TAPS; i += 1) {
      const before = await page.evaluate(() => window.__bench.taps.length);
      await (i % 2 ? dec : inc).tap();
      await page.waitForFunction((n) => window.__bench.taps.length > n, before, { timeout: 10000, polling: 20 });
    }
    const taps = (await page.evaluate(() => window.__bench.taps)).slice(0, TAPS);
    const inputs = (await page.evaluate(() => window.__bench.inputs)).slice(0, TAPS);
    return {
      cpuThrottle: CPU, network: 'slow 4G (562.5 ms, 1.6 Mbps down, 750 kbps up)', viewport: '390x844',
      firstResultMs: shown, readyMs: ready, lcpMs: lcp, fcpMs: fcp, wallMs, domContentLoadedMs: nav.domContentLoaded, loadEventMs: nav.load,
      firstLoadRequests: files.length, firstLoadWireBytes: early.reduce((n, r) => n + r.bytes, 0), firstLoadRequested: files,
      taps: taps.length, tapMedianMs: median(taps), tapMaxMs: Math.max(...taps),
      // Of which: pointerup → click (the browser's own gesture handling, before any page code).
      tapInputMedianMs: median(inputs),
    };
  } finally {
    await browser.close();
  }
}

// The floor of tap → repaint in this harness: a page whose two buttons only
// set the key figure's text, measured the same way. What the browser takes
// (gesture handling under 4× CPU, then the next frame) before and after any
// code of the page; Auspex's own part is its figure minus this one.
const BARE = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body>
<p data-testid="key-figure">0</p>
<button type="button" data-testid="dice-inc" id="inc">+</button><button type="button" data-testid="dice-dec" id="dec">−</button>
<script>let n = 0; const k = document.querySelector('[data-testid=key-figure]');
inc.onclick = () => { k.textContent = String(n += 1); }; dec.onclick = () => { k.textContent = String(n -= 1); };
document.body.dataset.ready = 'true';</script></body></html>`;

/** tap → repaint of the bare page (the harness' floor): { tapMedianMs, tapInputMedianMs, tapMaxMs }. */
export async function benchFloor() {
  const server = createServer((req, res) => { res.setHeader('content-type', 'text/html; charset=utf-8'); res.end(BARE); });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { tapMedianMs, tapInputMedianMs, tapMaxMs } = await benchPage(`http://127.0.0.1:${server.address().port}/`);
    return { tapMedianMs, tapInputMedianMs, tapMaxMs };
  } finally {
    server.close();
  }
}

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
