// Two or three attacks side by side (view models of views.mjs, one per
// attack, A B C each in its colour): the key figures next to each other, one
// grouped chart with a legend, the figures and the P(at least k) /
// P(exactly k) tables per attack. Only cumulative sums are computed here.
// Preact components; props: { vms, view, setView(changes), active }.
import { t, getLang } from '../platform/words.mjs';
import { atLeast, decimal, percent, integer } from '../platform/format.mjs';
import { MiniStepper, barStyle } from './results.jsx';
import { LETTERS } from './share.mjs';

const Swatch = ({ i }) => <span class={`swatch c-${i}`} aria-hidden="true">{LETTERS[i]}</span>;

export function CompareSummary({ vms, view, setView, active }) {
  const lang = getLang();
  const labels = vms.map((vm) => vm.key.label);
  const same = labels.every((l) => l === labels[0]);
  const max = Math.max(0, ...vms.map((vm) => vm.threshold?.max ?? 0));
  return (
    <>
      {same ? <p class="keys__label" data-testid="key-label">{labels[0]}</p> : null}
      <ul class="keys" data-testid="key-figures">
        {vms.map((vm, i) => (
          <li class={`keys__item c-${i}${i === active ? ' is-active' : ''}`}>
            <Swatch i={i} />
            <span class="visually-hidden">{`${t('attackLetter', { letter: LETTERS[i] })} : `}</span>
            <span class="keys__value" data-testid={`key-figure-${LETTERS[i]}`}>{percent(lang, vm.key.p)}</span>
            {same ? null : <span class="keys__sub">{vm.key.label}</span>}
            {vm.name ? <span class="keys__name" data-testid={`key-name-${LETTERS[i]}`}>{vm.name}</span> : null}
          </li>
        ))}
      </ul>
      {max > 0 ? <MiniStepper label={vms.find((vm) => vm.threshold?.label)?.threshold.label ?? t('threshold')}
        value={Math.min(view.k, max)} min={1} max={max} set={(v) => setView({ k: v })} testid="threshold" /> : null}
    </>
  );
}

// An empty corner cell still names its column for screen readers.
const HeadRow = ({ first, vms }) => (
  <thead><tr>
    <th scope="col">{first || <span class="visually-hidden">{t('figures')}</span>}</th>
    {vms.map((_, i) => <th scope="col"><Swatch i={i} />
      <span class="visually-hidden">{t('attackLetter', { letter: LETTERS[i] })}</span></th>)}
  </tr></thead>
);

