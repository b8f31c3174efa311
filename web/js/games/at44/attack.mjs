// Sheet → calculator for AT-44, as plain data (no DOM): the calc request of
// one unit sheet's weapon at another sheet (docs/rules/at44.md, "Requests
// naming units"), built from both sheets' state — combatants left, attitudes
// on, the values given at the setup, a damaged vehicle's PS left — and the
// sheet actions that put the real result on both sheets in one step.
//
// `a` is the panel's state: { from, weapon, to, vehicle, range, cover, alert,
// under, asked: { 'attacker.pre': 3, … } }. What the ruleset lacks and the
// sheets do not hold is asked: the core names it ("is required"), `complete`
// adds it to `asked` with ASK's default, and the panel shows it to change.

/** The fields the core may ask for, with their default and bounds (booleans: toggles). */
export const ASK = {
  'attacker.weaponCount': { value: 1, min: 1, max: 10 },
  'attacker.mode': { value: 'tir-direct', options: ['tir-direct', 'melee', 'tir-indirect', 'projection'] },
  'attacker.pre': { value: 3, min: 0, max: 12 },
  'attacker.cadence': { value: 1, min: 1, max: 10 },
  'attacker.rerolls': { value: 0, min: 0, max: 5 },
  'attacker.pen': { value: 5, min: 0, max: 30 },
  'attacker.damage': { value: 1, min: 1, max: 6 },
  'attacker.aire': { value: 3, min: 1, max: 10 },
  'attacker.concentration': { value: false },
  'attacker.detection': { value: false },
  'attacker.sniper': { value: false },
  'attacker.locked': { value: false },
  'target.def': { value: 3, min: 0, max: 15 },
  'target.arm': { value: 5, min: 0, max: 30 },
  'target.camouflage': { value: false },
};

const hasSkill = (sheet, id) => (sheet.profile?.skills ?? []).includes(id);
const alive = (v) => !v.destroyed;

/** The weapons a sheet's unit carries ({ id, name, mode }; all the ruleset's when the unit lists none). */
export function weaponsOf(ruleset, sheet) {
  const unit = [...(ruleset?.units ?? [])].find((u) => u.id === sheet.unit);
  const all = ruleset?.weapons ?? [];
  const ids = unit?.weapons ? [...new Set(unit.weapons.map((m) => m.weapon))] : all.map((w) => w.id);
  return ids.map((id) => all.find((w) => w.id === id)).filter(Boolean).map((w) => ({ id: w.id, name: w.name, mode: w.mode }));
}

/** The sheets sheet k may attack: the other player's, not destroyed ([k]). */
export const targetsOf = (snapshot, k) => snapshot.sheets.map((s, j) => j)
  .filter((j) => snapshot.sheets[j].player !== snapshot.sheets[k].player && !snapshot.sheets[j].sheet.destroyed);

/** The weapon's mode: the ruleset's, else the one asked (tir-direct by default). */
export function modeOf(ruleset, sheet, a) {
  const w = weaponsOf(ruleset, sheet).find((x) => x.id === a.weapon);
  return w?.mode ?? a.asked['attacker.mode'] ?? 'tir-direct';
}
export const isMelee = (ruleset, sheet, a) => modeOf(ruleset, sheet, a) === 'melee';
/** Whether the weapon places a template (tir-indirect, projection). */
export const isTemplate = (ruleset, sheet, a) => ['tir-indirect', 'projection'].includes(modeOf(ruleset, sheet, a));

/** The combatants able to attack: models left, or vehicles still there. */
const attackers = (sheet) => (sheet.vehicles ? sheet.vehicles.filter(alive).length : sheet.left);

/** The calc request of the panel's attack (before `complete` fills the asked values). */
/**
 * Medic as the table reads it (snapshot.readings.medic, docs/rules/at44.md):
 * { takes } false when read "point" against DAMAGE 2 or more (one point fewer
 * still removes the model); { beforeCap } when the casualties typed are the
 * damage tests passed, one more than the models left at most.
 */
