// The builders' labelled inputs, one implementation: text, or a whole number
// bounded at the control. What the player types outside [min, max] (or not
// a whole number) is not taken — the list keeps its last good value — and
// why is said beside the field (`${testid}-why`), in the player's words,
// while the typed text stays for them to fix: it is kept in `drafts` (an
// object the screen keeps from one drawing to the next) until it is taken,
// so no redrawing loses it. Empty means "none" (onedit('')). Everything is
// set as text.
import { h } from './view.mjs';

/**
 * field(testid, label, value, onedit, ondone, attrs): onedit(text) on every
 * good keystroke, ondone() when the field is left (one undo step). attrs go
 * on the input, except: `type: 'number'` bounds it (`min`, 0 by default;
 * `max`, `maxDefault` by default), `message` (why a number is not taken;
 * `numberWhy(min, max)` by default), `wrap` (the wrapper's class, beside
 * cu-field) and `hideLabel` (a label for screen readers only).
 */
export function fieldsOf(drafts, redraw, { maxDefault, numberWhy }) {
  return (testid, label, value, onedit, ondone, attrs = {}) => {
    const { message, wrap, hideLabel, ...inputAttrs } = attrs;
    const id = `lf-${testid}`;
    const number = inputAttrs.type === 'number';
    const min = inputAttrs.min ?? 0;
    const max = inputAttrs.max ?? maxDefault;
    const draft = drafts[testid];
    const why = draft === undefined ? null : message ?? numberWhy(min, max);
    const input = (text) => {
      if (number && text !== '' && !(/^-?\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max)) {
        drafts[testid] = text;
        redraw();
        return;
      }
      const had = testid in drafts;
      delete drafts[testid];
      onedit(number ? text.trim() : text);
      if (had) redraw();
    };
    return h('div', { class: wrap ? `cu-field ${wrap}` : 'cu-field' },
      h('label', { class: hideLabel ? 'visually-hidden' : 'cu-label', for: id }, label),
      h('input', { id, class: 'input', 'data-testid': testid, value: draft ?? value ?? '',
        ...(number ? { inputmode: 'numeric', step: 1, min } : {}), ...inputAttrs, max: number ? max : inputAttrs.max,
        'aria-invalid': why ? 'true' : null, 'aria-describedby': why ? `${id}-why` : null,
        oninput: (e) => input(e.target.value), onchange: () => ondone() }),
      why ? h('p', { class: 'error field-why', id: `${id}-why`, role: 'alert', 'data-testid': `${testid}-why` }, why) : null);
  };
}
