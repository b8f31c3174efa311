// A Titanicus game as plain data, no DOM: the sheets of a list (one per
// titan: an entry with count n gives n sheets), the opponent's sheets, the
// seeded dice, every change through the core's titanSheet (docs/sheets/
// titanicus.md), and the calculator request of a shot from the sheets
// (docs/calc/titanicus.md, "Attacks by unit"). A snapshot is what the
// history keeps and the store saves:
//   { sheets: [{ side: "mine" | "theirs", entry, copy, sheet, actions }], turn, turnActions,
//     turnMayActivate, rng: { seed, n }, log: [{fr, en}], rulesets? }
// (`rulesets`: the game's own rulesets when its lists bring "Mes unités",
// [{ id, base, units, weapons }], play/own-ruleset.mjs: the sheets of such a
// list name that id. `actions`: the core's latest list of what the rules allow the sheet now,
// docs/sheets/README.md; absent from games saved before it was kept.
// `turn`: the core's titanTurn, docs/sheets/titanicus-turn.md: whose hand,
// the titans still to activate; a game saved before it had one gets one
// when it opens, withTurn.)

// The seeded dice are shared with the AT-44 game (web/js/game-dice.mjs).
import { newSeed } from '../../platform/dice.mjs';
import { stepOf, withLog } from '../../play/states.mjs';
import { listOwnRuleset } from '../../play/own-ruleset.mjs';

/** Its state models in the snapshot (play/states.mjs): the titans' sheets, and the turn (whose hand). */
export const STATES = { sheet: 'titanSheet', sheetKeeps: ['specials'], turn: { key: 'turn', model: 'titanTurn', actions: 'turnActions', mayActivate: 'turnMayActivate' } };

/** The player of a sheet's side: 0 mine, 1 theirs (the turn's `player`). */
const playerOf = (entry) => (entry.side === 'theirs' ? 1 : 0);

/** The turn's unit of a sheet: its player and name, and out when destroyed. */
const unitOfSheet = (entry) => ({ player: playerOf(entry), name: sheetName(entry.sheet).slice(0, 100) });

/**
 * The snapshot with a turn (titanTurn) for its sheets: a new game's, or one
 * saved before the turn was kept (its destroyed titans out; the turn followed
 * from there, every other titan still to activate). `names`: the two players'.
 */
export function withTurn(auspex, snapshot, names) {
  if (snapshot.turn) return snapshot;
  const sheets = snapshot.sheets ?? [];
  const reply = auspex.model('titanTurn', { op: 'new', players: names.map((name) => ({ name: String(name ?? '').slice(0, 100) })),
    units: sheets.map(unitOfSheet) });
  let next = { ...snapshot, turn: reply.turn, turnActions: reply.actions, turnMayActivate: reply.mayActivate };
  const log = [...reply.log];
  sheets.forEach((entry, k) => {
    if (entry.sheet.destroyed) next = stepOf(auspex, STATES, next, 'turn', { type: 'out', unit: k }).snapshot;
  });
  return snapshot.log ? withLog(next, log) : { ...next, log };
}

/** The turn's steps that follow sheet steps (sheets destroyed by them are out): [{ index: 'turn', action }]. */
function mirrored(before, after) {
  if (!after.turn) return [];
  return after.sheets.flatMap((entry, k) => (entry.sheet.destroyed && !before.sheets[k]?.sheet.destroyed
    && after.turn.units[k] && after.turn.units[k].state !== 'out' ? [{ index: 'turn', action: { type: 'out', unit: k } }] : []));
}

/** The steps of a titan's "Activer": the turn's activate (whose hand) then the sheet's (its AP rolled). */
export const activateSteps = (snapshot, k) => [
  ...(snapshot.turn ? [{ index: 'turn', action: { type: 'activate', unit: k } }] : []),
  { index: k, action: { type: 'activate' } }];

/** The steps of "Nouveau tour": the turn's (who starts; the turn ended first when `early`), then every sheet's newTurn. */
export const newTurnSteps = (snapshot, first, early = false) => [
  ...(snapshot.turn && early ? [{ index: 'turn', action: { type: 'endTurn' } }] : []),
  ...(snapshot.turn ? [{ index: 'turn', action: { type: 'newTurn', first } }] : []),
  ...snapshot.sheets.map((_, index) => ({ index, action: { type: 'newTurn' } }))];

/** The steps of the opponent's titans joining the game in play: the turn's join. */
export const joinSteps = (snapshot, from, name) => (snapshot.turn ? [{ index: 'turn', action: { type: 'join', player: 1,
  name: String(name ?? '').slice(0, 100), units: snapshot.sheets.slice(from).map(unitOfSheet) } }] : []);

export { dieAt, roll, newSeed } from '../../platform/dice.mjs';

