// The independent AT-44 reference (seed 004), written from the contract and
// docs/rules/at44.md: every die of small requests enumerated, no code shared
// with the core. Used by reference.test.mjs.
import { add, throws, trim } from './reference-dice.mjs';

export function universal(d) {
  if (d <= -6) return 7;
  if (d <= -4) return 6;
  if (d <= -2) return 5;
  if (d <= 1) return 4;
  if (d <= 3) return 3;
  if (d <= 5) return 2;
  return 1;
}

export const ok = (x, n) => n <= 1 || (n <= 6 && x >= n);

// Calls f(unsaved impacts, weight) for every hit, re-roll and cover die.
// Tir verrouillé hits on its fixed result; Sniper and verrouillé ignore cover.
function at44Impacts(a, t, f) {
  const need = a.locked ?? universal(a.kind === 'shoot' ? a.pre - a.range : a.pre - a.def);
  const cover = a.sniper || a.locked ? 0 : t.coverSave;
  const n = a.attackers * a.cadence;
  const rerolls = a.attackers * ((a.rerolls ?? 0) + (a.feuAVolonte ? 1 : 0));
  for (const [h, w1] of throws(n)) {
    const s = h.filter((x) => ok(x, need)).length;
    for (const [g, w2] of throws(Math.min(n - s, rerolls))) {
      const imp = s + g.filter((x) => ok(x, need)).length;
      for (const [c, w3] of throws(cover ? imp : 0))
        f(imp, cover ? c.filter((x) => x < cover).length : imp, w1 * w2 * w3);
    }
  }
}

export function at44({ attack: a, target: t }) {
  const dmg = universal(a.pen - t.arm);
  const impacts = [], unsaved = [], casualties = [];
  at44Impacts(a, t, (imp, kept, w0) => {
    for (const [d, w4] of throws(kept)) {
      const passed = d.filter((x) => ok(x, dmg)).length;
      // Concentration: every failed damage test is rolled once more.
      for (const [e, w5] of throws(a.concentration ? kept - passed : 0)) {
        const w = w0 * w4 * w5;
        add(impacts, imp, w);
        add(unsaved, kept, w);
        add(casualties, Math.min(t.models, passed + e.filter((x) => ok(x, dmg)).length), w);
      }
    }
  });
  return { impacts: trim(impacts), unsaved: trim(unsaved), casualties: trim(casualties) };
}

// A vehicle: each unsaved impact's damage test (Concentration re-rolls a
// failure), then its location: 1 die shooting, 2 in melee keeping the one
// the aim prefers; a weapon or propulsion result with none left is châssis.
export function at44Vehicle({ attack: a, target: t }, impacts) {
  const dmg = universal(a.pen - t.arm);
  const al = a.allocation ?? {};
  const aims = { chassis: ['chassis', 'weapon', 'propulsion'], weapon: ['weapon', 'chassis', 'propulsion'],
    propulsion: ['propulsion', 'chassis', 'weapon'] };
  const aim = typeof al.aim === 'object' ? al.aim : aims[al.aim ?? 'chassis'];
  const pick = (ps, rule = 'fewestLeft') => {
    const idx = Array.isArray(rule) ? rule : ps.map((_, i) => i)
      .sort((x, y) => (rule === 'fewestLeft' ? ps[x] - ps[y] : ps[y] - ps[x]) || x - y);
    return idx.find((i) => ps[i] > 0) ?? -1;
  };
  const place = (v, face) =>
    face <= 2 && v.propulsion.some((x) => x > 0) ? 'propulsion'
      : face === 6 && v.weapons.some((x) => x > 0) ? 'weapon' : 'chassis';
  const hit = (v, where) => {
    v = { chassis: v.chassis, propulsion: [...v.propulsion], weapons: [...v.weapons] };
    let rest = a.damage;
    if (where !== 'chassis') {
      const ps = v[where === 'weapon' ? 'weapons' : 'propulsion'];
      const i = pick(ps, al[where === 'weapon' ? 'weapons' : 'propulsion']);
      const taken = Math.min(rest, ps[i]);
      ps[i] -= taken;
      rest -= taken;
    }
    v.chassis = Math.max(0, v.chassis - rest);
    return v;
  };
  const ends = [];
  const run = (v, k, w) => {
    if (k === 0 || v.chassis === 0) { ends.push([v, w]); return; }
    const located = (q) => {
      for (const [f, wf] of throws(a.kind === 'shoot' ? 1 : 2)) {
        const places = f.map((x) => place(v, x));
        places.sort((x, y) => aim.indexOf(x) - aim.indexOf(y));
        run(hit(v, places[0]), k - 1, q * wf);
      }
    };
    for (let d = 1; d <= 6; d++) {
      if (ok(d, dmg)) { located(w / 6); continue; }
      if (!a.concentration) { run(v, k - 1, w / 6); continue; }
      for (let e = 1; e <= 6; e++) (ok(e, dmg) ? located(w / 36) : run(v, k - 1, w / 36));
    }
  };
  const unsaved = impacts ?? [];
  if (!impacts) at44Impacts(a, t, (imp, kept, w) => add(unsaved, kept, w));
  unsaved.forEach((w, k) => w > 0 && run(t.vehicle, k, w));
  const c = t.vehicle.chassis, lost = [];
  const out = { unsaved: trim(unsaved), destroyed: 0, immobilised: 0, disarmed: 0,
    propulsionDestroyed: t.vehicle.propulsion.map(() => 0), weaponsDestroyed: t.vehicle.weapons.map(() => 0) };
  for (const [v, w] of ends) {
    add(lost, c - v.chassis, w);
    if (v.chassis === 0) out.destroyed += w;
    v.propulsion.forEach((x, i) => { if (x === 0) out.propulsionDestroyed[i] += w; });
    v.weapons.forEach((x, i) => { if (x === 0) out.weaponsDestroyed[i] += w; });
    if (v.propulsion.every((x) => x === 0)) out.immobilised += w;
    if (v.weapons.every((x) => x === 0)) out.disarmed += w;
  }
  out.chassisLost = trim(lost);
  return out;
}

