// Two pages of Auspex on one device (issue 19): the installed app and a tab
// opened from a link, each building lists, adding units and playing the same
// game turn by turn; each page sees the other's changes and nothing is lost.
// And when the two play the same game unaware of each other (no
// BroadcastChannel), the player is asked which game to keep.
// Built by taps on an empty device, at 390 × 844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { at44Company, stored, at44FirstTurn, playList } from './lists-steps.mjs';

const site = useSite();

const company = (page, name, faction, unit) => at44Company(page, name, faction, unit);

const listNames = async (page) => (await byId(page, 'lists-item-name').allTextContents()).sort();

/** A custom Titanicus unit made in the calculator's "Mes unités". */
async function customUnit(page, name) {
  await byId(page, 'game-titanicus-v1').click();
  await byId(page, 'custom-new').click();
  const values = { name, move: 20, armour: 11, rear: 9, structure: 4, wname: `Arme de ${name}`, wrange: 30, wdice: 3, wtoHit: 4, wstrength: 6 };
  for (const [key, value] of Object.entries(values)) await byId(page, `cu-${key}`).fill(String(value));
  await byId(page, 'cu-submit').click();
  await byId(page, 'custom-status').filter({ hasText: name }).waitFor();
}

/** Starts the AT-44 game of list `mine` against `theirs` (one of the player's lists) and its first turn. */
async function startGame(page, mine, theirs) {
  await playList(page, page.getByTestId('lists-play').and(page.getByLabel(new RegExp(mine))));
  await byId(page, 'at44-opponent-list').selectOption({ label: theirs });
  await byId(page, 'at44-start').click();
  await at44FirstTurn(page);
  await byId(page, 'at44-actions-0').waitFor();
}

const cp = async (page, side) => Number(await text(page, `at44-cp-${side}`));

test('two pages: lists, custom units and one game played turn by turn, nothing lost', async () => {
  const a = await site.open();
  const b = await site.open(site.url, { context: a.context });

  // Each builds a company; each page's lists show both.
  await company(a.page, 'Golems', 'therian', 'storm-golems');
  await company(b.page, 'Krasny', 'red-blok', 'krasny-soldaty');
  await a.page.getByTestId('lists-item-name').filter({ hasText: 'Krasny' }).waitFor();
  assert.deepEqual(await listNames(a.page), ['Golems', 'Krasny']);
  assert.deepEqual(await listNames(b.page), ['Golems', 'Krasny']);
  assert.deepEqual(Object.values((await stored(a.page)).lists).map((e) => e.list.name).sort(), ['Golems', 'Krasny']);

  // Each adds a unit of its own to "Mes unités" (one record: the Titanicus custom ruleset): both kept.
  await byId(a.page, 'lists-nav').click();
  await byId(b.page, 'lists-nav').click();
  await byId(b.page, 'game-titanicus-v1').click();
  await customUnit(a.page, 'Chasseur A');
  await b.page.getByTestId('custom-list').filter({ hasText: 'Chasseur A' }).waitFor(); // offered in B at once
  await customUnit(b.page, 'Chasseur B');
  await a.page.getByTestId('custom-list').filter({ hasText: 'Chasseur B' }).waitFor();
  assert.match(await text(a.page, 'custom-list'), /Chasseur A.*Chasseur B|Chasseur B.*Chasseur A/s);
  const units = (await stored(b.page)).customRulesets['custom-titanicus-v1'].units.map((u) => u.name.fr);
  assert.ok(units.includes('Chasseur A') && units.includes('Chasseur B'), units.join(', '));

  // A starts the game; B resumes it; they play it turn about.
  await byId(a.page, 'lists-nav').click();
  await byId(b.page, 'lists-nav').click();
  await startGame(a.page, 'Krasny', 'Golems');
  await b.page.getByTestId('at44-resume').waitFor();
  await byId(b.page, 'at44-resume').click();
  await byId(b.page, 'at44-actions-0').waitFor();
  const [s0, s1] = [await cp(a.page, 0), await cp(a.page, 1)];
  assert.ok(s0 >= 1 && s1 >= 1, `${s0}, ${s1} CP`);
  assert.equal(await cp(b.page, 0), s0);
  const shows = (page, side, n) => page.waitForFunction(([k, v]) => document.querySelector(`[data-testid="at44-cp-${k}"]`)?.textContent.trim() === String(v), [side, n]);
  await byId(a.page, 'at44-spend-0').click();
  await shows(b.page, 0, s0 - 1);
  assert.equal(await text(b.page, 'lists-status'), 'Cette partie a été jouée dans un autre onglet : la voici à jour.');
  await byId(b.page, 'at44-spend-1').click();
  await shows(a.page, 1, s1 - 1);
  // Both steps kept, in order: two undo steps in A, who undoes B's.
  const game = Object.values((await stored(a.page)).games)[0];
  assert.deepEqual(game.snapshot.game.turn.players.map((p) => p.cp), [s0 - 1, s1 - 1]);
  assert.deepEqual(game.history.past.slice(-2).map((s) => s.game.turn.players.map((p) => p.cp)), [[s0, s1], [s0 - 1, s1]]);
  await byId(a.page, 'at44-undo').click();
  await shows(b.page, 1, s1);
  assert.equal(await cp(b.page, 0), s0 - 1);
  await a.page.screenshot({ path: `${SHOTS}/auspex-two-tabs-a.png`, fullPage: true });
  await b.page.screenshot({ path: `${SHOTS}/auspex-two-tabs-b.png`, fullPage: true });
  await checkPage(a.page, a.errors, 'two tabs: A');
  await checkPage(b.page, b.errors, 'two tabs: B');
});

