// The form of a custom unit: the fields are the game's (its descriptor's
// `unitForm`: games/<game>/unit-form.mjs), the name, the id and the labelled
// inputs are shared here. Returns the unit and its new weapons as ruleset
// items; the core checks them when saved.
import { t } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { newId } from '../platform/custom-units.mjs';
import { gameOf } from '../games/index.mjs';

/** A labelled input (number, text or checkbox) or select bound to draft[key]. */
export function input(draft, key, label, type = 'number', extra = {}) {
  const id = `cu-f-${key}`;
  const attrs = { id, 'data-testid': `cu-${key}`, class: type === 'checkbox' ? 'check__box' : 'input' };
  if (type === 'checkbox') {
    const box = h('input', { ...attrs, type, checked: Boolean(draft[key]),
      onchange: (e) => { draft[key] = e.target.checked; } });
    return h('label', { class: 'check', for: id }, box, h('span', {}, label));
  }
  if (type === 'select') {
    const box = h('select', { ...attrs, class: 'select', value: draft[key], onchange: (e) => { draft[key] = e.target.value; extra.onchange?.(); } },
      extra.options.map((o) => h('option', { value: o.value }, o.text)));
    return h('div', { class: 'cu-field' }, h('label', { for: id, class: 'cu-label' }, label), box);
  }
  const box = h('input', { ...attrs, type, value: draft[key] ?? '', ...(type === 'number' ? { inputmode: 'numeric', step: 1 } : {}),
    oninput: (e) => { draft[key] = type === 'number' ? Number(e.target.value) : e.target.value; } });
  return h('div', { class: 'cu-field' }, h('label', { for: id, class: 'cu-label' }, label), box);
}

// A control's id, stable from one drawing to the next (Preact keeps the element).
const nextId = (key) => `cu-${key}`;
const formOf = (base) => gameOf(base.system).unitForm;

/** The draft of a unit being created (unit null) or edited. */
export const draftOf = (base, unit) => formOf(base).draft(base, unit);

/** The form's fields for `draft` (redrawn by `redraw` when the faction changes). */
export const fieldsOf = (base, draft, redraw) => formOf(base).fields(base, draft, { input, redraw, nextId });

/** { unit, weapons } of a draft, or throws a message key. `taken`: ids already used. */
export function unitOfDraft(base, draft, taken) {
  const name = draft.name.trim();
  if (!name) throw new Error('nameNeeded');
  const id = draft.id ?? newId(name, taken);
  return formOf(base).unitOf(base, draft, { taken, id, name });
}
