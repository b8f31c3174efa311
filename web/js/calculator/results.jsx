// A view model (views.mjs) drawn: the key figure and the figures beside it
// (Summary), then the bar chart, the means and the P(exactly k) / P(at least
// k) table (Details). Preact components, re-rendered on every change: only
// the figures that changed are written, focus stays where it is.
// Props: { vm, view, setView(changes) }.
import { t, getLang } from '../platform/words.mjs';
import { atLeast, decimal, percent, integer } from '../platform/format.mjs';
import { showValue } from '../ui/controls.mjs';

/** A bar's length: a CSS variable set through the CSSOM (the CSP forbids style attributes). */
export const barStyle = (name, fraction) => ({ [name]: `${fraction * 100}%` });
const height = (p, max) => barStyle('--h', Math.max(p / max, p > 0 ? 0.01 : 0));

export function MiniStepper({ label, value, min, max, set, testid }) {
  const button = (delta, sign, name) => (
    <button type="button" class="stepper__btn" aria-label={t(name, { label })}
      aria-disabled={String(delta < 0 ? value <= min : value >= max)} data-testid={`${testid}-${name}`}
      onClick={() => { const v = value + delta; if (v >= min && v <= max) set(v); }}>{sign}</button>
  );
  return (
    <div class="field field--stepper field--compact">
      <span class="field__label" id={`${testid}-label`}>{label}</span>
      <div class="stepper">
        {button(-1, '−', 'dec')}
        <span class="stepper__value" role="status" aria-labelledby={`${testid}-label`}
          data-testid={`${testid}-value`}>{showValue('int', value)}</span>
        {button(+1, '+', 'inc')}
      </div>
    </div>
  );
}

export function Summary({ vm, view, setView }) {
  const lang = getLang();
  return (
    <>
      <div class="key">
        <span class="key__value" data-testid="key-figure">{percent(lang, vm.key.p)}</span>
        <span class="key__label" data-testid="key-label">{vm.key.label}</span>
      </div>
      {vm.badges ? (
        <dl class="badges">
          {vm.badges.map((b) => <div class="badge"><dt>{b.label}</dt><dd data-testid={b.id}>{b.value}</dd></div>)}
        </dl>) : null}
      {vm.threshold ? <MiniStepper label={vm.threshold.label ?? t('threshold')} value={Math.min(view.k, vm.threshold.max)}
        min={1} max={vm.threshold.max} set={(v) => setView({ k: v })} testid="threshold" /> : null}
      {vm.split ? (
        <ul class="split" data-testid="wound-split">
          {vm.split.map((w) => <li><span>{w.label}</span>
            <span class="num" data-testid={`outcome-${w.id}`}>{percent(lang, w.p)}</span></li>)}
        </ul>) : null}
      {vm.note ? <p class="note">{vm.note}</p> : null}
      <KeyMeans vm={vm} />
    </>
  );
}

/** The means, in the summary: the key figures in view without scrolling (the chart and tables below). */
function KeyMeans({ vm }) {
  const lang = getLang();
  const means = meansOf(vm);
  if (!means.length) return null;
  return (
    <dl class="key-means" data-testid="key-means">
      <dt class="key-means__title">{t('meansShort')}</dt>
      {means.map((m) => <dd><span class="key-means__label">{m.label}</span>
        <span class="num" data-testid={`key-mean-${m.id}`}>{decimal(lang, m.value)}</span></dd>)}
    </dl>
  );
}

/** A view model's means shown: its own `means`, else each series' mean. */
export const meansOf = (vm) => (vm.means ?? (vm.series ?? []).filter((s) => !s.optional).map((s) => ({ id: s.id, label: s.label, value: s.mean })))
  .filter((m) => !m.optional && typeof m.value === 'number');

function ColumnChart({ series, highlightFrom, pick }) {
  const lang = getLang();
  const max = Math.max(...series.dist, 1e-12);
  const many = series.dist.length > 11;
  const every = Math.ceil(series.dist.length / 11);
  return (
    <div class={`chart${many ? ' chart--many' : ''}`} role="img" data-testid="chart"
      aria-label={t('chartName', { series: series.label })}>
      {series.dist.map((p, k) => {
        // Tapping a column asks for "at least k" (the threshold stepper is the keyboard way).
        // A series may start below 0 (a determination of −6 … 6): `offset` is the index of 0.
        const value = k - (series.offset ?? 0);
        const picks = pick && value >= 1;
        return (
          <div class="col" data-pick={picks ? 'true' : undefined} onClick={picks ? () => pick(value) : undefined}>
            {many ? null : <span class="col__value">{percent(lang, p)}</span>}
            <div class="col__bar">
              <span class={`bar${highlightFrom !== undefined && k >= highlightFrom ? ' bar--hit' : ''}`} style={height(p, max)} />
            </div>
            <span class="col__k">{k % every === 0 ? integer(lang, value) : ''}</span>
          </div>
        );
      })}
    </div>
  );
}

