// Titanicus acceptance (issue 18): a new player at 390×844 on an empty
// device (nothing seeded in the store) builds two v2 titan lists by taps,
// shares one by link, opens it in a second browser (another device), starts
// the game there and plays a whole turn with each main action (activate with
// real dice typed in, move, aim, fire, a shot from the sheet whose result is
// applied, alert, a new turn), with no refusal on the way; then what the
// rules refuse is offered disabled with its reason in words, and a refusal
// shows beside the control tapped. Needs build/site.
import { test } from 'node:test';
import { reloadInGame } from './place-steps.mjs';
import assert from 'node:assert/strict';
import { useSite, byId, text, noHorizontalScroll, settle, fr, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, handOver, luckShown, playList } from './lists-steps.mjs';

const site = useSite();
const PHONE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** No refusal anywhere on the game screen, no horizontal scroll, no console error. */
async function clean(page, errors, name) {
  const shown = await page.locator('[data-testid^="titan-error"]:visible').allInnerTexts();
  assert.deepEqual(shown, [], `${name}: no refusal`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), `${name}: no horizontal scroll`);
  assert.deepEqual(errors, [], name);
}

/** Types real dice into the dice panel and confirms. */
async function typeDice(page, dice) {
  await byId(page, 'titan-dice').waitFor();
  for (const [k, d] of dice.entries()) await byId(page, `titan-die-${k}`).fill(String(d));
  await byId(page, 'titan-dice-ok').click();
  await byId(page, 'titan-dice').waitFor({ state: 'detached' });
}

