// The Epic Escarmouches turn through the wasm API (auspex.epicTurn,
// docs/sheets/epic-turn.md): a new game, the roll-off and deployment, a turn's
// three initiative draws asking for a die, who acts first, the shooting
// alternation, the next turn's full cup, and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

const apply = (turn, action) => auspex.epicTurn({ op: 'apply', turn, action });

test('epicTurn: deployment, a whole turn, the next turn refills the cup', () => {
  loadRulesets();
  const made = auspex.epicTurn({
    op: 'new',
    ruleset: 'epic-v1',
    players: [
      { name: 'Marines', strategic: 3, formations: 2 },
      { name: 'Orks', strategic: 2, formations: 1 },
    ],
    deployment: 'alterne',
  });
  let t = made.turn;
  assert.equal(t.phase, 'deployment');
  assert.deepEqual(t.cup, [0, 0, 0, 1, 1]);
  const roll = apply(t, { type: 'rollOff' });
  assert.deepEqual(roll.turn, t);
  assert.equal(roll.needs.dice, 2);
  t = apply(t, { type: 'rollOff', dice: [2, 5] }).turn;
  assert.equal(t.deployment.next, 0);
  for (const player of [0, 1, 0]) t = apply(t, { type: 'deployed', player }).turn;
  assert.equal(t.phase, 'orders');
  const asked = apply(t, { type: 'next' });
  assert.deepEqual(asked.turn, t);
  assert.equal(asked.needs.sides, 5);
  assert.equal(asked.needs.field, 'dice');
  t = apply(t, { type: 'next', dice: [4] }).turn;
  assert.equal(t.phase, 'movement');
  assert.equal(t.initiative, 1);
  t = apply(t, { type: 'first', player: 0 }).turn;
  t = apply(t, { type: 'next', dice: [1] }).turn;
  assert.equal(t.phase, 'shooting');
  assert.equal(t.acting, 0);
  t = apply(t, { type: 'fired', player: 0 }).turn;
  t = apply(t, { type: 'pass', player: 1 }).turn;
  assert.equal(t.acting, 0);
  t = apply(t, { type: 'next', dice: [3] }).turn;
  assert.deepEqual(t.cup, [0, 0]);
  assert.deepEqual(t.drawn.map((d) => d.player), [1, 0, 1]);
  t = apply(t, { type: 'first', player: 1 }).turn;
  t = apply(apply(t, { type: 'next' }).turn, { type: 'next' }).turn;
  assert.equal(t.turn, 2);
  assert.equal(t.phase, 'orders');
  assert.deepEqual(t.cup, [0, 0, 0, 1, 1]);
  assert.equal(t.initiative, 1);
  assert.throws(
    () => apply(t, { type: 'next', dice: [6] }),
    (e) => e instanceof AuspexError && e.path === 'action.dice.0' && /from 1 to 5/.test(e.message),
  );
  assert.throws(
    () => apply(t, { type: 'deployed', player: 0 }),
    (e) => e instanceof AuspexError && e.path === 'action.type' && /deployment phase/.test(e.message),
  );
  assert.throws(
    () => apply({ ...t, cup: [1, 0, 0, 0, 1] }, { type: 'next' }),
    (e) => e instanceof AuspexError && e.path === 'turn.cup' && /player 0's first/.test(e.message),
  );
});
