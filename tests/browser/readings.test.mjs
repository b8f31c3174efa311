// The table's readings (issue 32; play/readings.mjs, docs/calc.md "Readings")
// played at 390×844 from an empty device: picked once in the setup, said
// under the game's title and in the log, carried by the game's code to
// another phone, kept over a reload, in French and English; AT-44's Medic
// read before the cap in the attack panel (the odds the core's for the
// request with the reading, the passed tests typed beyond the models), and
// Titanicus's last point rolling its table. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS, fr } from './harness.mjs';
import { newList, addUnit, stored, at44FirstTurn, playList, handOver, reaverList, savedGame } from './lists-steps.mjs';
import { encodeGame, packGame } from '../../web/js/play/game-code.mjs';
import { STATES } from '../../web/js/games/titanicus/game.mjs';
import { decimal } from '../../web/js/platform/format.mjs';

const site = useSite();

test('AT-44: Medic read before the cap, picked in the setup, in the odds, the sheet, the log, the handed-over game and a reload', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'at44', 'una');
  await addUnit(page, 'steel-troopers');
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  // The readings, folded at the top of the setup: Auspex's until the table picks.
  assert.equal(await text(page, 'at44-readings-open'), 'Lectures des règles : celles d’Auspex');
  await byId(page, 'at44-readings-open').click();
  assert.deepEqual(await page.getByTestId(/^at44-reading-medic-/).allTextContents(), [
    'une perte de moins, après le plafond des figurines de l\'unité (par défaut)',
    'un test de dégâts réussi de moins, avant le plafond des figurines',
    'un point de dégât de moins : rien contre DÉGÂTS 2 ou plus']);
  await byId(page, 'at44-reading-medic-beforeCap').click();
  assert.equal(await text(page, 'at44-readings-open'), 'Lectures des règles : 1 choisie par la table');
  await page.screenshot({ path: `${SHOTS}/readings-at44-setup.png`, fullPage: true });
  // The opponent's Krasny, 2 models, given Medic (the ruleset gives no skills).
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList({ format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'red-blok', name: 'Red Blok', units: [{ unit: 'krasny-soldaty', options: { stars: 2 } }] })}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  while (await text(page, 'at44-setup-1-unit-0-count') !== '2') await byId(page, 'at44-setup-1-unit-0-count-dec').click();
  await byId(page, 'at44-setup-1-unit-0-skills').locator('summary').click();
  await byId(page, 'at44-setup-1-unit-0-skill-medic').click();
  assert.match(await text(page, 'at44-setup-1-unit-0-skills'), /Compétences \(les règles ne les donnent pas\) : 1/);
  assert.equal(await byId(page, 'at44-reading-medic-beforeCap').getAttribute('aria-pressed'), 'true', 'the pick kept while the setup changes');
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();

  // Said under the title, and first in the log.
  assert.match(await text(page, 'at44-readings'), /^Lectures des règles : 1 choisie par la table/);
  assert.equal(await text(page, 'at44-readings-medic'), 'Medic : un test de dégâts réussi de moins, avant le plafond des figurines');
  assert.match(await text(page, 'at44-log'), /Lectures de la table : Medic : un test de dégâts réussi de moins, avant le plafond des figurines/);
  assert.deepEqual((await savedGame(page, 'at44')).snapshot.readings, { medic: 'beforeCap', autoRepair: 'first' });

  // The attack: Medic said with the table's reading, the request carries it, the odds are the core's.
  await at44FirstTurn(page);
  await byId(page, 'at44-sheet-0-activate').click();
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  assert.match(await text(page, 'at44-attack-medic'), /un test de dégâts réussi de moins, avant le plafond des figurines/);
  const request = JSON.parse(await byId(page, 'at44-attack-odds').getAttribute('data-request'));
  assert.deepEqual(request.readings, { medic: 'beforeCap', autoRepair: 'first' });
  assert.equal(request.target.medic, true);
  const reply = site.core.calc(request);
  const after = site.core.calc({ ...request, readings: { medic: 'afterCap' } });
  assert.notDeepEqual(reply.casualties, after.casualties, 'the reading changes the odds');
  assert.match(await text(page, 'at44-attack-odds'), new RegExp(reply.hitTarget.replace('+', '\\+')));
  // Typed: the damage tests passed, one more than the 2 models at most (not 4).
  for (let k = 0; k < 4; k += 1) if (await byId(page, 'at44-attack-real-n-inc').isEnabled()) await byId(page, 'at44-attack-real-n-inc').click();
  assert.equal(await text(page, 'at44-attack-real-n'), '3');
  await byId(page, 'at44-attack-panel').screenshot({ path: `${SHOTS}/readings-at44-attack.png` });
  await byId(page, 'at44-attack-apply').click();
  await byId(page, 'at44-attack-panel').waitFor({ state: 'detached' });
  const game = await savedGame(page, 'at44');
  assert.equal(game.snapshot.game.sheets[1].sheet.left, 0, '3 passed, one taken back: both models lost');
  assert.match(await text(page, 'at44-log'), /Medic : 1 dégât de moins \(lecture « Medic : un test de dégâts réussi de moins, avant le plafond des figurines »\)/);
  await page.screenshot({ path: `${SHOTS}/readings-at44-game.png`, fullPage: true });
  await checkPage(page, errors, 'AT-44 readings');

  // Another phone: the same readings.
  const other = await handOver(site, page, 'at44');
  assert.equal(await text(other.page, 'at44-readings-medic'), 'Medic : un test de dégâts réussi de moins, avant le plafond des figurines');
  await other.context.close();
  // A reload, then English.
  await page.reload();
  await byId(page, 'at44-readings').waitFor();
  await byId(page, 'lang-toggle').click();
  await byId(page, 'at44-readings').locator('summary').click();
  assert.match(await text(page, 'at44-readings'), /^Readings of the rules: 1 chosen by the table/);
  assert.equal(await text(page, 'at44-readings-medic'), 'Medic: one passed damage test fewer, before the cap at the models');
  await page.screenshot({ path: `${SHOTS}/readings-at44-en.png`, fullPage: true });
  await checkPage(page, errors, 'AT-44 readings, English');
  await page.context().close();
});