test('a whole Titanicus v2 turn from an empty device: two lists built, one shared by link, the game played', async () => {
  // Player A builds and shares their list.
  const a = await site.open(site.url, { clipboard: true, ...PHONE });
  assert.equal(await stored(a.page), null, 'an empty device');
  await newList(a.page, 'titanicus-v2', 'imperial');
  await byId(a.page, 'list-name').fill('Légion A');
  await byId(a.page, 'list-name').press('Tab');
  await addUnit(a.page, 'reaver', ['plasma-cannon', 'vulcan-mega-bolter']);
  await byId(a.page, 'list-copy-link').click();
  await byId(a.page, 'list-link').waitFor();
  const link = await byId(a.page, 'list-link').inputValue();
  assert.ok(link.startsWith(`${site.url}#l=`), link);

  // Player B, on another device: the link opens the list read-only.
  const b = await site.open(link, PHONE);
  await byId(b.page, 'list-view').waitFor();
  assert.equal(await b.page.getByTestId(/^entry-\d+$/).count(), 1);
  // B builds their own list by taps and plays it (back from the shared list to Listes).
  await byId(b.page, 'lists-back').click();
  await newList(b.page, 'titanicus-v2', 'imperial');
  await byId(b.page, 'list-name').fill('Légion B');
  await byId(b.page, 'list-name').press('Tab');
  await addUnit(b.page, 'warlord', ['vulcan-mega-bolter', 'plasma-cannon']);
  await playList(b.page);
  await byId(b.page, 'titan-start').click();
  await byId(b.page, 'sheet-0').waitFor();
  // A's titan joins from the link.
  await byId(b.page, 'titan-opponent-code').fill(link);
  await byId(b.page, 'titan-opponent-add').click();
  await byId(b.page, 'sheet-1').waitFor();
  assert.match(await text(b.page, 'sheet-1-name'), /Reaver/);
  assert.equal(await text(b.page, 'sheet-1-shields'), 'Boucliers 4/4 (8)');

  // Before activation, firing is offered disabled with the reason in words, once on the card.
  assert.equal(await byId(b.page, 'sheet-0-weapon-1-fire').isDisabled(), true);
  assert.equal(await text(b.page, 'sheet-0-why'), 'Warlord agit pendant son activation : activez-le d\'abord');
  await clean(b.page, b.errors, 'before activation');

  // Activate: the AP roll with real dice typed in (6 dice, 3+: four successes); before them, the
  // chances of each number of AP, the core's (6 dice at 2 in 3: exactly 4 with 80/243).
  await byId(b.page, 'sheet-0-activate').click();
  await byId(b.page, 'titan-chances').waitFor();
  assert.equal(await text(b.page, 'titan-chance-4'), `4 PA : ${fr(80 / 243)}`);
  assert.equal(await byId(b.page, 'titan-chances').locator('li').count(), 7, '0 to 6 AP');
  await typeDice(b.page, [6, 5, 4, 3, 2, 1]);
  assert.equal(await text(b.page, 'sheet-0-ap'), 'PA 4/4');
  assert.equal(await byId(b.page, 'sheet-0-why').count(), 0, 'nothing refused once activated');
  // Move, aim.
  await byId(b.page, 'sheet-0-move').click();
  assert.equal(await text(b.page, 'sheet-0-ap'), 'PA 3/4');
  await byId(b.page, 'sheet-0-weapon-1-aim').click();
  assert.equal(await text(b.page, 'sheet-0-ap'), 'PA 2/4');
  assert.match(await text(b.page, 'sheet-0-weapon-1-state'), /visée/);
  // A shot from the sheet: the plasma cannon at the Reaver, its real result applied.
  await byId(b.page, 'sheet-0-weapon-1-shoot').click();
  await byId(b.page, 'shot-panel').waitFor();
  assert.equal(await byId(b.page, 'shot-apply').isDisabled(), false);
  await byId(b.page, 'shot-shieldsDown-inc').click();
  await byId(b.page, 'shot-apply').click();
  await byId(b.page, 'shot-panel').waitFor({ state: 'detached' });
  assert.equal(await text(b.page, 'sheet-1-shields'), 'Boucliers 3/4 (8)');
  assert.equal(await text(b.page, 'sheet-0-ap'), 'PA 1/4');
  assert.match(await text(b.page, 'sheet-0-weapon-1-state'), /1× ce tour/);
  // Fire the other weapon, then nothing is left: firing and moving are offered disabled, with why.
  await byId(b.page, 'sheet-0-weapon-0-fire').click();
  assert.equal(await text(b.page, 'sheet-0-ap'), 'PA 0/4');
  assert.equal(await byId(b.page, 'sheet-0-weapon-0-fire').isDisabled(), true, 'no fire at 0 AP');
  assert.equal(await byId(b.page, 'sheet-0-move').isDisabled(), true, 'no move at 0 AP');
  assert.equal(await text(b.page, 'sheet-0-why'), 'Coûte 1 PA, il en reste 0');
  await clean(b.page, b.errors, 'the turn');
  const game = Object.values((await stored(b.page)).games)[0];
  // How lucky was that: the shot (no structure lost) with the calculator's odds, mine.
  const shot = game.snapshot.luck.find((o) => o.attack);
  assert.deepEqual([shot.side, shot.value], [0, 0]);
  assert.ok(shot.atLeast === 1 && shot.p > 0, 'nothing lost: the worst result, every result at least as good');
  await luckShown(b.page, 'titan', game.snapshot, 'titan-luck');
  assert.equal(game.snapshot.game.sheets.length, 2);
  assert.ok(game.snapshot.game.sheets.every((s) => Array.isArray(s.actions)), 'each sheet keeps its latest actions');
  // Whose turn: the opponent's titan may not be activated while the Warlord is, and says why.
  assert.equal(await text(b.page, 'titan-turn-state'), 'Tour 1 — Légion B active Warlord');
  assert.equal(await byId(b.page, 'sheet-1-activate').isDisabled(), true);
  assert.equal(await text(b.page, 'sheet-1-activate-why'), 'Warlord est en cours d\'activation : finissez d\'abord son activation');
  // The activation ends: Légion A's hand; it passes, and with nothing left to B the turn is over.
  await byId(b.page, 'titan-end-activation').click();
  assert.equal(await text(b.page, 'titan-turn-state'), 'Tour 1 — à Légion A d’activer un titan ou de passer');
  assert.equal(await byId(b.page, 'sheet-1-activate').isDisabled(), false);
  await byId(b.page, 'titan-pass').click();
  assert.equal(await text(b.page, 'titan-turn-state'), 'Tour 1 fini');
  // A new turn: who starts asked; the titan may be activated again, its weapons' uses cleared.
  await byId(b.page, 'titan-new-turn').click();
  assert.equal(await text(b.page, 'titan-turn-first-label'), 'Qui commence le tour 2 ?');
  await byId(b.page, 'titan-turn-first-0').click();
  assert.equal(await text(b.page, 'titan-turn-state'), 'Tour 2 — à Légion B d’activer un titan ou de passer');
  assert.equal(await byId(b.page, 'sheet-0-activate').isDisabled(), false);
  assert.doesNotMatch(await text(b.page, 'sheet-0-weapon-1-state'), /ce tour/);
  await clean(b.page, b.errors, 'new turn');
  // A reload mid-game lands back in it, as it was.
  await settle(b.page);
  const before = Object.values((await stored(b.page)).games)[0].snapshot;
  await reloadInGame(b.page, 'titan');
  assert.deepEqual(Object.values((await stored(b.page)).games)[0].snapshot, before);
  assert.equal(await byId(b.page, 'sheet-0-activate').isDisabled(), false);
  // Handed over to another phone (issue 20): the same game there, every sheet as it was.
  const other = await handOver(site, b.page, 'titan');
  assert.deepEqual(Object.values((await stored(other.page)).games)[0].snapshot, before);
  await clean(other.page, other.errors, 'handed over');
  await other.context.close();
  await a.context.close();
  await b.context.close();
});

