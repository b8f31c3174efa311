// A game handed over to this phone (issue 20): its link (#g=) read whole —
// the code (play/game-code.mjs), then every state by the core through the
// game's descriptor (`states`; its own rulesets first: play/own-ruleset.mjs) — the record it becomes, and,
// when this device holds the game at another move, the question what to
// keep. And what a scanned or pasted text links to. The lists screen
// (lists-screen.mjs) opens what these give. Everything is set as text.
import { t, playerSaid } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { decodeGame, unpackGame, GameCodeError } from '../play/game-code.mjs';
import { HISTORY_LIMIT } from '../play/states.mjs';
import { registerAll } from '../play/own-ruleset.mjs';
import { GAMES, partsOf } from '../games/index.mjs';

/** The kinds of games this page plays (each game's play descriptor). */
const playKinds = () => [...new Set(GAMES.map((g) => partsOf(g.id).play?.kind).filter(Boolean))];
const gameKindOf = (kind) => GAMES.map((g) => partsOf(g.id).play).find((p) => (kind === undefined ? p?.unkinded : p?.kind === kind));

/**
 * A saved game from elsewhere (a backup, older data) checked whole before it
 * is kept: a game this page plays, its snapshot and every undo step read by
 * the core through its game (the states the game code carries: unpackGame);
 * `history: false` reads the snapshot alone (a game opened: its undo steps
 * are read as they are reached). Throws a GameCodeError or the core's
 * AuspexError naming where.
 */
export function checkGameRecord(auspex, game, { history = true } = {}) {
  const kind = gameKindOf(game.kind);
  if (!kind) throw new GameCodeError('gameCodeKind', { kind: String(game.kind) });
  const steps = [['snapshot', game.snapshot], ...(history ? ['past', 'future'] : [])
    .flatMap((k) => (game.history?.[k] ?? []).map((s, i) => [`history.${k}.${i}`, s]))];
  for (const [where, snapshot] of steps) {
    try {
      if (!snapshot || typeof snapshot !== 'object' || Array.isArray(snapshot)) throw new GameCodeError('gameCodeField', { path: 'snapshot' });
      registerAll(auspex, snapshot);
      unpackGame(auspex, snapshot, kind.states, playerSaid, kind.kind);
    } catch (error) {
      // Where in the record: the snapshot, or an undo step ("history.past.3"), then the field in it.
      const inner = String(error.vars?.path ?? '').replace(/^snapshot\.?/, '');
      if (error instanceof GameCodeError) {
        // Its words kept as getters (said again in the page's language when it changes).
        const vars = Object.defineProperties({}, Object.getOwnPropertyDescriptors(error.vars ?? {}));
        Object.defineProperty(vars, 'path', { value: [where, inner].filter(Boolean).join('.'), enumerable: true });
        throw new GameCodeError(error.key, vars);
      }
      throw error;
    }
  }
}

/** The game of a #g= link, checked whole; throws a GameCodeError or the core's AuspexError. */
export async function readGameLink(hash, auspex) {
  const game = await decodeGame(hash, playKinds());
  const kind = gameKindOf(game.kind);
  registerAll(auspex, game.snapshot);
  game.snapshot = unpackGame(auspex, game.snapshot, kind.states, playerSaid, kind.kind);
  return game;
}


/**
 * Why a saved game does not open (its snapshot refused by the core:
 * checkGameRecord without its undo steps), as an error for the lists screen's
 * words ({ key: 'gameUnreadable', vars }, said in the page's language when
 * drawn), or null when it opens.
 */
export function gameRefusal(auspex, record) {
  try { checkGameRecord(auspex, record, { history: false }); return null; } catch (error) {
    const name = record?.name;
    return { key: 'gameUnreadable', vars: { get name() { return typeof name === 'string' && name ? name : t('listUnnamed'); },
      get message() { return error?.key ? t(error.key, error.vars) : playerSaid(error); } } };
  }
}

/**
 * The store's record of a game received (its undo steps stayed on the other
 * phone); `here`: the device's, if any, whose history stays: its undo steps,
 * then its own snapshot as the step before the one received, so "Annuler"
 * gives back the device's game as it was.
 */
export function receivedRecord(game, here, now = new Date().toISOString()) {
  const past = here ? [...(Array.isArray(here.history?.past) ? here.history.past : []), here.snapshot].slice(-HISTORY_LIMIT) : [];
  return { kind: game.kind, name: game.name, ruleset: game.ruleset, createdAt: game.createdAt || now, savedAt: now,
    listId: here?.listId ?? null, moves: game.rev, snapshot: game.snapshot, history: { past, future: [] } };
}

/** Whether the device's record `here` is the very game received. */
export const sameGame = (here, game) => (here.moves ?? 0) === game.rev && JSON.stringify(here.snapshot) === JSON.stringify(game.snapshot);

/** The address a scanned or pasted text links to (#l=, #g=, #c=), or null when it is no Auspex link. */
export function linkedHash(text) {
  const at = ['#l=', '#g=', '#c='].map((p) => text.indexOf(p)).filter((i) => i >= 0);
  return at.length ? text.slice(Math.min(...at)) : null;
}

/** The game handed over that this device holds at another move: which to keep (`take`, `keep`, `both`). */
export function drawIncoming({ game, moves }, { take, keep, both }) {
  const newer = game.rev > moves;
  const btn = (testid, label, onclick, cls = 'tool') => h('button', { type: 'button', class: cls, 'data-testid': testid, onclick }, label);
  return h('section', { class: 'error store-notice', role: 'alert', tabindex: -1, 'data-testid': 'incoming-game' },
    h('p', {}, t(newer ? 'gameIncomingNewer' : 'gameIncomingOlder', { name: game.name || t('listUnnamed'), theirs: game.rev, mine: moves })),
    h('div', { class: 'toolbar__row' },
      btn('incoming-take', t(newer ? 'gameIncomingUpdate' : 'gameIncomingReplace'), take, newer ? 'tool tool--primary' : 'tool'),
      btn('incoming-keep', t('gameIncomingKeep'), keep, newer ? 'tool' : 'tool tool--primary'),
      btn('incoming-both', t('gameIncomingBoth'), both)));
}
