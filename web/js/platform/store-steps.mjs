// A game's undo steps as the device store keeps them (platform/store.mjs):
// each snapshot of its history stored once, under a hash of its JSON; the
// game's record holds the hashes. Snapshot objects are hashed once each.

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** A short hash of a text (two 32-bit FNV-1a), the key of an undo step. */
export function hashOf(text) {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
  }
  return (a >>> 0).toString(36).padStart(7, '0') + (b >>> 0).toString(36).padStart(7, '0');
}

const hashes = new WeakMap(); // snapshot object → { hash, text }: each step hashed once
function stepOf(snapshot) {
  if (isObject(snapshot) && hashes.has(snapshot)) return hashes.get(snapshot);
  const text = JSON.stringify(snapshot);
  const step = { hash: hashOf(text), bytes: text.length };
  if (isObject(snapshot)) hashes.set(snapshot, step);
  return step;
}

/** A game's record value as stored: its history as step hashes; and the steps (hash → snapshot). */
export function split(game) {
  const { history, ...rest } = game;
  const steps = new Map();
  const hashesOf = (list) => (Array.isArray(list) ? list : []).map((snapshot) => {
    const { hash } = stepOf(snapshot);
    steps.set(hash, snapshot);
    return hash;
  });
  return { value: { ...rest, history: { past: hashesOf(history?.past), future: hashesOf(history?.future) } }, steps };
}
/** A stored game back, its steps read from `stepsOf(hash)` (a missing one is dropped). */
export function joined(value, stepsOf) {
  const take = (list) => (list ?? []).map(stepsOf).filter((s) => s !== undefined);
  return { ...value, history: { past: take(value.history?.past), future: take(value.history?.future) } };
}
