// A game's states in its snapshot, changed through the core, for every game
// screen: one action applied to one sheet (snapshot.sheets[k]: { sheet,
// actions, player }) or to the turn (snapshot[states.turn.key], its actions
// in snapshot[states.turn.actions], and any other field of its reply named
// in states.turn: { choices: 'turnChoices' } keeps reply.choices in
// snapshot.turnChoices), the reply's `actions` kept beside the state, its
// log lines added newest first (the odds said for the side they
// belong to: play/luck.mjs). `states` is the game's STATES (play/game-code.mjs).
import { sided } from './luck.mjs';

/** How many log lines a snapshot keeps. */
export const LOG_KEEP = 12;

/** The snapshot with `lines` (newest first) added to its log. */
export const withLog = (snapshot, lines) => ({ ...snapshot, log: [...lines, ...(snapshot.log ?? [])].slice(0, LOG_KEEP) });

/**
 * Applies `action` to `where` (a sheet's index, or 'turn') through the game's
 * state models: { snapshot, needs } — with `needs` (the dice the core asks
 * for) the snapshot is the one given. `extraLog`: the page's lines, logged
 * first; `label(line, entry)`: the core's lines in the game's words (a
 * sheet's name before them; entry null for the turn's). Throws the core's
 * AuspexError when the action is refused.
 */
export function applyTo(auspex, states, snapshot, where, action, { extraLog = [], label = (l) => l } = {}) {
  if (where === 'turn') {
    const { key, model, actions, ...more } = states.turn;
    const reply = auspex.model(model, { op: 'apply', turn: snapshot[key], action });
    if (reply.needs) return { snapshot, needs: reply.needs };
    const next = { ...snapshot, [key]: reply.turn, [actions]: reply.actions };
    for (const [field, to] of Object.entries(more)) next[to] = reply[field];
    return { snapshot: withLog(next, [...extraLog, ...sided(reply.log).map((l) => label(l, null))]), needs: null };
  }
  const entry = snapshot.sheets[where];
  const reply = auspex.model(states.sheet, { op: 'apply', sheet: entry.sheet, action });
  if (reply.needs) return { snapshot, needs: reply.needs };
  const sheets = snapshot.sheets.slice();
  sheets[where] = { ...entry, sheet: reply.sheet, actions: reply.actions };
  return { snapshot: withLog({ ...snapshot, sheets }, [...extraLog, ...sided(reply.log, entry.player).map((l) => label(l, entry))]), needs: null };
}
