// The games of the calculator: their fields (labels are i18n keys), defaults
// and how a form's values become a calc request (shared/contracts/calc-api.md).
//
// A field is a stepper {key, label, min, max, format}, a toggle {key, label}
// or a segment {key, label, options: [{value, label}]}; `show(values)` hides
// it when false, `max(values)` may depend on other values.

const titanicusFields = [
  { section: 'attack', fields: [
    { type: 'toggle', key: 'diceD6', label: 'diceD6' },
    { type: 'stepper', key: 'dice', label: 'dice', min: 1, max: 30, show: (v) => !v.diceD6 },
    { type: 'stepper', key: 'toHit', label: 'toHit', min: 2, max: 6, format: 'plus' },
    { type: 'stepper', key: 'modifier', label: 'modifier', min: -4, max: 3, format: 'signed' },
    { type: 'stepper', key: 'strength', label: 'strength', min: 0, max: 15 },
    { type: 'toggle', key: 'titanWeapon', label: 'titanWeapon' },
    { type: 'toggle', key: 'minOneDamage', label: 'minOneDamage' },
    { type: 'toggle', key: 'ignoresShields', label: 'ignoresShields' },
  ] },
  { section: 'target', fields: [
    { type: 'stepper', key: 'armour', label: 'armour', min: 2, max: 20 },
    { type: 'stepper', key: 'structure', label: 'structure', min: 1, max: 12 },
    { type: 'stepper', key: 'structureLost', label: 'structureLostStart', min: 0, max: (v) => v.structure - 1 },
    { type: 'stepper', key: 'shields', label: 'shields', min: 0, max: 10 },
    { type: 'stepper', key: 'shieldArmour', label: 'shieldArmour', min: 2, max: 14,
      show: (v) => v.shields > 0 && !v.ignoresShields },
  ] },
];

const titanicusDefaults = {
  diceD6: false, dice: 4, toHit: 4, modifier: 0, strength: 5, titanWeapon: true,
  minOneDamage: false, ignoresShields: false,
  armour: 12, structure: 5, structureLost: 0, shields: 0, shieldArmour: 8,
};

function titanicusRequest(edition) {
  return (v) => ({
    system: 'titanicus', edition,
    attack: { dice: v.diceD6 ? 'D6' : v.dice, toHit: v.toHit, modifier: v.modifier, strength: v.strength,
      titanWeapon: v.titanWeapon, minOneDamage: v.minOneDamage, ignoresShields: v.ignoresShields },
    target: { armour: v.armour, structure: v.structure, structureLost: v.structureLost,
      shields: v.shields, shieldArmour: v.shieldArmour },
  });
}

// The inverse of a game's request(): form values from a request (a shared
// link). Optional fields take the contract's defaults; what the form cannot
// show is caught by the caller (limits, then the same answer from the core).
function titanicusValues({ attack: a = {}, target: d = {} }) {
  const D6 = a.dice === 'D6';
  return {
    diceD6: D6, dice: D6 ? titanicusDefaults.dice : a.dice, toHit: a.toHit, modifier: a.modifier ?? 0,
    strength: a.strength, titanWeapon: a.titanWeapon ?? false, minOneDamage: a.minOneDamage ?? false,
    ignoresShields: a.ignoresShields ?? false, armour: d.armour, structure: d.structure,
    structureLost: d.structureLost ?? 0, shields: d.shields ?? 0, shieldArmour: d.shieldArmour ?? 8,
  };
}

