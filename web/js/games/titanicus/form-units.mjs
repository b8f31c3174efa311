// Titanicus from units: the attacker's unit and weapon, the target's unit,
// location and facing, and the situational modifiers named as in the rules
// (docs/calc/titanicus.md, "Attacks by unit"). The core reads the sheets.
import { t, getLang } from '../../platform/words.mjs';
import { integer } from '../../platform/format.mjs';
import { unitChoices, unitOf, weaponsOf, weaponOf, nameOf } from '../../platform/rulesets.mjs';

export const unitDefaults = {
  aMode: 'values', tMode: 'values', aUnit: '', weapon: '', tUnit: '', tLocation: '',
  aimed: false, notMoved: false, halfVisible: false, earlierUses: 0, holoSteps: 0, vsgOverloaded: false,
};

export const MODES = [{ value: 'units', label: 'modeUnits' }, { value: 'values', label: 'modeValues' }];

const weaponIn = (v) => weaponOf(unitOf(v.aUnit).data, v.weapon);
const targetIn = (v) => unitOf(v.tUnit);
const locationIn = (v) => targetIn(v).unit?.locations.find((l) => l.id === v.tLocation) ?? null;

/** The target's void shields at most: its own, 20 when the seed gives none, else 0. */
export function shieldsMax(v) {
  const { unit } = targetIn(v);
  if (!unit) return 0;
  if (unit.voidShields !== undefined) return unit.voidShields;
  return unit.unknown?.includes('voidShields') ? 20 : 0;
}

/**
 * The target's void shields when it is chosen: its own; for a v1 titan (the
 * seed gives none) the game's analogy with v2 (docs/rules/titanicus.md):
 * Warlord 6, Warhound 2, others 4.
 */
export function shieldsOfUnit(unit) {
  if (!unit) return 0;
  if (unit.voidShields !== undefined) return unit.voidShields;
  if (!unit.unknown?.includes('voidShields')) return 0;
  return /warlord/.test(unit.id) ? 6 : /warhound/.test(unit.id) ? 2 : 4;
}

/** A target unit chosen (or units chosen for the target): its shields filled from the unit, no structure lost yet. */
export function targetChanged(key, v) {
  if (v.tMode !== 'units' || (key !== 'tUnit' && key !== 'tMode')) return;
  v.shields = Math.min(shieldsOfUnit(targetIn(v).unit), shieldsMax(v));
  v.structureLost = 0;
}

/** The chosen weapon's profile, as the ruleset gives it: dice, to hit, strength, range. */
function profile(v) {
  const w = weaponIn(v);
  if (!w) return [];
  const lang = getLang();
  const num = (n) => (typeof n === 'number' ? integer(lang, n) : String(n));
  return [
    w.dice !== undefined ? { label: t('dice'), value: num(w.dice) } : null,
    w.toHit !== undefined ? { label: t('toHit'), value: `${num(w.toHit)}+` } : null,
    w.strength !== undefined ? { label: t('strength'), value: num(w.strength) } : null,
    w.range !== undefined ? { label: t('range'), value: `${num(w.range)} cm` } : null,
  ].filter(Boolean);
}

/** The attacker's weapon and the target, short: a compared attack's name. */
export function attackName(v) {
  if (v.tkind === 'actionPoints') return null;
  const w = v.aMode === 'units' ? weaponIn(v) : null;
  const weapon = w ? nameOf(w.name) : `${v.diceD6 ? 'D6' : v.dice}D ${v.toHit}+ F${v.strength}`;
  const unit = v.tMode === 'units' ? targetIn(v).unit : null;
  const target = unit ? `${nameOf(unit.name)} ${t(`loc_${v.tLocation}`)}` : `${t('armour')} ${v.armour}`;
  return t('attackOn', { weapon, target });
}

/** The target location's structure (5 when the sheet has none). */
export const structureOf = (v) => locationIn(v)?.structure ?? 5;

