// The Epic Escarmouches army in the list builder (docs/lists.md, "epic"): the
// army's strategic and morale values (list options `strategic` / `morale`,
// kept on the first entry: the core reads them from any one entry), per entry
// its formation number (`formation`: entries with the same number form one
// formation; none = a formation of its own) and its points (`points`: the
// seed prices nothing), and the core's facts (formations, their units and
// break points). Each edit is one undo step. Everything is set as text.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { stepper } from '../../ui/rows.mjs';
import { setOption } from '../../lists/model.mjs';
import '../../platform/lists-words.mjs';

// The points of one unit: the seed prices nothing; a whole number up to this.
const MAX_POINTS = 10000;

/** Whether `list` is an Epic Escarmouches army. */
export const isEpic = (list) => loaded.get(list?.ruleset)?.system === 'epic';

/** The army's value `name` (the first entry giving it), or null. */
export const armyValue = (list, name) => list.units.find((u) => u.options?.[name] !== undefined)?.options[name] ?? null;

/** Writes the army's value on the first entry and removes it from the others (one army, one value). */
function setArmyValue(l, name, value) {
  l.units.forEach((_, k) => setOption(l, k, name, k === 0 ? value : undefined));
}

/** The army's values as text: « Valeur stratégique 3 · Moral 4+ » (a shared list, the paper). */
export function epicArmyText(list) {
  const s = armyValue(list, 'strategic');
  const m = armyValue(list, 'morale');
  return `${t('epicStrategic')} ${s ?? '—'} · ${t('epicMorale')} ${m === null ? '—' : `${m}+`}`;
}

/** The army's strategic and morale values (steppers; with no entry yet, a hint). */
export function drawEpicArmy(S, ops) {
  const list = S.list;
  const lang = getLang();
  if (S.mode === 'view') return h('p', { class: 'lists-meta', 'data-testid': 'epic-army' }, epicArmyText(list));
  if (!list.units.length) return h('p', { class: 'lists-meta', 'data-testid': 'epic-army' }, t('epicArmyFirst'));
  const row = (name, label, min, max, first) => {
    const v = armyValue(list, name);
    const set = (x) => ops.edit((l) => setArmyValue(l, name, x));
    return stepper(`epic-${name}`, label, v === null ? '—' : integer(lang, v),
      v !== null ? () => set(v <= min ? undefined : v - 1) : null,
      v === null || v < max ? () => set(v === null ? first : v + 1) : null);
  };
  return h('div', { class: 'entry-options', 'data-testid': 'epic-army', role: 'group', 'aria-label': t('epicArmy') },
    row('strategic', t('epicStrategic'), 0, 100, 1),
    row('morale', t('epicMoraleLong'), 1, 6, 4));
}

/** The formation and the points of entry `i` (builder, editable). */
export function drawEpicOptions(S, ops, entry, i, field) {
  const lang = getLang();
  const opts = entry.options ?? {};
  const formation = opts.formation ?? null;
  const used = S.list.units.map((u) => u.options?.formation ?? 0);
  const edit = (name, value) => ops.edit((l) => setOption(l, i, name, value));
  return h('div', { class: 'entry-options', 'data-testid': `entry-${i}-epic` },
    stepper(`entry-${i}-formation`, t('epicFormation'), formation === null ? t('epicFormationOwn') : integer(lang, formation),
      formation !== null ? () => edit('formation', formation === 1 ? undefined : formation - 1) : null,
      formation === null || formation < Math.max(...used) + 1 ? () => edit('formation', formation === null ? 1 : formation + 1) : null),
    field(`entry-${i}-points`, t('epicPoints'), opts.points, (v) => ops.live((l) => setOption(l, i, 'points', v === '' ? undefined : Number(v))),
      ops.record, { type: 'number', min: 0, max: MAX_POINTS, message: t('epicPointsBound', { max: integer(lang, MAX_POINTS) }) }));
}

/** The options of an entry as text (read-only view): "Formation 2 · 30 pts". */
export function epicOptionsText(entry) {
  const o = entry.options ?? {};
  return [o.formation !== undefined ? `${t('epicFormation')} ${o.formation}` : null,
    o.points !== undefined ? `${integer(getLang(), o.points)} ${t('listPointsShort')} / ${t('epicUnit')}` : null].filter(Boolean).join(' · ');
}

/** The core's facts of the army: strategic and morale values, points, how many formations (in the sticky summary). */
export function drawEpicFacts(result) {
  const f = result?.facts;
  if (!f || !Array.isArray(f.formations)) return null;
  const lang = getLang();
  const rows = [
    ['strategic', t('epicStrategic'), f.strategic === null ? '—' : integer(lang, f.strategic)],
    ['morale', t('epicMoraleLong'), f.morale === null ? '—' : `${integer(lang, f.morale)}+`],
    ['points', t('epicPointsTotal'), f.points === null ? t('epicPointsUnknown') : `${integer(lang, f.points)} ${t('listPoints')}`],
    ['formations', t('epicFormations'), integer(lang, f.formations.length)],
  ];
  // On a line or two: the summary they sit in is pinned and must stay short.
  return h('dl', { class: 'list-facts list-facts--line', 'data-testid': 'list-facts', 'aria-label': t('epicFacts') },
    rows.map(([key, label, value]) => h('div', {}, h('dt', {}, label), h('dd', { 'data-testid': `list-fact-${key}` }, value))));
}

/** The formations with their units and break points (under the entries, not in the sticky summary). */
export function drawEpicFormations(result, list) {
  const f = result?.facts;
  if (!f || !Array.isArray(f.formations) || !f.formations.length) return null;
  const lang = getLang();
  const name = (e) => list.units[e]?.name || loaded.get(list.ruleset)?.units.find((u) => u.id === list.units[e]?.unit)?.name?.[lang]
    || list.custom?.units?.find((u) => u.id === list.units[e]?.unit)?.name?.[lang] || list.units[e]?.unit || '?';
  return h('section', { class: 'epic-formations', 'aria-label': t('epicFormations') },
    h('h3', { class: 'cu-sub' }, t('epicFormations')),
    h('ul', { class: 'lists-meta', 'data-testid': 'epic-formations' }, f.formations.map((g, k) =>
      h('li', { 'data-testid': `epic-formation-${k}` }, t('epicFormationLine', {
        n: g.formation ?? '—', units: integer(lang, g.units), bp: integer(lang, g.breakPoint),
        entries: g.entries.map(name).join(', ') })))));
}
