// The pieces the sheet panels share ("Tirer sur…", "Corps à corps…",
// "Planifier"): the opponent sheet, its location and the facing picked, a
// segmented choice and a small counter. `state` is the panel's own object
// ({ to, location, facing, … }), changed in place; ctx.redraw draws again.
// Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { sheetName } from './game.mjs';

export const locName = (id) => t(`loc_${id}`);

/** Segmented buttons: `${testid}-${value}`, the one of `value` pressed. */
export const seg = (ctx, testid, options, value, set) => h('div', { class: 'segment', role: 'group' }, options.map((o) => h('button', {
  type: 'button', class: 'segment__btn', 'aria-pressed': String(o.value === value), 'data-testid': `${testid}-${o.value}`,
  onclick: () => { set(o.value); ctx.redraw(); } }, o.label)));

/** A 0 … max counter of state[key]: `${prefix}-${key}` and its -dec / -inc. */
export const counter = (ctx, prefix, state, key, label, max) => h('div', { class: 'titan-row' }, h('span', {}, label),
  h('div', { class: 'stepper' },
    h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${prefix}-${key}-dec`, 'aria-label': t('dec', { label }),
      onclick: () => { if (state[key] > 0) { state[key] -= 1; ctx.redraw(); } } }, '−'),
    h('span', { class: 'stepper__value', 'data-testid': `${prefix}-${key}` }, integer(getLang(), state[key])),
    h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${prefix}-${key}-inc`, 'aria-label': t('inc', { label }),
      onclick: () => { if (state[key] < max) { state[key] += 1; ctx.redraw(); } } }, '+')));

/** The sheets sheet `i` may target: the other side's, not destroyed ([{ x, k }]). */
export function targetsOf(snapshot, i) {
  const s = snapshot.sheets;
  return s.map((x, k) => ({ x, k })).filter(({ x, k }) => k !== i && !x.sheet.destroyed && x.side !== s[i].side);
}

/**
 * Settles state.to and state.location on a target still there; returns
 * { targets, target (its sheet), locs (its locations not destroyed) }, or null without target.
 */
export function settle(snapshot, i, state) {
  const targets = targetsOf(snapshot, i);
  if (!targets.length) return null;
  if (!targets.some(({ k }) => k === state.to)) state.to = targets[0].k;
  const target = snapshot.sheets[state.to].sheet;
  const locs = target.locations.filter((l) => !l.destroyed);
  if (!locs.some((l) => l.id === state.location)) state.location = locs[0]?.id;
  return { targets, target, locs };
}

/**
 * The target select, its locations and front/rear (`${prefix}-target`,
 * `${prefix}-location-<id>`, `${prefix}-facing-<front|rear>`); a new target or
 * location puts the real-result counters named in `reset` back to 0 (shields
 * down only for a new target).
 */
export function drawPicker(ctx, prefix, picked, state, reset = []) {
  const { targets, locs } = picked;
  const zero = (keys) => { for (const key of keys) state[key] = 0; };
  return [
    h('label', { class: 'cu-label', for: `${prefix}-target` }, t('target')),
    h('select', { id: `${prefix}-target`, class: 'select', 'data-testid': `${prefix}-target`,
      onchange: (e) => { state.to = Number(e.target.value); zero(reset); ctx.redraw(); } },
    targets.map(({ x, k }) => h('option', { value: k, selected: k === state.to ? true : null }, sheetName(x.sheet)))),
    seg(ctx, `${prefix}-location`, locs.map((l) => ({ value: l.id, label: locName(l.id) })), state.location, (v) => { state.location = v; zero(reset.filter((k) => k !== 'shieldsDown')); }),
    seg(ctx, `${prefix}-facing`, [{ value: 'front', label: t('titanFront') }, { value: 'rear', label: t('titanRear') }], state.facing, (v) => { state.facing = v; }),
  ];
}
