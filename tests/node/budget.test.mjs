// Size budget (issue 10): everything the first load of the page needs, gzip
// -9, at most 200 KB. What is counted is decided by scripts/first-load.mjs
// (read its comment): index.html, its style sheets, manifest and favicon, the
// static import graph of js/app.mjs (the bundle's shared chunk, api.mjs),
// the calculator module of the game the page opens on (calc-<system>.mjs and
// .wasm) with that system's rulesets (their index is in index.html), sw.js; the
// heaviest system is the one held to the budget. Not counted: what is loaded
// on demand (another game's module, the whole core auspex.wasm with the lists
// screen, the QR module) and what the service worker precaches afterwards in
// the background for offline use. Sizes only: times are measured by npm run
// bench, never asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { firstLoad, firstLoadFiles } from '../../scripts/first-load.mjs';

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const BUDGET = 200 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const load = firstLoad(SITE);
const largest = Object.entries(load.byFile).sort((a, b) => b[1] - a[1]).slice(0, 5)
  .map(([f, n]) => `${f} ${kb(n)}`).join(', ');
const figure = `first load (${load.system}): ${load.files.length} files, ${kb(load.gzipBytes)} gzip; largest: ${largest}`;

test('the first page load stays within 200 KB gzip, whichever game it opens on', () => {
  assert.ok(load.gzipBytes <= BUDGET, `${figure} (budget ${kb(BUDGET)})`);
  for (const [system, bytes] of Object.entries(load.bySystem)) assert.ok(bytes <= load.gzipBytes, system);
  console.log(`${figure}; by system: ${Object.entries(load.bySystem).map(([s, n]) => `${s} ${kb(n)}`).join(', ')}` +
    ` (whole site ${kb(load.siteGzipBytes)})`);
});

test('the counted first load holds what the page cannot start without, and not the whole core', () => {
  for (const f of ['index.html', 'js/app.mjs', 'api.mjs', `calc-${load.system}.mjs`, `calc-${load.system}.wasm`]) {
    assert.ok(load.files.includes(f), `${f} is counted`);
  }
  assert.ok(!load.files.includes('auspex.wasm') && !load.files.includes('auspex.mjs'), 'the whole core is on demand');
  // Each system's first load counts its own module and rulesets only.
  const epic = firstLoadFiles(SITE, 'epic');
  assert.ok(epic.includes('rulesets/epic-v1.json') && epic.includes('calc-epic.wasm'));
  assert.ok(!epic.some((f) => /at44|titanicus|kolaps/.test(f)), epic.join(' '));
});

// On a host without HTTP/2 a browser opens six connections; on the bench's slow 4G each request
// waits 562 ms before its first byte. The core's wasm holds one connection all along, and the five
// others each serve two requests in the time it takes: beyond 11 requests after the page, a third
// round trip (about 0.3 s later for the calculator, measured) comes before the page can start.
test('what the calculator waits for fits in two round trips of six connections, whichever game it opens on', () => {
  const later = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'favicon.svg', 'icons/apple-touch-icon.png']);
  for (const system of Object.keys(load.bySystem)) {
    const requests = firstLoadFiles(SITE, system).filter((f) => !later.has(f));
    assert.ok(requests.length <= 11, `${system}: ${requests.length} requests: ${requests.join(' ')}`);
    assert.ok(!requests.includes('rulesets/index.json'), 'the rulesets\' index comes with the page');
  }
});