test('a game code whose readings are not its system\'s is refused, naming the field', async () => {
  const { page, errors } = await site.open();
  await reaverList(page, 'Reavers');
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'titan-title').waitFor();
  const game = await savedGame(page, 'titanicus');
  assert.deepEqual(game.snapshot.readings, { lastPoint: 'noRoll', timesForce: 'dice' }, 'every reading kept, the default too');
  const link = async (readings) => `${site.url}#g=${await encodeGame({ id: 'g-readings', rev: 1, kind: 'titanicus', name: 'Reavers',
    ruleset: 'titanicus-v2', createdAt: '', snapshot: packGame(site.core, { ...game.snapshot, readings }, STATES) })}`;
  for (const [readings, path] of [[{ lastPoint: 'sometimes' }, 'snapshot.readings.lastPoint'], [{ medic: 'beforeCap', autoRepair: 'first' }, 'snapshot.readings.medic'], [['roll'], 'snapshot.readings']]) {
    await page.goto(await link(readings));
    await byId(page, 'link-error').waitFor({ state: 'visible' });
    assert.match(await text(page, 'link-error'), new RegExp(`son champ « ${path.replace(/\./g, '\\.')} » manque ou est illisible`));
  }
  await checkPage(page, errors, 'bad readings in a game code');
  await page.context().close();
});

test('Titanicus: the last point of a location rolls its table when the table reads it so', async () => {
  const { page, errors } = await site.open();
  await byId(page, 'lang-toggle').click();
  await reaverList(page, 'Reavers');
  await playList(page);
  await byId(page, 'titan-readings-open').click();
  await byId(page, 'titan-reading-lastPoint-roll').click();
  await page.screenshot({ path: `${SHOTS}/readings-titan-setup-en.png`, fullPage: true });
  await byId(page, 'titan-start').click();
  await byId(page, 'titan-title').waitFor();
  assert.equal(await text(page, 'titan-readings-lastPoint'), 'The point that empties a location: rolls the damage table like every other point');
  // The haut's last box at once: a die for each point from the 2nd, the last one too.
  const structure = await page.getByTestId(/^sheet-0-haut-box-\d+$/).count();
  await byId(page, `sheet-0-haut-box-${structure - 1}`).click();
  await byId(page, 'titan-dice').waitFor();
  assert.equal(await page.getByTestId(/^titan-die-\d+$/).count(), structure - 1);
  await page.screenshot({ path: `${SHOTS}/readings-titan-dice-en.png`, fullPage: true });
  for (let n = 0; n < 5 && await byId(page, 'titan-dice').isVisible().catch(() => false); n += 1) {
    if (await byId(page, 'titan-roll').count()) await byId(page, 'titan-roll').click();
    else {
      const k = Number(await byId(page, 'titan-pick-count').getAttribute('data-count'));
      for (let j = 0; j < k; j += 1) await page.getByTestId(/^titan-pick-\d+$/).nth(j).click();
      if (k > 1) await byId(page, 'titan-pick-ok').click();
    }
  }
  // (In the lines the game keeps: the titan destroyed, its weapons and the turn's end come after it.)
  const kept = (await savedGame(page, 'titanicus')).snapshot.log.map((l) => l.en).join('\n');
  assert.match(kept, /The last point rolls the table too \(reading “The point that empties a location: rolls the damage table like every other point”\)/);
  await checkPage(page, errors, 'Titanicus readings');
  await page.context().close();
});

