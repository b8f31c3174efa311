// A labelled whole-number field bounded at the control: what the player
// types outside [min, max] (or not a whole number) is not taken — the list
// keeps its last good value — and `message` is said beside the field, in
// the player's words, while the typed text stays for them to fix. Empty
// means "none" (onvalue(undefined)). Everything is set as text.
import { h, createRef } from './view.mjs';

/**
 * testid names the input (`${testid}-bound`: the message); onvalue(n) on
 * every good keystroke, ondone() when the field is left (one undo step).
 */
export function boundedNumber(testid, label, value, { min, max, message }, onvalue, ondone) {
  const id = `lf-${testid}`;
  const note = createRef();
  const check = (text) => {
    if (text === '') return { ok: true, n: undefined };
    const n = Number(text);
    return { ok: Number.isInteger(n) && n >= min && n <= max, n };
  };
  return h('div', { class: 'cu-field' }, h('label', { class: 'cu-label', for: id }, label),
    h('input', { id, class: 'input', 'data-testid': testid, value: value ?? '', type: 'number', inputmode: 'numeric', min, max, step: 1,
      'aria-describedby': `${id}-bound`,
      oninput: (e) => {
        const { ok, n } = check(e.target.value.trim());
        if (note.current) note.current.textContent = ok ? '' : message;
        e.target.setAttribute('aria-invalid', ok ? 'false' : 'true');
        if (ok) onvalue(n);
      },
      onchange: () => ondone() }),
    h('p', { ref: note, class: 'why', 'data-testid': `${testid}-bound`, 'aria-live': 'polite', id: `${id}-bound` }));
}
