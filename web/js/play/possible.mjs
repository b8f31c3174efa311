// A result typed by hand checked against what the dice could give: the
// support of the calculator's distribution (docs/calc-api.md: a
// distribution's probabilities are exact, so a count with probability 0
// cannot happen). An impossible result is refused in place, with what is
// possible; the page's words (words/play.mjs).
import { t, getLang } from '../platform/words.mjs';
import { integer } from '../platform/format.mjs';

/** The counts a distribution can give (probability above 0), ascending. */
export const supportOf = (dist) => (Array.isArray(dist) ? dist.flatMap((p, k) => (p > 0 ? [k] : [])) : []);

/** What is possible in words: "de 0 à 2", "1", "0, 2 ou 3". */
export function possibleText(values) {
  const lang = getLang();
  const n = (v) => integer(lang, v);
  if (!values.length) return '—';
  if (values.length > 2 && values.every((v, i) => i === 0 || v === values[i - 1] + 1)) {
    return t('possibleRange', { a: n(values[0]), b: n(values[values.length - 1]) });
  }
  if (values.length === 1) return n(values[0]);
  return `${values.slice(0, -1).map(n).join(', ')}${t('possibleOr')}${n(values[values.length - 1])}`;
}

/**
 * The first check refused, { allowed: false, why }, or { allowed: true }:
 * checks = [{ dist, value, said(v) }] (said: the count in words, "2 pertes"),
 * each value an integer the distribution must give with probability above 0.
 * A check without a distribution (the calculation refused) is skipped.
 */
export function possible(checks) {
  for (const { dist, value, said } of checks) {
    if (!Array.isArray(dist) || !Number.isInteger(value)) continue;
    if (value < dist.length && dist[value] > 0) continue;
    return { allowed: false, why: t('resultImpossible', { value: said(value), possible: possibleText(supportOf(dist)) }) };
  }
  return { allowed: true, why: null };
}
