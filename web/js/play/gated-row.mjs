// A row of a game card's action buttons, each gated by what the rules allow
// now (the core's `actions` of the card's state, read through play.gate):
// what is refused now is disabled, its reason in words beside the row (once
// when several buttons share it), then the refusal of a tap in this row
// (play.refusal(at), drawn by the game). Everything is set as text.
import { h, btn } from '../ui/view.mjs';
import { rulesTip } from '../ui/rule-tip.mjs';

/**
 * env = { id: the card's test id, gate(type, off): { allowed, why } (off:
 * refused by the card itself), refusal(at) }; items: [testid, label,
 * onclick, type, attrs] (falsy ones skipped); extra: more nodes in the row;
 * env.said (optional): reasons the card shows once already ([{ why, id }]);
 * env.rule(type) (optional): the rule of an action type ({ name, section,
 * text }: platform/glossary.mjs), the row's said under it at a tap.
 * The reasons have the test id `${env.id}-why-${at}`.
 */
export function gatedRow(env, at, items, extra = []) {
  const whys = [];
  const buttons = items.filter(Boolean).map(([testid, label, onclick, type, attrs = {}]) => {
    const gate = type ? env.gate(type, attrs.disabled) : { allowed: !attrs.disabled, why: null };
    // A reason the card already says once (env.said: [{ why, id }]) is pointed to, not repeated.
    const known = (env.said ?? []).find((x) => x.why === gate.why);
    if (!gate.allowed && gate.why && !known && !whys.includes(gate.why)) whys.push(gate.why);
    const why = gate.allowed || !gate.why ? null : known ? known.id : `${env.id}-why-${at}-${whys.indexOf(gate.why)}`;
    return btn(testid, label, onclick, { ...attrs, disabled: gate.allowed ? null : true, 'aria-describedby': why });
  });
  // What the rules say of the row's actions (env.rule(type): the glossary's, or null), at a tap.
  const rules = env.rule ? items.filter(Boolean).map(([, , , type]) => (type ? env.rule(type) : null)) : [];
  return [h('div', { class: 'step-row step-row--wrap' }, buttons, extra),
    whys.map((w, n) => h('p', { class: 'why', id: `${env.id}-why-${at}-${n}`, 'data-testid': `${env.id}-why-${at}` }, w)),
    rulesTip(rules, `${env.id}-rules-${at}`), env.refusal(at)];
}
