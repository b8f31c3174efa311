#!/usr/bin/env node
// npm run bench: speed and size, measured (never asserted in tests).
// Prints a table and writes build/bench.json so runs can be compared:
// - calc latency (median, p99) of heavy requests, natively and on the wasm
//   build under Node, and their ratio; the inner steps of each request;
// - the wasm size and the gzip size of everything the first page load needs.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url);
const path = (p) => new URL(p, root).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const cases = JSON.parse(readFileSync(path('bench/requests.json'), 'utf8'));

const native = JSON.parse(execFileSync(path('build/native/tools/auspex_bench'), [String(runs)], {
  input: JSON.stringify(cases), encoding: 'utf8',
}));

const { loadAuspex } = await import(path('build/site/api.mjs'));
const auspex = await loadAuspex({ wasmBinary: readFileSync(path('build/site/auspex.wasm')) });
const wasm = cases.map(({ name, request }) => {
  const text = JSON.stringify(request);
  for (let i = 0; i < 5; i++) auspex.calcText(text);  // warm up
  const us = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const reply = auspex.calcText(text);
    us.push((performance.now() - t0) * 1000);
    if (!reply.ok) throw new Error(`${name}: ${reply.json}`);
  }
  us.sort((a, b) => a - b);
  return { name, medianUs: us[us.length >> 1], p99Us: us[Math.min(us.length - 1, Math.floor(us.length * 0.99))] };
});

// Everything the first load of the page fetches: the site minus rulesets
// the page does not fetch at start (all of them are counted, to be safe).
const site = path('build/site/');
const files = [];
const walk = (dir) => {
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    if (f.isDirectory()) walk(`${dir}${f.name}/`);
    else files.push(`${dir}${f.name}`);
  }
};
walk(site);
const firstLoad = files.filter((f) => /\.(html|mjs|js|css|wasm|json|svg)$/.test(f));
const gzipTotal = firstLoad.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);

const rows = cases.map((c, i) => ({
  name: c.name,
  steps: native[i].steps,
  nativeMedianUs: native[i].medianUs, nativeP99Us: native[i].p99Us,
  wasmMedianUs: wasm[i].medianUs, wasmP99Us: wasm[i].p99Us,
  ratio: wasm[i].medianUs / native[i].medianUs,
}));
const result = {
  date: new Date().toISOString(), runs,
  calc: rows,
  wasmBytes: statSync(path('build/site/auspex.wasm')).size,
  wasmGzipBytes: gzipSync(readFileSync(path('build/site/auspex.wasm')), { level: 9 }).length,
  firstLoadGzipBytes: gzipTotal, firstLoadFiles: firstLoad.length,
};
writeFileSync(path('build/bench.json'), JSON.stringify(result, null, 1) + '\n');

const f = (x) => x.toFixed(x < 10 ? 2 : x < 100 ? 1 : 0).padStart(8);
console.log(`calc latency over ${runs} runs (µs)          steps   native med/p99    wasm med/p99  wasm/native`);
for (const r of rows)
  console.log(`${r.name.slice(0, 42).padEnd(42)} ${String(r.steps).padStart(7)} ${f(r.nativeMedianUs)}${f(r.nativeP99Us)} ${f(r.wasmMedianUs)}${f(r.wasmP99Us)} ${r.ratio.toFixed(2).padStart(8)}`);
console.log(`wasm: ${result.wasmBytes} bytes, ${result.wasmGzipBytes} gzip`);
console.log(`first load: ${result.firstLoadFiles} files, ${result.firstLoadGzipBytes} bytes gzip`);
console.log('written to build/bench.json');
