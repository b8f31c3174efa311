// The AT-44 activation planner (kind "activationPlan") through the wasm
// core, against the independent JavaScript reference (reference-at44.mjs,
// every die enumerated, no code shared with the core): every plan of a small
// activation evaluated by hand from the reference's single-salvo casualties,
// the planner's best plans and values equal to the best of them; and the
// first load's calculator module leaves the kind to the whole core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex } from './core.mjs';
import { at44 } from './reference-at44.mjs';

const SALVOS = [{ kind: 'shoot', pre: 5, attackers: 2, cadence: 1, pen: 5, damage: 1 },
  { kind: 'shoot', pre: 4, attackers: 1, cadence: 2, pen: 7, damage: 1, concentration: true }];
const TARGETS = [{ target: { arm: 3, models: 2, coverSave: 5 }, range: 1 }, { target: { arm: 5, models: 3, coverSave: 0 }, range: 2 }];
const request = (goal) => ({ system: 'at44', kind: 'activationPlan', cpLeft: 1, goal, top: 10,
  salvos: SALVOS.map(({ kind, ...a }) => ({ attack: a })),
  targets: TARGETS.map((t) => ({ target: t.target, attack: { range: t.range } })) });

function convolve(a, b) {
  const c = new Array(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, k) => { c[i + k] += x * y; }));
  return c;
}

/** A plan's value by the reference: per target, the salvos' casualties added and capped. */
function value(fire, feu, goal) {
  let mean = 0;
  let none = 1;
  TARGETS.forEach((t, j) => {
    const at = fire.map((x, i) => (x === j ? i : -1)).filter((i) => i >= 0);
    if (!at.length) return;
    let sum = [1];
    for (const i of at) sum = convolve(sum, at44({ attack: { ...SALVOS[i], range: t.range, feuAVolonte: feu }, target: t.target }).casualties);
    const m = t.target.models;
    const capped = new Array(m + 1).fill(0);
    sum.forEach((p, c) => { capped[Math.min(c, m)] += p; });
    mean += capped.reduce((s, p, c) => s + c * p, 0);
    none *= 1 - capped[m];
  });
  return goal === 'casualties' ? mean : 1 - none;
}

test('activationPlan: the best plans are the best of every plan the reference evaluates', () => {
  for (const goal of ['casualties', 'destroy']) {
    const values = [];
    for (const feu of [false, true]) {
      for (let a = -1; a < 2; a += 1) {
        for (let b = -1; b < 2; b += 1) {
          if (feu && a < 0 && b < 0) continue;
          values.push(value([a, b].map((x) => (x < 0 ? null : x)), feu, goal));
        }
      }
    }
    values.sort((x, y) => y - x);
    const reply = auspex.calc(request(goal));
    assert.equal(reply.plansCompared, values.length);
    reply.plans.forEach((p, k) => {
      assert.ok(Math.abs(p.value - values[k]) < 1e-9, `${goal} plan ${k}: ${p.value} vs ${values[k]}`);
      assert.ok(Math.abs(p.value - value(p.fire, p.feuAVolonte, goal)) < 1e-9, `${goal} plan ${k} as shown`);
      assert.ok(Math.abs(p.inflicted.reduce((s, x) => s + x, 0) - 1) < 1e-12);
    });
  }
});
