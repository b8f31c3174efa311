// Epic Escarmouches (seed 002): shooting (at infantry or vehicles), assault,
// multiple combats, morale tests, dangerous terrain and the initiative cup
// (docs/calc/epic.md). The kind chooses which fields are shown. Shooting
// may name units of a ruleset instead of numbers (forms-epic-units.mjs).
import { epicUnitDefaults, epicAttackerFields, epicTargetFields, epicUnitRequest, epicUnitValues,
  epicAssaultRequest, epicAssaultValues, epicAttackName } from './form-units.mjs';

const is = (...kinds) => (v) => kinds.includes(v.kind);
const shoot = is('shoot');
const assault = is('assault');
const rawAssaultA = (v) => v.kind === 'assault' && v.aMode !== 'units';
const rawAssaultT = (v) => v.kind === 'assault' && v.tMode !== 'units';
const rawA = (v) => v.kind === 'shoot' && v.aMode !== 'units';
const rawT = (v) => v.kind === 'shoot' && v.tMode !== 'units';
const vehicle = (v) => rawT(v) && v.vehicle;

export const EPIC_KINDS = ['shoot', 'assault', 'multiple', 'morale', 'terrain', 'initiative'];
export const FA = { min: -4, max: 12 };
export const MAX_ATTACKERS = 6;

const epicDefaults = {
  kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0, save: 4, coverToHit: 0,
  saveBonus: 0, models: 5, fa: 2, dice: 2, targetFa: 1, targetDice: 2,
  vehicle: false, heavy: false, facing: 'front', hitsToDestroy: 1,
  attackers: [{ fa: 1, retreat: false }, { fa: 1, retreat: false }], targetRetreat: false,
  moraleValue: 3, inRetreat: false, tests: 1,
  units: 3, terrainHasSave: false, terrainSave: 4,
  strategicA: 3, strategicB: 2, ...epicUnitDefaults,
};

const sections = [
  { section: 'attack', fields: [
    { type: 'segment', key: 'kind', label: 'kindEpic', wide: true,
      options: EPIC_KINDS.map((k) => ({ value: k, label: `epicKind_${k}` })) },
    ...epicAttackerFields(shoot, assault),
    { type: 'stepper', key: 'shots', label: 'shots', min: 1, max: 40, show: rawA },
    { type: 'stepper', key: 'toHit', label: 'toHitEpic', min: 2, max: 6, format: 'plus', show: rawA },
    { type: 'stepper', key: 'modifier', label: 'modifierEpic', min: -3, max: 2, format: 'signed', show: rawA },
    { type: 'stepper', key: 'saveModifier', label: 'saveModifier', min: -4, max: 0, format: 'signed', show: rawA },
    { type: 'stepper', key: 'fa', label: 'fa', min: FA.min, max: FA.max, show: rawAssaultA },
    { type: 'stepper', key: 'dice', label: 'diceEpic', min: 1, max: 8, show: rawAssaultA },
    { type: 'list', key: 'attackers', label: 'attackersList', min: 1, max: MAX_ATTACKERS, fa: FA, show: is('multiple') },
    { type: 'stepper', key: 'moraleValue', label: 'moraleValue', min: 1, max: 7, format: 'plus', show: is('morale') },
    { type: 'toggle', key: 'inRetreat', label: 'inRetreat', show: is('morale') },
    { type: 'stepper', key: 'tests', label: 'moraleTests', min: 1, max: 100, show: is('morale') },
    { type: 'stepper', key: 'units', label: 'terrainUnits', min: 1, max: 200, show: is('terrain') },
    { type: 'toggle', key: 'terrainHasSave', label: 'terrainHasSave', show: is('terrain') },
    { type: 'stepper', key: 'terrainSave', label: 'save', min: 1, max: 7, format: 'save',
      show: (v) => v.kind === 'terrain' && v.terrainHasSave },
    { type: 'stepper', key: 'strategicA', label: 'strategicA', min: 0, max: 100, show: is('initiative') },
    { type: 'stepper', key: 'strategicB', label: 'strategicB', min: 0, max: 100, show: is('initiative') },
  ] },
  { section: 'target', fields: [
    ...epicTargetFields(shoot, assault),
    { type: 'toggle', key: 'vehicle', label: 'vehicle', show: rawT },
    { type: 'toggle', key: 'heavy', label: 'heavyVehicle', show: vehicle },
    { type: 'segment', key: 'facing', label: 'facingEpic', show: vehicle,
      options: [{ value: 'front', label: 'front' }, { value: 'side', label: 'side' }, { value: 'rear', label: 'rear' }] },
    { type: 'stepper', key: 'hitsToDestroy', label: 'hitsToDestroy', min: 1, max: 50, show: vehicle },
    { type: 'stepper', key: 'save', label: 'save', min: 2, max: 7, format: 'save', show: rawT },
    { type: 'stepper', key: 'coverToHit', label: 'coverToHit', min: 0, max: 3, format: 'signed', show: rawT },
    { type: 'stepper', key: 'saveBonus', label: 'saveBonus', min: 0, max: 3, format: 'signed', show: rawT },
    { type: 'stepper', key: 'models', label: 'modelsEpic', min: 1, max: 40, show: shoot },
    { type: 'stepper', key: 'targetFa', label: 'fa', min: FA.min, max: FA.max,
      show: (v) => rawAssaultT(v) || v.kind === 'multiple' },
    { type: 'stepper', key: 'targetDice', label: 'diceEpic', min: 1, max: 8, show: rawAssaultT },
    { type: 'toggle', key: 'targetRetreat', label: 'formationRetreat', show: is('multiple') },
  ] },
];