export function medicTakes(snapshot, ruleset, a) {
  const reading = snapshot.readings?.medic ?? 'afterCap';
  const me = snapshot.sheets[a.from].sheet;
  const damage = a.asked['attacker.damage'] ?? (ruleset?.weapons ?? []).find((w) => w.id === a.weapon)?.damage
    ?? (me.given?.weapons ?? []).find((w) => w.id === a.weapon)?.damage ?? 1;
  const takes = reading !== 'point' || damage === 1;
  return { takes, beforeCap: takes && reading !== 'afterCap' };
}

/** What the target may still take off this salvo this turn: Medic (infantry), Autoréparation (the vehicle aimed at). */
export function repairsOf(them, a) {
  const v = them.vehicles?.[a.vehicle];
  return { medic: !them.vehicles && !!them.medic?.has && !them.medic.usedThisTurn,
    autoRepair: !!v && !!them.autoRepair && !v.autoRepairUsed };
}

export function attackRequest(snapshot, ruleset, a) {
  const me = snapshot.sheets[a.from].sheet;
  const them = snapshot.sheets[a.to].sheet;
  const melee = isMelee(ruleset, me, a);
  const templ = isTemplate(ruleset, me, a);
  const attacker = { ruleset: me.ruleset, unit: me.unit, weapon: a.weapon, count: Math.max(1, attackers(me)) };
  if (me.given?.skills && !melee) attacker.detection = me.given.skills.includes('detection');
  const fire = !melee && me.attitudes.some((x) => x.id === 'feu-a-volonte' && x.on);
  const attitudes = [...(fire ? ['feu-a-volonte'] : []), ...(!melee && a.alert ? ['etat-d-alerte'] : [])];
  if (attitudes.length) attacker.attitudes = attitudes;
  // The table's readings (play/readings.mjs): Medic's.
  const readings = snapshot.readings ? { readings: snapshot.readings } : {};
  if (a.scenery) return withAsked({ system: 'at44', attacker, ...(melee ? {} : { attack: { range: a.range } }), target: sceneryTarget(a.scenery), ...readings }, a);
  const target = { ruleset: them.ruleset, unit: them.unit };
  const given = them.given ?? {};
  if (given.type) target.type = given.type;
  if (given.arm !== undefined) target.arm = given.arm;
  if (them.vehicles) {
    if (given.chassisPs !== undefined) target.chassis = given.chassisPs;
    if (given.propulsionPs) target.propulsion = given.propulsionPs;
    if (given.weapons) target.weapons = given.weapons.map((w) => w.ps);
    const v = them.vehicles[a.vehicle] ?? them.vehicles.find(alive);
    target.left = { chassis: v.chassis, propulsion: [...v.propulsion], weapons: [...v.weapons] };
  } else {
    target.count = them.left;
    if (templ) target.under = Math.min(Math.max(0, a.under ?? 1), them.left);
  }
  if (!melee && given.skills) target.camouflage = given.skills.includes('camouflage');
  if (!melee && !templ) {
    if (a.cover) target.cover = true;
    const on = them.attitudes.filter((x) => x.on && (x.id === 'a-couvert' || x.id === 'genou-a-terre')).map((x) => x.id);
    if (on.length) target.attitudes = on;
  }
  // Medic / Autoréparation not used yet this turn, and the player keeps them on (docs/rules/at44.md).
  const repairs = repairsOf(them, a);
  if (repairs.medic && a.medic) target.medic = true;
  if (repairs.autoRepair && a.autoRepair) target.autoRepair = true;
  const request = { system: 'at44', attacker, target, ...readings };
  if (!melee) request.attack = { range: a.range };
  return withAsked(request, a);
}

// The values asked of the player (a.asked: 'side.key' → value) put in the request, and a
// Jammer weapon's fixed result (a.jammer: 2–6; the seed gives no weapon's) in place of its PEN.
function withAsked(request, a) {
  for (const [path, value] of Object.entries(a.asked)) {
    const [side, key] = path.split('.');
    request[side] = { ...(request[side] ?? {}), [key]: value };
  }
  if (a.jammer) request.attack = { ...(request.attack ?? {}), jammer: a.jammer };
  return request;
}

