// Sheet → calculator for Epic Escarmouches, as plain data (no DOM): the calc
// request of one unit type of a formation sheet shooting at, or assaulting, a
// unit type of the other player's formation (docs/calc/epic.md, "Units from a
// ruleset"), built from both sheets — models left and not transported, the
// shooter's order (its to-hit: charge −2, tir appuyé +1), either formation in
// retraite (FA −2) — and the sheet actions (docs/sheets/epic.md) putting the
// real result on the sheets in one step.
//
// `a` is the panel's state: { kind: 'shoot' | 'assault', k (the sheet index),
// unit, count, weapon, target (a sheet index), targetUnit, terrain ('' in the
// open), facing, heavy, position, modifier }.
//
// The request names units wherever the contract lets it; it is written with
// the contract's raw numbers, taken from the ruleset exactly as the core takes
// them (core/epic/calc_units.cpp), in two cases the unit form cannot say:
// - a vehicle target: its hits to destroy come from the target sheet (the
//   ruleset has none), `heavy` is the player's (a.heavy: the ruleset has no
//   such flag); with one vehicle targeted, the hits it has already taken are
//   taken off (exact); with several, each counts as undamaged (`damaged` tells);
// - a shooter in retraite: the ruleset gives retraite no to-hit effect (the
//   core refuses it), so the players agree on one: a.modifier (0 by default).

const byId = (list, id) => (list ?? []).find((x) => x.id === id) ?? null;

/**
 * The ruleset of id `id` from `rulesets`: the `loaded` map of rulesets.mjs,
 * a function id → ruleset, or one ruleset object (used for every sheet).
 */
export function rulesetFor(rulesets, id) {
  if (rulesets instanceof Map) return rulesets.get(id) ?? null;
  if (typeof rulesets === 'function') return rulesets(id) ?? null;
  return rulesets ?? null;
}

const free = (u) => Math.max(0, u.left - (u.transported ?? 0));
const inPlay = (sheet) => !sheet.dispersee && sheet.left > 0;

/** The formations sheet k may attack: the other player's, not dispersed, with units left ([j]). */
export const targetsOf = (snapshot, k) => snapshot.sheets.map((_, j) => j)
  .filter((j) => snapshot.sheets[j].player !== snapshot.sheets[k].player && inPlay(snapshot.sheets[j].sheet));

/** The unit types of a sheet with units left not transported: [{ unit, kind, count }]. */
export const shootersOf = (sheet) => (inPlay(sheet) ? sheet.units : []).filter((u) => free(u) > 0)
  .map((u) => ({ unit: u.unit, kind: u.kind, count: free(u) }));

/** The weapons a unit carries: the ruleset's weapon objects ({ id, name, rangeCm, dice, toHit, saveModifier }). */
export function weaponsOf(ruleset, unit) {
  const u = byId(ruleset?.units, unit);
  return (u?.weapons ?? []).map((id) => byId(ruleset.weapons, id)).filter(Boolean);
}

/** The sheet's entry of a unit type, or null. */
const entryOf = (sheet, unit) => sheet.units.find((u) => u.unit === unit) ?? null;

/** Whether the shot at a.targetUnit is at vehicles. */
export function atVehicle(snapshot, a) {
  return entryOf(snapshot.sheets[a.target].sheet, a.targetUnit)?.kind === 'vehicle';
}

/** Whether the shooter's order has no to-hit effect (retraite): a.modifier is used instead. */
export const asksModifier = (snapshot, a) => a.kind !== 'assault' && snapshot.sheets[a.k].sheet.toHit == null;

/** The terrain ids the target unit may be in (not infranchissable for its kind). */
export function terrainsFor(ruleset, kind) {
  const key = kind === 'vehicle' ? 'vehicles' : 'infantry';
  return (ruleset?.terrain ?? []).filter((x) => x[key] !== 'infranchissable');
}

function fail(path, message) {
  const error = new Error(`${path}: ${message}`);
  Object.assign(error, { path, detail: message });
  throw error;
}