function RowChart({ categories }) {
  const lang = getLang();
  const max = Math.max(...categories.map((c) => c.p), 1e-12);
  return (
    <div class="rows" role="img" data-testid="chart" aria-label={t('chartName', { series: t('outcome') })}>
      {categories.map((c) => (
        <div class="row">
          <span class="row__label">{c.label}</span>
          <span class="row__bar"><span class={`bar${c.wound ? ' bar--hit' : ''}`} style={barStyle('--w', c.p / max)} /></span>
          <span class="row__value num" data-testid={`cat-${c.id}`}>{percent(lang, c.p)}</span>
        </div>
      ))}
    </div>
  );
}

function DistTable({ series, k }) {
  const lang = getLang();
  const up = atLeast(series.dist);
  const offset = series.offset ?? 0;
  return (
    <table class="table" data-testid="dist-table">
      <caption>{series.label}</caption>
      <thead><tr><th scope="col">{series.countLabel ?? t('count')}</th>
        <th scope="col">{t('exactly')}</th><th scope="col">{t('atLeast')}</th></tr></thead>
      <tbody>
        {series.dist.map((p, i) => (
          <tr class={series.highlightFrom !== undefined && i - offset === k ? 'is-k' : undefined}>
            <th scope="row">{integer(lang, i - offset)}</th>
            <td data-testid={`exact-A-${i - offset}`}>{percent(lang, p)}</td>
            <td data-testid={`atleast-A-${i - offset}`}>{percent(lang, up[i])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MishapTables({ vm }) {
  const lang = getLang();
  return (
    <>
      <table class="table" data-testid="dist-table">
        <thead><tr><th scope="col">{t('outcome')}</th><th scope="col">{t('probability')}</th>
          <th scope="col">{t('atLeastLevel')}</th></tr></thead>
        <tbody>
          {vm.categories.map((c) => <tr><th scope="row">{c.label}</th><td>{percent(lang, c.p)}</td>
            <td>{c.wound ? percent(lang, c.atLeast) : ''}</td></tr>)}
        </tbody>
      </table>
      <table class="table" data-testid="mishap-table">
        <caption>{vm.mishapTable.title}</caption>
        <thead><tr><th scope="col">{t('thirdDie')}</th><th scope="col">{t('probability')}</th></tr></thead>
        <tbody>
          {vm.mishapTable.p.map((p, i) => <tr><th scope="row">{integer(lang, i + 1)}</th><td>{percent(lang, p)}</td></tr>)}
        </tbody>
      </table>
    </>
  );
}

/** A table given whole by a view model: { id, caption, head: [..], rows: [{ label, sub?, cells: [{ id, text }] }] }. */
function PlainTable({ table }) {
  return (
    <div class="table-wrap">
      <table class="table" data-testid={table.id}>
        <caption>{table.caption}</caption>
        <thead><tr>{table.head.map((c) => <th scope="col">{c}</th>)}</tr></thead>
        <tbody>
          {table.rows.map((r) => (
            <tr>
              <th scope="row">{r.label}{r.sub ? <span class="row-sub">{r.sub}</span> : null}</th>
              {r.cells.map((c) => <td data-testid={c.id}>{c.text}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SeriesDetails({ vm, view, setView }) {
  const lang = getLang();
  const shown = vm.series.filter((s) => !s.optional);
  const series = shown.find((s) => s.id === view.series) ?? shown[0];
  const means = (vm.means ?? shown.map((s) => ({ id: s.id, label: s.label, value: s.mean })))
    .filter((m) => !m.optional && typeof m.value === 'number');
  return (
    <>
      {shown.length > 1 ? (
        <div class="segment segment--wrap" role="group" aria-label={t('show')}>
          {shown.map((s) => <button type="button" class="segment__btn" aria-pressed={String(s === series)}
            data-testid={`series-${s.id}`} onClick={() => setView({ series: s.id })}>{s.label}</button>)}
        </div>) : null}
      <ColumnChart series={series} highlightFrom={series.highlightFrom}
        pick={series.highlightFrom !== undefined ? (k) => setView({ k }) : null} />
      {means.length ? <h3 class="means__title">{t('mean')}</h3> : null}
      {means.length ? (
        <dl class="means">
          {means.map((m) => <div><dt>{m.label}</dt><dd class="num" data-testid={`mean-${m.id}`}>{decimal(lang, m.value)}</dd></div>)}
        </dl>) : null}
      <DistTable series={series} k={view.k} />
    </>
  );
}

export function Details({ vm, view, setView }) {
  const series = vm.series ? <SeriesDetails vm={vm} view={view} setView={setView} /> : null;
  const parts = [
    vm.categories ? <RowChart categories={vm.categories} /> : null,
    vm.seriesFirst ? series : null,
    ...(vm.tables ?? []).map((table) => <PlainTable table={table} />),
    vm.mishapTable ? <MishapTables vm={vm} /> : null,
    vm.seriesFirst ? null : series,
  ];
  if (!parts.some(Boolean)) return null;
  return <><h2 class="section-title">{t('chart')}</h2>{parts}</>;
}
