// Live titan sheets through the wasm API (auspex.titanSheet,
// docs/sheets/titanicus.md): a new sheet, an action asking for dice, the
// same action with the dice, and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

loadRulesets();

test('titanSheet: new, needs, apply round trip', () => {
  const made = auspex.titanSheet({
    op: 'new',
    ruleset: 'titanicus-v2',
    unit: 'warlord',
    name: 'Ignis Rex',
    weapons: ['vulcan-mega-bolter', 'plasma-cannon'],
  });
  assert.equal(made.needs, null);
  assert.equal(made.sheet.shields.up, 6);
  const asked = auspex.titanSheet({ op: 'apply', sheet: made.sheet, action: { type: 'activate' } });
  assert.deepEqual(asked.needs.dice, 6);
  assert.deepEqual(asked.sheet, made.sheet);
  const on = auspex.titanSheet({
    op: 'apply',
    sheet: made.sheet,
    action: { type: 'activate', dice: [1, 2, 3, 4, 5, 6] },
  });
  assert.equal(on.sheet.actionPoints.total, 4);
  assert.equal(on.log[0].en, 'AP: 4 (dice 1 2 3 4 5 6, 3+)');
  const fired = auspex.titanSheet({ op: 'apply', sheet: on.sheet, action: { type: 'fire', weapon: 1 } });
  assert.equal(fired.sheet.weapons[1].uses, 1);
  assert.equal(fired.sheet.actionPoints.left, 3);
  assert.throws(
    () =>
      auspex.titanSheet({ op: 'apply', sheet: made.sheet, action: { type: 'activate', dice: [1, 2, 7, 4, 5, 6] } }),
    (e) => e instanceof AuspexError && e.path === 'action.dice.2' && /from 1 to 6, not 7/.test(e.detail),
  );
});
