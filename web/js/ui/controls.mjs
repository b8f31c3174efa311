// What the calculator's Preact controls (controls.jsx) share with the
// calculator's forms and results: a field's maximum, a value as shown.
import { t, getLang } from '../platform/words.mjs';
import { integer } from '../platform/format.mjs';

/** A field's maximum for the current values. */
export function maxOf(field, values) {
  return typeof field.max === 'function' ? field.max(values) : field.max;
}

/** How a stepper shows its value: "4+", "+1", "aucune", "5". */
export function showValue(format, n) {
  const lang = getLang();
  if (format === 'plus') return `${integer(lang, n)}+`;
  if (format === 'signed') return integer(lang, n, true);
  if (format === 'holo') return `${integer(lang, n * 10)} cm`;
  if (format === 'save') return n >= 7 ? t('none') : `${integer(lang, n)}+`;
  return integer(lang, n);
}
