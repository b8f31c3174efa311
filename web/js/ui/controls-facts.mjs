// Read-only facts: what a unit's ruleset gives (AT-44's PRE, PEN, ARM…),
// shown as a short list above the values still to be chosen.
// `field.items(values)`: [{ label, value }], redrawn on every update.
import { t } from '../platform/words.mjs';
import { h } from './controls.mjs';

export function facts(field, ctx) {
  const title = h('span', { class: 'field__label' });
  const list = h('dl', { class: 'facts', 'data-testid': `${field.key}-list` });
  const el = h('div', { class: 'field field--facts' }, title, list);
  const update = () => {
    title.textContent = t(field.label);
    list.replaceChildren(...field.items(ctx.values).map((item) => h('div', { class: 'facts__item' },
      h('dt', {}, item.label), h('dd', {}, item.value))));
  };
  return { el, update };
}
