// An independent reference, written from docs/calc-api.md alone:
// it enumerates every die of small random requests (no shared code with the
// core) and must agree with the wasm answers to 1e-9.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, assertClose, rng, loadRulesets } from './core.mjs';
import { add, throws, trim } from './reference-dice.mjs';
import { titanicus, kolaps, epicShoot, epicAssault, bands, levels } from './reference-systems.mjs';
import { at44, at44Authority, at44Crush, at44Morale, at44Template, at44Vehicle } from './reference-at44.mjs';

const pick = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));

function compare(request, expected) {
  const got = auspex.calc(request);
  const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, got[k]]));
  assertClose(picked, expected, 1e-9, JSON.stringify(request));
}

test('titanicus agrees with the reference on random requests', () => {
  const r = rng(2);
  for (let i = 0; i < 60; i++) {
    const structure = pick(r, 1, 5);
    const req = {
      system: 'titanicus', edition: r() < 0.5 ? 'v1' : 'v2',
      attack: { dice: pick(r, 1, 3), toHit: pick(r, 2, 7), modifier: pick(r, -2, 2),
        strength: pick(r, 0, 9), titanWeapon: r() < 0.5, minOneDamage: r() < 0.2, ignoresShields: r() < 0.2 },
      target: { armour: pick(r, 6, 14), structure, structureLost: pick(r, 0, structure - 1),
        shields: pick(r, 0, 3), shieldArmour: r() < 0.5 ? 8 : 10 },
    };
    if (req.attack.dice === 'D6') req.target.shields = Math.min(req.target.shields, 1);
    compare(req, titanicus(req));
  }
});

test('at44 agrees with the reference on random requests', () => {
  const r = rng(4);
  for (let i = 0; i < 60; i++) {
    const kind = r() < 0.5 ? 'shoot' : 'melee';
    const attackers = pick(r, 1, 2);
    const attack = { kind, pre: pick(r, 0, 9), attackers, cadence: attackers === 1 ? pick(r, 1, 2) : 1,
      rerolls: pick(r, 0, 1), pen: pick(r, 0, 12), damage: pick(r, 1, 3) };
    attack[kind === 'shoot' ? 'range' : 'def'] = pick(r, 0, 9);
    if (r() < 0.4) attack.concentration = true;
    if (kind === 'shoot' && r() < 0.4) attack.feuAVolonte = true;
    const req = { system: 'at44', attack, target: { arm: pick(r, 0, 12), models: pick(r, 1, 4),
      coverSave: [0, 5, 3][pick(r, 0, 2)] } };
    compare(req, at44(req));
  }
});

test('at44 vehicles agree with the reference on random requests', () => {
  const r = rng(44);
  const rules = ['fewestLeft', 'mostLeft'];
  for (let i = 0; i < 30; i++) {
    const kind = r() < 0.5 ? 'shoot' : 'melee';
    const vehicle = { chassis: pick(r, 1, 4), propulsion: Array.from({ length: pick(r, 1, 2) }, () => pick(r, 0, 2)),
      weapons: Array.from({ length: pick(r, 0, 3) }, () => pick(r, 0, 2)) };
    const attack = { kind, pre: pick(r, 3, 9), attackers: 1, cadence: kind === 'shoot' ? pick(r, 1, 2) : 1,
      pen: pick(r, 6, 18), damage: pick(r, 1, 3), concentration: r() < 0.4 };
    attack[kind === 'shoot' ? 'range' : 'def'] = pick(r, 0, 4);
    const allocation = {};
    if (vehicle.weapons.length && r() < 0.5)
      allocation.weapons = r() < 0.5 ? rules[pick(r, 0, 1)] : vehicle.weapons.map((_, j) => j).reverse();
    if (r() < 0.3) allocation.propulsion = rules[pick(r, 0, 1)];
    if (kind === 'melee' && r() < 0.7)
      allocation.aim = r() < 0.5 ? ['chassis', 'weapon', 'propulsion'][pick(r, 0, 2)] : ['propulsion', 'weapon', 'chassis'];
    if (Object.keys(allocation).length) attack.allocation = allocation;
    const req = { system: 'at44', attack, target: { arm: 12, vehicle, coverSave: kind === 'shoot' && r() < 0.3 ? 5 : 0 } };
    compare(req, at44Vehicle(req));
  }
});

