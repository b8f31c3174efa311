// The AT-44 turn refereed in the page at 390×844 (issue 29): whose turn to
// play a card in the game bar, "Activer" on a unit's sheet as its player's
// card (1 PC without an officer, or activated without paying: it then does
// nothing), the other side's activation not offered, the maintenance phase
// asked first while cards are left. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, at44FirstTurn, openMore, savedGame } from './lists-steps.mjs';

const site = useSite();

const savedGameOf = (page) => savedGame(page, 'at44');
const whys = (page, id) => byId(page, id).allTextContents();

test('AT-44 refereed: whose card it is, a unit without an officer and no CP activated to do nothing, the maintenance asked first', async () => {
  const { page, errors } = await site.open();
  // My company by taps: Steel troopers without an officer.
  await newList(page, 'at44', 'una');
  await byId(page, 'list-name').fill('Alpha');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'steel-troopers');
  // No officer, no commander, no stars: "Jouer" waits, the problems listed, as in every game;
  // the players may agree to play anyway, a house rule the game's log keeps.
  assert.equal(await byId(page, 'list-play').isDisabled(), true);
  assert.equal(await text(page, 'list-play-why'),
    'La liste a 3 problèmes (ci-dessous) : réglez-les, ou jouez quand même en règle maison, notée au journal de la partie.');
  assert.equal(await byId(page, 'list-problems').locator('li').count(), 3);
  await byId(page, 'list-play-anyway').click();
  await byId(page, 'at44-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'una', name: 'Bravo',
    units: [{ unit: 'steel-troopers', options: { stars: 4, grade: 1, commander: 1 } }] };
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  await at44FirstTurn(page); // Alpha wins the authority test and plays first
  let game = await savedGameOf(page);
  assert.ok(game.snapshot.log.some((l) => l.fr === 'Règle maison : la liste « Alpha » est jouée malgré 3 problèmes'));
  assert.match(await text(page, 'at44-house-rule'), /^Règle maison : la liste « Alpha » est jouée malgré 3 problèmes — /);
  const cp = game.snapshot.game.turn.players[0].cp;
  assert.equal(await text(page, 'at44-turn-state'), `Tour 1 — à Alpha de jouer une carte (1 carte, ${cp} PC) : « Activer » sur une fiche`);
  // Bravo's unit waits: its "Activer" off, saying whose turn it is.
  assert.equal(await byId(page, 'at44-sheet-1-activate').isDisabled(), true);
  assert.ok((await whys(page, 'at44-sheet-1-why-main')).includes('C\'est à Alpha de jouer une carte, pas à Bravo'));

  // No CP left: a unit without an officer cannot pay its activation, and the page says what it may do.
  for (let k = 0; k < cp; k += 1) await byId(page, 'at44-spend-0').click();
  assert.equal(await text(page, 'at44-sheet-0-activate'), 'Activer (1 PC)');
  assert.equal(await byId(page, 'at44-sheet-0-activate').isDisabled(), true);
  assert.ok((await whys(page, 'at44-sheet-0-why-main')).includes(
    'Activer une unité sans officier coûte 1 PC, Alpha en a 0 : activez-la sans payer (elle ne fera rien ce tour)'));
  await page.screenshot({ path: `${SHOTS}/auspex-at44-referee-fr.png`, fullPage: true });

  // Activated without paying: its card is played, it does nothing this turn.
  await byId(page, 'at44-sheet-0-activate-idle').click();
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets[0].sheet.idle, true);
  assert.equal(game.snapshot.game.turn.players[0].cardsLeft, 0);
  assert.match(await text(page, 'at44-sheet-0-state'), /activée · ne fait rien ce tour/);
  assert.equal(await byId(page, 'at44-sheet-0-move').isDisabled(), true);
  assert.ok((await whys(page, 'at44-sheet-0-why-main')).includes('L\'unité a été activée sans payer de PC : elle ne fait rien ce tour'));
  assert.match(await text(page, 'at44-log'), /Alpha active Steel troopers sans payer de PC : elle ne fait rien ce tour/);
  assert.match(await text(page, 'at44-turn-state'), /^Tour 1 — à Bravo de jouer une carte \(1 carte, \d+ PC\)/);

  // The maintenance with Bravo's card left: asked first, and "Annuler" changes nothing.
  await byId(page, 'at44-maintenance-ok').click();
  assert.equal(await text(page, 'at44-cards-left'), 'Des cartes restent à jouer (Bravo 1). Passer à l’entretien quand même ?');
  await byId(page, 'at44-end-cancel').click();
  assert.equal(await byId(page, 'at44-cards-left').count(), 0);
  assert.equal((await savedGameOf(page)).snapshot.game.turn.phase, 'activations');
  // Bravo's unit, led by its officer, acts for free: every card played, the maintenance comes without a question.
  assert.equal(await text(page, 'at44-sheet-1-activate'), 'Activer');
  await byId(page, 'at44-sheet-1-activate').click();
  assert.equal(await text(page, 'at44-turn-state'), 'Tour 1 — toutes les cartes sont jouées : entretien');
  // État d'alerte, then a move: the unit waits for the enemy — the move off, the reason beside it.
  assert.equal(await byId(page, 'at44-sheet-1-move').isDisabled(), false);
  await openMore(page, 1);
  await byId(page, 'at44-sheet-1-attitude-etat-d-alerte').click();
  assert.equal(await byId(page, 'at44-sheet-1-move').isDisabled(), true);
  assert.ok((await whys(page, 'at44-sheet-1-why-main')).includes(
    'L\'unité est en état d\'alerte : elle attend l\'ennemi et ne se déplace plus pendant cette activation'));
  assert.doesNotMatch(await text(page, 'at44-log'), /Déplacement/);
  await byId(page, 'at44-maintenance-ok').click();
  assert.equal((await savedGameOf(page)).snapshot.game.turn.phase, 'maintenance');
  await checkPage(page, errors, 'refereed turn');

  // In English, the same bar and reasons.
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'at44-turn-state'), 'Turn 1 — maintenance: reinforcements, then “New turn”');
  assert.match(await text(page, 'at44-sheet-0-state'), /does nothing this turn/);
  assert.doesNotMatch(await text(page, 'lists-screen'), /at44[A-Z]|ne fait rien/);
  assert.match(await text(page, 'at44-house-rule'), /^House rule: the list “Alpha” is played despite 3 problems — /);
  await page.screenshot({ path: `${SHOTS}/auspex-at44-referee-en.png`, fullPage: true });
  await page.context().close();
});
