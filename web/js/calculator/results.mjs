// Draws a view model (views.mjs): the key figure and the figures beside it
// (summary), then the bar chart, the means and the P(exactly k) / P(at least
// k) table (details). Redrawn on every change; focus is kept by data-testid.
import { t, getLang } from '../platform/words.mjs';
import { atLeast, decimal, percent, integer } from '../platform/format.mjs';
import { h, showValue } from '../ui/controls.mjs';

export function keepFocus(containers, draw) {
  const active = document.activeElement;
  const testid = containers.some((c) => c.contains(active)) ? active.dataset.testid : null;
  draw();
  if (testid) containers.find((c) => c.querySelector(`[data-testid="${testid}"]`))
    ?.querySelector(`[data-testid="${testid}"]`)?.focus();
}

export function miniStepper(label, value, min, max, set, testid) {
  const button = (delta, sign, name) => h('button', {
    type: 'button', class: 'stepper__btn', 'aria-label': t(name, { label }),
    'aria-disabled': String(delta < 0 ? value <= min : value >= max), 'data-testid': `${testid}-${name}`,
    onclick: () => { const v = value + delta; if (v >= min && v <= max) set(v); },
  }, sign);
  return h('div', { class: 'field field--stepper field--compact' },
    h('span', { class: 'field__label', id: `${testid}-label` }, label),
    h('div', { class: 'stepper' }, button(-1, '−', 'dec'),
      h('span', { class: 'stepper__value', role: 'status', 'aria-labelledby': `${testid}-label`,
        'data-testid': `${testid}-value` }, showValue('int', value)),
      button(+1, '+', 'inc')));
}

function summary(vm, view, setView) {
  const lang = getLang();
  const parts = [h('div', { class: 'key' },
    h('span', { class: 'key__value', 'data-testid': 'key-figure' }, percent(lang, vm.key.p)),
    h('span', { class: 'key__label', 'data-testid': 'key-label' }, vm.key.label))];
  if (vm.badges) {
    parts.push(h('dl', { class: 'badges' }, vm.badges.map((b) => h('div', { class: 'badge' },
      h('dt', {}, b.label), h('dd', { 'data-testid': b.id }, b.value)))));
  }
  if (vm.threshold) {
    const k = Math.min(view.k, vm.threshold.max);
    parts.push(miniStepper(vm.threshold.label ?? t('threshold'), k, 1, vm.threshold.max, (v) => setView({ k: v }), 'threshold'));
  }
  if (vm.split) {
    parts.push(h('ul', { class: 'split', 'data-testid': 'wound-split' }, vm.split.map((w) => h('li', {},
      h('span', {}, w.label), h('span', { class: 'num', 'data-testid': `outcome-${w.id}` }, percent(lang, w.p))))));
  }
  if (vm.note) parts.push(h('p', { class: 'note' }, vm.note));
  return parts;
}

function columnChart(series, highlightFrom, pick) {
  const lang = getLang();
  const max = Math.max(...series.dist, 1e-12);
  const many = series.dist.length > 11;
  const every = Math.ceil(series.dist.length / 11);
  const chart = h('div', { class: `chart${many ? ' chart--many' : ''}`, role: 'img', 'data-testid': 'chart',
    'aria-label': t('chartName', { series: series.label }) },
  series.dist.map((p, k) => {
    const bar = h('span', { class: `bar${highlightFrom !== undefined && k >= highlightFrom ? ' bar--hit' : ''}` });
    bar.style.setProperty('--h', `${Math.max(p / max, p > 0 ? 0.01 : 0) * 100}%`);
    // Tapping a column asks for "at least k" (the threshold stepper is the keyboard way).
    // A series may start below 0 (KOLAPS combativité: −6 … 6): `offset` is the index of 0.
    const value = k - (series.offset ?? 0);
    return h('div', { class: 'col', 'data-pick': pick && value >= 1 ? 'true' : null, onclick: pick && value >= 1 ? () => pick(value) : null },
      many ? null : h('span', { class: 'col__value' }, percent(lang, p)),
      h('div', { class: 'col__bar' }, bar),
      h('span', { class: 'col__k' }, k % every === 0 ? integer(lang, value) : ''));
  }));
  return chart;
}

function rowChart(categories) {
  const lang = getLang();
  const max = Math.max(...categories.map((c) => c.p), 1e-12);
  return h('div', { class: 'rows', role: 'img', 'data-testid': 'chart', 'aria-label': t('chartName', { series: t('outcome') }) },
    categories.map((c) => {
      const bar = h('span', { class: `bar${c.wound ? ' bar--hit' : ''}` });
      bar.style.setProperty('--w', `${(c.p / max) * 100}%`);
      return h('div', { class: 'row' }, h('span', { class: 'row__label' }, c.label),
        h('span', { class: 'row__bar' }, bar),
        h('span', { class: 'row__value num', 'data-testid': `cat-${c.id}` }, percent(lang, c.p)));
    }));
}

