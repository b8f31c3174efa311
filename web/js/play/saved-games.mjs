// The saved games (play/controller.mjs uses them): the code of the
// opponent's #l= link, saving a game's snapshot and history in the store,
// and the index of saved games (resume, delete).
// Everything is set as text, never as HTML.
import './play-words.mjs'; // the game screens' shared words (not in the first load)
import { t } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';

/** The share code in what the player pasted: a whole link or the code alone. */
export function linkCode(pasted) {
  const code = String(pasted ?? '').trim();
  const at = code.indexOf('#l=');
  return at >= 0 ? code.slice(at + 3) : code;
}

/**
 * Saves game `id`'s snapshot and history, one move more (`moves`: the
 * game's revision, carried by its code when handed over); returns the error
 * message ('' when saved).
 */
export function saveGame(ctx, id, snapshot, history) {
  const record = ctx.store.data.games[id] ?? {};
  try {
    ctx.store.save((d) => { d.games[id] = { ...record, snapshot, history: history.steps(), moves: (record.moves ?? 0) + 1, savedAt: new Date().toISOString() }; });
    return '';
  } catch (error) { return ctx.messageOf(error); }
}

/** The saved games `match(record)` takes, the newest first: [[id, game]]. */
export const savedGames = (store, match) => Object.entries(store.data.games ?? {})
  .filter(([, g]) => match(g))
  .sort(([, a], [, b]) => String(b.savedAt).localeCompare(String(a.savedAt)));

/**
 * Saved `games` on the lists index: `${prefix}-game-item`, `${prefix}-resume`
 * (open(id)), `${prefix}-delete`; meta(game) is the line under the name.
 * When `ctx.collect` is an array, the games are added to it instead
 * ({ id, game, prefix, meta, open, item }), to be drawn together by
 * the lists screen (every game's in one section, with item()).
 */
export function drawSavedGames(ctx, { games, prefix, title, meta, open, onError }) {
  const entries = games.map(([id, game]) => {
    const entry = { id, game, prefix, meta, open: () => open(id), onError };
    // item(gameName, open): its line, drawn by the lists screen (gameName(record) names the game).
    return { ...entry, item: (gameName, opened = entry.open) => drawItem(ctx, { ...entry, open: opened }, gameName) };
  });
  if (Array.isArray(ctx.collect)) { ctx.collect.push(...entries); return null; }
  if (!entries.length) return null;
  return h('section', { class: 'saved-games' }, h('h2', { class: 'section-title' }, title),
    h('ul', { class: 'lists-items' }, entries.map((e) => e.item(null))));
}

function drawItem(ctx, { id, game: g, prefix, meta, open, onError }, gameName) {
  const btn = (testid, label, onclick, cls = 'tool') => h('button', { type: 'button', class: cls, 'data-testid': testid, onclick }, label);
  const line = [gameName?.(g), meta?.(g)].filter(Boolean).join(' · ');
  const refused = ctx.gameRefusal?.(id) ?? null;
  return h('li', { class: 'lists-item', 'data-testid': `${prefix}-game-item` },
    h('span', { class: 'lists-item__name' }, t('gameTitle', { name: (typeof g.name === 'string' && g.name) || t('listUnnamed') })),
    line ? h('span', { class: 'lists-meta' }, line) : null,
    h('div', { class: 'toolbar__row' },
      btn(`${prefix}-resume`, t('gameResume'), open),
      btn(`${prefix}-delete`, t('listDelete'), () => {
        try { ctx.store.save((d) => { delete d.games[id]; }); } catch (error) { onError(ctx.messageOf(error)); }
        ctx.redraw();
      }, 'tool tool--quiet')),
    // Why it did not open (a game the core refuses), beside the button tapped.
    refused ? h('p', { class: 'error', role: 'alert', tabindex: -1, 'data-testid': `${prefix}-game-refused` }, refused) : null);
}
