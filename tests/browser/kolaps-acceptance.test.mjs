// KOLAPS acceptance (issue 18): as two new players at 390×844 on empty
// devices, no storage seeded. The opponent builds their Unité by taps (a
// melee weapon and a protection, picked), shares it by link; the player opens
// the link in a second browser context, builds their own Unité by taps (a
// ranged weapon with a cadence: its class and traits picked, never typed),
// starts the game against the link, and plays a whole turn: combativité
// rolled, the Réserve, the draw, "Agir sur…" with its result applied, a spend,
// the ends of activation, up to the end of the turn — with no refusal on the
// way; then what the rules refuse is disabled with its reason, in French and
// in English, and the combativité spent is bounded at the control. Needs build/site.
import { test } from 'node:test';
import { reloadInGame } from './place-steps.mjs';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, settle } from './harness.mjs';
import { newList, addUnit, stored, handOver, luckShown, playList, savedGame, fill } from './lists-steps.mjs';

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const savedGameOf = (page) => savedGame(page, 'kolaps');
let player = null; // the player's page, kept for the reload step

/** No refusal anywhere on the game screen (under the bar or beside a control). */
async function noRefusal(page, where) {
  const shown = await page.locator('[data-testid^="kolaps-error"]').evaluateAll((els) => els.filter((e) => !e.hidden && e.textContent.trim()).map((e) => e.textContent));
  assert.deepEqual(shown, [], `${where}: no refusal`);
}

async function typeDice(page, dice) {
  await byId(page, 'kolaps-dice').waitFor();
  for (const [k, d] of dice.entries()) await byId(page, `kolaps-die-${k}`).fill(String(d));
  await byId(page, 'kolaps-dice-ok').click();
}

