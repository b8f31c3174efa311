#!/usr/bin/env node
// npm run bench: speed and size, measured (never asserted in tests).
// Prints a table and writes build/bench.json so runs can be compared:
// - calc latency (median, p99) of heavy requests, natively and on the wasm
//   build under Node, and their ratio; the inner steps of each request;
// - the brute-force baseline: the heaviest request of each system answered
//   by the tests' independent references enumerating every die (scaled down
//   and extrapolated, see bench-brute.mjs), and its ratio to the core;
// - the wasm size and the gzip size of everything the first page load needs
//   (scripts/first-load.mjs; tests/node/budget.test.mjs holds it ≤ 200 KB);
// - in Chromium at 390×844, 4× CPU throttling, slow 4G: the time to the first
//   result and from a stepper tap to the repainted result (bench-browser.mjs);
// - Lighthouse mobile scores, LCP, TBT, CLS (bench-lighthouse.mjs; installed
//   on demand into build/bench-tools, never by npm test);
// - the device store: characters one game tap writes with 1, 10, 50 games
//   saved, before and after IndexedDB (bench-store.mjs);
// - a game handed over: the code and QR code of a typical game of each
//   system (bench-codes.mjs).
// A part that cannot run says why; the others still run.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { bruteBaseline } from './bench-brute.mjs';
import { firstLoad } from './first-load.mjs';
import { serve } from './serve.mjs';

const root = new URL('..', import.meta.url);
const path = (p) => new URL(p, root).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const cases = JSON.parse(readFileSync(path('bench/requests.json'), 'utf8'));

// The rulesets the requests name (the activation planners' units).
const rulesetFiles = readdirSync(path('rulesets/')).filter((f) => f.endsWith('.json')).map((f) => path(`rulesets/${f}`));
const native = JSON.parse(execFileSync(path('build/bench-native/tools/auspex_bench'), [String(runs), ...rulesetFiles], {
  input: JSON.stringify(cases), encoding: 'utf8',
}));

const { loadAuspex, loadCalc, CALC_SYSTEMS } = await import(path('build/site/api.mjs'));
const auspex = await loadAuspex({ wasmBinary: readFileSync(path('build/site/auspex.wasm')) });
// The page answers with the calculator module of the game's system
// (calc-<system>.wasm, linked -Oz); the CLI and the lists' screens with the whole core.
const calcModules = Object.fromEntries(await Promise.all(CALC_SYSTEMS.map(async (system) =>
  [system, await loadCalc(system, { wasmBinary: readFileSync(path(`build/site/calc-${system}.wasm`)) })])));
for (const file of readdirSync(path('rulesets/')).filter((f) => f.endsWith('.json'))) {
  const text = readFileSync(path(`rulesets/${file}`), 'utf8');
  auspex.addRuleset(text);
  calcModules[JSON.parse(text).system]?.addRuleset(text);
}
const timed = (core, name, request) => {
  const text = JSON.stringify(request);
  // Warm up: V8 first runs wasm from its baseline compiler and swaps in the
  // optimised code after some calls; the steady state is what is timed.
  for (let i = 0; i < 50; i++) core.calcText(text);
  const us = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const reply = core.calcText(text);
    us.push((performance.now() - t0) * 1000);
    if (!reply.ok) throw new Error(`${name}: ${reply.json}`);
  }
  us.sort((a, b) => a - b);
  return { name, medianUs: us[us.length >> 1], p99Us: us[Math.min(us.length - 1, Math.floor(us.length * 0.99))] };
};
const wasm = cases.map(({ name, request }) => timed(auspex, name, request));
// The activation planners are the whole core's only (the page's modules refuse them): no page time.
const wholeCoreOnly = (request) => request.kind === 'activationPlan';
const page = cases.map(({ name, request }) => (wholeCoreOnly(request) ? { medianUs: null, p99Us: null } : timed(calcModules[request.system], name, request)));

