// "Attaquer…" on an AT-44 unit sheet at 390×844: Steel troopers shoot at the
// opponent's Krasny soldaty; the odds shown are the core's answer to the
// request built from both sheets, a value the ruleset lacks is asked and
// changes the odds, the real result goes on both sheets in one undo step.
// Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, openMore, at44FirstTurn, playList, savedGame } from './lists-steps.mjs';
import { decimal, percent } from '../../web/js/platform/format.mjs';

const site = useSite();
const savedGameOf = (page) => savedGame(page, 'at44');
const requestShown = async (page) => JSON.parse(await byId(page, 'at44-attack-odds').getAttribute('data-request'));

/**
 * A game of `faction`'s `unit` against the opponent's one-unit company from
 * its link (setup(page) may change the setup), a turn started with the
 * authority rolled, our unit activated.
 */
async function playTurn(page, faction, unit, opponent, setup = async () => {}) {
  await newList(page, 'at44', faction);
  await addUnit(page, unit);
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList({ format: 'auspex-list', version: 1, ruleset: 'at44', ...opponent })}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await setup(page);
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  await at44FirstTurn(page);
  await byId(page, 'at44-sheet-0-activate').click();
}

test('AT-44 sheet → calculator: odds of the core for the sheets\' state, a value asked, the real result on both sheets, undone in one step; a move and an officer\'s stars', async () => {
  const { page, errors } = await site.open();
  await playTurn(page, 'una', 'steel-troopers', { faction: 'red-blok', name: 'Red Blok', units: [{ unit: 'krasny-soldaty', options: { stars: 2 } }] },
    (p) => byId(p, 'at44-setup-1-unit-0-count-inc').click());
  const before = (await savedGameOf(page)).snapshot;

  // The panel: the laser rifle at the Krasny, range 1; the odds are the core's.
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  let request = await requestShown(page);
  assert.equal(request.attacker.weapon, 'laser-rifle');
  assert.equal(request.attacker.count, before.game.sheets[0].sheet.left);
  assert.equal(request.target.count, 6, 'the Krasny sheet\'s models');
  assert.equal(request.attack.range, 1);
  let reply = site.core.calc(request);
  assert.equal(await text(page, 'at44-attack-hit'), reply.hitTarget);
  assert.equal(await text(page, 'at44-attack-casualties'), decimal('fr', reply.meanCasualties));
  // The ruleset gives no damage for the laser rifle: asked, and it changes the request.
  assert.equal(await byId(page, 'at44-attack-ask-rerolls').count(), 1, 're-rolls asked');
  await byId(page, 'at44-attack-ask-rerolls-inc').click();
  await byId(page, 'at44-attack-range-inc').click();
  await byId(page, 'at44-attack-cover').click();
  request = await requestShown(page);
  assert.equal(request.attacker.rerolls, 1);
  assert.equal(request.attack.range, 2);
  assert.equal(request.target.cover, true);
  reply = site.core.calc(request);
  assert.equal(await text(page, 'at44-attack-casualties'), decimal('fr', reply.meanCasualties));
  await checkPage(page, errors, 'attack panel');

  // The real result: 2 casualties, the leader among them; the troopers fired.
  await byId(page, 'at44-attack-real-n-inc').click();
  await byId(page, 'at44-attack-real-n-inc').click();
  await byId(page, 'at44-attack-real-leader').click();
  await byId(page, 'at44-attack-apply').click();
  assert.equal(await byId(page, 'at44-attack-panel').count(), 0, 'the panel closes');
  const after = (await savedGameOf(page)).snapshot;
  const fired = site.core.at44Sheet({ op: 'apply', sheet: before.game.sheets[0].sheet, action: { type: 'fire' } }).sheet;
  const hurt = site.core.at44Sheet({ op: 'apply', sheet: before.game.sheets[1].sheet, action: { type: 'casualties', n: 2, leader: true } }).sheet;
  assert.deepEqual(after.game.sheets[0].sheet, fired);
  assert.deepEqual(after.game.sheets[1].sheet, hurt);
  assert.match(await text(page, 'at44-sheet-1-state'), /^4\/6 combattants/);

  // One undo takes both back.
  await byId(page, 'at44-undo').click();
  const undone = (await savedGameOf(page)).snapshot;
  assert.deepEqual(undone.game.sheets, before.game.sheets);
  // The card's own actions: a move, then an enemy officer's stars won at once.
  await byId(page, 'at44-sheet-0-move').click();
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets[0].sheet,
    site.core.at44Sheet({ op: 'apply', sheet: before.game.sheets[0].sheet, action: { type: 'move', run: false } }).sheet);
  assert.equal(await byId(page, 'at44-sheet-0-move').isDisabled(), true, 'once per activation');
  await byId(page, 'at44-officer-stars-0-inc').click();
  await byId(page, 'at44-officer-stars-0-inc').click();
  await byId(page, 'at44-officer-stars-0-ok').click();
  const won = site.core.at44Turn({ op: 'apply', turn: before.game.turn, action: { type: 'destroyed', player: 0, officerStars: 2 } }).turn;
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, won);
  await byId(page, 'lang-toggle').click();
  await byId(page, 'at44-sheet-0-attack').click();
  assert.doesNotMatch(await text(page, 'at44-attack-panel'), /at44[A-Z]/, 'no key shown');
  await byId(page, 'lang-toggle').click();
  await page.screenshot({ path: `${SHOTS}/auspex-at44-attack.png`, fullPage: true });
  await checkPage(page, errors, 'after undo');
  await page.context().close();
});