/** The raw shooting request (calc-api.md) from the ruleset's numbers, as the core turns units into it. */
function rawShot(snapshot, rulesets, a, models, vehicle) {
  const me = snapshot.sheets[a.k].sheet;
  const them = snapshot.sheets[a.target].sheet;
  const mine = rulesetFor(rulesets, me.ruleset);
  const theirs = rulesetFor(rulesets, them.ruleset);
  const weapon = byId(mine?.weapons, a.weapon);
  if (!weapon || !weaponsOf(mine, a.unit).includes(weapon)) fail('attacker.weapon', `"${a.unit}" has no weapon "${a.weapon}"`);
  const unit = byId(theirs?.units, a.targetUnit);
  if (!unit) fail('target.unit', `names no unit of the ruleset "${them.ruleset}": "${a.targetUnit}"`);
  const target = { save: unit.save, coverToHit: 0, saveBonus: 0, models };
  if (a.terrain) {
    const terrain = byId(theirs.terrain, a.terrain);
    if (!terrain) fail('target.terrain', `names no terrain of the ruleset "${them.ruleset}": "${a.terrain}"`);
    if (!terrainsFor(theirs, unit.kind).includes(terrain)) fail('target.terrain', `"${a.terrain}" is infranchissable for "${unit.id}"`);
    Object.assign(target, { coverToHit: terrain.coverBonus, saveBonus: terrain.saveBonus });
  }
  if (vehicle) target.vehicle = vehicle;
  const modifier = me.toHit ?? a.modifier ?? 0;
  return { system: 'epic', attack: { kind: 'shoot', shots: a.count * weapon.dice, toHit: weapon.toHit, modifier, saveModifier: weapon.saveModifier,
    dicePerModel: weapon.dice }, target, ...readingsOf(snapshot) };
}

/** The table's readings (play/readings.mjs) a shot reads: its targets pooled or per model. */
const readingsOf = (snapshot) => (snapshot.readings ? { readings: snapshot.readings } : {});

/**
 * The calc request of the panel's attack: { request, damaged } (damaged:
 * vehicles already hit among several targeted, counted as undamaged).
 * Throws an Error with `path` when the panel's state names what the sheets
 * or the ruleset do not have.
 */
export function attackRequest(snapshot, rulesets, a) {
  const me = snapshot.sheets[a.k].sheet;
  const them = snapshot.sheets[a.target].sheet;
  const shooter = entryOf(me, a.unit);
  const target = entryOf(them, a.targetUnit);
  if (!shooter || free(shooter) === 0) fail('attacker.unit', `no "${a.unit}" left to attack in ${me.name || 'the formation'}`);
  if (!target || free(target) === 0) fail('target.unit', `no "${a.targetUnit}" left in ${them.name || 'the target formation'}`);
  if (a.kind === 'assault') {
    const attacker = { kind: 'assault', ruleset: me.ruleset, unit: a.unit, retreat: !!me.retraite, position: a.position ?? 1 };
    return { request: { system: 'epic', attacker, target: { ruleset: them.ruleset, unit: a.targetUnit, retreat: !!them.retraite } }, damaged: false };
  }
  const count = Math.min(Math.max(1, a.count ?? free(shooter)), free(shooter));
  const shot = { ...a, count };
  const models = free(target);
  if (target.kind === 'vehicle') {
    const taken = (target.hitsTaken ?? []).slice(0, models);
    const one = models === 1;
    const vehicle = { heavy: !!a.heavy, facing: a.facing || 'front', hitsToDestroy: target.hitsToDestroy - (one ? taken[0] ?? 0 : 0) };
    return { request: rawShot(snapshot, rulesets, shot, models, vehicle), damaged: !one && taken.some((x) => x > 0) };
  }
  if (me.toHit == null) return { request: rawShot(snapshot, rulesets, shot, models, null), damaged: false };
  const request = { system: 'epic', attacker: { ruleset: me.ruleset, unit: a.unit, weapon: a.weapon, count, order: me.order },
    target: { ruleset: them.ruleset, unit: a.targetUnit, count: models, ...(a.terrain ? { terrain: a.terrain } : {}) }, ...readingsOf(snapshot) };
  return { request, damaged: false };
}

/** The most a real result can be: models of the target type (infantry), hits to destroy them all (vehicles). */
export function realMax(snapshot, a) {
  const target = entryOf(snapshot.sheets[a.target].sheet, a.targetUnit);
  if (!target) return 0;
  if (target.kind !== 'vehicle') return free(target);
  return (target.hitsTaken ?? []).slice(0, free(target)).reduce((sum, x) => sum + target.hitsToDestroy - x, 0);
}

/**
 * The sheet actions of the real result, [{ k, action }]. Shooting: `real` is
 * the number of models destroyed (infantry: one `casualties`), or of hits
 * not saved at vehicles (`vehicleHit` on the first vehicle until it is
 * destroyed, then the next). Assault: 'won' or 'lost', one casualty on the
 * loser's unit type. A break point reached is logged by the sheet, which
 * asks for the morale test: that test is left to the sheet's card.
 */
