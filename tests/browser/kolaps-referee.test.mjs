// The KOLAPS game refereed by the core (core/kolaps/game.cpp, issue 45) at
// 390×844, from an empty device, built by taps: « Nouveau tour » while
// characters may still act is off, its reason beside it (turn 2's
// combativité was once rolled with the header at « Tour 1 »); there is no
// Réserve formed without the combativité rolled (the draw's « Former la
// Réserve » is gone: a new turn is one move); a charge costs its move's
// combativité and fatigue + 1 (Loi 9-20), its move asked on the panel; a
// dodge is not offered against a charge; a card offers no new turn of its
// own nor an activation to set by hand. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, playList, olderDevice, savedGame, fill } from './lists-steps.mjs';

const site = useSite();
const savedGameOf = (page) => savedGame(page, 'kolaps');

test('KOLAPS refereed: no new turn while characters may act, a charge at its move\'s cost + 1, no dodge against it', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'kolaps-v2', null);
  await fill(page, 'list-name', 'APC');
  const a = await addUnit(page, 'personnage');
  await fill(page, `entry-${a}-name`, 'Steiner');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).click();
  await playList(page);
  await byId(page, 'kolaps-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'Vampires',
    units: [{ unit: 'personnage', name: 'Vampire', options: { rank: 1 }, character: { weapons: [{ name: 'Griffes', traits: ['Arme de mêlée'] }] } }] };
  await byId(page, 'kolaps-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'kolaps-opponent-add').click();
  await byId(page, 'kolaps-start').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  // No Réserve without the combativité: the draw offers no « Former la Réserve »; « Nouveau tour » is the one way in.
  assert.equal(await byId(page, 'kolaps-draw-start').count(), 0);
  assert.equal(await byId(page, 'kolaps-new-turn').isDisabled(), false);
  // A card has no new turn of its own, nor an activation set by hand (the draw's).
  await byId(page, 'kolaps-sheet-0-more').click();
  assert.equal(await byId(page, 'kolaps-sheet-0-new-turn').count(), 0);
  assert.equal(await byId(page, 'kolaps-sheet-0-activation').count(), 0);

  await byId(page, 'kolaps-new-turn').click();
  await byId(page, 'kolaps-dice').waitFor();
  assert.match(await text(page, 'kolaps-dice'), /Steiner : 6D6 combativité \(2\+\)/, 'whose dice they are');
  for (const [k, d] of [6, 5, 2, 1, 1, 1].entries()) await byId(page, `kolaps-die-${k}`).fill(String(d));
  await byId(page, 'kolaps-dice-ok').click();
  await byId(page, 'kolaps-reserve').waitFor();
  let game = await savedGameOf(page);
  assert.deepEqual(game.snapshot.game.sheets.map((s) => s.sheet.combativite.current), [3, 6]);
  assert.deepEqual(game.snapshot.game.turn.reserve, ['c0', 'c1']);
  // Turn 1 goes on: « Nouveau tour » is off, why beside it, in both languages.
  assert.equal(await byId(page, 'kolaps-new-turn').isDisabled(), true);
  assert.equal(await text(page, 'kolaps-new-turn-why'),
    'Le tour 1 continue : Steiner, Vampire peuvent encore agir (un nouveau tour quand plus aucun marqueur ne reste, Loi 7-18)');
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'kolaps-new-turn-why'), 'Turn 1 goes on: Steiner, Vampire may still act (a new turn once no marker is left, Loi 7-18)');
  await byId(page, 'lang-toggle').click();
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-referee-new-turn-fr.png` });

  // The Vampire's marker (2 of 2): it charges Steiner after a run.
  await byId(page, 'kolaps-draw-pick').click();
  await byId(page, 'kolaps-die-0').fill('2');
  await byId(page, 'kolaps-dice-ok').click();
  assert.match(await text(page, 'kolaps-active'), /Vampire/);
  await byId(page, 'kolaps-sheet-1-attack').click();
  await byId(page, 'kolaps-attack-panel').waitFor();
  await byId(page, 'kolaps-attack-action').selectOption('charger');
  // A dodge does not answer a charge (Loi 9-20): not offered; the parry is.
  assert.equal(await byId(page, 'kolaps-attack-esquive').count(), 0);
  assert.equal(await byId(page, 'kolaps-attack-parade').count(), 1);
  await byId(page, 'kolaps-attack-move').selectOption('course');
  assert.match(await byId(page, 'kolaps-attack-move').locator('option:checked').textContent(), /^Course \(coût 2 \+ 1, fatigue 1 \+ 1\)$/);
  await byId(page, 'kolaps-attack-outcome').selectOption('sonne');
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-referee-charge-fr.png`, fullPage: true });
  await byId(page, 'kolaps-attack-apply').click();
  await byId(page, 'kolaps-attack-panel').waitFor({ state: 'detached' });
  game = await savedGameOf(page);
  const vampire = game.snapshot.game.sheets[1].sheet;
  assert.equal(vampire.combativite.current, 3, 'a charge after a run: 2 + 1 (once 1)');
  assert.equal(vampire.fatigue.points, 2, 'fatigue 1 + 1');
  assert.equal(game.snapshot.game.turn.characters[1].combativite, 3, 'the draw follows');
  assert.equal(game.snapshot.game.sheets[0].sheet.health.sonne, true);
  // One action per activation (Loi 8-1): « Agir sur… » is off now, why beside it.
  assert.equal(await byId(page, 'kolaps-sheet-1-attack').isDisabled(), true);
  assert.match(await text(page, 'kolaps-sheet-1'), /une seule action par activation/);

  // Steiner's player may not end the Vampire's activation: the core's players say whom it waits on.
  const players = game.snapshot.players;
  assert.equal(players[1].active, true);
  assert.equal(players[0].active, false);
  assert.equal(players[0].moves.find((m) => m.name === 'endActivation').allowed, false);
  await byId(page, 'lang-toggle').click();
  assert.doesNotMatch(await byId(page, 'kolaps-sheets').textContent(), /\(action|undefined|null|kolaps[A-Z]/);
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-referee-en.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  await checkPage(page, errors, 'kolaps refereed');
  await page.context().close();
});