/**
 * What a v1 sheet needs that the ruleset does not give (void shields, action
 * points), prefilled by analogy with v2's sheets of the same class; the player
 * changes them before the game starts.
 */
export function setupDefaults(unit) {
  const out = {};
  const unknown = unit?.unknown ?? [];
  const big = /warlord/.test(unit?.id ?? '');
  const small = /warhound/.test(unit?.id ?? '');
  if (unknown.includes('voidShields')) out.voidShields = big ? 6 : small ? 2 : 4;
  if (unknown.includes('actionPoints')) out.actionPoints = big ? 4 : 3;
  return out;
}

/** The unit of `list` named `unitId` (ruleset's, or the list's own). */
export function unitOfList(loadedRuleset, list, unitId) {
  return [...(loadedRuleset?.units ?? []), ...(list.custom?.units ?? [])].find((u) => u.id === unitId) ?? null;
}

/**
 * The sheets of `list` (side "mine" or "theirs"): `settings[i]` the entry's
 * { voidShields, actionPoints } when the ruleset lacks them. Throws an Error
 * with .entry (index) and the core's .path / .detail when one is refused.
 */
export function sheetsOf(auspex, list, side, settings = {}, ruleset = null) {
  const out = [];
  // The list's own units ("Mes unités", list.custom): its sheets name the game's own ruleset (play/own-ruleset.mjs).
  const own = listOwnRuleset(auspex, list, ruleset ?? undefined);
  // Titans of the same name in the list (an entry's count, or two entries of one unit left
  // unnamed) are numbered, so the turn, the log and the cards tell them apart.
  const nameOf = (entry) => entry.name || (unitOfList(ruleset, list, entry.unit)?.name?.fr ?? entry.unit);
  const total = new Map();
  for (const entry of list.units) total.set(nameOf(entry), (total.get(nameOf(entry)) ?? 0) + (entry.count ?? 1));
  const seen = new Map();
  list.units.forEach((entry, i) => {
    const count = entry.count ?? 1;
    const unit = unitOfList(ruleset, list, entry.unit);
    const extra = { ...setupDefaults(unit), ...(settings[i] ?? {}) };
    for (let k = 0; k < count; k += 1) {
      const base = entry.name || '';
      const n = (seen.get(nameOf(entry)) ?? 0) + 1;
      seen.set(nameOf(entry), n);
      const name = total.get(nameOf(entry)) > 1 ? `${nameOf(entry)} ${n}` : base;
      const request = { op: 'new', ruleset: own.id, unit: own.maps[0].get(entry.unit) ?? entry.unit, ...extra };
      if (entry.weapons?.length) request.weapons = entry.weapons;
      if (name) request.name = name.slice(0, 100);
      try {
        const reply = auspex.model('titanSheet', request);
        out.push({ side, entry: i, copy: k, sheet: reply.sheet, actions: reply.actions ?? null, specials: reply.specials });
      } catch (error) {
        error.entry = i;
        throw error;
      }
    }
  });
  return out;
}

/** A new game's first snapshot: its sheets, and its turn when `auspex` is given (the players `names`). */
export function newSnapshot(sheets, seed = newSeed(), auspex = null, names = ['J1', 'J2']) {
  const snapshot = { sheets, rng: { seed, n: 0 }, log: [] };
  return auspex ? withTurn(auspex, snapshot, names) : snapshot;
}


/** A sheet's side as the odds of the dice count it: 0 the player's, 1 the opponent's. */
export const sideOf = (entry) => (entry.side === 'theirs' ? 1 : 0);

/**
 * Runs `steps` ([{ index, action }]) on `snapshot` one after the other. Returns
 * { snapshot, done: true } or, when a step needs dice or a choice,
 * { snapshot (the steps before it applied), done: false, pending: { steps (from
 * the one that needs), needs } }. Throws the core's AuspexError when refused.
 */
export function run(auspex, snapshot, steps) {
  let next = snapshot;
  const log = [];
  for (let s = 0; s < steps.length; s += 1) {
    const { index } = steps[s];
    // The table's readings (play/readings.mjs): a location's damage rolls its table as they say.
    const action = steps[s].action.type === 'damage' && snapshot.readings ? { ...steps[s].action, readings: snapshot.readings } : steps[s].action;
    let out;
    if (index === 'turn') out = stepOf(auspex, STATES, next, 'turn', action);
    else {
      const entry = next.sheets[index];
      const who = sheetName(entry.sheet);
      // The odds of its dice are its side's (play/luck.mjs): mine 0, theirs 1.
      out = stepOf(auspex, STATES, next, index, action, { side: sideOf(entry),
        label: (l) => ({ ...l, fr: `${who} — ${l.fr}`, en: `${who} — ${l.en ?? l.fr}` }) });
    }
    if (out.needs) return { snapshot: withLog(next, log), done: false, pending: { steps: steps.slice(s), needs: out.needs } };
    log.push(...out.lines);
    // A titan destroyed by this step is out of the turn at once.
    for (const turnStep of mirrored(next, out.snapshot)) {
      const t = stepOf(auspex, STATES, out.snapshot, 'turn', turnStep.action);
      out = { ...out, snapshot: t.snapshot };
      log.push(...t.lines);
    }
    next = out.snapshot;
  }
  return { snapshot: withLog(next, log), done: true };
}

