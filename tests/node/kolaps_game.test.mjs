// The KOLAPS game screen's data (web/js/games/kolaps/game.mjs, attack.mjs)
// through the wasm core: a roster's characters become kolapsSheet "new"
// requests, a new game of the core (auspex.game, core/kolaps/game.cpp) holds
// both Unités' sheets and the draw, and a turn of two characters (combativité
// rolled, a marker drawn, an action spent, an attack's result) is the core's
// moves, each step undoable since the snapshot before it is untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { charactersOf, gameSetup, STATES, viewOf, sideName } from '../../web/js/games/kolaps/game.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';

loadRulesets();
const sheetOf = (request) => auspex.kolapsSheet(request).sheet;
const apply = (sheet, action) => auspex.kolapsSheet({ op: 'apply', sheet, action }).sheet;

/** A new game of the core (both sides' kolapsSheet "new" requests) as the page's snapshot. */
const newGame = (names, sides, seed) => gameSnapshot({ rng: { seed, n: 0 }, log: [] },
  auspex.game({ op: 'new', game: 'kolaps', setup: gameSetup(names, sides) }));
/** Move `name` by player `by` on the snapshot: { snapshot, needs }. */
const play = (snap, by, name, args = {}, dice) => applyMove(auspex, STATES, snap, { by, name, args, ...(dice ? { dice } : {}) });
/** The same, its next snapshot. */
const next = (...a) => {
  const out = play(...a);
  assert.equal(out.needs, null, JSON.stringify(out.needs));
  return out.snapshot;
};
const sheets = (snap) => viewOf(snap).sheets.map((s) => s.sheet);
const drawOf = (snap) => viewOf(snap).draw;

test('kolaps game: characters of a roster (the player\'s words read as the ruleset\'s traits), numbered when an entry counts several', async () => {
  const { readFileSync } = await import('node:fs');
  const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/kolaps-v2.json', import.meta.url), 'utf8'));
  const list = { ruleset: 'kolaps-v2', units: [
    { unit: 'personnage', name: 'Solmeyer', options: { rank: 3 },
      character: { affiliation: 'APC', specialisations: [{ name: 'Tir précis', pds: 10 }],
        weapons: [{ name: 'Fusil', rate: 2, traits: ['Arme d\'épaule', 'Pénétrant 1', 'Laser'] }],
        protection: { name: 'Gilet', class: 4, traits: ['Solide'] } } },
    { unit: 'personnage', name: 'Garde', count: 2, options: { rank: 4 } }] };
  const requests = charactersOf(list, () => '', ruleset);
  assert.deepEqual(requests.map((r) => [r.name, r.rank]), [['Solmeyer', 3], ['Garde 1', 4], ['Garde 2', 4]]);
  assert.equal(requests[0].affiliation, 'APC');
  assert.deepEqual(requests[0].specialisations, ['Tir précis']);
  assert.deepEqual(requests[0].weapons, [{ name: 'Fusil', cadence: 2, traits: ['arme-d-epaule', { id: 'penetrant', x: 1 }] }]);
  assert.deepEqual(requests[0].protection, { name: 'Gilet', class: 4, traits: ['solide'] });
  assert.deepEqual(requests[0].unknownTraits, ['Laser'], 'named in the setup');
  const sheet = sheetOf(requests[0]);
  assert.equal(sheet.protection.class, 4, 'a request the core takes');
  assert.equal(sheet.weapons[0].cadence, 2);
});

