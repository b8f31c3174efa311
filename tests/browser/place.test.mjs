// Finding one's place again (issue 18): a reload lands where the player was
// — the calculator with its calculation, a list in the builder, a game in
// progress (Titanicus and Epic) in the same state —, a page reopened without
// its address too; back / forward walk the screens; games in progress come
// first on Listes, the newest first; a shared list's link opened in a tab
// where Auspex is already open opens it. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, settle, checkPage } from './harness.mjs';
import { newList, addUnit, stored, playList } from './lists-steps.mjs';
import { reloadInGame } from './place-steps.mjs';

const site = useSite();

async function reloadReady(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

test('a reload keeps the calculation; the builder keeps its list; back and forward walk the screens', async () => {
  const { page, errors } = await site.open();
  await byId(page, 'game-at44').click();
  await byId(page, 'attackers-inc').click();
  const attackers = await text(page, 'attackers-value');
  const headline = await text(page, 'summary');
  await settle(page);
  await reloadReady(page);
  assert.equal(await byId(page, 'game-at44').getAttribute('aria-selected'), 'true');
  assert.equal(await text(page, 'attackers-value'), attackers, 'the calculation is kept');
  assert.equal(await text(page, 'summary'), headline);

  await newList(page, 'titanicus-v1', 'imperial');
  await byId(page, 'list-name').fill('Meute');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'warhound', ['multilaser']);
  const id = Object.keys((await stored(page)).lists)[0];
  assert.equal(await page.evaluate(() => location.hash), `#list=${id}`);
  await reloadReady(page);
  await byId(page, 'list-builder').waitFor();
  assert.equal(await byId(page, 'list-name').inputValue(), 'Meute', 'the same list in the builder');
  assert.equal(await page.getByTestId(/^entry-\d+$/).count(), 1);

  // Back: the lists, then the calculator as it was; forward: the lists again.
  await byId(page, 'lists-back').click();
  await byId(page, 'lists-items').waitFor();
  await page.goBack();
  await byId(page, 'list-builder').waitFor();
  await page.goBack();
  await byId(page, 'lists-items').waitFor();
  await page.goBack();
  await byId(page, 'attackers-value').waitFor();
  assert.equal(await byId(page, 'lists-screen').isVisible(), false, 'the lists screen is hidden');
  assert.equal(await text(page, 'attackers-value'), attackers, 'the calculation is back');
  await page.goForward();
  await byId(page, 'lists-items').waitFor();
  // Reopened without its address: the lists screen the player left.
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'lists-items').waitFor();
  await checkPage(page, errors, 'place');
});

const ORKS = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs',
  units: [{ unit: 'boy-ork', count: 4, options: { strategic: 2, morale: 5 } }] };
const REAVER = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Ennemi', faction: 'imperial',
  units: [{ unit: 'reaver', count: 1, weapons: ['gatling-blaster', 'plasma-cannon', 'multilaser'] }] };

test('a reload in a game lands in the same game, same state (Titanicus, Epic); games in progress first on Listes, the newest first', async () => {
  const { page, errors } = await site.open();
  // Titanicus: a warhound activated, one move spent.
  await newList(page, 'titanicus-v1', 'imperial');
  await byId(page, 'list-name').fill('Meute');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'warhound', ['multilaser', 'volcano-cannon']);
  await playList(page);
  assert.match(await page.evaluate(() => location.hash), /^#play=/, 'the setup is a place too');
  await reloadReady(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  await byId(page, 'sheet-0-activate').click();
  await byId(page, 'sheet-0-move').click();
  const ap = await text(page, 'sheet-0-ap');
  assert.equal(await reloadInGame(page, 'titan'), 'Partie : Meute');
  assert.equal(await text(page, 'sheet-0-ap'), ap, 'the same state');
  assert.equal(await byId(page, 'titan-undo').isDisabled(), false, 'the history is kept');

  // Epic: the opponent from a link, the game started.
  await byId(page, 'titan-back').click();
  await newList(page, 'epic-v1', null);
  await byId(page, 'list-name').fill('Ultramarines');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'marine-tactique');
  for (const k of ['strategic', 'strategic', 'morale']) await byId(page, `epic-${k}-inc`).click();
  await playList(page);
  await byId(page, 'epic-opponent-code').fill(`${site.url}#l=${site.core.encodeList(ORKS)}`);
  await byId(page, 'epic-opponent-add').click();
  await byId(page, 'epic-setup-1').waitFor();
  await byId(page, 'epic-start').click();
  await byId(page, 'epic-sheet-0').waitFor();
  const saved = Object.values((await stored(page)).games).find((g) => g.kind === 'epic');
  assert.equal(await reloadInGame(page, 'epic'), 'Partie : Ultramarines');
  assert.deepEqual(Object.values((await stored(page)).games).find((g) => g.kind === 'epic').snapshot, saved.snapshot, 'the same state');

  // Listes: one section of games in progress, at the top, the newest first.
  await byId(page, 'epic-back').click();
  const section = byId(page, 'games-in-progress');
  await section.waitFor();
  assert.equal(await byId(page, 'lists-screen').locator('.section-title').first().textContent(), 'Parties en cours');
  assert.deepEqual(await section.locator('.lists-item__name').allTextContents(), ['Partie : Ultramarines', 'Partie : Meute']);
  assert.match(await section.locator('.lists-meta').first().textContent(), /Epic/);
  await byId(page, 'titan-resume').click();
  await byId(page, 'titan-title').waitFor();
  assert.equal(await text(page, 'sheet-0-ap'), ap);
  await checkPage(page, errors, 'games');
});

test('a shared list\'s link opened in a tab where Auspex is open opens the list', async () => {
  const { page, errors } = await site.open();
  await page.evaluate((hash) => { location.hash = hash; }, `#l=${site.core.encodeList(REAVER)}`);
  await byId(page, 'list-readonly').waitFor();
  assert.equal(await text(page, 'list-name-text'), 'Ennemi');
  // And a broken one says so, on the calculator.
  await page.evaluate(() => { location.hash = '#l=AAAA'; });
  await byId(page, 'link-error').waitFor();
  assert.match(await text(page, 'link-error'), /\S/);
  assert.deepEqual(errors, []);
});
