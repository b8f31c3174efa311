// The Epic game screen's data (web/js/games/epic/game.mjs) through the wasm core:
// an army list's formations as the setup shows them (grouped as the core's list
// facts group them), both armies' custom units play in one game ruleset (a clash
// of ids renamed), a new game of the core holds both armies' formations, and each
// move is the core's, dice rolled from the game's seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';
import { gameRuleset, formationsOf, STATES, viewOf } from '../../web/js/games/epic/game.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';
import { roll } from '../../web/js/platform/dice.mjs';

loadRulesets();
const base = JSON.parse(readFileSync(new URL('../../rulesets/epic-v1.json', import.meta.url), 'utf8'));
const rhino = (save) => ({ id: 'custom-rhino', name: { fr: 'Rhino', en: 'Rhino' }, kind: 'vehicle', moveCm: 20, save, fa: 0, weapons: ['bolter'] });

const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines', custom: { units: [rhino(5)], weapons: [] }, units: [
  { unit: 'marine-tactique', count: 3, name: 'Escouade Tactique', options: { formation: 1, strategic: 3, morale: 4 } },
  { unit: 'marine-tactique', count: 2, options: { formation: 1 } },
  { unit: 'custom-rhino', count: 1, options: { formation: 1 } },
  { unit: 'marine-tactique', count: 4 }] };
const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', custom: { units: [rhino(6)], weapons: [] }, units: [
  { unit: 'boy-ork', count: 6, options: { strategic: 2, morale: 5 } },
  { unit: 'custom-rhino', count: 2 }] };

test('epic game: a ruleset for both armies, the opponent\'s clashing unit renamed', () => {
  assert.deepEqual(gameRuleset(base, [{ ...marines, custom: undefined }]).data, null, 'no custom unit: the built-in ruleset');
  const r = gameRuleset(base, [marines, orks]);
  assert.match(r.id, /^epic-v1-partie-[0-9a-z]+$/);
  assert.deepEqual(r.data.units.map((u) => [u.id, u.save]), [['marine-tactique', 4], ['boy-ork', 5], ['custom-rhino', 5], ['custom-rhino-adv', 6]]);
  assert.deepEqual([...r.maps[0]], [], 'my own units keep their ids');
  assert.deepEqual([...r.maps[1]], [['custom-rhino', 'custom-rhino-adv']]);
  assert.equal(gameRuleset(base, [marines, orks]).id, r.id, 'the same armies, the same id');
  assert.equal(auspex.addRuleset(r.data).id, r.id, 'the core takes it');
});

test('epic game: formations of a list as the core groups them, units summed per type, vehicles named', () => {
  const r = gameRuleset(base, [marines, orks]);
  auspex.addRuleset(r.data);
  const unitOf = (id) => r.data.units.find((u) => u.id === id);
  const mine = formationsOf(auspex, marines, r.id, r.maps[0], unitOf);
  assert.deepEqual(mine.map((f) => [f.name, f.morale, f.units, f.vehicles]), [
    ['Escouade Tactique (1)', 4, [{ unit: 'marine-tactique', count: 5 }, { unit: 'custom-rhino', count: 1 }], ['custom-rhino']],
    ['Marine Tactique', 4, [{ unit: 'marine-tactique', count: 4 }], []]]);
  const theirs = formationsOf(auspex, orks, r.id, r.maps[1], unitOf);
  assert.deepEqual(theirs.map((f) => [f.name, f.units]), [['Boy Ork', [{ unit: 'boy-ork', count: 6 }]],
    ['Rhino', [{ unit: 'custom-rhino-adv', count: 2 }]]]);
  assert.equal(JSON.stringify(mine[0]).includes('vehicles'), false, 'vehicles is not sent to the core');
});

test('epic game: a new game, casualties to the break point, a morale test rolled from the seed', () => {
  const r = gameRuleset(base, [marines, orks]);
  auspex.addRuleset(r.data);
  // The core's game from both lists, the vehicles' hits given at the setup (2 each).
  const setup = { lists: [marines, orks], ruleset: r.id, units: r.maps.map((m) => Object.fromEntries(m)),
    hits: { '0-0-custom-rhino': 2, '1-1-custom-rhino-adv': 2 } };
  const start = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup }));
  const sheets = () => viewOf(start).sheets;
  assert.deepEqual(sheets().map((s) => [s.player, s.sheet.total, s.sheet.breakPoint]), [[0, 6, 3], [0, 4, 2], [1, 6, 3], [1, 2, 1]]);
  const move = (snap, k, action, dice) => applyMove(auspex, STATES, snap, { by: viewOf(snap).sheets[k].player, name: 'sheet',
    args: { sheet: k, action }, ...(dice ? { dice } : {}) });
  // Two Boyz lost, then a third: the break point (3 of 6) asks for a morale test.
  let snap = move(start, 2, { type: 'casualties', unit: 'boy-ork', n: 2 }).snapshot;
  assert.equal(viewOf(snap).sheets[2].sheet.demoralisee, false);
  assert.equal(sheets()[2].sheet.left, 6, 'the snapshot before is untouched (undo)');
  snap = move(snap, 2, { type: 'casualties', unit: 'boy-ork', n: 1 }).snapshot;
  const asked = move(snap, 2, { type: 'moraleTest', situation: 'rupture' });
  assert.equal(asked.needs.dice, 1);
  const { dice, rng } = roll(start.rng, asked.needs.dice, asked.needs.sides ?? 6);
  snap = move({ ...snap, rng }, 2, { type: 'moraleTest', situation: 'rupture' }, dice).snapshot;
  assert.equal(snap.rng.n, 1, 'one die taken from the seed');
  assert.equal(viewOf(snap).sheets[2].sheet.retraite, dice[0] < 5, `1D6 = ${dice[0]} against morale 5+`);
  // A vehicle of 2 hits: the first hit leaves it.
  const hit = move(snap, 3, { type: 'vehicleHit', unit: 'custom-rhino-adv' }).snapshot;
  assert.deepEqual(viewOf(hit).sheets[3].sheet.units[0].hitsTaken, [1, 0]);
  // A formation of the other side is not the mover's: refused, and nothing changes.
  assert.throws(() => applyMove(auspex, STATES, hit, { by: 0, name: 'sheet', args: { sheet: 3, action: { type: 'vehicleHit', unit: 'custom-rhino-adv' } } }),
    (e) => e.path === 'move.args.sheet' && e.code === 'game.not-yours');
  assert.deepEqual(viewOf(hit).sheets[3].sheet.units[0].hitsTaken, [1, 0]);
});