test('at44 Sniper and Tir verrouillé agree with the reference on random requests', () => {
  const r = rng(45);
  for (let i = 0; i < 30; i++) {
    const attackers = pick(r, 1, 2);
    const attack = { kind: 'shoot', attackers, cadence: attackers === 1 ? pick(r, 1, 2) : 1,
      rerolls: pick(r, 0, 1), pen: pick(r, 0, 12), damage: pick(r, 1, 3) };
    const coverSave = [0, 5][pick(r, 0, 1)];
    if (r() < 0.5) {
      Object.assign(attack, { pre: pick(r, 0, 9), range: pick(r, 0, 9), sniper: true });
      const req = { system: 'at44', attack, target: { arm: pick(r, 0, 12), models: pick(r, 1, 4), coverSave } };
      compare(req, at44(req));
    } else {
      Object.assign(attack, { locked: pick(r, 2, 6), pen: pick(r, 6, 18) });
      const vehicle = { chassis: pick(r, 1, 4), propulsion: [pick(r, 0, 2)], weapons: [pick(r, 0, 2)] };
      const req = { system: 'at44', attack, target: { arm: 12, vehicle, coverSave } };
      compare(req, at44Vehicle(req));
    }
  }
});

test('at44 templates (tir indirect, projection) agree with the reference on random requests', () => {
  const r = rng(46);
  for (let i = 0; i < 60; i++) {
    const projection = r() < 0.35;
    const attackers = pick(r, 1, projection ? 3 : 2);
    const attack = projection ? { kind: 'projection', attackers }
      : { kind: 'indirect', pre: pick(r, 0, 9), range: pick(r, 0, 9), attackers,
        cadence: attackers === 1 ? pick(r, 1, 2) : 1, rerolls: pick(r, 0, 1) };
    Object.assign(attack, { pen: pick(r, 0, 12), damage: pick(r, 1, 3), aire: pick(r, 2, 10) });
    if (!projection && r() < 0.3) attack.feuAVolonte = true;
    let target;
    if (r() < 0.2) {
      attack.pen = pick(r, 6, 18);
      target = { arm: 12, vehicle: { chassis: pick(r, 1, 3), propulsion: [pick(r, 0, 2)], weapons: [pick(r, 0, 1)] } };
    } else {
      const models = pick(r, 1, 4);
      target = { arm: pick(r, 0, 12), models, under: pick(r, 0, Math.min(models, 2)) };
      // Keeps the enumeration small: Concentration with few damage dice only.
      if (target.under * (projection ? attackers : 2) <= 2 && r() < 0.5) attack.concentration = true;
    }
    const req = { system: 'at44', attack, target };
    compare(req, at44Template(req));
  }
});

test('at44 morale, authority and crush agree with the reference', () => {
  const r = rng(45);
  for (let i = 0; i < 30; i++) {
    const req = { system: 'at44', kind: 'morale', mor: pick(r, 0, 14), officerGrade: pick(r, 0, 4),
      objective: r() < 0.5, earlierTests: pick(r, 0, 3), nervesOfSteel: r() < 0.1 };
    compare(req, at44Morale(req));
    const duel = { system: 'at44', kind: 'authority', first: { aut: pick(r, 0, 6), bid: pick(r, 0, 6) },
      second: { aut: pick(r, 0, 6), bid: pick(r, 0, 6) } };
    compare(duel, at44Authority(duel));
    const crush = { system: 'at44', kind: 'crush', free: pick(r, 0, 3), engaged: pick(r, 1, 3) };
    compare(crush, at44Crush(crush));
  }
});

test('kolaps agrees with the reference on random requests', () => {
  const r = rng(6);
  for (let i = 0; i < 25; i++) {
    const req = { system: 'kolaps', action: Object.keys(bands)[pick(r, 0, 4)], opposition: pick(r, 0, 3) };
    if (r() < 0.6) req.protection = { class: pick(r, -1, 7), penetration: pick(r, 0, 2) };
    compare(req, kolaps(req));
  }
});

test('epic agrees with the reference on random requests', () => {
  const r = rng(8);
  for (let i = 0; i < 40; i++) {
    const req = { system: 'epic', attack: { kind: 'shoot', shots: pick(r, 1, 2), toHit: pick(r, 2, 6),
      modifier: pick(r, -2, 1), saveModifier: pick(r, -2, 0) },
    target: { save: pick(r, 2, 7), coverToHit: pick(r, 0, 3), saveBonus: pick(r, 0, 2), models: pick(r, 1, 3) } };
    compare(req, epicShoot(req));
  }
  for (let i = 0; i < 20; i++) {
    const req = { system: 'epic', attack: { kind: 'assault', fa: pick(r, -2, 4), dice: pick(r, 2, 4) },
      target: { fa: pick(r, -2, 4), dice: pick(r, 2, 3) } };
    compare(req, epicAssault(req));
  }
});

