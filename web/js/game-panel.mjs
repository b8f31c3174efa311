// The dice panel of a game screen (Titanicus sheets, AT-44 turn): the dice
// the core's `needs` asks for, rolled from the game's seed or typed in from
// real dice. `prefix` names the test ids (`${prefix}-roll`, `${prefix}-die-k`,
// `${prefix}-dice-ok`). Everything is set as text, never as HTML.
import { t } from './i18n.mjs';
import { h } from './controls.mjs';
import { roll } from './game-dice.mjs';

/**
 * The inputs and buttons for `needs.dice` dice of `needs.sides` sides:
 * onDice(dice, rolled) where rolled = { dice, rng (next), seed, from } when
 * rolled from `rng`, undefined for real dice; onBad() when a real die is out of range.
 */
export function diceParts(prefix, needs, rng, onDice, onBad) {
  const sides = needs.sides ?? 6;
  const inputs = Array.from({ length: needs.dice }, (_, k) => h('input', { class: 'input titan-die', type: 'number', inputmode: 'numeric',
    min: 1, max: sides, 'data-testid': `${prefix}-die-${k}`, 'aria-label': t('titanDieN', { n: k + 1 }) }));
  return [
    h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': `${prefix}-roll`, onclick: () => {
      const { dice, rng: next } = roll(rng, needs.dice, sides);
      onDice(dice, { dice, rng: next, seed: rng.seed, from: rng.n });
    } }, t('titanRoll', { seed: rng.seed })),
    h('p', { class: 'lists-meta' }, t('titanOrEnter')),
    h('div', { class: 'titan-dice__inputs' }, inputs),
    h('button', { type: 'button', class: 'tool', 'data-testid': `${prefix}-dice-ok`, onclick: () => {
      const dice = inputs.map((i) => Number(i.value));
      if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > sides)) { onBad(); return; }
      onDice(dice);
    } }, t('titanDiceOk')),
  ];
}