test('Epic: each Marine designates its Boy (the table\'s reading), the shooters per target model said beside the odds', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'epic-v1', null);
  const a = await addUnit(page, 'marine-tactique');
  for (let k = 0; k < 4; k += 1) await byId(page, `entry-${a}-count-inc`).click();
  for (let k = 0; k < 3; k += 1) await byId(page, 'epic-strategic-inc').click();
  await byId(page, 'epic-morale-inc').click();
  await playList(page);
  await byId(page, 'epic-setup-0').waitFor();
  await byId(page, 'epic-readings-open').click();
  await byId(page, 'epic-reading-targeting-perModel').click();
  const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [{ unit: 'boy-ork', count: 2, options: { strategic: 2, morale: 5 } }] };
  await byId(page, 'epic-opponent-code').fill(`${site.url}#l=${site.core.encodeList(orks)}`);
  await byId(page, 'epic-opponent-add').click();
  await byId(page, 'epic-setup-1').waitFor();
  await byId(page, 'epic-start').click();
  await byId(page, 'epic-sheet-0').waitFor();
  assert.equal(await text(page, 'epic-readings-targeting'), 'Les cibles des tirs : chaque figurine qui tire désigne sa figurine cible, avant les dés');
  await byId(page, 'epic-sheet-0-attack').click();
  await byId(page, 'epic-attack-odds').waitFor();
  const request = JSON.parse(await byId(page, 'epic-attack-odds').getAttribute('data-request'));
  assert.deepEqual(request.readings, { targeting: 'perModel' });
  const reply = site.core.calc(request);
  assert.deepEqual(reply.split, [3, 2]);
  assert.equal(await text(page, 'epic-attack-split'), '3 + 2');
  assert.equal(await text(page, 'epic-attack-mean-casualties'), decimal('fr', reply.meanCasualties));
  const pooled = site.core.calc({ ...request, readings: { targeting: 'pooled' } });
  assert.ok(pooled.meanCasualties > reply.meanCasualties, 'pooled hits remove more');
  await byId(page, 'epic-attack-panel').screenshot({ path: `${SHOTS}/readings-epic-attack.png` });
  // « Planifier » reads per model too: the plan's split is the attack's, said per target model.
  await byId(page, 'epic-sheet-0-plan').click();
  await byId(page, 'epic-plan-0').waitFor();
  const plan = JSON.parse(await byId(page, 'epic-plan-panel').getAttribute('data-request'));
  assert.deepEqual(plan.readings, { targeting: 'perModel' });
  const best = site.core.calc(plan).plans[0];
  assert.deepEqual(best.split, [{ target: 0, unit: 0, models: [[3], [2]] }]);
  assert.equal(await text(page, 'epic-plan-0-split-0'), 'Tireurs par figurine de Boy Ork (lecture de la table) : 3 + 2');
  assert.equal(await text(page, 'epic-plan-0-mean'), decimal('fr', best.meanRemoved));
  await byId(page, 'epic-plan-panel').screenshot({ path: `${SHOTS}/readings-epic-plan.png` });
  await byId(page, 'lang-toggle').click();
  await byId(page, 'epic-plan-0-split-0').waitFor();
  assert.equal(await text(page, 'epic-plan-0-split-0'), 'Shooters per model of Boy Ork (the table’s reading): 3 + 2');
  await byId(page, 'lang-toggle').click();
  await checkPage(page, errors, 'Epic readings');
  await page.context().close();
});

