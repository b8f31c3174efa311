// Epic shooting from units: the firing unit, its weapon, how many models
// fire and their order; the target unit, its models and its terrain (from
// the ruleset's terrain table). docs/calc/epic.md, "Units from a ruleset".
import { t } from '../../platform/words.mjs';
import { unitChoices, unitOf, nameOf } from '../../platform/rulesets.mjs';

export const epicUnitDefaults = { aMode: 'values', tMode: 'values', aUnit: '', weapon: '', aCount: 5,
  order: 'avance', tUnit: '', terrain: 'none', aRetreat: false, position: 1, tRetreat: false };

const MODES = [{ value: 'units', label: 'modeUnits' }, { value: 'values', label: 'modeValues' }];
export const ORDERS = ['avance', 'charge', 'tir-appuye'];

// `shoot` and `assault` tell the kind; units may be named in both.
export function epicAttackerFields(shoot, assault) {
  const either = (v) => shoot(v) || assault(v);
  const anyUnits = (v) => either(v) && v.aMode === 'units';
  const units = (v) => shoot(v) && v.aMode === 'units';
  const assaultUnits = (v) => assault(v) && v.aMode === 'units';
  return [
    { type: 'segment', key: 'aMode', label: 'attackerMode', show: either, options: MODES },
    { type: 'select', key: 'aUnit', label: 'unit', show: anyUnits, options: () => unitChoices('epic', null, t('customMark')) },
    { type: 'toggle', key: 'aRetreat', label: 'formationRetreat', show: assaultUnits },
    { type: 'stepper', key: 'position', label: 'assaultPosition', min: 1, max: 6, show: assaultUnits },
    { type: 'select', key: 'weapon', label: 'weapon', show: units,
      options: (v) => { const { data, unit } = unitOf(v.aUnit); return (unit?.weapons ?? []).map((id) => data.weapons.find((w) => w.id === id))
        .filter(Boolean).map((w) => ({ value: w.id, text: nameOf(w.name) })); } },
    { type: 'stepper', key: 'aCount', label: 'unitCount', min: 1, max: 50, show: units },
    { type: 'segment', key: 'order', label: 'order', show: units, options: ORDERS.map((o) => ({ value: o, label: `order_${o}` })) },
  ];
}

export function epicTargetFields(shoot, assault) {
  const either = (v) => shoot(v) || assault(v);
  const units = (v) => shoot(v) && v.tMode === 'units';
  return [
    { type: 'segment', key: 'tMode', label: 'targetMode', show: either, options: MODES },
    { type: 'select', key: 'tUnit', label: 'unit', show: (v) => either(v) && v.tMode === 'units',
      options: () => unitChoices('epic', null, t('customMark')) },
    { type: 'toggle', key: 'tRetreat', label: 'formationRetreat', show: (v) => assault(v) && v.tMode === 'units' },
    { type: 'select', key: 'terrain', label: 'terrain', show: units,
      options: (v) => {
        const { data, unit } = unitOf(v.tUnit);
        const kind = unit?.kind === 'vehicle' ? 'vehicles' : 'infantry';
        return [{ value: 'none', text: t('terrainNone') },
          ...(data?.terrain ?? []).filter((x) => x[kind] !== 'infranchissable').map((x) => ({ value: x.id, text: nameOf(x.name) }))];
      } },
  ];
}

export function epicUnitRequest(v, rawAttack, rawTarget) {
  const a = unitOf(v.aUnit);
  const d = unitOf(v.tUnit);
  return { system: 'epic',
    ...(v.aMode === 'units'
      ? { attacker: { ruleset: a.rulesetId, unit: a.unitId, weapon: v.weapon, count: v.aCount, order: v.order } }
      : { attack: rawAttack }),
    target: v.tMode === 'units'
      ? { ruleset: d.rulesetId, unit: d.unitId, count: v.models, ...(v.terrain !== 'none' ? { terrain: v.terrain } : {}) }
      : rawTarget };
}

/** An assault naming units on either side (raw FA and dice otherwise). */
export function epicAssaultRequest(v, rawAttack, rawTarget) {
  const a = unitOf(v.aUnit);
  const d = unitOf(v.tUnit);
  return { system: 'epic',
    ...(v.aMode === 'units'
      ? { attacker: { kind: 'assault', ruleset: a.rulesetId, unit: a.unitId, retreat: v.aRetreat, position: v.position } }
      : { attack: rawAttack }),
    target: v.tMode === 'units' ? { ruleset: d.rulesetId, unit: d.unitId, retreat: v.tRetreat } : rawTarget };
}

/** Form values of the unit parts of an assault request (a shared link). */
export function epicAssaultValues(r) {
  const out = {};
  if (r.attacker) {
    Object.assign(out, { aMode: 'units', aUnit: `${r.attacker.ruleset}:${r.attacker.unit}`,
      aRetreat: r.attacker.retreat ?? false, position: r.attacker.position ?? 1 });
  }
  const d = r.target ?? {};
  if (d.ruleset !== undefined) Object.assign(out, { tMode: 'units', tUnit: `${d.ruleset}:${d.unit}`, tRetreat: d.retreat ?? false });
  return out;
}

/** Form values of the unit parts of a shooting request (a shared link). */
export function epicUnitValues(r) {
  const out = {};
  const a = r.attacker;
  if (a) {
    Object.assign(out, { aMode: 'units', aUnit: `${a.ruleset}:${a.unit}`, aCount: a.count ?? 1, order: a.order ?? 'avance' });
    const { unit } = unitOf(out.aUnit);
    out.weapon = a.weapon ?? (unit?.weapons?.length === 1 ? unit.weapons[0] : undefined);
  }
  const d = r.target ?? {};
  if (d.ruleset !== undefined) {
    Object.assign(out, { tMode: 'units', tUnit: `${d.ruleset}:${d.unit}`, models: d.count ?? 1, terrain: d.terrain ?? 'none' });
  }
  return out;
}

/**
 * A compared attack's name, short: the attacker (its unit and weapon, or
 * its shots / FA) and the target (its unit, or its save / FA); null for the
 * tests that are no attack (morale, terrain, initiative, multiple combats).
 */
export function epicAttackName(v) {
  if (v.kind !== 'shoot' && v.kind !== 'assault') return null;
  const a = v.aMode === 'units' ? unitOf(v.aUnit) : null;
  const d = v.tMode === 'units' ? unitOf(v.tUnit) : null;
  const weapon = a?.unit ? [nameOf(a.unit.name), v.kind === 'shoot' ? nameOf(a.data?.weapons?.find((w) => w.id === v.weapon)?.name) : null]
    .filter(Boolean).join(' · ')
    : v.kind === 'shoot' ? `${v.shots}D ${v.toHit}+` : `FA ${v.fa}`;
  const target = d?.unit ? nameOf(d.unit.name) : v.kind === 'shoot' ? `${t('save')} ${v.save >= 7 ? '—' : `${v.save}+`}` : `FA ${v.targetFa}`;
  return t('attackOn', { weapon, target });
}
