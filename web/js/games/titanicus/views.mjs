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

/**
 * The headline of an attack: the chance to destroy the location, or, when
 * this attack cannot (0 %), the chance of the first thing it can do — a
 * structure box lost, a void shield down, a hit — so the headline always
 * says something about the attack asked (docs/page.md).
 */
function headlines(r) {
  const some = (dist) => (Array.isArray(dist) && dist.length ? 1 - dist[0] : 0);
  return [{ label: t('destroyChance'), p: r.destroyed ?? 0 }, { label: t('structureChance'), p: some(r.structureLost) },
    { label: t('shieldChance'), p: some(r.shieldsDown) }, { label: t('titanHitChance'), p: some(r.hits) }];
}
// The first headline above 0 % (the last when all are).
const headline = (keys) => keys.find((k) => k.p > 0) ?? keys[0];

export function titanicus(r, values, view) {
  if (r.actionPoints) return actionPoints(r, view);
  const lang = getLang();
  const keys = headlines(r);
  return {
    key: headline(keys),
    keys, // compared attacks share the first headline above 0 % for one of them (calculator.jsx)
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
