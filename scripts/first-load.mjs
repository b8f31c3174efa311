// What the first load of the page fetches, found from the assembled site
// (build/site) the way the browser finds it, and its gzip size. Used by
// scripts/bench.mjs and tests/node/budget.test.mjs (the ≤ 200 KB budget).
//
// Counted: index.html; every <link href> and <script src> of it (the style
// sheets, the manifest, the favicon — apple-touch-icon too, though Chromium
// does not fetch it); the static import graph of the module scripts (every
// `import … from '…'`, `import '…'` and `export … from '…'`, minified or
// not, followed recursively; `import()` calls are loaded later, on demand,
// and are not counted); auspex.wasm (the core's module fetches it at start);
// rulesets/index.json and every ruleset it lists (web/js/rulesets.mjs, in
// the bundle, fetches them all at start); sw.js (registered at
// start). Not counted: what the service worker then precaches in the
// background for offline use (the PNG icons, the modules loaded on demand):
// the whole site's figure is given beside it for that. scripts/bench.mjs
// also records, in Chromium, the bytes the page itself requests until the
// calculator shows its first result, to check this list against.
import { readFileSync, existsSync } from 'node:fs';
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

/** The static imports of a module's source (specifiers), dynamic import() left out. */
export const staticImports = (code) => [...code.matchAll(STATIC)].map((m) => m[1]);

/** The specifiers of a module's `import('…')` calls with a literal string. */
export const dynamicImports = (code) => [...code.matchAll(DYNAMIC)].map((m) => m[1]);

/** The site's files (relative paths, '/') the first load fetches, sorted. */
export function firstLoadFiles(site) {
  const files = new Set(['index.html', 'sw.js', 'auspex.wasm']);
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const modules = [];
  for (const m of html.matchAll(/<(?:link|script)\b[^>]*?\s(?:href|src)="([^"#?]+)"/g)) {
    if (/^[a-z]+:/i.test(m[1])) continue;
    files.add(m[1]);
    if (m[1].endsWith('.mjs') || m[1].endsWith('.js')) modules.push(m[1]);
  }
  while (modules.length) {
    const file = modules.pop();
    for (const spec of staticImports(readFileSync(join(site, file), 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const dep = relative(site, normalize(join(site, dirname(file), spec))).split('\\').join('/');
      if (!files.has(dep)) { files.add(dep); modules.push(dep); }
    }
  }
  files.add('rulesets/index.json');
  for (const f of JSON.parse(readFileSync(join(site, 'rulesets/index.json'), 'utf8'))) files.add(`rulesets/${f}`);
  for (const f of files) if (!existsSync(join(site, f))) throw new Error(`first load: ${f} is not in ${site}`);
  return [...files].sort();
}

/** { files, bytes, gzipBytes, byFile, siteFiles, siteGzipBytes } of the first load and of the whole site. */
export function firstLoad(site) {
  const files = firstLoadFiles(site);
  const byFile = Object.fromEntries(files.map((f) => [f, gzip(join(site, f))]));
  const all = walk(site).filter((f) => !f.split('/').some((p) => p.startsWith('.')));
  return {
    files, byFile,
    bytes: files.reduce((n, f) => n + readFileSync(join(site, f)).length, 0),
    gzipBytes: Object.values(byFile).reduce((a, b) => a + b, 0),
    siteFiles: all.length,
    siteGzipBytes: all.reduce((n, f) => n + gzip(join(site, f)), 0),
  };
}
