// Sheet → calculator for AT-44 (web/js/games/at44/attack.mjs) through the wasm core:
// the request built from two sheets answers as the raw request it stands for
// (Exemple 1: 5 Steel troopers on 10 Krasny soldaty; the Baal Golgoth on a
// damaged King Mammoth), the values the ruleset lacks are asked with their
// defaults, and the real result goes on both sheets in one step: the
// attacker's "attack" move in the core's game (core/at44/game.cpp), played as
// the page plays it (play/states.mjs applyMove).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';
import { weaponsOf, targetsOf, attackRequest, complete, resultSteps, repairsOf } from '../../web/js/games/at44/attack.mjs';
import { gameSetup, STATES, viewOf } from '../../web/js/games/at44/game.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';

loadRulesets();
const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/at44.json', import.meta.url), 'utf8'));
const sheet = (request) => auspex.at44Sheet({ op: 'new', ruleset: 'at44', ...request }).sheet;
const act = (s, action) => auspex.at44Sheet({ op: 'apply', sheet: s, action }).sheet;
const players = [0, 1].map(() => ({ commanderPc: 3, commanderAut: 2, unitCards: 1, brouillage: 0, contreMesures: 0 }));
const turn = auspex.at44Turn({ op: 'new', stars: 10, players }).turn;

// The units' at44Sheet "new" requests (what the setup completes), their sheets.
const TROOPERS = { unit: 'steel-troopers', name: 'Steel troopers', count: 5, type: 'infanterie', mor: 5, arm: 5, skills: [] };
const KRASNY = { unit: 'krasny-soldaty', name: 'Krasny soldaty', count: 10, mor: 5, skills: [] };
const GOLGOTH = { unit: 'baal-golgoth', name: 'Baal Golgoth', count: 1, category: 'marcheur', mor: 6, arm: 14, skills: [], chassisPs: 8, propulsionPs: [2],
  weapons: [{ weapon: 'particle-accelerator', ps: 2 }] };
const MAMMOTH = { unit: 'king-mammoth', name: 'King Mammoth', count: 1, category: 'autre', mor: 6, skills: [], chassisPs: 8, propulsionPs: [2] };
const troopers = sheet(TROOPERS);
const krasny = sheet(KRASNY);
const golgoth = sheet(GOLGOTH);
const mammoth = sheet(MAMMOTH);

// ---- the core's game the results go on ----

/** A setup entry (games/at44/game.mjs sheetSetup's shape) of a unit's request. */
const setupOf = ({ unit, name, count, ...fields }) => ({ ruleset: 'at44', unit, name, count, officer: null, fields });
/** The core's game of player 0's unit (sheet 0) against player 1's (sheet 1), set up as the page starts it. */
const newGame = (mine, theirs) => gameSnapshot({ rng: { seed: 1, n: 0 }, log: [] },
  auspex.game({ op: 'new', game: 'at44', setup: gameSetup(10, players, [[setupOf(mine)], [setupOf(theirs)]]) }));
/** A move made as the page makes it; refused, it throws the core's AuspexError. */
const play = (game, move) => {
  const out = applyMove(auspex, STATES, game, move);
  assert.equal(out.needs, null, 'no dice missing');
  return out.snapshot;
};
const startTurn = (game) => play(game, { by: 0, name: 'turn', args: { action: { type: 'startTurn' } } });
/** The turn started, player 0 wins the authority test (bids 0 / 0, dice 6 / 1): its card to play. */
const toActivations = (game) => play(startTurn(game), { by: 0, name: 'turn', args: { action: { type: 'authority', bids: [0, 0] } }, dice: [6, 1] });
const activate = (game) => play(game, { by: 0, name: 'activate', args: { sheet: 0 } });
/** Player 0's unit fires and the real result goes on the sheets: the steps of resultSteps, one move. */
const attack = (game, steps) => play(game, { by: 0, name: 'attack', args: { sheet: 0, results: steps } });

