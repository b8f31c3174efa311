// Sheet → calculator for KOLAPS, as plain data (no DOM): the calc request of
// one character's action (tir, tir au jugé, mitraillage, bout portant,
// frapper, charger) with one of its weapons at a character of the other
// Unité (docs/rules/kolaps.md: opposition sources, weapon traits, the
// target's protection), and the core's `attack` move of its real result (the
// core puts it on both sheets: core/kolaps/game_attack.cpp).
//
// `a` is the panel's state: { from, to, action, weapon, move (a charge's),
// distance, couvert, seCacher, esquive, parade, terrain, assaut, extra, feu }.

/** The calc's actions, with the ruleset's action id (its cost and fatigue). */
export const ACTIONS = [
  { id: 'tir_au_juge', rule: 'tir-au-juge', far: true }, { id: 'tir', rule: 'tir', far: true },
  { id: 'mitraillage', rule: 'mitraillage', far: true }, { id: 'bout_portant', rule: 'tir-a-bout-portant', far: false },
  { id: 'frapper', rule: 'frapper', far: false }, { id: 'charger', rule: 'charger', far: false },
];
/** The target's oppositions that are actions, with the ruleset's id (their cost). */
export const OPPOSITIONS = { couvert: 'a-couvert', seCacher: 'se-cacher', esquive: 'esquive', parade: 'parade' };
const RANGED = ['arme-de-poing', 'arme-d-epaule', 'arme-lourde'];

const actionOf = (id) => ACTIONS.find((x) => x.id === id) ?? ACTIONS[1];
const costOf = (ruleset, id) => ruleset?.actions?.find((x) => x.id === id) ?? { cost: 0, fatigue: 0 };
const traitIds = (w) => (w?.traits ?? []).map((x) => x.id);
const xOf = (w, id) => (w?.traits ?? []).find((x) => x.id === id)?.x;

/** Whether the sheet's protection is Ignifugé and works (a fire-based attack then only stuns, 11-30). */
export const fireproof = (sheet) => !!sheet.protection && !sheet.protection.ineffective && sheet.protection.traits.some((x) => x.id === 'ignifuge');

/** The characters k may act on: the other Unité's, not hors combat ([k]). */
export const targetsOf = (snapshot, k) => snapshot.sheets.map((_, j) => j)
  .filter((j) => snapshot.sheets[j].player !== snapshot.sheets[k].player && !snapshot.sheets[j].sheet.horsCombat);

/** The weapons k can use (not destroyed, not dropped): [{ index, weapon }]. */
export const weaponsOf = (sheet) => sheet.weapons.map((weapon, index) => ({ index, weapon }))
  .filter(({ weapon }) => weapon.state !== 'detruite' && !weapon.dropped);

// A shot needs a weapon that shoots, not jammed: a ranged class (Loi 11-6 to
// 11-8); a mitraillage, one that is Automatique (11-11). Striking and
// charging need a close combat weapon (9-19 "si le personnage dispose d'une
// arme de corps à corps"): any other class, or a ranged one with a Crosse (11-12).
const ranged = (w) => traitIds(w).some((id) => RANGED.includes(id));
const shoots = (w) => ranged(w) && w.state === 'ok';
const strikes = (w) => !ranged(w) || traitIds(w).includes('crosse');
const NEEDS = { tir_au_juge: shoots, tir: shoots, bout_portant: shoots, frapper: strikes, charger: strikes,
  mitraillage: (w) => shoots(w) && traitIds(w).includes('automatique') };

/** The weapons k can use for `action`: [{ index, weapon }]. */
export const weaponsFor = (sheet, action) => weaponsOf(sheet).filter(({ weapon }) => (NEEDS[action] ?? (() => true))(weapon));

/** The actions k can make with its weapons (a shot only with one that shoots, a blow with one that strikes). */
export const actionsOf = (sheet) => ACTIONS.filter((x) => weaponsFor(sheet, x.id).length > 0);

/** The weapon's traits as the calc's `weapon` object. */
export function weaponTraits(w) {
  const ids = traitIds(w);
  const out = {};
  for (const id of ['tranchant', 'contondant', 'percant']) if (ids.includes(id)) out[id] = true;
  if (ids.includes('arme-lourde')) out.lourde = true;
  for (const id of ['penetrant', 'pompe']) if (xOf(w, id)) out[id] = xOf(w, id);
  return out;
}

