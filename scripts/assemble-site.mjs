#!/usr/bin/env node
// Assembles build/site: web/ (its js/ excepted; its style sheets and
// preload.js minified), the page's JavaScript bundled and minified by
// esbuild, the wasm modules, their JS wrapper and the rulesets;
// last, the service worker's precache list and version are written into
// build/site/sw.js from the files assembled (scripts/precache.mjs).
// The bundle: web/js/app.mjs and every module it imports, statically or not,
// go into build/site/js/ as js/app.mjs (the entry, the name index.html loads),
// chunks shared by it and the screens loaded on demand (js/chunk-[hash].mjs)
// and one chunk per `import()` of the page's own modules (js/lists-screen.mjs
// and what only it needs), fetched when first used. What an import reaches
// outside web/js/ stays external, its path kept as written: the core's glue
// at the site root (api.mjs, auspex.mjs, which finds auspex.wasm by
// import.meta.url, and any other root *.mjs it imports) and the vendored QR
// module (vendor/, imported on demand). The bare imports bundled are idb
// (the device store's IndexedDB wrapper) and Preact (`preact`, and `preact/jsx-runtime` that esbuild's automatic JSX
// transform of the .jsx files imports). web/js/ stays the source (the Node
// tests import its .mjs files as they are); no source maps (the worker
// would precache them).
// Last, the first game's calculator is prerendered into index.html
// (scripts/prerender.mjs, docs/architecture.md).
// index.html gets preload hints for every module of the static import graph
// (fetched at once, not level by level: on a slow phone network each level
// of imports costs a round trip). The wasm modules (the whole core and one
// calculator per system) are not hinted: which one the page needs first
// depends on the game it opens on; preload.js fetches it, and that game's
// rulesets, itself.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build, transformSync } from 'esbuild';
import { writePrecache } from './precache.mjs';
import { firstLoadFiles } from './first-load.mjs';
import { prerender, JSX, FIRST_GAME } from './prerender.mjs';

const root = new URL('..', import.meta.url).pathname;
// The browsers the site is built for (the bundle, the style sheets).
const TARGET = ['chrome90', 'firefox90', 'safari15'];
const wasm = `${root}build/wasm/bindings`;
// The systems of the site: one per core/<system>/calc_module.cpp.
const systemsIn = (dir) => readdirSync(dir).filter((d) => existsSync(`${dir}/${d}/calc_module.cpp`)).sort();
// `--game tests/<folder>`: the site with a test-only game added (tests/fifth-game's Duel:
// its core/<id>/, web/<id>/ and rulesets/), in build/site-<id>, from a copy of web/js
// with the game's folder in games/<id>/ and its entry in games/index.mjs, the one list
// a game registers in, added as a contributor adds it; the whole core with the game
// (auspex-<id>.wasm) as auspex.wasm. The site itself never holds a test game.
const gameArg = process.argv.indexOf('--game');
const gameRoot = gameArg > 0 ? resolve(process.argv[gameArg + 1]) : null;
const extra = gameRoot ? systemsIn(`${gameRoot}/core`) : [];
if (gameRoot && extra.length !== 1) throw new Error(`--game ${gameRoot}: no core/<id>/calc_module.cpp`);
const site = extra.length ? `${root}build/site-${extra[0]}` : `${root}build/site`;
rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
const source = extra.length ? `${root}build/web-${extra[0]}/js` : `${root}web/js`;
if (extra.length) {
  const id = extra[0];
  rmSync(dirname(source), { recursive: true, force: true });
  cpSync(`${root}web/js`, source, { recursive: true });
  cpSync(`${gameRoot}/web/${id}`, `${source}/games/${id}`, { recursive: true });
  const index = readFileSync(`${source}/games/index.mjs`, 'utf8');
  // After the last game's line, as a contributor adds one.
  const lines = index.split('\n');
  const last = lines.findLastIndex((l) => /^import '\.\/[^']+\/index\.mjs';$/.test(l));
  if (last < 0) throw new Error('web/js/games/index.mjs: no "import \'./<game>/index.mjs\';" line to add the game after');
  lines.splice(last + 1, 0, `import './${id}/index.mjs';`);
  writeFileSync(`${source}/games/index.mjs`, lines.join('\n'));
}
cpSync(`${root}web`, site, { recursive: true, filter: (f) => resolve(f) !== resolve(`${root}web/js`) });
// The calculator modules (one per core/<system>/calc_module.cpp), named in the site's api.mjs.
const CALC_SYSTEMS = [...systemsIn(`${root}core`), ...extra].sort();
for (const name of ['auspex', ...CALC_SYSTEMS.map((s) => `calc-${s}`)]) {
  const built = name === 'auspex' && extra.length ? `auspex-${extra[0]}` : name;
  for (const ext of ['mjs', 'wasm']) cpSync(`${wasm}/${built}.${ext}`, `${site}/${name}.${ext}`);
}
const api = readFileSync(`${root}bindings/api.mjs`, 'utf8');
const calcLine = 'export const CALC_SYSTEMS = []; //';
if (!api.includes(calcLine)) throw new Error(`bindings/api.mjs: no "${calcLine}" to fill`);
// Minified like the page's own modules (it is in the first load); the source keeps its comments.
writeFileSync(`${site}/api.mjs`, transformSync(api.replace(calcLine, `export const CALC_SYSTEMS = ${JSON.stringify(CALC_SYSTEMS)}; //`),
  { minify: true, format: 'esm', target: TARGET, legalComments: 'none' }).code);
