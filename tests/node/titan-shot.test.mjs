// The odds of a Titanicus attack are the core's (its game's op "odds", core/titanicus/
// game_odds.cpp, docs/games.md): the calculator's request read from both titans' sheets in a
// real game. The Kroko d'bide (a close combat weapon) asks for a close combat; holding its
// target, it hits automatically (« Le kroko touche ensuite automatiquement »), and the core
// answers it as one; the same weapon at another titan does not. A shot says what the sheets
// say: not moved, the weapon's earlier uses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';

loadRulesets();

const titan = (unit, name, weapons) => ({ ruleset: 'titanicus-v2', unit, name, ...(weapons ? { weapons } : {}) });
const move = (state, m) => auspex.game({ op: 'move', game: 'titanicus', state, move: m }).state;
const odds = (state, args) => auspex.game({ op: 'odds', game: 'titanicus', state,
  move: { by: 0, name: 'attack', args: { sheet: 0, location: 'haut', facing: 'front', ...args } } });

function started() {
  const state = auspex.game({ op: 'new', game: 'titanicus', setup: { names: ['Orks', 'Imperium'],
    sheets: [[titan('bad-moonz-gargant', 'Gork')], [titan('reaver', 'Reaver', ['plasma-cannon']), titan('warhound', 'Chien', ['vulcan-mega-bolter'])]] } }).state;
  return move(state, { by: 0, name: 'activate', args: { sheet: 0 }, dice: [5, 5, 5, 1, 1] });
}

test('a held kroko hits automatically in its close combat; at another titan it does not', () => {
  const state = move(started(), { by: 0, name: 'sheet', args: { sheet: 0, action: { type: 'grapple', weapon: 0, attach: 'Reaver' } } });
  const held = odds(state, { weapon: 0, target: 1, counter: { location: 'haut' } });
  assert.equal(held.request.kind, 'closeCombat');
  assert.deepEqual(held.request.attack, { modifier: 1, autoHit: true });
  assert.equal(held.request.attacker.location, 'haut');
  assert.deepEqual(held.odds.hits, [0, 1]);
  assert.deepEqual(auspex.calc(held.request), held.odds);
  const other = odds(state, { weapon: 0, target: 2 });
  assert.equal(other.request.attack.autoHit, undefined);
  assert.ok(other.odds.hits[0] > 0);
});

test('a shot says what the sheets say: not moved, then the weapon used once already', () => {
  let state = started();
  const first = odds(state, { weapon: 2, target: 1 });
  assert.deepEqual(first.request.situation, { notMoved: true });
  assert.deepEqual(first.request.target, { ruleset: 'titanicus-v2', unit: 'reaver', location: 'haut', facing: 'front', structureLost: 0, shields: 4 });
  state = move(state, { by: 0, name: 'sheet', args: { sheet: 0, action: { type: 'move' } } });
  state = move(state, { by: 0, name: 'attack', args: { sheet: 0, weapon: 2, target: 1, location: 'haut', facing: 'front' } });
  const again = odds(state, { weapon: 2, target: 1 });
  assert.deepEqual(again.request.situation, { earlierUses: 1 });
  assert.deepEqual(auspex.calc(again.request), again.odds);
});