test('at44 attack from sheets: Exemple 1 asks what the ruleset lacks and answers as the raw request', () => {
  const snapshot = { turn, sheets: [{ player: 0, sheet: troopers }, { player: 1, sheet: krasny }], log: [], rng: { seed: 1, n: 0 } };
  assert.deepEqual(weaponsOf(ruleset, troopers).map((w) => w.id), ['laser-rifle']);
  assert.deepEqual(targetsOf(snapshot, 0), [1]);
  const a = { from: 0, weapon: 'laser-rifle', to: 1, vehicle: 0, range: 1, cover: false, alert: false, asked: {} };
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.deepEqual(Object.keys(a.asked).sort(), ['attacker.concentration', 'attacker.damage', 'attacker.rerolls']);
  assert.equal(request.attacker.count, 5);
  assert.equal(request.target.count, 10);
  const raw = auspex.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
    target: { arm: 3, models: 10, coverSave: 0 } });
  assert.deepEqual(reply, raw);
  assert.equal(reply.hitTarget, '2+');
  assert.ok(Math.abs(reply.meanCasualties - 25 / 9) < 1e-12, 'Exemple 1: 2,78 casualties');

  // The real result: 3 casualties with the leader among them, the troopers fired: one step.
  const activated = { ...snapshot, sheets: [{ player: 0, sheet: act(troopers, { type: 'activate' }) }, snapshot.sheets[1]] };
  const steps = resultSteps(activated, ruleset, a, { n: 3, leader: true });
  assert.deepEqual(steps, [{ sheet: 0, action: { type: 'fire' } }, { sheet: 1, action: { type: 'casualties', n: 3, leader: true } }]);
  // In the core's game: the troopers activated (player 0's card), then their attack.
  const ready = toActivations(newGame(TROOPERS, KRASNY));
  const game = activate(ready);
  assert.deepEqual(resultSteps(viewOf(game), ruleset, a, { n: 3, leader: true }), steps, 'the same steps from the game\'s view');
  const after = viewOf(attack(game, steps));
  assert.equal(after.sheets[1].sheet.left, 7);
  assert.deepEqual(after.sheets[1].sheet.morale.pending, ['meneur-perdu']);
  assert.equal(after.sheets[0].sheet.fired, true);
  // Refused as a whole: the troopers not activated cannot fire; a step on their own side is
  // refused after their shot went through, and the game the move came from is left as it was.
  const kept = structuredClone(ready);
  assert.throws(() => attack(ready, steps), /activat/);
  assert.throws(() => attack(game, [steps[0], { sheet: 0, action: { type: 'casualties', n: 1 } }]),
    (e) => e.code === 'at44.result' && e.path === 'move.args.results.1.action');
  assert.deepEqual(ready, kept);
  assert.equal(viewOf(game).sheets[0].sheet.fired, false);

  // Fewer troopers and the Krasny à couvert behind cover: the request follows the sheets.
  const hurt = act(act(troopers, { type: 'casualties', n: 2 }), { type: 'newTurn' });
  const covered = act(act(krasny, { type: 'activate' }), { type: 'attitude', id: 'a-couvert', on: true });
  const later = { ...snapshot, sheets: [{ player: 0, sheet: hurt }, { player: 1, sheet: covered }] };
  const r2 = complete(auspex, later, ruleset, { ...a, cover: true, asked: { ...a.asked } }).request;
  assert.equal(r2.attacker.count, 3);
  assert.equal(r2.target.cover, true);
  assert.deepEqual(r2.target.attitudes, ['a-couvert']);
});