test('KOLAPS: a game saved by a page that kept its sheets and draw alone opens, goes on in the core, its roster entries kept', async () => {
  // The snapshot as the page saved it before the core held the whole game: mid-turn, Steiner's marker to draw.
  const sheet = (name, rank, player, entry) => {
    const made = site.core.model('kolapsSheet', { op: 'new', ruleset: 'kolaps-v2', name, rank });
    const turned = site.core.model('kolapsSheet', { op: 'apply', sheet: made.sheet, action: { type: 'newTurn', dice: rank === 1 ? undefined : [6, 6, 6, 6, 6, 6] } });
    return { player, sheet: turned.sheet, actions: turned.actions, ...(entry ? { entry } : {}) };
  };
  const sheets = [sheet('Steiner', 2, 0, { at: 0, copies: 1 }), sheet('Vampire', 1, 1)];
  const made = site.core.model('kolapsTurn', { op: 'new', players: [{ name: 'APC' }, { name: 'Vampires' }],
    characters: [{ id: 'c0', name: 'Steiner', player: 0, rank: 2 }, { id: 'c1', name: 'Vampire', player: 1, rank: 1 }] });
  const draw = site.core.model('kolapsTurn', { op: 'apply', turn: made.turn, action: { type: 'startTurn', combativite: { c0: 6, c1: 6 } } });
  const snapshot = { sheets, draw: draw.turn, drawActions: draw.actions, drawMayAct: draw.mayAct, drawMayEnd: draw.mayEnd,
    names: ['APC', 'Vampires'], rng: { seed: 11, n: 0 }, log: [{ fr: 'Nouvelle partie', en: 'New game' }] };
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, lists: {}, games: { g1: {
    kind: 'kolaps', name: 'APC', listId: null, savedAt: '2026-01-01T00:00:00.000Z', moves: 1, snapshot, history: { past: [], future: [] } } } }) });
  await byId(page, 'lists-nav').click();
  await byId(page, 'kolaps-resume').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  assert.match(await text(page, 'kolaps-reserve'), /Steiner, Vampire/);
  // The turn goes on: no new turn; the marker drawn (Steiner), and his sheet's spend is the draw's.
  assert.equal(await byId(page, 'kolaps-new-turn').isDisabled(), true);
  await byId(page, 'kolaps-draw-pick').click();
  await byId(page, 'kolaps-die-0').fill('1');
  await byId(page, 'kolaps-dice-ok').click();
  assert.match(await text(page, 'kolaps-active'), /Steiner/);
  await byId(page, 'kolaps-sheet-0-spend').click();
  const game = await savedGameOf(page);
  assert.equal(game.snapshot.sheets, undefined, 'the game is the core\'s now');
  assert.deepEqual(game.snapshot.game.setup.from.sheets[0].entry, { at: 0, copies: 1 });
  assert.deepEqual(game.snapshot.game.sheets[0].entry, { at: 0, copies: 1 }, 'the roster entry kept for the campaign');
  assert.deepEqual(game.snapshot.game.moves.map((m) => [m.by, m.name]), [[0, 'draw'], [0, 'sheet']]);
  assert.equal(game.snapshot.game.turn.characters[0].combativite, 5);
  await checkPage(page, errors, 'kolaps upgraded');
});
