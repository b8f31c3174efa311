// The Epic game screen's data (web/js/games/epic/game.mjs) through the wasm core:
// an army list's formations become epicSheet "new" requests (grouped as the
// core's list facts group them), both armies' custom units play in one game
// ruleset (a clash of ids renamed), a new game holds both armies' sheets, and
// sheet steps are the core's own sheets, dice rolled from the game's seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';
import { gameRuleset, formationsOf, newSnapshot, applySheet, applySheets } from '../../web/js/games/epic/game.mjs';
import { rolled } from '../../web/js/play/states.mjs';

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
  const unitOf = (id) => r.data.units.find((u) => u.id === id);
  const sides = [marines, orks].map((l, p) => formationsOf(auspex, l, r.id, r.maps[p], unitOf)
    .map((f) => ({ ...f, units: f.units.map((u) => (f.vehicles.includes(u.unit) ? { ...u, hitsToDestroy: 2 } : u)) })));
  const start = newSnapshot(auspex, ['Moi', 'Lui'], sides, r, null, 7);
  assert.deepEqual(start.sheets.map((s) => [s.player, s.sheet.total, s.sheet.breakPoint]), [[0, 6, 3], [0, 4, 2], [1, 6, 3], [1, 2, 1]]);
  assert.deepEqual(start.ruleset, { id: r.id, data: r.data });
  // Two Boyz lost, then a third: the break point (3 of 6) asks for a morale test.
  let snap = applySheet(auspex, start, 2, { type: 'casualties', unit: 'boy-ork', n: 2 }).snapshot;
  assert.equal(snap.sheets[2].sheet.demoralisee, false);
  assert.equal(start.sheets[2].sheet.left, 6, 'the snapshot before is untouched (undo)');
  snap = applySheets(auspex, snap, [{ k: 2, action: { type: 'casualties', unit: 'boy-ork', n: 1 } },
    { k: 2, action: { type: 'moraleTest', situation: 'rupture' } }]).snapshot;
  const { dice } = rolled(start.rng, { dice: 1, sides: 6 });
  assert.equal(snap.rng.n, 1, 'one die taken from the seed');
  assert.equal(snap.sheets[2].sheet.retraite, dice[0] < 5, `1D6 = ${dice[0]} against morale 5+`);
  assert.match(snap.log.map((l) => l.fr).join('\n'), new RegExp(`Dés lancés par le téléphone : ${dice[0]}`));
  // A vehicle of 2 hits: the first hit leaves it, the second destroys it.
  const hit = applySheets(auspex, snap, [{ k: 3, action: { type: 'vehicleHit', unit: 'custom-rhino-adv' } }]).snapshot;
  assert.deepEqual(hit.sheets[3].sheet.units[0].hitsTaken, [1, 0]);
  // A refused step changes nothing.
  assert.throws(() => applySheets(auspex, hit, [{ k: 3, action: { type: 'vehicleHit', unit: 'custom-rhino-adv' } },
    { k: 0, action: { type: 'rally' } }]), (e) => e.path === 'action.type' || /rall/i.test(e.message));
  assert.deepEqual(hit.sheets[3].sheet.units[0].hitsTaken, [1, 0]);
});