test('kolaps game: one turn of two characters, each step the core\'s move', () => {
  const a = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 };
  const b = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  const start = newGame(['APC', 'Vampires'], [[a], [b]], 42);
  assert.equal(viewOf(start).sheets.length, 2);
  assert.equal(sideName(start, 1), 'Vampires');
  // Rank 3 asks for 6D6; rank 1 has its 6 without dice.
  const asked = play(start, 0, 'newTurn');
  assert.equal(asked.needs.dice, 6);
  assert.equal(asked.snapshot, start, 'nothing changed');
  const dice = [3, 3, 3, 1, 2, 6];
  const s1 = next(start, 0, 'newTurn', {}, dice);
  assert.deepEqual(sheets(s1)[0], apply(sheetOf(a), { type: 'newTurn', dice }));
  assert.equal(sheets(s1)[0].combativite.current, 4, '4 dice at 3+');
  assert.equal(sheets(s1)[1].combativite.current, 6);
  // Solmeyer drawn (marker 1 of 2), shoots (2 combativité, 1 fatigue), the Vampire is wounded.
  const s2 = next(s1, 1, 'draw', {}, [1]);
  assert.equal(drawOf(s2).active, 'c0');
  const s3 = next(s2, 0, 'sheet', { sheet: 0, action: { type: 'spend', points: 2, fatigue: 1 } });
  assert.equal(sheets(s3)[0].combativite.current, 2);
  assert.equal(sheets(s3)[0].activation, 'en-attente');
  assert.equal(drawOf(s3).characters[0].combativite, 2, 'the draw follows the sheet');
  const s4 = next(s3, 1, 'sheet', { sheet: 1, action: { type: 'wound', level: 'blesse' } });
  assert.equal(sheets(s4)[1].health.state, 'blesse');
  assert.equal(sheets(s4)[1].combativite.current, 5, 'blessé: 1 combativité lost');
  assert.ok(s4.log.slice(0, 4).every((l) => /^Vampire /.test(l.fr)), 'the log names the character');
  assert.ok(s4.log.some((l) => l.fr === 'Vampire : Blessure : Blessé'));
  assert.equal(drawOf(s4).characters[1].combativite, 5, 'the loss in the draw too');
  assert.equal(sheets(s3)[1].health.state, 'indemne', 'the earlier snapshot untouched (undo)');
  assert.throws(() => play(s4, 0, 'sheet', { sheet: 0, action: { type: 'spend', points: 5 } }), /needs 5 combativité/);
  // Its one action made (Loi 8-1): a second one is refused, even one it could pay.
  assert.throws(() => play(s4, 0, 'sheet', { sheet: 0, action: { type: 'spend', points: 1 } }), { code: 'kolaps-turn.acted' });
});

