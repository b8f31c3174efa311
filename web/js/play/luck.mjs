// "How lucky was that" (docs/page.md): the odds of what the dice gave, kept
// with a game. A log line that applies dice carries `odds`, one per die
// roll or attack it reports: { p, atLeast, mean, value, side } — p the
// chance of exactly that result, atLeast the chance of doing at least as
// well (the core's, or read from a calculation's distribution), mean the
// quantity expected and value the one rolled, side the player it was good
// or bad for (0, 1). Each step's new odds are also kept in the snapshot's
// `luck` (the log keeps its last lines only), from which the chart of each
// player's dice is drawn. Everything is set as text, never as HTML.
import { t, getLang } from '../platform/words.mjs';
import { percent, decimal } from '../platform/format.mjs';
import { h } from '../ui/view.mjs';

/** What a game keeps at most: older rolls leave the chart first. */
export const LUCK_KEEP = 400;

const clamp01 = (x) => Math.min(1, Math.max(0, x));
const round = (x) => Math.round(x * 1e6) / 1e6;
// What `luck` keeps: chances to 1/1000 (a tenth of a percent, as shown),
// means to 1/100 (a game's code carries them as whole numbers).
const round3 = (x) => Math.round(x * 1e3) / 1e3;
const round2 = (x) => Math.round(x * 1e2) / 1e2;

/**
 * The odds of `value` in a distribution of counts from the core (`dist[k]`
 * the chance of exactly k, as a calculation answers: hits, casualties,
 * structure lost): higher is better for the one who rolled.
 */
export function countOdds(dist, value) {
  const p = dist[value] ?? 0;
  const atLeast = dist.slice(Math.max(0, value)).reduce((a, b) => a + b, 0);
  const mean = dist.reduce((a, q, k) => a + q * k, 0);
  return { p: round(p), atLeast: round(clamp01(atLeast)), mean: round(mean), value };
}

/** The odds of level `index` among levels whose chances are `probs`, from the worst to the best. */
export function levelOdds(probs, index) {
  const atLeast = probs.slice(index).reduce((a, b) => a + b, 0);
  const mean = probs.reduce((a, q, k) => a + q * k, 0);
  return { p: round(probs[index] ?? 0), atLeast: round(clamp01(atLeast)), mean: round(mean), value: index };
}

/**
 * The core's log lines with each odds' player made a side: -1 the sheet's
 * owner (`owner`), -2 the other side, 0 and 1 a turn's players.
 */
export function sided(lines, owner = null) {
  return (lines ?? []).map((l) => (l.odds ? { ...l, odds: l.odds.map(({ player, ...o }) => ({
    ...o, side: player === undefined || player === -1 ? owner : player === -2 ? (owner === null ? null : 1 - owner) : player })) } : l));
}

/**
 * The mid-rank percentile of a result: the share of results worse, plus
 * half of those equal (0.5 on average, whatever the dice): 0 the worst
 * possible, near 1 the best.
 */
export const percentile = (o) => clamp01(1 - o.atLeast + o.p / 2);

/**
 * The snapshot after a step, its `luck` grown by the odds on the log lines
 * not yet counted (each then marked `kept`, so a line copied from one
 * snapshot to the next is counted once), with the turn they were rolled in
 * and whether they were an attack's.
 */
export function collect(next, turn = null) {
  const log = next.log ?? [];
  if (!log.some((l) => l.odds?.some((o) => !o.kept))) return next;
  const luck = [...(next.luck ?? [])];
  // The log is newest first: the oldest line not yet counted goes first.
  for (const l of [...log].reverse()) {
    for (const o of l.odds ?? []) {
      if (o.kept || (o.side !== 0 && o.side !== 1)) continue;
      luck.push({ side: o.side, p: round3(o.p), atLeast: round3(o.atLeast), mean: round2(o.mean), value: o.value,
        ...(Number.isInteger(turn) ? { turn } : {}), ...(o.attack ? { attack: true } : {}) });
    }
  }
  const marked = log.map((l) => (l.odds?.some((o) => !o.kept) ? { ...l, odds: l.odds.map((o) => ({ ...o, kept: 1 })) } : l));
  return { ...next, log: marked, luck: luck.slice(-LUCK_KEEP) };
}

