// What the first load counts (scripts/first-load.mjs): staticImports finds
// the static import graph in source and in minified bundle output alike,
// never an import() loaded on demand; and the assembled site's js/ holds the
// bundle only (scripts/assemble-site.mjs), with the lists screen a chunk of
// its own outside the first load. The last test needs build/site
// (node scripts/assemble-site.mjs). Run: node --test tests/node/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticImports, dynamicImports, firstLoadFiles } from '../../scripts/first-load.mjs';

// The calculator modules built, as the site's api.mjs names them (scripts/assemble-site.mjs).
const { CALC_SYSTEMS } = await import(new URL('../../build/site/api.mjs', import.meta.url));

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const WEB = fileURLToPath(new URL('../../web', import.meta.url));

test('staticImports: source modules, one declaration a line', () => {
  const code = [
    "// import './commented.mjs' is not an import",
    "import { loadAuspex, AuspexError } from '../api.mjs';",
    "import {",
    "  a,",
    "  b as c,",
    "} from './multi-line.mjs';",
    "import def, * as ns from \"./both.mjs\";",
    "import './side-effect.mjs'; // offline app",
    "export { x } from './re-export.mjs';",
    "export * from './star.mjs';",
    "export const notAnImport = './string.mjs';",
    "const lazy = () => import('./lazy.mjs');",
    "const url = new URL('./x.wasm', import.meta.url);",
  ].join('\n');
  assert.deepEqual(staticImports(code),
    ['../api.mjs', './multi-line.mjs', './both.mjs', './side-effect.mjs', './re-export.mjs', './star.mjs']);
  assert.deepEqual(dynamicImports(code), ['./lazy.mjs']);
});

test('staticImports: minified output, many declarations on one line', () => {
  const code = 'import{A as pe,B as me}from"./chunk-MIM6M75R.mjs";import{loadAuspex as Et}from"../api.mjs";'
    + 'import"./y.mjs";import*as q from"./ns.mjs";var e=1;function f(){return import("./chunk-LAZY.mjs")}'
    + 'async function g(){t??=await import("../vendor/qrcode-generator.mjs")}'
    + 'export{c as a,d as b}from"./chunk-X.mjs";export*from"./all.mjs";export{e as c};';
  assert.deepEqual(staticImports(code),
    ['./chunk-MIM6M75R.mjs', '../api.mjs', './y.mjs', './ns.mjs', './chunk-X.mjs', './all.mjs']);
  assert.deepEqual(dynamicImports(code), ['./chunk-LAZY.mjs', '../vendor/qrcode-generator.mjs']);
});

test('the site holds the bundle, not the source modules; the lists screen loads on demand', () => {
  const js = readdirSync(join(SITE, 'js')).sort();
  for (const f of js) assert.match(f, /^(?:app|chunk-[A-Z0-9]+|game-[a-z0-9]+)\.mjs$/, `js/${f} is bundle output`);
  // Each game's calculator is an entry of its own, js/game-<system>.mjs, out of the static first load.
  assert.deepEqual(js.filter((f) => f.startsWith('game-')), CALC_SYSTEMS.map((s) => `game-${s}.mjs`));
  assert.ok(js.includes('app.mjs'));
  const sources = readdirSync(join(WEB, 'js'), { recursive: true }).filter((f) => f.endsWith('.mjs') && f !== 'app.mjs')
    .map((f) => f.split('/').pop());
  assert.ok(sources.length > 10);
  for (const f of sources) assert.ok(!js.includes(f), `js/${f} (a source module) is not in the site`);
  // No source maps, no eval (the CSP allows 'wasm-unsafe-eval' only).
  for (const f of js) {
    const code = readFileSync(join(SITE, 'js', f), 'utf8');
    assert.doesNotMatch(code, /sourceMappingURL|\beval\(|new Function\(/, `js/${f}`);
  }
  // The core's glue stays external, imported as it is from the site root.
  const app = readFileSync(join(SITE, 'js/app.mjs'), 'utf8');
  assert.ok(staticImports(app).includes('../api.mjs'));
  const first = firstLoadFiles(SITE);
  for (const f of ['js/app.mjs', 'api.mjs']) assert.ok(first.includes(f), f);
  // The wasm modules are imported by api.mjs on demand: the whole core and
  // the calculators are not in the static part of the first load.
  assert.ok(!first.some((f) => /^(?:auspex|calc-)/.test(f)), first.join(' '));
  // app.mjs imports on demand the lists screen's chunk and each game's play.mjs
  // (its builder parts and game screen): none of them in the first load. The
  // device store (IndexedDB) is not among them: the page opens it as it starts.
  const lazy = first.filter((f) => f.startsWith('js/'))
    .flatMap((f) => dynamicImports(readFileSync(join(SITE, f), 'utf8'))).filter((s) => s.startsWith('./chunk-'));
  assert.equal(lazy.length, 1 + CALC_SYSTEMS.length, 'the lists screen and one play chunk per game, on demand');
  assert.ok(first.some((f) => f.startsWith('js/') && readFileSync(join(SITE, f), 'utf8').includes('indexedDB')), 'the store is in the first load');
  for (const chunk of lazy) assert.ok(!first.includes(`js/${chunk.slice(2)}`), `${chunk} is not in the first load`);
  // Each game's calculator too: the descriptors import it on demand; the first load of a system holds its own only.
  const calculators = first.filter((f) => f.startsWith('js/'))
    .flatMap((f) => dynamicImports(readFileSync(join(SITE, f), 'utf8'))).filter((s) => s.startsWith('./game-'));
  assert.deepEqual(calculators.sort(), CALC_SYSTEMS.map((s) => `./game-${s}.mjs`));
  for (const chunk of calculators) assert.ok(!first.includes(`js/${chunk.slice(2)}`), `${chunk} is not in the static first load`);
  for (const system of CALC_SYSTEMS) {
    const opened = firstLoadFiles(SITE, system).filter((f) => f.startsWith('js/game-'));
    assert.deepEqual(opened, [`js/game-${system}.mjs`], system);
  }
});

test('a calculator module for each system with a core/<system>/calc_module.cpp, named in the site\'s api.mjs', () => {
  const root = new URL('../../core/', import.meta.url);
  const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())
    .map((d) => d.name).filter((d) => readdirSync(new URL(`${d}/`, root)).includes('calc_module.cpp'));
  assert.deepEqual(CALC_SYSTEMS, folders.sort());
  assert.ok(CALC_SYSTEMS.length >= 4, 'the four games at least');
});
