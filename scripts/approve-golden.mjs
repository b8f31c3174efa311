#!/usr/bin/env node
// Regenerates tests/golden/<name>.cases.json from each <name>.requests.json
// with the native build (approved-files style: review the diff before
// committing). A request given as a string is sent as that raw text.
//   node scripts/approve-golden.mjs [name …]
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const dir = `${root}tests/golden`;
const bin = process.env.AUSPEX_NATIVE ?? `${root}build/native/tools/auspex_native`;
const only = process.argv.slice(2);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.requests.json'))) {
  const name = file.replace('.requests.json', '');
  if (only.length && !only.includes(name)) continue;
  const cases = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')).map(({ name, request }) => {
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
  writeFileSync(`${dir}/${name}.cases.json`, JSON.stringify(cases, null, 1) + '\n');
  console.log(`${name}: ${cases.length} golden cases written`);
}
