// Draws two or three attacks side by side (view models of views.mjs, one per
// attack, A B C each in its colour): the key figures next to each other, one
// grouped chart with a legend, the figures and the P(at least k) /
// P(exactly k) tables per attack. Only cumulative sums are computed here.
import { t, getLang } from '../platform/words.mjs';
import { atLeast, decimal, percent, integer } from '../platform/format.mjs';
import { h } from '../ui/controls.mjs';
import { keepFocus, miniStepper } from './results.mjs';
import { LETTERS } from './share.mjs';

const swatch = (i) => h('span', { class: `swatch c-${i}`, 'aria-hidden': 'true' }, LETTERS[i]);

function summary(vms, view, setView, active) {
  const lang = getLang();
  const labels = vms.map((vm) => vm.key.label);
  const same = labels.every((l) => l === labels[0]);
  const parts = [];
  if (same) parts.push(h('p', { class: 'keys__label', 'data-testid': 'key-label' }, labels[0]));
  parts.push(h('ul', { class: 'keys', 'data-testid': 'key-figures' }, vms.map((vm, i) => h('li', {
    class: `keys__item c-${i}${i === active ? ' is-active' : ''}`,
  }, swatch(i), h('span', { class: 'visually-hidden' }, `${t('attackLetter', { letter: LETTERS[i] })} : `),
  h('span', { class: 'keys__value', 'data-testid': `key-figure-${LETTERS[i]}` }, percent(lang, vm.key.p)),
  same ? null : h('span', { class: 'keys__sub' }, vm.key.label)))));
  const max = Math.max(0, ...vms.map((vm) => vm.threshold?.max ?? 0));
  if (max > 0) {
    const label = vms.find((vm) => vm.threshold?.label)?.threshold.label ?? t('threshold');
    parts.push(miniStepper(label, Math.min(view.k, max), 1, max, (v) => setView({ k: v }), 'threshold'));
  }
  return parts;
}

function headRow(first, vms) {
  // An empty corner cell still names its column for screen readers.
  return h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, first || h('span', { class: 'visually-hidden' }, t('figures'))),
    vms.map((vm, i) => h('th', { scope: 'col' }, swatch(i),
      h('span', { class: 'visually-hidden' }, t('attackLetter', { letter: LETTERS[i] }))))));
}

/** Rows of figures (badges, means) with one column per attack. */
function figuresTable(vms) {
  const lang = getLang();
  const rows = new Map();
  vms.forEach((vm, i) => {
    // Badges, and figures shown only side by side (AT-44: each location of a vehicle).
    for (const b of [...(vm.badges ?? []), ...(vm.figures ?? [])]) {
      if (!rows.has(b.id)) rows.set(b.id, { id: b.id, label: b.label, cells: [] });
      rows.get(b.id).cells[i] = b.value;
    }
    const means = vm.means ?? (vm.series ?? []).map((s) => ({ id: s.id, label: s.label, value: s.mean }));
    for (const m of means) {
      if (typeof m.value !== 'number') continue;
      const id = `mean-${m.id}`;
      if (!rows.has(id)) rows.set(id, { id, label: `${t('mean')} : ${m.label.toLowerCase()}`, cells: [], optional: true });
      const row = rows.get(id);
      row.cells[i] = decimal(lang, m.value);
      if (!m.optional) row.optional = false;
    }
  });
  const shown = [...rows.values()].filter((r) => !r.optional);
  if (!shown.length) return null;
  return h('table', { class: 'table table--compare', 'data-testid': 'figures-table' },
    h('caption', {}, t('figures')), headRow('', vms),
    h('tbody', {}, shown.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label),
      vms.map((_, i) => h('td', { 'data-testid': `${r.id}-${LETTERS[i]}` }, r.cells[i] ?? '—'))))));
}

function legend(vms) {
  return h('ul', { class: 'legend', 'aria-hidden': 'true' }, vms.map((_, i) => h('li', {}, swatch(i),
    t('attackLetter', { letter: LETTERS[i] }))));
}

function groupedChart(label, dists, from, pick, offset = 0) {
  const lang = getLang();
  const length = Math.max(...dists.map((d) => d?.length ?? 0));
  const max = Math.max(1e-12, ...dists.flatMap((d) => d ?? []));
  const every = Math.ceil(length / 11);
  return h('div', { class: 'chart chart--grouped', role: 'img', 'data-testid': 'chart',
    'aria-label': t('chartName', { series: label }) },
  Array.from({ length }, (_, k) => h('div', {
    class: `col${from !== undefined && k - offset >= from ? ' col--in' : ''}`,
    'data-pick': pick && k - offset >= 1 ? 'true' : null, onclick: pick && k - offset >= 1 ? () => pick(k - offset) : null,
  }, h('div', { class: 'col__bar' }, dists.map((d, i) => {
    if (!d) return null;
    const p = d[k] ?? 0;
    const bar = h('span', { class: `bar c-${i}` });
    bar.style.setProperty('--h', `${Math.max(p / max, p > 0 ? 0.01 : 0) * 100}%`);
    return bar;
  })), h('span', { class: 'col__k' }, k % every === 0 ? integer(lang, k - offset) : ''))));
}

