// h(), the DOM builder of what is not yet in Preact ("Mes unités" and the
// games' unit forms), and what the calculator's Preact controls
// (controls.jsx) share with the forms: a field's maximum, a value as shown.
import { t, getLang } from '../platform/words.mjs';
import { integer } from '../platform/format.mjs';

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') el.className = value;
    else if (name === 'text') el.textContent = value;
    else if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined && child !== false) el.append(child);
  }
  return el;
}

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
