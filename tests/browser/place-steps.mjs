// Steps the game acceptance tests share for "the player finds their place
// again" (issue 18): a reload lands back on the same game screen, in the
// same state.
import assert from 'node:assert/strict';
import { byId } from './harness.mjs';

/**
 * Reloads the page shown on game screen `prefix` (titan, at44, kolaps,
 * epic) and checks it lands back on it: the same title and the same stored
 * game. Returns the title.
 */
export async function reloadInGame(page, prefix) {
  const title = (await byId(page, `${prefix}-title`).textContent()).trim();
  const game = await page.evaluate(() => location.hash);
  // As a player reloads: once the device holds the last change (<html data-store="saved">,
  // platform/store.mjs), not within the milliseconds its write takes.
  await page.waitForSelector('html:not([data-store="saving"])');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, `${prefix}-title`).waitFor();
  assert.equal((await byId(page, `${prefix}-title`).textContent()).trim(), title, `${prefix}: the same game after a reload`);
  assert.equal(await page.evaluate(() => location.hash), game, `${prefix}: the same address`);
  assert.match(game, /^#game=/, `${prefix}: the game's place is in the address`);
  return title;
}
