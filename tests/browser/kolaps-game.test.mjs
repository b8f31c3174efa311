// The KOLAPS game screen at 390×844: a roster of one character played
// against the opponent's from their link; one full turn of two characters:
// combativité from real dice (rank 2) and without dice (rank 1), the
// Réserve formed, a marker drawn blind, "Agir sur…" with the core's odds for
// the request built from both sheets, the real wound put on both sheets, the
// draw following (spend, en attente, the next sequence, the end of the
// turn), undo, a reload keeping the game, and the game's XP reported into
// the roster (Loi 12). Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS, settle } from './harness.mjs';
import { newList, addUnit, stored, playList, savedGame, fill } from './lists-steps.mjs';
import { percent } from '../../web/js/platform/format.mjs';

const site = useSite();
const savedGameOf = (page) => savedGame(page, 'kolaps');

test('KOLAPS: one full turn of two characters — combativité, the draw, an attack with the core\'s odds, the wound on both sheets, undo, reload', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'kolaps-v2', null);
  await fill(page, 'list-name', 'APC');
  const a = await addUnit(page, 'personnage');
  await fill(page, `entry-${a}-name`, 'Steiner');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).click();
  await byId(page, `entry-${a}-arm-add`).click();
  await fill(page, `entry-${a}-arm-0-name`, 'Fusil');
  await byId(page, `entry-${a}-arm-0-class`).selectOption('arme-d-epaule');
  await byId(page, `entry-${a}-arm-0-cadence-inc`).click();
  await byId(page, `entry-${a}-arm-0-trait-penetrant`).click();

  await playList(page);
  await byId(page, 'kolaps-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'Vampires',
    units: [{ unit: 'personnage', name: 'Vampire', options: { rank: 1 },
      character: { protection: { name: 'Cuir', class: 4, traits: ['Solide'] } } }] };
  await byId(page, 'kolaps-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'kolaps-opponent-add').click();
  await byId(page, 'kolaps-setup-1').waitFor();
  await byId(page, 'kolaps-start').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  let game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets.map((s) => [s.sheet.name, s.sheet.profile.rank]), [['Steiner', 2], ['Vampire', 1]]);
  assert.deepEqual(game.snapshot.game.sheets[0].sheet.given.weapons[0].traits, ['arme-d-epaule', { id: 'penetrant', x: 1 }], 'the roster\'s words read as traits');
  await checkPage(page, errors, 'kolaps game');

  // New turn: Steiner's 6D6 typed in from real dice, the Vampire's 6 without dice, then the Réserve.
  await byId(page, 'kolaps-new-turn').click();
  await byId(page, 'kolaps-dice').waitFor();
  const dice = [6, 5, 2, 1, 1, 1];
  for (const [k, d] of dice.entries()) await byId(page, `kolaps-die-${k}`).fill(String(d));
  await byId(page, 'kolaps-dice-ok').click();
  await byId(page, 'kolaps-reserve').waitFor();
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets[0].sheet.combativite.current, 3, '3 dice at 2+');
  assert.equal(game.snapshot.game.sheets[1].sheet.combativite.current, 6, 'rank 1: always 6');
  assert.deepEqual(game.snapshot.game.turn.reserve, ['c0', 'c1']);
  assert.match(await text(page, 'kolaps-reserve'), /Steiner, Vampire/);

  // The draw: one die of 2 sides, typed in: Steiner.
  await byId(page, 'kolaps-draw-pick').click();
  await byId(page, 'kolaps-die-0').fill('1');
  await byId(page, 'kolaps-dice-ok').click();
  assert.match(await text(page, 'kolaps-active'), /Steiner/);
  // Loi 8-1: no action yet, so no end of activation en attente; the way out ("Épuisé ensuite") said.
  assert.match(await text(page, 'kolaps-turn-state'), /^Tour 1, séquence 1 — Steiner \(.*\) s’active : une action$/);
  assert.equal(await byId(page, 'kolaps-draw-end').isDisabled(), true);
  assert.equal(await text(page, 'kolaps-draw-why'),
    'Loi 8-1 : Steiner fait une action quand son marqueur est pioché ; le joueur qui ne veut pas l\'activer le déclare épuisé (Loi 7-14)');
  assert.match(await text(page, 'kolaps-draw-exhausted-help'), /ne s’active plus de ce tour/);
  await byId(page, 'kolaps-draw').screenshot({ path: `${SHOTS}/auspex-kolaps-loi-8-1-fr.png` });
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'kolaps-draw-why'),
    'Loi 8-1: Steiner makes one action when its marker is drawn; a player who does not want to act with it marks it épuisé (Loi 7-14)');
  assert.match(await text(page, 'kolaps-turn-state'), /^Turn 1, sequence 1 — Steiner \(.*\) activates: one action$/);
  await byId(page, 'kolaps-draw').screenshot({ path: `${SHOTS}/auspex-kolaps-loi-8-1-en.png` });
  await byId(page, 'lang-toggle').click();
  await byId(page, 'kolaps-draw-exhausted').click();
  assert.equal(await byId(page, 'kolaps-draw-end').isDisabled(), false, 'épuisé by choice: allowed');
  await byId(page, 'kolaps-draw-exhausted').click();

  // Agir sur… the Vampire: the odds are the core's answer for the request on the panel.
  await byId(page, 'kolaps-sheet-0-attack').click();
  await byId(page, 'kolaps-attack-panel').waitFor();
  const request = JSON.parse(await byId(page, 'kolaps-attack-odds').getAttribute('data-request'));
  assert.deepEqual(request, { system: 'kolaps', ruleset: 'kolaps-v2', action: 'tir', opposition: {}, weapon: { penetrant: 1 },
    protection: { class: 4, impacts: 0, solide: true } });
  const reply = site.core.calc(request);
  assert.equal(await text(page, 'kolaps-attack-success'), percent('fr', reply.success));
  assert.equal(await text(page, 'kolaps-attack-out-blesse'), percent('fr', reply.outcomes.blesse));
  await byId(page, 'kolaps-attack-outcome').selectOption('blesse');
  const before = (await savedGameOf(page)).snapshot;
  await byId(page, 'kolaps-attack-apply').click();
  game = await savedGameOf(page);
  const [me, them] = game.snapshot.game.sheets.map((s) => s.sheet);
  assert.equal(them.health.state, 'blesse');
  assert.equal(me.combativite.current, 1, 'tir: 2 of 3');
  assert.equal(me.weapons[0].usesLeft, 1);
  assert.equal(me.xp, 5);
  assert.equal(game.snapshot.game.turn.characters[0].combativite, 1, 'the draw follows the sheet');
  assert.match(await text(page, 'kolaps-turn-state'), /Steiner \(.*\) a agi : fin d’activation$/);

  // End of Steiner's activation (en attente), the Vampire drawn (last marker), exhausted; Steiner again, then the turn ends.
  await byId(page, 'kolaps-draw-end').click();
  await byId(page, 'kolaps-draw-pick').click();
  assert.match(await text(page, 'kolaps-active'), /Vampire/);
  await byId(page, 'kolaps-draw-exhausted').click();
  await byId(page, 'kolaps-draw-end').click();
  assert.match(await text(page, 'kolaps-draw-state'), /séquence 2/);
  await byId(page, 'kolaps-draw-pick').click();
  await byId(page, 'kolaps-draw-exhausted').click();
  await byId(page, 'kolaps-draw-end').click();
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.turn.phase, 'turnEnd');
  assert.match(await text(page, 'kolaps-draw-state'), /fin du tour/);

  // Undo back to before the attack: both sheets and the draw.
  // Six undo steps (measured: the attack and the draw's steps after it).
  for (let k = 0; k < 6; k += 1) await byId(page, 'kolaps-undo').click();
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets, before.game.sheets);
  assert.deepEqual(game.snapshot.game.turn, before.game.turn);

  // A reload keeps the game.
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'kolaps-title').waitFor(); // the reload lands back in the game (issue 18)
  await byId(page, 'kolaps-sheet-1').waitFor();
  assert.match(await text(page, 'kolaps-sheet-1-state'), /Indemne/);
  // Loi 12 after the fight: the attack redone, its 5 XP reported into the roster, shown in the builder.
  await byId(page, 'kolaps-redo').click();
  await byId(page, 'kolaps-campaign-open').click();
  assert.match(await text(page, 'kolaps-campaign-0'), /Steiner : \+5 XP/);
  await byId(page, 'kolaps-report').click();
  await byId(page, 'kolaps-campaign-done').waitFor();
  assert.equal(Object.values((await stored(page)).lists)[0].list.units[0].options.xp, 5);
  await byId(page, 'lang-toggle').click();
  assert.doesNotMatch(await text(page, 'lists-screen'), /kolaps[A-Z]/, 'no key shown');
  await byId(page, 'lang-toggle').click();
  // The folded actions of a card stay open after one of them (a redraw keeps them).
  await byId(page, 'kolaps-sheet-1-more').click();
  await byId(page, 'kolaps-sheet-1-conscience').click();
  assert.equal(await byId(page, 'kolaps-sheet-1-wound').isVisible(), true);
  await checkPage(page, errors, 'after reload');
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-game.png`, fullPage: true });
  await byId(page, 'kolaps-back').click();
  await byId(page, 'lists-open').click();
  assert.equal(await text(page, `entry-${a}-xp`), '5');
  assert.match(await text(page, `entry-${a}-history`), /^Partie du \d{4}-\d\d-\d\d : \+5 XP$/, 'the character\'s history in the campaign');
  assert.equal(await byId(page, `entry-${a}-xp-buy-pds`).isDisabled(), true, '50 XP for 5 PDS: not yet');
  await page.context().close();
});
