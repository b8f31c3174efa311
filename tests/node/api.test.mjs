// The JavaScript API of the wasm module (bindings/api.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, AuspexError } from './core.mjs';

const example1 = {
  system: 'at44',
  attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
  target: { arm: 3, models: 10, coverSave: 0 },
};

test('AT-44 example 1 through the wasm API', () => {
  const r = auspex.calc(example1);
  assert.equal(r.hitTarget, '2+');
  assert.equal(r.damageTarget, '3+');
  assert.ok(Math.abs(r.meanImpacts - 25 / 6) < 1e-12);
  assert.ok(Math.abs(r.impacts[5] - (5 / 6) ** 5) < 1e-12);
  assert.ok(Math.abs(r.meanCasualties - (5 * 5 * 4) / 36) < 1e-12);
});

test('a request can be given as JSON text', () => {
  assert.equal(auspex.calc(JSON.stringify(example1)).hitTarget, '2+');
});

test('every distribution sums to 1 and has no impossible tail', () => {
  const r = auspex.calc({
    system: 'titanicus', edition: 'v2',
    attack: { dice: 'D6', toHit: 4, strength: 5, titanWeapon: true },
    target: { armour: 11, structure: 4, shields: 2 },
  });
  for (const k of ['hits', 'shieldsDown', 'structureLost']) {
    const sum = r[k].reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - 1) < 1e-9, k);
    assert.ok(r[k].at(-1) > 0, `${k} ends on a possible count`);
  }
  assert.equal(r.hits.length, 7);
});

test('a bad request throws AuspexError naming the field', () => {
  assert.throws(
    () => auspex.calc({ ...example1, attack: { ...example1.attack, attackers: 0 } }),
    (e) => e instanceof AuspexError && e.path === 'attack.attackers' &&
      e.detail === 'must be a whole number from 1 to 200, not 0' &&
      e.message === 'attack.attackers: must be a whole number from 1 to 200, not 0',
  );
  assert.throws(() => auspex.calc('not json'), (e) => e.path === '' && e.detail === 'the request is not valid JSON');
});

test('hostile inputs give one error, never a crash', () => {
  const bad = ['', 'null', '[]', '"x"', '1e999', '{"system":null}', '{"system":"kolaps","action":"tir","opposition":1e300}',
    '{"system":"kolaps","action":"tir","opposition":-0.5}', '{"system":"epic","attack":{"kind":"shoot"},"target":7}',
    '{"system":"titanicus","edition":"v1","attack":{"dice":2147483648,"toHit":4,"strength":1},"target":{"armour":1,"structure":1}}',
    '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}'];
  for (const text of bad) {
    const reply = auspex.calcText(text);
    assert.equal(reply.ok, false, text.slice(0, 60));
    const { error } = JSON.parse(reply.json);
    assert.equal(typeof error.path, 'string');
    assert.ok(error.message.length > 0);
  }
  // The module still answers after all of them.
  assert.equal(auspex.calc(example1).hitTarget, '2+');
});