const at44 = {
  id: 'at44', name: 'AT-44', stateKey: 'at44', system: 'at44',
  sections: [
    { section: 'attack', fields: [
      { type: 'segment', key: 'kind', label: 'kind',
        options: [{ value: 'shoot', label: 'shoot' }, { value: 'melee', label: 'melee' }] },
      { type: 'stepper', key: 'pre', label: 'pre', min: 0, max: 15 },
      { type: 'stepper', key: 'range', label: 'range', min: 0, max: 10, show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'def', label: 'def', min: 0, max: 15, show: (v) => v.kind === 'melee' },
      { type: 'stepper', key: 'attackers', label: 'attackers', min: 1, max: 30 },
      { type: 'stepper', key: 'cadence', label: 'cadence', min: 1, max: 10 },
      { type: 'stepper', key: 'rerolls', label: 'rerolls', min: 0, max: 5 },
      { type: 'stepper', key: 'pen', label: 'pen', min: 0, max: 20 },
      { type: 'stepper', key: 'damage', label: 'damage', min: 1, max: 6 },
    ] },
    { section: 'target', fields: [
      { type: 'stepper', key: 'arm', label: 'arm', min: 0, max: 20 },
      { type: 'stepper', key: 'models', label: 'models', min: 1, max: 30 },
      { type: 'segment', key: 'coverSave', label: 'cover',
        options: [{ value: 0, label: 'coverNone' }, { value: 5, text: '5+' }, { value: 3, text: '3+' }] },
    ] },
  ],
  defaults: { kind: 'shoot', pre: 5, range: 1, def: 5, attackers: 5, cadence: 1, rerolls: 0,
    pen: 5, damage: 1, arm: 3, models: 10, coverSave: 0 },
  request: (v) => ({
    system: 'at44',
    attack: { kind: v.kind, pre: v.pre, ...(v.kind === 'shoot' ? { range: v.range } : { def: v.def }),
      attackers: v.attackers, cadence: v.cadence, rerolls: v.rerolls, pen: v.pen, damage: v.damage },
    target: { arm: v.arm, models: v.models, coverSave: v.coverSave },
  }),
  values: ({ attack: a = {}, target: d = {} }) => ({
    kind: a.kind, pre: a.pre, range: a.range ?? 1, def: a.def ?? 5, attackers: a.attackers, cadence: a.cadence,
    rerolls: a.rerolls ?? 0, pen: a.pen, damage: a.damage, arm: d.arm, models: d.models, coverSave: d.coverSave ?? 0,
  }),
};

export const KOLAPS_ACTIONS = ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant', 'frapper'];

const kolaps = {
  id: 'kolaps', name: 'KOLAPS', stateKey: 'kolaps', system: 'kolaps',
  sections: [
    { section: 'attack', fields: [
      { type: 'segment', key: 'action', label: 'action', wide: true,
        options: KOLAPS_ACTIONS.map((a) => ({ value: a, label: a })) },
    ] },
    { section: 'target', fields: [
      { type: 'stepper', key: 'opposition', label: 'opposition', min: 0, max: 12 },
      { type: 'toggle', key: 'protection', label: 'protection', show: (v) => v.action !== 'bout_portant' },
      { type: 'stepper', key: 'protClass', label: 'protClass', min: 1, max: 6, format: 'plus',
        show: (v) => v.protection && v.action !== 'bout_portant' },
      { type: 'stepper', key: 'penetration', label: 'penetration', min: 0, max: 6, format: 'signed',
        show: (v) => v.protection && v.action !== 'bout_portant' },
      { type: 'note', label: 'noProtection', show: (v) => v.action === 'bout_portant' },
    ] },
  ],
  defaults: { action: 'tir', opposition: 0, protection: false, protClass: 4, penetration: 0 },
  request: (v) => ({
    system: 'kolaps', action: v.action, opposition: v.opposition,
    ...(v.protection && v.action !== 'bout_portant'
      ? { protection: { class: v.protClass, penetration: v.penetration } } : {}),
  }),
  values: (r) => ({
    action: r.action, opposition: r.opposition ?? 0, protection: Boolean(r.protection),
    protClass: r.protection?.class ?? 4, penetration: r.protection?.penetration ?? 0,
  }),
};

const epicDefaults = { kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0, save: 4, coverToHit: 0,
  saveBonus: 0, models: 5, fa: 2, dice: 2, targetFa: 1, targetDice: 2 };

