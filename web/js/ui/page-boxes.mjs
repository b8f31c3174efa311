// The page's own elements outside Preact's regions (app.mjs): an element's
// text, hidden state or attribute set only when it differs (a tap writes only
// what changed), and the box of the ruleset files the core refused.
import { h, render } from './view.mjs';
import { t } from '../platform/words.mjs';
import { failures } from '../platform/rulesets.mjs';

export function setText(el, text) { if (el.textContent !== text) el.textContent = text; }
export function setHidden(el, hidden) { if (el.hidden !== hidden) el.hidden = hidden; }
export function setAttr(el, name, value) { if (el.getAttribute(name) !== value) el.setAttribute(name, value); }

/** One clear message per ruleset file the core refused, in `box` (the rest of the page works). */
export function showRulesetFailures(box) {
  render(failures.map((f) => h('p', {}, t('rulesetFailed',
    { file: f.file, path: f.path || '—', message: f.message }))), box);
  box.hidden = failures.length === 0;
}
