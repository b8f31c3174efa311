// An Epic Escarmouches game on the page: the core holds it whole (core/epic/game.cpp,
// docs/games.md: both armies' formations, the turn, who may make which move). A snapshot is what
// the history keeps and the store saves: { game (the core's state: names, sheets: [{ player,
// sheet, actions }], turn, turnActions, setup, moves), players, over (its last reply's), ruleset:
// { id, data } (data: the ruleset with both armies' custom units, registered again when a saved
// game is opened; null: the built-in one), rng: { seed, n }, log: [{fr, en}], readings }.
import { playerName as sayName } from '../../platform/words.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { numbered } from '../../platform/format.mjs';
import { ownRuleset } from '../../play/own-ruleset.mjs';

/**
 * The game is the core's (docs/games.md, core/epic/game.cpp): every move is sent to it, named by
 * its player (play/controller.mjs send). A game saved before kept the names, sheets and turn
 * (and the turn's actions and mayAttack), from which the core goes on.
 */
export const STATES = { game: 'epic', before: { keys: ['names', 'sheets', 'turn'], drop: ['turnActions', 'turnMayAttack'] } };


/**
 * The ruleset both armies play with: the base one, or, when a list brings its
 * own units (list.custom), a copy with them appended under an id of its
 * contents (play/own-ruleset.mjs, which every game shares): { id, data
 * (null: the base), maps: [unitMap per list] }.
 */
export const gameRuleset = ownRuleset;

/**
 * The formations of an Epic army list as epicSheet "new" requests (the core's
 * facts group the entries: same `formation` number, or an entry alone): name
 * (the first named entry, else its unit's name, numbered), the army's morale,
 * units summed per unit type. `vehicles` (not sent) lists the vehicle types,
 * whose hits to destroy the setup asks.
 */
export function formationsOf(auspex, list, rulesetId, unitMap = new Map(), unitOf = () => null) {
  const checked = auspex.checkList(list);
  const facts = checked.facts ?? {};
  const morale = facts.morale;
  // Two formations read the same (one unit, no name): numbered, so a target list tells them apart.
  const labels = numbered((facts.formations ?? []).map((f) => {
    const first = list.units[f.entries[0]];
    const label = first.name || nameOf(unitOf(first.unit)?.name) || first.unit; // named in the page's language at the setup
    return f.formation === null ? label : `${label} (${f.formation})`;
  }));
  return (facts.formations ?? []).map((f, k) => {
    const units = [];
    for (const e of f.entries) {
      const entry = list.units[e];
      const unit = unitMap.get(entry.unit) ?? entry.unit;
      const have = units.find((u) => u.unit === unit);
      if (have) have.count += entry.count ?? 1; else units.push({ unit, count: entry.count ?? 1 });
    }
    const name = labels[k].slice(0, 100);
    const request = { op: 'new', ruleset: rulesetId, name, morale, units };
    Object.defineProperty(request, 'vehicles', { value: units.filter((u) => unitOf(u.unit)?.kind === 'vehicle').map((u) => u.unit), enumerable: false });
    Object.defineProperty(request, 'index', { value: k, enumerable: false });
    return request;
  });
}

/**
 * The game screen's view of a snapshot: the core's game state (its formations, turn, names and
 * the turn's actions) with the page's keys beside it (the game's own ruleset, the readings, the
 * seed, the log), in the shape every view of the game reads (`view.sheets`, `view.turn`).
 */
export const viewOf = (snapshot) => (snapshot?.game ? { ...snapshot, ...snapshot.game, game: snapshot.game } : snapshot);

export const sideName = (snapshot, i) => sayName((snapshot?.game ?? snapshot)?.names?.[i], i);

/** How many formations of `player` may still fire this turn (their sheets' `actions`: not fired, not gone). */
export const stillToFire = (view, player) => view.sheets.filter((e) => e.player === player
  && !e.sheet.dispersee && e.sheet.left > 0 && (e.actions ?? []).some((a) => a.type === 'fired' && a.allowed)).length;
