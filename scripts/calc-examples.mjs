#!/usr/bin/env node
// Prints, as Markdown, every golden case of a system: its request and the
// response the core gives (long arrays shortened). Used to write the
// examples of docs/calc/<system>.md:  node scripts/calc-examples.mjs <system>
import { readFileSync } from 'node:fs';

const system = process.argv[2];
const cases = JSON.parse(readFileSync(new URL(`../tests/golden/${system}.cases.json`, import.meta.url), 'utf8'));
const round = (v) => (typeof v === 'number' ? Number(v.toPrecision(6)) : v);
const shorten = (v) => {
  if (Array.isArray(v)) {
    const items = v.map(shorten);
    return items.length > 8 ? [...items.slice(0, 6), `… ${items.length - 6} more`] : items;
  }
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shorten(x)]));
  return round(v);
};
for (const c of cases) {
  console.log(`### ${c.name}\n\n    ${JSON.stringify(c.request)}\n\n    ${JSON.stringify(shorten(c.response ?? c.error))}\n`);
}
