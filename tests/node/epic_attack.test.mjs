// An Epic attack from two formation sheets through the wasm core: its odds are the game's (op
// "odds", core/epic/game_odds.cpp) — the request read from the sheets answers exactly as the raw
// contract request it stands for (the seed's marines in charge at Boyz in buildings, tir appuyé,
// a vehicle seen from the side with hits to destroy, an assault in retraite and a second
// attacker) — and its real result goes on the sheets as the core's `attack` move puts it
// (casualties, unsaved hits vehicle by vehicle, the assault's loser), a count its dice could
// never give refused. The panel's own helpers (web/js/games/epic/attack.mjs: targets, shooters,
// weapons, the most a result can be) and the activation planner's request are the page's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets, AuspexError } from './core.mjs';
import { targetsOf, shootersOf, weaponsOf, asksModifier, realMax, damagedOf, planRequest } from '../../web/js/games/epic/attack.mjs';

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
const snap = (mine, theirs) => ({ turn: null, sheets: [{ player: 0, sheet: mine }, { player: 1, sheet: theirs }], names: ['Moi', 'Adversaire'], log: [], seed: 1 });
const shot = (extra) => ({ kind: 'shoot', k: 0, unit: 'marine-tactique', count: 5, weapon: 'bolter', target: 1, targetUnit: 'boy-ork', terrain: '', ...extra });

/** A game of the two formations (Moi's first), its turn at the deployment. */
function gameOf(mine, theirs) {
  const turn = auspex.epicTurn({ op: 'new', ruleset: 'epic-v1', deployment: 'tirage-au-sort',
    players: [{ name: 'Moi', strategic: 3, formations: 1 }, { name: 'Adversaire', strategic: 2, formations: 1 }] }).turn;
  return auspex.game({ op: 'new', game: 'epic', setup: { from: { names: ['Moi', 'Adversaire'], sheets: [{ player: 0, sheet: mine }, { player: 1, sheet: theirs }], turn } } }).state;
}
const move = (state, m) => auspex.game({ op: 'move', game: 'epic', state, move: m });
const turn = (state, by, action, dice) => move(state, { by, name: 'turn', args: { action }, ...(dice ? { dice } : {}) }).state;
/** The game up to Moi's go in the shooting phase (Moi deploys first and acts first). */
function toShooting(s, order = 'avance') {
  s = turn(s, 0, { type: 'rollOff' }, [6, 2]);
  s = turn(s, 0, { type: 'deployFirst', player: 0 });
  s = turn(s, 0, { type: 'deployed', player: 0 });
  s = turn(s, 1, { type: 'deployed', player: 1 });
  s = move(s, { by: 0, name: 'sheet', args: { sheet: 0, action: { type: 'order', order } } }).state;
  s = move(s, { by: 1, name: 'sheet', args: { sheet: 1, action: { type: 'order', order: 'avance' } } }).state;
  s = turn(s, 0, { type: 'next' }, [1]);
  s = move(s, { by: 1, name: 'revealAll' }).state;
  s = turn(s, 0, { type: 'first', player: 0 });
  return turn(s, 1, { type: 'next' }, [1]);
}
/** The `attack` move's args of a panel's state `a` (as the page sends them). */
const argsOf = (a) => ({ sheet: a.k, kind: a.kind, unit: a.unit, target: a.target, targetUnit: a.targetUnit,
  ...(a.kind === 'assault' ? { position: a.position ?? 1 } : { weapon: a.weapon, count: a.count, ...(a.terrain ? { terrain: a.terrain } : {}),
    ...(a.facing ? { facing: a.facing } : {}), ...(a.heavy ? { heavy: true } : {}), ...(a.modifier ? { modifier: a.modifier } : {}) }) });
/** The game's odds of attack `a` from Moi's formation. */
const odds = (state, a) => auspex.game({ op: 'odds', game: 'epic', state, move: { by: 0, name: 'attack', args: argsOf(a) } });
/** The attack with its real result, made by Moi. */
const attack = (state, a, real) => move(state, { by: 0, name: 'attack', args: { ...argsOf(a), real } });

test('epic attack from sheets: marines in charge at Boyz in buildings answer as the raw request (modifier −2, the terrain\'s cover and save)', () => {
  const charging = act(marines, { type: 'order', order: 'charge' }, { type: 'reveal' });
  const snapshot = snap(charging, boyz);
  assert.deepEqual(targetsOf(snapshot, 0), [1]);
  assert.deepEqual(shootersOf(charging), [{ unit: 'marine-tactique', kind: 'infantry', count: 5 }]);
  assert.deepEqual(weaponsOf(base, 'marine-tactique').map((w) => w.id), ['bolter']);
  const { request, odds: reply } = odds(gameOf(charging, boyz), shot({ terrain: 'batiments' }));
  assert.equal(damagedOf(snapshot, shot()), false);
  assert.deepEqual(request, { system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 5, order: 'charge' },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', count: 6, terrain: 'batiments' } });
  const terrain = base.terrain.find((x) => x.id === 'batiments');
  const raw = { system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: -2, saveModifier: 0 },
    target: { save: 5, coverToHit: terrain.coverBonus, saveBonus: terrain.saveBonus, models: 6 } };
  assert.deepEqual(reply, auspex.calc(raw));
  assert.equal(reply.needed, 8, '5 − (−2) + 1: a 6, then 5+');
  assert.equal(reply.saveChance, 0.5, 'save 5 − 1: 4+');
});

