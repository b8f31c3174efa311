// The AT-44 turn through the wasm API (auspex.at44Turn, docs/sheets/at44-turn.md):
// a new game, a turn's command points, the authority test asking for dice,
// and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

loadRulesets();

test('at44Turn: new, startTurn, authority needs and apply', () => {
  const made = auspex.at44Turn({
    op: 'new',
    stars: 40,
    players: [
      { name: 'UNA', commanderPc: 4, commanderAut: 3, unitCards: 5, brouillage: 2 },
      { name: 'Therians', commanderPc: 3, commanderAut: 2, unitCards: 6, contreMesures: 1 },
    ],
  });
  assert.equal(made.turn.size.suddenDeath, 30);
  const started = auspex.at44Turn({ op: 'apply', turn: made.turn, action: { type: 'startTurn' } });
  assert.deepEqual(started.turn.players.map((p) => p.cp), [9, 8]);
  const action = { type: 'authority', bids: [1, 2] };
  const asked = auspex.at44Turn({ op: 'apply', turn: started.turn, action });
  assert.equal(asked.needs.dice, 2);
  const done = auspex.at44Turn({ op: 'apply', turn: started.turn, action: { ...action, dice: [4, 5] } });
  assert.equal(done.turn.first, 1);
  assert.deepEqual(done.turn.players.map((p) => p.cp), [8, 6]);
  assert.throws(
    () => auspex.at44Turn({ op: 'apply', turn: done.turn, action: { type: 'cardAction', player: 2, id: 'activer' } }),
    (e) => e instanceof AuspexError && e.path === 'action.player',
  );
});
