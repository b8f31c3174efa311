// Sheet → calculator for Epic Escarmouches (web/js/games/epic/attack.mjs) through
// the wasm core: the request built from two formation sheets answers exactly
// as the raw contract request it stands for (the seed's marines in charge at
// Boyz in buildings, tir appuyé, a vehicle seen from the side with hits to
// destroy, an assault in retreat and a second attacker), and the real result
// goes on the sheets in one step (as the core's game applies an attack's results,
// core/epic/game.cpp: each step a formation's action, in order, refused whole).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets, AuspexError } from './core.mjs';
import { targetsOf, shootersOf, weaponsOf, attackRequest, asksModifier, realMax, resultSteps, planRequest } from '../../web/js/games/epic/attack.mjs';

loadRulesets();
const base = JSON.parse(readFileSync(new URL('../../rulesets/epic-v1.json', import.meta.url), 'utf8'));
// The seed has no vehicle profile: a ruleset of the test adds one (as a player's custom unit would).
const withVehicle = structuredClone(base);
withVehicle.id = 'epic-test-vehicles';
delete withVehicle.share; // a built-in ruleset's number in a list's code: the copy has none
withVehicle.units.push({ id: 'rhino', name: { fr: 'Rhino', en: 'Rhino' }, kind: 'vehicle', moveCm: 10, save: 4, fa: 0, weapons: ['bolter'] });
auspex.addRuleset(JSON.stringify(withVehicle));
const rulesets = new Map([[base.id, base], [withVehicle.id, withVehicle]]);

const sheet = (request) => auspex.epicSheet({ op: 'new', ...request }).sheet;
const act = (s, ...actions) => actions.reduce((x, action) => auspex.epicSheet({ op: 'apply', sheet: x, action }).sheet, s);
const marines = sheet({ ruleset: 'epic-v1', name: 'Escouade Tactique', morale: 4, units: [{ unit: 'marine-tactique', count: 5 }] });
const boyz = sheet({ ruleset: 'epic-v1', name: 'Boyz', morale: 5, units: [{ unit: 'boy-ork', count: 6 }] });
const rhinos = sheet({ ruleset: 'epic-test-vehicles', name: 'Rhinos', morale: 4, units: [{ unit: 'rhino', count: 2, hitsToDestroy: 3 }] });
/** The result's steps applied to the sheets in order through the core's epicSheet; a refused step throws, nothing changed. */
function applySheets(core, snapshot, steps) {
  const sheets = structuredClone(snapshot.sheets);
  const log = [];
  for (const { k, action } of steps) {
    const reply = core.epicSheet({ op: 'apply', sheet: sheets[k].sheet, action });
    sheets[k] = { ...sheets[k], sheet: reply.sheet };
    log.push(...reply.log.map((l) => ({ ...l, fr: `${reply.sheet.name} : ${l.fr}` })));
  }
  return { snapshot: { ...snapshot, sheets, log } };
}

const snap = (mine, theirs) => ({ turn: null, sheets: [{ player: 0, sheet: mine }, { player: 1, sheet: theirs }], names: ['Moi', 'Adversaire'], log: [], seed: 1 });
const shot = (extra) => ({ kind: 'shoot', k: 0, unit: 'marine-tactique', count: 5, weapon: 'bolter', target: 1, targetUnit: 'boy-ork', terrain: '', ...extra });

test('epic attack from sheets: marines in charge at Boyz in buildings answer as the raw request (modifier −2, the terrain\'s cover and save)', () => {
  const charging = act(marines, { type: 'order', order: 'charge' }, { type: 'reveal' });
  const snapshot = snap(charging, boyz);
  assert.deepEqual(targetsOf(snapshot, 0), [1]);
  assert.deepEqual(shootersOf(charging), [{ unit: 'marine-tactique', kind: 'infantry', count: 5 }]);
  assert.deepEqual(weaponsOf(base, 'marine-tactique').map((w) => w.id), ['bolter']);
  const { request, damaged } = attackRequest(snapshot, base, shot({ terrain: 'batiments' }));
  assert.equal(damaged, false);
  assert.deepEqual(request, { system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 5, order: 'charge' },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', count: 6, terrain: 'batiments' } });
  const terrain = base.terrain.find((x) => x.id === 'batiments');
  const raw = { system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: -2, saveModifier: 0 },
    target: { save: 5, coverToHit: terrain.coverBonus, saveBonus: terrain.saveBonus, models: 6 } };
  const reply = auspex.calc(request);
  assert.deepEqual(reply, auspex.calc(raw));
  assert.equal(reply.needed, 8, '5 − (−2) + 1: a 6, then 5+');
  assert.equal(reply.saveChance, 0.5, 'save 5 − 1: 4+');
});

