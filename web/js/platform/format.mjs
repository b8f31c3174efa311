// Number formatting for the page: every figure shown goes through here, so
// French reads "83,3 %" and "4,17", English "83.3%" and "4.17".
const cache = new Map();

function formatter(lang, options) {
  const key = `${lang}|${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(lang, options));
  return cache.get(key);
}

const EPS = 1e-9;

/**
 * Makes the formatters of `lang` ahead of the first figure: the first
 * Intl.NumberFormat of a page loads the locale's data, 60 ms on the bench's
 * slowed phone. Called while the page waits for the rules core's download
 * (issue 33: the calculator usable sooner), not when the first result shows.
 */
export function warmFormats(lang) {
  percent(lang, 0.5);
  decimal(lang, 0.5);
}


/** A probability in [0, 1] as a percentage with one decimal ("83,3 %"). */
export function percent(lang, p) {
  if (p <= EPS) return formatter(lang, { style: 'percent', maximumFractionDigits: 0 }).format(0);
  if (p >= 1 - EPS) return formatter(lang, { style: 'percent', maximumFractionDigits: 0 }).format(1);
  const one = formatter(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (p < 0.001) return `< ${one.format(0.001)}`;
  if (p > 0.999) return `> ${one.format(0.999)}`;
  return one.format(p);
}

/** A mean with two decimals ("4,17"). */
export function decimal(lang, x, digits = 2) {
  return formatter(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** A whole number, signed when asked ("+1", "−2", "0"). */
export function integer(lang, n, signed = false) {
  // Below 1000 no digit grouping applies: written directly, the same text
  // as Intl's, without building a formatter (the first one costs tens of
  // milliseconds on a slow phone, before the page's first paint).
  if (Number.isInteger(n) && Math.abs(n) < 1000 && !Object.is(n, -0)) {
    if (n < 0) return `\u2212${-n}`;
    return signed && n > 0 ? `+${n}` : String(n);
  }
  const text = formatter(lang, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' }).format(n);
  return text.replace('-', '\u2212');
}

/** Cumulative sums from the top: atLeast[k] = P(count >= k). */
export function atLeast(distribution) {
  const out = new Array(distribution.length);
  let sum = 0;
  for (let k = distribution.length - 1; k >= 0; k -= 1) {
    sum += distribution[k];
    out[k] = Math.min(1, sum);
  }
  return out;
}

/** A reason as a sentence on its own line: its first letter a capital ("un tour…" → "Un tour…"). */
export const sentence = (text) => (text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text);

/**
 * Names told apart: each name given more than once is numbered in order
 * ("<name> 1", "<name> 2"), the others kept as they are.
 */
export function numbered(names) {
  const total = new Map();
  for (const n of names) total.set(n, (total.get(n) ?? 0) + 1);
  const seen = new Map();
  return names.map((n) => {
    if (total.get(n) < 2) return n;
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return `${n} ${k}`;
  });
}