test('kolaps game: Solmeyer shoots a covered Vampire; odds from both sheets, the result on both sheets in one move', async () => {
  const { actionRequest, oppositionCost, attackArgs, targetsOf } = await import('../../web/js/games/kolaps/attack.mjs');
  const { readFileSync } = await import('node:fs');
  const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/kolaps-v2.json', import.meta.url), 'utf8'));
  // A knife beside the assault rifle: the core strikes only with a close combat weapon (9-19).
  const solmeyer = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3,
    weapons: [{ name: 'Fusil d\'assaut', traits: ['arme-d-epaule', 'automatique', { id: 'penetrant', x: 1 }], cadence: 2 },
      { name: 'Couteau', traits: ['arme-de-melee', 'tranchant'] }] };
  const vampire = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 2, protection: { name: 'Cuir', class: 4, traits: ['solide'] } };
  const turn = (dice) => next(next(newGame(['APC', 'Vampires'], [[solmeyer], [vampire]], 7), 0, 'newTurn', {}, dice), 1, 'draw', {}, [1]);
  // Solmeyer's 6D6 at 3+ (4), then the Vampire's, rank 2, at 2+ (3); Solmeyer's marker drawn.
  const snap = turn([3, 3, 3, 1, 2, 6, 2, 2, 2, 1, 1, 1]);
  assert.deepEqual(sheets(snap).map((s) => s.combativite.current), [4, 3]);
  assert.equal(drawOf(snap).active, 'c0');
  const view = viewOf(snap);
  assert.deepEqual(targetsOf(view, 0), [1]);
  const a = { from: 0, to: 1, action: 'tir', weapon: 0, distance: 2, couvert: 'leger', seCacher: '', esquive: false, parade: '', terrain: '', assaut: '', extra: 0 };
  const request = actionRequest(view, a);
  assert.deepEqual(request, { system: 'kolaps', ruleset: 'kolaps-v2', action: 'tir', opposition: { couvert: 'leger' },
    weapon: { penetrant: 1 }, protection: { class: 4, impacts: 0, solide: true } });
  // The same odds as the contract's own form of the request.
  assert.deepEqual(auspex.calc(request), auspex.calc({ system: 'kolaps', ruleset: 'kolaps-v2', action: 'tir', opposition: { couvert: 'leger' },
    weapon: { penetrant: 1 }, protection: { class: 4, impacts: 0, solide: true } }));
  assert.deepEqual(oppositionCost(view, ruleset, a), { points: 1, fatigue: 0 }, 'à couvert: 1 combativité');
  const args = attackArgs(a, { outcome: 'blesse', absorbed: false });
  assert.deepEqual(args, { sheet: 0, target: 1, action: 'tir', weapon: 0, oppose: { couvert: 'leger' }, outcome: 'blesse' });
  const after = next(snap, 0, 'attack', args);
  const [me, them] = sheets(after);
  assert.equal(me.combativite.current, 2, 'tir: 2 of 4');
  assert.equal(me.weapons[0].usesLeft, 1);
  assert.equal(me.xp, 5, 'a wound inflicted: 5 XP');
  assert.equal(them.combativite.current, 3 - 1 - 1, 'opposition 1, then the wound\'s loss');
  assert.equal(them.health.state, 'blesse');
  // The draw follows: Solmeyer's action spent, the Vampire's opposition and loss; Solmeyer has acted.
  assert.deepEqual(drawOf(after).characters.map((c) => [c.combativite, c.state]), [[2, 'actif'], [1, 'reserve']]);
  assert.equal(drawOf(after).acted, true);
  assert.equal(sheets(snap)[1].health.state, 'indemne', 'the snapshot before untouched');
  // Absorbed by the protection instead: only sonné, one impact, no XP.
  const absorbed = sheets(next(snap, 0, 'attack', attackArgs(a, { outcome: 'blesse', absorbed: true })));
  assert.equal(absorbed[1].health.sonne, true);
  assert.equal(absorbed[1].health.state, 'indemne');
  assert.equal(absorbed[1].protection.impacts, 1);
  assert.equal(absorbed[0].xp, 0);
  // A double 1 on a shot: the incident de tir's line of the third die (4: jammed, sonné, 1 more lost).
  const mishapArgs = attackArgs({ ...a, couvert: '' }, { outcome: 'mishap', mishapDie: 4 });
  assert.deepEqual(mishapArgs, { sheet: 0, target: 1, action: 'tir', weapon: 0, outcome: 'mishap', mishapDie: 4 });
  const jammed = sheets(next(snap, 0, 'attack', mishapArgs))[0];
  assert.equal(jammed.weapons[0].state, 'enrayee');
  assert.equal(jammed.health.sonne, true);
  assert.equal(jammed.combativite.current, 0, '4 − 2 − 2 (failed): nothing left to lose');
  // A maladresse (frapper with the knife, die 1): disarmed, wounded, épuisé, au sol.
  const blow = { ...a, action: 'frapper', weapon: 1, distance: 0, couvert: '' };
  const fumbledSnap = next(snap, 0, 'attack', attackArgs(blow, { outcome: 'mishap', mishapDie: 1 }));
  const fumbled = sheets(fumbledSnap)[0];
  assert.deepEqual([fumbled.weapons[1].dropped, fumbled.health.state, fumbled.statuses.auSol, fumbled.activation], [true, 'blesse', true, 'epuise']);
  // The rifle kept in hand; épuisé on the sheet, épuisé in the draw once its activation ends (Loi 7-14).
  assert.equal(fumbled.weapons[0].dropped, false);
  assert.equal(drawOf(next(fumbledSnap, 0, 'endActivation')).characters[0].state, 'epuise');
  // A failure costs 2 more (8-14).
  const failed = sheets(next(snap, 0, 'attack', attackArgs({ ...a, couvert: '' }, { outcome: 'failure' })));
  assert.equal(failed[0].combativite.current, 0);
  // A mitraillage's simple failure costs nothing more (9-13): 6 − 4, not 6 − 4 − 2.
  const six = turn([6, 6, 6, 6, 6, 6, 2, 2, 2, 1, 1, 1]);
  assert.equal(sheets(six)[0].combativite.current, 6);
  const strafed = sheets(next(six, 0, 'attack', attackArgs({ ...a, action: 'mitraillage', couvert: '' }, { outcome: 'failure' })))[0];
  assert.equal(strafed.combativite.current, 2);
  assert.equal(sheets(next(six, 0, 'attack', attackArgs({ ...a, couvert: '' }, { outcome: 'failure' })))[0].combativite.current, 2, 'a shot\'s: 6 − 2 − 2');
});