test('refusals: the shot panel keeps what was typed and says why beside "Appliquer"; a v1 entry refused beside itself', async () => {
  const { page, errors } = await site.open(site.url, PHONE);
  await newList(page, 'titanicus-v2', 'imperial');
  await addUnit(page, 'warhound', ['vulcan-mega-bolter']);
  await playList(page);
  await byId(page, 'titan-start').click();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v2', name: 'B', faction: 'imperial',
    units: [{ unit: 'reaver', count: 1, weapons: ['plasma-cannon'] }] };
  await byId(page, 'titan-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'titan-opponent-add').click();
  await byId(page, 'sheet-1').waitFor();
  // Not activated: "Appliquer" is disabled with the reason beside it; what was typed stays.
  await byId(page, 'sheet-0-weapon-0-shoot').click();
  await byId(page, 'shot-structureLost-inc').click();
  assert.equal(await byId(page, 'shot-apply').isDisabled(), true);
  assert.equal(await text(page, 'shot-apply-why'), 'Warhound agit pendant son activation : activez-le d\'abord');
  assert.equal(await byId(page, 'shot-panel').isVisible(), true);
  assert.equal(await text(page, 'shot-structureLost'), '1');
  assert.deepEqual(errors, []);
  await page.context().close();

  // v1: a Warhound with one weapon of its two: the builder says so and "Jouer" waits.
  const v1 = await site.open(site.url, PHONE);
  await newList(v1.page, 'titanicus-v1', 'imperial');
  await addUnit(v1.page, 'warhound', ['multilaser']);
  assert.match(await text(v1.page, 'list-problems'), /Chien de Guerre \(4pt\) : 1 arme pour 2 emplacements, une par emplacement\./);
  assert.equal(await byId(v1.page, 'list-play').isDisabled(), true);
  // Its setup opened all the same (an address kept from before): refused at the start, beside its entry, in words.
  await v1.page.evaluate(() => { location.hash = location.hash.replace('#list=', '#play='); });
  // The v1 setup's shields and AP are labelled controls.
  const group = v1.page.getByRole('group', { name: 'Boucliers' });
  assert.equal(await group.count(), 1);
  assert.equal(await v1.page.getByRole('button', { name: 'Augmenter : Points d’action' }).count(), 1);
  await byId(v1.page, 'titan-start').click();
  const refusal = await text(v1.page, 'titan-error-setup-0');
  assert.equal(refusal, 'Unité n° 1 refusée : doit porter 2 armes (emplacements de Chien de Guerre (4pt)), pas 1');
  assert.equal(await byId(v1.page, 'titan-error').isVisible(), false, 'not under the bar');
  assert.deepEqual(v1.errors, []);
  await v1.context.close();
});

