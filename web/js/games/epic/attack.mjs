// What the Epic attack panel reads of the sheets, as plain data (no DOM): the
// formations a sheet may attack and with which unit types, their weapons and
// terrains, the most a real result can be, and the activation planner's
// request (docs/calc/epic.md). The attack's own request, its answer and the
// sheet actions of its real result are the core's (the game's op "odds" and
// move `attack`, core/epic/game_odds.cpp).
//
// `a` is the panel's state: { kind: 'shoot' | 'assault', k (the sheet index),
// unit, count, weapon, target (a sheet index), targetUnit, terrain ('' in the
// open), facing, heavy, position, modifier }.

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

/** The table's readings (play/readings.mjs) a shot reads: its targets pooled or per model. */
const readingsOf = (snapshot) => (snapshot.readings ? { readings: snapshot.readings } : {});

/** Several vehicles targeted, some already hit: the odds count each as undamaged (the core's). */
export function damagedOf(snapshot, a) {
  const target = entryOf(snapshot.sheets[a.target].sheet, a.targetUnit);
  if (!target || target.kind !== 'vehicle' || free(target) <= 1) return false;
  return (target.hitsTaken ?? []).slice(0, free(target)).some((x) => x > 0);
}

/** The most a real result can be: models of the target type (infantry), hits to destroy them all (vehicles). */
export function realMax(snapshot, a) {
  const target = entryOf(snapshot.sheets[a.target].sheet, a.targetUnit);
  if (!target) return 0;
  if (target.kind !== 'vehicle') return free(target);
  return (target.hitsTaken ?? []).slice(0, free(target)).reduce((sum, x) => sum + target.hitsToDestroy - x, 0);
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
