// Titanicus v1 (seed 000) and v2 (seed 001): an attack, optionally on a
// chosen location (HAUT / BAS) from the front or the rear, the two other
// readings of the shield rules, and v2's action point roll
// (docs/calc/titanicus.md). v1 and v2 share their values. The attacker and
// the target may each be a unit of a ruleset instead of numbers.
import { unitDefaults, attackerFields, targetFields, attackerPart, targetPart, situationPart, unitValues,
  shieldsMax, structureOf, targetChanged, attackName } from './form-units.mjs';

const titanicusDefaults = {
  tkind: 'attack',
  diceD6: false, dice: 4, toHit: 4, modifier: 0, strength: 5, titanWeapon: true,
  minOneDamage: false, ignoresShields: false,
  armour: 12, structure: 5, structureLost: 0, shields: 0, shieldArmour: 8,
  location: 'none', facing: 'front', rearArmour: 10,
  shieldLossDamage: false, lostStructureOnShields: false, ...unitDefaults,
  apDice: 6, apToHit: 3, reactorDamage: 0, boilerDamage: 0,
};

function sections(edition) {
  const ap = (v) => edition === 'v2' && v.tkind === 'actionPoints';
  const attack = (show) => (v) => !ap(v) && (show ? show(v) : true);
  const raw = (show) => attack((v) => v.aMode !== 'units' && (show ? show(v) : true));
  const rawT = (show) => attack((v) => v.tMode !== 'units' && (show ? show(v) : true));
  const located = rawT((v) => v.location !== 'none');
  return [
    { section: 'attack', fields: [
      { type: 'segment', key: 'tkind', label: 'tkind', show: () => edition === 'v2',
        options: [{ value: 'attack', label: 'attack' }, { value: 'actionPoints', label: 'actionPoints' }] },
      ...attackerFields(edition, attack()),
      { type: 'toggle', key: 'diceD6', label: 'diceD6', show: raw() },
      { type: 'stepper', key: 'dice', label: 'dice', min: 1, max: 30, show: raw((v) => !v.diceD6) },
      { type: 'stepper', key: 'toHit', label: 'toHit', min: 2, max: 6, format: 'plus', show: raw() },
      { type: 'stepper', key: 'modifier', label: 'modifier', min: -4, max: 3, format: 'signed', show: attack() },
      { type: 'stepper', key: 'strength', label: 'strength', min: 0, max: 15, show: raw() },
      { type: 'toggle', key: 'titanWeapon', label: 'titanWeapon', show: raw() },
      { type: 'toggle', key: 'minOneDamage', label: 'minOneDamage', show: raw() },
      { type: 'toggle', key: 'ignoresShields', label: 'ignoresShields', show: raw() },
      { type: 'stepper', key: 'apDice', label: 'apDice', min: 1, max: 20, show: ap },
      { type: 'stepper', key: 'apToHit', label: 'apToHit', min: 2, max: 6, format: 'plus', show: ap },
      { type: 'stepper', key: 'reactorDamage', label: 'reactorDamage', min: 0, max: 10, show: ap },
      { type: 'stepper', key: 'boilerDamage', label: 'boilerDamage', min: 0, max: 20, show: ap },
    ] },
    { section: 'target', fields: [
      ...targetFields(edition, attack()),
      { type: 'segment', key: 'location', label: 'location', show: rawT(),
        options: [{ value: 'none', label: 'locationNone' }, { value: 'haut', label: 'loc_haut' }, { value: 'bas', label: 'loc_bas' }] },
      { type: 'segment', key: 'facing', label: 'facingTitan', show: (v) => located(v) || (attack()(v) && v.tMode === 'units'),
        options: [{ value: 'front', label: 'front' }, { value: 'rear', label: 'rear' }] },
      { type: 'stepper', key: 'armour', label: 'armour', min: 1, max: 40, show: rawT() },
      { type: 'stepper', key: 'rearArmour', label: 'rearArmour', min: 1, max: 40, show: located },
      { type: 'stepper', key: 'structure', label: 'structure', min: 1, max: 12, show: rawT() },
      { type: 'stepper', key: 'structureLost', label: 'structureLostStart', min: 0, show: attack(),
        max: (v) => (v.tMode === 'units' ? structureOf(v) : v.structure) - 1 },
      { type: 'stepper', key: 'shields', label: 'shields', min: 0, show: attack(),
        max: (v) => (v.tMode === 'units' ? shieldsMax(v) : 10) },
      { type: 'stepper', key: 'shieldArmour', label: 'shieldArmour', min: 2, max: 14,
        show: rawT((v) => v.shields > 0 && !v.ignoresShields) },
    ] },
    { section: 'variants', fields: [
      { type: 'toggle', key: 'shieldLossDamage', label: 'shieldLossDamage', show: attack() },
      { type: 'toggle', key: 'lostStructureOnShields', label: 'lostStructureOnShields',
        show: attack(() => edition === 'v2') },
    ] },
  ];
}