test('AT-44 sheet → calculator on a vehicle: the King Mammoth\'s PS left in the request, damage typed per location goes on its card', async () => {
  const { page, errors } = await site.open();
  await playTurn(page, 'therian', 'baal-golgoth', { faction: 'una', name: 'UNA', units: [{ unit: 'king-mammoth', options: { stars: 5 } }] });
  // A first hit on the châssis from the card, then the shot.
  await openMore(page, 1);
  await byId(page, 'at44-sheet-1-vehicle-0-hit').click();
  const before = (await savedGameOf(page)).snapshot;
  const mammoth = before.game.sheets[1].sheet;
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  const request = await requestShown(page);
  assert.deepEqual(request.target.left, { chassis: mammoth.vehicles[0].chassis, propulsion: mammoth.vehicles[0].propulsion, weapons: mammoth.vehicles[0].weapons });
  const reply = site.core.calc(request);
  assert.equal(await text(page, 'at44-attack-chassis'), decimal('fr', reply.meanChassisLost));
  // Real damage: 3 on the heavy ZZ gun (its 5th weapon), 1 on the châssis.
  for (let k = 0; k < 3; k += 1) await byId(page, 'at44-attack-real-w4-inc').click();
  await byId(page, 'at44-attack-real-chassis-inc').click();
  await byId(page, 'at44-attack-apply').click();
  const v = (await savedGameOf(page)).snapshot.game.sheets[1].sheet.vehicles[0];
  assert.deepEqual(v.weapons, [1, 1, 1, 1, 0]);
  assert.equal(v.chassis, mammoth.vehicles[0].chassis - 1);
  assert.match(await text(page, 'at44-sheet-1-vehicle-0'), new RegExp(`châssis ${v.chassis}/`));
  await checkPage(page, errors, 'vehicle attack');
  await page.context().close();
});

