// "Passer la partie" of every game screen (play/controller.mjs): the game as
// it is now (not its undo steps) in a link and a QR code, for another phone
// to continue it (play/game-code.mjs). Everything is set as text, never as HTML.
import { t } from '../platform/words.mjs';
import { h, btn } from '../ui/view.mjs';
import { copy, drawQr } from '../ui/sharing.mjs';
import { encodeGame, packGame, GAME_PREFIX } from './game-code.mjs';
import '../platform/lists-words.mjs'; // its words (the link's copy and share)

/** The hand-over section of the game on `play` (its controller), its states `states`. */
export function drawHandover(ctx, play, states) {
  const { G, prefix, kind } = play;
  const record = ctx.store.data.games[G.id] ?? {};
  const make = async () => {
    try {
      const code = await encodeGame({ id: G.id, rev: record.moves ?? 0, kind: record.kind ?? kind, name: record.name ?? '',
        ruleset: record.ruleset ?? '', createdAt: record.createdAt ?? '', snapshot: packGame(ctx.auspex, G.snapshot, states) });
      G.handover = { url: `${location.origin}${location.pathname}${GAME_PREFIX}${code}`, status: '' };
    } catch (error) { play.fail(ctx, error); }
    ctx.redraw();
  };
  const say = (status) => { G.handover = { ...G.handover, status }; ctx.redraw(); };
  const h0 = G.handover;
  const paint = (canvas) => { if (canvas && h0?.url && canvas.dataset.text !== h0.url) drawQr(canvas, h0.url, 'L').catch((e) => play.fail(ctx, e)); };
  return h('details', { class: 'game-handover', 'data-testid': `${prefix}-handover`, open: h0 ? true : null,
    ontoggle: (e) => { if (e.target.open && !G.handover) { G.handover = { url: '', status: '' }; make(); } } },
  h('summary', { 'data-testid': `${prefix}-handover-open` }, t('gameHandover')),
  h('p', { class: 'lists-meta' }, t('gameHandoverHint', { moves: record.moves ?? 0 })),
  h0?.url ? [
    h('div', { class: 'toolbar__row' },
      btn(`${prefix}-handover-copy`, t('listCopyLink'), async () => say((await copy(h0.url)) ? 'copied' : 'manual')),
      typeof navigator.share === 'function' ? btn(`${prefix}-handover-share`, t('listShare'), async () => {
        try { await navigator.share({ url: h0.url, title: record.name || 'Auspex' }); say('shared'); } catch (error) {
          if (error?.name !== 'AbortError') say((await copy(h0.url)) ? 'copied' : 'manual');
        }
      }) : null),
    h('p', { class: 'toolbar__status', role: 'status', 'data-testid': `${prefix}-handover-status` }, h0.status ? t(`listShare_${h0.status}`) : ''),
    h('input', { type: 'text', class: 'share-url', readonly: true, value: h0.url, 'aria-label': t('gameHandoverLink'),
      'data-testid': `${prefix}-handover-link`, onfocus: (e) => e.target.select() }),
    h('div', { class: 'lists-qr__wrap' },
      h('canvas', { ref: paint, class: 'lists-qr', 'data-testid': `${prefix}-handover-qr`, role: 'img', 'aria-label': t('gameHandoverQr') })),
  ] : h('p', { class: 'lists-meta' }, t('gameHandoverMaking')));
}