// Each game's own rules (web/js/games/<game>/play.css) after the game screens' shared ones.
const gameStyles = readdirSync(`${source}/games`).filter((g) => existsSync(`${source}/games/${g}/play.css`)).sort()
  .map((g) => readFileSync(`${source}/games/${g}/play.css`, 'utf8'));
writeFileSync(`${site}/styles-play.css`, [readFileSync(`${site}/styles-play.css`, 'utf8'), ...gameStyles].join('\n'));
// The style sheets, minified by esbuild (styles.css, inlined into index.html below, is in the first load).
for (const f of readdirSync(site).filter((n) => n.endsWith('.css'))) {
  writeFileSync(`${site}/${f}`, transformSync(readFileSync(`${site}/${f}`, 'utf8'),
    { loader: 'css', minify: true, target: TARGET, legalComments: 'none' }).code);
}
// The rulesets, with an index the page reads to know which files to fetch.
const rulesetDirs = [`${root}rulesets`, ...(gameRoot ? [`${gameRoot}/rulesets`] : [])];
const rulesetFile = new Map(rulesetDirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f, `${dir}/${f}`])));
const rulesets = [...rulesetFile.keys()].sort();
mkdirSync(`${site}/rulesets`, { recursive: true });
for (const f of rulesets) cpSync(rulesetFile.get(f), `${site}/rulesets/${f}`);
// The index gives each system's files, so the page fetches only the rulesets
// of the game it opens: { "<system>": ["<id>.json", …], … }.
const index = {};
for (const f of rulesets) {
  const { system } = JSON.parse(readFileSync(rulesetFile.get(f), 'utf8'));
  if (typeof system !== 'string') throw new Error(`rulesets/${f}: no "system"`);
  (index[system] ??= []).push(f);
}
writeFileSync(`${site}/rulesets/index.json`, JSON.stringify(index) + '\n');
// The rules' short texts beside them (platform/glossary.mjs fetches one when a screen needs it), minified.
// Its index (the ids that have one) spares the page a fetch of one that is not there.
mkdirSync(`${site}/rulesets/glossary`, { recursive: true });
const glossaries = [];
for (const dir of rulesetDirs.map((d) => `${d}/glossary`).filter((d) => existsSync(d))) {
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    writeFileSync(`${site}/rulesets/glossary/${f}`, JSON.stringify(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))));
    glossaries.push(f.replace(/\.json$/, ''));
  }
}
writeFileSync(`${site}/rulesets/glossary/index.json`, JSON.stringify(glossaries.sort()) + '\n');
// Vendored ES modules the page imports (the QR code of a shared list).
mkdirSync(`${site}/vendor`, { recursive: true });
cpSync(`${root}node_modules/qrcode-generator/dist/qrcode.mjs`, `${site}/vendor/qrcode-generator.mjs`);
// The page's JavaScript, bundled, for browsers of 2021 on (newer syntax such
// as `??=` is rewritten; esbuild fails on what it cannot lower). Nothing in
// it needs eval (the CSP allows only 'wasm-unsafe-eval').
const outside = (path) => relative(source, path).startsWith('..');
// npm packages bundled into the page's JavaScript: Preact renders the
// calculator (JSX) and the lists and game screens (h()); a tap updates what
// changed, focus stays put. `preact/jsx-runtime` is what the JSX compiles to.
// idb wraps IndexedDB's requests in promises for the device store
// (platform/store.mjs), opened as the page starts. fflate deflates and
// inflates a game's code on browsers without CompressionStream('deflate-raw')
// (platform/deflate.mjs), in a chunk fetched only there.
const BUNDLED = ['preact', 'idb', 'fflate'];
// Each game's calculator (games/<id>/calculator.mjs, which its descriptor
// imports when the page opens on the game) is an entry of its own,
// js/game-<id>.mjs: scripts/first-load.mjs counts the one of the game
// opened, and preload.js fetches it beside the page's modules.
const gameEntries = Object.fromEntries(readdirSync(`${source}/games`)
  .filter((g) => existsSync(`${source}/games/${g}/calculator.mjs`)).map((g) => [`game-${g}`, `${source}/games/${g}/calculator.mjs`]));
