// AT-44 from units (docs/rules/at44.md, "Requests naming units"): the
// attacker's unit, weapon, combatants and Feu à volonté; the target's unit,
// models, cover and attitudes. Most units of the seed are partial: a value
// the ruleset gives is shown as a fact, one it lists in `unknown` (or leaves
// out) is asked with the raw form's own stepper or toggle, and only those
// go into the request (the core refuses a known value given again).
import { t } from '../../platform/words.mjs';
import { unitChoices, unitOf, weaponOf, nameOf } from '../../platform/rulesets.mjs';

export const at44UnitDefaults = { aMode: 'values', tMode: 'values', aUnit: '', weapon: '', aCount: 5, weaponCount: 1,
  detection: false, tUnit: '', tCover: false, tCouvert: false, tGenou: false, camouflage: false };

export const MODES = [{ value: 'units', label: 'modeUnits' }, { value: 'values', label: 'modeValues' }];
const WEAPON_KEYS = ['pre', 'cadence', 'rerolls', 'pen', 'damage'];

const A = (v) => unitOf(v.aUnit);
const T = (v) => unitOf(v.tUnit);
const weaponIn = (v) => weaponOf(A(v).data, v.weapon);
const mountIn = (v) => A(v).unit?.weapons?.find((m) => m.weapon === v.weapon);

/** True when the attacker's ruleset does not give `key` (a request field of `attacker`). */
export function aUnknown(v, key) {
  const unit = A(v).unit;
  const w = weaponIn(v);
  if (!unit || !w) return false;
  if (key === 'weaponCount') return mountIn(v)?.count === undefined;
  if (key === 'mode') return w.mode === undefined;
  if (key === 'concentration') return w.skills === undefined;
  if (key === 'detection') return unit.skills === undefined;
  return w[key] === undefined;
}

/** The core's cap on an attack's dice (attackers × weapons each × cadence). */
export const DICE_CAP = 200;

/** How many of the chosen weapon the attacking unit's models carry (its ruleset's), or undefined. */
export const mountCount = (v) => mountIn(v)?.count;

/** The dice one attacking model rolls by unit: its weapons × the weapon's cadence. */
export function diceEach(v) {
  const w = weaponIn(v);
  const each = mountIn(v)?.count ?? v.weaponCount ?? 1;
  return Math.max(1, each * (w?.cadence ?? v.cadence ?? 1));
}

/** True when the target's ruleset does not give `key` (vehicle: its type). */
export function tUnknown(v, key) {
  const unit = T(v).unit;
  if (!unit) return false;
  if (key === 'vehicle') return unit.type === undefined;
  if (key === 'chassis') return unit.chassisPs === undefined;
  if (key === 'propulsion') return unit.propulsionPs === undefined;
  if (key === 'weapons') return !unit.weapons?.every((m) => m.count !== undefined && m.ps !== undefined);
  if (key === 'camouflage') return unit.skills === undefined;
  return unit[key] === undefined;
}

/** The target as the core sees it: vehicle or not, and its PS (the ruleset's, else the form's). */
export function shownTarget(v) {
  if (v.tMode !== 'units') return { vehicle: v.vehicle, propulsion: v.propulsion, weapons: v.weapons };
  const unit = T(v).unit;
  const vehicle = unit?.type ? unit.type === 'vehicule' : v.vehicle;
  const weapons = tUnknown(v, 'weapons') ? v.weapons : unit.weapons.flatMap((m) => Array(m.count).fill(m.ps));
  return { vehicle, propulsion: tUnknown(v, 'propulsion') ? v.propulsion : unit.propulsionPs,
    weapons, chassis: tUnknown(v, 'chassis') ? v.chassis : unit.chassisPs };
}

/** Weapons the picked unit may fire in this kind of attack (all the ruleset's when it lists none). */
function weaponChoices(v) {
  const { data, unit } = A(v);
  if (!data || !unit) return [];
  const ids = unit.weapons ? unit.weapons.map((m) => m.weapon) : data.weapons.map((w) => w.id);
  const modes = v.kind === 'melee' ? ['melee'] : ['tir-direct'];
  return ids.map((id) => weaponOf(data, id)).filter((w) => w && (w.mode === undefined || modes.includes(w.mode)))
    .map((w) => ({ value: w.id, text: nameOf(w.name) }));
}

const fact = (label, value) => (value === undefined ? null : { label, value: String(value) });

function attackerFacts(v) {
  const w = weaponIn(v);
  if (!w) return [];
  const mount = mountIn(v);
  return [fact(t('pre'), w.pre), fact(t('cadence'), w.cadence), fact(t('rerolls'), w.rerolls), fact(t('pen'), w.pen),
    fact(t('damage'), w.damage), fact(t('weaponsEach'), mount?.count)].filter(Boolean);
}