const epic = {
  id: 'epic', name: 'Epic', stateKey: 'epic', system: 'epic',
  sections: [
    { section: 'attack', fields: [
      { type: 'segment', key: 'kind', label: 'kindEpic',
        options: [{ value: 'shoot', label: 'shoot' }, { value: 'assault', label: 'assault' }] },
      { type: 'stepper', key: 'shots', label: 'shots', min: 1, max: 40, show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'toHit', label: 'toHitEpic', min: 2, max: 6, format: 'plus', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'modifier', label: 'modifierEpic', min: -3, max: 2, format: 'signed', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'saveModifier', label: 'saveModifier', min: -4, max: 0, format: 'signed', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'fa', label: 'fa', min: -4, max: 12, show: (v) => v.kind === 'assault' },
      { type: 'stepper', key: 'dice', label: 'diceEpic', min: 1, max: 8, show: (v) => v.kind === 'assault' },
    ] },
    { section: 'target', fields: [
      { type: 'stepper', key: 'save', label: 'save', min: 2, max: 7, format: 'save', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'coverToHit', label: 'coverToHit', min: 0, max: 3, format: 'signed', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'saveBonus', label: 'saveBonus', min: 0, max: 3, format: 'signed', show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'models', label: 'modelsEpic', min: 1, max: 40, show: (v) => v.kind === 'shoot' },
      { type: 'stepper', key: 'targetFa', label: 'fa', min: -4, max: 12, show: (v) => v.kind === 'assault' },
      { type: 'stepper', key: 'targetDice', label: 'diceEpic', min: 1, max: 8, show: (v) => v.kind === 'assault' },
    ] },
  ],
  defaults: epicDefaults,
  sectionTitle: (section, v) => (v.kind === 'assault' ? (section === 'attack' ? 'attacker' : 'defender') : section),
  request: (v) => (v.kind === 'assault'
    ? { system: 'epic', attack: { kind: 'assault', fa: v.fa, dice: v.dice }, target: { fa: v.targetFa, dice: v.targetDice } }
    : { system: 'epic',
      attack: { kind: 'shoot', shots: v.shots, toHit: v.toHit, modifier: v.modifier, saveModifier: v.saveModifier },
      target: { save: v.save, coverToHit: v.coverToHit, saveBonus: v.saveBonus, models: v.models } }),
  values: ({ attack: a = {}, target: d = {} }) => (a.kind === 'assault'
    ? { ...epicDefaults, kind: 'assault', fa: a.fa, dice: a.dice ?? 2, targetFa: d.fa, targetDice: d.dice ?? 2 }
    : { ...epicDefaults, kind: a.kind, shots: a.shots, toHit: a.toHit, modifier: a.modifier ?? 0,
      saveModifier: a.saveModifier ?? 0, save: d.save, coverToHit: d.coverToHit ?? 0, saveBonus: d.saveBonus ?? 0,
      models: d.models }),
};

export const GAMES = [
  { id: 'titanicus-v1', name: 'Titanicus', sub: 'v1', stateKey: 'titanicus', system: 'titanicus',
    edition: 'v1', sections: titanicusFields, defaults: titanicusDefaults, request: titanicusRequest('v1'),
    values: titanicusValues },
  { id: 'titanicus-v2', name: 'Titanicus', sub: 'v2', stateKey: 'titanicus', system: 'titanicus',
    edition: 'v2', sections: titanicusFields, defaults: titanicusDefaults, request: titanicusRequest('v2'),
    values: titanicusValues },
  at44, kolaps, epic,
];

/** A field's maximum for the current values. */
export function maxOf(field, values) {
  return typeof field.max === 'function' ? field.max(values) : field.max;
}

/** The first shown field of `game` whose value the form cannot show, or null: { field, value, min, max }. */
export function outOfForm(game, values) {
  for (const field of game.sections.flatMap((s) => s.fields)) {
    if (field.show && !field.show(values)) continue;
    const value = values[field.key];
    if (field.type === 'stepper') {
      const max = maxOf(field, values);
      if (!Number.isInteger(value) || value < field.min || value > max) return { field, value, min: field.min, max };
    } else if (field.type === 'segment') {
      if (!field.options.some((o) => o.value === value)) return { field, value };
    } else if (field.type === 'toggle' && typeof value !== 'boolean') return { field, value };
  }
  return null;
}