// The activation planner (kind "activationPlan", docs/calc/epic.md): Marines
// share their shots between two Ork formations; every plan's units removed
// from the reference's single shots (epicShoot, every die enumerated), with
// the epic-v1 numbers written here (bolter 5+, save modifier 0; Boy Ork 5+;
// forêts +1 to hit, bâtiments +1 to hit and +1 save; charge −2, tir appuyé +1).
test('epic activation plans agree with the reference on random requests', () => {
  loadRulesets();
  const r = rng(21);
  const orders = { avance: 0, charge: -2, 'tir-appuye': 1 };
  const terrains = { '': [0, 0], forets: [1, 0], batiments: [1, 1] };
  const mean = (d) => d.reduce((s, p, k) => s + p * k, 0);
  for (let i = 0; i < 12; i++) {
    const marines = pick(r, 1, 2);
    const order = Object.keys(orders)[pick(r, 0, 2)];
    const goal = r() < 0.5 ? 'casualties' : 'break';
    const targets = [0, 1].map(() => {
      const t = { count: pick(r, 1, 2), terrain: Object.keys(terrains)[pick(r, 0, 2)], lost: pick(r, 0, 1) };
      return { ...t, breakAt: Math.ceil((t.count + t.lost) / 2) };
    });
    const request = { system: 'epic', kind: 'activationPlan', ruleset: 'epic-v1', order, goal, top: 3,
      shooters: [{ unit: 'marine-tactique', count: marines }],
      targets: targets.map((t) => ({ units: [{ unit: 'boy-ork', count: t.count, ...(t.terrain ? { terrain: t.terrain } : {}) }], lost: t.lost })) };
    const removed = (t, k) => {
      if (k === 0) return [1];
      const [cover, bonus] = terrains[t.terrain];
      return epicShoot({ attack: { shots: k, toHit: 5, modifier: orders[order], saveModifier: 0 },
        target: { save: 5, coverToHit: cover, saveBonus: bonus, models: t.count } }).casualties;
    };
    const values = [];
    for (let k = marines; k >= 0; k--) {
      const by = [removed(targets[0], k), removed(targets[1], marines - k)];
      const breaks = by.map((d, f) => (targets[f].lost >= targets[f].breakAt ? 0
        : d.slice(targets[f].breakAt - targets[f].lost).reduce((s, p) => s + p, 0)));
      const total = mean(by[0]) + mean(by[1]);
      values.push(goal === 'break' ? 1 - (1 - breaks[0]) * (1 - breaks[1]) : total);
    }
    const reply = auspex.calc(request);
    assert.equal(reply.plansCompared, marines + 1);
    const best = [...values].sort((a, b) => b - a);
    reply.plans.forEach((p, n) => assertClose(p.value, best[n], 1e-9, JSON.stringify(request)));
  }
});

// KOLAPS weapon traits, wear and combativité (docs/rules/kolaps.md), from the
// seed: every die the rules roll, enumerated path by path (a die that is not
// rolled, such as a re-roll that does not happen, is not enumerated).
function* paths(run) {
  const tape = [];
  while (true) {
    let used = 0;
    const roll = () => { if (used === tape.length) tape.push(1); return tape[used++]; };
    const out = run(roll);
    yield [out, 6 ** -used];
    tape.length = used;
    while (tape.length && tape.at(-1) === 6) tape.pop();
    if (!tape.length) return;
    tape[tape.length - 1]++;
  }
}

