// The games in progress of every game, in one section of the lists screen,
// and the game that plays a list: what the lists screen asks of the games'
// on-demand parts (games/<game>/play.mjs).
import { t } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { GAMES, partsOf } from '../games/index.mjs';
import '../platform/lists-words.mjs';

/** The game whose screen plays `list` (its descriptor), or null. */
export const gameOfList = (list) => GAMES.find((g) => partsOf(g.id).play?.playable(list)) ?? null;

/**
 * Every game's games in progress ({ id, game, prefix, meta, open, item }:
 * play/saved-games.mjs), collected through each game's drawIndex with
 * `gameCtx.collect`; `opening(id)` runs before one opens (false: it does not open).
 */
export function gamesInProgress(gameCtx, opening) {
  const ctx = Object.create(gameCtx);
  ctx.collect = [];
  for (const p of new Set(GAMES.map((g) => partsOf(g.id).play).filter(Boolean))) p.drawIndex(ctx);
  return ctx.collect.map((e) => {
    const open = () => { if (opening(e.id) !== false) e.open(); };
    return { ...e, open, item: (gameName) => e.item(gameName, open) };
  });
}

/** Every game's games in progress in one section, the newest first (`rulesetName(id)` names a game's rules). */
export function drawGamesInProgress(entries, rulesetName) {
  if (!entries.length) return null;
  const sorted = [...entries].sort((a, b) => String(b.game.savedAt).localeCompare(String(a.game.savedAt)));
  return h('section', { class: 'saved-games', 'data-testid': 'games-in-progress' }, h('h2', { class: 'section-title' }, t('gamesInProgress')),
    h('ul', { class: 'lists-items' }, sorted.map((e) => e.item((g) => rulesetName(g.ruleset)))));
}
