// A Titanicus game on the page: the core holds it whole (core/titanicus/game.cpp,
// docs/games.md: both players' titans, the turn, who may make which move). A
// snapshot is what the history keeps and the store saves: { game (the core's
// state: names, sheets: [{ player, sheet, actions, specials, fires }], turn,
// turnActions, turnMayActivate, setup, moves), players, over (its last
// reply's), rulesets? (the lists' own units, "Mes unités", [{ id, base, units,
// weapons }], play/own-ruleset.mjs: the sheets of such a list name that id),
// rng: { seed, n }, log: [{fr, en}], readings }. Here: the setup's requests of
// each titan, the view every panel reads, and the calculator's requests of a
// shot from the sheets (docs/calc/titanicus.md, "Attacks by unit").
import { listOwnRuleset } from '../../play/own-ruleset.mjs';

/**
 * The game is the core's: every move is sent to it, named by its player (play/controller.mjs
 * send). A game saved before kept the sheets (each with its side, "mine" or "theirs") and the
 * turn (none in the oldest), from which the core goes on.
 */
export const STATES = { game: 'titanicus', before: { keys: ['sheets', 'turn'], sheetKeys: ['side'],
  drop: ['turnActions', 'turnMayActivate'] } };

/**
 * The game screen's view of a snapshot: the core's game state (its titans, each with its side
 * as the panels name it, the turn and its word on each titan) with the page's keys beside it.
 */
export const viewOf = (snapshot) => (snapshot?.game ? { ...snapshot, ...snapshot.game, game: snapshot.game,
  sheets: snapshot.game.sheets.map((e) => ({ ...e, side: e.player === 1 ? 'theirs' : 'mine' })) } : snapshot);

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
 * The titanSheet "new" requests of `list`'s titans (an entry with count n gives n), as the core's
 * setup and `join` take them: [{ entry (its index), request }]. `settings[i]`: the entry's
 * { voidShields, actionPoints } when the ruleset lacks them.
 */
export function sheetRequests(auspex, list, settings = {}, ruleset = null) {
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
    const extra = { ...setupDefaults(unitOfList(ruleset, list, entry.unit)), ...(settings[i] ?? {}) };
    for (let k = 0; k < (entry.count ?? 1); k += 1) {
      const n = (seen.get(nameOf(entry)) ?? 0) + 1;
      seen.set(nameOf(entry), n);
      const name = total.get(nameOf(entry)) > 1 ? `${nameOf(entry)} ${n}` : entry.name || '';
      const request = { ruleset: own.id, unit: own.maps[0].get(entry.unit) ?? entry.unit, ...extra };
      if (entry.weapons?.length) request.weapons = entry.weapons;
      if (name) request.name = name.slice(0, 100);
      out.push({ entry: i, request });
    }
  });
  return out;
}

/** A sheet's side as the odds of the dice count it: 0 the player's, 1 the opponent's. */
export const sideOf = (entry) => entry.player ?? (entry.side === 'theirs' ? 1 : 0);

export const sheetName = (sheet) => sheet.name || sheet.unitName?.fr || sheet.unit;

/** A sheet as the calculator's named target: its `location` (else the first) from `facing`. */
export function targetOf(d, location, facing = 'front') {
  const loc = d.locations.find((l) => l.id === location) ?? d.locations[0];
  return { ruleset: d.ruleset, unit: d.unit, location: loc.id, facing, structureLost: loc.lost,
    shields: d.shields && !d.shields.generatorDestroyed ? d.shields.up : 0 };
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

