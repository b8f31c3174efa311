// The KOLAPS game screen's data (web/js/games/kolaps/game.mjs) through the wasm
// core: a roster's characters become kolapsSheet "new" requests, a new game
// holds both Unités' sheets, and a turn of two characters (combativité rolled,
// an action spent, a wound) gives the core's own sheets, each step undoable
// since the snapshot before it is untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { charactersOf, newSnapshot, applyCharacter, sideName } from '../../web/js/games/kolaps/game.mjs';

loadRulesets();
const sheetOf = (request) => auspex.kolapsSheet(request).sheet;
const apply = (sheet, action) => auspex.kolapsSheet({ op: 'apply', sheet, action }).sheet;

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

test('kolaps game: one turn of two characters, each step the core\'s sheet', () => {
  const a = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 };
  const b = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  const start = newSnapshot(auspex, ['APC', 'Vampires'], [[a], [b]], 42);
  assert.equal(start.sheets.length, 2);
  assert.equal(sideName(start, 1), 'Vampires');
  // Rank 3 asks for 6D6; rank 1 has its 6 without dice.
  const asked = applyCharacter(auspex, start, 0, { type: 'newTurn' });
  assert.equal(asked.needs.dice, 6);
  assert.equal(asked.snapshot, start, 'nothing changed');
  const dice = [3, 3, 3, 1, 2, 6];
  const s1 = applyCharacter(auspex, start, 0, { type: 'newTurn', dice }).snapshot;
  assert.deepEqual(s1.sheets[0].sheet, apply(sheetOf(a), { type: 'newTurn', dice }));
  assert.equal(s1.sheets[0].sheet.combativite.current, 4, 'the seed: 4 dice at 3+');
  const s2 = applyCharacter(auspex, s1, 1, { type: 'newTurn' }).snapshot;
  assert.equal(s2.sheets[1].sheet.combativite.current, 6);
  // Solmeyer shoots (2 combativité, 1 fatigue), the Vampire is wounded.
  const s3 = applyCharacter(auspex, s2, 0, { type: 'spend', points: 2, fatigue: 1 }).snapshot;
  assert.equal(s3.sheets[0].sheet.combativite.current, 2);
  assert.equal(s3.sheets[0].sheet.activation, 'en-attente');
  const s4 = applyCharacter(auspex, s3, 1, { type: 'wound', level: 'blesse' }).snapshot;
  assert.equal(s4.sheets[1].sheet.health.state, 'blesse');
  assert.match(s4.log[0].fr, /^Vampire : /, 'the log names the character');
  assert.equal(s3.sheets[1].sheet.health.state, 'indemne', 'the earlier snapshot untouched (undo)');
  assert.throws(() => applyCharacter(auspex, s4, 0, { type: 'spend', points: 5 }), /needs 5 combativité/);
});