test('at44 attack from sheets: a damaged King Mammoth is shot with its PS left, the damage put on its locations', () => {
  const hit = act(mammoth, { type: 'vehicleDamage', location: 'weapon', index: 4, points: 2 });
  const snapshot = { turn, sheets: [{ player: 0, sheet: act(golgoth, { type: 'activate' }) }, { player: 1, sheet: hit }], log: [], rng: { seed: 1, n: 0 } };
  const a = { from: 0, weapon: 'particle-accelerator', to: 1, vehicle: 0, range: 1, cover: false, alert: false, asked: {} };
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.deepEqual(request.target.left, { chassis: 8, propulsion: [2], weapons: [1, 1, 1, 1, 1] });
  const raw = auspex.calc({ system: 'at44', attack: { kind: 'shoot', pre: a.asked['attacker.pre'] ?? 6, range: 1, attackers: 1, cadence: a.asked['attacker.cadence'] ?? 3,
    rerolls: a.asked['attacker.rerolls'] ?? 0, pen: 18, damage: 2 }, target: { arm: 16, vehicle: { chassis: 8, propulsion: [2], weapons: [1, 1, 1, 1, 1] } } });
  assert.deepEqual(reply, raw);
  const steps = resultSteps(snapshot, ruleset, a, { chassis: 1, propulsion: [2], weapons: [0, 2, 0, 0, 0] });
  assert.deepEqual(steps.map((s) => s.action), [{ type: 'fire' },
    { type: 'vehicleDamage', location: 'weapon', index: 1, points: 2 },
    { type: 'vehicleDamage', location: 'propulsion', points: 2 },
    { type: 'vehicleDamage', location: 'chassis', points: 1 }]);
  // In the core's game: the King Mammoth damaged the same (its player's sheet move), the Golgoth activated, its attack.
  const damaged = play(newGame(GOLGOTH, MAMMOTH), { by: 1, name: 'sheet', args: { sheet: 1, action: { type: 'vehicleDamage', location: 'weapon', index: 4, points: 2 } } });
  const game = activate(toActivations(damaged));
  assert.deepEqual(resultSteps(viewOf(game), ruleset, a, { chassis: 1, propulsion: [2], weapons: [0, 2, 0, 0, 0] }), steps);
  const v = viewOf(attack(game, steps)).sheets[1].sheet.vehicles[0];
  assert.deepEqual({ chassis: v.chassis, propulsion: v.propulsion, weapons: v.weapons }, { chassis: 6, propulsion: [0], weapons: [1, 0, 1, 1, 1] },
    'the weapon\'s surplus point goes to the châssis');
  assert.equal(v.immobilised, true);
});

test('at44 attack from sheets: Sierps\' mortars (tir indirect) on infantry ask AIRE and the models under the template, the result pins the unit', () => {
  const SIERPS = { unit: 'sierps', name: 'Sierps', count: 3, mor: 5, arm: 10, skills: [], chassisPs: 4, propulsionPs: [2],
    weapons: [{ weapon: 'mortier', ps: 1 }, { weapon: 'mortier', ps: 1 }] };
  const sierps = sheet(SIERPS);
  const snapshot = { turn, sheets: [{ player: 0, sheet: act(sierps, { type: 'activate' }) }, { player: 1, sheet: troopers }], log: [], rng: { seed: 1, n: 0 } };
  const a = { from: 0, weapon: 'mortier', to: 1, vehicle: 0, range: 2, cover: true, alert: false, under: 3, asked: {} };
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.ok('attacker.aire' in a.asked, 'AIRE asked');
  assert.equal(request.attacker.count, 3);
  assert.equal(request.target.under, 3);
  assert.equal(request.target.cover, undefined, 'no cover under a template');
  const x = a.asked;
  const raw = auspex.calc({ system: 'at44', attack: { kind: 'indirect', pre: x['attacker.pre'], range: 2, attackers: 6, cadence: x['attacker.cadence'],
    rerolls: x['attacker.rerolls'], pen: x['attacker.pen'], damage: x['attacker.damage'], aire: x['attacker.aire'], feuAVolonte: false },
    target: { arm: 5, models: 5, under: 3 } });
  assert.deepEqual(reply, raw, 'two mortars each: 6 attackers');
  assert.ok(reply.meanRadius > 0 && reply.pinned > 0);
  const steps = resultSteps(snapshot, ruleset, a, { n: 2, pinned: true });
  assert.deepEqual(steps.map((s) => s.action), [{ type: 'fire' }, { type: 'casualties', n: 2 }, { type: 'pinned' }]);
  const game = activate(toActivations(newGame(SIERPS, TROOPERS)));
  assert.deepEqual(resultSteps(viewOf(game), ruleset, a, { n: 2, pinned: true }), steps);
  const after = viewOf(attack(game, steps)).sheets[1].sheet;
  assert.equal(after.left, 3);
  assert.equal(after.pinned, true);
});