/** The pending steps with the dice or choice filled in the first one (its `needs.field`). */
export function fill(pending, value) {
  const [first, ...rest] = pending.steps;
  return [{ index: first.index, action: { ...first.action, [pending.needs.field ?? 'dice']: value } }, ...rest];
}

export const sheetName = (sheet) => sheet.name || sheet.unitName?.fr || sheet.unit;

/** A sheet as the calculator's named target: its `location` (else the first) from `facing`. */
export function targetOf(d, location, facing = 'front') {
  const loc = d.locations.find((l) => l.id === location) ?? d.locations[0];
  return { ruleset: d.ruleset, unit: d.unit, location: loc.id, facing, structureLost: loc.lost,
    shields: d.shields && !d.shields.generatorDestroyed ? d.shields.up : 0 };
}

/**
 * The calculator request of weapon `w` of sheet `from` firing at sheet `to`'s
 * `location` from the `facing` side, the situation read from both sheets.
 */
export function shotRequest(snapshot, from, w, to, location, facing) {
  const a = snapshot.sheets[from].sheet;
  const d = snapshot.sheets[to].sheet;
  const weapon = a.weapons[w];
  const target = targetOf(d, location, facing);
  const situation = {};
  if (a.moves === 0) situation.notMoved = true;
  if (weapon.aimed) situation.aimed = true;
  if (weapon.uses > 0) situation.earlierUses = weapon.uses;
  if (d.holo && !d.holo.destroyed && d.holo.movedCm >= 10) situation.holoMoved = d.holo.movedCm;
  if (d.shields?.overloaded && target.shields > 0) situation.vsgOverloaded = true;
  // The Kroko d'bide holding this very target hits it automatically.
  if (weapon.grapple === 'hold' && a.grapple?.weapon === w && a.grapple.target === sheetName(d)) situation.held = true;
  const request = { system: 'titanicus', attacker: { ruleset: a.ruleset, unit: a.unit, weapon: weapon.id }, target };
  if (Object.keys(situation).length) request.situation = situation;
  if (snapshot.readings) request.readings = snapshot.readings; // the table's: « 4+ 2x10 » (play/readings.mjs)
  return request;
}

/**
 * The fire planner's request (docs/calc/titanicus.md, "Fire planner") of sheet
 * `from` at sheet `to`: its weapons not destroyed and available (with their
 * uses this turn), the AP left, not moved. Returns { request, weapons: the
 * sheet's weapon index of each request weapon (a plan's `fire`) }.
 */
export function planRequest(snapshot, from, to, location, facing, goal = 'destroy', keep = () => true) {
  const a = snapshot.sheets[from].sheet;
  const usable = a.weapons.map((w, j) => ({ w, j })).filter(({ w }) => !w.destroyed && w.available && keep(w));
  const request = { system: 'titanicus', kind: 'firePlan', actionPoints: a.actionPoints.left,
    attacker: { ruleset: a.ruleset, unit: a.unit, weapons: usable.map(({ w }) => ({ id: w.id, earlierUses: w.uses })) },
    target: targetOf(snapshot.sheets[to].sheet, location, facing), goal };
  if (a.moves === 0) request.notMoved = true;
  if (snapshot.readings) request.readings = snapshot.readings;
  return { request, weapons: usable.map(({ j }) => j) };
}

/**
 * The close combat request (docs/calc/titanicus.md, "Close combat", by units):
 * weapon `w` of sheet `from` on sheet `to`'s `location`, the counter-attack
 * with the defender's weapon index `counterWeapon` (null: none) on the
 * attacker's `counterLocation`. The weapon's to-hit modifier of the sheet
 * (uses, aimed, not moved) goes in `attack.modifier`.
 */
export function meleeRequest(snapshot, from, w, to, location, facing, counterLocation, counterWeapon) {
  const a = snapshot.sheets[from].sheet;
  const d = snapshot.sheets[to].sheet;
  const weapon = a.weapons[w];
  const own = targetOf(a, counterLocation);
  const request = { system: 'titanicus', kind: 'closeCombat',
    attacker: { ...own, weapon: weapon.id }, defender: targetOf(d, location, facing) };
  if (counterWeapon !== null && counterWeapon !== undefined && d.weapons[counterWeapon]) request.defender.weapon = d.weapons[counterWeapon].id;
  if (weapon.modifier) request.attack = { modifier: weapon.modifier };
  return request;
}
