// Steps the lists and sheets browser tests share: a new list from the lists
// screen, a unit with its weapons added in the builder, and the device store.
import { byId } from './harness.mjs';

/** Opens the lists screen (unless shown) and starts a new list of `ruleset` (and `faction`). */
export async function newList(page, ruleset = 'titanicus-v1', faction = 'imperial') {
  if (!(await byId(page, 'lists-new-ruleset').isVisible())) await byId(page, 'lists-nav').click();
  await byId(page, 'lists-new-ruleset').selectOption(ruleset);
  if (faction) await byId(page, 'lists-new-faction').selectOption(faction);
  await byId(page, 'lists-new').click();
  await byId(page, 'list-builder').waitFor();
}

/** Adds `unit` with `weapons` in the builder; returns the new entry's index. */
export async function addUnit(page, unit, weapons = []) {
  await byId(page, 'list-unit-select').selectOption(unit);
  await byId(page, 'list-unit-add').click();
  const i = (await page.getByTestId(/^entry-\d+$/).count()) - 1;
  for (const w of weapons) {
    await byId(page, `entry-${i}-weapon-select`).selectOption(w);
    await byId(page, `entry-${i}-weapon-add`).click();
  }
  return i;
}

/** The device store (`auspex.data`) as its text, or parsed. */
export const storedText = (page) => page.evaluate(() => localStorage.getItem('auspex.data'));
export const stored = async (page) => JSON.parse(await storedText(page));

/** Opens an AT-44 card's "Autres actions" (casualties, Moral, attitudes, vehicles), unless open. */
export async function openMore(page, k) {
  const more = byId(page, `at44-sheet-${k}-more`);
  if (await more.getAttribute('open') === null) await more.locator('summary').click();
}