test('at44 sheets: a vehicle destroyed gives its star to the other player, and its card leaves the sequence, in the same step', () => {
  // The core's game, its turn started; the King Mammoth's player puts the table's damage on its sheet.
  const setUp = newGame(TROOPERS, MAMMOTH);
  assert.deepEqual(setUp.game.turn, turn, 'the game\'s turn is at44Turn\'s "new" of its setup');
  const game = startTurn(setUp);
  const started = auspex.at44Turn({ op: 'apply', turn, action: { type: 'startTurn' } }).turn;
  assert.deepEqual(game.game.turn, started);
  const damage = { by: 1, name: 'sheet', args: { sheet: 1, action: { type: 'vehicleDamage', location: 'chassis', points: 8 } } };
  const after = viewOf(play(game, damage));
  assert.equal(after.sheets[1].sheet.destroyed, true);
  const lost = auspex.at44Turn({ op: 'apply', turn: started, action: { type: 'unitLost', player: 1, activated: false } }).turn;
  const won = auspex.at44Turn({ op: 'apply', turn: lost, action: { type: 'destroyed', player: 0, vehicles: 1 } }).turn;
  assert.deepEqual(after.turn, won);
  assert.equal(after.turn.players[1].unitCards, started.players[1].unitCards - 1);
  assert.equal(after.turn.players[0].stars, started.players[0].stars + 1);
  // Not before the first turn: the game's setup gives no stars.
  const early = viewOf(play(setUp, damage));
  assert.equal(early.sheets[1].sheet.destroyed, true);
  assert.deepEqual(early.turn, turn);
});

test('at44 attack from sheets: the target\'s Medic and Autoréparation not used yet this turn go in the odds and in the result', () => {
  const MEDICS = { ...KRASNY, skills: ['medic'] };
  const medics = sheet(MEDICS);
  const firing = act(troopers, { type: 'activate' });
  const snapshot = { turn, sheets: [{ player: 0, sheet: firing }, { player: 1, sheet: medics }], log: [], rng: { seed: 1, n: 0 } };
  const a = { from: 0, weapon: 'laser-rifle', to: 1, vehicle: 0, range: 1, cover: false, alert: false, medic: true, autoRepair: true,
    asked: { 'attacker.rerolls': 0, 'attacker.damage': 1, 'attacker.concentration': false } };
  assert.deepEqual(repairsOf(medics, a), { medic: true, autoRepair: false });
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.equal(request.target.medic, true);
  assert.deepEqual(reply, auspex.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
    target: { arm: 3, models: 10, coverSave: 0, medic: true } }));
  // The dice killed 3: Medic saves one, and is used for the turn.
  const steps = resultSteps(snapshot, ruleset, a, { n: 3 });
  assert.deepEqual(steps[1].action, { type: 'casualties', n: 3, medic: true });
  const game = activate(toActivations(newGame(TROOPERS, MEDICS)));
  assert.deepEqual(resultSteps(viewOf(game), ruleset, a, { n: 3 }), steps);
  const medicked = viewOf(attack(game, steps));
  const after = medicked.sheets[1].sheet;
  assert.equal(after.left, 8);
  assert.equal(after.medic.usedThisTurn, true);
  assert.equal(repairsOf(after, a).medic, false, 'once per turn');
  assert.equal(complete(auspex, { ...snapshot, sheets: [snapshot.sheets[0], { player: 1, sheet: after }] }, ruleset, a).request.target.medic, undefined);
  assert.equal(complete(auspex, medicked, ruleset, a).request.target.medic, undefined, 'the game\'s view too');
  // The player leaves it off: neither in the odds nor in the result.
  assert.equal(attackRequest(snapshot, ruleset, { ...a, medic: false }).target.medic, undefined);
  assert.equal(resultSteps(snapshot, ruleset, { ...a, medic: false }, { n: 3 })[1].action.medic, undefined);

  // A King Mammoth with Autoréparation: one point fewer on the first damage put on.
  const REPAIRING = { ...MAMMOTH, skills: ['autoreparation'] };
  const repairing = sheet(REPAIRING);
  const duel = { turn, sheets: [{ player: 0, sheet: act(golgoth, { type: 'activate' }) }, { player: 1, sheet: repairing }], log: [], rng: { seed: 1, n: 0 } };
  const b = { from: 0, weapon: 'particle-accelerator', to: 1, vehicle: 0, range: 1, cover: false, alert: false, medic: true, autoRepair: true, asked: {} };
  assert.deepEqual(repairsOf(repairing, b), { medic: false, autoRepair: true });
  const shot = complete(auspex, duel, ruleset, b);
  assert.equal(shot.request.target.autoRepair, true);
  assert.equal(shot.request.target.medic, undefined);
  const plain = complete(auspex, duel, ruleset, { ...b, autoRepair: false, asked: { ...b.asked } });
  assert.ok(shot.reply.meanChassisLost < plain.reply.meanChassisLost, 'one point fewer');
  const hits = resultSteps(duel, ruleset, b, { chassis: 2, propulsion: [1], weapons: [0, 0, 0, 0, 0] });
  assert.deepEqual(hits.slice(1).map((s) => s.action), [{ type: 'vehicleDamage', location: 'propulsion', points: 1, autoRepair: true },
    { type: 'vehicleDamage', location: 'chassis', points: 2 }]);
  const dueling = activate(toActivations(newGame(GOLGOTH, REPAIRING)));
  assert.deepEqual(resultSteps(viewOf(dueling), ruleset, b, { chassis: 2, propulsion: [1], weapons: [0, 0, 0, 0, 0] }), hits);
  const v = viewOf(attack(dueling, hits)).sheets[1].sheet.vehicles[0];
  assert.deepEqual([v.propulsion, v.chassis, v.autoRepairUsed], [[2], 6, true]);
});

