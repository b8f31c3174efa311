// The seeded dice of a game screen: the n-th
// die of a seed is always the same, so a game's dice can be shown and replayed.

/** The dice of a seed, one after the other: mulberry32, the n-th die always the same. */
export function dieAt(seed, n, sides = 6) {
  let a = (seed + Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  a = (a + 0x6d2b79f5) >>> 0;
  let x = Math.imul(a ^ (a >>> 15), a | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  const u = ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  return 1 + Math.floor(u * sides);
}

/** Rolls k dice of `sides` from the snapshot's seed: { dice, rng } (the next position). */
export function roll(rng, k, sides = 6) {
  const dice = Array.from({ length: k }, (_, i) => dieAt(rng.seed, rng.n + i, sides));
  return { dice, rng: { seed: rng.seed, n: rng.n + k } };
}

export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