function kolapsTraits({ action, opposition = 0, weapon: wp = {}, distance = 0, protection: pr }) {
  const out = { success: 0, mishap: 0, failure: 0, outcomes: Object.fromEntries(levels.map((l) => [l, 0])),
    impactPoints: [0, 0, 0], classIncrease: 0 };
  const x = wp.pompe ?? 0;
  const near = x > 0 && distance <= x, beyond = x > 0 && distance > 2 * x;
  const table = bands[action === 'charger' ? 'frapper' : action];
  for (const [o, w] of paths((roll) => {
    let d = [roll(), roll(), roll()];
    if (d.filter((v) => v === 1).length >= 2) return { kind: 'mishap' };
    const low = () => d.indexOf(Math.min(...d));
    if (near) { if (d[low()] <= 3) d[low()] = roll(); } else if (x > 0) d.splice(d.indexOf(Math.max(...d)), 1);
    let opp = 0;
    for (let i = 0; i < opposition; i++) opp += roll();
    const sum = () => d.reduce((a, b) => a + b, 0);
    if (sum() - opp < 6) return { kind: 'failure' };
    if (wp.tranchant) d[low()] = roll();
    let level = table.findIndex((b) => b !== null);
    table.forEach((b, i) => { if (b !== null && sum() - opp - 6 >= b) level = i; });
    if (beyond) level = 0;
    const res = { kind: 'success', level, points: 0, rise: false };
    if (!pr || action === 'bout_portant' || level === 0) return res;
    const cls = pr.class + (pr.penetration ?? 0) + (wp.penetrant ?? 0) + (wp.percant ? 1 : 0) + (x > 0 ? 1 : 0);
    if (roll() < cls) return res;
    res.level = 0;
    res.points = wp.percant || (pr.solide && level < 2) ? 0 : (wp.contondant || near ? 2 : 1);
    let counter = pr.impacts ?? 0;
    for (let i = 0; i < res.points && !res.rise; i++) {
      counter = Math.min(counter + 1, 3);
      if (counter === 3 && (!pr.inusable || roll() < 4)) res.rise = true;
    }
    return res;
  })) {
    out[o.kind] += w;
    if (o.kind !== 'success') { out.impactPoints[0] += w; continue; }
    out.outcomes[levels[o.level]] += w;
    out.impactPoints[o.points] += w;
    if (o.rise) out.classIncrease += w;
  }
  if (!pr) { delete out.impactPoints; delete out.classIncrease; } else trim(out.impactPoints);
  return out;
}

function combativite({ rank, fatigue = 0, wounds = {}, prepared = 0 }) {
  const dist = new Array(13).fill(0);
  let mean = 0;
  const health = (wounds.legerement_blesse ? 1 : 0) + (wounds.blesse ? 2 : 0) + (wounds.etat_critique ? 3 : 0);
  for (const [v, w] of paths((roll) => {
    let points = 0;
    for (let i = 0; i < 6; i++) points += rank === 1 || roll() >= rank ? 1 : 0;
    let penalty = (fatigue >= 5) + (fatigue >= 6) + health + (wounds.sonne === 1 ? 1 : 0);
    if (wounds.sonne === 'conscience' && rank > 1 && roll() < rank) penalty += 1;
    return Math.min(points + prepared - penalty, 6);
  })) {
    dist[Math.max(v, -6) + 6] += w;
    mean += v * w;
  }
  return { distribution: dist, mean, zero: dist[6], epuise: dist.slice(0, 7).reduce((a, b) => a + b, 0) };
}

test('kolaps weapon traits and wear agree with the reference on random requests', () => {
  const r = rng(10);
  const actions = ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant', 'frapper', 'charger'];
  for (let i = 0; i < 40; i++) {
    const action = actions[pick(r, 0, 5)];
    const shot = !['frapper', 'charger'].includes(action);
    const weapon = { tranchant: r() < 0.5, penetrant: pick(r, 0, 1) };
    const blunt = pick(r, 0, 2);
    if (blunt === 1) weapon.contondant = true;
    if (blunt === 2) weapon.percant = true;
    const req = { system: 'kolaps', action, opposition: pick(r, 0, 1), weapon };
    if (shot && r() < 0.6) {
      weapon.pompe = pick(r, 1, 2);
      if (action !== 'bout_portant') req.distance = pick(r, 0, 5);
    }
    if (r() < 0.8) {
      const inusable = r() < 0.4;
      req.protection = { class: pick(r, 1, 6), solide: r() < 0.4, inusable, impacts: pick(r, 0, inusable ? 3 : 2) };
    }
    compare(req, kolapsTraits(req));
  }
});

test('kolaps combativité agrees with the reference on random requests', () => {
  const r = rng(12);
  for (let i = 0; i < 30; i++) {
    const rank = pick(r, 1, 5);
    const wounds = { sonne: [0, rank === 1 ? 0 : 1, 'conscience'][pick(r, 0, 2)] };
    const state = ['legerement_blesse', 'blesse', 'etat_critique', null][pick(r, 0, 3)];
    if (state) wounds[state] = 1;
    const req = { system: 'kolaps', kind: 'combativite', rank, fatigue: pick(r, 0, 7), wounds, prepared: pick(r, 0, 3) };
    compare(req, combativite(req));
  }
});