function kTable(kind, caption, dists, vms, k, offset = 0) {
  const lang = getLang();
  const length = Math.max(...dists.map((d) => d?.length ?? 0));
  const columns = dists.map((d) => (d ? (kind === 'atleast' ? atLeast(d) : d) : null));
  return h('div', { class: 'table-wrap' }, h('table', { class: 'table table--compare', 'data-testid': `${kind}-table` },
    h('caption', {}, caption), headRow('k', vms),
    h('tbody', {}, Array.from({ length }, (_, i) => h('tr', { class: i - offset === k ? 'is-k' : null },
      h('th', { scope: 'row' }, integer(lang, i - offset)),
      columns.map((c, a) => h('td', { 'data-testid': `${kind}-${LETTERS[a]}-${i - offset}` },
        c ? percent(lang, c[i] ?? 0) : '—')))))));
}

/** KOLAPS: the outcomes of each action, one row per outcome, one column per attack. */
function outcomes(vms) {
  const lang = getLang();
  const rows = new Map();
  vms.forEach((vm, i) => (vm.categories ?? []).forEach((c) => {
    if (!rows.has(c.id)) rows.set(c.id, { id: c.id, label: c.label, p: [], atLeast: [], wound: c.wound });
    rows.get(c.id).p[i] = c.p;
    rows.get(c.id).atLeast[i] = c.atLeast;
  }));
  const list = [...rows.values()];
  const max = Math.max(1e-12, ...list.flatMap((r) => r.p.filter((p) => p !== undefined)));
  const cell = (p) => (p === undefined ? '—' : percent(lang, p));
  return [
    legend(vms),
    h('div', { class: 'rows rows--grouped', role: 'img', 'data-testid': 'chart', 'aria-label': t('chartName', { series: t('outcome') }) },
      list.map((r) => h('div', { class: 'row' }, h('span', { class: 'row__label' }, r.label),
        h('span', { class: 'row__bars' }, vms.map((_, i) => {
          const bar = h('span', { class: `bar c-${i}` });
          bar.style.setProperty('--w', `${((r.p[i] ?? 0) / max) * 100}%`);
          return h('span', { class: 'row__bar' }, bar);
        }))))),
    h('div', { class: 'table-wrap' }, h('table', { class: 'table table--compare', 'data-testid': 'outcome-table' },
      h('caption', {}, t('probability')), headRow(t('outcome'), vms),
      h('tbody', {}, list.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label),
        vms.map((_, i) => h('td', { 'data-testid': `outcome-${r.id}-${LETTERS[i]}` }, cell(r.p[i])))))))),
    !list.some((r) => r.atLeast.some((p) => p !== undefined)) ? null
      : h('div', { class: 'table-wrap' }, h('table', { class: 'table table--compare', 'data-testid': 'atleast-level-table' },
      h('caption', {}, t('atLeastLevel')), headRow(t('outcome'), vms),
      h('tbody', {}, list.filter((r) => r.wound).map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label),
        vms.map((_, i) => h('td', {}, cell(r.atLeast[i])))))))),
  ];
}

function details(vms, view, setView) {
  const parts = [h('h2', { class: 'section-title' }, t('chart'))];
  if (vms.some((vm) => vm.categories)) return [...parts, ...outcomes(vms), figuresTable(vms)];
  const all = new Map();
  for (const vm of vms) for (const s of vm.series ?? []) if (!s.optional || !all.has(s.id)) all.set(s.id, s);
  const ids = [...all.keys()].filter((id) => vms.some((vm) => vm.series?.some((s) => s.id === id && !s.optional)));
  if (!ids.length) return [figuresTable(vms)];
  const id = ids.includes(view.series) ? view.series : ids[0];
  const series = all.get(id);
  const dists = vms.map((vm) => vm.series?.find((s) => s.id === id)?.dist ?? null);
  const from = series.highlightFrom !== undefined ? view.k : undefined;
  const pick = from !== undefined ? (k) => setView({ k }) : null;
  const switcher = ids.length > 1 ? h('div', { class: 'segment', role: 'group', 'aria-label': t('show') },
    ids.map((s) => h('button', { type: 'button', class: 'segment__btn', 'aria-pressed': String(s === id),
      'data-testid': `series-${s}`, onclick: () => setView({ series: s }) }, all.get(s).label))) : null;
  const offset = series.offset ?? 0;
  return [...parts, switcher, legend(vms), groupedChart(series.label, dists, from, pick, offset),
    figuresTable(vms),
    kTable('atleast', t('atLeastCaption', { series: series.label }), dists, vms, from, offset),
    kTable('exact', t('exactCaption', { series: series.label }), dists, vms, from, offset)];
}

/** Redraws the comparison of view models `vms` (attack `active` being edited). */
export function renderCompare(summaryEl, detailsEl, vms, view, setView, active) {
  keepFocus([summaryEl, detailsEl], () => {
    summaryEl.replaceChildren(...summary(vms, view, setView, active));
    detailsEl.replaceChildren(...details(vms, view, setView).filter(Boolean));
  });
}
