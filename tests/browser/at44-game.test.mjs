// The AT-44 game screen in the page at 390×844: "Jouer" on a company, the
// opponent's company from their link, a new turn whose CP are the core's
// at44Turn answer for the same request, the authority test with secret bids
// and seeded dice (the same dice replayed give the core's same turn), a card
// action undone, a refused one showing the core's message, a reload keeping
// the game. Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS, settle } from './harness.mjs';
import { newList, addUnit, stored, openMore, at44FirstTurn, playList, savedGame } from './lists-steps.mjs';
import { dieAt } from '../../web/js/platform/dice.mjs';

const site = useSite();

const clicks = async (page, id, n) => { for (let k = 0; k < n; k += 1) await byId(page, id).click(); };
/** The AT-44 game in the store: its record. */
const savedGameOf = (page) => savedGame(page, 'at44');
const cps = async (page) => [await text(page, 'at44-cp-0'), await text(page, 'at44-cp-1')];

test('AT-44 game: opponent from a link, a turn with the core\'s CP, authority with secret bids and dice, a card action undone, maintenance and reinforcements, a reload keeps it', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'at44', 'therian');
  const a = await addUnit(page, 'storm-golems');
  await clicks(page, `entry-${a}-stars-inc`, 6);
  await clicks(page, `entry-${a}-grade-inc`, 2);
  if (await byId(page, `entry-${a}-commander`).count()) {
    await byId(page, `entry-${a}-commander`).click();
    if (await byId(page, `entry-${a}-pc-inc`).count()) await clicks(page, `entry-${a}-pc-inc`, 4);
  }
  await addUnit(page, 'bane-goliaths');

  // "Jouer" from the builder: the setup, the opponent from their link.
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  const facts = site.core.checkList(Object.values((await stored(page)).lists)[0].list).facts;
  assert.equal(await text(page, 'at44-setup-0-unitCards'), String(facts.unitCards), 'prefilled from the core\'s facts');
  assert.equal(await text(page, 'at44-setup-0-commanderPc'), String(facts.commanderPc ?? 0));
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'una', name: 'UNA',
    units: [{ unit: 'steel-troopers', options: { stars: 4, grade: 1, commander: 1 } }, { unit: 'krasny-soldaty', options: { stars: 3 } }] };
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await clicks(page, 'at44-setup-1-commanderPc-inc', 3);
  await clicks(page, 'at44-setup-1-commanderAut-inc', 2);
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-phase').waitFor();
  let game = await savedGameOf(page);
  assert.equal(game.snapshot.game.turn.phase, 'setup');
  assert.equal(game.snapshot.game.turn.players[1].commanderPc, 3);
  await checkPage(page, errors, 'new game');

  // A new turn: the CP shown are the core's for the same request.
  const before = game.snapshot.game.turn;
  await byId(page, 'at44-start-turn').click();
  const started = site.core.at44Turn({ op: 'apply', turn: before, action: { type: 'startTurn' } }).turn;
  assert.deepEqual(await cps(page), started.players.map((p) => String(p.cp)));
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, started);

  // Authority: player 1's bid hidden behind "Valider", then player 2's, then the seeded dice (ties roll again).
  const bids = [Math.min(1, started.players[0].cp), 0];
  await clicks(page, 'at44-bid-0-inc', bids[0]);
  await byId(page, 'at44-bid-0-ok').click();
  assert.equal(await byId(page, 'at44-bid-0').count(), 0, 'the first bid is hidden');
  assert.equal(await byId(page, 'at44-bid-hidden').isVisible(), true);
  await byId(page, 'at44-bid-1-ok').click();
  await byId(page, 'at44-dice').waitFor();
  for (let k = 0; k < 10 && await byId(page, 'at44-dice').count(); k += 1) await byId(page, 'at44-roll').click();
  game = await savedGameOf(page);
  const { seed, n } = game.snapshot.rng;
  const dice = Array.from({ length: n }, (_, k) => dieAt(seed, k));
  const decided = site.core.at44Turn({ op: 'apply', turn: started, action: { type: 'authority', bids, dice } }).turn;
  assert.equal(decided.phase, 'activations');
  assert.deepEqual(game.snapshot.game.turn, decided, 'the same dice give the core\'s same turn');
  assert.deepEqual(await cps(page), decided.players.map((p) => String(p.cp)));

  // Whose turn it is, in the game bar: the authority's winner plays a card first.
  const hand = decided.hand;
  assert.equal(hand, decided.first);
  const names = decided.players.map((p, i) => p.name || `J${i + 1}`);
  assert.match(await text(page, 'at44-turn-state'), new RegExp(`^Tour 1 — à ${names[hand]} de jouer une carte`));
  // The other side's "Activer" and card actions are not offered, the reason beside them.
  const mine = game.snapshot.game.sheets.findIndex((e) => e.player === hand);
  const theirs = game.snapshot.game.sheets.findIndex((e) => e.player !== hand);
  assert.equal(await byId(page, `at44-sheet-${theirs}-activate`).isDisabled(), true);
  assert.ok((await byId(page, `at44-sheet-${theirs}-why-main`).allTextContents()).includes(`C'est à ${names[hand]} de jouer une carte, pas à ${names[1 - hand]}`));
  assert.equal(await byId(page, `at44-card-${1 - hand}-sursis-d-activation`).isDisabled(), true);
  assert.equal(await byId(page, 'at44-card-0-activer').count(), 0, 'no "Activer" apart from the units\' own');

  // A unit's "Activer" is its player's card: the turn and the sheet in one step, undone as one.
  const unit = game.snapshot.game.sheets[mine].sheet;
  const officer = unit.officer !== null;
  assert.equal(await text(page, `at44-sheet-${mine}-activate`), officer ? 'Activer' : 'Activer (1 PC)');
  await byId(page, `at44-sheet-${mine}-activate`).click();
  const played = site.core.at44Turn({ op: 'apply', turn: decided,
    action: { type: 'unit', player: hand, officer, name: unit.name || unit.unitName.fr } }).turn;
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.turn, played);
  assert.equal(game.snapshot.game.sheets[mine].sheet.activated, true);
  assert.match(await text(page, 'at44-turn-state'), new RegExp(`à ${names[1 - hand]} de jouer une carte`));
  await byId(page, 'at44-undo').click();
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.turn, decided, 'undone');
  assert.equal(game.snapshot.game.sheets[mine].sheet.activated, false, 'the sheet too');
  await byId(page, 'at44-redo').click();
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, played, 'redone');
  await checkPage(page, errors, 'turn');

  // Maintenance with cards left: asked first, naming them; yes ends the activations and counts the stars.
  await clicks(page, 'at44-objectives-0-inc', 2);
  await byId(page, 'at44-maintenance-ok').click();
  const left = played.players.map((p, i) => `${names[i]} ${p.cardsLeft}`).join(', ');
  assert.equal(await text(page, 'at44-cards-left'), `Des cartes restent à jouer (${left}). Passer à l’entretien quand même ?`);
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, played, 'nothing changed yet');
  await byId(page, 'at44-end-activations').click();
  const ended = site.core.at44Turn({ op: 'apply', turn: played, action: { type: 'endActivations' } }).turn;
  const kept = site.core.at44Turn({ op: 'apply', turn: ended, action: { type: 'maintenance', objectives: [2, 0] } }).turn;
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, kept);
  assert.match(await text(page, 'at44-facts-0'), new RegExp(`${kept.players[0].stars} ★`));
  await clicks(page, 'at44-reinforce-0-inc', 1);
  await byId(page, 'at44-reinforce-0-ok').click();
  const reinforced = site.core.at44Turn({ op: 'apply', turn: kept, action: { type: 'reinforcements', player: 0, unitStars: [1] } }).turn;
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, reinforced);
  await byId(page, 'at44-undo').click();
  await byId(page, 'at44-undo').click();
  assert.deepEqual((await savedGameOf(page)).snapshot.game.turn, played, 'back to the activation');

  // A reload keeps the game and its history.
  const log = await text(page, 'at44-log');
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'at44-title').waitFor(); // the reload lands back in the game (issue 18)
  await byId(page, 'at44-phase').waitFor();
  assert.deepEqual(await cps(page), played.players.map((p) => String(p.cp)));
  assert.equal(await text(page, 'at44-log'), log);
  assert.equal(await byId(page, 'at44-undo').isDisabled(), false, 'the history is kept');
  await checkPage(page, errors, 'after reload');
  // In English: every word of the screen has its translation.
  await byId(page, 'lang-toggle').click();
  assert.match(await text(page, 'at44-phase'), /^Turn 1 · activations · sudden death at/);
  assert.doesNotMatch(await text(page, 'lists-screen'), /at44[A-Z]/, 'no key shown');
  await byId(page, 'lang-toggle').click();
  await page.screenshot({ path: `${SHOTS}/auspex-at44-game.png`, fullPage: true });
  await page.context().close();
});

