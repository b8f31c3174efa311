// Titanicus' view models (see views.mjs): an attack (on a chosen location,
// with the armour used), and v2's action point roll.
import { t, getLang } from '../../platform/words.mjs';
import { atLeast, percent, integer } from '../../platform/format.mjs';

function actionPoints(r, view) {
  const lang = getLang();
  const k = Math.max(1, Math.min(view.k, r.dice));
  const dist = r.actionPoints;
  return {
    key: { label: t(k === 1 ? 'apAtLeast' : 'apAtLeastPlural', { k }), p: k < dist.length ? atLeast(dist)[k] : 0 },
    threshold: r.dice > 0 ? { max: r.dice, label: t('apWanted') } : null,
    badges: [
      { id: 'ap-dice', label: t('apDiceRolled'), value: integer(lang, r.dice) },
      { id: 'ap-chance', label: t('apChancePerDie'), value: percent(lang, r.chancePerDie) },
    ],
    series: [{ id: 'actionPoints', label: t('actionPoints'), dist, mean: r.meanActionPoints, highlightFrom: k }],
  };
}

export function titanicus(r, values, view) {
  if (r.actionPoints) return actionPoints(r, view);
  const lang = getLang();
  return {
    key: { label: t('destroyChance'), p: r.destroyed },
    badges: r.armourUsed === undefined ? null : [
      { id: 'armour-used', label: t('armourUsed'), value: integer(lang, r.armourUsed) },
      { id: 'facing-used', label: t('facingTitan'), value: t(r.facing) },
    ],
    series: [
      { id: 'structureLost', label: t('structureLost'), dist: r.structureLost, mean: r.meanStructureLost },
      { id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits },
      { id: 'shieldsDown', label: t('shieldsDown'), dist: r.shieldsDown, mean: r.meanShieldsDown },
    ],
  };
}
