// A rule's short text at a tap (platform/glossary.mjs' ruleText): "?" beside
// a control or a button (`ruled`), or the rule's name itself (`ruleName`: a
// skill, a trait, an order on a card) opening what it does at the table and
// where the rulebook says it. Native <details>: opened and closed by the
// browser, no state of the screen's, kept open across redraws.
import { h } from './view.mjs';
import { t } from '../platform/words.mjs';

const body = (rule) => h('span', { class: 'rule__body' },
  h('strong', {}, rule.name), ` — ${rule.text} `, h('span', { class: 'rule__section' }, `(${rule.section})`));

/** The "?" of `rule` ({ name, section, text }), or null without one. */
export const ruleTip = (rule, testid) => (rule ? h('details', { class: 'rule', 'data-testid': testid },
  h('summary', { class: 'rule__ask', 'aria-label': t('ruleAsk', { name: rule.name }) }, '?'), body(rule)) : null);

/** `el` with its rule's "?" at its right (the text opening under it), or `el` alone. */
export const ruled = (el, rule, testid) => (rule ? h('div', { class: 'ruled' }, el, ruleTip(rule, testid)) : el);

/** The rule's name (as `label`, else its own) opening its text; plain text without a rule. */
export const ruleName = (rule, label, testid) => (rule ? h('details', { class: 'rule rule--name', 'data-testid': testid },
  h('summary', { class: 'rule__name' }, label ?? rule.name), body(rule)) : h('span', {}, label));

/** The rules of a row of buttons (each action's, once): one line naming them, opening their texts. */
export function rulesTip(rules, testid) {
  const once = rules.filter((r, i) => r && rules.findIndex((x) => x?.id === r.id) === i);
  return once.length ? h('details', { class: 'rule rule--row', 'data-testid': testid },
    h('summary', { class: 'rule__row' }, t('rulesOfRow', { names: once.map((r) => r.name).join(', ') })), once.map(body)) : null;
}