/** "What were the odds" of one log line: a toggle beside it, its odds in words. */
export function drawLineOdds(line, names, testid) {
  if (!line.odds?.length) return null;
  const lang = getLang();
  return h('details', { class: 'log-odds', 'data-testid': testid },
    h('summary', {}, t('luckWhat')),
    line.odds.map((o) => h('p', { class: 'log-odds__line' },
      [o.side === 0 || o.side === 1 ? `${names[o.side]} — ` : '',
        t('luckLine', { p: percent(lang, o.p), atLeast: percent(lang, o.atLeast), mean: decimal(lang, o.mean, 1), value: o.value })].join(''))));
}

/** Per player: the rolls, their mean percentile, and an attack's damage expected and dealt. */
export function summary(luck, side) {
  const rolls = (luck ?? []).filter((o) => o.side === side);
  const attacks = rolls.filter((o) => o.attack);
  return {
    rolls,
    mean: rolls.length ? rolls.reduce((a, o) => a + percentile(o), 0) / rolls.length : null,
    expected: attacks.reduce((a, o) => a + o.mean, 0),
    dealt: attacks.reduce((a, o) => a + o.value, 0),
    attacks: attacks.length,
    // Each turn's mean percentile, in the order played.
    turns: [...new Set(rolls.filter((o) => o.turn !== undefined).map((o) => o.turn))].map((turn) => {
      const those = rolls.filter((o) => o.turn === turn);
      return { turn, mean: those.reduce((a, o) => a + percentile(o), 0) / those.length };
    }),
  };
}

const W = 340;
const H = 96;

/** One player's chart: a bar per roll at its percentile, the 50 % line, the turns marked. */
function chart(s, side, testid) {
  const n = s.rolls.length;
  const step = W / Math.max(n, 12);
  const bars = s.rolls.map((o, k) => {
    const q = percentile(o);
    const height = Math.max(2, q * H);
    return h('rect', { class: q >= 0.5 ? 'luck-bar luck-bar--good' : 'luck-bar', x: (k * step + step * 0.15).toFixed(1), y: (H - height).toFixed(1),
      width: (step * 0.7).toFixed(1), height: height.toFixed(1) });
  });
  const turns = s.rolls.map((o, k) => (k > 0 && o.turn !== undefined && o.turn !== s.rolls[k - 1].turn
    ? h('g', {}, h('line', { class: 'luck-turn', x1: (k * step).toFixed(1), x2: (k * step).toFixed(1), y1: 0, y2: H }),
      h('text', { class: 'luck-label', x: (k * step + 2).toFixed(1), y: 10 }, t('luckTurn', { n: o.turn })))
    : null));
  return h('svg', { class: 'luck-chart', viewBox: `0 0 ${W} ${H + 2}`, role: 'img', 'data-testid': testid,
    'aria-label': t('luckChartLabel', { n, mean: s.mean === null ? '—' : percent(getLang(), s.mean) }) },
  h('line', { class: 'luck-mid', x1: 0, x2: W, y1: H / 2, y2: H / 2 }),
  h('text', { class: 'luck-label', x: W - 2, y: H / 2 - 3, 'text-anchor': 'end' }, t('luckAverage')),
  h('line', { class: 'luck-base', x1: 0, x2: W, y1: H, y2: H }),
  bars, turns);
}

/**
 * "Les dés de la partie": per player, how their dice ran against
 * expectation — each roll's percentile, the mean of them, and the attacks'
 * damage expected and dealt. Open when `open` (the game is over).
 */
export function drawLuck(snapshot, names, prefix, open = false) {
  const luck = snapshot.luck ?? [];
  if (!luck.length) return null;
  const lang = getLang();
  return h('details', { class: 'luck', 'data-testid': `${prefix}-luck`, open: open ? true : null },
    h('summary', { 'data-testid': `${prefix}-luck-open` }, t('luckTitle')),
    h('p', { class: 'lists-meta' }, t('luckHint')),
    [0, 1].map((side) => {
      const s = summary(luck, side);
      if (!s.rolls.length) return null;
      return h('section', { class: 'luck-player', 'data-testid': `${prefix}-luck-${side}` },
        h('h4', { class: 'cu-sub' }, names[side]),
        chart(s, side, `${prefix}-luck-chart-${side}`),
        h('p', { class: 'lists-meta', 'data-testid': `${prefix}-luck-mean-${side}` },
          t('luckMean', { n: s.rolls.length, mean: percent(lang, s.mean) })),
        s.turns.length > 1 ? h('p', { class: 'lists-meta', 'data-testid': `${prefix}-luck-turns-${side}` },
          s.turns.map((x) => t('luckTurnMean', { n: x.turn, mean: percent(lang, x.mean) })).join(' · ')) : null,
        s.attacks ? h('p', { class: 'lists-meta', 'data-testid': `${prefix}-luck-attacks-${side}` },
          t('luckAttacks', { n: s.attacks, expected: decimal(lang, s.expected, 1), dealt: s.dealt })) : null);
    }));
}

