// Duel, the test-only fifth game, played as a new player would on a 390-px
// phone from an empty device, in French then in English, on its own site
// (build/site-duel: scripts/assemble-site.mjs --game tests/fifth-game): its
// calculator tab, two lists built by taps (the list rule said in words), a
// game started on one phone (the core's game, docs/games.md: every move
// named by its player), wounds and a heal whose die is asked for, what
// the rules refuse disabled with its reason (a side's own duellist, the
// other side's turn), whose turn it is, a concession, the game found again
// after a reload; the game handed over to a second phone by its code (its
// setup and moves, replayed by the core) and played on there. Every figure
// is the core's.
// Run with the browser tests (scripts/test.sh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useSite, byId, text, checkPage, settle, SHOTS } from '../../browser/harness.mjs';
import { newList, addUnit, stored, readQr, playList, olderDevice } from '../../browser/lists-steps.mjs';
import { reloadInGame } from '../../browser/place-steps.mjs';
import { percent } from '../../../web/js/platform/format.mjs';

const site = useSite(fileURLToPath(new URL('../../../build/site-duel', import.meta.url)));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const WORDS = {
  fr: { problem: '4 duellistes pour 3 au plus.', round: 'À Les lames de jouer', round1: 'Manche 1/3',
    unhurt: "n'a aucune blessure", downWhy: 'est hors de combat', next: 'À Les masses de jouer',
    round2: 'Manche 2/3', yours: 'Ne blesse que les duellistes adverses',
    notYourTurn: "C'est à Les lames de jouer", toPlay: 'à jouer', waits: 'attend',
    endTurnNo: "Finir le tour — non : c'est à Les lames de jouer", won: 'Partie finie : Les masses gagne', over: 'La partie est finie' },
  en: { problem: '4 duellists for at most 3.', round: 'Les lames to play', round1: 'Round 1/3',
    unhurt: 'has no wound', downWhy: 'is down', next: 'Les masses to play',
    round2: 'Round 2/3', yours: "Wounds the other side's duellists only",
    notYourTurn: "It is Les lames's turn", toPlay: 'to play', waits: 'waiting',
    endTurnNo: "End the turn — no: it is Les lames's turn", won: 'Game over: Les masses wins', over: 'The game is over' },
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
    // Whose move it is: the game bar's line, from the core's players; the round above the cards.
    assert.equal(await text(page, 'duel-turn-state'), w.round);
    assert.equal(await text(page, 'duel-round'), w.round1);
    // The turn bar every game shares: who plays, who waits, and why the other may not end the turn.
    assert.deepEqual([await text(page, 'duel-player-0-state'), await text(page, 'duel-player-1-state')], [w.toPlay, w.waits]);
    await byId(page, 'duel-player-1-moves-toggle').tap();
    assert.equal(await text(page, 'duel-player-1-move-endTurn'), w.endTurnNo);
    assert.equal(await page.getByTestId(/^duel-sheet-\d+$/).count(), 5);

    // The game is the core's: Les lames (sheets 0–2) play first. Their own Bretteur: heal refused
    // (no wound), and wounding it too — the rules' reasons beside each, before the tap.
    assert.equal(await byId(page, 'duel-sheet-0-heal').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-0-heal-why'), new RegExp(w.unhurt));
    assert.equal(await byId(page, 'duel-sheet-0-wound').isDisabled(), true);
    assert.equal(await text(page, 'duel-sheet-0-wound-why'), w.yours);
    // A Colosse of Les masses (sheet 3) is wounded; they cannot heal it on Les lames's turn.
    await byId(page, 'duel-sheet-3-wound').tap();
    assert.match(await text(page, 'duel-sheet-3-wounds'), /1\/4/);
    assert.equal(await byId(page, 'duel-sheet-3-heal').isDisabled(), true);
    assert.equal(await text(page, 'duel-sheet-3-heal-why'), w.notYourTurn);
    // Whose turn: the other side's after "end of turn"; they wound the first Bretteur and hand back.
    await byId(page, 'duel-end-turn').tap();
    assert.equal(await text(page, 'duel-turn-state'), w.next);
    await byId(page, 'duel-sheet-0-wound').tap();
    assert.match(await text(page, 'duel-sheet-0-wounds'), /1\/2/);
    await byId(page, 'duel-end-turn').tap();
    assert.equal(await text(page, 'duel-round'), w.round2);
    assert.equal(await text(page, 'duel-turn-state'), w.round);
    // Heal: the die asked for, typed in (6 ≥ 5+): one wound less.
    await byId(page, 'duel-sheet-0-heal').tap();
    await byId(page, 'duel-dice').waitFor();
    await page.screenshot({ path: `${SHOTS}/duel-dice-${lang}.png`, fullPage: true });
    await byId(page, 'duel-die-0').fill('6');
    await byId(page, 'duel-dice-ok').tap();
    await byId(page, 'duel-dice').waitFor({ state: 'detached' });
    assert.match(await text(page, 'duel-sheet-0-wounds'), /0\/2/);
    // Three more wounds: the Colosse is down, and nothing more to wound.
    for (let k = 0; k < 3; k += 1) await byId(page, 'duel-sheet-3-wound').tap();
    assert.match(await text(page, 'duel-sheet-3-wounds'), /4\/4/);
    assert.equal(await byId(page, 'duel-sheet-3-wound').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-3-wound-why'), new RegExp(w.downWhy));
    await page.screenshot({ path: `${SHOTS}/duel-game-${lang}.png`, fullPage: true });

    // Les lames concede: Les masses win, and no move is left.
    await byId(page, 'duel-concede').tap();
    assert.equal(await text(page, 'duel-turn-state'), w.won);
    assert.equal(await byId(page, 'duel-end-turn').isDisabled(), true);
    assert.equal(await text(page, 'duel-end-turn-why'), w.over);

    // Found again after a reload, in the same state (once the device has it saved).
    // The core's game, whole: its setup and every move, each named by its player.
    const saved = Object.values((await stored(page)).games).find((g) => g.kind === 'duel');
    assert.equal(saved.snapshot.game.turn.winner, 1);
    assert.deepEqual(saved.snapshot.game.moves.map((m) => [m.by, m.name]),
      [[0, 'wound'], [0, 'endTurn'], [1, 'wound'], [1, 'endTurn'], [0, 'heal'], [0, 'wound'], [0, 'wound'], [0, 'wound'], [0, 'concede']]);
    assert.deepEqual(saved.snapshot.game.moves[4], { by: 0, name: 'heal', args: { sheet: 0 }, dice: [6] });
    await reloadInGame(page, 'duel');
    assert.equal(await byId(page, 'duel-end-turn').isDisabled(), true);
    assert.match(await text(page, 'duel-sheet-3-wounds'), /4\/4/);
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
  await byId(a.page, 'duel-sheet-2-wound').tap();
  await byId(a.page, 'duel-end-turn').tap();
  assert.equal(await text(a.page, 'duel-turn-state'), 'À Les masses de jouer');

  await byId(a.page, 'duel-handover-open').tap();
  await byId(a.page, 'duel-handover-link').waitFor();
  const link = await byId(a.page, 'duel-handover-link').inputValue();
  assert.match(link, /#g=[A-Za-z0-9_-]+$/);
  assert.equal(await readQr(a.page, 'duel-handover-qr'), link, 'the QR code holds the link');
  await a.page.screenshot({ path: `${SHOTS}/duel-handover-fr.png`, fullPage: true });

  // Phone B, an empty device: the game as it was (the wound, whose turn), played on.
  const b = await site.open(link, PHONE);
  await byId(b.page, 'duel-sheets').waitFor();
  assert.equal(await text(b.page, 'duel-turn-state'), 'À Les masses de jouer');
  assert.match(await text(b.page, 'duel-sheet-2-wounds'), /1\/4/);
  assert.equal(await byId(b.page, 'duel-sheet-2-heal').isDisabled(), false, 'the actions are the core\'s again');
  await byId(b.page, 'duel-sheet-0-wound').tap();
  assert.match(await text(b.page, 'duel-sheet-0-wounds'), /1\/2/);
  const saved = Object.values((await stored(b.page)).games).find((g) => g.kind === 'duel');
  assert.equal(saved.snapshot.game.sheets[2].sheet.wounds, 1);
  assert.deepEqual(saved.snapshot.game.moves.map((m) => [m.by, m.name]), [[0, 'wound'], [0, 'endTurn'], [1, 'wound']]);
  await b.page.screenshot({ path: `${SHOTS}/duel-handed-over-fr.png`, fullPage: true });
  await checkPage(a.page, a.errors, 'duel phone A');
  await checkPage(b.page, b.errors, 'duel phone B');
});

test('Duel: a game saved by a page that kept its sheets and turn alone opens, goes on in the core, and keeps its moves', async () => {
  // The snapshot as the page saved it before the core held the whole game: the sheets (their
  // actions beside them), the turn and its actions, the names, the seed and the log.
  const sheet = (unit, player) => {
    const reply = site.core.model('duelSheet', { op: 'new', ruleset: 'duel-v1', unit });
    return { sheet: reply.sheet, actions: reply.actions, player };
  };
  const first = sheet('bretteur', 0);
  const wounded = site.core.model('duelSheet', { op: 'apply', sheet: first.sheet, action: { type: 'wound', n: 1 } });
  const turn = site.core.model('duelTurn', { op: 'new', players: [{ name: 'Anciens' }, { name: 'Nouveaux' }] });
  const handed = site.core.model('duelTurn', { op: 'apply', turn: turn.turn, action: { type: 'endTurn' } });
  const snapshot = { sheets: [{ ...first, sheet: wounded.sheet, actions: wounded.actions }, sheet('colosse', 1)],
    turn: handed.turn, turnActions: handed.actions, names: ['Anciens', 'Nouveaux'], rng: { seed: 7, n: 0 },
    log: [{ fr: 'Nouveau duel : Anciens contre Nouveaux, 3 manches', en: 'New duel: Anciens against Nouveaux, 3 rounds' }] };
  const { page, errors } = await site.open(site.url, PHONE);
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, lists: {}, games: { g1: {
    kind: 'duel', name: 'Anciens', listId: null, savedAt: '2026-01-01T00:00:00.000Z', moves: 2, snapshot,
    history: { past: [], future: [] } } } }) });
  await byId(page, 'lists-nav').tap();
  await byId(page, 'duel-resume').tap();
  await byId(page, 'duel-sheets').waitFor();
  assert.equal(await text(page, 'duel-turn-state'), 'À Nouveaux de jouer');
  assert.match(await text(page, 'duel-sheet-0-wounds'), /1\/2/);
  // Nouveaux play on: their own Colosse is not theirs to wound; Anciens's Bretteur is.
  assert.equal(await byId(page, 'duel-sheet-1-wound').isDisabled(), true);
  await byId(page, 'duel-sheet-0-wound').tap();
  assert.match(await text(page, 'duel-sheet-0-wounds'), /2\/2/);
  assert.match(await byId(page, 'duel-log').textContent(), /Bretteur \(Anciens\) : 1 blessure \(2\/2\), hors de combat/);
  const saved = Object.values((await stored(page)).games).find((g) => g.kind === 'duel');
  assert.equal(saved.snapshot.turn, undefined, 'the game is the core\'s now');
  assert.deepEqual(saved.snapshot.game.setup.from.names, ['Anciens', 'Nouveaux']);
  assert.deepEqual(saved.snapshot.game.moves, [{ by: 1, name: 'wound', args: { sheet: 0, n: 1 } }]);
  // Undo: back to the game as it was saved, still the core's.
  await byId(page, 'duel-undo').tap();
  assert.match(await text(page, 'duel-sheet-0-wounds'), /1\/2/);
  assert.equal(await byId(page, 'duel-sheet-0-wound').isDisabled(), false);
  await page.screenshot({ path: `${SHOTS}/duel-upgraded-fr.png`, fullPage: true });
  await checkPage(page, errors, 'duel upgraded');
});
