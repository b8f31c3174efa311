// The bar above the form: which attack is being edited (A / B / C, each in
// its colour), "+ Compare" (a copy of the current attack), removing the
// attack being edited, and "Share link" with its result (copied, or a field
// holding the link to copy by hand).
import { t } from '../platform/words.mjs';
import { h } from '../ui/controls.mjs';
import { LETTERS, MAX_ATTACKS } from './share.mjs';

/**
 * Draws the toolbar into `el`. opts = { count, active, onSelect(i), onAdd(),
 * onRemove(), onShare() , share: { state: null|'copied'|'shared'|'manual', url } }
 */
export function drawToolbar(el, opts) {
  const { count, active } = opts;
  const rows = [];
  if (count > 1) {
    rows.push(h('div', { class: 'toolbar__row' },
      h('div', { class: 'picker', role: 'group', 'aria-label': t('editedAttack') },
        Array.from({ length: count }, (_, i) => h('button', {
          type: 'button', class: `picker__btn c-${i}`, 'aria-pressed': String(i === active),
          'aria-label': t('editAttack', { letter: LETTERS[i] }), 'data-testid': `attack-${LETTERS[i]}`,
          onclick: () => opts.onSelect(i),
        }, LETTERS[i]))),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'compare-remove',
        onclick: opts.onRemove }, t('removeAttack', { letter: LETTERS[active] }))));
  }
  rows.push(h('div', { class: 'toolbar__row' },
    h('button', { type: 'button', class: 'tool', 'data-testid': 'compare-add', disabled: count >= MAX_ATTACKS,
      'aria-label': count >= MAX_ATTACKS ? t('compareFull', { max: MAX_ATTACKS })
        : t('compareName', { letter: LETTERS[active], next: LETTERS[count] }),
      onclick: opts.onAdd }, t('compare')),
    h('button', { type: 'button', class: 'tool', 'data-testid': 'share', onclick: opts.onShare }, t('share'))));
  const share = opts.share ?? {};
  rows.push(h('p', { class: 'toolbar__status', role: 'status', 'data-testid': 'share-status' },
    share.state ? t(`share_${share.state}`) : ''));
  if (share.state === 'manual' || share.state === 'copied') {
    const field = h('input', { type: 'text', class: 'share-url', readonly: true, value: share.url,
      'aria-label': t('shareField'), 'data-testid': 'share-url', onfocus: (e) => e.target.select() });
    rows.push(field);
  }
  el.replaceChildren(...rows);
  if (share.state === 'manual') {
    const field = el.querySelector('.share-url');
    field.focus();
    field.select();
  }
}
