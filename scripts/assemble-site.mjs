#!/usr/bin/env node
// Assembles build/site: web/ as it is, the wasm module, its JS wrapper and
// the rulesets; last, the service worker's precache list and version are
// written into build/site/sw.js from the files assembled (scripts/precache.mjs).
// index.html gets preload hints for every module of the static import graph
// (fetched at once, not level by level: on a slow phone network each level
// of imports costs a round trip). The wasm modules are not preloaded: which
// one the page needs first depends on the game it opens on.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writePrecache } from './precache.mjs';
import { firstLoadFiles } from './first-load.mjs';
import { CALC_SYSTEMS } from '../bindings/api.mjs';

const root = new URL('..', import.meta.url).pathname;
const site = `${root}build/site`;
rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
cpSync(`${root}web`, site, { recursive: true });
for (const name of ['auspex', ...CALC_SYSTEMS.map((s) => `calc-${s}`)]) {
  for (const f of [`${name}.mjs`, `${name}.wasm`]) cpSync(`${root}build/wasm/bindings/${f}`, `${site}/${f}`);
}
cpSync(`${root}bindings/api.mjs`, `${site}/api.mjs`);
// The rulesets, with an index the page reads to know which files to fetch.
const rulesets = readdirSync(`${root}rulesets`).filter((f) => f.endsWith('.json')).sort();
mkdirSync(`${site}/rulesets`, { recursive: true });
for (const f of rulesets) cpSync(`${root}rulesets/${f}`, `${site}/rulesets/${f}`);
// The index gives each system's files, so the page fetches only the rulesets
// of the game it opens: { "at44": ["at44.json"], "titanicus": [...], … }.
const index = {};
for (const f of rulesets) {
  const { system } = JSON.parse(readFileSync(`${root}rulesets/${f}`, 'utf8'));
  if (typeof system !== 'string') throw new Error(`rulesets/${f}: no "system"`);
  (index[system] ??= []).push(f);
}
writeFileSync(`${site}/rulesets/index.json`, JSON.stringify(index) + '\n');
// Vendored ES modules the page imports (the QR code of a shared list).
mkdirSync(`${site}/vendor`, { recursive: true });
cpSync(`${root}node_modules/qrcode-generator/dist/qrcode.mjs`, `${site}/vendor/qrcode-generator.mjs`);
const html = readFileSync(`${site}/index.html`, 'utf8');
const entry = '  <script type="module" src="js/app.mjs"></script>\n';
if (!html.includes(entry)) throw new Error('index.html: no module script js/app.mjs');
const modules = firstLoadFiles(site).filter((f) => f.endsWith('.mjs') && f !== 'js/app.mjs');
const hints = modules.map((f) => `  <link rel="modulepreload" href="${f}">\n`).join('');
writeFileSync(`${site}/index.html`, html.replace(entry, entry + hints));
const { version, files } = writePrecache(site);
console.log(`site assembled in ${site} (offline version ${version}, ${files.length} files precached)`);
