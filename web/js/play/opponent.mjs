// The opponent's list in every game screen (play/controller.mjs): the field
// where their #l= link is pasted and its button, its QR code scanned, or, one
// phone at the table, one of the player's own lists of the same game.
// Everything is set as text, never as HTML.
import { t, getLang } from '../platform/words.mjs';
import { h, btn } from '../ui/view.mjs';
import { LIMITS, IntakeError, bounded } from '../platform/intake.mjs';
import { drawScanner } from '../ui/scanner.mjs';
import { linkCode } from './saved-games.mjs';

/** The list of the opponent's link pasted, given to `accept(list)` (which throws when it is not for this game). */
function addOpponent(ctx, play, accept) {
  const { G } = play;
  try {
    accept(ctx.auspex.decodeList(linkCode(bounded(G.code, LIMITS.link))));
    Object.assign(G, { code: '', error: '' });
  } catch (error) {
    // Longer than any link: refused before the core decodes it, what was typed kept.
    play.fail(ctx, error instanceof IntakeError ? { key: 'listLinkBad', vars: { get message() { return t(error.key, error.vars); } } } : error);
  }
  ctx.redraw();
}

/**
 * The opponent's list: the field where their link is pasted, and its button; or one of the
 * player's own lists of the same game. In a setup (`needed`), says why "Commencer" waits.
 */
export function drawOpponent(ctx, play, addLabel, accept, needed = true) {
  const { G, prefix } = play;
  const lists = ctx.store.data.lists;
  const ruleset = G.setup ? lists[G.setup.listId]?.list.ruleset : ctx.store.data.games[G.id]?.ruleset;
  const mine = Object.entries(lists).filter(([, r]) => r.list.ruleset === ruleset)
    .map(([id, r]) => ({ id, name: r.list.name || t('listUnnamed') }))
    .sort((a, b) => a.name.localeCompare(b.name, getLang()));
  const pick = (id) => {
    try {
      accept(structuredClone(lists[id].list));
      Object.assign(G, { code: '', error: '' });
    } catch (error) { play.fail(ctx, error); }
    ctx.redraw();
  };
  return h('section', { class: 'opponent cu-form' },
    h('h3', { class: 'cu-sub' }, t('opponentTitle')),
    needed ? h('p', { class: 'lists-meta', 'data-testid': `${prefix}-opponent-needed` }, t('opponentNeeded')) : null,
    h('label', { class: 'cu-label', for: `${prefix}-opponent-code` }, t('opponentLabel')),
    h('input', { id: `${prefix}-opponent-code`, class: 'input', 'data-testid': `${prefix}-opponent-code`, value: G.code,
      autocomplete: 'off', oninput: (e) => { G.code = e.target.value; } }),
    h('div', { class: 'toolbar__row' },
      btn(`${prefix}-opponent-add`, addLabel, () => addOpponent(ctx, play, accept), { class: 'tool tool--primary' }),
      // Or its QR code, scanned from the opponent's phone.
      drawScanner(G.scan, { id: `${prefix}-opponent`, redraw: ctx.redraw, onText: (text) => { G.code = text; addOpponent(ctx, play, accept); } })),
    mine.length ? [
      h('label', { class: 'cu-label', for: `${prefix}-opponent-list` }, t('opponentMine')),
      h('select', { id: `${prefix}-opponent-list`, class: 'select', 'data-testid': `${prefix}-opponent-list`,
        onchange: (e) => { if (e.target.value) pick(e.target.value); } },
      h('option', { value: '' }, t('opponentPick')),
      mine.map((l) => h('option', { value: l.id }, l.name))),
    ] : null);
}
