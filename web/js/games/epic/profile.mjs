// An Epic Escarmouches unit's profile (ui/profile.mjs) as the seed's unit
// sheet writes it (« Unité Mvt Sauv. FA Armes Portée Dés Touche Modif.
// Sauv. »): Mvt 5cm · Sauv. 4+ · FA +2, each weapon « Portée 25cm · Dés 1 ·
// Touche 5+ · Modif. Sauv. 0 »; the points the players set, marked (*).
import { t, getLang } from '../../platform/words.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { integer } from '../../platform/format.mjs';
import '../../platform/lists-words.mjs';

const signed = (n) => integer(getLang(), n, true);

/** « Portée 25cm · Dés 1 · Touche 5+ · Modif. Sauv. 0 ». */
export const weaponValue = (w) => [`${t('epicProfileRange')} ${w.rangeCm}cm`, `${t('epicProfileDice')} ${w.dice}`,
  `${t('epicProfileToHit')} ${w.toHit}+`, `${t('epicProfileSaveMod')} ${w.saveModifier ? signed(w.saveModifier) : 0}`].join(' · ');

/** The profile of `entry` in ruleset view `data`; null without the unit. */
export function epicProfile(data, entry) {
  const unit = data?.units?.find((u) => u.id === entry.unit);
  if (!unit) return null;
  const stats = [{ label: t('epicProfileMove'), value: `${unit.moveCm}cm` }, { label: t('epicProfileSave'), value: `${unit.save}+` },
    { label: t('epicProfileFa'), value: signed(unit.fa) }];
  if (unit.kind === 'vehicle') stats.push({ label: '', value: t('epicProfileVehicle') });
  if (entry.options?.points !== undefined) stats.push({ label: t('listPointsShort'), value: integer(getLang(), entry.options.points), changed: true });
  const weapons = (unit.weapons ?? []).map((id) => data.weapons?.find((w) => w.id === id))
    .filter(Boolean).map((w) => ({ name: nameOf(w.name), count: 1, value: weaponValue(w), rules: ['range', 'toHit'] }));
  // The characteristics' rules (what Mvt, Sauv. and FA do), a vehicle's hits.
  return { stats, missing: [], rules: ['mvt', 'saves', 'fa', ...(unit.kind === 'vehicle' ? ['hits'] : [])], weapons };
}