test('AT-44 unit sheets: the fields the ruleset lacks asked in the setup, casualties and a Moral test as the core says, an attitude charging the CP pool, undo taking both back', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'at44', 'therian');
  await addUnit(page, 'storm-golems');
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  // The core says storm-golems lacks MOR: the setup asks for it, prefilled.
  assert.equal(await byId(page, 'at44-setup-0-unit-0-mor').count(), 1, 'MOR asked');
  await clicks(page, 'at44-setup-0-unit-0-mor-inc', 1);
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'una', name: 'UNA',
    units: [{ unit: 'steel-troopers', options: { stars: 4, grade: 1, commander: 1 } }] };
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1-unit-0-type').waitFor();
  await clicks(page, 'at44-setup-0-commanderPc-inc', 4);
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  let game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets.length, 2, 'one sheet per unit of both companies');
  assert.equal(game.snapshot.game.sheets[0].sheet.profile.mor, 6, 'the MOR chosen');

  // A turn, authority by typed dice (the Therians win and play first), then the sheet's actions.
  await at44FirstTurn(page);
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.turn.phase, 'activations');
  const sheet0 = game.snapshot.game.sheets[0].sheet;
  const turn0 = game.snapshot.game.turn;

  // Casualties: the card shows the core's sheet for the same request.
  await openMore(page, 0);
  await byId(page, 'at44-sheet-0-leader').click();
  await byId(page, 'at44-sheet-0-casualty').click();
  const hurt = site.core.at44Sheet({ op: 'apply', sheet: sheet0, action: { type: 'casualties', n: 1, leader: true } }).sheet;
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets[0].sheet, hurt);
  assert.match(await text(page, 'at44-sheet-0-state'), new RegExp(`^${hurt.left}/${hurt.count} combattants`));

  // Activation, then a Moral test with a real die: the core's same answer.
  await byId(page, 'at44-sheet-0-activate').click();
  const active = site.core.at44Sheet({ op: 'apply', sheet: hurt, action: { type: 'activate' } }).sheet;
  await byId(page, 'at44-sheet-0-trigger').selectOption('meneur-perdu');
  await byId(page, 'at44-sheet-0-morale').click();
  await byId(page, 'at44-die-0').fill('1');
  await byId(page, 'at44-dice-ok').click();
  const tested = site.core.at44Sheet({ op: 'apply', sheet: active,
    action: { type: 'moraleTest', trigger: 'meneur-perdu', objective: false, dice: [1] } }).sheet;
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets[0].sheet, tested);
  assert.match(await text(page, 'at44-sheet-0-state'), new RegExp(tested.morale.state === 'desorganisee' ? 'désorganisée' : 'vaillante'));

  // The opponent's unit, its turn to play a card now: activated, an attitude charges the pool through at44Turn.
  const other = game.snapshot.game.sheets[1].sheet;
  await byId(page, 'at44-sheet-1-activate').click();
  const turnBefore = (await savedGameOf(page)).snapshot.game.turn;
  assert.equal(turnBefore.hand, null, 'one card each: every card played');
  assert.equal(await text(page, 'at44-turn-state'), 'Tour 1 — toutes les cartes sont jouées : entretien');
  await openMore(page, 1);
  await byId(page, 'at44-sheet-1-attitude-a-couvert').click();
  const otherActive = site.core.at44Sheet({ op: 'apply', sheet: other, action: { type: 'activate' } }).sheet;
  const covered = site.core.at44Sheet({ op: 'apply', sheet: otherActive, action: { type: 'attitude', id: 'a-couvert', on: true } });
  const paid = site.core.at44Turn({ op: 'apply', turn: turnBefore, action: { type: 'spendCp', player: 1, cp: covered.cp } }).turn;
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets[1].sheet, covered.sheet);
  assert.deepEqual(game.snapshot.game.turn, paid, 'the attitude\'s CP charged to the pool');
  assert.equal(await text(page, 'at44-cp-1'), String(paid.players[1].cp));
  assert.equal(await byId(page, 'at44-sheet-1-attitude-a-couvert').getAttribute('aria-pressed'), 'true');
  await checkPage(page, errors, 'sheets');

  // Undo takes both back (the sheet and the pool), then the rest.
  await byId(page, 'at44-undo').click();
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets[1].sheet, otherActive);
  assert.deepEqual(game.snapshot.game.turn, turnBefore, 'the CP back');
  assert.equal(await text(page, 'at44-cp-1'), String(turnBefore.players[1].cp));
  for (let k = 0; k < 4; k += 1) await byId(page, 'at44-undo').click();
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets[0].sheet, sheet0, 'the casualties undone');
  assert.deepEqual(game.snapshot.game.turn, turn0);
  await byId(page, 'lang-toggle').click();
  assert.doesNotMatch(await text(page, 'lists-screen'), /at44[A-Z]/, 'no key shown');
  await byId(page, 'lang-toggle').click();
  await page.screenshot({ path: `${SHOTS}/auspex-at44-sheets.png`, fullPage: true });
  await page.context().close();
});
