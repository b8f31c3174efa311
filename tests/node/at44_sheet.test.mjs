// AT-44 unit sheets through the wasm API (auspex.at44Sheet,
// docs/sheets/at44.md): a new sheet, a Moral test asking for its die, the
// same test with it, the CP an attitude costs, and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

loadRulesets();

test('at44Sheet: new, needs, apply round trip', () => {
  const made = auspex.at44Sheet({
    op: 'new',
    ruleset: 'at44',
    unit: 'steel-troopers',
    count: 9,
    officer: 1,
    type: 'infanterie',
    mor: 5,
    arm: 5,
    skills: ['medic'],
  });
  assert.equal(made.needs, null);
  assert.equal(made.sheet.left, 9);
  const on = auspex.at44Sheet({ op: 'apply', sheet: made.sheet, action: { type: 'activate' } });
  const asked = auspex.at44Sheet({
    op: 'apply',
    sheet: on.sheet,
    action: { type: 'moraleTest', trigger: 'meneur-perdu', objective: false },
  });
  assert.equal(asked.needs.dice, 1);
  assert.deepEqual(asked.sheet, on.sheet);
  const failed = auspex.at44Sheet({
    op: 'apply',
    sheet: on.sheet,
    action: { type: 'moraleTest', trigger: 'meneur-perdu', objective: false, dice: [2] },
  });
  assert.equal(failed.sheet.morale.state, 'desorganisee');
  const cover = auspex.at44Sheet({
    op: 'apply',
    sheet: on.sheet,
    action: { type: 'attitude', id: 'a-couvert', on: true },
  });
  assert.equal(cover.cp, 1);
  assert.throws(
    () =>
      auspex.at44Sheet({
        op: 'apply',
        sheet: on.sheet,
        action: { type: 'moraleTest', trigger: 'meneur-perdu', objective: false, dice: [7] },
      }),
    (e) => e instanceof AuspexError && e.path === 'action.dice.0' && /from 1 to 6, not 7/.test(e.detail),
  );
});
