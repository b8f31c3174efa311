// Two controls the builders, cards and panels share: a labelled − value +
// stepper row and an on/off button that announces its state (aria-pressed).
import { t } from '../platform/words.mjs';
import { h } from './view.mjs';

/** A − value + stepper of ≥ 44 px buttons; dec/inc null when not allowed. */
export function stepper(testid, label, shown, dec, inc) {
  return h('div', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('div', { class: 'stepper' },
      h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${testid}-dec`, 'aria-label': t('dec', { label }),
        'aria-disabled': String(!dec), onclick: () => dec?.() }, '−'),
      h('span', { class: 'stepper__value', 'data-testid': testid }, shown),
      h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${testid}-inc`, 'aria-label': t('inc', { label }),
        'aria-disabled': String(!inc), onclick: () => inc?.() }, '+')));
}

/** An on/off button (aria-pressed). */
export function toggle(testid, label, on, onclick, attrs = {}) {
  return h('button', { type: 'button', class: 'tool press-toggle', 'aria-pressed': String(Boolean(on)), 'data-testid': testid, onclick, ...attrs },
    t('toggleState', { label, value: t(on ? 'toggleOn' : 'toggleOff') }));
}