test('KOLAPS, in English: « de rang supérieur » read as a greater rank number, picked in the setup and said on the game screen', async () => {
  const { page, errors } = await site.open();
  await byId(page, 'lang-toggle').click();
  await newList(page, 'kolaps-v2', null);
  const a = await addUnit(page, 'personnage');
  await byId(page, `entry-${a}-name`).fill('Steiner');
  await byId(page, `entry-${a}-name`).press('Tab');
  await playList(page);
  await byId(page, 'kolaps-setup-0').waitFor();
  await byId(page, 'kolaps-readings-open').click();
  assert.deepEqual(await page.getByTestId(/^kolaps-reading-rankAbove-/).allTextContents(), [
    'a rank nearer 1 (more elite): 5 XP for it, 25 for an equal or lesser one (default)',
    'a greater rank number (less experienced): 5 XP for it, 25 for an equal or more elite one']);
  await byId(page, 'kolaps-reading-rankAbove-number').click();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'Vampires', units: [{ unit: 'personnage', name: 'Vampire', options: { rank: 1 } }] };
  await byId(page, 'kolaps-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'kolaps-opponent-add').click();
  await byId(page, 'kolaps-setup-1').waitFor();
  await page.screenshot({ path: `${SHOTS}/readings-kolaps-setup-en.png`, fullPage: true });
  await byId(page, 'kolaps-start').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  assert.equal(await text(page, 'kolaps-readings-rankAbove'),
    'An adversary "of a higher rank" (XP, law 12-3): a greater rank number (less experienced): 5 XP for it, 25 for an equal or more elite one');
  assert.match(await text(page, 'kolaps-log'), /^The table’s readings: An adversary "of a higher rank"/);
  assert.deepEqual((await savedGame(page, 'kolaps')).snapshot.readings, { rankAbove: 'number' });
  // The list keeps the table's pick: in its file, its link, and the next game's setup.
  const list = Object.values((await stored(page)).lists).find((r) => r.list.ruleset === 'kolaps-v2').list;
  assert.deepEqual(list.readings, { rankAbove: 'number' });
  assert.deepEqual(site.core.decodeList(site.core.encodeList(list)).readings, { rankAbove: 'number' });
  await byId(page, 'kolaps-back').click();
  await playList(page, page.getByTestId('lists-play').first());
  await byId(page, 'kolaps-setup-0').waitFor();
  await byId(page, 'kolaps-readings-open').click();
  assert.equal(await byId(page, 'kolaps-reading-rankAbove-number').getAttribute('aria-pressed'), 'true');
  await checkPage(page, errors, 'KOLAPS readings');
  await page.context().close();
});

test('Deliver 4 on the page: the Trident hooked beside a titan\'s shot, an obstacle with no risk in KOLAPS « Autres jets »', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'titanicus-v1', 'imperial');
  await addUnit(page, 'warhound', ['trident', 'multilaser']);
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Ennemi', faction: 'imperial',
    units: [{ unit: 'reaver', count: 1, weapons: ['gatling-blaster', 'plasma-cannon', 'multilaser'] }] };
  await byId(page, 'titan-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'titan-opponent-add').click();
  await byId(page, 'sheet-1').waitFor();
  await byId(page, 'sheet-0-activate').click();
  await byId(page, 'sheet-0-weapon-0-shoot').click();
  await byId(page, 'shot-panel').waitFor();
  const request = JSON.parse(await byId(page, 'shot-odds').getAttribute('data-request'));
  assert.equal(request.attacker.weapon, 'trident');
  const reply = site.core.calc(request);
  assert.ok(reply.hooked > 0 && reply.hooked < 1);
  assert.equal(await text(page, 'shot-hooked'), fr(reply.hooked));
  assert.match(await byId(page, 'shot-odds').innerText(), /Trident accroché \(jet de 4\+ ou dégâts\)/);
  await byId(page, 'shot-panel').screenshot({ path: `${SHOTS}/trident-hooked.png` });
  await checkPage(page, errors, 'Trident hooked');
  await page.context().close();
});

