// AT-44 (seed 004): shooting and melee (with Concentration and Feu à
// volonté), and the tests that are not attacks: Moral, Autorité and
// Écrasement (docs/rules/at44.md). Shooting and melee may name units of a
// ruleset instead of numbers (forms-at44-units.mjs).
import { at44UnitDefaults, at44AttackerFields, at44TargetFields, at44UnitRequest, at44UnitValues, aUnknown, tUnknown,
  shownTarget, kindOfUnits, DICE_CAP, mountCount, at44AttackName } from './form-units.mjs';
import { t } from '../../platform/words.mjs';

const is = (...kinds) => (v) => kinds.includes(v.kind);
const attack = is('shoot', 'melee');
const onVehicle = (v) => attack(v) && shownTarget(v).vehicle;
const onInfantry = (v) => attack(v) && !shownTarget(v).vehicle;
// A raw field: always with numbers, with a unit only when its ruleset does not give it.
const rawA = (key, show = attack) => (v) => show(v) && (v.aMode !== 'units' || aUnknown(v, key));
const rawT = (key, show = attack) => (v) => show(v) && (v.tMode !== 'units' || tUnknown(v, key));
const ALLOC = [{ value: 'fewestLeft', label: 'fewestLeft' }, { value: 'mostLeft', label: 'mostLeft' }];

export const AT44_KINDS = ['shoot', 'melee', 'morale', 'authority', 'crush'];

const defaults = { kind: 'shoot', pre: 5, range: 1, def: 5, attackers: 5, cadence: 1, rerolls: 0,
  pen: 5, damage: 1, arm: 3, models: 10, coverSave: 0, concentration: false, feuAVolonte: false,
  mor: 5, officerGrade: 0, objective: false, earlierTests: 0, nervesOfSteel: false,
  firstAut: 3, firstBid: 0, secondAut: 3, secondBid: 0, free: 4, engaged: 0,
  vehicle: false, chassis: 8, propulsion: [3], weapons: [1], allocWeapons: 'fewestLeft',
  allocPropulsion: 'fewestLeft', aim: 'chassis', ...at44UnitDefaults };

