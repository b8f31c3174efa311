// The Epic game screen's data in the player's words (web/js/games/epic/
// game.mjs) through the wasm core: a new game's log says the roll-off as the
// button the player taps, never "(action rollOff)", in French and English;
// the snapshot keeps each sheet's and the turn's `actions`, and a turn step
// brings the turn's new ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { newSnapshot, applyTurn, playerWords } from '../../web/js/games/epic/game.mjs';

loadRulesets();

test('epic page: the new game\'s log in words, the actions kept beside the sheets and the turn', () => {
  const sides = [[{ op: 'new', ruleset: 'epic-v1', name: 'Marines', morale: 4, units: [{ unit: 'marine-tactique', count: 7 }] }],
    [{ op: 'new', ruleset: 'epic-v1', name: 'Boyz', morale: 5, units: [{ unit: 'boy-ork', count: 4 }] }]];
  const turn = { op: 'new', ruleset: 'epic-v1', deployment: 'alterne',
    players: [{ name: 'Ultramarines', strategic: 3, formations: 1 }, { name: 'Goffs', strategic: 2, formations: 1 }] };
  const raw = auspex.epicTurn(turn).log[0];
  assert.match(raw.fr, /\(action rollOff\)/, 'the core points to the action by its type');
  const snap = newSnapshot(auspex, ['Ultramarines', 'Goffs'], sides, { id: 'epic-v1', data: null }, turn, 3);
  const line = snap.log[0];
  assert.doesNotMatch(line.fr + line.en, /\(action|rollOff/);
  assert.match(line.fr, / — tirez au sort le déploiement$/);
  assert.match(line.en, / — roll off for the deployment$/);
  assert.deepEqual(snap.sheets.map((s) => s.actions.find((a) => a.type === 'rally').allowed), [false, false]);
  assert.equal(snap.turnActions.find((a) => a.type === 'rollOff').allowed, true);
  const rolled = applyTurn(auspex, snap, { type: 'rollOff', dice: [5, 2] }).snapshot;
  assert.equal(rolled.turnActions.find((a) => a.type === 'rollOff').allowed, false, 'the roll-off is done');
  assert.deepEqual(playerWords({ fr: 'Rien (une action)', en: 'x' }), { fr: 'Rien (une action)', en: 'x' }, 'other text untouched');
  assert.deepEqual(playerWords({ fr: 'A (action next)', en: 'A (action next)' }), { fr: 'A', en: 'A' });
});
