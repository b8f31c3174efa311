// A result typed by hand checked against the support of the calculator's
// distribution (web/js/play/possible.mjs): the counts with probability
// above 0, said in the player's words, the first impossible one refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, addWords } from '../../web/js/platform/words.mjs';
import * as words from '../../web/js/words/play.mjs';
import { supportOf, possibleText, possible } from '../../web/js/play/possible.mjs';
import { auspex, loadRulesets } from './core.mjs';

addWords('words/play.mjs', words);
loadRulesets();
globalThis.document ??= { documentElement: {} }; // setLang marks the page's language

test('the support of a distribution, and what is possible in words', () => {
  assert.deepEqual(supportOf([0.5, 0, 0.25, 0.25]), [0, 2, 3]);
  assert.deepEqual(supportOf(null), []);
  setLang('fr');
  assert.equal(possibleText([0, 1, 2, 3]), 'de 0 à 3');
  assert.equal(possibleText([0, 2, 3]), '0, 2 ou 3');
  assert.equal(possibleText([0, 1]), '0 ou 1');
  assert.equal(possibleText([0]), '0');
  setLang('en');
  assert.equal(possibleText([1, 2, 3]), 'from 1 to 3');
  assert.equal(possibleText([0, 2]), '0 or 2');
  setLang('fr');
});

test('a one-die Titanicus v1 Volcano cannon against 4 shields: no structure, at most one shield (the core\'s distributions)', () => {
  const r = auspex.calc({ system: 'titanicus', edition: 'v1',
    attack: { dice: 1, toHit: 4, strength: 9, titanWeapon: true },
    target: { armour: 11, structure: 4, shields: 4, shieldArmour: 8 } });
  const said = (n) => `${n} pts`;
  assert.deepEqual(possible([{ dist: r.structureLost, value: 0, said }, { dist: r.shieldsDown, value: 1, said }]), { allowed: true, why: null });
  assert.deepEqual(possible([{ dist: r.shieldsDown, value: 1, said }, { dist: r.structureLost, value: 1, said }]),
    { allowed: false, why: 'Impossible avec ces dés : 1 pts. Possible : 0.' });
  assert.equal(possible([{ dist: r.shieldsDown, value: 2, said }]).why, 'Impossible avec ces dés : 2 pts. Possible : 0 ou 1.');
  // No distribution (the calculation refused): nothing to check.
  assert.equal(possible([{ dist: undefined, value: 3, said }]).allowed, true);
});
