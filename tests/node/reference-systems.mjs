// The independent references of Titanicus, KOLAPS and Epic, written from
// docs/calc-api.md alone: every die of a request enumerated, no
// code shared with the core. Used by reference.test.mjs and, as the
// brute-force baseline, by scripts/bench.mjs.
import { add, throws, trim } from './reference-dice.mjs';

export function titanicus({ edition, attack: a, target: t }) {
  const hits = [], down = [], lost = [];
  const room = t.structure - (t.structureLost ?? 0);
  const counts = a.dice === 'D6' ? [1, 2, 3, 4, 5, 6].map((n) => [n, 1 / 6]) : [[a.dice, 1]];
  for (const [n, wn] of counts)
    for (const [f, w1] of throws(n)) {
      const k = f.filter((x) => x === 6 || (x !== 1 && x + (a.modifier ?? 0) >= a.toHit)).length;
      for (const [g, w2] of throws(k)) {
        let up = a.ignoresShields ? 0 : t.shields ?? 0, gone = 0;
        for (const d of g) {
          if (gone === room) break;
          if (up > 0) {
            if (d + a.strength >= (t.shieldArmour ?? 8) || (a.titanWeapon && d === 6)) up--;
            continue;
          }
          const total = d + a.strength + (edition === 'v2' ? (t.structureLost ?? 0) + gone : 0);
          const dmg = total >= t.armour ? Math.max(1, total - t.armour)
            : (a.titanWeapon && d === 6) || a.minOneDamage ? 1 : 0;
          gone = Math.min(room, gone + dmg);
        }
        const w = wn * w1 * w2;
        add(hits, k, w);
        add(down, (a.ignoresShields ? 0 : t.shields ?? 0) - up, w);
        add(lost, gone, w);
      }
    }
  return { hits: trim(hits), shieldsDown: trim(down), structureLost: trim(lost), destroyed: lost[room] ?? 0 };
}

export const bands = {
  tir_au_juge: [0, 4, 5, 6, 9], tir: [0, 1, 3, 5, 7], mitraillage: [0, 3, 6, 8, 10],
  bout_portant: [null, null, 0, 3, 6], frapper: [0, 1, 3, 5, 7],
};
export const levels = ['sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'];

export function kolaps({ action, opposition = 0, protection }) {
  const out = { success: 0, mishap: 0, failure: 0, outcomes: Object.fromEntries(levels.map((l) => [l, 0])),
    mishapTable: [0, 0, 0, 0, 0, 0] };
  for (const [f, w] of throws(3 + opposition + 1)) {
    const ones = f.slice(0, 3).filter((x) => x === 1).length;
    if (ones >= 2) {
      out.mishap += w;
      out.mishapTable[ones === 3 ? 0 : f.slice(0, 3).find((x) => x !== 1) - 1] += w;
      continue;
    }
    const result = f[0] + f[1] + f[2] - f.slice(3, 3 + opposition).reduce((a, b) => a + b, 0);
    if (result < 6) { out.failure += w; continue; }
    out.success += w;
    let level = 0;
    bands[action].forEach((b, i) => { if (b !== null && result - 6 >= b) level = i; });
    if (protection && action !== 'bout_portant' && level > 0 &&
        f.at(-1) >= protection.class + (protection.penetration ?? 0)) level = 0;
    out.outcomes[levels[level]] += w;
  }
  out.mishapTable = out.mishapTable.map((x) => x / out.mishap);
  return out;
}

export function epicShoot({ attack: a, target: t }) {
  const needed = a.toHit - (a.modifier ?? 0) + (t.coverToHit ?? 0);
  const hits = [], unsaved = [], casualties = [];
  for (const [f, w] of throws(3 * a.shots)) {
    let h = 0, u = 0;
    for (let i = 0; i < a.shots; i++) {
      const [d, second, save] = f.slice(3 * i, 3 * i + 3);
      const hit = needed <= 6 ? d >= needed : d === 6 && second >= (needed === 7 ? 4 : needed === 8 ? 5 : 6);
      if (!hit) continue;
      h++;
      if (save + (a.saveModifier ?? 0) < t.save - (t.saveBonus ?? 0)) u++;
    }
    add(hits, h, w);
    add(unsaved, u, w);
    add(casualties, Math.min(u, t.models), w);
  }
  return { hits: trim(hits), unsaved: trim(unsaved), casualties: trim(casualties) };
}

export function epicAssault({ attack: a, target: t }) {
  const da = a.dice ?? 2, dt = t.dice ?? 2;
  let win = 0, lose = 0;
  for (const [f, w] of throws(da + dt)) {
    const x = a.fa + f.slice(0, da).reduce((p, q) => p + q, 0);
    const y = t.fa + f.slice(da).reduce((p, q) => p + q, 0);
    if (x > y) win += w;
    if (x < y) lose += w;
  }
  return { win: win / (win + lose) };
}

// npm run bench's brute-force baseline (scripts/bench-brute.mjs): the heaviest request of each
// system here, scaled down to n dice.
export const benchCases = [
  {
    system: 'titanicus', match: /^titanicus/, size: (r) => r.attack.dice,
    scale: (r, n) => ({ ...r, attack: { ...r.attack, dice: n } }), brute: titanicus,
  },
  {
    system: 'kolaps', match: /^kolaps/, size: (r) => r.opposition,
    scale: (r, n) => ({ ...r, opposition: n }), brute: kolaps,
  },
  {
    system: 'epic (shoot)', match: /^epic: 200 shots/, size: (r) => r.attack.shots,
    scale: (r, n) => ({ ...r, attack: { ...r.attack, shots: n }, target: { ...r.target, models: n } }), brute: epicShoot,
  },
  {
    system: 'epic (assault)', match: /^epic: assault/, size: (r) => r.attack.dice,
    scale: (r, n) => ({ ...r, attack: { ...r.attack, dice: n }, target: { ...r.target, dice: n } }), brute: epicAssault,
  },
];
