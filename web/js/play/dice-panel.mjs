// The dice panel of every game screen: the dice
// the core's `needs` asks for, rolled from the game's seed or typed in from
// real dice. `prefix` names the test ids (`${prefix}-roll`, `${prefix}-die-k`,
// `${prefix}-dice-ok`). Everything is set as text, never as HTML.
import './play-words.mjs'; // the game screens' shared words (not in the first load)
import { t, getLang, both } from '../platform/words.mjs';
import { h, createRef } from '../ui/view.mjs';
import { roll } from '../platform/dice.mjs';
import { percent } from '../platform/format.mjs';

/**
 * The inputs and buttons for `needs.dice` dice of `needs.sides` sides:
 * onDice(dice, rolled) where rolled = { dice, rng (next), seed, from } when
 * rolled from `rng`, undefined for real dice; onBad() when a real die is out of range.
 */
export function diceParts(prefix, needs, rng, onDice, onBad) {
  const sides = needs.sides ?? 6;
  const refs = Array.from({ length: needs.dice }, () => createRef());
  const inputs = refs.map((ref, k) => h('input', { ref, class: 'input dice-panel__die', type: 'number', inputmode: 'numeric',
    min: 1, max: sides, 'data-testid': `${prefix}-die-${k}`, 'aria-label': t('diceDieN', { n: k + 1 }) }));
  return [
    h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': `${prefix}-roll`, onclick: () => {
      const { dice, rng: next } = roll(rng, needs.dice, sides);
      onDice(dice, { dice, rng: next, seed: rng.seed, from: rng.n });
    } }, t('diceRoll')),
    h('p', { class: 'lists-meta' }, t('diceOrEnter')),
    h('div', { class: 'dice-panel__inputs' }, inputs),
    h('button', { type: 'button', class: 'tool', 'data-testid': `${prefix}-dice-ok`, onclick: () => {
      const dice = refs.map((ref) => Number(ref.current.value));
      if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > sides)) { onBad(); return; }
      onDice(dice);
    } }, t('diceOk')),
  ];
}


/**
 * The chances of what the dice asked for may give, before they are rolled:
 * the core names the calculator's request of their odds (`needs.calc`),
 * whose `outcomes` ([{ id, name: {fr, en}, p }]) are shown in words; nothing
 * when it names none or the calculator refuses it.
 */
export function drawChances(auspex, needs, prefix) {
  if (!needs?.calc || !auspex) return null;
  let outcomes;
  try { outcomes = auspex.calc(needs.calc).outcomes; } catch { return null; }
  if (!Array.isArray(outcomes) || !outcomes.length) return null;
  const lang = getLang();
  return h('div', { class: 'dice-chances', 'data-testid': `${prefix}-chances` },
    h('p', { class: 'dice-chances__title' }, t('diceChances')),
    h('ul', { class: 'dice-chances__list' }, outcomes.filter((o) => o.p > 0).map((o) => h('li', { 'data-testid': `${prefix}-chance-${o.id}` },
      t('diceChance', { name: o.name?.[lang] ?? o.name?.fr ?? o.id, p: percent(lang, o.p) })))));
}

/**
 * The dice panel of a pending action (`${prefix}-dice`): p = { action, needs,
 * rng, extraLog } as the screen kept it when the core asked for dice (dice
 * already in action.dice count). resend(action, extraLog, rng) sends the
 * action again with its dice, the "dés tirés" line first in the log when they
 * were rolled; onBad() for a real die out of range; cancel() drops it. `who`
 * (optional) names what the dice are for; with `auspex`, the chances of
 * what they may give are shown first (drawChances).
 */
export function drawDicePanel({ prefix, pending: p, who = '', resend, onBad, cancel, auspex = null }) {
  const have = p.action.dice ?? [];
  const needs = { ...p.needs, dice: Math.max(1, p.needs.dice - have.length) };
  const lang = getLang();
  const what = p.needs.for?.[lang] ?? p.needs.for?.fr ?? t('diceNeeded');
  return h('section', { class: 'dice-panel', 'data-testid': `${prefix}-dice`, tabindex: -1, role: 'group', 'aria-label': t('diceTitle') },
    h('h3', { class: 'cu-sub' }, t('diceTitle')),
    h('p', { class: 'dice-panel__for' }, who ? `${who} — ${what}` : what),
    drawChances(auspex, p.needs, prefix),
    diceParts(prefix, needs, p.rng, (dice, rolled) => {
      const vars = rolled ? { seed: rolled.seed, n: rolled.from + 1, dice: dice.join(' ') } : null;
      const extra = rolled ? [both('diceRolledLog', vars)] : [];
      resend({ ...p.action, [p.needs.field ?? 'dice']: [...have, ...dice] }, [...extra, ...(p.extraLog ?? [])], rolled ? rolled.rng : p.rng);
    }, onBad),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `${prefix}-dice-cancel`, onclick: cancel }, t('diceCancel')));
}