test('AT-44 sheet → calculator on scenery: a material of the seed, its structure left and when its ARM falls; the odds are the core\'s, in French and in English; only the shot goes on the sheet', async () => {
  const { page, errors } = await site.open();
  await playTurn(page, 'una', 'steel-troopers', { faction: 'red-blok', name: 'Red Blok', units: [{ unit: 'krasny-soldaty', options: { stars: 2 } }] });
  const before = (await savedGameOf(page)).snapshot;
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-target').selectOption('scenery');
  await byId(page, 'at44-attack-material').waitFor();
  assert.equal(await byId(page, 'at44-attack-cover').count(), 0, 'no cover for scenery');
  let request = await requestShown(page);
  assert.deepEqual(request.target, { scenery: { structure: 8 } });
  const check = async (lang) => {
    request = await requestShown(page);
    const reply = site.core.calc(request);
    assert.equal(await text(page, 'at44-attack-damage'), reply.damageTarget);
    assert.equal(await text(page, 'at44-attack-collapsed'), percent(lang, reply.collapsed));
    assert.equal(await text(page, 'at44-attack-structure-lost'), decimal(lang, reply.meanStructureLost));
  };
  await check('fr');
  // A low wall already damaged, its ARM falling with each damage.
  await byId(page, 'at44-attack-material').selectOption('muret');
  for (let k = 0; k < 9; k += 1) await byId(page, 'at44-attack-structure-dec').click();
  await byId(page, 'at44-attack-arm-falls').click();
  await check('fr');
  assert.deepEqual(request.target, { scenery: { structure: 3, armFalls: 'impact' } });
  // A Jammer weapon: its fixed result (4 by default, 5 here) in place of PEN.
  await byId(page, 'at44-attack-jammer').click();
  await byId(page, 'at44-attack-jammer-value-inc').click();
  await check('fr');
  assert.equal(request.attack.jammer, 5);
  assert.equal(await text(page, 'at44-attack-damage'), '5+');
  assert.match(await text(page, 'at44-attack-panel'), /S’effondre/);
  await byId(page, 'at44-sheet-0').screenshot({ path: `${SHOTS}/auspex-at44-scenery-fr.png` });
  await checkPage(page, errors, 'scenery panel');
  await byId(page, 'lang-toggle').click();
  await check('en');
  assert.match(await text(page, 'at44-attack-panel'), /Collapses/);
  await byId(page, 'at44-sheet-0').screenshot({ path: `${SHOTS}/auspex-at44-scenery-en.png` });
  await byId(page, 'lang-toggle').click();
  // Applied: the troopers fired, the Krasny untouched.
  await byId(page, 'at44-attack-apply').click();
  const after = (await savedGameOf(page)).snapshot;
  assert.equal(after.game.sheets[0].sheet.fired, true);
  assert.deepEqual(after.game.sheets[1].sheet, before.game.sheets[1].sheet);
  await page.context().close();
});

test('AT-44 a mortar\'s template on scenery (« On peut toujours s\'en prendre aux décors »): the piece takes one combatant\'s impacts, the odds the core\'s', async () => {
  const { page, errors } = await site.open();
  await playTurn(page, 'red-blok', 'sierps', { faction: 'una', name: 'UNA', units: [{ unit: 'steel-troopers', options: { stars: 2 } }] });
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-weapon').selectOption('mortier');
  await byId(page, 'at44-attack-target').selectOption('scenery');
  await byId(page, 'at44-attack-material').waitFor();
  assert.equal(await byId(page, 'at44-attack-under').count(), 0, 'no models under: the piece is one');
  const request = await requestShown(page);
  assert.deepEqual(request.target, { scenery: { structure: 8 } });
  const reply = site.core.calc(request);
  assert.ok(reply.impactsPerModel && reply.collapsed !== undefined, 'a template\'s answer, with the scenery\'s');
  assert.equal(await byId(page, 'at44-attack-error').count(), 0);
  assert.equal(await text(page, 'at44-attack-structure-lost'), decimal('fr', reply.meanStructureLost));
  assert.equal(await text(page, 'at44-attack-collapsed'), percent('fr', reply.collapsed));
  await byId(page, 'at44-attack-panel').screenshot({ path: `${SHOTS}/at44-template-scenery.png` });
  await checkPage(page, errors, 'template on scenery');
  await page.context().close();
});
