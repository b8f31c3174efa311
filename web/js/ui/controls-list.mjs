// Epic's multiple combat: the attackers of the outnumbered model, in their
// fighting order (the 1st rolls 2D6 + FA, the 2nd 3D6 + FA, …), each with
// its FA and its formation's retreat; attackers can be added and removed.
import { t } from '../platform/words.mjs';
import { h, stepper, toggle } from './controls.mjs';

/** The list control of `field` ({key, label, min, max}); ctx = { values, onChange }. */
export function list(field, ctx) {
  const rows = h('ol', { class: 'attackers', 'data-testid': `${field.key}-list` });
  const add = h('button', { type: 'button', class: 'tool attackers__add', 'data-testid': `${field.key}-add`,
    onclick: () => {
      const items = ctx.values[field.key];
      if (items.length >= field.max) return;
      ctx.onChange(field.key, [...items, { ...items[items.length - 1] }]);
    } });
  const el = h('div', { class: 'field field--list' },
    h('span', { class: 'field__label' }, t(field.label)), rows, add);

  function set(i, changes) {
    ctx.onChange(field.key, ctx.values[field.key].map((a, j) => (j === i ? { ...a, ...changes } : a)));
  }

  function row(item, i, count) {
    const n = i + 1;
    const name = () => t('attackerN', { n });
    const key = `${field.key}-${i}`;
    const fa = stepper({ type: 'stepper', key: `${key}-fa`, label: 'fa', min: field.fa.min, max: field.fa.max },
      { values: { [`${key}-fa`]: item.fa }, onChange: (_, v) => set(i, { fa: v }), context: name });
    const retreat = toggle({ type: 'toggle', key: `${key}-retreat`, label: 'retreatAttacker' },
      { values: { [`${key}-retreat`]: item.retreat }, onChange: (_, v) => set(i, { retreat: v }), context: name });
    fa.update();
    retreat.update();
    const remove = count > field.min ? h('button', { type: 'button', class: 'tool tool--quiet attackers__remove',
      'data-testid': `${key}-remove`, 'aria-label': t('removeAttacker', { n }),
      onclick: () => ctx.onChange(field.key, ctx.values[field.key].filter((_, j) => j !== i)) }, t('remove')) : null;
    return h('li', { class: 'attacker', 'data-testid': key },
      h('div', { class: 'attacker__head' },
        h('span', { class: 'attacker__title' }, name(), h('span', { class: 'attacker__dice' }, t('attackerDice', { d: n + 1 }))),
        remove),
      fa.el, retreat.el);
  }

  let drawn = null;
  const update = () => {
    const items = ctx.values[field.key];
    add.textContent = t('addAttacker');
    add.disabled = items.length >= field.max;
    if (items === drawn) return;
    drawn = items;
    // Rebuilt from the values: focus goes back to the control that had it.
    const active = el.contains(document.activeElement) ? document.activeElement.dataset.testid : null;
    rows.replaceChildren(...items.map((item, i) => row(item, i, items.length)));
    if (active) (el.querySelector(`[data-testid="${active}"]`) ?? add).focus();
  };
  return { el, update };
}
