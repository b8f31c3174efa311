// The Epic game screen's data in the player's words through the wasm core's game
// (core/epic/game.cpp, docs/games.md): a new game's log says the roll-off as the button the
// player taps, never "(action rollOff)", in French and English; the state keeps each
// formation's and the turn's `actions` as the game allows them (who makes each turn action
// beside it), and a move brings the new ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';
import { STATES, viewOf } from '../../web/js/games/epic/game.mjs';

loadRulesets();

const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines',
  units: [{ unit: 'marine-tactique', count: 7, options: { strategic: 3, morale: 4 } }] };
const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs',
  units: [{ unit: 'boy-ork', count: 4, options: { strategic: 2, morale: 5 } }] };

test('epic page: the new game\'s log in words, the actions kept beside the formations and the turn', () => {
  const raw = auspex.epicTurn({ op: 'new', ruleset: 'epic-v1', deployment: 'alterne',
    players: [{ name: 'Ultramarines', strategic: 3, formations: 1 }, { name: 'Goffs', strategic: 2, formations: 1 }] }).log[0];
  assert.match(raw.fr, /\(action rollOff\)/, 'the turn model points to the action by its type');
  const reply = auspex.game({ op: 'new', game: 'epic', setup: { lists: [marines, orks], deployment: 'alterne' } });
  const line = reply.log.at(-1);
  assert.doesNotMatch(line.fr + line.en, /\(action|rollOff/);
  assert.match(line.fr, / — tirez au sort le déploiement$/);
  assert.match(line.en, / — roll off for the deployment$/);
  const snap = gameSnapshot({ rng: { seed: 3, n: 0 }, log: [] }, reply);
  const view = viewOf(snap);
  assert.deepEqual(view.sheets.map((s) => s.actions.find((a) => a.type === 'rally').allowed), [false, false]);
  assert.deepEqual(view.turnActions.find((a) => a.type === 'rollOff'), { type: 'rollOff', allowed: true, by: null });
  const asked = applyMove(auspex, STATES, snap, { by: 0, name: 'turn', args: { action: { type: 'rollOff' } } });
  assert.equal(asked.needs.dice, 2, 'the roll-off asks for two dice');
  const rolled = applyMove(auspex, STATES, snap, { by: 0, name: 'turn', args: { action: { type: 'rollOff' } }, dice: [5, 2] }).snapshot;
  assert.equal(viewOf(rolled).turnActions.find((a) => a.type === 'rollOff').allowed, false, 'the roll-off is done');
  assert.deepEqual(rolled.game.moves, [{ by: 0, name: 'turn', args: { action: { type: 'rollOff' } }, dice: [5, 2] }]);
});
