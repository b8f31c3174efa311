// play/luck.mjs: the odds read from a calculation's distribution, the core's
// players made sides, each step's odds kept once in the snapshot's `luck`,
// the chart's summary, and a received game's odds checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countOdds, levelOdds, sided, collect, summary, percentile, badLuck, packLuck, unpackLuck, LUCK_KEEP } from '../../web/js/play/luck.mjs';

// Two dice at 4+: 0, 1, 2 hits with 1/4, 1/2, 1/4 (every throw of 2D6 counted).
const twoDice = (() => {
  const d = [0, 0, 0];
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) d[(a >= 4) + (b >= 4)] += 1 / 36;
  return d;
})();

test('countOdds reads exactly, at least and the mean from a distribution of counts', () => {
  assert.deepEqual(countOdds(twoDice, 2), { p: 0.25, atLeast: 0.25, mean: 1, value: 2 });
  assert.deepEqual(countOdds(twoDice, 1), { p: 0.5, atLeast: 0.75, mean: 1, value: 1 });
  assert.deepEqual(countOdds(twoDice, 0), { p: 0.25, atLeast: 1, mean: 1, value: 0 });
  // A count the distribution gives no chance (beyond its last entry).
  assert.deepEqual(countOdds(twoDice, 3), { p: 0, atLeast: 0, mean: 1, value: 3 });
});

test('levelOdds: levels from the worst to the best', () => {
  assert.deepEqual(levelOdds([0.7, 0.3], 1), { p: 0.3, atLeast: 0.3, mean: 0.3, value: 1 });
  assert.deepEqual(levelOdds([0.7, 0.3], 0), { p: 0.7, atLeast: 1, mean: 0.3, value: 0 });
});

test('sided: the sheet owner (-1 or none), the other side (-2), a turn player (0, 1)', () => {
  const lines = [{ fr: 'a', en: 'a', odds: [{ p: 0.5, atLeast: 0.5, mean: 3.5, value: 4 }, { p: 0.5, atLeast: 1, mean: 3.5, value: 1, player: -2 }] },
    { fr: 'b', en: 'b' }, { fr: 'c', en: 'c', odds: [{ p: 1 / 6, atLeast: 1 / 6, mean: 3.5, value: 6, player: 0 }] }];
  const out = sided(lines, 1);
  assert.deepEqual(out[0].odds.map((o) => o.side), [1, 0]);
  assert.equal(out[1], lines[1]);
  assert.deepEqual(out[2].odds.map((o) => o.side), [0]);
  assert.equal('player' in out[0].odds[0], false);
});

test('collect keeps each line\'s odds once, oldest first, with the turn', () => {
  const odds = (value, side) => ({ p: 0.25, atLeast: 0.25, mean: 1, value, side });
  const first = collect({ log: [{ fr: 'x', en: 'x', odds: [odds(2, 0)] }] }, 1);
  assert.deepEqual(first.luck, [{ side: 0, p: 0.25, atLeast: 0.25, mean: 1, value: 2, turn: 1 }]);
  assert.equal(first.log[0].odds[0].kept, 1);
  // The next step copies the log (a clone, even): the old line is not counted again.
  const next = collect({ ...structuredClone(first), log: [{ fr: 'y', en: 'y', odds: [{ ...odds(0, 1), attack: true }] }, ...structuredClone(first.log)] }, 2);
  assert.deepEqual(next.luck.map((o) => [o.side, o.value, o.turn, o.attack ?? false]), [[0, 2, 1, false], [1, 0, 2, true]]);
  // Odds of no side (a sheet of no known owner) are shown, not charted.
  assert.equal(collect({ log: [{ fr: 'z', en: 'z', odds: [{ p: 1, atLeast: 1, mean: 0, value: 0, side: null }] }] }).luck.length, 0);
  // At most LUCK_KEEP rolls are kept: the oldest go first.
  const many = collect({ luck: Array.from({ length: LUCK_KEEP }, () => odds(0, 0)), log: [{ fr: 'w', en: 'w', odds: [odds(2, 1)] }] });
  assert.equal(many.luck.length, LUCK_KEEP);
  assert.equal(many.luck.at(-1).value, 2);
});

test('summary: the mid-rank percentile of each roll, the attacks expected and dealt', () => {
  assert.equal(percentile({ p: 0.25, atLeast: 0.25 }), 0.875);
  assert.equal(percentile({ p: 0.25, atLeast: 1 }), 0.125);
  assert.equal(percentile({ p: 0.5, atLeast: 0.75 }), 0.5);
  const luck = [{ side: 0, ...countOdds(twoDice, 2), attack: true }, { side: 0, ...countOdds(twoDice, 0), attack: true }, { side: 1, ...countOdds(twoDice, 1) }];
  const s = summary(luck, 0);
  assert.equal(s.rolls.length, 2);
  assert.equal(s.mean, 0.5);
  assert.equal(s.expected, 2);
  assert.equal(s.dealt, 2);
  assert.equal(summary(luck, 1).attacks, 0);
});

test('badLuck names the first field a received game gets wrong', () => {
  assert.equal(badLuck({ log: [{ fr: 'a', en: 'a', odds: [{ p: 0.5, atLeast: 0.5, mean: 1, value: 1, side: 0 }] }] }), null);
  assert.equal(badLuck({ log: 'x' }), 'log');
  assert.equal(badLuck({ log: [{ en: 'a' }] }), 'log.0');
  assert.equal(badLuck({ log: [{ fr: 'a', odds: [{ p: 2, atLeast: 0.5, mean: 1, value: 1 }] }] }), 'log.0.odds.0.p');
  assert.equal(badLuck({ log: [], luck: [{ p: 0.5, atLeast: 0.5, mean: 1, value: 1, side: 3 }] }), 'luck.0.side');
  assert.equal(badLuck({ log: [], luck: [{ p: 0.5, atLeast: 0.5, mean: 'x', value: 1, side: 0 }] }), 'luck.0.mean');
  assert.equal(badLuck({ log: [], luck: {} }), 'luck');
});

test('collect keeps chances to a thousandth and means to a hundredth', () => {
  const out = collect({ log: [{ fr: 'a', en: 'a', odds: [{ p: 1 / 6, atLeast: 5 / 6, mean: 3.5, value: 2, side: 1 }] }] });
  assert.deepEqual(out.luck, [{ side: 1, p: 0.167, atLeast: 0.833, mean: 3.5, value: 2 }]);
});

test('packLuck in columns and back: the very same list; bad columns named', () => {
  const luck = [{ side: 0, p: 0.167, atLeast: 0.333, mean: 3.5, value: 5, turn: 1 },
    { side: 1, p: 0.271, atLeast: 0.874, mean: 2.78, value: 2, turn: 2, attack: true }, { side: 1, p: 1, atLeast: 1, mean: 0, value: 0 }];
  const packed = packLuck(luck);
  assert.deepEqual(packed, { side: [0, 1, 1], p: [167, 271, 1000], atLeast: [333, 874, 1000], mean: [350, 278, 0], value: [5, 2, 0], turn: [1, 2, -1], attack: [0, 1, 0] });
  assert.deepEqual(unpackLuck(JSON.parse(JSON.stringify(packed))).luck, luck);
  assert.deepEqual(unpackLuck([]), { error: 'luck' });
  assert.deepEqual(unpackLuck({ ...packed, mean: [1, 2] }), { error: 'luck.mean' });
  assert.deepEqual(unpackLuck({ ...packed, p: [1, 0.5, 2] }), { error: 'luck.p.1' });
});