test('epic attack from sheets: tir appuyé gives +1; a formation in retraite has no to-hit, the players give one', () => {
  const steady = act(marines, { type: 'order', order: 'tir-appuye' }, { type: 'reveal' });
  const { request, odds: reply } = odds(gameOf(steady, boyz), shot({ count: 3 }));
  assert.equal(request.attacker.order, 'tir-appuye');
  assert.equal(request.attacker.count, 3);
  assert.deepEqual(reply, auspex.calc({ system: 'epic', attack: { kind: 'shoot', shots: 3, toHit: 5, modifier: 1, saveModifier: 0 },
    target: { save: 5, coverToHit: 0, saveBonus: 0, models: 6 } }));
  assert.equal(reply.needed, 4);
  // Three lost (break point 3), the morale test failed: retraite, toHit null on the sheet.
  const fleeing = act(marines, { type: 'casualties', unit: 'marine-tactique', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [1] });
  assert.equal(fleeing.retraite, true);
  assert.equal(fleeing.toHit, null);
  const a = shot({ count: 5, modifier: -1 });
  assert.equal(asksModifier(snap(fleeing, boyz), a), true);
  assert.throws(() => auspex.calc({ system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 2, order: 'retraite' },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', count: 6 } }), (e) => e instanceof AuspexError && e.path === 'attacker.order');
  const asked = odds(gameOf(fleeing, boyz), a);
  assert.deepEqual(asked.request, { system: 'epic', attack: { kind: 'shoot', shots: 2, toHit: 5, modifier: -1, saveModifier: 0, dicePerModel: 1 },
    target: { save: 5, coverToHit: 0, saveBonus: 0, models: 6 } }, 'the 2 marines left; the modifier agreed');
  assert.equal(asked.odds.needed, 6);
});

test('epic attack from sheets: a vehicle target from the side, its hits to destroy from the sheet, those taken off one vehicle', () => {
  const a = shot({ targetUnit: 'rhino', facing: 'side', terrain: 'forets' });
  const { request, odds: reply } = odds(gameOf(marines, rhinos), a);
  const forest = withVehicle.terrain.find((x) => x.id === 'forets');
  assert.deepEqual(request, { system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5, modifier: 0, saveModifier: 0, dicePerModel: 1 },
    target: { save: 4, coverToHit: forest.coverBonus, saveBonus: forest.saveBonus, models: 2, vehicle: { heavy: false, facing: 'side', hitsToDestroy: 3 } } });
  // The core's own reading of the units gives the same numbers (its vehicles take 1 hit to destroy).
  const units = { system: 'epic', attacker: { ruleset: 'epic-v1', unit: 'marine-tactique', weapon: 'bolter', count: 5, order: 'avance' },
    target: { ruleset: 'epic-test-vehicles', unit: 'rhino', count: 2, terrain: 'forets', facing: 'side' } };
  assert.deepEqual(auspex.calc(units), auspex.calc({ ...request, target: { ...request.target, vehicle: { ...request.target.vehicle, hitsToDestroy: 1 } } }));
  assert.equal(reply.saveNeeded, 5, 'save 4, one worse from the side');
  assert.equal(reply.destroyed, 0, '5 shots cannot make the 6 hits both need');
  assert.ok(reply.casualties[1] > 0);
  assert.equal(odds(gameOf(marines, rhinos), { ...a, heavy: true }).odds.hurts, false, 'a bolter does not hurt a heavy vehicle');
  // One hit taken: with both Rhinos targeted the odds count them undamaged; a lone Rhino needs 2 more.
  const hit = act(rhinos, { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 1 });
  assert.equal(damagedOf(snap(marines, hit), a), true);
  assert.equal(odds(gameOf(marines, hit), a).request.target.vehicle.hitsToDestroy, 3);
  const lone = act(hit, { type: 'casualties', unit: 'rhino', n: 1 });
  assert.deepEqual(lone.units[0].hitsTaken, [1]);
  assert.equal(odds(gameOf(marines, lone), a).request.target.vehicle.hitsToDestroy, 2);
  assert.equal(realMax(snap(marines, hit), a), 2 + 3);
});

test('epic attack from sheets: an assault in retraite (FA −2) and a second attacker (3D6)', () => {
  const fleeing = act(marines, { type: 'casualties', unit: 'marine-tactique', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [2] });
  const a = { kind: 'assault', k: 0, unit: 'marine-tactique', target: 1, targetUnit: 'boy-ork', position: 2 };
  const { request, odds: reply } = odds(gameOf(fleeing, boyz), a);
  assert.deepEqual(request, { system: 'epic', attacker: { kind: 'assault', ruleset: 'epic-v1', unit: 'marine-tactique', retreat: true, position: 2 },
    target: { ruleset: 'epic-v1', unit: 'boy-ork', retreat: false } });
  assert.deepEqual(reply, auspex.calc({ system: 'epic', attack: { kind: 'assault', fa: 0, dice: 3 }, target: { fa: 1, dice: 2 } }));
  // The Boyz in retraite instead, the marines first to fight.
  const routed = act(boyz, { type: 'casualties', unit: 'boy-ork', n: 3 }, { type: 'moraleTest', situation: 'rupture', dice: [1] });
  assert.deepEqual(odds(gameOf(marines, routed), { ...a, position: 1 }).odds,
    auspex.calc({ system: 'epic', attack: { kind: 'assault', fa: 2, dice: 2 }, target: { fa: -1, dice: 2 } }));
});

test('epic attack result: casualties, hits on the first vehicle then the next, the assault\'s loser, put on the sheets by the core', () => {
  const s = toShooting(gameOf(marines, boyz));
  const three = attack(s, shot(), 3);
  const boys = three.state.sheets[1].sheet;
  assert.equal(boys.left, 3);
  assert.equal(boys.demoralisee, true);
  assert.ok(three.log.some((l) => /^Boyz : Point de rupture atteint .*test de moral/.test(l.fr)), 'the sheet asks for the morale test');
  assert.equal(attack(s, shot(), 0).state.sheets[1].sheet.left, 6);

  // 4 unsaved hits on Rhinos (3 to destroy, the first already hit once): 2 destroy it, 2 on the next.
  const hit = act(rhinos, { type: 'vehicleHit', unit: 'rhino', vehicle: 0, n: 1 });
  const v = toShooting(gameOf(marines, hit));
  const four = attack(v, shot({ targetUnit: 'rhino' }), 4).state.sheets[1].sheet;
  assert.deepEqual([four.units[0].left, four.units[0].hitsTaken], [1, [2]]);
  const all = attack(v, shot({ targetUnit: 'rhino' }), 5);
  assert.equal(all.state.sheets[1].sheet.left, 0, 'five unsaved hits destroy them both');
  assert.ok(all.log.some((l) => l.fr === 'Rhinos : La formation est détruite'), 'the sheet\'s log, naming the formation');

  // The assault phase, the marines charging: the loser's unit type loses one model.
  let c = turn(toShooting(gameOf(marines, boyz), 'charge'), 0, { type: 'next' }, [1]);
  c = turn(c, c.turn.initiative, { type: 'first', player: 0 });
  const a = { kind: 'assault', k: 0, unit: 'marine-tactique', target: 1, targetUnit: 'boy-ork', position: 1 };
  const won = attack(c, a, 'won').state;
  assert.deepEqual([won.sheets[0].sheet.left, won.sheets[1].sheet.left], [5, 5]);
  const lost = attack(c, a, 'lost').state;
  assert.deepEqual([lost.sheets[0].sheet.left, lost.sheets[1].sheet.left], [4, 6]);
  assert.throws(() => attack(c, a, 'draw'), (e) => e instanceof AuspexError && e.path === 'move.args.real');
});

test('epic attack: errors name the field; a result the dice could never give is refused', () => {
  const s = toShooting(gameOf(marines, boyz));
  assert.throws(() => odds(s, shot({ targetUnit: 'gretchin' })), (e) => e instanceof AuspexError && e.path === 'move.args.targetUnit');
  assert.throws(() => odds(s, shot({ weapon: 'fusil' })), (e) => e instanceof AuspexError && e.path === 'attacker.weapon', 'the unit form: the calculator says it');
  assert.throws(() => odds(gameOf(marines, rhinos), shot({ weapon: 'fusil', targetUnit: 'rhino' })),
    (e) => e.path === 'move.args.weapon', 'the raw form: the move\'s field');
  assert.throws(() => attack(s, shot(), 6), (e) => e.path === 'move.args.real'
    && e.fr === 'impossible avec ces dés : 6 unités détruites. Possible : de 0 à 5.', 'five shots, six Boyz');
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
  const { odds: shotOdds } = odds(gameOf(snapshot.sheets[0].sheet, snapshot.sheets[1].sheet), shot({ terrain: 'batiments' }));
  assert.deepEqual(plan.plans[0].fire, [{ shooter: 0, target: 0, unit: 0, models: 5 }]);
  assert.deepEqual(plan.plans[0].removed, shotOdds.casualties, 'the same distribution as "Attaquer…"');
  assert.ok(Math.abs(plan.plans[0].breakChance - shotOdds.casualties.slice(2).reduce((a, b) => a + b, 0)) < 1e-15, 'lost 1, breaks at 3: two more');
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
