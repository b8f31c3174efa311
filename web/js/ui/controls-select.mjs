// A drop-down list (the phone's own picker): units, weapons, locations,
// terrain. Its options depend on the other values (`field.options(values)`:
// [{ value, text }]) and are redrawn on every update.
import { t } from '../platform/words.mjs';
import { h } from './controls.mjs';

let serial = 0;

export function select(field, ctx) {
  const id = `s${serial += 1}`;
  const box = h('select', { id, class: 'select', 'data-testid': `${field.key}-select`,
    onchange: (event) => ctx.onChange(field.key, event.target.value) });
  const label = h('label', { class: 'field__label', for: id }, t(field.label));
  const el = h('div', { class: 'field field--select' }, label, box);
  const update = () => {
    const options = field.options(ctx.values);
    const key = options.map((o) => `${o.value}=${o.text}`).join('|');
    if (box.dataset.key !== key) {
      box.replaceChildren(...options.map((o) => h('option', { value: o.value }, o.text)));
      box.dataset.key = key;
    }
    box.value = ctx.values[field.key];
    label.textContent = t(field.label);
  };
  return { el, update };
}
