// A Titanicus unit's profile (ui/profile.mjs), as the seed's sheets write it:
// its weapons' slots, its move (« Mouvement 8 cm + 1x45° »), v2's action
// points and void shields, each location's armour and structure boxes
// (« HAUT - Armure 12/10 ◎◎◎◎◎ »); each weapon « 45cm // 6xF4 » (v1) or
// « 30cm 8x 4+ 4 » (v2), « CC » for close combat, « ! » once a turn; the
// special rules by their ids (the weapons' flags, Manoeuvrable, Holo, the
// faction's shields and VSG), each opening its text.
import { t } from '../../platform/words.mjs';
import { nameOf, loaded } from '../../platform/rulesets.mjs';
import { h } from '../../ui/view.mjs';
import { ruleText, actionRule } from '../../platform/glossary.mjs';
import { ruleName, rulesTip } from '../../ui/rule-tip.mjs';

const WEAPON_RULES = ['closeCombat', 'oncePerTurn', 'minOneDamage', 'indirect', 'apCost', 'cannotAim', 'ignoresShields', 'grapple'];
const has = (x, k) => x?.[k] !== undefined && x[k] !== false && x[k] !== null;

/** « 45cm // 6xF4 », « CC // !1xF9 » (v1); « 30cm 8x 4+ 4 », « CC 1x 4+ 9 1! » (v2). */
export function weaponValue(w, v2) {
  const range = w.closeCombat ? 'CC' : `${w.range}cm`;
  if (v2) return `${range} ${w.dice}x ${w.toHit}+ ${w.strength}${w.oncePerTurn ? ' 1!' : ''}${w.apCost ? ` · ${w.apCost} ${t('titanAp')}` : ''}`;
  return `${range} // ${w.oncePerTurn ? '!' : ''}${w.dice}xF${w.strength}${w.apCost ? ` · ${w.apCost} ${t('titanAp')}` : ''}`;
}

/** The profile of `entry` (its unit, its weapons, its points) in ruleset view `data`; null without the unit. */
export function titanProfile(data, entry) {
  const unit = data?.units?.find((u) => u.id === entry.unit);
  if (!unit) return null;
  const v2 = data.edition === 'v2';
  const faction = data.factions?.find((f) => f.id === unit.faction);
  const stats = [];
  const points = entry.options?.points;
  if (points !== undefined || unit.points !== undefined) {
    stats.push({ label: t('titanProfilePoints'), value: String(points ?? unit.points), changed: points !== undefined && points !== unit.points });
  }
  if (unit.weaponSlots !== undefined) stats.push({ label: '', value: t('titanProfileSlots', { n: unit.weaponSlots }) });
  if (unit.move) stats.push({ label: t('titanProfileMove'), value: `${unit.move.cm} cm${unit.move.turns ? ` + ${unit.move.turns}x45°` : ''}` });
  const ap = unit.actionPoints;
  if (ap) stats.push({ label: t('titanAp'), value: ap.fixed !== undefined ? `${ap.fixed}${ap.lostPerDamage ? ` (${t('titanProfileApLost')})` : ''}` : `${ap.dice}x ${ap.toHit}+` });
  const shields = unit.voidShields;
  if (shields) stats.push({ label: t('titanShields'), value: `${shields} (${unit.shieldArmour ?? faction?.shieldArmour ?? '?'})` });
  for (const loc of unit.locations ?? []) {
    const armour = loc.rearArmour !== undefined && loc.rearArmour !== loc.armour ? `${loc.armour}/${loc.rearArmour}` : `${loc.armour}`;
    stats.push({ label: t(`loc_${loc.id}`), value: `${t('titanProfileArmour')} ${armour} ${'◎'.repeat(loc.structure)}` });
  }
  const rules = [
    ...['toBeHit', 'holo', 'voidShields', 'actionPoints'].filter((k) => has(unit, k)),
    ...(shields || unit.unknown?.includes('voidShields') ? ['shieldRepairOn', 'vsgCost'].filter((k) => has(faction, k)) : []),
  ];
  const ids = entry.weapons?.length ? entry.weapons : unit.weapons ?? [];
  const counts = new Map();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const weapons = [...counts].map(([id, count]) => {
    const w = data.weapons?.find((x) => x.id === id);
    if (!w) return { name: id, count, value: '', rules: [] };
    return { name: nameOf(w.name), count, value: weaponValue(w, v2), rules: WEAPON_RULES.filter((k) => has(w, k)) };
  });
  return { stats, missing: [], rules, weapons };
}

/** A sheet's weapon `w` as its card shows it: « 45cm // 6xF4 » and its rules, each opening its text. */
export function weaponLine(sheet, w, testid) {
  const data = loaded.get(sheet.ruleset);
  const weapon = data?.weapons?.find((x) => x.id === w.id);
  if (!weapon) return null;
  return h('p', { class: 'titan-weapon__profile', 'data-testid': testid }, weaponValue(weapon, data.edition === 'v2'),
    WEAPON_RULES.filter((k) => has(weapon, k)).map((k, n) => {
      const rule = ruleText(sheet.ruleset, k);
      return rule ? [' ', ruleName(rule, null, `${testid}-rule-${n}`)] : null;
    }));
}

/** The sheet's own rules (Manoeuvrable, Holo…) and its actions' (« Que disent les règles ? »), at a tap. */
export function sheetRules(sheet, testid) {
  const data = loaded.get(sheet.ruleset);
  const profile = titanProfile(data, { unit: sheet.unit, weapons: [] });
  const actions = ['activate', 'move', 'aim', 'alert', 'special'].map((type) => actionRule(sheet.ruleset, 'titanSheet', type));
  return rulesTip([...(profile?.rules ?? []).map((id) => ruleText(sheet.ruleset, id)), ...actions,
    ruleText(sheet.ruleset, 'repairShields'), ruleText(sheet.ruleset, 'vsgOverload')].filter(Boolean), testid);
}
