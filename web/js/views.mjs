// What each game shows from a calc response: the key figure, the figures
// next to it, the distributions to chart and the means. Every number comes
// from the response; only P(at least k) is summed here from a distribution.
import { t, getLang } from './i18n.mjs';
import { atLeast, percent } from './format.mjs';

const plural = (k) => t(k === 1 ? 'killAtLeast' : 'killAtLeastPlural', { k });

function chanceAtLeast(dist, k) {
  return k < dist.length ? atLeast(dist)[k] : 0;
}

function target(text) {
  if (text === 'auto') return t('auto');
  if (text === 'impossible') return t('impossible');
  return text;
}

function titanicus(r) {
  return {
    key: { label: t('destroyChance'), p: r.destroyed },
    series: [
      { id: 'structureLost', label: t('structureLost'), dist: r.structureLost, mean: r.meanStructureLost },
      { id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits },
      { id: 'shieldsDown', label: t('shieldsDown'), dist: r.shieldsDown, mean: r.meanShieldsDown },
    ],
  };
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

function neededText(n) {
  if (n <= 1) return t('auto');
  if (n <= 6) return `${n}+`;
  return t('thenRoll', { n: Math.min(6, n - 3) });
}

function epic(r, values, view) {
  if (values.kind === 'assault') {
    return { key: { label: t('winChance'), p: r.win }, note: t('tieNote') };
  }
  const lang = getLang();
  return {
    key: { label: plural(view.k), p: chanceAtLeast(r.casualties, view.k) },
    threshold: { max: values.models },
    badges: [
      { id: 'needed', label: t('needed'), value: neededText(r.needed) },
      { id: 'hit-chance', label: t('hitChance'), value: percent(lang, r.hitChance) },
      { id: 'save-chance', label: t('saveChance'), value: percent(lang, r.saveChance) },
    ],
    series: [
      { id: 'casualties', label: t('casualties'), dist: r.casualties, mean: r.meanCasualties, highlightFrom: view.k },
      { id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits },
    ],
  };
}

const views = { titanicus, at44, kolaps, epic };

/** The view model of `response` for a game, its form values and view state {k, series}. */
export function viewOf(game, response, values, view) {
  return views[game.system](response, values, view);
}