/** The calc request of the panel's action, from both sheets. */
export function actionRequest(snapshot, a) {
  const me = snapshot.sheets[a.from].sheet;
  const them = snapshot.sheets[a.to].sheet;
  const act = actionOf(a.action);
  const w = me.weapons[a.weapon];
  const opposition = {};
  if (them.statuses.auSol) opposition.auSol = true;
  if (act.far) {
    if (them.statuses.expose) opposition.expose = true;
    if (a.couvert) opposition.couvert = a.couvert;
    if (a.seCacher) opposition.seCacher = a.seCacher;
    if (a.terrain) opposition.terrain = a.terrain;
    if (a.assaut) opposition.assaut = a.assaut;
    const camo = them.protection && !them.protection.ineffective ? them.protection.traits.find((x) => x.id === 'camouflage')?.x : null;
    if (camo) opposition.camouflage = camo;
  } else {
    if (a.esquive && a.action !== 'charger') opposition.esquive = true;
    if (a.parade && a.action !== 'bout_portant') opposition.parade = a.parade;
  }
  if (a.extra) opposition.extra = a.extra;
  const request = { system: 'kolaps', ruleset: me.ruleset, action: act.id, opposition };
  const weapon = weaponTraits(w);
  // 11-12: a weapon with a stock (Crosse) strikes as a melee weapon, no wound above blessé.
  if (traitIds(w).includes('crosse') && (act.id === 'frapper' || act.id === 'charger')) weapon.crosse = true;
  // 11-30: an attack based on fire is the player's say (docs/rules/kolaps.md, Ignifugé).
  if (a.feu) weapon.feu = true;
  if (Object.keys(weapon).length) request.weapon = weapon;
  if (act.far && (opposition.camouflage || weapon.pompe)) request.distance = a.distance;
  const p = them.protection;
  if (p && !p.ineffective) {
    const ids = p.traits.map((x) => x.id);
    request.protection = { class: p.class, impacts: p.impacts, ...(ids.includes('solide') ? { solide: true } : {}),
      ...(ids.includes('inusable') ? { inusable: true } : {}), ...(ids.includes('ignifuge') ? { ignifuge: true } : {}) };
  }
  return request;
}

/** What the target's oppositions cost it: { points, fatigue } (Loi 8-6). */
export function oppositionCost(snapshot, ruleset, a) {
  const far = actionOf(a.action).far;
  const keys = far ? ['couvert', 'seCacher'] : [...(a.action !== 'charger' ? ['esquive'] : []), ...(a.action !== 'bout_portant' ? ['parade'] : [])];
  return keys.filter((key) => a[key]).reduce((sum, key) => {
    const c = costOf(ruleset, OPPOSITIONS[key]);
    return { points: sum.points + (c.cost ?? 0), fatigue: sum.fatigue + (c.fatigue ?? 0) };
  }, { points: 0, fatigue: 0 });
}

/** The mishap table of the action (a shot's incident de tir, 9-10; a blow's maladresse, 9-18). */
export function mishapTable(ruleset, action) {
  const shot = ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant'].includes(action);
  return ruleset?.mishaps?.find((m) => m.id === (shot ? 'incident-de-tir' : 'maladresse')) ?? null;
}

/** The moves a charge is made of (Loi 9-20: a walk, a run or a sprint before the blow). */
export const CHARGE_MOVES = ['marche', 'course', 'sprint'];

/**
 * The panel's action and its real result as the core's `attack` move's args (core/kolaps/
 * game_attack.cpp puts it on both sheets as the rules say): real.outcome is 'failure', 'mishap'
 * (real.mishapDie: the third die) or a wound level; real.absorbed: the target's protection
 * absorbed it; `readings`: the table's (the XP of a hors combat).
 */
export function attackArgs(a, real, readings = null) {
  const far = actionOf(a.action).far;
  const keys = far ? ['couvert', 'seCacher'] : [...(a.action !== 'charger' ? ['esquive'] : []), ...(a.action !== 'bout_portant' ? ['parade'] : [])];
  const oppose = Object.fromEntries(keys.filter((key) => a[key]).map((key) => [key, a[key]]));
  return { sheet: a.from, target: a.to, action: a.action, weapon: a.weapon,
    ...(a.action === 'charger' ? { move: a.move ?? 'marche' } : {}),
    ...(Object.keys(oppose).length ? { oppose } : {}),
    outcome: real.outcome, ...(real.outcome === 'mishap' ? { mishapDie: real.mishapDie ?? 6 } : {}),
    ...(real.absorbed && !['failure', 'mishap', 'sonne'].includes(real.outcome) ? { absorbed: true } : {}),
    ...(readings ? { readings } : {}) };
}