/** Rows of figures (badges, means) with one column per attack. */
function FiguresTable({ vms }) {
  const lang = getLang();
  const rows = new Map();
  vms.forEach((vm, i) => {
    // Badges, and figures shown only side by side (each location of a vehicle).
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
  return (
    <table class="table table--compare" data-testid="figures-table">
      <caption>{t('figures')}</caption>
      <HeadRow first="" vms={vms} />
      <tbody>
        {shown.map((r) => <tr><th scope="row">{r.label}</th>
          {vms.map((_, i) => <td data-testid={`${r.id}-${LETTERS[i]}`}>{r.cells[i] ?? '—'}</td>)}</tr>)}
      </tbody>
    </table>
  );
}

const Legend = ({ vms }) => (
  <ul class="legend" aria-hidden="true">
    {vms.map((vm, i) => <li><Swatch i={i} />{vm.name ? t('attackNamed', { letter: LETTERS[i], name: vm.name }) : t('attackLetter', { letter: LETTERS[i] })}</li>)}
  </ul>
);

function GroupedChart({ label, dists, from, pick, offset }) {
  const lang = getLang();
  const length = Math.max(...dists.map((d) => d?.length ?? 0));
  const max = Math.max(1e-12, ...dists.flatMap((d) => d ?? []));
  const every = Math.ceil(length / 11);
  return (
    <div class="chart chart--grouped" role="img" data-testid="chart" aria-label={t('chartName', { series: label })}>
      {Array.from({ length }, (_, k) => {
        const picks = pick && k - offset >= 1;
        return (
          <div class={`col${from !== undefined && k - offset >= from ? ' col--in' : ''}`}
            data-pick={picks ? 'true' : undefined} onClick={picks ? () => pick(k - offset) : undefined}>
            <div class="col__bar">
              {dists.map((d, i) => {
                if (!d) return null;
                const p = d[k] ?? 0;
                return <span class={`bar c-${i}`} style={barStyle('--h', Math.max(p / max, p > 0 ? 0.01 : 0))} />;
              })}
            </div>
            <span class="col__k">{k % every === 0 ? integer(lang, k - offset) : ''}</span>
          </div>
        );
      })}
    </div>
  );
}

function KTable({ kind, caption, dists, vms, k, offset }) {
  const lang = getLang();
  const length = Math.max(...dists.map((d) => d?.length ?? 0));
  const columns = dists.map((d) => (d ? (kind === 'atleast' ? atLeast(d) : d) : null));
  return (
    <div class="table-wrap">
      <table class="table table--compare" data-testid={`${kind}-table`}>
        <caption>{caption}</caption>
        <HeadRow first="k" vms={vms} />
        <tbody>
          {Array.from({ length }, (_, i) => (
            <tr class={i - offset === k ? 'is-k' : undefined}>
              <th scope="row">{integer(lang, i - offset)}</th>
              {columns.map((c, a) => <td data-testid={`${kind}-${LETTERS[a]}-${i - offset}`}>{c ? percent(lang, c[i] ?? 0) : '—'}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Outcomes (a view's `categories`): the outcomes of each action, one row per outcome, one column per attack. */
function Outcomes({ vms }) {
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
  return (
    <>
      <Legend vms={vms} />
      <div class="rows rows--grouped" role="img" data-testid="chart" aria-label={t('chartName', { series: t('outcome') })}>
        {list.map((r) => (
          <div class="row">
            <span class="row__label">{r.label}</span>
            <span class="row__bars">
              {vms.map((_, i) => <span class="row__bar"><span class={`bar c-${i}`} style={barStyle('--w', (r.p[i] ?? 0) / max)} /></span>)}
            </span>
          </div>
        ))}
      </div>
      <div class="table-wrap">
        <table class="table table--compare" data-testid="outcome-table">
          <caption>{t('probability')}</caption>
          <HeadRow first={t('outcome')} vms={vms} />
          <tbody>
            {list.map((r) => <tr><th scope="row">{r.label}</th>
              {vms.map((_, i) => <td data-testid={`outcome-${r.id}-${LETTERS[i]}`}>{cell(r.p[i])}</td>)}</tr>)}
          </tbody>
        </table>
      </div>
      {list.some((r) => r.atLeast.some((p) => p !== undefined)) ? (
        <div class="table-wrap">
          <table class="table table--compare" data-testid="atleast-level-table">
            <caption>{t('atLeastLevel')}</caption>
            <HeadRow first={t('outcome')} vms={vms} />
            <tbody>
              {list.filter((r) => r.wound).map((r) => <tr><th scope="row">{r.label}</th>
                {vms.map((_, i) => <td>{cell(r.atLeast[i])}</td>)}</tr>)}
            </tbody>
          </table>
        </div>) : null}
    </>
  );
}

export function CompareDetails({ vms, view, setView }) {
  const title = <h2 class="section-title">{t('chart')}</h2>;
  if (vms.some((vm) => vm.categories)) return <>{title}<Outcomes vms={vms} /><FiguresTable vms={vms} /></>;
  const all = new Map();
  for (const vm of vms) for (const s of vm.series ?? []) if (!s.optional || !all.has(s.id)) all.set(s.id, s);
  const ids = [...all.keys()].filter((id) => vms.some((vm) => vm.series?.some((s) => s.id === id && !s.optional)));
  if (!ids.length) return <FiguresTable vms={vms} />;
  const id = ids.includes(view.series) ? view.series : ids[0];
  const series = all.get(id);
  const dists = vms.map((vm) => vm.series?.find((s) => s.id === id)?.dist ?? null);
  const from = series.highlightFrom !== undefined ? view.k : undefined;
  const pick = from !== undefined ? (k) => setView({ k }) : null;
  const offset = series.offset ?? 0;
  return (
    <>
      {title}
      {ids.length > 1 ? (
        <div class="segment" role="group" aria-label={t('show')}>
          {ids.map((s) => <button type="button" class="segment__btn" aria-pressed={String(s === id)}
            data-testid={`series-${s}`} onClick={() => setView({ series: s })}>{all.get(s).label}</button>)}
        </div>) : null}
      <Legend vms={vms} />
      <GroupedChart label={series.label} dists={dists} from={from} pick={pick} offset={offset} />
      <FiguresTable vms={vms} />
      <KTable kind="atleast" caption={t('atLeastCaption', { series: series.label })} dists={dists} vms={vms} k={from} offset={offset} />
      <KTable kind="exact" caption={t('exactCaption', { series: series.label })} dists={dists} vms={vms} k={from} offset={offset} />
    </>
  );
}