function targetFacts(v) {
  const unit = T(v).unit;
  if (!unit) return [];
  const s = shownTarget(v);
  const ps = (list) => (list ? list.join(' · ') : undefined);
  return [fact(t('unitType'), unit.type ? t(unit.type === 'vehicule' ? 'at44Vehicle' : 'infantryType') : undefined),
    fact(t('arm'), unit.arm), fact(t('def'), v.kind === 'melee' ? unit.def : undefined),
    ...(s.vehicle ? [fact(t('chassisPs'), unit.chassisPs), fact(t('propulsionPs'), ps(unit.propulsionPs)),
      fact(t('weaponsPs'), tUnknown(v, 'weapons') ? undefined : ps(s.weapons))] : [])].filter(Boolean);
}

// What a picked unit's ruleset leaves to the player, named by their labels, so
// the values below are read as the player's own, not the unit's.
const A_ASKED = [['pre', 'pre'], ['cadence', 'cadence'], ['rerolls', 'rerolls'], ['pen', 'pen'],
  ['damage', 'damage'], ['weaponCount', 'weaponsEach'], ['concentration', 'concentration'], ['detection', 'detection']];
const T_ASKED = [['arm', 'arm'], ['def', 'def'], ['vehicle', 'at44Vehicle'], ['chassis', 'chassisPs'],
  ['propulsion', 'propulsionPs'], ['weapons', 'weaponsPs'], ['camouflage', 'camouflage']];
const short = (label) => t(label).replace(/ \(.*\)$/, '');
function attackerLacks(v) {
  if (!A(v).unit || !weaponIn(v)) return [];
  return A_ASKED.filter(([key]) => aUnknown(v, key) && (key !== 'detection' || v.kind === 'shoot')).map(([, l]) => short(l));
}
function targetLacks(v) {
  if (!T(v).unit) return [];
  const vehicle = shownTarget(v).vehicle;
  const shown = { def: v.kind === 'melee', chassis: vehicle, propulsion: vehicle, weapons: vehicle, camouflage: v.kind === 'shoot' };
  return T_ASKED.filter(([key]) => (shown[key] ?? true) && tUnknown(v, key)).map(([, l]) => short(l));
}
const lacksNote = (key, lacks, show) => ({ type: 'note', key, show: (v) => show(v) && lacks(v).length > 0,
  text: (v) => t('unitLacks', { values: lacks(v).join(', ') }) });

/** Fields of the attacker by unit (before the raw ones, which show only when unknown). */
export function at44AttackerFields(attack) {
  const units = (v) => attack(v) && v.aMode === 'units';
  return [
    { type: 'segment', key: 'aMode', label: 'attackerMode', show: attack, options: MODES },
    { type: 'select', key: 'aUnit', label: 'unit', show: units, options: () => unitChoices('at44', null, t('customMark')) },
    { type: 'select', key: 'weapon', label: 'weapon', show: units, options: weaponChoices },
    { type: 'facts', key: 'aFacts', label: 'knownValues', show: (v) => units(v) && attackerFacts(v).length > 0, items: attackerFacts },
    { type: 'stepper', key: 'aCount', label: 'combatants', min: 1, max: (v) => Math.max(1, Math.floor(DICE_CAP / diceEach(v))),
      maxWhy: () => t('diceCap'), show: units },
    { type: 'stepper', key: 'weaponCount', label: 'weaponsEach', min: 1, maxWhy: () => t('diceCap'),
      max: (v) => Math.max(1, Math.min(20, Math.floor(DICE_CAP / (v.aCount * (weaponIn(v)?.cadence ?? v.cadence ?? 1))))),
      show: (v) => units(v) && aUnknown(v, 'weaponCount') },
    lacksNote('aLacks', attackerLacks, units),
    { type: 'toggle', key: 'detection', label: 'detection',
      show: (v) => units(v) && v.kind === 'shoot' && aUnknown(v, 'detection') },
  ];
}

export function at44TargetFields(attack) {
  const units = (v) => attack(v) && v.tMode === 'units';
  const shootUnits = (v) => units(v) && v.kind === 'shoot';
  return [
    { type: 'segment', key: 'tMode', label: 'targetMode', show: attack, options: MODES },
    { type: 'select', key: 'tUnit', label: 'unit', show: units, options: () => unitChoices('at44', null, t('customMark')) },
    { type: 'facts', key: 'tFacts', label: 'knownValues', show: (v) => units(v) && targetFacts(v).length > 0, items: targetFacts },
    lacksNote('tLacks', targetLacks, units),
    { type: 'toggle', key: 'tCover', label: 'behindCover', show: shootUnits },
    { type: 'toggle', key: 'tCouvert', label: 'aCouvert', show: (v) => shootUnits(v) && !shownTarget(v).vehicle },
    { type: 'toggle', key: 'tGenou', label: 'genouATerre', show: shootUnits },
    { type: 'toggle', key: 'camouflage', label: 'camouflage', show: (v) => shootUnits(v) && tUnknown(v, 'camouflage') },
  ];
}

