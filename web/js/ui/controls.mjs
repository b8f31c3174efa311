// Touch controls: + / − steppers, switches and segmented buttons. Each
// builder returns { el, update } ; update() redraws from the current values
// (value shown, limits, visibility) without rebuilding, so focus stays put.
import { t, getLang } from '../platform/words.mjs';
import { integer } from '../platform/format.mjs';
import { list } from './controls-list.mjs';
import { psList } from './controls-ps.mjs';
import { select } from './controls-select.mjs';
import { facts } from './controls-facts.mjs';

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

let serial = 0;

export function stepper(field, ctx) {
  const id = `f${serial += 1}`;
  const label = t(field.label);
  // Two fields of a form may share a label (AT-44 "Combattants"): their
  // accessible names then say which section they belong to.
  const name = () => (ctx.context?.() ? `${label} (${ctx.context()})` : label);
  const step = (delta) => () => {
    const v = ctx.values[field.key] + delta;
    if (v < field.min || v > maxOf(field, ctx.values)) return;
    ctx.onChange(field.key, v);
  };
  const dec = h('button', { type: 'button', class: 'stepper__btn',
    'data-testid': `${field.key}-dec`, onclick: step(-1) }, '−');
  const inc = h('button', { type: 'button', class: 'stepper__btn',
    'data-testid': `${field.key}-inc`, onclick: step(+1) }, '+');
  const value = h('span', { class: 'stepper__value', role: 'spinbutton', tabindex: 0,
    'data-testid': `${field.key}-value`,
    onkeydown: (event) => {
      const keys = { ArrowUp: +1, ArrowRight: +1, ArrowDown: -1, ArrowLeft: -1 };
      if (keys[event.key]) { event.preventDefault(); step(keys[event.key])(); }
    } });
  const el = h('div', { class: 'field field--stepper', 'data-testid': `field-${field.key}` },
    h('span', { class: 'field__label', id }, label),
    h('div', { class: 'stepper' }, dec, value, inc));
  const update = () => {
    const v = ctx.values[field.key];
    const max = maxOf(field, ctx.values);
    value.textContent = showValue(field.format, v);
    value.setAttribute('aria-label', name());
    value.setAttribute('aria-valuenow', v);
    value.setAttribute('aria-valuemin', field.min);
    value.setAttribute('aria-valuemax', max);
    value.setAttribute('aria-valuetext', value.textContent);
    dec.setAttribute('aria-label', t('dec', { label: name() }));
    inc.setAttribute('aria-label', t('inc', { label: name() }));
    dec.setAttribute('aria-disabled', String(v <= field.min));
    inc.setAttribute('aria-disabled', String(v >= max));
  };
  return { el, update };
}

export function toggle(field, ctx) {
  const button = h('button', { type: 'button', role: 'switch', class: 'switch',
    'data-testid': `${field.key}-toggle`,
    onclick: () => ctx.onChange(field.key, !ctx.values[field.key]) },
  h('span', { class: 'switch__label' }, t(field.label)),
  ctx.context ? h('span', { class: 'visually-hidden' }, ` (${ctx.context()})`) : null,
  h('span', { class: 'switch__track', 'aria-hidden': 'true' }, h('span', { class: 'switch__thumb' })));
  const el = h('div', { class: 'field field--switch' }, button);
  const update = () => button.setAttribute('aria-checked', String(Boolean(ctx.values[field.key])));
  return { el, update };
}

function segment(field, ctx) {
  const id = `f${serial += 1}`;
  const buttons = field.options.map((option) => h('button', {
    type: 'button', class: 'segment__btn', 'data-testid': `${field.key}-${option.value}`,
    onclick: () => ctx.onChange(field.key, option.value),
  }, option.text ?? t(option.label)));
  const el = h('div', { class: 'field field--segment' },
    h('span', { class: 'field__label', id }, t(field.label)),
    h('div', { class: `segment${field.wide ? ' segment--wrap' : ''}${field.pairs ? ' segment--pairs' : ''}`,
      role: 'group', 'aria-labelledby': id }, buttons));
  // An option may be shown only for some values (`option.show(values)`).
  const update = () => field.options.forEach((option, i) => {
    buttons[i].setAttribute('aria-pressed', String(ctx.values[field.key] === option.value));
    buttons[i].hidden = Boolean(option.show && !option.show(ctx.values));
  });
  return { el, update };
}

function note(field) {
  return { el: h('p', { class: 'field field--note' }, t(field.label)), update() {} };
}

const builders = { stepper, toggle, segment, note, list, psList, select, facts };

/** A control for `field`; ctx = { values, onChange(key, value) }. */
export function control(field, ctx) {
  const built = builders[field.type](field, ctx);
  return {
    el: built.el,
    update() {
      const visible = field.show ? field.show(ctx.values) : true;
      built.el.hidden = !visible;
      built.update();
    },
  };
}
