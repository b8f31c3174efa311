// What each game shows from a calc response: the key figure, the figures
// next to it, the distributions to chart and the means. Every number comes
// from the response; only P(at least k) is summed here from a distribution.
import { t } from './i18n.mjs';
import { atLeast } from './format.mjs';
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

function at44(r, values, view) {
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