const TITLES = {
  assault: { attack: 'attacker', target: 'defender' },
  multiple: { attack: 'attackersSection', target: 'outnumbered' },
  morale: { attack: 'epicKind_morale' },
  terrain: { attack: 'terrainTitle' },
  initiative: { attack: 'initiativeTitle' },
};

function request(v) {
  const system = 'epic';
  switch (v.kind) {
    case 'assault': {
      const attack = { kind: 'assault', fa: v.fa, dice: v.dice };
      const target = { fa: v.targetFa, dice: v.targetDice };
      if (v.aMode === 'units' || v.tMode === 'units') return epicAssaultRequest(v, attack, target);
      return { system, attack, target };
    }
    case 'multiple':
      return { system, attack: { kind: 'multiple', attackers: v.attackers.map((a) => ({ fa: a.fa, retreat: a.retreat })) },
        target: { fa: v.targetFa, retreat: v.targetRetreat } };
    case 'morale':
      return { system, kind: 'morale', value: v.moraleValue, inRetreat: v.inRetreat, tests: v.tests };
    case 'terrain':
      return { system, kind: 'terrain', units: v.units, ...(v.terrainHasSave ? { save: v.terrainSave } : {}) };
    case 'initiative':
      return { system, kind: 'initiative', strategicA: v.strategicA, strategicB: v.strategicB };
    default: {
      const attack = { kind: 'shoot', shots: v.shots, toHit: v.toHit, modifier: v.modifier, saveModifier: v.saveModifier };
      const target = { save: v.save, coverToHit: v.coverToHit, saveBonus: v.saveBonus, models: v.models,
        ...(v.vehicle ? { vehicle: { heavy: v.heavy, facing: v.facing, hitsToDestroy: v.hitsToDestroy } } : {}) };
      if (v.aMode === 'units' || v.tMode === 'units') return epicUnitRequest(v, attack, target);
      return { system, attack, target };
    }
  }
}

/** Form values of a request (a shared link); what the form cannot show is caught by the caller. */
function values(r) {
  const d = epicDefaults;
  if (r.kind === 'morale') {
    return { ...d, kind: 'morale', moraleValue: r.value, inRetreat: r.inRetreat ?? false, tests: r.tests ?? 1 };
  }
  if (r.kind === 'terrain') {
    return { ...d, kind: 'terrain', units: r.units, terrainHasSave: r.save !== undefined, terrainSave: r.save ?? d.terrainSave };
  }
  if (r.kind === 'initiative') return { ...d, kind: 'initiative', strategicA: r.strategicA, strategicB: r.strategicB };
  const { attack: a = {}, target: t = {} } = r;
  if (r.attacker?.kind === 'assault' || (a.kind === 'assault' && t.ruleset !== undefined)) {
    const raw = values({ ...r, attacker: undefined, attack: a.kind === 'assault' ? a : { kind: 'assault', fa: d.fa },
      target: t.ruleset !== undefined ? { fa: d.targetFa } : t });
    return { ...raw, ...epicAssaultValues(r), kind: 'assault' };
  }
  if (a.kind === 'assault') {
    return { ...d, kind: 'assault', fa: a.fa, dice: a.dice ?? 2, targetFa: t.fa, targetDice: t.dice ?? 2 };
  }
  if (a.kind === 'multiple') {
    const attackers = Array.isArray(a.attackers)
      ? a.attackers.map((x) => ({ fa: x?.fa, retreat: x?.retreat ?? a.retreat ?? false })) : a.attackers;
    return { ...d, kind: 'multiple', attackers, targetFa: t.fa, targetRetreat: t.retreat ?? false };
  }
  if (r.attacker || t.ruleset !== undefined) {
    const raw = values({ ...r, attacker: undefined, attack: r.attacker ? { kind: 'shoot', shots: 5, toHit: 5 } : a,
      target: t.ruleset !== undefined ? { save: 4, models: 5 } : t });
    return { ...raw, ...epicUnitValues(r), kind: 'shoot' };
  }
  const w = t.vehicle;
  return { ...d, kind: a.kind, shots: a.shots, toHit: a.toHit, modifier: a.modifier ?? 0,
    saveModifier: a.saveModifier ?? 0, save: t.save, coverToHit: t.coverToHit ?? 0, saveBonus: t.saveBonus ?? 0,
    models: t.models, vehicle: Boolean(w), heavy: w?.heavy ?? false, facing: w?.facing ?? 'front',
    hitsToDestroy: w?.hitsToDestroy ?? 1 };
}

export const epic = {
  id: 'epic', name: 'Epic', stateKey: 'epic', system: 'epic',
  sections, attackName: epicAttackName,
  defaults: epicDefaults,
  sectionTitle: (section, v) => TITLES[v.kind]?.[section] ?? section,
  request,
  values,
};
