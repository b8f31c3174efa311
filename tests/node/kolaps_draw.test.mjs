// The KOLAPS activation draw through the wasm API (auspex.kolapsTurn,
// docs/sheets/kolaps-draw.md): a new fight, a turn's Réserve, the draw asking
// for a die, an opposition, the sequence ending, and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError } from './core.mjs';

const apply = (turn, action) => auspex.kolapsTurn({ op: 'apply', turn, action });

test('kolapsTurn: new, startTurn, draw needs a die, two sequences', () => {
  const made = auspex.kolapsTurn({
    op: 'new',
    players: [{ name: 'Brigade' }, { name: 'Horde' }],
    characters: [
      { id: 's', name: 'Solmeyer', player: 0, rank: 3 },
      { id: 'v', name: 'Vampire', player: 1, rank: 2 },
    ],
    turns: 1,
  });
  assert.equal(made.turn.phase, 'setup');
  let t = apply(made.turn, { type: 'startTurn', combativite: { s: 3, v: 2 } }).turn;
  assert.deepEqual(t.reserve, ['s', 'v']);
  const asked = apply(t, { type: 'draw' });
  assert.deepEqual(asked.turn, t);
  assert.equal(asked.needs.sides, 2);
  assert.equal(asked.needs.field, 'dice');
  t = apply(t, { type: 'draw', dice: [2] }).turn;
  assert.equal(t.active, 'v');
  t = apply(t, { type: 'spend', cost: 1, label: 'tir' }).turn;
  t = apply(t, { type: 'opposition', id: 's', cost: 1, label: 'à couvert' }).turn;
  assert.equal(t.characters[0].combativite, 2);
  assert.equal(t.characters[0].state, 'reserve');
  t = apply(t, { type: 'endActivation' }).turn;
  assert.equal(t.characters[1].state, 'attente');
  t = apply(t, { type: 'draw' }).turn;
  // Loi 8-1: an action before the activation ends en attente.
  assert.throws(() => apply(t, { type: 'endActivation' }), (e) => e.path === 'action.exhausted' && e.code === 'kolaps-turn.no-action');
  t = apply(t, { type: 'spend', cost: 1 }).turn;
  const second = apply(t, { type: 'endActivation' });
  assert.equal(second.turn.sequence, 2);
  assert.equal(second.log[1].en, 'Sequence 2: Solmeyer, Vampire go back to the Réserve (Loi 7-19)');
  t = apply(second.turn, { type: 'draw', dice: [1] }).turn;
  t = apply(t, { type: 'endActivation', exhausted: true }).turn;
  t = apply(t, { type: 'draw' }).turn;
  t = apply(t, { type: 'endActivation', exhausted: true }).turn;
  assert.equal(t.phase, 'over');
  assert.deepEqual(t.over, { reason: 'turns', player: null });
  assert.throws(
    () => apply(second.turn, { type: 'spend', cost: 1 }),
    (e) => e instanceof AuspexError && e.path === 'action.type' && /no character is active/.test(e.message),
  );
  assert.throws(
    () => apply({ ...second.turn, reserve: ['v', 's'] }, { type: 'draw' }),
    (e) => e instanceof AuspexError && e.path === 'turn.reserve',
  );
});