test('KOLAPS acceptance: two Unités built by taps, one shared by link, a whole turn played with no refusal', async () => {
  // The opponent's device: the Vampires, a rank 1 character with claws and leather.
  const them = await site.open(site.url, { clipboard: true, ...PHONE });
  await newList(them.page, 'kolaps-v2', null);
  await fill(them.page, 'list-name', 'Vampires');
  const v = await addUnit(them.page, 'personnage');
  await fill(them.page, `entry-${v}-name`, 'Vampire');
  for (let k = 0; k < 4; k += 1) await byId(them.page, `entry-${v}-rank-dec`).tap();
  await byId(them.page, `entry-${v}-arm-add`).tap();
  await fill(them.page, `entry-${v}-arm-0-name`, 'Griffes');
  await byId(them.page, `entry-${v}-arm-0-class`).selectOption('arme-naturelle');
  assert.equal(await byId(them.page, `entry-${v}-arm-0-cadence`).count(), 0, 'no cadence for claws');
  await byId(them.page, `entry-${v}-arm-0-trait-tranchant`).tap();
  await byId(them.page, `entry-${v}-prot-add`).tap();
  await fill(them.page, `entry-${v}-prot-name`, 'Cuir');
  await byId(them.page, `entry-${v}-prot-trait-solide`).tap();
  assert.equal(await byId(them.page, 'list-problems').count(), 0, 'nothing the game would refuse');
  await byId(them.page, 'list-copy-link').tap();
  await byId(them.page, 'list-share-status').filter({ hasText: 'Lien copié.' }).waitFor();
  const link = await them.page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(`${site.url}#l=`), link);
  await checkPage(them.page, them.errors, 'opponent builder');

  // The player's device, empty: the link opens read-only, in words.
  const me = await site.open(link, PHONE);
  player = me;
  const { page, errors } = me;
  await byId(page, 'list-view').waitFor();
  assert.equal(await stored(page), null, 'an empty device: nothing stored');
  assert.match(await byId(page, 'list-view').textContent(), /Griffes : Arme naturelle · Tranchant/);

  // Their own Unité by taps: Steiner, rank 2, a rifle (arme d'épaule, cadence 2, pénétrant 1).
  await byId(page, 'lists-back').tap();
  await byId(page, 'lists-new-ruleset').selectOption('kolaps-v2');
  await byId(page, 'lists-new').tap();
  await byId(page, 'list-builder').waitFor();
  await fill(page, 'list-name', 'APC');
  const a = await addUnit(page, 'personnage');
  await fill(page, `entry-${a}-name`, 'Steiner');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).tap();
  await byId(page, `entry-${a}-arm-add`).tap();
  await fill(page, `entry-${a}-arm-0-name`, 'Fusil');
  await byId(page, `entry-${a}-arm-0-class`).selectOption('arme-d-epaule');
  await byId(page, `entry-${a}-arm-0-cadence-inc`).tap();
  assert.equal(await text(page, `entry-${a}-arm-0-cadence`), '2');
  await byId(page, `entry-${a}-arm-0-trait-penetrant`).tap();
  assert.equal(await byId(page, `entry-${a}-arm-0-trait-penetrant`).getAttribute('aria-pressed'), 'true');
  assert.equal(await byId(page, 'list-problems').count(), 0);
  const pinned = await byId(page, 'list-summary').evaluate((e) => e.getBoundingClientRect().height);
  assert.ok(pinned <= 844 / 4, `the pinned summary is ${pinned} px: at most a quarter of the screen`);
  // The cost bounded at the control: 99999999999 is not taken, said beside the field.
  await byId(page, `entry-${a}-points`).fill('99999999999');
  assert.match(await text(page, `entry-${a}-points-why`), /^Un nombre entier de 0 à 10.000 points\.$/);
  await byId(page, `entry-${a}-points`).fill('12');
  await byId(page, `entry-${a}-points`).press('Tab');
  assert.equal(await byId(page, `entry-${a}-points-why`).count(), 0);
  assert.equal(Object.values((await stored(page)).lists).find((l) => l.list.name === 'APC').list.units[a].options.points, 12);
  await checkPage(page, errors, 'builder');

  // Jouer: the opponent from their link; the start is not refused.
  await playList(page, undefined, { tap: true });
  await byId(page, 'kolaps-opponent-code').fill(link);
  await byId(page, 'kolaps-opponent-add').tap();
  await byId(page, 'kolaps-setup-1').waitFor();
  assert.equal(await byId(page, 'kolaps-start').isDisabled(), false);
  await byId(page, 'kolaps-start').tap();
  await byId(page, 'kolaps-sheet-0').waitFor();
  await noRefusal(page, 'start');
  let game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets.map((s) => [s.sheet.name, s.sheet.profile.rank, s.sheet.weapons[0]?.cadence ?? null]),
    [['Steiner', 2, 2], ['Vampire', 1, null]]);
  // Before the turn, everyone is épuisé: "Agir sur…" waits, its reason beside it.
  assert.equal(await byId(page, 'kolaps-sheet-0-attack').isDisabled(), true);
  assert.match(await text(page, 'kolaps-sheet-0-why'), /épuisé/);
  assert.equal(await byId(page, 'kolaps-sheet-0-spend').count(), 0, 'no spending while épuisé');

  // New turn: Steiner's combativité from real dice, the Vampire's 6; the Réserve formed.
  await byId(page, 'kolaps-new-turn').tap();
  await typeDice(page, [6, 5, 2, 1, 1, 1]);
  await byId(page, 'kolaps-reserve').waitFor();
  game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets.map((s) => s.sheet.combativite.current), [3, 6]);
  assert.deepEqual(game.snapshot.game.turn.reserve, ['c0', 'c1']);

  // The draw: Steiner. Agir sur… the Vampire, blessé, applied on both sheets.
  await byId(page, 'kolaps-draw-pick').tap();
  await typeDice(page, [1]);
  assert.match(await text(page, 'kolaps-active'), /Steiner/);
  // The Vampire waits in the Réserve: he acts when his marker is drawn (Loi 7-12); his "Agir sur…" waits, why beside it.
  assert.equal(await byId(page, 'kolaps-sheet-1-attack').isDisabled(), true);
  assert.match(await text(page, 'kolaps-sheet-1'), /Vampire attend dans la Réserve : il agit quand son marqueur est pioché \(Loi 7-12\)/);
  await byId(page, 'kolaps-sheet-0-attack').tap();
  await byId(page, 'kolaps-attack-odds').waitFor();
  await byId(page, 'kolaps-attack-outcome').selectOption('blesse');
  assert.equal(await byId(page, 'kolaps-attack-apply').isDisabled(), false);
  await byId(page, 'kolaps-attack-apply').tap();
  await byId(page, 'kolaps-attack-panel').waitFor({ state: 'detached' });
  await noRefusal(page, 'attack applied');
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets[1].sheet.health.state, 'blesse');
  assert.equal(game.snapshot.game.sheets[0].sheet.combativite.current, 1);
  assert.equal(game.snapshot.game.sheets[0].sheet.weapons[0].usesLeft, 1, 'one shot of two');
  await byId(page, 'kolaps-draw-end').tap();

  // The Vampire: one combativité spent on an action, then épuisé by choice.
  await byId(page, 'kolaps-draw-pick').tap();
  assert.match(await text(page, 'kolaps-active'), /Vampire/);
  const left = (await savedGameOf(page)).snapshot.game.sheets[1].sheet.combativite.current;
  await byId(page, 'kolaps-sheet-1-spend').tap();
  await noRefusal(page, 'spend');
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.sheets[1].sheet.combativite.current, left - 1, 'one point spent');
  await byId(page, 'kolaps-draw-exhausted').tap();
  await byId(page, 'kolaps-draw-end').tap();

  // Sequence 2: Steiner again, with 1 combativité left.
  await byId(page, 'kolaps-draw-pick').tap();
  assert.match(await text(page, 'kolaps-active'), /Steiner/);
  // Prevented: Steiner has 1 combativité left, a shot costs 2: "Appliquer" waits, its reason beside it.
  await byId(page, 'kolaps-sheet-0-attack').tap();
  assert.equal(await byId(page, 'kolaps-attack-apply').isDisabled(), true);
  assert.equal(await text(page, 'kolaps-attack-apply-why'), 'Steiner : demande 2 de combativité ; le personnage en a 1 (Loi 8-4)');
  await byId(page, 'lang-toggle').tap();
  assert.equal(await text(page, 'kolaps-attack-apply-why'), 'Steiner: needs 2 combativité; the character has 1 (Loi 8-4)');
  await byId(page, 'lang-toggle').tap();
  await byId(page, 'kolaps-attack-cancel').tap();
  // Bounded at the control: no more points than Steiner has left, said beside the stepper.
  assert.equal(await text(page, 'kolaps-sheet-0-points'), '1');
  assert.equal(await byId(page, 'kolaps-sheet-0-points-inc').getAttribute('aria-disabled'), 'true');
  assert.equal(await text(page, 'kolaps-sheet-0-points-bound'), 'Au plus 1 : la combativité qui reste (Loi 8-4).');
  // Then épuisé, on the draw and on his sheet: the turn ends, and he may no longer act (Loi 7-14).
  await byId(page, 'kolaps-draw-exhausted').tap();
  await byId(page, 'kolaps-draw-end').tap();
  game = await savedGameOf(page);
  assert.equal(game.snapshot.game.turn.phase, 'turnEnd');
  assert.equal(game.snapshot.game.sheets[0].sheet.activation, 'epuise');
  assert.equal(await byId(page, 'kolaps-sheet-0-attack').isDisabled(), true);
  await noRefusal(page, 'end of the turn');
  assert.ok(game.snapshot.game.sheets.every((s) => Array.isArray(s.actions)) && Array.isArray(game.snapshot.game.turnActions), 'the actions kept');
  await byId(page, 'lang-toggle').tap();
  assert.doesNotMatch(await byId(page, 'kolaps-sheets').textContent(), /\(action|undefined|null|kolaps[A-Z]/);
  await byId(page, 'lang-toggle').tap();
  // How lucky was that: each character's combativité dice, Steiner's shot (blessé) with the calculator's odds.
  const luck = game.snapshot.luck;
  const blesse = luck.find((o) => o.side === game.snapshot.game.sheets[0].player && o.value === 4 && !o.attack);
  assert.ok(blesse && blesse.p > 0 && blesse.atLeast > blesse.p, 'blessé: the 5th of 7 results, better ones possible');
  assert.equal(luck.filter((o) => o.mean > 1).length, 2, 'the combativité dice of both characters');
  await luckShown(page, 'kolaps', game.snapshot, 'kolaps-luck');
  await checkPage(page, errors, 'game');
  // Handed over to another phone (issue 20): the same game there, every sheet as it was.
  const other = await handOver(site, page, 'kolaps');
  assert.deepEqual(Object.values((await stored(other.page)).games)[0].snapshot, (await savedGameOf(page)).snapshot);
  await checkPage(other.page, other.errors, 'handed over');
  await other.context.close();
  await settle(page);
  await them.context.close();
});

test('reload lands back in the game (issue 18, nav)', async () => {
  const { page } = player;
  await settle(page);
  await reloadInGame(page, 'kolaps');
  await byId(page, 'kolaps-sheet-0').waitFor({ timeout: 3000 });
  assert.equal((await savedGameOf(page)).snapshot.game.turn.phase, 'turnEnd');
  await player.context.close();
});