const bundled = await build({
  entryPoints: { app: `${source}/app.mjs`, ...gameEntries },
  outdir: `${site}/js`,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['es2020', ...TARGET],
  outExtension: { '.js': '.mjs' },
  ...JSX,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [{
    name: 'site-root-external',
    setup(b) {
      // Relative imports that leave web/js/ (the core's glue at the site
      // root, vendor/): external, written relative to the bundle's js/.
      // Every output file sits in js/, so the path is written from there.
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        return args.kind !== 'entry-point' && outside(target)
          ? { path: `../${relative(dirname(source), target)}`, external: true } : undefined;
      });
      // Bare imports: only the packages bundled into the page (BUNDLED).
      b.onResolve({ filter: /^[^./]/ }, (args) => (
        args.kind === 'entry-point' || BUNDLED.includes(args.path.split('/')[0]) ? undefined
          : { errors: [{ text: `bare import "${args.path}": the site has no node_modules (vendor it, or bundle it: BUNDLED)` }] }));
    },
  }],
});
if (bundled.errors.length) throw new Error('esbuild failed');
// preload.js names the systems whose calculator module it may preload,
const preload = readFileSync(`${site}/preload.js`, 'utf8');
const fills = [
  ['const SYSTEMS = []; //', CALC_SYSTEMS],
  // the first game's id, the one index.html is prerendered with,
  ["const FIRST = ''; //", FIRST_GAME],
  // and each system's rulesets (it fetches those of the game the page opens on).
  ['const RULESETS = {}; //', index],
];
// Minified: it is part of the first load, its comments are for the source.
writeFileSync(`${site}/preload.js`, transformSync(fills.reduce((text, [line, value]) => {
  if (!text.includes(line)) throw new Error(`web/preload.js: no "${line}" to fill`);
  return text.replace(line, `${line.slice(0, line.indexOf('=') + 2)}${JSON.stringify(value)}; //`);
}, preload), { minify: true, target: 'es2020', legalComments: 'none' }).code);
const html = await prerender(site, readFileSync(`${site}/index.html`, 'utf8'), source);
const entry = '  <script type="module" src="js/app.mjs"></script>\n';
if (!html.includes(entry)) throw new Error('index.html: no module script js/app.mjs');
const modules = firstLoadFiles(site).filter((f) => f.endsWith('.mjs') && f !== 'js/app.mjs');
const hints = modules.map((f) => `  <link rel="modulepreload" href="${f}">\n`).join('');
// The style sheet and preload.js block the first paint: inlined into
// index.html, they cost no round trip of their own (about 0.5 s on the
// bench's slow 4G); the CSP allows exactly them, by hash.
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const css = readFileSync(`${site}/styles.css`, 'utf8');
const boot = readFileSync(`${site}/preload.js`, 'utf8');
const inlined = [
  ['<link rel="stylesheet" href="styles.css">', `<style>${css}</style>`],
  ['<script src="preload.js"></script>', `<script>${boot}</script>`],
  ["style-src 'self'", `style-src 'self' ${sha(css)}`],
  ["script-src 'self'", `script-src 'self' ${sha(boot)}`],
].reduce((out, [from, to]) => {
  if (!out.includes(from)) throw new Error(`index.html: no ${from}`);
  return out.replace(from, () => to);
}, html.replace(entry, entry + hints));
if (/<\/(?:style|script)/i.test(css + boot)) throw new Error('styles.css or preload.js would close its inline element');
rmSync(`${site}/styles.css`);
rmSync(`${site}/preload.js`);
writeFileSync(`${site}/index.html`, inlined);
const { version, files } = writePrecache(site);
console.log(`site assembled in ${site} (offline version ${version}, ${files.length} files precached)`);
