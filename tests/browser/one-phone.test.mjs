// One phone at the table (issue 18): the opponent's company taken from the
// player's own lists (no link), "Commencer" waiting with why until then; and
// the AT-44 turn's card actions and attitudes offered only when the player
// can pay them (the core's `choices`), the others disabled with the reason
// beside them, in both languages. Built by taps on an empty device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage } from './harness.mjs';
import { at44Company, at44FirstTurn, playList } from './lists-steps.mjs';

const site = useSite();

const company = (page, name, faction, unit) => at44Company(page, name, faction, unit, { stars: 4 });

test('one phone: the opponent from my own lists; AT-44 card actions offered as the CP allow', async () => {
  const { page, errors } = await site.open();
  await company(page, 'Golems', 'therian', 'storm-golems');
  await company(page, 'Krasny', 'red-blok', 'krasny-soldaty');

  // "Jouer" on Krasny: "Commencer" waits, and says what for.
  await playList(page, page.getByTestId('lists-play').and(page.getByLabel(/Krasny/)));
  await byId(page, 'at44-start').waitFor();
  assert.equal(await byId(page, 'at44-start').isDisabled(), true);
  assert.equal(await text(page, 'at44-opponent-needed'), 'Pour commencer, ajoutez la liste de l’adversaire : son lien, ou une de vos listes.');
  // My lists of this game only, by name.
  const offered = await byId(page, 'at44-opponent-list').locator('option').allTextContents();
  assert.deepEqual(offered, ['— choisir une liste —', 'Golems', 'Krasny']);
  await byId(page, 'at44-opponent-list').selectOption({ label: 'Golems' });
  await byId(page, 'at44-setup-1').waitFor();
  assert.match(await text(page, 'at44-setup-1'), /Golems/);
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-title').waitFor();

  // The authority test (no bids), then the activations: 2 CP each (two unit cards, commander 0).
  await at44FirstTurn(page);
  await byId(page, 'at44-actions-0').waitFor();
  // The turn bar every game shares (the core's `players`): who plays, and why the other may not activate.
  assert.equal(await text(page, 'at44-player-0-state'), 'à jouer');
  assert.equal(await text(page, 'at44-player-1-state'), 'attend');
  await byId(page, 'at44-player-1-moves-toggle').click();
  assert.equal(await text(page, 'at44-player-1-move-activate'), 'Activer une unité — non : c\'est à Krasny de jouer une carte, pas à Golems');
  assert.equal(await text(page, 'at44-player-1-move-attack'), 'Attaquer');
  // "Nouveau tour" waits for the maintenance phase, its reason under the bar.
  assert.equal(await byId(page, 'at44-start-turn').isDisabled(), true);
  assert.equal(await text(page, 'at44-start-turn-why'), 'Un tour commence après la phase d\'entretien, pas pendant la phase d\'activations');
  // Activation supplémentaire costs 4 CP: off, with why; a 1-CP attitude is on.
  const cp = Number(await text(page, 'at44-cp-0'));
  assert.ok(cp < 4, `${cp} CP`);
  assert.equal(await byId(page, 'at44-card-0-activation-supplementaire').isDisabled(), true);
  const whys = await byId(page, 'at44-actions-0-why-cards').allTextContents();
  assert.ok(whys.some((w) => /^Retourne 2 cartes?|^Coûte 4 PC/.test(w)), whys.join(' | '));
  // Spend every CP: the 1-CP card action goes off too, with the reason in the page's language.
  assert.equal(await byId(page, 'at44-card-0-replacer-la-premiere-carte').isDisabled(), cp < 1);
  for (let k = 0; k < cp; k += 1) await byId(page, 'at44-spend-0').click();
  assert.equal(await text(page, 'at44-cp-0'), '0');
  assert.equal(await byId(page, 'at44-card-0-replacer-la-premiere-carte').isDisabled(), true);
  assert.equal(await byId(page, 'at44-spend-0').isDisabled(), true);
  assert.ok((await byId(page, 'at44-actions-0-why-cards').allTextContents()).includes('Coûte 1 PC, Krasny en a 0'));
  // The Golems wait their turn: their card actions off, saying whose turn it is.
  assert.ok((await byId(page, 'at44-actions-1-why-cards').allTextContents()).includes('C\'est à Krasny de jouer une carte, pas à Golems'));
  await byId(page, 'lang-toggle').click();
  assert.ok((await byId(page, 'at44-actions-0-why-cards').allTextContents()).includes('Costs 1 CP, Krasny has 0'));
  assert.equal(await text(page, 'at44-player-0-state'), 'to play');
  assert.equal(await text(page, 'at44-player-1-move-activate'), 'Activate a unit — no: it is Krasny\'s turn to play a card, not Golems\'s');
  assert.doesNotMatch(await text(page, 'at44-actions-0'), /without an officer|Activate \(0 CP\)/, 'a unit\'s activation is on its sheet');
  await byId(page, 'lang-toggle').click();
  await checkPage(page, errors, 'one phone');
});
