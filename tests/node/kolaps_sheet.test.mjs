// KOLAPS character sheets through the wasm API (auspex.kolapsSheet,
// docs/sheets/kolaps.md): a new sheet, newTurn asking for its 6D6, the same
// action with the dice, a wound ladder step, and an error naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

loadRulesets();

const apply = (sheet, action) => auspex.kolapsSheet({ op: 'apply', sheet, action });

test('kolapsSheet: new, needs, apply round trip', () => {
  const made = auspex.kolapsSheet({
    op: 'new',
    ruleset: 'kolaps-v2',
    name: 'Stefan Solmeyer',
    rank: 3,
    weapons: [{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique'], cadence: 2 }],
    protection: { name: 'Gilet', class: 4, traits: ['solide'] },
  });
  assert.equal(made.needs, null);
  assert.equal(made.sheet.turn, 0);
  const asked = apply(made.sheet, { type: 'newTurn' });
  assert.equal(asked.needs.dice, 6);
  assert.deepEqual(asked.sheet, made.sheet);
  const turn = apply(made.sheet, { type: 'newTurn', dice: [3, 3, 3, 1, 2, 6] });
  assert.equal(turn.sheet.combativite.current, 4);
  assert.equal(turn.sheet.activation, 'reserve');
  const hurt = apply(turn.sheet, { type: 'wound', level: 'blesse' });
  assert.equal(hurt.sheet.health.state, 'blesse');
  assert.equal(hurt.sheet.fatigue.points, 2);
  const critical = apply(hurt.sheet, { type: 'wound', level: 'blesse' });
  assert.equal(critical.needs.dice, 1);
  const out = apply(hurt.sheet, { type: 'wound', level: 'blesse', dice: [1] });
  assert.equal(out.sheet.horsCombat, true);
  const worn = apply(turn.sheet, { type: 'protection', wound: 'blesse' });
  assert.equal(worn.sheet.protection.impacts, 1);
  assert.equal(worn.sheet.health.sonne, true);
  assert.throws(
    () => apply(made.sheet, { type: 'newTurn', dice: [7, 1, 1, 1, 1, 1] }),
    (e) => e instanceof AuspexError && e.path === 'action.dice.0' && /from 1 to 6, not 7/.test(e.detail),
  );
  assert.throws(
    () => apply(turn.sheet, { type: 'spend', points: 5 }),
    (e) => e instanceof AuspexError && e.path === 'action.points' && /has 4 \(Loi 8-4\)/.test(e.detail),
  );
});