const isProbability = (x) => typeof x === 'number' && x >= 0 && x <= 1;
const badOdds = (o) => {
  if (!o || typeof o !== 'object') return '';
  for (const k of ['p', 'atLeast']) if (!isProbability(o[k])) return `.${k}`;
  for (const k of ['mean', 'value']) if (typeof o[k] !== 'number' || !Number.isFinite(o[k])) return `.${k}`;
  if (o.side !== undefined && o.side !== null && o.side !== 0 && o.side !== 1) return '.side';
  if (o.turn !== undefined && !Number.isInteger(o.turn)) return '.turn';
  if (o.kept !== undefined && o.kept !== 1) return '.kept';
  return null;
};

/**
 * Where a snapshot received from elsewhere (a game's code) has a log or
 * odds the page cannot show: 'log.3.odds.0.p', or null when all is well.
 */
export function badLuck(snapshot) {
  const log = snapshot.log ?? [];
  if (!Array.isArray(log)) return 'log';
  for (const [k, l] of log.entries()) {
    if (!l || typeof l !== 'object' || typeof l.fr !== 'string') return `log.${k}`;
    if (l.en !== undefined && typeof l.en !== 'string') return `log.${k}.en`;
    if (l.odds === undefined) continue;
    if (!Array.isArray(l.odds)) return `log.${k}.odds`;
    for (const [j, o] of l.odds.entries()) {
      const bad = badOdds(o);
      if (bad !== null) return `log.${k}.odds.${j}${bad}`;
    }
  }
  const luck = snapshot.luck ?? [];
  if (!Array.isArray(luck) || luck.length > LUCK_KEEP) return 'luck';
  for (const [k, o] of luck.entries()) {
    const bad = badOdds(o);
    if (bad !== null) return `luck.${k}${bad}`;
    if (o.side !== 0 && o.side !== 1) return `luck.${k}.side`;
  }
  return null;
}

const COLUMNS = ['side', 'p', 'atLeast', 'mean', 'value', 'turn', 'attack'];
const SCALE = { p: 1e3, atLeast: 1e3, mean: 1e2 };

/**
 * `luck` as a game's code carries it (play/game-code.mjs): one array of
 * whole numbers per field (chances in 1/1000, means in 1/100, no turn -1,
 * attack 1 or 0), which compress far better than one object per roll;
 * unpackLuck gives back the very same list.
 */
export function packLuck(luck) {
  const out = Object.fromEntries(COLUMNS.map((c) => [c, []]));
  for (const o of luck) {
    for (const c of COLUMNS) {
      const v = c === 'turn' ? o.turn ?? -1 : c === 'attack' ? (o.attack ? 1 : 0) : o[c];
      out[c].push(SCALE[c] ? Math.round(v * SCALE[c]) : v);
    }
  }
  return out;
}

/** The list of packLuck's columns; a path ('luck.p') when they do not make one. */
export function unpackLuck(packed) {
  if (!packed || typeof packed !== 'object' || Array.isArray(packed)) return { error: 'luck' };
  const n = Array.isArray(packed.side) ? packed.side.length : -1;
  for (const c of COLUMNS) {
    if (!Array.isArray(packed[c]) || packed[c].length !== n || n > LUCK_KEEP) return { error: `luck.${c}` };
    const bad = packed[c].findIndex((v) => !Number.isInteger(v));
    if (bad >= 0) return { error: `luck.${c}.${bad}` };
  }
  return { luck: packed.side.map((side, k) => {
    const o = { side, p: packed.p[k] / SCALE.p, atLeast: packed.atLeast[k] / SCALE.atLeast, mean: packed.mean[k] / SCALE.mean, value: packed.value[k] };
    if (packed.turn[k] !== -1) o.turn = packed.turn[k];
    if (packed.attack[k] === 1) o.attack = true;
    return o;
  }) };
}
