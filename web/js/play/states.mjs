// A game's states in its snapshot, changed through the core, for every game
// screen: one action applied to one sheet (snapshot.sheets[k]: { sheet,
// actions, player }) or to the turn (snapshot[states.turn.key], its actions
// in snapshot[states.turn.actions], and any other field of its reply named
// in states.turn: { choices: 'turnChoices' } keeps reply.choices in
// snapshot.turnChoices), the reply's `actions` kept beside the state, its
// log lines added newest first (the odds said for the side they
// belong to: play/luck.mjs). `states` is the game's STATES (play/game-code.mjs).
// A game whose one step changes several states (a sheet's action spends
// its player's command points on the turn) chains stepOf and logs the lines once.
import { sided } from './luck.mjs';
import { roll } from '../platform/dice.mjs';
import { both } from '../platform/words.mjs';
import './play-words.mjs'; // the game screens' shared words (not in the first load)

/** How many log lines a snapshot keeps. */
export const LOG_KEEP = 12;
/** How many undo steps a game keeps. */
export const HISTORY_LIMIT = 30;

/** The snapshot with `lines` (newest first) added to its log. */
export const withLog = (snapshot, lines) => ({ ...snapshot, log: [...lines, ...(snapshot.log ?? [])].slice(0, LOG_KEEP) });

/** What else of a sheet's reply the game keeps beside its `actions` (states.sheetKeeps: the reply's fields, as `specials`). */
export const sheetKept = (states, reply) => Object.fromEntries((states.sheetKeeps ?? []).map((k) => [k, reply[k]]));

/**
 * Applies `action` to `where` (a sheet's index, or 'turn') through the game's
 * state models, its log lines not yet logged: { snapshot, lines, needs, reply }
 * — with `needs` (the dice the core asks for) the snapshot is the one given
 * and there are no lines. `label(line, entry)`: the core's lines in the
 * game's words (a sheet's name before them; entry null for the turn's);
 * `side`: the side a sheet's dice are counted for (its entry's `player` by
 * default). Throws the core's AuspexError when the action is refused.
 */
export function stepOf(auspex, states, snapshot, where, action, { label = (l) => l, side } = {}) {
  if (where === 'turn') {
    const { key, model, actions, ...more } = states.turn;
    const reply = auspex.model(model, { op: 'apply', turn: snapshot[key], action });
    if (reply.needs) return { snapshot, lines: [], needs: reply.needs, reply };
    const next = { ...snapshot, [key]: reply.turn, [actions]: reply.actions };
    for (const [field, to] of Object.entries(more)) next[to] = reply[field];
    return { snapshot: next, lines: sided(reply.log).map((l) => label(l, null)), needs: null, reply };
  }
  const entry = snapshot.sheets[where];
  const reply = auspex.model(states.sheet, { op: 'apply', sheet: entry.sheet, action });
  if (reply.needs) return { snapshot, lines: [], needs: reply.needs, reply };
  const sheets = snapshot.sheets.slice();
  sheets[where] = { ...entry, sheet: reply.sheet, actions: reply.actions, ...sheetKept(states, reply) };
  return { snapshot: { ...snapshot, sheets }, lines: sided(reply.log, side ?? entry.player).map((l) => label(l, entry)),
    needs: null, reply };
}

/**
 * Applies `action` to `where` and logs it: { snapshot, needs } — with `needs`
 * the snapshot is the one given. `extraLog`: the page's lines, logged first;
 * `label`, `side`: as stepOf's. Throws the core's AuspexError when refused.
 */
export function applyTo(auspex, states, snapshot, where, action, { extraLog = [], ...options } = {}) {
  const out = stepOf(auspex, states, snapshot, where, action, options);
  if (out.needs) return { snapshot, needs: out.needs };
  return { snapshot: withLog(out.snapshot, [...extraLog, ...out.lines]), needs: null };
}

/**
 * A game the core holds whole (`states.game`: its id, docs/games.md): `move` ({ by, name, args,
 * dice }) sent to the core's game, its log lines logged: { snapshot, needs } — with `needs` (the
 * dice the move asks for in all so far, `dice` counting those it gave, as the dice panel reads
 * them) the snapshot is the one given. The snapshot keeps the core's state in `game`, and its reply's
 * `players` (who may make which move now) and `over` beside it. Throws the core's AuspexError
 * when the move is refused (its player may not make it now: its reason).
 */
export function applyMove(auspex, states, snapshot, move, { extraLog = [] } = {}) {
  const reply = auspex.game({ op: 'move', game: states.game, state: snapshot.game, move });
  if (reply.needs) return { snapshot, needs: reply.needs };
  // The move's lines, oldest first in the core's reply: newest first in the log, under the page's.
  return { snapshot: withLog(gameSnapshot(snapshot, reply), [...extraLog, ...sided(reply.log).reverse()]), needs: null };
}

/** The snapshot with the core's game reply in it: its state, `players` and `over`. */
export const gameSnapshot = (snapshot, reply) => ({ ...snapshot, game: reply.state, players: reply.players, over: reply.over });

/** Dice rolled from the game's seed for `needs`, and the log line that says so: { dice, rng, line }. */
export function rolled(rng, needs) {
  const { dice, rng: next } = roll(rng, needs.dice, needs.sides ?? 6);
  return { dice, rng: next, line: both('diceRolledLog', { seed: rng.seed, n: rng.n + 1, dice: dice.join(' ') }) };
}

/**
 * Several actions as one step (an attack's results: [{ where, action }]),
 * each applied by `apply(snapshot, where, action, extraLog)` ({ snapshot,
 * needs }, logged): { snapshot }. The page's lines (`extraLog`, an attack's
 * with its odds) first, under the steps' own. Dice an action asks for (a
 * morale test, a conscience roll) are rolled from the game's seed and
 * logged; a step refused throws, and nothing changes.
 */
export function applyAll(snapshot, steps, apply, extraLog = []) {
  let next = extraLog.length ? withLog(snapshot, extraLog) : snapshot;
  for (const { where, action } of steps) {
    let out = apply(next, where, action, []);
    if (out.needs) {
      const { dice, rng, line } = rolled(next.rng, out.needs);
      out = apply({ ...next, rng }, where, { ...action, [out.needs.field ?? 'dice']: dice }, [line]);
      if (out.needs) throw new Error(out.needs.for?.fr ?? 'dice needed');
    }
    next = out.snapshot;
  }
  return { snapshot: next };
}