test('kolaps game: Solmeyer shoots a covered Vampire; odds from both sheets, the result on both sheets in one step', async () => {
  const { actionRequest, oppositionCost, resultSteps, targetsOf } = await import('../../web/js/games/kolaps/attack.mjs');
  const { applyCharacters } = await import('../../web/js/games/kolaps/game.mjs');
  const { readFileSync } = await import('node:fs');
  const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/kolaps-v2.json', import.meta.url), 'utf8'));
  const solmeyer = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3,
    weapons: [{ name: 'Fusil d\'assaut', traits: ['arme-d-epaule', 'automatique', { id: 'penetrant', x: 1 }], cadence: 2 }] };
  const vampire = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 2, protection: { name: 'Cuir', class: 4, traits: ['solide'] } };
  let snap = newSnapshot(auspex, ['APC', 'Vampires'], [[solmeyer], [vampire]], 7);
  snap = applyCharacter(auspex, snap, 0, { type: 'newTurn', dice: [3, 3, 3, 1, 2, 6] }).snapshot;
  snap = applyCharacter(auspex, snap, 1, { type: 'newTurn', dice: [2, 2, 2, 1, 1, 1] }).snapshot;
  assert.deepEqual(targetsOf(snap, 0), [1]);
  const a = { from: 0, to: 1, action: 'tir', weapon: 0, distance: 2, couvert: 'leger', seCacher: '', esquive: false, parade: '', terrain: '', assaut: '', extra: 0 };
  const request = actionRequest(snap, a);
  assert.deepEqual(request, { system: 'kolaps', ruleset: 'kolaps-v2', action: 'tir', opposition: { couvert: 'leger' },
    weapon: { penetrant: 1 }, protection: { class: 4, impacts: 0, solide: true } });
  // The same odds as the contract's own form of the request.
  assert.deepEqual(auspex.calc(request), auspex.calc({ system: 'kolaps', ruleset: 'kolaps-v2', action: 'tir', opposition: { couvert: 'leger' },
    weapon: { penetrant: 1 }, protection: { class: 4, impacts: 0, solide: true } }));
  assert.deepEqual(oppositionCost(snap, ruleset, a), { points: 1, fatigue: 0 }, 'à couvert: 1 combativité');
  const steps = resultSteps(snap, ruleset, a, { outcome: 'blesse', absorbed: false });
  assert.deepEqual(steps.map((s) => [s.sheet, s.action.type]), [[1, 'spend'], [0, 'spend'], [0, 'weapon'], [1, 'wound'], [0, 'xp']]);
  const after = applyCharacters(auspex, snap, steps).snapshot;
  const [me, them] = after.sheets.map((s) => s.sheet);
  assert.equal(me.combativite.current, 2, 'tir: 2 of 4');
  assert.equal(me.weapons[0].usesLeft, 1);
  assert.equal(me.xp, 5, 'a wound inflicted: 5 XP');
  assert.equal(them.combativite.current, 3 - 1 - 1, 'opposition 1, then the wound\'s loss');
  assert.equal(them.health.state, 'blesse');
  // Absorbed by the protection instead: only sonné, one impact, no XP.
  const absorbed = applyCharacters(auspex, snap, resultSteps(snap, ruleset, a, { outcome: 'blesse', absorbed: true })).snapshot;
  assert.equal(absorbed.sheets[1].sheet.health.sonne, true);
  assert.equal(absorbed.sheets[1].sheet.protection.impacts, 1);
  assert.equal(absorbed.sheets[0].sheet.xp, 0);
  // A double 1 on a shot: the incident de tir's line of the third die (4: jammed, sonné, 1 more lost).
  const mishap = resultSteps(snap, ruleset, { ...a, couvert: '' }, { outcome: 'mishap', mishapDie: 4 });
  assert.deepEqual(mishap.map((s) => s.action), [{ type: 'spend', points: 2, fatigue: 0, failed: true },
    { type: 'weapon', index: 0, event: 'enrayee' }, { type: 'wound', level: 'sonne' }, { type: 'lose', points: 1 }]);
  const jammed = applyCharacters(auspex, snap, mishap).snapshot.sheets[0].sheet;
  assert.equal(jammed.weapons[0].state, 'enrayee');
  assert.equal(jammed.health.sonne, true);
  assert.equal(jammed.combativite.current, 0);
  // A maladresse (frapper, die 1): disarmed, wounded, épuisé, au sol.
  const fumble = resultSteps(snap, ruleset, { ...a, action: 'frapper', couvert: '' }, { outcome: 'mishap', mishapDie: 1 });
  assert.deepEqual(fumble.slice(1).map((s) => s.action.type + (s.action.event ?? s.action.level ?? s.action.id ?? s.action.state ?? '')),
    ['weaponlachee', 'woundblesse', 'statusau-sol', 'activationepuise']);
  const fumbled = applyCharacters(auspex, snap, fumble).snapshot.sheets[0].sheet;
  assert.deepEqual([fumbled.weapons[0].dropped, fumbled.health.state, fumbled.statuses.auSol, fumbled.activation], [true, 'blesse', true, 'epuise']);
  // A failure costs 2 more (8-14).
  const failed = applyCharacters(auspex, snap, resultSteps(snap, ruleset, { ...a, couvert: '' }, { outcome: 'failure' })).snapshot;
  assert.equal(failed.sheets[0].sheet.combativite.current, 0);
  // A mitraillage's simple failure costs nothing more (9-13), as the activation planner reads it.
  const strafe = resultSteps(snap, ruleset, { ...a, action: 'mitraillage', couvert: '' }, { outcome: 'failure' });
  assert.equal(strafe[0].action.type, 'spend');
  assert.equal(strafe[0].action.failed, undefined);
});

