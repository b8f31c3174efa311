// What the first load of the page fetches, found from the assembled site
// (build/site) the way the browser finds it, and its gzip size. Used by
// scripts/bench.mjs and tests/node/budget.test.mjs (the ≤ 200 KB budget).
//
// Counted: index.html; every <link href> and <script src> of it (the style
// sheets, the manifest, the favicon — apple-touch-icon too, though Chromium
// does not fetch it); the static import graph of the module scripts (every
// `import … from '…'`, `import '…'` and `export … from '…'`, minified or
// not, followed recursively; `import()` calls are loaded later, on demand,
// and are not counted); the calculator module of the game the page opens on
// (calc-<system>.mjs and .wasm, which js/core.mjs, in the bundle, imports at
// start), its calculator (js/game-<system>.mjs and its static imports) and
// that system's rulesets (rulesets/index.json is not fetched: preload.js,
// inlined into index.html, holds it and hands it over); sw.js
// (registered at start). The heaviest system is the one counted. Not
// counted: what the service worker then precaches in the
// background for offline use (the PNG icons, the modules loaded on demand):
// the whole site's figure is given beside it for that. scripts/bench.mjs
// also records, in Chromium, the bytes the page itself requests until the
// calculator shows its first result, to check this list against.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { walk } from './precache.mjs';

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// An import or export declaration with a specifier: at the start of a line
// or after `;` or `}` (minified code: `import{a as b}from"./chunk-X.mjs";
// import"./y.mjs";export{c}from"./z.mjs"` on one line), its clause (a
// default name, `{…}`, `* as name`, `*`) then `from`, or the specifier alone.
// `import(…)` and `import.meta` never match: no quote follows the keyword.
const STATIC = /(?:^|[;}])\s*(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|\*)?\s*from\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /(?<![\w$.])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The systems with a calculator module of their own in `dir` (calc-<system>.wasm), sorted. */
export const calcSystemsIn = (dir) => readdirSync(dir).map((f) => /^calc-(.+)\.wasm$/.exec(f)?.[1]).filter(Boolean).sort();

/** The static imports of a module's source (specifiers), dynamic import() left out. */
export const staticImports = (code) => [...code.matchAll(STATIC)].map((m) => m[1]);

/** The specifiers of a module's `import('…')` calls with a literal string. */
export const dynamicImports = (code) => [...code.matchAll(DYNAMIC)].map((m) => m[1]);

/**
 * The site's files (relative paths, '/') the first load fetches, sorted,
 * when the page opens on a game of `system`: the calculator module of that
 * system (calc-<system>.mjs and .wasm, js/core.mjs) and its rulesets
 * (rulesets/index.json gives each system's files). With no system, the
 * static part only (the page, its modules and style sheets, sw.js).
 */
export function firstLoadFiles(site, system) {
  const files = new Set(['index.html', 'sw.js']);
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const modules = [];
  for (const m of html.matchAll(/<(?:link|script)\b[^>]*?\s(?:href|src)="([^"#?]+)"/g)) {
    if (/^[a-z]+:/i.test(m[1])) continue;
    files.add(m[1]);
    if (m[1].endsWith('.mjs') || m[1].endsWith('.js')) modules.push(m[1]);
  }
  // The calculator of the game opened (js/game-<system>.mjs: its forms, views
  // and words), which app.mjs imports at start and preload.js hints.
  if (system && existsSync(join(site, `js/game-${system}.mjs`))) {
    files.add(`js/game-${system}.mjs`);
    modules.push(`js/game-${system}.mjs`);
  }
  while (modules.length) {
    const file = modules.pop();
    for (const spec of staticImports(readFileSync(join(site, file), 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const dep = relative(site, normalize(join(site, dirname(file), spec))).split('\\').join('/');
      if (!files.has(dep)) { files.add(dep); modules.push(dep); }
    }
  }
  if (system) {
    files.add(`calc-${system}.mjs`).add(`calc-${system}.wasm`);
    const index = JSON.parse(readFileSync(join(site, 'rulesets/index.json'), 'utf8'));
    for (const f of index[system] ?? []) files.add(`rulesets/${f}`);
  }
  for (const f of files) if (!existsSync(join(site, f))) throw new Error(`first load: ${f} is not in ${site}`);
  return [...files].sort();
}

/**
 * { files, bytes, gzipBytes, byFile, system, bySystem, siteFiles, siteGzipBytes }
 * of the first load and of the whole site. The page opens on the game last
 * chosen, so the first load counted is the heaviest of the systems' (`system`);
 * bySystem gives each one's gzip total.
 */
export function firstLoad(site) {
  const sizes = new Map();
  const sizeOf = (f) => {
    if (!sizes.has(f)) sizes.set(f, gzip(join(site, f)));
    return sizes.get(f);
  };
  const bySystem = {};
  const CALC_SYSTEMS = calcSystemsIn(site);
  for (const system of CALC_SYSTEMS) {
    bySystem[system] = firstLoadFiles(site, system).reduce((n, f) => n + sizeOf(f), 0);
  }
  const system = CALC_SYSTEMS.reduce((a, b) => (bySystem[b] > bySystem[a] ? b : a));
  const files = firstLoadFiles(site, system);
  const byFile = Object.fromEntries(files.map((f) => [f, sizeOf(f)]));
  const all = walk(site).filter((f) => !f.split('/').some((p) => p.startsWith('.')));
  return {
    files, byFile, system, bySystem,
    bytes: files.reduce((n, f) => n + readFileSync(join(site, f)).length, 0),
    gzipBytes: bySystem[system],
    siteFiles: all.length,
    siteGzipBytes: all.reduce((n, f) => n + gzip(join(site, f)), 0),
  };
}