function distTable(series, k) {
  const lang = getLang();
  const up = atLeast(series.dist);
  const offset = series.offset ?? 0;
  const row = (p, i) => h('tr', { class: series.highlightFrom !== undefined && i - offset === k ? 'is-k' : null },
    h('th', { scope: 'row' }, integer(lang, i - offset)),
    h('td', { 'data-testid': `exact-A-${i - offset}` }, percent(lang, p)),
    h('td', { 'data-testid': `atleast-A-${i - offset}` }, percent(lang, up[i])));
  return h('table', { class: 'table', 'data-testid': 'dist-table' },
    h('caption', {}, series.label),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, series.countLabel ?? t('count')),
      h('th', { scope: 'col' }, t('exactly')), h('th', { scope: 'col' }, t('atLeast')))),
    h('tbody', {}, series.dist.map(row)));
}

function mishapTables(vm) {
  const lang = getLang();
  return [
    h('table', { class: 'table', 'data-testid': 'dist-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('outcome')),
        h('th', { scope: 'col' }, t('probability')), h('th', { scope: 'col' }, t('atLeastLevel')))),
      h('tbody', {}, vm.categories.map((c) => h('tr', {}, h('th', { scope: 'row' }, c.label),
        h('td', {}, percent(lang, c.p)), h('td', {}, c.wound ? percent(lang, c.atLeast) : '')))),
    ),
    h('table', { class: 'table', 'data-testid': 'mishap-table' },
      h('caption', {}, vm.mishapTable.title),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('thirdDie')), h('th', { scope: 'col' }, t('probability')))),
      h('tbody', {}, vm.mishapTable.p.map((p, i) => h('tr', {}, h('th', { scope: 'row' }, integer(lang, i + 1)),
        h('td', {}, percent(lang, p)))))),
  ];
}

/** Tables given whole by a view model: { id, caption, head: [..], rows: [{ label, sub?, cells: [{ id, text }] }] }. */
export function plainTable(table) {
  return h('div', { class: 'table-wrap' }, h('table', { class: 'table', 'data-testid': table.id },
    h('caption', {}, table.caption),
    h('thead', {}, h('tr', {}, table.head.map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, table.rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label,
      r.sub ? h('span', { class: 'row-sub' }, r.sub) : null),
      r.cells.map((c) => h('td', { 'data-testid': c.id }, c.text)))))));
}

function seriesDetails(vm, view, setView) {
  const lang = getLang();
  const shown = vm.series.filter((s) => !s.optional);
  const series = shown.find((s) => s.id === view.series) ?? shown[0];
  const means = (vm.means ?? shown.map((s) => ({ id: s.id, label: s.label, value: s.mean })))
    .filter((m) => !m.optional && typeof m.value === 'number');
  const switcher = shown.length > 1 ? h('div', { class: 'segment segment--wrap', role: 'group', 'aria-label': t('show') },
    shown.map((s) => h('button', { type: 'button', class: 'segment__btn', 'aria-pressed': String(s === series),
      'data-testid': `series-${s.id}`, onclick: () => setView({ series: s.id }) }, s.label))) : null;
  return [
    switcher,
    columnChart(series, series.highlightFrom, series.highlightFrom !== undefined ? (k) => setView({ k }) : null),
    means.length ? h('h3', { class: 'means__title' }, t('mean')) : null,
    means.length ? h('dl', { class: 'means' }, means.map((m) => h('div', {}, h('dt', {}, m.label),
      h('dd', { class: 'num', 'data-testid': `mean-${m.id}` }, decimal(lang, m.value))))) : null,
    distTable(series, view.k),
  ];
}

function details(vm, view, setView) {
  const parts = [];
  if (vm.categories) parts.push(rowChart(vm.categories));
  if (vm.series && vm.seriesFirst) parts.push(...seriesDetails(vm, view, setView));
  if (vm.tables) parts.push(...vm.tables.map(plainTable));
  if (vm.mishapTable) parts.push(...mishapTables(vm));
  if (vm.series && !vm.seriesFirst) parts.push(...seriesDetails(vm, view, setView));
  return parts.length ? [h('h2', { class: 'section-title' }, t('chart')), ...parts] : [];
}

/** Redraws the results of view model `vm` into the summary and details elements. */
export function renderResults(summaryEl, detailsEl, vm, view, setView) {
  keepFocus([summaryEl, detailsEl], () => {
    summaryEl.replaceChildren(...summary(vm, view, setView));
    detailsEl.replaceChildren(...details(vm, view, setView).filter(Boolean));
  });
}
