// The AT-44 company in the list builder: per entry the list options a
// company needs (docs/lists.md: `stars` for units whose ruleset has none,
// officer `grade` 0–5, `hero`, and `commander` / `unitOf` (entry number,
// 1-based) / `pc` / `aut` when the core knows them), edited with steppers and toggles, each edit one undo step;
// and the core's `facts` of the company (checkList(...).facts: size row,
// reinforcements, table, objectives, sudden death, CP per turn) when the
// core gives them. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { unitIn, unitName, setOption } from '../../lists/model.mjs';
import { stepper, toggle } from '../../ui/rows.mjs';

/** Whether `list` is an AT-44 company. */
export const isAt44 = (list) => loaded.get(list?.ruleset)?.system === 'at44';

const known = new Map();
/** Whether the core accepts the list option `name` for AT-44 (asked once, with a one-entry list). */
export function knowsOption(auspex, ruleset, name) {
  const key = `${ruleset}/${name}`;
  if (!known.has(key)) {
    const unit = loaded.get(ruleset)?.units?.[0]?.id;
    let ok = false;
    try {
      auspex.checkList({ format: 'auspex-list', version: 1, ruleset, units: [{ unit, options: { [name]: 1 } }] });
      ok = true;
    } catch { ok = false; }
    known.set(key, ok);
  }
  return known.get(key);
}

/** The AT-44 options of entry `i` (builder, editable). */
export function drawAt44Options(S, ops, entry, i) {
  const lang = getLang();
  const opts = entry.options ?? {};
  const base = unitIn(S.list, entry.unit)?.stars ?? null;
  const stars = opts.stars ?? base;
  const starsLabel = base === null ? t('at44StarsNone') : t('at44Stars', { n: base });
  const edit = (name, value) => ops.edit((l) => setOption(l, i, name, value));
  // The ruleset's value (or none, for 0) is written as no option at all.
  const setStars = (v) => edit('stars', v === base || (base === null && v === 0) ? undefined : v);
  const grade = opts.grade ?? null;
  const parts = [
    stepper(`entry-${i}-stars`, starsLabel, stars === null ? '—' : integer(lang, stars),
      stars !== null && stars > 0 ? () => setStars(stars - 1) : null,
      () => setStars(stars === null ? 1 : stars + 1)),
    // No option: not an officer; 0 … 5: an officer of that grade (grade 0 is one, within a unit).
    stepper(`entry-${i}-grade`, t('at44Grade'), grade === null ? t('at44GradeNone') : integer(lang, grade),
      grade !== null ? () => edit('grade', grade === 0 ? undefined : grade - 1) : null,
      grade === null || grade < 5 ? () => edit('grade', grade === null ? 0 : grade + 1) : null),
  ];
  const toggles = [toggle(`entry-${i}-hero`, t('at44Hero'), opts.hero, () => edit('hero', opts.hero ? undefined : 1))];
  if (S.auspex && knowsOption(S.auspex, S.list.ruleset, 'commander')) {
    toggles.push(toggle(`entry-${i}-commander`, t('at44Commander'), opts.commander, () => ops.edit((l) => {
      // One commander: taking it here takes it from the others.
      l.units.forEach((_, k) => { if (k !== i) setOption(l, k, 'commander', undefined); });
      setOption(l, i, 'commander', opts.commander ? undefined : 1);
      // A commander is an officer: one made commander in one tap is of the highest grade the company allows.
      if (!opts.commander && grade === null) setOption(l, i, 'grade', S.result?.facts?.commanderMaxGrade ?? 1);
    })));
  }
  parts.push(h('div', { class: 'step-row step-row--wrap' }, toggles));
  // The commander's CP and AUT (list options `pc`, `aut`), when the core knows them.
  for (const [name, label, max] of [['pc', 'at44Pc', 20], ['aut', 'at44Aut', 10]]) {
    if (!opts.commander || !S.auspex || !knowsOption(S.auspex, S.list.ruleset, name)) continue;
    const v = opts[name] ?? null;
    parts.push(stepper(`entry-${i}-${name}`, t(label), v === null ? '—' : integer(lang, v),
      v !== null ? () => edit(name, v === 0 ? undefined : v - 1) : null,
      v === null || v < max ? () => edit(name, v === null ? 0 : v + 1) : null));
  }
  if ((grade !== null || opts.hero) && S.auspex && knowsOption(S.auspex, S.list.ruleset, 'unitOf')) {
    const id = `lf-entry-${i}-unit-of`;
    parts.push(h('div', { class: 'cu-field' }, h('label', { class: 'cu-label', for: id }, t('at44UnitOf')),
      h('select', { id, class: 'select', 'data-testid': `entry-${i}-unit-of`,
        onchange: (e) => edit('unitOf', e.target.value === '' ? undefined : Number(e.target.value)) }, // entry number, 1-based
      h('option', { value: '' }, t('at44UnitOfNone')),
      S.list.units.map((u, k) => (k === i ? null : h('option', { value: k + 1, selected: opts.unitOf === k + 1 ? true : null },
        `${k + 1}. ${u.name || unitName(S.list, u.unit)}`))))));
  }
  return h('div', { class: 'entry-options', 'data-testid': `entry-${i}-at44` }, parts);
}

/** One fact's value as text: numbers, [a, b] ranges or table sizes, objects by their own keys. */
function factText(key, value) {
  const lang = getLang();
  const n = (x) => (typeof x === 'number' ? integer(lang, x) : String(x));
  if (Array.isArray(value)) {
    if (key === 'tableCm' && value.length === 2) return t('at44FactCm', { w: n(value[0]), d: n(value[1]) });
    if (value.length === 2) return t('at44FactRange', { a: n(value[0]), b: n(value[1]) });
    return value.map(n).join(', ');
  }
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k} ${factText(k, v)}`).join(', ');
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'at44Yes' : 'at44No');
  return n(value);
}

/** The core's facts of the company (checkList(...).facts), when it gives them. */
export function drawAt44Facts(result) {
  const facts = result?.facts;
  if (!facts || typeof facts !== 'object' || !Object.keys(facts).length) return null;
  return h('dl', { class: 'list-facts', 'data-testid': 'list-facts', 'aria-label': t('at44Facts') },
    Object.entries(facts).flatMap(([key, value]) => {
      const label = t(`at44Fact_${key}`);
      return [h('dt', {}, label.startsWith('at44Fact_') ? key : label), h('dd', { 'data-testid': `list-fact-${key}` }, factText(key, value))];
    }));
}