test('an impossible result is refused beside "Appliquer", with what the dice could give: the one-die Volcano cannon against 4 shields', async () => {
  const { page, errors } = await site.open(site.url, PHONE);
  await newList(page, 'titanicus-v1', 'imperial');
  await addUnit(page, 'warhound', ['volcano-cannon', 'multilaser']);
  await playList(page);
  await byId(page, 'titan-start').click();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'B', faction: 'imperial',
    units: [{ unit: 'reaver', count: 1, weapons: ['volcano-cannon', 'multilaser', 'multilaser'] }] };
  await byId(page, 'titan-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'titan-opponent-add').click();
  await byId(page, 'sheet-1').waitFor();
  const game = Object.values((await stored(page)).games)[0];
  const shields = game.snapshot.game.sheets[1].sheet.shields.up;
  assert.ok(shields >= 2, `${shields} shields up`);
  await byId(page, 'sheet-0-activate').click();
  const dice = await page.getByTestId(/^titan-die-\d+$/).count(); // v2 rolls its AP, v1 has them
  if (dice) await typeDice(page, Array.from({ length: dice }, () => 6));
  await byId(page, 'sheet-0-weapon-0-shoot').click();
  await byId(page, 'shot-panel').waitFor();
  // One die against shields up: a shield down and the structure hurt (the issue's "1 bouclier + 1
  // structure") cannot be — the hit falls on a shield first. Refused beside "Appliquer".
  await byId(page, 'shot-shieldsDown-inc').click();
  await byId(page, 'shot-structureLost-inc').click();
  assert.equal(await byId(page, 'shot-apply').isDisabled(), true);
  assert.equal(await text(page, 'shot-apply-why'), 'Impossible avec ces dés : 1 point de structure perdu. Possible : 0.');
  // Two shields down with one die: impossible too.
  await byId(page, 'shot-structureLost-dec').click();
  await byId(page, 'shot-shieldsDown-inc').click();
  assert.equal(await text(page, 'shot-apply-why'), 'Impossible avec ces dés : 2 boucliers tombés. Possible : 0 ou 1.');
  await byId(page, 'shot-shieldsDown-dec').click();
  await byId(page, 'shot-shieldsDown-dec').click();
  await byId(page, 'shot-structureLost-inc').click();
  assert.equal(await text(page, 'shot-structureLost'), '1', 'what was typed stays');
  await page.screenshot({ path: `${SHOTS}/auspex-titan-impossible-fr.png` });
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'shot-apply-why'), 'Impossible with these dice: 1 structure point lost. Possible: 0.');
  await byId(page, 'lang-toggle').click();
  // The possible result goes on.
  await byId(page, 'shot-structureLost-dec').click();
  await byId(page, 'shot-shieldsDown-inc').click();
  assert.equal(await byId(page, 'shot-apply').isDisabled(), false);
  await byId(page, 'shot-apply').click();
  await byId(page, 'shot-panel').waitFor({ state: 'detached' });
  assert.equal((Object.values((await stored(page)).games)[0]).snapshot.game.sheets[1].sheet.shields.up, shields - 1);
  // The multilaser's six dice: each count possible, but not together — the structure is hit only
  // once every shield up is down.
  await byId(page, 'sheet-0-weapon-1-shoot').click();
  await byId(page, 'shot-panel').waitFor();
  await byId(page, 'shot-shieldsDown-inc').click();
  await byId(page, 'shot-structureLost-inc').click();
  assert.equal(await text(page, 'shot-apply-why'),
    `Impossible : la structure n’est touchée qu’une fois les ${shields - 1} boucliers tombés ; ici 1 bouclier tombé.`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