test('epic attack from sheets: tir appuyé gives +1; a formation in retraite has no to-hit, the players give one', () => {
  const steady = act(marines, { type: 'order', order: 'tir-appuye' }, { type: 'reveal' });
  const { request } = attackRequest(snap(steady, boyz), base, shot({ count: 3 }));
  assert.equal(request.attacker.order, 'tir-appuye');
  assert.equal(request.attacker.count, 3);
  const reply = auspex.calc(request);
  assert.deepEqual(reply, auspex.calc({ system: 'epic', attack: { kind: 'shoot', shots: 3, toHit: 5, modifier: 1, saveModifier: 0 },
    target: { save: 5, coverToHit: 0, saveBonus: 0, models: 6 } }));
  assert.equal(reply.needed, 4);
  // Three lost (break point 3), the morale test failed: retraite, toHit null on the sheet.
  const fleeing = act(marines, { type: 'casualties', unit: 'marine-tactique', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [1] });
  assert.equal(fleeing.retraite, true);
  assert.equal(fleeing.toHit, null);
  const snapshot = snap(fleeing, boyz);
  const a = shot({ count: 5, modifier: -1 });
  assert.equal(asksModifier(snapshot, a), true);
  assert.throws(() => auspex.calc({ system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 2, order: 'retraite' },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', count: 6 } }), (e) => e instanceof AuspexError && e.path === 'attacker.order');
  const { request: asked } = attackRequest(snapshot, base, a);
  assert.deepEqual(asked, { system: 'epic', attack: { kind: 'shoot', shots: 2, toHit: 5, modifier: -1, saveModifier: 0, dicePerModel: 1 },
    target: { save: 5, coverToHit: 0, saveBonus: 0, models: 6 } }, 'the 2 marines left; the modifier agreed');
  assert.equal(auspex.calc(asked).needed, 6);
});

test('epic attack from sheets: a vehicle target from the side, its hits to destroy from the sheet, those taken off one vehicle', () => {
  const snapshot = snap(marines, rhinos);
  const a = shot({ targetUnit: 'rhino', facing: 'side', terrain: 'forets' });
  const { request, damaged } = attackRequest(snapshot, rulesets, a);
  assert.equal(damaged, false);
  const forest = withVehicle.terrain.find((x) => x.id === 'forets');
  assert.deepEqual(request, { system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0, dicePerModel: 1 },
    target: { save: 4, coverToHit: forest.coverBonus, saveBonus: forest.saveBonus, models: 2, vehicle: { heavy: false, facing: 'side', hitsToDestroy: 3 } } });
  // The core's own reading of the units gives the same numbers (its vehicles take 1 hit to destroy).
  const units = { system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 5, order: 'avance' },
    target: { ruleset: 'epic-test-vehicles', unit: 'rhino', count: 2, terrain: 'forets', facing: 'side' } };
  assert.deepEqual(auspex.calc(units), auspex.calc({ ...request, target: { ...request.target, vehicle: { ...request.target.vehicle, hitsToDestroy: 1 } } }));
  const reply = auspex.calc(request);
  assert.equal(reply.saveNeeded, 5, 'save 4, one worse from the side');
  assert.equal(reply.destroyed, 0, '5 shots cannot make the 6 hits both need');
  assert.ok(reply.casualties[1] > 0);
  assert.equal(auspex.calc(attackRequest(snapshot, rulesets, { ...a, heavy: true }).request).hurts, false, 'a bolter does not hurt a heavy vehicle');
  // One hit taken: with both Rhinos targeted the odds count them undamaged; a lone Rhino needs 2 more.
  const hit = act(rhinos, { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 1 });
  assert.equal(attackRequest(snap(marines, hit), rulesets, a).damaged, true);
  const lone = act(hit, { type: 'casualties', unit: 'rhino', n: 1 });
  assert.deepEqual(lone.units[0].hitsTaken, [1]);
  assert.equal(attackRequest(snap(marines, lone), rulesets, a).request.target.vehicle.hitsToDestroy, 2);
  assert.equal(realMax(snap(marines, hit), a), 2 + 3);
});