// Templates (docs/rules/at44.md, "Gabarits"): the first success places a
// template of radius AIRE, each further one adds AIRE up to 10 cm, then one
// impact more to every model under it; each failed die drifts it 3 cm.
// Projection: `attackers` templates of radius AIRE, one impact each.
function growth(s, aire) {
  if (s === 0) return [0, 0];
  let r = Math.min(aire, 10), k = 1;
  for (let e = 1; e < s; e++) if (r < 10) r = Math.min(r + aire, 10); else k++;
  return [r, k];
}
export function at44Template({ attack: a, target: t }) {
  const projection = a.kind === 'projection';
  const dmg = universal(a.pen - t.arm);
  const n = projection ? 0 : a.attackers * a.cadence;
  const hits = [];  // [successes, weight]
  if (projection) hits.push([a.attackers, 1]);
  else {
    const need = universal(a.pre - a.range);
    const rerolls = a.attackers * ((a.rerolls ?? 0) + (a.feuAVolonte ? 1 : 0));
    for (const [h, w1] of throws(n)) {
      const s = h.filter((x) => ok(x, need)).length;
      for (const [g, w2] of throws(Math.min(n - s, rerolls))) hits.push([s + g.filter((x) => ok(x, need)).length, w1 * w2]);
    }
  }
  const successes = [], radius = [], impactsPerModel = [], driftDice = [], casualties = [];
  let pinned = 0;
  for (const [s, w0] of hits) {
    const [r, k] = projection ? [Math.min(a.aire, 10), a.attackers] : growth(s, a.aire);
    const drift = projection || s === 0 ? 0 : n - s;
    add(successes, s, w0); add(radius, r, w0); add(impactsPerModel, k, w0); add(driftDice, drift, w0);
    if (s > 0 && 2 * t.under >= t.models) pinned += w0;
    if (t.vehicle) continue;
    for (const [d, w1] of throws(t.under * k)) {
      const fails = d.filter((x) => !ok(x, dmg)).length;
      for (const [e, w2] of throws(a.concentration ? fails : 0)) {
        let j = 0;
        const pass = d.map((x) => ok(x, dmg) || (a.concentration && ok(e[j++], dmg)));
        let dead = 0;
        for (let m = 0; m < t.under; m++) if (pass.slice(m * k, m * k + k).some(Boolean)) dead++;
        add(casualties, dead, w0 * w1 * w2);
      }
    }
  }
  const out = { radius: trim(radius), impactsPerModel: trim(impactsPerModel) };
  if (!projection) Object.assign(out, { successes: trim(successes), driftDice: trim(driftDice) });
  if (t.vehicle) {
    const { unsaved, ...v } = at44Vehicle({ attack: { ...a, kind: 'shoot' }, target: t }, trim(impactsPerModel));
    return { ...out, ...v };
  }
  return { ...out, casualties: trim(casualties), pinned };
}

export function at44Morale(r) {
  const d = r.mor + (r.officerGrade ?? 0) + (r.objective ? 1 : 0) - (r.earlierTests ?? 0) - 8;
  const need = r.nervesOfSteel ? 1 : universal(d);
  let pass = 0;
  for (const [[x], w] of throws(1)) if (ok(x, need)) pass += w;
  return { pass };
}

export function at44Authority({ first, second }) {
  let ahead = 0, tie = 0, behind = 0;
  for (const [[x, y], w] of throws(2)) {
    const p = x + first.aut + (first.bid ?? 0), q = y + second.aut + (second.bid ?? 0);
    if (p > q) ahead += w; else if (p === q) tie += w; else behind += w;
  }
  return { firstAhead: ahead, tie, secondAhead: behind, firstWins: ahead / (ahead + behind) };
}

export function at44Crush({ free = 0, engaged = 0 }) {
  const crushed = [];
  for (const [f, w] of throws(free + engaged))
    add(crushed, f.filter((x, i) => x >= (i < free ? 5 : 3)).length, w);
  return { crushed: trim(crushed) };
}

// npm run bench's brute-force baseline (scripts/bench-brute.mjs): AT-44's heaviest request,
// scaled down to n attackers.
export const benchCases = [{
  system: 'at44', match: /^at44: 200 dice/, size: (r) => r.attack.attackers,
  scale: (r, n) => ({ ...r, attack: { ...r.attack, attackers: n, rerolls: n }, target: { ...r.target, models: n } }),
  brute: at44,
}];
