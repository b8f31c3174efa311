// Duel, the test-only fifth game, played as a new player would on a 390-px
// phone from an empty device, in French then in English, on its own site
// (build/site-duel: scripts/assemble-site.mjs --game tests/fifth-game): its
// calculator tab, two lists built by taps (the list rule said in words), a
// game started on one phone, wounds and a heal whose die is asked for, what
// the rules refuse disabled with its reason, whose turn it is, a
// concession, the game found again after a reload; the game handed over to
// a second phone by its code (the play controller's, which Duel fills in
// with its STATES only) and played on there. Every figure is the core's.
// Run with the browser tests (scripts/test.sh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useSite, byId, text, checkPage, settle, SHOTS } from '../../browser/harness.mjs';
import { newList, addUnit, stored, readQr, playList } from '../../browser/lists-steps.mjs';
import { reloadInGame } from '../../browser/place-steps.mjs';
import { percent } from '../../../web/js/platform/format.mjs';

const site = useSite(fileURLToPath(new URL('../../../build/site-duel', import.meta.url)));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const WORDS = {
  fr: { problem: '4 duellistes pour 3 au plus.', round: 'Manche 1/3 — à Les lames de jouer',
    unhurt: "n'a aucune blessure", downWhy: 'est hors de combat', next: 'Manche 1/3 — à Les masses de jouer',
    won: 'Partie finie : Les masses gagne', over: 'La partie est finie' },
  en: { problem: '4 duellists for at most 3.', round: 'Round 1/3 — Les lames to play',
    unhurt: 'has no wound', downWhy: 'is down', next: 'Round 1/3 — Les masses to play',
    won: 'Game over: Les masses wins', over: 'The game is over' },
};

async function duelList(page, name, units) {
  await newList(page, 'duel-v1', null);
  await byId(page, 'list-name').fill(name);
  await byId(page, 'list-name').press('Tab');
  for (const [unit, count] of units) {
    const i = await addUnit(page, unit);
    for (let k = 1; k < count; k += 1) await byId(page, `entry-${i}-count-inc`).tap();
  }
}

