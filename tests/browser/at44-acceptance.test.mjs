// Issue 18's acceptance for AT-44, as a new player at 390×844 on empty
// devices, both languages' screens checked: two companies built by taps (one
// with a Cobra M8, whose weapons the ruleset does not give: listed as a
// problem, "Jouer" off with why, until a weapon is added), one shared by its
// link and opened in a second browser, the game started with no refusal, a
// turn played (the authority, activation, move, an attack whose real result
// is applied to both sheets, the rules' refusals shown as disabled actions
// with their reason), then a reload lands back in the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS, settle } from './harness.mjs';
import { newList, addUnit, addWeapon, stored, at44FirstTurn, playList, savedGame } from './lists-steps.mjs';
import { reloadInGame } from './place-steps.mjs';

const site = useSite();
const savedGameOf = (page) => savedGame(page, 'at44');

test('AT-44 as a new player: two companies by taps, one by link, a whole turn with an attack applied, a reload back in the game', async () => {
  // The opponent, on their own phone: a Therian company by taps, its link copied.
  const them = await site.open(site.url, { clipboard: true });
  await newList(them.page, 'at44', 'therian');
  await byId(them.page, 'list-name').fill('Golems');
  await byId(them.page, 'list-name').press('Tab');
  await addUnit(them.page, 'storm-golems');
  // A company's units are its faction's: no UNA unit is offered to a Therian company.
  const offered = await them.page.locator('[data-unit]').evaluateAll((bs) => bs.map((b) => b.dataset.unit));
  assert.ok(!offered.includes('cobra-m8') && !offered.includes('krasny-soldaty'), offered.join(' '));
  // A unit the ruleset arms carries its weapons, shown on its card, not offered for change.
  assert.match(await text(them.page, 'entry-0'), /Nanoblaster/);
  assert.equal(await them.page.locator('[data-testid^="entry-0-weapon-add"]').count(), 0);
  await byId(them.page, 'list-copy-link').click();
  await byId(them.page, 'list-share-status').filter({ hasText: 'Lien copié.' }).waitFor();
  const link = await them.page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(`${site.url}#l=`), link);
  await checkPage(them.page, them.errors, 'their builder');

  // Me: a UNA company with a Cobra M8 and Steel Troopers.
  const { page, errors } = await site.open();
  await newList(page, 'at44', null);
  assert.equal(await byId(page, 'list-faction').inputValue(), 'una', 'a new company starts on a faction');
  const cobra = await addUnit(page, 'cobra-m8');
  // The ruleset gives the Cobra no weapons: a problem named in words, "Jouer" off with why.
  assert.match(await text(page, 'list-problems'), /Cobra M8.*armes/);
  assert.equal(await byId(page, 'list-play').isDisabled(), true);
  assert.match(await text(page, 'list-play-why'), /problèmes/);
  await addWeapon(page, cobra, 'heavy-zz-gun');
  assert.doesNotMatch(await byId(page, 'list-summary').textContent(), /Cobra M8.*armes/, 'armed: that problem is gone');
  await addUnit(page, 'steel-troopers');
  // The pinned summary holds a quarter of the screen at most.
  const box = await byId(page, 'list-summary').boundingBox();
  assert.ok(box.height <= 844 / 4, `summary ${box.height} px`);
  await checkPage(page, errors, 'my builder');
  await page.screenshot({ path: `${SHOTS}/auspex-at44-acceptance-builder.png` });

  // No officer, no commander, no stars yet: "Jouer" waits, as in every game, beside "Jouer quand même
  // (règle maison)"; no "Cobra without weapons" among them any more (that one the game cannot start with).
  assert.equal(await byId(page, 'list-play').isDisabled(), true);
  assert.match(await text(page, 'list-play-why'), /^La liste a \d+ problèmes \(ci-dessous\) : réglez-les, ou jouez quand même en règle maison/);
  // "Jouer quand même": the setup asks what the ruleset lacks with labelled controls, the opponent from the link.
  await byId(page, 'list-play-anyway').click();
  await byId(page, 'at44-setup-0').waitFor();
  assert.equal(await byId(page, 'at44-setup-0-unit-0-weapon-0').count(), 1, 'the Cobra\'s weapon PS asked');
  await byId(page, 'at44-setup-0-unit-0-weapon-0-inc').click();
  await byId(page, 'at44-opponent-code').fill(link);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-phase').waitFor();
  assert.equal(await byId(page, 'at44-error').count() + await byId(page, 'at44-error-at44-start').count() === 0
    || await byId(page, 'at44-error').isHidden(), true, 'no refusal at the start');
  let game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets.length, 3);
  assert.deepEqual(game.snapshot.game.sheets[0].sheet.vehicles?.[0]?.weapons, [2], 'the Cobra\'s weapon at the PS given');

  // A turn: the authority (bids, dice: I win and play first), then my Steel Troopers act.
  await at44FirstTurn(page);
  assert.match(await text(page, 'at44-phase'), /activations/i);
  assert.match(await text(page, 'at44-turn-state'), /^Tour 1 — à .* de jouer une carte \(2 cartes, \d+ PC\)/);
  // Not activated yet: move and fire are off, with the core's reason beside them.
  assert.equal(await byId(page, 'at44-sheet-1-move').isDisabled(), true);
  game = await savedGameOf(page);
  const said = game.snapshot.game.sheets[1].actions.find((a) => a.type === 'move').why.fr;
  const why = said.charAt(0).toUpperCase() + said.slice(1); // said as a sentence
  assert.ok((await byId(page, 'at44-sheet-1-why-main').allTextContents()).includes(why), why);
  await byId(page, 'at44-sheet-1-activate').click();
  assert.equal(await byId(page, 'at44-sheet-1-move').isDisabled(), false);
  await byId(page, 'at44-sheet-1-move').click();
  assert.match(await text(page, 'at44-sheet-1-state'), /déplac/i);

  // An attack from the sheet at the Storm Golems: the core's odds, the real result on both sheets.
  await byId(page, 'at44-sheet-1-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  const request = JSON.parse(await byId(page, 'at44-attack-odds').getAttribute('data-request'));
  const reply = site.core.calc(request);
  assert.equal(await text(page, 'at44-attack-hit'), reply.hitTarget);
  const target = (await savedGameOf(page)).snapshot.game.sheets.findIndex((s) => s.sheet.unit === 'storm-golems');
  const leftBefore = (await savedGameOf(page)).snapshot.game.sheets[target].sheet.left;
  await byId(page, 'at44-attack-real-n-inc').click();
  await byId(page, 'at44-attack-apply').click();
  assert.equal(await byId(page, 'at44-attack-panel').count(), 0, 'applied, the panel closes');
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets[target].sheet.left, leftBefore - 1, 'one casualty on their sheet');
  assert.equal(game.snapshot.game.sheets[1].sheet.fired, true, 'my troopers fired');
  await checkPage(page, errors, 'turn');
  await page.screenshot({ path: `${SHOTS}/auspex-at44-acceptance-turn.png` });

  // In English, the same screen speaks English.
  await byId(page, 'lang-toggle').click();
  assert.match(await text(page, 'at44-sheet-1-state'), /fired|Fired/);
  await byId(page, 'lang-toggle').click();

  // A reload mid-turn lands back in the game, as it was.
  await settle(page);
  await reloadInGame(page, 'at44');
  assert.deepEqual((await savedGameOf(page)).snapshot.game.sheets, game.snapshot.game.sheets);
  assert.equal(await byId(page, 'at44-sheet-1').isVisible(), true);
  await checkPage(page, errors, 'after reload');
  await them.context.close();
});