test('kolaps game: the activation draw follows the sheets (Réserve from combativité, spends and oppositions mirrored, hors combat)', () => {
  const a = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 };
  const b = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  let snap = newGame(['APC', 'Vampires'], [[a], [b]], 3);
  assert.equal(drawOf(snap).phase, 'setup');
  // A new turn: every character's combativité, then the Réserve formed from it (Loi 7-3 … 7-10).
  snap = next(snap, 0, 'newTurn', {}, [3, 3, 3, 1, 2, 6]);
  assert.deepEqual(drawOf(snap).reserve, ['c0', 'c1']);
  assert.deepEqual(drawOf(snap).characters.map((c) => c.combativite), [4, 6], 'the sheets\' combativité');
  const asked = play(snap, 1, 'draw');
  assert.deepEqual([asked.needs.dice, asked.needs.sides], [1, 2], 'one die of as many sides as markers');
  snap = next(snap, 1, 'draw', {}, [1]);
  assert.equal(drawOf(snap).active, 'c0');
  // Solmeyer's action on its sheet is its spend in the draw; the Vampire's esquive an opposition.
  snap = next(snap, 0, 'sheet', { sheet: 0, action: { type: 'spend', points: 2 } });
  assert.equal(drawOf(snap).characters[0].combativite, 2);
  snap = next(snap, 1, 'sheet', { sheet: 1, action: { type: 'spend', points: 1, opposition: true } });
  assert.equal(drawOf(snap).characters[1].combativite, 5);
  assert.equal(drawOf(snap).characters[1].state, 'reserve', 'an opposition is no activation');
  // Who may act now: Solmeyer, active, has made his one action (Loi 8-1); the Vampire waits in the Réserve for his marker (Loi 7-12).
  const act = viewOf(snap).sheets.map((s) => s.actions.find((x) => x.type === 'act'));
  assert.deepEqual(act.map((x) => x.allowed), [false, false]);
  assert.equal(act[0].why.code, 'kolaps-turn.acted');
  assert.equal(act[1].why.fr, 'Vampire attend dans la Réserve : il agit quand son marqueur est pioché (Loi 7-12)');
  // Its activation is its player's to end.
  assert.throws(() => play(snap, 1, 'endActivation'), { code: 'game.not-your-move' });
  snap = next(snap, 0, 'endActivation');
  assert.equal(drawOf(snap).characters[0].state, 'attente');
  // Ended épuisé in the draw, épuisé on the sheet too: no more spending, not even an opposition (Loi 7-14, 9-23).
  const ended = next(next(snap, 1, 'draw'), 1, 'endActivation', { exhausted: true });
  assert.equal(drawOf(ended).characters[1].state, 'epuise');
  assert.equal(sheets(ended)[1].activation, 'epuise');
  assert.equal(viewOf(ended).sheets[1].actions.find((x) => x.type === 'spend').allowed, false);
  assert.equal(sheets(ended)[0].activation, sheets(snap)[0].activation, 'Solmeyer, en attente, unchanged');
  // The Vampire drawn (the last marker, no die), then hors combat on its sheet: out of the draw, the fight over.
  snap = next(snap, 0, 'draw');
  assert.equal(drawOf(snap).active, 'c1');
  snap = next(snap, 1, 'sheet', { sheet: 1, action: { type: 'wound', level: 'hors-combat' } });
  assert.equal(drawOf(snap).characters[1].state, 'horsCombat');
  assert.equal(drawOf(snap).phase, 'over');
  assert.deepEqual(drawOf(snap).over, { reason: 'noCharacters', player: 1 }, 'the Unité with no one left');
  assert.equal(snap.over.winner, 0);
  assert.equal(snap.over.fr, 'Vampires n\'a plus de personnage : APC gagne (Loi 7-20)');
  assert.throws(() => play(snap, 0, 'newTurn', {}, [6, 6, 6, 6, 6, 6]), { code: 'game.over' });
});

