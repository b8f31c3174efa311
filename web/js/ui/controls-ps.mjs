// AT-44 vehicle locations: one PS stepper per propulsion or weapon, each
// removable, and "+ Ajouter" while there is room. The list is an array of
// PS left; `field` = { key, label, item, min, max, psMax, add, remove }.
import { t } from '../platform/words.mjs';
import { h, stepper } from './controls.mjs';

/** The list control of `field`; ctx = { values, onChange }. */
export function psList(field, ctx) {
  const rows = h('ol', { class: 'ps-list', 'data-testid': `${field.key}-list` });
  const add = h('button', { type: 'button', class: 'tool ps-list__add', 'data-testid': `${field.key}-add`,
    onclick: () => {
      const items = ctx.values[field.key];
      if (items.length >= field.max) return;
      ctx.onChange(field.key, [...items, items.length ? items[items.length - 1] : 1]);
    } });
  const el = h('div', { class: 'field field--ps', 'data-testid': `field-${field.key}` },
    h('span', { class: 'field__label' }, t(field.label)), rows, add);

  function row(ps, i, count) {
    const key = `${field.key}-${i}`;
    const name = () => t(field.item, { n: i + 1 });
    const control = stepper({ type: 'stepper', key, label: 'ps', min: 0, max: field.psMax },
      { values: { [key]: ps }, context: name,
        onChange: (_, v) => ctx.onChange(field.key, ctx.values[field.key].map((p, j) => (j === i ? v : p))) });
    control.update();
    const remove = count > field.min ? h('button', { type: 'button', class: 'tool tool--quiet ps-list__remove',
      'data-testid': `${key}-remove`, 'aria-label': t('removeItem', { item: name() }),
      onclick: () => ctx.onChange(field.key, ctx.values[field.key].filter((_, j) => j !== i)) }, t('remove')) : null;
    return h('li', { class: 'ps-item', 'data-testid': key },
      h('span', { class: 'ps-item__title' }, name()), control.el, remove ?? h('span', { class: 'ps-item__spacer' }));
  }

  let drawn = null;
  const update = () => {
    const items = ctx.values[field.key];
    add.textContent = t(field.add);
    add.disabled = items.length >= field.max;
    if (items === drawn) return;
    drawn = items;
    // Rebuilt from the values: focus goes back to the control that had it.
    const active = el.contains(document.activeElement) ? document.activeElement.dataset.testid : null;
    rows.replaceChildren(...items.map((ps, i) => row(ps, i, items.length)));
    if (active) (el.querySelector(`[data-testid="${active}"]`) ?? add).focus();
  };
  return { el, update };
}
