// An AT-44 unit's profile (ui/profile.mjs) in the seed's abbreviations:
// RANG, MOU, MOR, ARM, DEF, the vehicle's PS, then what the company gives it
// (★ stars, GRD grade, Héros, Commandant: changed, *); what the rules leave
// out said as such; its skills by id; each weapon « PRE 5 · TIR 1/1 ·
// PEN 18/2 » (TIRS: cadence / re-rolls, PEN: penetration / damage) and its
// fire mode and skills, each opening its text.
import { t } from '../../platform/words.mjs';
import { nameOf } from '../../platform/rulesets.mjs';

const UNIT = [['rank', 'at44ProfileRank'], ['mou', 'at44ProfileMou'], ['mor', 'at44ProfileMor'], ['arm', 'at44ProfileArm'], ['def', 'at44ProfileDef']];
const pair = (a, b) => (b === undefined ? `${a}` : `${a}/${b}`);

/** « PRE 5 · TIR 1/1 · PEN 18/2 », what the ruleset gives of the weapon. */
export function weaponValue(w) {
  return [w.pre !== undefined ? `PRE ${w.pre}` : null,
    w.cadence !== undefined ? `TIR ${pair(w.cadence, w.rerolls)}` : w.rerolls !== undefined ? `${t('at44ProfileRerolls')} ${w.rerolls}` : null,
    w.aire !== undefined ? `AIRE ${w.aire}` : null,
    w.pen !== undefined ? `PEN ${pair(w.pen, w.damage)}` : w.damage !== undefined ? `${t('at44ProfileDamage')} ${w.damage}` : null].filter(Boolean).join(' · ');
}

/** The profile of `entry` in ruleset view `data`; null without the unit. */
export function at44Profile(data, entry) {
  const unit = data?.units?.find((u) => u.id === entry.unit);
  if (!unit) return null;
  const o = entry.options ?? {};
  const vehicle = unit.type === 'vehicule';
  const stats = unit.type ? [{ label: '', value: t(vehicle ? 'at44ProfileVehicle' : 'at44ProfileInfantry') }] : [];
  stats.push(...UNIT.filter(([k]) => unit[k] !== undefined).map(([k, label]) => ({ label: t(label), value: String(unit[k]) })));
  if (vehicle && unit.chassisPs !== undefined) stats.push({ label: t('at44ProfileChassis'), value: String(unit.chassisPs) });
  if (vehicle && unit.propulsionPs !== undefined) stats.push({ label: t('at44ProfilePropulsion'), value: unit.propulsionPs.join('/') });
  const stars = o.stars ?? unit.stars;
  if (stars !== undefined) stats.push({ label: t('at44ProfileStars'), value: String(stars), changed: o.stars !== undefined && o.stars !== unit.stars });
  if (o.grade !== undefined) stats.push({ label: t('at44ProfileGrade'), value: String(o.grade), changed: true });
  if (o.hero) stats.push({ label: '', value: t('at44Hero'), changed: true });
  if (o.commander) stats.push({ label: '', value: t('at44Commander'), changed: true });
  const missing = [...UNIT.filter(([k]) => unit[k] === undefined).map(([, label]) => t(label)), ...(unit.stars === undefined && o.stars === undefined ? [t('at44ProfileStars')] : [])];
  const mounts = unit.weapons?.length ? unit.weapons : (entry.weapons ?? []).map((weapon) => ({ weapon, count: 1 }));
  const weapons = mounts.map((m) => {
    const w = data.weapons?.find((x) => x.id === m.weapon);
    if (!w) return { name: m.weapon, count: m.count ?? 1, value: '', rules: [] };
    const value = weaponValue(w) || t('at44ProfileNoValues');
    return { name: nameOf(w.name), count: m.count ?? 1, value: `${value}${m.ps !== undefined ? ` · PS ${m.ps}` : ''}`,
      rules: [w.mode, ...(w.skills ?? [])].filter(Boolean) };
  });
  return { stats, missing, rules: [...(unit.skills ?? [])], weapons };
}

/**
 * A game sheet's profile: its unit's (weapons, rules) with the values the
 * sheet plays with (the ruleset's, and those the players gave at the start,
 * marked *).
 */
export function sheetProfile(data, sheet) {
  const base = at44Profile(data, { unit: sheet.unit, weapons: (sheet.given?.weapons ?? []).map((w) => w.weapon) });
  if (!base) return null;
  const given = sheet.given ?? {};
  const p = sheet.profile ?? {};
  const stats = [{ label: '', value: t(sheet.type === 'vehicule' ? 'at44ProfileVehicle' : 'at44ProfileInfantry'), changed: 'type' in given }];
  for (const [k, label] of UNIT) if (p[k] !== undefined && p[k] !== null) stats.push({ label: t(label), value: String(p[k]), changed: k in given });
  return { ...base, stats, missing: UNIT.filter(([k]) => p[k] === undefined || p[k] === null).map(([, label]) => t(label)),
    rules: [...new Set([...(p.skills ?? []), ...base.rules])] };
}
