// The KOLAPS activation planner (kind "activationPlan") against the
// independent JavaScript reference (reference-systems.mjs, every die of one
// action enumerated): every plan of small random requests chained here from
// the reference's single-action answers — the actor's combativité (a failure
// 2 more, a double 1 ends the plan), the target's wound ladder (Loi 6) — and
// the planner's ranking, values and distributions checked against it.
// Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, rng } from './core.mjs';
import { kolaps } from './reference-systems.mjs';

const COST = { tir_au_juge: 1, tir: 2, bout_portant: 2, frapper: 1 };
const pick = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));

function chain(actions, plan, combativite, health, rank) {
  const fail = rank === 1 ? 0 : (rank - 1) / 6;
  let dist = new Map([[JSON.stringify([combativite, health, 0, 0]), 1]]);
  for (const i of plan) {
    const a = actions[i];
    const one = kolaps({ action: a.action, opposition: a.opposition });
    const next = new Map();
    const put = (s, p) => { const k = JSON.stringify(s); next.set(k, (next.get(k) ?? 0) + p); };
    for (const [key, p] of dist) {
      const [left, h, sonne, mishap] = JSON.parse(key);
      if (mishap || h === 4 || left < COST[a.action]) { put([left, h, sonne, mishap], p); continue; }
      const paid = left - COST[a.action];
      put([Math.max(0, paid - 2), h, sonne, 0], p * one.failure);
      put([Math.max(0, paid - 2), h, sonne, 1], p * one.mishap);
      const o = one.outcomes;
      put([paid, h, 1, 0], p * o.sonne);
      put([paid, Math.max(h, 1), sonne, 0], p * o.legerement_blesse);
      if (h < 2) put([paid, 2, sonne, 0], p * o.blesse);
      else { put([paid, 3, sonne, 0], p * o.blesse * (1 - fail)); put([paid, 4, sonne, 0], p * o.blesse * fail); }
      put([paid, 3, sonne, 0], p * o.etat_critique * (1 - fail));
      put([paid, 4, sonne, 0], p * (o.etat_critique * fail + o.hors_combat));
    }
    dist = next;
  }
  const worst = [0, 0, 0, 0, 0, 0];
  let used = 0;
  for (const [key, p] of dist) {
    const [left, h, sonne] = JSON.parse(key);
    worst[h > 0 ? h + 1 : sonne] += p;
    used += p * (combativite - left);
  }
  return { worst, used };
}

function plans(actions, left, plan = [], out = []) {
  let extended = false;
  actions.forEach((a, i) => {
    if (COST[a.action] > left) return;
    extended = true;
    plans(actions, left - COST[a.action], [...plan, i], out);
  });
  if (!extended && plan.length) out.push(plan);
  return out;
}

test('activationPlan agrees with plans chained from the reference on random requests', () => {
  const r = rng(21);
  const names = Object.keys(COST);
  for (let n = 0; n < 12; n += 1) {
    const actions = [0, 1].map(() => ({ action: names[pick(r, 0, names.length - 1)], opposition: pick(r, 0, 2) }));
    const combativite = pick(r, 1, 5);
    const health = pick(r, 0, 3);
    const rank = pick(r, 1, 5);
    const goal = r() < 0.5 ? 'horsCombat' : 'wound';
    const request = { system: 'kolaps', kind: 'activationPlan', combativite, fatigue: 0, actions,
      target: { rank, health: ['indemne', 'legerement_blesse', 'blesse', 'etat_critique'][health] }, goal, top: 10 };
    const got = auspex.calc(request);
    const all = plans(actions, combativite);
    const where = JSON.stringify(request);
    assert.equal(got.plansCompared, all.length, where);
    const ref = all.map((plan) => {
      const { worst, used } = chain(actions, plan, combativite, health, rank);
      return { plan, worst, used, value: goal === 'horsCombat' ? worst[5] : worst.reduce((s, p, i) => s + p * i, 0) };
    });
    for (const p of got.plans) {
      const mine = ref.find((x) => JSON.stringify(x.plan) === JSON.stringify(p.actions.map((a) => a.option)));
      assert.ok(mine, where);
      assert.ok(Math.abs(p.value - mine.value) < 1e-9, where);
      assert.ok(Math.abs(p.meanCombativiteUsed - mine.used) < 1e-9, where);
      ['none', 'sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat']
        .forEach((w, i) => assert.ok(Math.abs(p.target[w] - mine.worst[i]) < 1e-9, `${where} ${w}`));
    }
    const best = Math.max(...ref.map((x) => x.value));
    if (got.plans.length) assert.ok(Math.abs(got.plans[0].value - best) < 1e-9, where);
  }
});