for (const lang of ['fr', 'en']) {
  test(`Duel (${lang}): calculator, two lists by taps, a game played with its refusals, found again after a reload`, async () => {
    const w = WORDS[lang];
    const { page, errors } = await site.open(site.url, PHONE);
    if (lang === 'en') await byId(page, 'lang-toggle').tap();
    assert.equal(await stored(page), null, 'an empty device');

    // The calculator's fifth tab: 3 dice at 4+ against health 2 (the core: 1/2).
    await page.locator('#tab-duel').tap();
    const expected = site.core.calc({ system: 'duel', dice: 3, hitOn: 4, health: 2 });
    assert.equal(expected.down, 0.5);
    await byId(page, 'key-figure').filter({ hasText: percent(lang, expected.down) }).waitFor();
    assert.equal(await text(page, 'key-label'), lang === 'fr' ? 'Chance de mettre la cible hors de combat' : 'Chance to take the target down');
    await page.screenshot({ path: `${SHOTS}/duel-calculator-${lang}.png`, fullPage: true });

    // Two lists by taps; one breaks the list rule (in words), then is fixed.
    await duelList(page, 'Les masses', [['colosse', 2]]);
    await byId(page, 'lists-back').tap();
    await duelList(page, 'Les lames', [['bretteur', 3], ['colosse', 1]]);
    assert.equal((await text(page, 'list-problems')).includes(w.problem), true);
    await page.screenshot({ path: `${SHOTS}/duel-builder-${lang}.png`, fullPage: true });
    await byId(page, 'entry-0-count-dec').tap();
    assert.equal(await byId(page, 'list-problems').count(), 0);

    // Jouer, the opponent one of the phone's lists.
    await playList(page, undefined, { tap: true });
    await byId(page, 'duel-opponent-list').selectOption({ label: 'Les masses' });
    await byId(page, 'duel-start').tap();
    assert.equal(await text(page, 'duel-turn-state'), w.round);
    assert.equal(await page.getByTestId(/^duel-sheet-\d+$/).count(), 5);

    // The first Bretteur: heal refused (no wound), with its reason beside it.
    assert.equal(await byId(page, 'duel-sheet-0-heal').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-0-heal-why'), new RegExp(w.unhurt));
    await byId(page, 'duel-sheet-0-wound').tap();
    assert.match(await text(page, 'duel-sheet-0-wounds'), /1\/2/);
    // Heal: the die asked for, typed in (6 ≥ 5+): one wound less.
    await byId(page, 'duel-sheet-0-heal').tap();
    await byId(page, 'duel-dice').waitFor();
    await page.screenshot({ path: `${SHOTS}/duel-dice-${lang}.png`, fullPage: true });
    await byId(page, 'duel-die-0').fill('6');
    await byId(page, 'duel-dice-ok').tap();
    await byId(page, 'duel-dice').waitFor({ state: 'detached' });
    assert.match(await text(page, 'duel-sheet-0-wounds'), /0\/2/);
    // Two wounds: down, and nothing more to wound.
    await byId(page, 'duel-sheet-0-wound').tap();
    await byId(page, 'duel-sheet-0-wound').tap();
    assert.equal(await byId(page, 'duel-sheet-0-wound').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-0-wound-why'), new RegExp(w.downWhy));
    await page.screenshot({ path: `${SHOTS}/duel-game-${lang}.png`, fullPage: true });

    // Whose turn: the other side's after "end of turn"; then it concedes… to the first side.
    await byId(page, 'duel-end-turn').tap();
    assert.equal(await text(page, 'duel-turn-state'), w.next);
    await byId(page, 'duel-concede').tap();
    assert.equal(await text(page, 'duel-turn-state'), lang === 'fr' ? 'Partie finie : Les lames gagne' : 'Game over: Les lames wins');
    assert.equal(await byId(page, 'duel-end-turn').isDisabled(), true);
    assert.equal(await text(page, 'duel-end-turn-why'), w.over);

    // Found again after a reload, in the same state (once the device has it saved).
    const saved = Object.values((await stored(page)).games).find((g) => g.kind === 'duel');
    assert.equal(saved.snapshot.turn.winner, 0);
    await reloadInGame(page, 'duel');
    assert.equal(await byId(page, 'duel-end-turn').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-0-wounds'), /2\/2/);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/duel-reloaded-${lang}.png`, fullPage: true });
    await checkPage(page, errors, `duel ${lang}`);
  });
}

test('Duel: a game handed over to an empty phone by its code, played on there', async () => {
  const a = await site.open(site.url, PHONE);
  await duelList(a.page, 'Les masses', [['colosse', 2]]);
  await byId(a.page, 'lists-back').tap();
  await duelList(a.page, 'Les lames', [['bretteur', 2]]);
  await playList(a.page, undefined, { tap: true });
  await byId(a.page, 'duel-opponent-list').selectOption({ label: 'Les masses' });
  await byId(a.page, 'duel-start').tap();
  await byId(a.page, 'duel-sheet-0-wound').tap();
  await byId(a.page, 'duel-end-turn').tap();
  assert.equal(await text(a.page, 'duel-turn-state'), 'Manche 1/3 — à Les masses de jouer');

  await byId(a.page, 'duel-handover-open').tap();
  await byId(a.page, 'duel-handover-link').waitFor();
  const link = await byId(a.page, 'duel-handover-link').inputValue();
  assert.match(link, /#g=[A-Za-z0-9_-]+$/);
  assert.equal(await readQr(a.page, 'duel-handover-qr'), link, 'the QR code holds the link');
  await a.page.screenshot({ path: `${SHOTS}/duel-handover-fr.png`, fullPage: true });

  // Phone B, an empty device: the game as it was (the wound, whose turn), played on.
  const b = await site.open(link, PHONE);
  await byId(b.page, 'duel-sheets').waitFor();
  assert.equal(await text(b.page, 'duel-turn-state'), 'Manche 1/3 — à Les masses de jouer');
  assert.match(await text(b.page, 'duel-sheet-0-wounds'), /1\/2/);
  assert.equal(await byId(b.page, 'duel-sheet-0-heal').isDisabled(), false, 'the actions are the core\'s again');
  await byId(b.page, 'duel-sheet-2-wound').tap();
  assert.match(await text(b.page, 'duel-sheet-2-wounds'), /1\/\d/);
  const saved = Object.values((await stored(b.page)).games).find((g) => g.kind === 'duel');
  assert.equal(saved.snapshot.sheets[0].sheet.wounds, 1);
  await b.page.screenshot({ path: `${SHOTS}/duel-handed-over-fr.png`, fullPage: true });
  await checkPage(a.page, a.errors, 'duel phone A');
  await checkPage(b.page, b.errors, 'duel phone B');
});