const rows = cases.map((c, i) => ({
  name: c.name,
  steps: native[i].steps,
  nativeMedianUs: native[i].medianUs, nativeP99Us: native[i].p99Us,
  wasmMedianUs: wasm[i].medianUs, wasmP99Us: wasm[i].p99Us,
  ratio: wasm[i].medianUs / native[i].medianUs,
  pageMedianUs: page[i].medianUs, pageP99Us: page[i].p99Us, plan: wholeCoreOnly(c.request),
}));
const result = {
  date: new Date().toISOString(), runs,
  calc: rows,
  wasmBytes: statSync(path('build/site/auspex.wasm')).size,
  wasmGzipBytes: gzipSync(readFileSync(path('build/site/auspex.wasm')), { level: 9 }).length,
  calcModules: Object.fromEntries(CALC_SYSTEMS.map((system) => {
    const bytes = readFileSync(path(`build/site/calc-${system}.wasm`));
    return [system, { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }];
  })),
};
const load = firstLoad(path('build/site/'));
Object.assign(result, {
  firstLoadGzipBytes: load.gzipBytes, firstLoadBytes: load.bytes, firstLoadFiles: load.files.length,
  siteGzipBytes: load.siteGzipBytes, siteFiles: load.siteFiles, firstLoadBudgetBytes: 200 * 1024,
  firstLoadSystem: load.system, firstLoadBySystem: load.bySystem,
});

/** Runs one part; on failure records and prints why, and goes on. */
async function part(name, f) {
  try {
    result[name] = await f();
  } catch (error) {
    result[name] = { skipped: String(error.message ?? error).split('\n')[0].slice(0, 300) };
  }
}
await part('brute', () => bruteBaseline(cases, auspex, wasm));
await part('store', async () => (await import('./bench-store.mjs')).benchStore(auspex));
await part('codes', async () => (await import('./bench-codes.mjs')).benchCodes(auspex));
await part('intake', async () => (await import('./bench-intake.mjs')).benchIntake(auspex));
const server = await serve(path('build/site/'), 0);
const url = `http://127.0.0.1:${server.address().port}/`;
await part('page', async () => (await import('./bench-browser.mjs')).benchPage(url));
await part('floor', async () => (await import('./bench-browser.mjs')).benchFloor());
await part('lighthouse', async () => (await import('./bench-lighthouse.mjs')).lighthouse(url));
await new Promise((resolve) => server.close(resolve));
writeFileSync(path('build/bench.json'), JSON.stringify(result, null, 1) + '\n');

const f = (x) => (x === null ? '—' : x.toFixed(x < 10 ? 2 : x < 100 ? 1 : 0)).padStart(8);
console.log(`calc latency over ${runs} runs (µs)          steps   native med/p99    wasm med/p99  wasm/native  page's module med/p99`);
for (const r of rows)
  console.log(`${r.name.slice(0, 42).padEnd(42)} ${String(r.steps).padStart(7)} ${f(r.nativeMedianUs)}${f(r.nativeP99Us)} ${f(r.wasmMedianUs)}${f(r.wasmP99Us)} ${r.ratio.toFixed(2).padStart(8)}    ${f(r.pageMedianUs)}${f(r.pageP99Us)}`);
