// A game's moves through the core, for every game screen (docs/games.md): a
// move sent to the core's game, its state kept in the snapshot's `game` with
// the reply's `players` and `over`, its log lines added newest first (the
// odds said for the side they belong to: play/luck.mjs). `states` is the
// game's STATES (play/game-code.mjs).
import { sided } from './luck.mjs';
import './play-words.mjs'; // the game screens' shared words (not in the first load)

/** How many log lines a snapshot keeps. */
export const LOG_KEEP = 12;
/** How many undo steps a game keeps. */
export const HISTORY_LIMIT = 30;

/** The snapshot with `lines` (newest first) added to its log. */
export const withLog = (snapshot, lines) => ({ ...snapshot, log: [...lines, ...(snapshot.log ?? [])].slice(0, LOG_KEEP) });

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
