#!/usr/bin/env node
// Regenerates tests/golden/calc-cases.json from calc-requests.json with the
// native build (approved-files style: review the diff before committing).
// A request given as a string is sent as that raw text.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const bin = `${root}build/native/tools/auspex_native`;
const requests = JSON.parse(readFileSync(`${root}tests/golden/calc-requests.json`, 'utf8'));
const cases = requests.map(({ name, request }) => {
  const text = typeof request === 'string' ? request : JSON.stringify(request);
  let out;
  try {
    out = execFileSync(bin, { input: text, encoding: 'utf8' });
  } catch (e) {
    if (e.status !== 2) throw e;
    out = e.stdout;
  }
  const reply = JSON.parse(out);
  return reply.error ? { name, request, error: reply.error } : { name, request, response: reply };
});
writeFileSync(`${root}tests/golden/calc-cases.json`, JSON.stringify(cases, null, 1) + '\n');
console.log(`${cases.length} golden cases written`);