console.log(`wasm: whole core ${result.wasmBytes} bytes, ${result.wasmGzipBytes} gzip; calculator modules: ${Object.entries(result.calcModules).map(([s, m]) => `${s} ${m.bytes} (${m.gzipBytes} gzip)`).join(', ')}`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const target = (ok) => (ok ? 'ok' : 'MISSED');
const calcRows = rows.filter((r) => !r.plan);
const heavy = Math.max(...calcRows.map((r) => r.wasmP99Us));
const heavyPage = Math.max(...calcRows.map((r) => r.pageP99Us));
console.log(`heaviest calc in wasm: ${f(heavy).trim()} µs p99 in the whole core, ${f(heavyPage).trim()} µs in the page's module (target ≤ 1000 µs: ${target(Math.max(heavy, heavyPage) <= 1000)})`);
const plans = rows.filter((r) => r.plan);
if (plans.length) console.log(`activation planners (a search of every plan, the whole core's, within 10^6 inner steps): heaviest ${f(Math.max(...plans.map((r) => r.wasmP99Us)) / 1000).trim()} ms p99 in wasm`);
console.log(`first load (opening on ${result.firstLoadSystem}, the heaviest): ${result.firstLoadFiles} files, ${kb(result.firstLoadGzipBytes)} gzip, ${kb(result.firstLoadBytes)} raw (budget 200 KB gzip, held by tests/node/budget.test.mjs); whole site ${result.siteFiles} files, ${kb(result.siteGzipBytes)} gzip`);

console.log('\nbrute-force enumeration (tests/node/reference*.mjs) vs the core (wasm)');
if (result.brute.skipped) console.log(`  not run: ${result.brute.skipped}`);
else for (const b of result.brute) {
  if (b.skipped) { console.log(`  ${b.system}: not run: ${b.skipped}`); continue; }
  console.log(`  ${b.system.padEnd(15)} ${String(b.bruteDice).padStart(3)} dice: brute ${b.bruteMs.toFixed(1)} ms, core ${b.coreUs.toFixed(1)} µs, ×${b.measuredRatio.toExponential(1)}` +
    `; ${b.dice} dice: ${b.extrapolated ? `~10^${b.log10FullMs.toFixed(0)} ms extrapolated (×${b.growthPerDie.toFixed(1)} per die), brute/core ~10^${b.log10Ratio.toFixed(0)}` : `${(10 ** b.log10FullMs).toFixed(1)} ms, brute/core ×${(10 ** b.log10Ratio).toFixed(0)}`}`);
}

const st = result.store;
console.log(`\nthe device store: one tap in a game (a ${st.steps ?? '?'}-step history, snapshots of ${kb(st.snapshotChars ?? 0)}), characters written`);
if (st.skipped) console.log(`  not run: ${st.skipped}`);
else for (const g of st.byGames) {
  console.log(`  ${String(g.games).padStart(2)} games saved: before (localStorage, the whole key) ${kb(g.beforeChars).padStart(9)}; after (IndexedDB) ${kb(g.afterChars)} in ${g.afterRecords} records`);
}

console.log('\na game handed over: a typical game (two armies of 5 units, the 12 lines of log kept), its code and QR code (level L)');
if (result.codes.skipped) console.log(`  not run: ${result.codes.skipped}`);
else for (const c of result.codes) {
  console.log(c.skipped ? `  ${c.kind}: not run: ${c.skipped}`
    : `  ${c.kind.padEnd(10)} snapshot ${kb(c.snapshotChars).padStart(8)} → code ${c.codeChars} characters, QR version ${c.qrVersion} (${c.qrModules} modules)`);
}

console.log('\nwhat comes in, refused (the page\'s intake under Node; target ≤ 1 s on a phone, taken as ≤ 250 ms here)');
if (result.intake.skipped) console.log(`  not run: ${result.intake.skipped}`);
else for (const r of result.intake) console.log(`  ${r.what.padEnd(52)} ${r.msHere.toFixed(1).padStart(8)} ms (${target(r.msHere <= r.targetMs)})`);

const p = result.page;
console.log('\npage in Chromium, 390×844, CPU 4× slower, slow 4G, empty cache');
if (p.skipped) console.log(`  not run: ${p.skipped}`);
else {
  console.log(`  first result shown: ${p.firstResultMs.toFixed(0)} ms after navigation (${p.firstLoadRequests} requests, ${kb(p.firstLoadWireBytes)} on the wire); calculator usable (core loaded, hydrated): ${p.readyMs.toFixed(0)} ms`);
  console.log(`  observed paints: FCP ${p.fcpMs.toFixed(0)} ms, LCP ${p.lcpMs.toFixed(0)} ms (target ≤ 1500: ${target(p.lcpMs <= 1500)}; Lighthouse's below is simulated)`);
  console.log(`  tap → repaint over ${p.taps} taps: median ${p.tapMedianMs.toFixed(1)} ms (pointerup → click ${p.tapInputMedianMs.toFixed(1)} ms of it), worst ${p.tapMaxMs.toFixed(1)} ms (target ≤ 16 ms: ${target(p.tapMedianMs <= 16)})`);
  const f = result.floor;
  if (f.skipped) console.log(`  floor not measured: ${f.skipped}`);
  else console.log(`  floor (a bare page whose button only sets the text, same harness): median ${f.tapMedianMs.toFixed(1)} ms (pointerup → click ${f.tapInputMedianMs.toFixed(1)} ms), worst ${f.tapMaxMs.toFixed(1)} ms; Auspex's own part: ${(p.tapMedianMs - f.tapMedianMs).toFixed(1)} ms`);
}
const l = result.lighthouse;
console.log('\nLighthouse 13, mobile (simulated slow 4G, 4× CPU)');
if (l.skipped) console.log(`  not run: ${l.skipped}`);
else {
  console.log(`  performance ${l.performance} (target ≥ 95: ${target(l.performance >= 95)}), accessibility ${l.accessibility} (target 100: ${target(l.accessibility === 100)}), best practices ${l.bestPractices}`);
  console.log(`  LCP ${l.lcpMs.toFixed(0)} ms (target ≤ 1500: ${target(l.lcpMs <= 1500)}), TBT ${l.tbtMs.toFixed(0)} ms, CLS ${l.cls.toFixed(3)}, FCP ${l.fcpMs.toFixed(0)} ms`);
  if (l.failed.length) console.log(`  audits below 0.9: ${l.failed.join(', ')}`);
}
console.log('written to build/bench.json');
