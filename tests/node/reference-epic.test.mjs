// An independent reference for what the Epic game screen asks the core
// (docs/calc/epic.md, written from the seed: "Tirs contre les véhicules
// lourds", "Tirs de flanc et de dos", "Combats Multiples", the morale test
// in retreat): every die enumerated, no code shared with the core; the wasm
// answers must agree to 1e-9.
import { test } from 'node:test';
import { auspex, assertClose, rng } from './core.mjs';
import { add, throws, trim } from './reference-dice.mjs';

const pick = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
const PENALTY = { front: 0, side: 1, rear: 2 };

// Shots at vehicles: the save worse from the side (1) and rear (2); a heavy
// vehicle stopping every hit of a weapon without a save modifier; unsaved
// hits piling on one vehicle until it is destroyed, then the next.
function epicVehicle({ attack: a, target: t }) {
  const v = t.vehicle;
  const needed = a.toHit - (a.modifier ?? 0) + (t.coverToHit ?? 0);
  const saveNeeded = t.save - (t.saveBonus ?? 0) + PENALTY[v.facing ?? 'front'];
  const hurts = !v.heavy || (a.saveModifier ?? 0) < 0;
  const hits = [], unsaved = [], casualties = [];
  for (const [f, w] of throws(3 * a.shots)) {
    let h = 0, u = 0;
    for (let i = 0; i < a.shots; i++) {
      const [d, second, save] = f.slice(3 * i, 3 * i + 3);
      const hit = needed <= 6 ? d >= needed : d === 6 && second >= Math.min(6, needed - 3);
      if (!hit) continue;
      h++;
      if (hurts && save + (a.saveModifier ?? 0) < saveNeeded) u++;
    }
    add(hits, h, w);
    add(unsaved, u, w);
    add(casualties, Math.min(t.models, Math.floor(u / (v.hitsToDestroy ?? 1))), w);
  }
  return { hits: trim(hits), unsaved: trim(unsaved), casualties: trim(casualties) };
}

// One combat: `da` D6 + fa against `dt` D6 + fb, ties rolled again.
function combat(da, fa, dt, fb) {
  let win = 0, lose = 0;
  for (const [f, w] of throws(da + dt)) {
    const x = fa + f.slice(0, da).reduce((p, q) => p + q, 0);
    const y = fb + f.slice(da).reduce((p, q) => p + q, 0);
    if (x > y) win += w;
    if (x < y) lose += w;
  }
  return win / (win + lose);
}

// Multiple combats: the k-th attacker (0-based) rolls 2 + k dice; retreat −2 FA.
function epicMultiple({ attack: a, target: t }) {
  const fb = t.fa + (t.retreat ? -2 : 0);
  const attackerWins = a.attackers.map((x, k) => combat(2 + k, x.fa + ((x.retreat ?? a.retreat) ? -2 : 0), 2, fb));
  const killedBy = [];
  let alive = 1;
  for (const p of attackerWins) { killedBy.push(alive * p); alive *= 1 - p; }
  return { attackerWins, killedBy, survives: alive, killed: [...killedBy, alive] };
}

function compare(request, expected) {
  const got = auspex.calc(request);
  const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, got[k]]));
  assertClose(picked, expected, 1e-9, JSON.stringify(request));
}

test('epic vehicles (facing, heavy, hits to destroy) agree with the reference on random requests', () => {
  const r = rng(91);
  for (let i = 0; i < 40; i++) {
    const req = { system: 'epic', attack: { kind: 'shoot', shots: pick(r, 1, 2), toHit: pick(r, 3, 6),
      modifier: pick(r, -2, 1), saveModifier: pick(r, -2, 0) },
    target: { save: pick(r, 2, 6), coverToHit: pick(r, 0, 1), saveBonus: pick(r, 0, 1), models: pick(r, 1, 3),
      vehicle: { heavy: r() < 0.3, facing: ['front', 'side', 'rear'][pick(r, 0, 2)], hitsToDestroy: pick(r, 1, 3) } } };
    compare(req, epicVehicle(req));
  }
});

test('epic multiple combats (3D6, 4D6 for later attackers, retreat −2) agree with the reference', () => {
  const r = rng(92);
  for (let i = 0; i < 12; i++) {
    const n = pick(r, 1, 3);
    const req = { system: 'epic', attack: { kind: 'multiple', retreat: r() < 0.3,
      attackers: Array.from({ length: n }, () => ({ fa: pick(r, -1, 3), ...(r() < 0.2 ? { retreat: r() < 0.5 } : {}) })) },
    target: { fa: pick(r, -1, 3), retreat: r() < 0.3 } };
    compare(req, epicMultiple(req));
  }
});
