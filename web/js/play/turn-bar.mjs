// The turn bar of every game (docs/games.md): the core's one shape of who may
// act now — its reply's `players`, per player whether the game waits on them
// (`active`) and every move allowed now or why not — and its end (`over`),
// drawn the same way for each game under the game bar by the play controller:
// each player's name and where they stand (to play, waiting, won, lost), and
// behind a toggle each move they may make now, or the core's reason why not,
// in the game's words (its `<game>Move_<name>`, in its page folder's words-moves.mjs).
// A game's own panel (its phases, its buttons) comes under it. Text only.
import { t, getLang, playerName } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';

/** Where player `p` stands: to play, waiting, or, the game over, won, lost or a draw. */
function standing(p, over) {
  if (over) return t(over.winner === null || over.winner === undefined ? 'turnBarDraw' : over.winner === p.player ? 'turnBarWon' : 'turnBarLost');
  return t(p.active ? 'turnBarToPlay' : 'turnBarWaits');
}

/**
 * The bar of game `kind` (its words' prefix), ids under `prefix`, from `snapshot.players` and
 * `snapshot.over` (null when the snapshot has no `players`: nothing drawn).
 */
export function drawTurnBar(kind, prefix, snapshot) {
  const players = snapshot?.players;
  if (!Array.isArray(players)) return null;
  const lang = getLang();
  const over = snapshot.over ?? null;
  const moveName = (m) => t(`${kind}Move_${m.name}`);
  return h('section', { class: 'turn-bar', 'data-testid': `${prefix}-players`, 'aria-label': t('turnBarTitle') },
    players.map((p) => {
      const id = `${prefix}-player-${p.player}`;
      const allowed = p.moves.filter((m) => m.allowed).length;
      const waiting = p.active && !over;
      return h('div', { class: waiting ? 'turn-bar__player turn-bar__player--active' : 'turn-bar__player', 'data-testid': id },
        h('p', { class: 'turn-bar__name' }, h('strong', {}, playerName(p.name, p.player)), ' · ',
          h('span', { 'data-testid': `${id}-state` }, standing(p, over))),
        over ? null : h('details', { class: 'turn-bar__moves' },
          h('summary', { 'data-testid': `${id}-moves-toggle` }, t('turnBarMoves', { n: allowed, all: p.moves.length })),
          h('ul', { 'data-testid': `${id}-moves` }, p.moves.map((m) => h('li',
            { class: m.allowed ? null : 'turn-bar__off', 'data-testid': `${id}-move-${m.name}` },
            m.allowed ? moveName(m) : t('turnBarWhyNot', { move: moveName(m), why: m.why?.[lang] ?? m.why?.fr ?? '' }))))));
    }));
}