export function resultSteps(snapshot, rulesets, a, real) {
  if (a.kind === 'assault') {
    if (real !== 'won' && real !== 'lost') throw new Error(`real: must be "won" or "lost", not ${JSON.stringify(real)}`);
    const [k, unit] = real === 'won' ? [a.target, a.targetUnit] : [a.k, a.unit];
    return [{ k, action: { type: 'casualties', unit, n: 1 } }];
  }
  const n = Math.max(0, Math.min(Number(real) || 0, realMax(snapshot, a)));
  if (n === 0) return [];
  const target = entryOf(snapshot.sheets[a.target].sheet, a.targetUnit);
  if (target.kind !== 'vehicle') return [{ k: a.target, action: { type: 'casualties', unit: a.targetUnit, n } }];
  const steps = [];
  const taken = [...target.hitsTaken];
  for (let left = n; left > 0 && taken.length;) {
    const hits = Math.min(left, target.hitsToDestroy - taken[0]);
    steps.push({ k: a.target, action: { type: 'vehicleHit', unit: a.targetUnit, vehicle: 0, n: hits } });
    left -= hits;
    if (taken[0] + hits >= target.hitsToDestroy) taken.shift(); else taken[0] += hits;
  }
  return steps;
}

/**
 * The activation planner's request (kind "activationPlan", docs/calc/epic.md)
 * for sheet k, built from the same sheets' numbers as attackRequest: every
 * unit type with models left not transported fires, one group per weapon it
 * carries; the target formations are the other player's in play, each unit
 * type's models left (vehicles: their hits to destroy and hits taken), the
 * units already lost and the break point of its sheet. `p` is the panel's
 * state: { goal, out: { [j]: true } (out of range or sight), terrain: { [j]:
 * id }, facing: { [j]: 'front' | 'side' | 'rear' }, heavy: { [j]: true }
 * (its vehicles are heavy: the ruleset has no such flag), modifier (retraite) }.
 * Returns { request, groups: [{ unit, weapon }], targets: [j] }, or null
 * with no shooter or no target in range.
 */
export function planRequest(snapshot, rulesets, k, p) {
  const me = snapshot.sheets[k].sheet;
  const mine = rulesetFor(rulesets, me.ruleset);
  const groups = shootersOf(me).flatMap((s) => weaponsOf(mine, s.unit).map((w) => ({ unit: s.unit, weapon: w.id, count: s.count })));
  // A formation whose units are all aboard a transport has none to aim at.
  const targets = targetsOf(snapshot, k).filter((j) => !p.out?.[j] && shootersOf(snapshot.sheets[j].sheet).length > 0);
  if (!groups.length || !targets.length) return null;
  const request = { system: 'epic', kind: 'activationPlan', ruleset: me.ruleset };
  if (me.toHit == null) request.modifier = p.modifier ?? 0; else request.order = me.order;
  request.shooters = groups.map((g) => ({ unit: g.unit, weapon: g.weapon, count: g.count }));
  request.targets = targets.map((j) => {
    const them = snapshot.sheets[j].sheet;
    const theirs = rulesetFor(rulesets, them.ruleset);
    const terrain = p.terrain?.[j] || '';
    const units = shootersOf(them).map((s) => {
      const entry = entryOf(them, s.unit);
      const unit = { unit: s.unit, count: s.count };
      // A terrain this unit type cannot be in (infranchissable) leaves it in the open.
      if (terrain && terrainsFor(theirs, s.kind).some((x) => x.id === terrain)) unit.terrain = terrain;
      if (s.kind === 'vehicle') {
        Object.assign(unit, { facing: p.facing?.[j] || 'front', hitsToDestroy: entry.hitsToDestroy });
        if (p.heavy?.[j]) unit.heavy = true;
        const taken = (entry.hitsTaken ?? []).slice(0, s.count);
        if (taken.some((x) => x > 0)) unit.hitsTaken = taken;
      }
      return unit;
    });
    const target = { units, lost: them.lost ?? 0, breakAt: them.breakPoint };
    if (them.ruleset !== me.ruleset) target.ruleset = them.ruleset;
    return target;
  });
  request.goal = p.goal === 'break' ? 'break' : 'casualties';
  request.top = 3;
  Object.assign(request, readingsOf(snapshot)); // the table's (play/readings.mjs): targets per model
  return { request, groups, targets };
}
