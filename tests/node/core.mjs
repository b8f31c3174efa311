// Loads the wasm build of the core the way the CLI does (Node cannot fetch a
// file path, so the bytes are passed in: shared/docs/TOOLCHAIN.md).
import { readFileSync, readdirSync } from 'node:fs';

const site = new URL('../../build/site/', import.meta.url);
const { loadAuspex, AuspexError } = await import(new URL('api.mjs', site));

export { AuspexError };
export const auspex = await loadAuspex({ wasmBinary: readFileSync(new URL('auspex.wasm', site)) });
export const cli = new URL('../../scripts/auspex.mjs', import.meta.url).pathname;

/** Loads every ruleset of rulesets/ into the core, as the CLI and the page do. */
export function loadRulesets() {
  const dir = new URL('../../rulesets/', import.meta.url);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
    auspex.addRuleset(readFileSync(new URL(f, dir), 'utf8'));
}

// Compares a response with an expected value, numbers within `tol`.
export function assertClose(got, want, tol, where = '') {
  if (typeof want === 'number') {
    if (typeof got !== 'number' || !(Math.abs(got - want) <= tol))
      throw new Error(`${where}: got ${got}, expected ${want}`);
  } else if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length)
      throw new Error(`${where}: got ${JSON.stringify(got)}, expected ${want.length} entries`);
    want.forEach((w, i) => assertClose(got[i], w, tol, `${where}.${i}`));
  } else if (want && typeof want === 'object') {
    const keys = Object.keys(want).sort();
    if (JSON.stringify(Object.keys(got ?? {}).sort()) !== JSON.stringify(keys))
      throw new Error(`${where}: keys ${Object.keys(got ?? {})} differ from ${keys}`);
    for (const k of keys) assertClose(got[k], want[k], tol, `${where}.${k}`);
  } else if (got !== want) {
    throw new Error(`${where}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }
}

// Deterministic PRNG (mulberry32), so a failing random test can be replayed.
export function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
