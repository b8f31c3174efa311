// Sharing a list: its link (…#l=<code>, the core's encodeList) copied or
// sent through the phone's share sheet, the same link as a QR code drawn on a
// <canvas> (ui/sharing.mjs), the forum text (the core's listText), the
// list's JSON file, and "Imprimer" (lists/print.mjs).
import { t, getLang, playerSaid } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { exportOne } from './io.mjs';
import { download, copy, drawQr } from '../ui/sharing.mjs';
import { LIST_PREFIX } from '../platform/place.mjs';
import '../platform/lists-words.mjs';

export { download };

export { LIST_PREFIX };

/** The page's link opening `code`. */
export const linkOf = (code) => `${location.origin}${location.pathname}${LIST_PREFIX}${code}`;

/**
 * The share panel of `list`. state = { status, url, qr, text } (kept by the
 * caller between redraws); ctx = { auspex, redraw(), fail(error), print() }.
 */
export function drawShare(list, state, ctx) {
  let code = null;
  try { code = ctx.auspex.encodeList(list); } catch (error) {
    return h('div', { class: 'error', role: 'alert', 'data-testid': 'list-share-error' },
      t('listShareRefused', { message: playerSaid(error) }));
  }
  const url = linkOf(code);
  const say = (status, extra = {}) => { Object.assign(state, { status, url, ...extra }); ctx.redraw(); };
  const buttons = [
    h('button', { type: 'button', class: 'tool', 'data-testid': 'list-copy-link',
      onclick: async () => say((await copy(url)) ? 'copied' : 'manual') }, t('listCopyLink')),
    typeof navigator.share === 'function' ? h('button', { type: 'button', class: 'tool', 'data-testid': 'list-share',
      onclick: async () => {
        try { await navigator.share({ url, title: list.name || 'Auspex' }); say('shared'); } catch (error) {
          if (error?.name !== 'AbortError') say((await copy(url)) ? 'copied' : 'manual');
        }
      } }, t('listShare')) : null,
    h('button', { type: 'button', class: 'tool', 'data-testid': 'list-qr-toggle', 'aria-expanded': String(Boolean(state.qr)),
      onclick: () => say(null, { qr: !state.qr }) }, t(state.qr ? 'listQrHide' : 'listQr')),
    h('button', { type: 'button', class: 'tool', 'data-testid': 'list-text-button',
      onclick: async () => {
        let text;
        try { text = ctx.auspex.listText(list, getLang()); } catch (error) { ctx.fail(error); return; }
        say((await copy(text)) ? 'textCopied' : 'textManual', { text });
      } }, t('listTextExport')),
    h('button', { type: 'button', class: 'tool', 'data-testid': 'list-export',
      onclick: () => { const file = exportOne(list); download(file.name, file.text); } }, t('listExport')),
    // On paper: the roster and the game's blank sheets (lists/print.mjs).
    ctx.print ? h('button', { type: 'button', class: 'tool', 'data-testid': 'list-print', onclick: ctx.print }, t('listPrint')) : null,
  ];
  const parts = [h('h3', { class: 'cu-sub' }, t('listShareTitle')), h('div', { class: 'toolbar__row lists-share__tools' }, buttons),
    h('p', { class: 'toolbar__status', role: 'status', 'data-testid': 'list-share-status' },
      state.status ? t(`listShare_${state.status}`) : '')];
  if (state.status === 'copied' || state.status === 'manual' || state.status === 'shared') {
    parts.push(h('input', { type: 'text', class: 'share-url', readonly: true, value: state.url, 'aria-label': t('listLinkField'),
      'data-testid': 'list-link', onfocus: (e) => e.target.select() }));
  }
  if (state.qr) {
    // Drawn once the canvas is in the page, again only when the link changes.
    const paint = (canvas) => { if (canvas && canvas.dataset.text !== url) drawQr(canvas, url).catch((error) => ctx.fail(error)); };
    parts.push(h('div', { class: 'lists-qr__wrap' },
      h('canvas', { ref: paint, class: 'lists-qr', 'data-testid': 'list-qr', role: 'img', 'aria-label': t('listQrName') })));
  }
  if (state.text !== null && state.text !== undefined && (state.status === 'textCopied' || state.status === 'textManual')) {
    parts.push(h('textarea', { class: 'input lists-text', readonly: true, rows: 8, 'aria-label': t('listTextField'),
      'data-testid': 'list-text', value: state.text }));
  }
  return h('section', { class: 'lists-share', 'data-testid': 'list-share-panel' }, parts);
}
