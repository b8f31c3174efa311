// Dice enumeration shared by the independent references (reference*.mjs):
// written from the contract, no code shared with the core.
// Calls f(weight) for each of the 6^n outcomes of n dice, with the faces.
export function* throws(n) {
  const faces = new Array(n).fill(1);
  const w = 6 ** -n;
  while (true) {
    yield [faces, w];
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]++;
  }
}
export const add = (a, k, w) => { while (a.length <= k) a.push(0); a[k] += w; };
export const trim = (a) => { while (a.length > 1 && a.at(-1) === 0) a.pop(); return a; };