/** A piece of scenery to attack (DEF 0, its structure as ARM and PS): the ruleset's first material. */
export function newScenery(ruleset) {
  const m = ruleset?.terrain?.structures?.[0];
  return { material: m?.id ?? '', structure: m?.structure ?? 10, armFalls: 'salvo' };
}

/** The request's target for scenery (docs/calc/at44.md: target.scenery; the whole core's). */
const sceneryTarget = (sc) => ({ scenery: { structure: sc.structure, ...(sc.armFalls === 'impact' ? { armFalls: 'impact' } : {}) } });

/**
 * Asks the core until the request is whole: each field it says is required
 * (and ASK knows) gets its default in a.asked. Returns { request, reply }
 * or { request, error } (the core's refusal, to show as it is).
 */
export function complete(auspex, snapshot, ruleset, a) {
  for (let k = 0; k < 16; k += 1) {
    const request = attackRequest(snapshot, ruleset, a);
    try {
      return { request, reply: auspex.calc(request) };
    } catch (error) {
      const spec = ASK[error.path];
      if (!spec || error.path in a.asked || !/^is required/.test(error.detail ?? '')) return { request, error };
      a.asked[error.path] = spec.value;
    }
  }
  return { request: attackRequest(snapshot, ruleset, a), error: new Error('too many fields asked') };
}

/**
 * The sheet actions putting the real result on the sheets: the attacker's
 * shot (`fire`, or `alertFire` in État d'alerte; nothing in melee), the
 * target's casualties (real.n, real.leader, real.pinned: mise à terre under a
 * template) or each location's damage
 * (real.chassis, real.propulsion[i], real.weapons[i]) on vehicle a.vehicle.
 */
export function resultSteps(snapshot, ruleset, a, real) {
  const me = snapshot.sheets[a.from].sheet;
  const them = snapshot.sheets[a.to].sheet;
  const melee = isMelee(ruleset, me, a);
  const steps = [];
  if (!melee) steps.push({ sheet: a.from, action: { type: a.alert ? 'alertFire' : 'fire' } });
  // Scenery has no sheet: the structure it lost is the players' to mark on the table.
  if (a.scenery) return steps;
  if (!them.vehicles) {
    const takes = medicTakes(snapshot, ruleset, a);
    const medic = a.medic && repairsOf(them, a).medic && takes.takes
      ? { medic: true, ...(snapshot.readings ? { readings: snapshot.readings } : {}) } : {};
    if (real.n > 0) steps.push({ sheet: a.to, action: { type: 'casualties', n: real.n, ...(real.leader ? { leader: true } : {}), ...(melee ? { melee: true } : {}), ...medic } });
    // A template over half the unit or more: mise à terre (if any is left standing).
    if (real.pinned && real.n < them.left && !them.pinned) steps.push({ sheet: a.to, action: { type: 'pinned' } });
    return steps;
  }
  const which = them.vehicles.length > 1 ? { vehicle: a.vehicle } : {};
  // Autoréparation as the table reads it (docs/rules/at44.md): the first damage put on takes one
  // point off (the calculator's first damaging impact), or, read "chosen", the châssis damage
  // that would destroy the vehicle when one point fewer saves it (kept otherwise).
  let repair = a.autoRepair && repairsOf(them, a).autoRepair;
  const chosen = snapshot.readings?.autoRepair === 'chosen';
  const left = them.vehicles[a.vehicle]?.chassis ?? 0;
  const hit = (location, points, index, many) => {
    if (points <= 0) return;
    const spend = repair && (!chosen || (location === 'chassis' && points >= left && points - 1 < left));
    steps.push({ sheet: a.to, action: { type: 'vehicleDamage', ...which, location, ...(many ? { index } : {}), points, ...(spend ? { autoRepair: true } : {}) } });
    if (spend) repair = false;
  };
  (real.weapons ?? []).forEach((p, i) => hit('weapon', p, i, real.weapons.length > 1));
  (real.propulsion ?? []).forEach((p, i) => hit('propulsion', p, i, real.propulsion.length > 1));
  hit('chassis', real.chassis ?? 0);
  return steps;
}