test('kolaps campaign (Loi 12): XP of the game into the roster, a death roll for each one hors combat, the dead out of the roster', async () => {
  const { deathRoll, reportedList } = await import('../../web/js/games/kolaps/campaign.mjs');
  const { dieAt } = await import('../../web/js/platform/dice.mjs');
  const list = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', units: [
    { unit: 'personnage', name: 'Steiner', options: { rank: 3, xp: 10 } },
    { unit: 'personnage', name: 'Boronov', options: { rank: 4 } },
    { unit: 'personnage', name: 'Garde', count: 2, options: { rank: 5 } }] };
  const foe = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  let snap = newGame(['APC', 'Vampires'], [charactersOf(list), [foe]], 11);
  assert.deepEqual(viewOf(snap).sheets.map((s) => s.entry), [{ at: 0, copies: 1 }, { at: 1, copies: 1 }, { at: 2, copies: 2 }, { at: 2, copies: 2 }, undefined]);
  snap = next(snap, 0, 'sheet', { sheet: 0, action: { type: 'xp', event: 'blessure' } });
  snap = next(snap, 0, 'sheet', { sheet: 0, action: { type: 'xp', event: 'hors-combat-rang-superieur' } });
  snap = next(snap, 0, 'sheet', { sheet: 2, action: { type: 'xp', event: 'blessure' } });
  snap = next(snap, 0, 'sheet', { sheet: 1, action: { type: 'wound', level: 'hors-combat' } });
  assert.equal(sheets(snap)[1].horsCombat, true);
  assert.equal(drawOf(snap).characters[1].state, 'horsCombat', 'out of the draw');
  // Boronov's death roll: rank 4 dies below its threshold, one die from the game's seed.
  const rolled = deathRoll(snap, 1);
  const die = dieAt(11, snap.rng.n);
  const need = Number(/^(\d)\+$/.exec(sheets(snap)[1].profile.thresholds.death)[1]);
  assert.deepEqual(rolled.campaign.deaths[1], { die, survived: die >= need });
  assert.equal(rolled.rng.n, snap.rng.n + 1);
  assert.deepEqual(rolled.game, snap.game, 'the game itself unchanged');
  const out = reportedList(list, rolled);
  assert.equal(out.list.units[0].options.xp, 20, '10 banked + 5 + 5');
  assert.deepEqual(out.skipped, ['Garde 1', 'Garde 2'], 'one entry for two characters: not reported');
  assert.equal(out.list.units.some((u) => u.name === 'Boronov'), die >= need, 'the dead leave the roster');
  assert.deepEqual(auspex.checkList(out.list).problems, [], 'a roster the core takes');
  assert.equal(list.units[0].options.xp, 10, 'the list given is not changed');
  const { campaignHistory } = await import('../../web/js/games/kolaps/campaign.mjs');
  const games = { g1: { kind: 'kolaps', listId: 'L1', snapshot: { ...rolled, campaign: { ...rolled.campaign, reported: '2026-11-22T10:00:00Z' } } },
    g2: { kind: 'kolaps', listId: 'L2', snapshot: rolled }, g3: { kind: 'at44', listId: 'L1' } };
  const history = campaignHistory(games, 'L1');
  assert.deepEqual(history.get('Steiner'), [{ date: '2026-11-22', xp: 10, death: null }]);
  assert.deepEqual(history.get('Boronov'), [{ date: '2026-11-22', xp: 0, death: rolled.campaign.deaths[1] }]);
  assert.equal(history.has('Vampire'), false, 'the opponent\'s characters are not ours');
});

test('kolaps game: a stock strikes as melee (Crosse, 11-12), a fire-based attack on Ignifugé only stuns (11-30): both sent from the sheets', async () => {
  const { actionRequest, fireproof } = await import('../../web/js/games/kolaps/attack.mjs');
  const steiner = { op: 'new', ruleset: 'kolaps-v2', name: 'Steiner', rank: 3,
    weapons: [{ name: 'Fusil', traits: ['arme-d-epaule', 'crosse'], cadence: 1 }] };
  const salamandre = { op: 'new', ruleset: 'kolaps-v2', name: 'Salamandre', rank: 3, protection: { name: 'Combinaison', class: 4, traits: ['ignifuge'] } };
  // Both rank 3: 6D6 each at 3+.
  const snap = viewOf(next(newGame(['APC', 'Feu'], [[steiner], [salamandre]], 7), 0, 'newTurn', {}, Array(12).fill(3)));
  const a = { from: 0, to: 1, action: 'frapper', weapon: 0, distance: 0, couvert: '', seCacher: '', esquive: false, parade: '', terrain: '', assaut: '', extra: 0 };
  assert.equal(fireproof(snap.sheets[1].sheet), true);
  assert.equal(fireproof(snap.sheets[0].sheet), false);
  // Frapper with the rifle's stock: crosse sent, no wound above blessé.
  const strike = actionRequest(snap, a);
  assert.deepEqual(strike.weapon, { crosse: true });
  assert.deepEqual(strike.protection, { class: 4, impacts: 0, ignifuge: true });
  const struck = auspex.calc(strike);
  assert.equal(struck.outcomes.etat_critique + struck.outcomes.hors_combat, 0);
  // The same rifle shooting: no crosse (the core refuses it on a shot).
  assert.equal(actionRequest(snap, { ...a, action: 'tir', distance: 1 }).weapon, undefined);
  // A fire-based shot at the Ignifugé protection: blocked, at most sonné.
  const fire = actionRequest(snap, { ...a, action: 'tir', distance: 1, feu: true });
  assert.deepEqual(fire.weapon, { feu: true });
  const burnt = auspex.calc(fire);
  assert.equal(burnt.ignifugeBlocks, true);
  assert.ok(Math.abs(burnt.outcomes.sonne - burnt.success) < 1e-12, 'every success only stuns');
});