test('kolaps game: the activation draw follows the sheets (Réserve from combativité, spends and oppositions mirrored, hors combat)', async () => {
  const { applyDraw } = await import('../../web/js/games/kolaps/game.mjs');
  const a = { op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 };
  const b = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  let snap = newSnapshot(auspex, ['APC', 'Vampires'], [[a], [b]], 3);
  assert.equal(snap.draw.phase, 'setup');
  snap = applyCharacter(auspex, snap, 0, { type: 'newTurn', dice: [3, 3, 3, 1, 2, 6] }).snapshot;
  snap = applyCharacter(auspex, snap, 1, { type: 'newTurn' }).snapshot;
  snap = applyDraw(auspex, snap, { type: 'startTurn' }).snapshot;
  assert.deepEqual(snap.draw.reserve, ['c0', 'c1']);
  assert.deepEqual(snap.draw.characters.map((c) => c.combativite), [4, 6], 'the sheets\' combativité');
  const asked = applyDraw(auspex, snap, { type: 'draw' });
  assert.deepEqual([asked.needs.dice, asked.needs.sides], [1, 2], 'one die of as many sides as markers');
  snap = applyDraw(auspex, snap, { type: 'draw', dice: [1] }).snapshot;
  assert.equal(snap.draw.active, 'c0');
  // Solmeyer's action on its sheet is its spend in the draw; the Vampire's esquive an opposition.
  snap = applyCharacter(auspex, snap, 0, { type: 'spend', points: 2 }).snapshot;
  assert.equal(snap.draw.characters[0].combativite, 2);
  snap = applyCharacter(auspex, snap, 1, { type: 'spend', points: 1, opposition: true }).snapshot;
  assert.equal(snap.draw.characters[1].combativite, 5);
  assert.equal(snap.draw.characters[1].state, 'reserve', 'an opposition is no activation');
  // Who may act now: Solmeyer, active; the Vampire waits in the Réserve for his marker (Loi 7-12).
  assert.deepEqual(snap.drawMayAct.map((c) => c.allowed), [true, false]);
  assert.equal(snap.drawMayAct[1].why.fr, 'Vampire attend dans la Réserve : il agit quand son marqueur est pioché (Loi 7-12)');
  snap = applyDraw(auspex, snap, { type: 'endActivation' }).snapshot;
  assert.equal(snap.draw.characters[0].state, 'attente');
  // Ended épuisé in the draw, épuisé on the sheet too: no more spending, not even an opposition (Loi 7-14, 9-23).
  const ended = applyDraw(auspex, applyDraw(auspex, snap, { type: 'draw' }).snapshot, { type: 'endActivation', exhausted: true }).snapshot;
  assert.equal(ended.draw.characters[1].state, 'epuise');
  assert.equal(ended.sheets[1].sheet.activation, 'epuise');
  assert.equal(ended.sheets[1].actions.find((x) => x.type === 'spend').allowed, false);
  assert.equal(ended.sheets[0].sheet.activation, snap.sheets[0].sheet.activation, 'Solmeyer, en attente, unchanged');
  // The Vampire drawn (the last marker, no die), then hors combat on its sheet: out of the draw, the fight over.
  snap = applyDraw(auspex, snap, { type: 'draw' }).snapshot;
  assert.equal(snap.draw.active, 'c1');
  snap = applyCharacter(auspex, snap, 1, { type: 'wound', level: 'hors-combat' }).snapshot;
  assert.equal(snap.draw.characters[1].state, 'horsCombat');
  assert.equal(snap.draw.phase, 'over');
  assert.deepEqual(snap.draw.over, { reason: 'noCharacters', player: 1 }, 'the Unité with no one left');
});

test('kolaps campaign (Loi 12): XP of the game into the roster, a death roll for each one hors combat, the dead out of the roster', async () => {
  const { deathRoll, reportedList } = await import('../../web/js/games/kolaps/campaign.mjs');
  const { dieAt } = await import('../../web/js/platform/dice.mjs');
  const list = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', units: [
    { unit: 'personnage', name: 'Steiner', options: { rank: 3, xp: 10 } },
    { unit: 'personnage', name: 'Boronov', options: { rank: 4 } },
    { unit: 'personnage', name: 'Garde', count: 2, options: { rank: 5 } }] };
  const foe = { op: 'new', ruleset: 'kolaps-v2', name: 'Vampire', rank: 1 };
  let snap = newSnapshot(auspex, ['APC', 'Vampires'], [charactersOf(list), [foe]], 11);
  assert.deepEqual(snap.sheets.map((s) => s.entry), [{ at: 0, copies: 1 }, { at: 1, copies: 1 }, { at: 2, copies: 2 }, { at: 2, copies: 2 }, undefined]);
  snap = applyCharacter(auspex, snap, 0, { type: 'xp', event: 'blessure' }).snapshot;
  snap = applyCharacter(auspex, snap, 0, { type: 'xp', event: 'hors-combat-rang-superieur' }).snapshot;
  snap = applyCharacter(auspex, snap, 2, { type: 'xp', event: 'blessure' }).snapshot;
  snap = applyCharacter(auspex, snap, 1, { type: 'wound', level: 'hors-combat' }).snapshot;
  // Boronov's death roll: rank 4 dies below its threshold, one die from the game's seed.
  const rolled = deathRoll(snap, 1);
  const die = dieAt(11, snap.rng.n);
  const need = Number(/^(\d)\+$/.exec(snap.sheets[1].sheet.profile.thresholds.death)[1]);
  assert.deepEqual(rolled.campaign.deaths[1], { die, survived: die >= need });
  assert.equal(rolled.rng.n, snap.rng.n + 1);
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
  let snap = newSnapshot(auspex, ['APC', 'Feu'], [[steiner], [salamandre]], 7);
  snap = applyCharacter(auspex, snap, 0, { type: 'newTurn', dice: [3, 3, 3, 3, 3, 3] }).snapshot;
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
