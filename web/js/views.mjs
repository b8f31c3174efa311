// What each game shows from a calc response: the key figure, the figures
// next to it, the distributions to chart and the means. Every number comes
// from the response; only P(at least k) is summed here from a distribution.
import { t, getLang } from './i18n.mjs';
import { atLeast, integer } from './format.mjs';
import { epic } from './views-epic.mjs';
import { titanicus } from './views-titanicus.mjs';

const plural = (k) => t(k === 1 ? 'killAtLeast' : 'killAtLeastPlural', { k });

function chanceAtLeast(dist, k) {
  return k < dist.length ? atLeast(dist)[k] : 0;
}

function target(text) {
  if (text === 'auto') return t('auto');
  if (text === 'impossible') return t('impossible');
  return text;
}

function at44Tests(r, values, view) {
  const lang = getLang();
  if (values.kind === 'morale') {
    return { key: { label: t('at44MoralePass'), p: r.pass },
      badges: [{ id: 'morale-value', label: t('at44MoraleValue'), value: integer(lang, r.morale) },
        { id: 'morale-target', label: t('at44MoraleTarget'), value: target(r.moraleTarget) }] };
  }
  if (values.kind === 'authority') {
    return { key: { label: t('authorityWins'), p: r.firstWins }, note: t('authorityTie'),
      categories: [{ id: 'firstAhead', label: t('firstAhead'), p: r.firstAhead, wound: true },
        { id: 'tie', label: t('authorityTieRow'), p: r.tie },
        { id: 'secondAhead', label: t('secondAhead'), p: r.secondAhead }] };
  }
  const k = Math.max(1, Math.min(view.k, r.crushed.length - 1));
  return { key: { label: t('crushAtLeast', { k }), p: chanceAtLeast(r.crushed, k) },
    threshold: { max: r.crushed.length - 1, label: t('crushWanted') },
    badges: [{ id: 'free-target', label: t('crushFree'), value: r.freeTarget },
      { id: 'engaged-target', label: t('crushEngaged'), value: r.engagedTarget }],
    series: [{ id: 'crushed', label: t('crushed'), dist: r.crushed, mean: r.meanCrushed, highlightFrom: k }] };
}

function at44(r, values, view) {
  if (!['shoot', 'melee'].includes(values.kind)) return at44Tests(r, values, view);
  return {
    key: { label: plural(view.k), p: chanceAtLeast(r.casualties, view.k) },
    threshold: { max: values.models },
    badges: [
      { id: 'hit-target', label: t('hitTarget'), value: target(r.hitTarget) },
      { id: 'damage-target', label: t('damageTarget'), value: target(r.damageTarget) },
    ],
    series: [
      { id: 'casualties', label: t('casualties'), dist: r.casualties, mean: r.meanCasualties, highlightFrom: view.k },
      { id: 'impacts', label: t('impacts'), dist: r.impacts, mean: r.meanImpacts },
      // Without cover, "after cover" is the impacts again: shown only when compared with a cover.
      { id: 'unsaved', label: t('unsaved'), dist: r.unsaved, mean: r.meanUnsaved, optional: !values.coverSave },
    ],
    means: [
      { id: 'impacts', label: t('impacts'), value: r.meanImpacts },
      { id: 'unsaved', label: t('unsaved'), value: r.meanUnsaved, optional: !values.coverSave },
      { id: 'casualties', label: t('casualties'), value: r.meanCasualties },
    ],
  };
}

const LEVELS = ['sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'];
// The wound levels each action's table has (Lois 9-11, 12, 13, 19, 21).
const ACTION_LEVELS = { bout_portant: ['blesse', 'etat_critique', 'hors_combat'] };

function kolaps(r, values) {
  const levels = ACTION_LEVELS[values.action] ?? LEVELS;
  const mishap = t(values.action === 'frapper' ? 'mishapStrike' : 'mishap');
  const wounds = levels.map((id) => ({ id, label: t(id), p: r.outcomes[id], wound: true }));
  // P(at least this level): summed from the worst level down.
  let sum = 0;
  for (let i = wounds.length - 1; i >= 0; i -= 1) { sum += wounds[i].p; wounds[i].atLeast = Math.min(1, sum); }
  return {
    key: { label: t('successChance'), p: r.success },
    split: wounds,
    categories: [
      { id: 'failure', label: t('failure'), p: r.failure },
      { id: 'mishap', label: mishap, p: r.mishap },
      ...wounds,
    ],
    mishapTable: { title: t('mishapTable', { mishap: mishap.toLowerCase() }), p: r.mishapTable },
  };
}

const views = { titanicus, at44, kolaps, epic };

/** The view model of `response` for a game, its form values and view state {k, series}. */
export function viewOf(game, response, values, view) {
  return views[game.system](response, values, view);
}