export function attackerFields(edition, inAttack) {
  const units = (v) => inAttack(v) && v.aMode === 'units';
  return [
    { type: 'segment', key: 'aMode', label: 'attackerMode', show: inAttack, options: MODES },
    { type: 'select', key: 'aUnit', label: 'unit', show: units,
      options: () => unitChoices('titanicus', edition, t('customMark')) },
    { type: 'select', key: 'weapon', label: 'weapon', show: units,
      options: (v) => { const { data, unit } = unitOf(v.aUnit); return weaponsOf(data, unit).map((w) => ({ value: w.id, text: nameOf(w.name) })); } },
    { type: 'facts', key: 'weaponProfile', label: 'weaponProfile', show: (v) => units(v) && Boolean(weaponIn(v)), items: profile },
    { type: 'toggle', key: 'aimed', label: 'aimed', show: (v) => units(v) && !weaponIn(v)?.cannotAim },
    { type: 'toggle', key: 'notMoved', label: 'notMoved', show: units },
    { type: 'toggle', key: 'halfVisible', label: 'halfVisible', show: units },
    { type: 'stepper', key: 'earlierUses', label: 'earlierUses', min: 0, show: units,
      max: (v) => (weaponIn(v)?.oncePerTurn ? 0 : 20) },
  ];
}

export function targetFields(edition, inAttack) {
  const units = (v) => inAttack(v) && v.tMode === 'units';
  return [
    { type: 'segment', key: 'tMode', label: 'targetMode', show: inAttack, options: MODES },
    { type: 'select', key: 'tUnit', label: 'unit', show: units,
      options: () => unitChoices('titanicus', edition, t('customMark')) },
    { type: 'select', key: 'tLocation', label: 'location', show: units,
      options: (v) => (targetIn(v).unit?.locations ?? []).map((l) => ({ value: l.id, text: t(`loc_${l.id}`) })) },
    { type: 'stepper', key: 'holoSteps', label: 'holoMoved', min: 0, max: 10, format: 'holo',
      show: (v) => units(v) && v.aMode === 'units' && Boolean(targetIn(v).unit?.holo) },
    { type: 'toggle', key: 'vsgOverloaded', label: 'vsgOverloaded',
      show: (v) => units(v) && v.aMode === 'units' && shieldsMax(v) > 0 },
  ];
}

/** The attacker part of a request: { attacker, attack? } for units. */
export function attackerPart(v) {
  const { rulesetId, unitId } = unitOf(v.aUnit);
  return { attacker: { ruleset: rulesetId, unit: unitId, weapon: v.weapon },
    ...(v.modifier ? { attack: { modifier: v.modifier } } : {}) };
}

export function targetPart(v) {
  const { rulesetId, unitId } = unitOf(v.tUnit);
  return { ruleset: rulesetId, unit: unitId, location: v.tLocation, facing: v.facing,
    structureLost: v.structureLost, shields: v.shields };
}

export function situationPart(v) {
  const s = {};
  if (v.aimed && !weaponIn(v)?.cannotAim) s.aimed = true;
  if (v.notMoved) s.notMoved = true;
  if (v.halfVisible) s.halfVisible = true;
  if (v.earlierUses) s.earlierUses = v.earlierUses;
  if (v.tMode === 'units' && targetIn(v).unit?.holo && v.holoSteps) s.holoMoved = v.holoSteps * 10;
  if (v.tMode === 'units' && v.vsgOverloaded && shieldsMax(v) > 0) s.vsgOverloaded = true;
  return Object.keys(s).length ? { situation: s } : {};
}

/** Form values of the unit parts of a request (a shared link). */
export function unitValues(r) {
  const out = {};
  const a = r.attacker;
  if (a) {
    const s = r.situation ?? {};
    Object.assign(out, { aMode: 'units', aUnit: `${a.ruleset}:${a.unit}`, weapon: a.weapon, modifier: r.attack?.modifier ?? 0,
      aimed: s.aimed ?? false, notMoved: s.notMoved ?? false, halfVisible: s.halfVisible ?? false,
      earlierUses: s.earlierUses ?? 0, holoSteps: Math.floor((s.holoMoved ?? 0) / 10), vsgOverloaded: s.vsgOverloaded ?? false });
  }
  const d = r.target ?? {};
  if (d.ruleset !== undefined) {
    Object.assign(out, { tMode: 'units', tUnit: `${d.ruleset}:${d.unit}`, tLocation: d.location ?? unitOf(`${d.ruleset}:${d.unit}`).unit?.locations[0]?.id, facing: d.facing ?? 'front',
      structureLost: d.structureLost ?? 0 });
    out.shields = d.shields ?? shieldsMax(out);
  }
  return out;
}