const sections = [
  { section: 'attack', fields: [
    { type: 'segment', key: 'kind', label: 'kindAt44', wide: true,
      options: AT44_KINDS.map((k) => ({ value: k, label: `at44Kind_${k}` })) },
    ...at44AttackerFields(attack),
    { type: 'stepper', key: 'pre', label: 'pre', min: 0, max: 15, show: rawA('pre') },
    { type: 'stepper', key: 'range', label: 'range', min: 0, max: 10, show: is('shoot') },
    { type: 'stepper', key: 'def', label: 'def', min: 0, max: 15, show: rawT('def', is('melee')) },
    // attackers × cadence (× weapons each, by unit) at most the core's 200 dice: the steppers stop there and say why.
    { type: 'stepper', key: 'attackers', label: 'attackers', min: 1, show: (v) => attack(v) && v.aMode !== 'units',
      max: (v) => Math.max(1, Math.min(30, Math.floor(DICE_CAP / v.cadence))), maxWhy: (v) => (30 * v.cadence > DICE_CAP ? t('diceCap') : null) },
    { type: 'stepper', key: 'cadence', label: 'cadence', min: 1, show: rawA('cadence'),
      max: (v) => Math.max(1, Math.min(10, Math.floor(DICE_CAP / (v.aMode === 'units' ? v.aCount * (mountCount(v) ?? v.weaponCount ?? 1) : v.attackers)))),
      maxWhy: () => t('diceCap') },
    { type: 'stepper', key: 'rerolls', label: 'rerolls', min: 0, max: 5, show: rawA('rerolls') },
    { type: 'stepper', key: 'pen', label: 'pen', min: 0, max: 20, show: rawA('pen') },
    { type: 'stepper', key: 'damage', label: 'damage', min: 1, max: 6, show: rawA('damage') },
    { type: 'toggle', key: 'concentration', label: 'concentration', show: rawA('concentration') },
    { type: 'toggle', key: 'feuAVolonte', label: 'feuAVolonte', show: is('shoot') },
    { type: 'stepper', key: 'mor', label: 'mor', min: 0, max: 10, show: is('morale') },
    { type: 'stepper', key: 'officerGrade', label: 'officerGrade', min: 0, max: 4, show: is('morale') },
    { type: 'toggle', key: 'objective', label: 'objective', show: is('morale') },
    { type: 'stepper', key: 'earlierTests', label: 'earlierTests', min: 0, max: 10, show: is('morale') },
    { type: 'toggle', key: 'nervesOfSteel', label: 'nervesOfSteel', show: is('morale') },
    { type: 'stepper', key: 'firstAut', label: 'firstAut', min: 0, max: 10, show: is('authority') },
    { type: 'stepper', key: 'firstBid', label: 'firstBid', min: 0, max: 6, show: is('authority') },
    { type: 'stepper', key: 'secondAut', label: 'secondAut', min: 0, max: 10, show: is('authority') },
    { type: 'stepper', key: 'secondBid', label: 'secondBid', min: 0, max: 6, show: is('authority') },
    { type: 'stepper', key: 'free', label: 'crushFree', min: 0, max: 30, show: is('crush') },
    { type: 'stepper', key: 'engaged', label: 'crushEngaged', min: 0, max: 30, show: is('crush') },
  ] },
  { section: 'target', fields: [
    ...at44TargetFields(attack),
    { type: 'stepper', key: 'arm', label: 'arm', min: 0, max: 20, show: rawT('arm') },
    { type: 'toggle', key: 'vehicle', label: 'at44Vehicle', show: rawT('vehicle') },
    { type: 'stepper', key: 'models', label: 'models', min: 1, max: 30, show: onInfantry },
    { type: 'stepper', key: 'chassis', label: 'chassisPs', min: 1, max: 40, show: rawT('chassis', onVehicle) },
    { type: 'psList', key: 'propulsion', label: 'propulsionPs', item: 'propulsionN', add: 'addPropulsion',
      min: 1, max: 4, psMax: 20, show: rawT('propulsion', onVehicle) },
    { type: 'psList', key: 'weapons', label: 'weaponsPs', item: 'weaponN', add: 'addWeapon',
      min: 0, max: 8, psMax: 20, show: rawT('weapons', onVehicle) },
    { type: 'segment', key: 'allocWeapons', label: 'allocWeapons', options: ALLOC,
      show: (v) => onVehicle(v) && shownTarget(v).weapons.length > 0 },
    { type: 'segment', key: 'allocPropulsion', label: 'allocPropulsion', options: ALLOC, show: onVehicle },
    { type: 'segment', key: 'aim', label: 'aim', show: (v) => onVehicle(v) && v.kind === 'melee',
      options: ['chassis', 'weapon', 'propulsion'].map((a) => ({ value: a, label: `aim_${a}` })) },
    { type: 'segment', key: 'coverSave', label: 'cover', show: (v) => attack(v) && v.tMode !== 'units',
      options: [{ value: 0, label: 'coverNone' }, { value: 5, text: '5+' },
        { value: 3, text: '3+', show: (v) => !v.vehicle }] },
  ] },
];

const TITLES = { morale: 'at44Kind_morale', authority: 'at44Kind_authority', crush: 'at44Kind_crush' };

function request(v) {
  const system = 'at44';
  if (v.kind === 'morale') {
    return { system, kind: 'morale', mor: v.mor, officerGrade: v.officerGrade, objective: v.objective,
      earlierTests: v.earlierTests, nervesOfSteel: v.nervesOfSteel };
  }
  if (v.kind === 'authority') {
    return { system, kind: 'authority', first: { aut: v.firstAut, bid: v.firstBid }, second: { aut: v.secondAut, bid: v.secondBid } };
  }
  if (v.kind === 'crush') return { system, kind: 'crush', free: v.free, engaged: v.engaged };
  if (v.aMode === 'units' || v.tMode === 'units') {
    const raw = rawRequest({ ...v, vehicle: shownTarget(v).vehicle });
    return at44UnitRequest(v, { attack: raw.attack, target: raw.target, allocation: allocation(v) });
  }
  return rawRequest(v);
}

