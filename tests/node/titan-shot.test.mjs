// The sheets screen's calculator requests (web/js/games/titanicus/game.mjs), built from
// real sheets of the core: the Kroko d'bide holding its target asks for an
// automatic hit, and the core answers it as one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { shotRequest } from '../../web/js/games/titanicus/game.mjs';

loadRulesets();
const sheet = (unit, name, weapons) => auspex.titanSheet({ op: 'new', ruleset: 'titanicus-v2', unit, name, weapons }).sheet;
const apply = (s, action) => auspex.titanSheet({ op: 'apply', sheet: s, action }).sheet;

test('a held kroko hits automatically; the same weapon on another target does not', () => {
  let gargant = apply(sheet('bad-moonz-gargant', 'Gork'), { type: 'activate', dice: [5, 5, 5, 1, 1] });
  gargant = apply(gargant, { type: 'grapple', weapon: 0, attach: 'Reaver' });
  const snapshot = { sheets: [{ sheet: gargant }, { sheet: sheet('reaver', 'Reaver', ['plasma-cannon']) },
    { sheet: sheet('warhound', 'Chien', ['vulcan-mega-bolter']) }] };
  const held = shotRequest(snapshot, 0, 0, 1, 'haut', 'front');
  assert.equal(held.situation.held, true);
  assert.deepEqual(auspex.calc(held).hits, [0, 1]);
  const other = shotRequest(snapshot, 0, 0, 2, 'haut', 'front');
  assert.equal(other.situation?.held, undefined);
  assert.ok(auspex.calc(other).hits[0] > 0);
});
