// Size budget (issue 10): everything the first load of the page needs, gzip
// -9, at most 200 KB. What is counted is decided by scripts/first-load.mjs
// (read its comment): index.html, its style sheets, manifest and favicon, the
// static import graph of js/app.mjs (the bundle's shared chunk, api.mjs,
// auspex.mjs), auspex.wasm, rulesets/index.json and every ruleset it lists,
// sw.js. Not counted: what the service worker precaches afterwards in the
// background for offline use (PNG icons, the lists screen's chunk and the QR
// module, imported on demand). Sizes only: times are
// measured by npm run bench, never asserted.
//
// The 200 KB budget is not met yet: auspex.wasm alone is about 400 KB gzip
// (1.1 MB of code: the dice and rules at -O3, the JSON-handling half at -Os,
// core/CMakeLists.txt; -Oz everywhere makes it smaller but the calculations 3
// to 8 times slower, so it is not used). Until the core shrinks, that check is
// marked todo — it runs and prints the figure on every npm test without
// failing it — and a hard ceiling keeps the first load from growing past
// today's size plus about 10 KB. Lower CEILING as the size comes down; remove the
// todo once the budget holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { firstLoad } from '../../scripts/first-load.mjs';

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const BUDGET = 200 * 1024;
const CEILING = 505 * 1024; // 2026-11-22: 493.5 KB measured with the page's JS bundled (auspex.wasm 397.6 KB of it), plus ~10 KB
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const load = firstLoad(SITE);
const largest = Object.entries(load.byFile).sort((a, b) => b[1] - a[1]).slice(0, 5)
  .map(([f, n]) => `${f} ${kb(n)}`).join(', ');
const figure = `first load: ${load.files.length} files, ${kb(load.gzipBytes)} gzip; largest: ${largest}`;

test('the first page load stays within 200 KB gzip', { todo: 'auspex.wasm alone is over the budget' }, () => {
  assert.ok(load.gzipBytes <= BUDGET, `${figure} (budget ${kb(BUDGET)})`);
});

test('the first page load does not grow past its ceiling', () => {
  assert.ok(load.gzipBytes <= CEILING, `${figure} (ceiling ${kb(CEILING)})`);
  // The counted list holds what the page cannot start without.
  for (const f of ['index.html', 'js/app.mjs', 'api.mjs', 'auspex.mjs', 'auspex.wasm', 'styles.css', 'rulesets/index.json']) {
    assert.ok(load.files.includes(f), `${f} is counted`);
  }
  console.log(`first load: ${load.files.length} files, ${kb(load.gzipBytes)} gzip (whole site ${kb(load.siteGzipBytes)})`);
});
