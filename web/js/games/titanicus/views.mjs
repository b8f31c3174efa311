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

// Below this the destruction chance shows as "< 0,1 %": the headline then
// tells what the attack can do (docs/page.md, "The key figure").
const SHOWN = 0.001;
const oneOrMore = (dist) => (dist && dist.length ? 1 - dist[0] : 0);

/**
 * The headline of an attack: the chance to destroy the location; when it is
 * (about) nil, the chance of at least 1 structure point, else of at least 1
 * shield down, else of at least 1 hit (the destruction chance then a badge).
 */
function keyOf(r) {
  if (r.destroyed >= SHOWN) return { key: { label: t('destroyChance'), p: r.destroyed }, fallback: false };
  const found = [['keyStructure', r.structureLost], ['keyShields', r.shieldsDown], ['keyHit', r.hits]]
    .find(([, dist]) => oneOrMore(dist) >= SHOWN);
  if (!found) return { key: { label: t('destroyChance'), p: r.destroyed }, fallback: false };
  return { key: { label: t(found[0]), p: oneOrMore(found[1]) }, fallback: true };
}

export function titanicus(r, values, view) {
  if (r.actionPoints) return actionPoints(r, view);
  const lang = getLang();
  const { key, fallback } = keyOf(r);
  const badges = [
    ...(fallback ? [{ id: 'destroy-chance', label: t('destroyChance'), value: percent(lang, r.destroyed) }] : []),
    // The Trident's chain: hooked on a to-hit die of 4+ or damage done.
    ...(r.hooked === undefined ? [] : [{ id: 'hooked', label: t('titanHooked'), value: percent(lang, r.hooked) }]),
    ...(r.armourUsed === undefined ? [] : [
      { id: 'armour-used', label: t('armourUsed'), value: integer(lang, r.armourUsed) },
      { id: 'facing-used', label: t('facingTitan'), value: t(r.facing) },
    ]),
  ];
  return {
    key,
    badges: badges.length ? badges : null,
    series: [
      { id: 'structureLost', label: t('structureLost'), dist: r.structureLost, mean: r.meanStructureLost },
      { id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits },
      { id: 'shieldsDown', label: t('shieldsDown'), dist: r.shieldsDown, mean: r.meanShieldsDown },
    ],
  };
}