function request(edition) {
  return (v) => {
    if (edition === 'v2' && v.tkind === 'actionPoints') {
      return { system: 'titanicus', edition, kind: 'actionPoints', dice: v.apDice, toHit: v.apToHit,
        reactorDamage: v.reactorDamage, boilerDamage: v.boilerDamage };
    }
    if (v.aMode === 'units' || v.tMode === 'units') return unitRequest(edition, v);
    return {
      system: 'titanicus', edition,
      attack: { dice: v.diceD6 ? 'D6' : v.dice, toHit: v.toHit, modifier: v.modifier, strength: v.strength,
        titanWeapon: v.titanWeapon, minOneDamage: v.minOneDamage, ignoresShields: v.ignoresShields },
      target: { armour: v.armour, structure: v.structure, structureLost: v.structureLost,
        shields: v.shields, shieldArmour: v.shieldArmour,
        ...(v.location !== 'none' ? { location: v.location, facing: v.facing, rearArmour: v.rearArmour } : {}),
        ...(v.shieldLossDamage ? { shieldLoss: 'damage' } : {}),
        ...(edition === 'v2' && v.lostStructureOnShields ? { lostStructureOnShields: true } : {}) },
    };
  };
}

function rawAttack(v) {
  return { dice: v.diceD6 ? 'D6' : v.dice, toHit: v.toHit, modifier: v.modifier, strength: v.strength,
    titanWeapon: v.titanWeapon, minOneDamage: v.minOneDamage, ignoresShields: v.ignoresShields };
}

function variants(edition, v) {
  return { ...(v.shieldLossDamage ? { shieldLoss: 'damage' } : {}),
    ...(edition === 'v2' && v.lostStructureOnShields ? { lostStructureOnShields: true } : {}) };
}

/** A request naming units for the attacker, the target or both (the core reads their sheets). */
function unitRequest(edition, v) {
  const rawTarget = { armour: v.armour, structure: v.structure, structureLost: v.structureLost,
    shields: v.shields, shieldArmour: v.shieldArmour,
    ...(v.location !== 'none' ? { location: v.location, facing: v.facing, rearArmour: v.rearArmour } : {}) };
  return { system: 'titanicus', edition,
    ...(v.aMode === 'units' ? attackerPart(v) : { attack: rawAttack(v) }),
    target: { ...(v.tMode === 'units' ? targetPart(v) : rawTarget), ...variants(edition, v) },
    ...(v.aMode === 'units' ? situationPart(v) : {}) };
}

// The inverse of request(): form values from a request (a shared link).
// Optional fields take the contract's defaults; what the form cannot show is
// caught by the caller (limits, then the same answer from the core).
function values(r) {
  const D = titanicusDefaults;
  if (r.kind === 'actionPoints') {
    return { ...D, tkind: 'actionPoints', apDice: r.dice, apToHit: r.toHit,
      reactorDamage: r.reactorDamage ?? 0, boilerDamage: r.boilerDamage ?? 0 };
  }
  const { attack: a = {}, target: d = {} } = r;
  const D6 = a.dice === 'D6';
  const units = unitValues(r);
  if (r.attacker || d.ruleset !== undefined) {
    const raw = values({ ...r, attacker: undefined, attack: r.attacker ? { dice: 4, toHit: 4, strength: 5, titanWeapon: true } : a,
      target: d.ruleset !== undefined ? { armour: 12, structure: 5, shieldLoss: d.shieldLoss, lostStructureOnShields: d.lostStructureOnShields } : d });
    return { ...raw, ...units };
  }
  return {
    ...D, tkind: 'attack',
    diceD6: D6, dice: D6 ? D.dice : a.dice, toHit: a.toHit, modifier: a.modifier ?? 0,
    strength: a.strength, titanWeapon: a.titanWeapon ?? false, minOneDamage: a.minOneDamage ?? false,
    ignoresShields: a.ignoresShields ?? false, armour: d.armour, structure: d.structure,
    structureLost: d.structureLost ?? 0, shields: d.shields ?? 0, shieldArmour: d.shieldArmour ?? 8,
    location: d.location ?? 'none', facing: d.facing ?? 'front', rearArmour: d.rearArmour ?? d.armour,
    shieldLossDamage: d.shieldLoss === 'damage', lostStructureOnShields: d.lostStructureOnShields ?? false,
  };
}

export function titanicus(edition) {
  return {
    id: `titanicus-${edition}`, name: 'Titanicus', sub: edition, stateKey: 'titanicus', system: 'titanicus',
    edition, sections: sections(edition), defaults: titanicusDefaults, request: request(edition), values,
    changed: targetChanged, attackName,
    sectionTitle: (section, v) => (edition === 'v2' && v.tkind === 'actionPoints' && section === 'attack'
      ? 'actionPoints' : section),
  };
}