function rawRequest(v) {
  return { system: 'at44',
    attack: { kind: v.kind, pre: v.pre, ...(v.kind === 'shoot' ? { range: v.range } : { def: v.def }),
      attackers: v.attackers, cadence: v.cadence, rerolls: v.rerolls, pen: v.pen, damage: v.damage,
      ...(v.concentration ? { concentration: true } : {}),
      ...(v.kind === 'shoot' && v.feuAVolonte ? { feuAVolonte: true } : {}),
    ...(v.vehicle ? { allocation: allocation(v) } : {}) },
    target: v.vehicle
      ? { arm: v.arm, vehicle: { chassis: v.chassis, propulsion: v.propulsion, weapons: v.weapons }, coverSave: v.coverSave }
      : { arm: v.arm, models: v.models, coverSave: v.coverSave } };
}

/** The shooter's choice, defaults left out (the core's own). */
function allocation(v) {
  return { ...(shownTarget(v).weapons.length && v.allocWeapons !== 'fewestLeft' ? { weapons: v.allocWeapons } : {}),
    ...(v.allocPropulsion !== 'fewestLeft' ? { propulsion: v.allocPropulsion } : {}),
    ...(v.kind === 'melee' && v.aim !== 'chassis' ? { aim: v.aim } : {}) };
}

function values(r) {
  const d = defaults;
  if (r.kind === 'morale') {
    return { ...d, kind: 'morale', mor: r.mor, officerGrade: r.officerGrade ?? 0, objective: r.objective ?? false,
      earlierTests: r.earlierTests ?? 0, nervesOfSteel: r.nervesOfSteel ?? false };
  }
  if (r.kind === 'authority') {
    return { ...d, kind: 'authority', firstAut: r.first?.aut, firstBid: r.first?.bid ?? 0,
      secondAut: r.second?.aut, secondBid: r.second?.bid ?? 0 };
  }
  if (r.kind === 'crush') return { ...d, kind: 'crush', free: r.free ?? 0, engaged: r.engaged ?? 0 };
  if (r.attacker || r.target?.ruleset !== undefined) {
    const kind = kindOfUnits(r);
    const raw = values({ attack: r.attacker ? { ...r.attack, kind, pre: 5, attackers: 5, cadence: 1, pen: 5, damage: 1 } : r.attack,
      target: r.target?.ruleset !== undefined ? { arm: 3, models: 10 } : r.target });
    return { ...raw, ...at44UnitValues(r), kind };
  }
  const { attack: a = {}, target: t = {} } = r;
  return { ...d, kind: a.kind, pre: a.pre, range: a.range ?? 1, def: a.def ?? 5, attackers: a.attackers,
    cadence: a.cadence, rerolls: a.rerolls ?? 0, pen: a.pen, damage: a.damage, arm: t.arm, models: t.models,
    coverSave: t.coverSave ?? 0, concentration: a.concentration ?? false, feuAVolonte: a.feuAVolonte ?? false,
    ...(t.vehicle ? { vehicle: true, models: d.models, chassis: t.vehicle.chassis, propulsion: t.vehicle.propulsion,
      weapons: t.vehicle.weapons ?? [], allocWeapons: a.allocation?.weapons ?? 'fewestLeft',
      allocPropulsion: a.allocation?.propulsion ?? 'fewestLeft', aim: a.allocation?.aim ?? 'chassis' } : {}) };
}

export const at44 = {
  id: 'at44', name: 'AT-44', stateKey: 'at44', system: 'at44',
  sections, defaults, request, values, attackName: at44AttackName,
  sectionTitle: (section, v) => (section === 'attack' ? TITLES[v.kind] ?? section : section),
};