test('AT-44: Autoréparation kept for the impact that would destroy the vehicle, picked in the setup, in the odds and on the card', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'at44', 'therian');
  await addUnit(page, 'baal-golgoth');
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  await byId(page, 'at44-readings-open').click();
  await byId(page, 'at44-reading-autoRepair-chosen').click();
  const una = { format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'una', name: 'UNA', units: [{ unit: 'king-mammoth', options: { stars: 5 } }] };
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList(una)}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await byId(page, 'at44-setup-1-unit-0-skills').locator('summary').click();
  await byId(page, 'at44-setup-1-unit-0-skill-autoreparation').click();
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  assert.equal(await text(page, 'at44-readings-autoRepair'), 'Autoréparation : gardée par son propriétaire pour l\'impact qui détruirait le véhicule, un point de moins le sauvant ; dépensée sur aucun autre');
  await at44FirstTurn(page);
  await byId(page, 'at44-sheet-0-activate').click();
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  assert.equal(await text(page, 'at44-attack-autorepair'), 'Autoréparation de la cible : gardée pour l’impact qui détruirait le véhicule (lecture de la table ; pas encore utilisée ce tour) : oui');
  const request = JSON.parse(await byId(page, 'at44-attack-odds').getAttribute('data-request'));
  assert.equal(request.readings.autoRepair, 'chosen');
  assert.equal(request.target.autoRepair, true);
  const reply = site.core.calc(request);
  assert.equal(await text(page, 'at44-attack-destroyed'), fr(reply.destroyed));
  const first = site.core.calc({ ...request, readings: { ...request.readings, autoRepair: 'first' } });
  assert.notEqual(first.meanChassisLost, reply.meanChassisLost, 'the reading changes the odds');
  await byId(page, 'at44-attack-panel').screenshot({ path: `${SHOTS}/readings-at44-autorepair.png` });

  // The real result: 1 on a weapon (taken in full: Autoréparation kept), then the châssis's every
  // point, which would destroy it: one point fewer saves it.
  const mammoth = (await savedGame(page, 'at44')).snapshot.game.sheets[1].sheet.vehicles[0];
  await byId(page, 'at44-attack-real-w0-inc').click();
  for (let k = 0; k < mammoth.chassis; k += 1) await byId(page, 'at44-attack-real-chassis-inc').click();
  await byId(page, 'at44-attack-apply').click();
  const v = (await savedGame(page, 'at44')).snapshot.game.sheets[1].sheet.vehicles[0];
  assert.equal(v.weapons[0], mammoth.weapons[0] - 1, 'the weapon took its damage in full');
  assert.equal(v.chassis, 1, 'saved by one point');
  assert.equal(v.autoRepairUsed, true);
  await checkPage(page, errors, 'AT-44 Autoréparation kept');
  await page.context().close();
});

test('Titanicus: « 4+ 2x10 » read as one die whose hit rolls twice, picked in the setup, in the Kanon d\'bide\'s odds', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'titanicus-v2', 'orks');
  await addUnit(page, 'goff-gargant'); // it comes with its weapons, the Kanon d'bide first
  await playList(page);
  await byId(page, 'titan-readings-open').click();
  await byId(page, 'titan-reading-timesForce-rollsPerHit').click();
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  assert.equal(await text(page, 'titan-readings-timesForce'), '« 2x10 » après un jet pour toucher (Kanon d\'bide « 4+ 2x10 ») : 1 dé, dont la touche fait 2 jets de dégâts à F10');
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v2', name: 'Ennemi', faction: 'imperial',
    units: [{ unit: 'reaver', count: 1, weapons: ['plasma-cannon', 'vulcan-mega-bolter'] }] };
  await byId(page, 'titan-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'titan-opponent-add').click();
  await byId(page, 'sheet-1').waitFor();
  await byId(page, 'sheet-0-activate').click();
  await byId(page, 'titan-roll').click(); // the gargant's action points (v2: « 5x 5 + PA »), rolled by the phone
  await byId(page, 'sheet-0-weapon-0-shoot').click();
  await byId(page, 'shot-panel').waitFor();
  const request = JSON.parse(await byId(page, 'shot-odds').getAttribute('data-request'));
  assert.equal(request.attacker.weapon, 'kanon-d-bide');
  assert.equal(request.readings.timesForce, 'rollsPerHit');
  const reply = site.core.calc(request);
  assert.equal(reply.hits.length, 2, 'one die: 0 or 1 hit');
  assert.equal(await text(page, 'shot-hit'), fr(1 - reply.hits[0]));
  const twoDice = site.core.calc({ ...request, readings: { ...request.readings, timesForce: 'dice' } });
  assert.equal(twoDice.hits.length, 3, 'the default: 2 dice');
  await byId(page, 'shot-panel').screenshot({ path: `${SHOTS}/readings-titan-kanon.png` });
  await checkPage(page, errors, 'Titanicus Kanon d\'bide reading');
  await page.context().close();
});