test('two pages unaware of each other play one game: the player chooses which to keep, in words', async () => {
  const a = await site.open();
  await company(a.page, 'Golems', 'therian', 'storm-golems');
  await company(a.page, 'Krasny', 'red-blok', 'krasny-soldaty');
  await startGame(a.page, 'Krasny', 'Golems');
  // B cannot hear A (no BroadcastChannel, as in an old browser): it learns only when it writes.
  const ctx = a.context;
  await ctx.addInitScript(() => { delete globalThis.BroadcastChannel; });
  const b = await site.open(site.url, { context: ctx });
  await byId(b.page, 'at44-actions-0').waitFor(); // opened where the player was: the game
  const [s0, s1] = [await cp(b.page, 0), await cp(b.page, 1)];
  await byId(a.page, 'at44-spend-0').click();
  await byId(a.page, 'at44-spend-1').click();
  await byId(b.page, 'at44-spend-0').click(); // based on the game before A's two steps
  await byId(b.page, 'store-conflict').waitFor();
  assert.equal(await text(b.page, 'store-conflict'),
    'La partie « Krasny » a aussi été jouée dans un autre onglet. Laquelle garder ?Celle de cet ongletCelle de l’autre ongletLes deux');
  await b.page.screenshot({ path: `${SHOTS}/auspex-two-tabs-conflict.png`, fullPage: true });
  assert.equal(await b.page.evaluate(() => document.activeElement?.dataset.testid), 'store-conflict', 'seen at once: focused');
  await byId(b.page, 'lang-toggle').click();
  assert.equal(await text(b.page, 'store-conflict'), 'The game “Krasny” was also played in another tab. Which one to keep?This tab’sThe other tab’sBoth');
  await byId(b.page, 'lang-toggle').click();
  const cps = (g) => g.snapshot.game.turn.players.map((p) => p.cp).join(' ');
  // Nothing written over A's game meanwhile.
  assert.equal(cps(Object.values((await stored(b.page)).games)[0]), `${s0 - 1} ${s1 - 1}`);
  await byId(b.page, 'store-conflict-both').click();
  await byId(b.page, 'store-conflict').waitFor({ state: 'detached' });
  const games = Object.values((await stored(b.page)).games).map(cps).sort();
  assert.deepEqual(games, [`${s0 - 1} ${s1 - 1}`, `${s0 - 1} ${s1}`].sort(), 'both games kept');
  await byId(b.page, 'at44-back').click();
  assert.equal(await byId(b.page, 'at44-resume').count(), 2);
  await checkPage(b.page, b.errors, 'conflict');
});
