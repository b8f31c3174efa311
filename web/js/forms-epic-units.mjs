// Epic shooting from units: the firing unit, its weapon, how many models
// fire and their order; the target unit, its models and its terrain (from
// the ruleset's terrain table). docs/calc/epic.md, "Units from a ruleset".
import { t } from './i18n.mjs';
import { unitChoices, unitOf, nameOf } from './rulesets.mjs';

export const epicUnitDefaults = { aMode: 'values', tMode: 'values', aUnit: '', weapon: '', aCount: 5,
  order: 'avance', tUnit: '', terrain: 'none' };

const MODES = [{ value: 'units', label: 'modeUnits' }, { value: 'values', label: 'modeValues' }];
export const ORDERS = ['avance', 'charge', 'tir-appuye'];

export function epicAttackerFields(shoot) {
  const units = (v) => shoot(v) && v.aMode === 'units';
  return [
    { type: 'segment', key: 'aMode', label: 'attackerMode', show: shoot, options: MODES },
    { type: 'select', key: 'aUnit', label: 'unit', show: units, options: () => unitChoices('epic', null, t('customMark')) },
    { type: 'select', key: 'weapon', label: 'weapon', show: units,
      options: (v) => { const { data, unit } = unitOf(v.aUnit); return (unit?.weapons ?? []).map((id) => data.weapons.find((w) => w.id === id))
        .filter(Boolean).map((w) => ({ value: w.id, text: nameOf(w.name) })); } },
    { type: 'stepper', key: 'aCount', label: 'unitCount', min: 1, max: 50, show: units },
    { type: 'segment', key: 'order', label: 'order', show: units, options: ORDERS.map((o) => ({ value: o, label: `order_${o}` })) },
  ];
}

export function epicTargetFields(shoot) {
  const units = (v) => shoot(v) && v.tMode === 'units';
  return [
    { type: 'segment', key: 'tMode', label: 'targetMode', show: shoot, options: MODES },
    { type: 'select', key: 'tUnit', label: 'unit', show: units, options: () => unitChoices('epic', null, t('customMark')) },
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