test('epic attack from sheets: an assault in retraite (FA −2) and a second attacker (3D6)', () => {
  const fleeing = act(marines, { type: 'casualties', unit: 'marine-tactique', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [2] });
  const a = { kind: 'assault', k: 0, unit: 'marine-tactique', target: 1, targetUnit: 'boy-ork', position: 2 };
  const { request } = attackRequest(snap(fleeing, boyz), base, a);
  assert.deepEqual(request, { system: 'epic', attacker: { kind: 'assault', ruleset: 'epic-v1', unit: 'marine-tactique', retreat: true, position: 2 },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', retreat: false } });
  assert.deepEqual(auspex.calc(request), auspex.calc({ system: 'epic', attack: { kind: 'assault', fa: 0, dice: 3 }, target: { fa: 1, dice: 2 } }));
  // The Boyz in retraite instead, the marines first to fight.
  const routed = act(boyz, { type: 'casualties', unit: 'boy-ork', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [1] });
  const first = attackRequest(snap(marines, routed), base, { ...a, position: 1 }).request;
  assert.deepEqual(auspex.calc(first), auspex.calc({ system: 'epic', attack: { kind: 'assault', fa: 2, dice: 2 }, target: { fa: -1, dice: 2 } }));
});

test('epic attack result: casualties, hits on the first vehicle then the next, the assault\'s loser, applied in one step', () => {
  const snapshot = snap(marines, boyz);
  const before = structuredClone(snapshot);
  const steps = resultSteps(snapshot, base, shot(), 3);
  assert.deepEqual(steps, [{ k: 1, action: { type: 'casualties', unit: 'boy-ork', n: 3 } }]);
  const after = applySheets(auspex, snapshot, steps).snapshot;
  assert.equal(after.sheets[1].sheet.left, 3);
  assert.equal(after.sheets[1].sheet.demoralisee, true);
  assert.ok(after.log.some((l) => /^Boyz : Point de rupture atteint .*test de moral/.test(l.fr)), 'the sheet asks for the morale test');
  assert.deepEqual(snapshot, before, 'the snapshot given is untouched (undo)');
  assert.deepEqual(resultSteps(snapshot, base, shot(), 0), []);

  // 4 unsaved hits on Rhinos (3 to destroy, the first already hit once): 2 destroy it, 2 on the next.
  const hit = act(rhinos, { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 1 });
  const v = snap(marines, hit);
  const vSteps = resultSteps(v, rulesets, shot({ targetUnit: 'rhino' }), 4);
  assert.deepEqual(vSteps, [{ k: 1, action: { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 2 } },
    { k: 1, action: { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 2 } }]);
  const vAfter = applySheets(auspex, v, vSteps).snapshot.sheets[1].sheet;
  assert.deepEqual([vAfter.units[0].left, vAfter.units[0].hitsTaken], [1, [2]]);
  const all = applySheets(auspex, v, resultSteps(v, rulesets, shot({ targetUnit: 'rhino' }), 99)).snapshot;
  assert.equal(all.sheets[1].sheet.left, 0, 'at most what destroys them all');
  assert.ok(all.log.some((l) => l.fr === 'Rhinos : La formation est détruite'), 'the sheet\'s log, naming the formation');

  const a = { kind: 'assault', k: 0, unit: 'marine-tactique', target: 1, targetUnit: 'boy-ork', position: 1 };
  assert.deepEqual(resultSteps(snapshot, base, a, 'won'), [{ k: 1, action: { type: 'casualties', unit: 'boy-ork', n: 1 } }]);
  assert.deepEqual(resultSteps(snapshot, base, a, 'lost'), [{ k: 0, action: { type: 'casualties', unit: 'marine-tactique', n: 1 } }]);
  const lost = applySheets(auspex, snapshot, resultSteps(snapshot, base, a, 'lost')).snapshot;
  assert.equal(lost.sheets[0].sheet.left, 4);
  assert.equal(lost.sheets[1].sheet.left, 6);
});

test('epic attack: errors name the field, a refused step leaves the snapshot unchanged', () => {
  const snapshot = snap(marines, boyz);
  const before = structuredClone(snapshot);
  assert.throws(() => applySheets(auspex, snapshot, [{ k: 1, action: { type: 'casualties', unit: 'boy-ork', n: 2 } },
    { k: 1, action: { type: 'vehicleHit', unit: 'boy-ork' } }]), (e) => e instanceof AuspexError && e.path === 'action.unit');
  assert.deepEqual(snapshot, before);
  assert.throws(() => attackRequest(snapshot, base, shot({ targetUnit: 'gretchin' })), (e) => e.path === 'target.unit');
  assert.throws(() => auspex.calc(attackRequest(snapshot, base, shot({ weapon: 'fusil' })).request),
    (e) => e instanceof AuspexError && e.path === 'attacker.weapon', 'the unit form: the core says it');
  assert.throws(() => attackRequest(snap(marines, rhinos), rulesets, shot({ weapon: 'fusil', targetUnit: 'rhino' })),
    (e) => e.path === 'attacker.weapon', 'the raw form: the same field');
  assert.throws(() => resultSteps(snapshot, base, { kind: 'assault', k: 0, unit: 'marine-tactique', target: 1, targetUnit: 'boy-ork' }, 'draw'), /won/);
  // A formation without units left cannot be a target.
  const gone = act(boyz, { type: 'casualties', unit: 'boy-ork', n: 6 });
  assert.deepEqual(targetsOf(snap(marines, gone), 0), []);
});

test('epic plan from sheets: the activation planner\'s request is built from the same numbers, and a plan of one shot is that attack', () => {
  const charging = act(marines, { type: 'order', order: 'charge' }, { type: 'reveal' });
  const snapshot = snap(charging, act(boyz, { type: 'casualties', unit: 'boy-ork', n: 1 }));
  const built = planRequest(snapshot, base, 0, { goal: 'break', out: {}, terrain: { 1: 'batiments' }, facing: {} });
  assert.deepEqual(built.request, { system: 'epic', kind: 'activationPlan', ruleset: 'epic-v1', order: 'charge',
    shooters: [{ unit: 'marine-tactique', weapon: 'bolter', count: 5 }],
    targets: [{ units: [{ unit: 'boy-ork', count: 5, terrain: 'batiments' }], lost: 1, breakAt: 3 }], goal: 'break', top: 3 });
  const plan = auspex.calc(built.request);
  assert.equal(plan.plansCompared, 1);
  const { request } = attackRequest(snapshot, base, shot({ terrain: 'batiments' }));
  const attack = auspex.calc(request);
  assert.deepEqual(plan.plans[0].fire, [{ shooter: 0, target: 0, unit: 0, models: 5 }]);
  assert.deepEqual(plan.plans[0].removed, attack.casualties, 'the same distribution as "Attaquer…"');
  assert.ok(Math.abs(plan.plans[0].breakChance - attack.casualties.slice(2).reduce((a, b) => a + b, 0)) < 1e-15, 'lost 1, breaks at 3: two more');
  assert.equal(planRequest(snapshot, base, 0, { out: { 1: true } }), null, 'no target in range: nothing to plan');
  // In retraite the players' modifier goes in, as for an attack.
  const fleeing = act(marines, { type: 'casualties', unit: 'marine-tactique', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [1] });
  const r = planRequest(snap(fleeing, boyz), base, 0, { out: {}, modifier: -1 }).request;
  assert.equal(r.modifier, -1);
  assert.equal(r.order, undefined);
  assert.equal(auspex.calc(r).plans[0].removed.length > 1, true);
});

test('epic plan from sheets: vehicles send their hits to destroy and the hits already taken', () => {
  const hit = act(rhinos, { type: 'vehicleHit', unit: 'rhino' });
  const snapshot = snap(marines, hit);
  assert.equal(planRequest(snapshot, rulesets, 0, { out: {}, heavy: { 1: true } }).request.targets[0].units[0].heavy, true);
  const { request } = planRequest(snapshot, rulesets, 0, { out: {}, terrain: {}, facing: { 1: 'rear' } });
  assert.deepEqual(request.targets[0].units, [{ unit: 'rhino', count: 2, facing: 'rear', hitsToDestroy: 3, hitsTaken: [1, 0] }]);
  const reply = auspex.calc(request);
  // 5 shots: 2 unsaved hits destroy the first Rhino, 5 both.
  const unsaved = auspex.calc({ system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0 },
    target: { save: 4, models: 1, vehicle: { facing: 'rear' } } }).unsaved;
  const want = [unsaved[0] + unsaved[1], unsaved.slice(2, 5).reduce((a, b) => a + b, 0), unsaved[5] ?? 0];
  reply.plans[0].removed.forEach((p, k) => assert.ok(Math.abs(p - want[k]) < 1e-12, `${k}`));
});