test('at44 attack from sheets: a piece of scenery (DEF 0, its structure as ARM and PS) from the ruleset\'s materials; only the shot goes on the sheets', async () => {
  const { newScenery } = await import('../../web/js/games/at44/attack.mjs');
  const firing = act(troopers, { type: 'activate' });
  const snapshot = { turn, sheets: [{ player: 0, sheet: firing }, { player: 1, sheet: krasny }], log: [], rng: { seed: 1, n: 0 } };
  const scenery = newScenery(ruleset);
  assert.deepEqual(scenery, { material: 'arbre', structure: 8, armFalls: 'salvo' });
  const a = { from: 0, weapon: 'laser-rifle', to: 1, vehicle: 0, range: 1, cover: true, alert: false, scenery, asked: {} };
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.deepEqual(request.target, { scenery: { structure: 8 } }, 'no cover, no unit');
  assert.deepEqual(reply, auspex.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1,
    rerolls: a.asked['attacker.rerolls'], pen: 5, damage: a.asked['attacker.damage'], concentration: a.asked['attacker.concentration'] },
  target: { scenery: { structure: 8 } } }));
  assert.equal(reply.damageTarget, '5+', 'PEN 5 − structure 8 = −3');
  // A damaged wall whose ARM falls with each damage: the switch goes in the request.
  const wall = complete(auspex, snapshot, ruleset, { ...a, scenery: { material: 'muret', structure: 3, armFalls: 'impact' } });
  assert.deepEqual(wall.request.target, { scenery: { structure: 3, armFalls: 'impact' } });
  assert.ok(wall.reply.collapsed > reply.collapsed);
  assert.deepEqual(resultSteps(snapshot, ruleset, a, {}), [{ sheet: 0, action: { type: 'fire' } }]);
});

test('at44 attack from sheets: a Jammer weapon (its fixed result asked, the seed giving none) on the King Mammoth', () => {
  const snapshot = { turn, sheets: [{ player: 0, sheet: act(golgoth, { type: 'activate' }) }, { player: 1, sheet: mammoth }], log: [], rng: { seed: 1, n: 0 } };
  const a = { from: 0, weapon: 'particle-accelerator', to: 1, vehicle: 0, range: 1, cover: false, alert: false, jammer: 5, asked: {} };
  const { request, reply } = complete(auspex, snapshot, ruleset, a);
  assert.equal(request.attack.jammer, 5);
  assert.equal(reply.damageTarget, '5+', 'the fixed result, whatever PEN and ARM');
  const raw = auspex.calc({ system: 'at44', attack: { kind: 'shoot', pre: a.asked['attacker.pre'], range: 1, attackers: 1, cadence: a.asked['attacker.cadence'],
    rerolls: a.asked['attacker.rerolls'], damage: 2, jammer: 5 }, target: { arm: 16, vehicle: { chassis: 8, propulsion: [2], weapons: [1, 1, 1, 1, 3] } } });
  assert.deepEqual(reply, raw);
  assert.equal(attackRequest(snapshot, ruleset, { ...a, jammer: 0 }).attack.jammer, undefined, 'off');
});
