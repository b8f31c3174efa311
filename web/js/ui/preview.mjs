// What a file brings before it is taken (a backup restored, "Mes unités"
// imported): what it adds, what it replaces, how many it holds already, or
// that it brings nothing new; then "apply" (only when it brings something)
// and "cancel". Everything is set as text, never as HTML.
import { h, btn } from './view.mjs';

/**
 * The preview `testid`: `adds` and `replaces` (each null, or the node that says them), `same`
 * (the line of what the device holds already, or null), `nothing` (the line when it brings
 * nothing new, or null: it brings something), and its two buttons, `apply` and `cancel`
 * ({ testid, label, onclick }).
 */
export const drawPreview = ({ testid, adds, replaces, same, nothing, apply, cancel }) =>
  h('div', { class: 'backup-preview', tabindex: -1, 'data-testid': testid }, adds, replaces,
    same ? h('p', { class: 'lists-meta' }, same) : null,
    nothing ? h('p', {}, nothing) : null,
    h('div', { class: 'toolbar__row' },
      nothing ? null : btn(apply.testid, apply.label, apply.onclick, { class: 'tool tool--primary' }),
      btn(cancel.testid, cancel.label, cancel.onclick, { class: 'tool tool--quiet' })));