/** The request when a side is a unit; `raw` = { attack, target, allocation } of the raw form. */
export function at44UnitRequest(v, raw) {
  const shoot = v.kind === 'shoot';
  const vehicle = shownTarget(v).vehicle;
  const request = { system: 'at44' };
  if (v.aMode === 'units') {
    const a = A(v);
    const attacker = { ruleset: a.rulesetId, unit: a.unitId, weapon: v.weapon, count: v.aCount };
    const ask = (key, value) => { if (aUnknown(v, key)) attacker[key] = value; };
    ask('weaponCount', v.weaponCount);
    ask('mode', shoot ? 'tir-direct' : 'melee');
    WEAPON_KEYS.forEach((key) => ask(key, v[key]));
    ask('concentration', v.concentration);
    if (shoot) ask('detection', v.detection);
    if (shoot && v.feuAVolonte) attacker.attitudes = ['feu-a-volonte'];
    request.attacker = attacker;
    const attack = { ...(shoot ? { range: v.range } : {}), ...(!shoot && v.tMode !== 'units' ? { def: v.def } : {}),
      ...(vehicle && Object.keys(raw.allocation).length ? { allocation: raw.allocation } : {}) };
    if (Object.keys(attack).length) request.attack = attack;
  } else {
    request.attack = { ...raw.attack };
    if (!shoot && v.tMode === 'units') delete request.attack.def;
  }
  if (v.tMode !== 'units') { request.target = raw.target; return request; }
  const d = T(v);
  const target = { ruleset: d.rulesetId, unit: d.unitId };
  const ask = (key, value, name = key) => { if (tUnknown(v, key)) target[name] = value; };
  ask('vehicle', v.vehicle ? 'vehicule' : 'infanterie', 'type');
  ask('arm', v.arm);
  if (!shoot) ask('def', v.def);
  if (vehicle) ['chassis', 'propulsion', 'weapons'].forEach((key) => ask(key, v[key]));
  else target.count = v.models;
  if (shoot) {
    if (v.tCover) target.cover = true;
    const attitudes = [...(v.tCouvert && !vehicle ? ['a-couvert'] : []), ...(v.tGenou ? ['genou-a-terre'] : [])];
    if (attitudes.length) target.attitudes = attitudes;
    ask('camouflage', v.camouflage);
  }
  request.target = target;
  return request;
}

/** The kind of attack of a request naming an attacker unit (its weapon's mode, else `mode`). */
export function kindOfUnits(r) {
  if (!r.attacker) return r.attack?.kind ?? 'shoot';
  const w = weaponOf(unitOf(`${r.attacker.ruleset}:${r.attacker.unit}`).data, r.attacker.weapon);
  return (w?.mode ?? r.attacker.mode) === 'melee' ? 'melee' : 'shoot';
}

/** Form values of the unit parts of a request (a shared link). */
export function at44UnitValues(r) {
  const out = {};
  const pick = (from, keys) => keys.forEach((key) => { if (from[key] !== undefined) out[key] = from[key]; });
  const a = r.attacker;
  if (a) {
    Object.assign(out, { aMode: 'units', aUnit: `${a.ruleset}:${a.unit}`, weapon: a.weapon, aCount: a.count,
      feuAVolonte: (a.attitudes ?? []).includes('feu-a-volonte') });
    pick(a, ['weaponCount', ...WEAPON_KEYS, 'concentration', 'detection']);
    pick(r.attack ?? {}, ['range', 'def']);
  }
  const d = r.target ?? {};
  if (d.ruleset !== undefined) {
    Object.assign(out, { tMode: 'units', tUnit: `${d.ruleset}:${d.unit}`, tCover: d.cover ?? false,
      tCouvert: (d.attitudes ?? []).includes('a-couvert'), tGenou: (d.attitudes ?? []).includes('genou-a-terre') });
    if (d.type !== undefined) out.vehicle = d.type === 'vehicule';
    if (d.count !== undefined) out.models = d.count;
    pick(d, ['arm', 'def', 'chassis', 'propulsion', 'weapons', 'camouflage']);
  }
  const al = r.attack?.allocation ?? {};
  Object.assign(out, { allocWeapons: al.weapons ?? 'fewestLeft', allocPropulsion: al.propulsion ?? 'fewestLeft',
    aim: al.aim ?? 'chassis' });
  return out;
}

/**
 * A compared attack's name, short: the attacker's weapon (or PRE and dice)
 * and the target (its unit, or its DEF / ARM); null for the tests that are
 * no attack (Moral, Autorité, Écrasement).
 */
export function at44AttackName(v) {
  if (v.kind !== 'shoot' && v.kind !== 'melee') return null;
  const w = v.aMode === 'units' ? weaponIn(v) : null;
  const weapon = w ? `${nameOf(A(v).unit?.name)} · ${nameOf(w.name)}` : `${v.attackers}× PRE ${v.pre}`;
  const unit = v.tMode === 'units' ? T(v).unit : null;
  const target = unit ? nameOf(unit.name) : v.kind === 'melee' ? `DEF ${v.def} / ARM ${v.arm}` : `ARM ${v.arm}`;
  return t('attackOn', { weapon, target });
}
