// The AT-44 company builder in the page at 390×844: per entry the stars,
// officer grade and hero options edited with steppers and toggles, one undo
// step each; the totals in stars, the problems and (when the core gives
// them) the facts shown are the core's for the saved list. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, noHorizontalScroll } from './harness.mjs';
import { newList, addUnit, stored } from './lists-steps.mjs';

const site = useSite();

const savedList = async (page) => Object.values((await stored(page)).lists)[0].list;


async function clicks(page, id, n) {
  for (let k = 0; k < n; k += 1) await byId(page, id).click();
}

/** The problems the page lists, and the core's for the saved list (French). */
async function problems(page) {
  const shown = await byId(page, 'list-problems').count() ? (await byId(page, 'list-problems').locator('li').allTextContents()) : [];
  const checked = site.core.checkList(await savedList(page));
  // The options the core names by id, named as the builder labels them (issue 18: no option id on screen).
  const named = (text) => text.replace('« grade »', '« Grade »').replace('« commander »', '« Commandant »').replace('« unitOf »', '« Rattaché à »');
  return { shown, core: checked.problems.map((p) => named(p.message.fr)), checked };
}

test('company: stars, grade and hero per entry, totals, problems and facts the core\'s; a valid and an invalid company', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'at44', 'therian');
  await byId(page, 'list-limit').fill('20');
  await byId(page, 'list-limit').press('Tab');

  // Storm golems (no stars in the ruleset): 6 stars, led by a grade 1 officer (the commander
  // when the core knows the option: a company of 0–19 stars has a commander of grade 1 at most).
  const a = await addUnit(page, 'storm-golems');
  assert.equal(await text(page, `entry-${a}-stars`), '—', 'the ruleset gives no stars');
  assert.equal(await text(page, `entry-${a}-grade`), 'aucun');
  await clicks(page, `entry-${a}-stars-inc`, 6);
  await clicks(page, `entry-${a}-grade-inc`, 2); // none → 0 → 1
  assert.equal(await text(page, `entry-${a}-stars`), '6');
  assert.equal(await text(page, `entry-${a}-grade`), '1');
  const commander = await byId(page, `entry-${a}-commander`).count() > 0;
  if (commander) await byId(page, `entry-${a}-commander`).click();
  // Bane goliaths: 8 stars.
  const b = await addUnit(page, 'bane-goliaths');
  await clicks(page, `entry-${b}-stars-inc`, 8);

  let list = await savedList(page);
  assert.deepEqual(list.units.map((u) => u.options),
    [{ stars: 6, grade: 1, ...(commander ? { commander: 1 } : {}) }, { stars: 8 }]);
  let { shown, core, checked } = await problems(page);
  assert.equal(checked.totals.cost, 14);
  assert.equal(checked.totals.costUnit, 'stars');
  assert.match(await text(page, 'list-totals'), /^14 \/ 20 étoiles/);
  assert.equal(await text(page, `entry-${a}-cost`), `${checked.lines[a].cost} ★`);
  assert.deepEqual(shown, core, 'the valid company: the core\'s problems');
  assert.deepEqual(core, [], 'a valid company');
  if (checked.facts) {
    assert.equal(await byId(page, 'list-facts').isVisible(), true, 'the core\'s facts shown');
    for (const key of Object.keys(checked.facts)) assert.equal(await byId(page, `list-fact-${key}`).count(), 1, key);
  }
  assert.ok(await noHorizontalScroll(page), 'no horizontal scroll');

  // Invalid: 26 stars for a limit of 20, and a hero.
  await clicks(page, `entry-${b}-stars-inc`, 12);
  await byId(page, `entry-${b}-hero`).click();
  assert.equal(await byId(page, `entry-${b}-hero`).getAttribute('aria-pressed'), 'true');
  ({ shown, core, checked } = await problems(page));
  assert.equal(checked.totals.cost, 26);
  assert.ok(core.length >= 1, 'an invalid company');
  assert.deepEqual(shown, core, 'the invalid company: the core\'s problems');
  assert.ok(checked.problems.some((p) => p.code === 'overLimit'));

  // One undo step per tap: the hero off, back to 25 stars; the hero on and undone again.
  await byId(page, 'list-undo').click();
  await byId(page, 'list-undo').click();
  assert.equal(await text(page, `entry-${b}-stars`), '19');
  assert.equal(await byId(page, `entry-${b}-hero`).getAttribute('aria-pressed'), 'false');
  await byId(page, `entry-${b}-hero`).click();
  list = await savedList(page);
  assert.equal(list.units[b].options.hero, 1);
  await byId(page, 'list-undo').click();
  list = await savedList(page);
  assert.equal(list.units[b].options.hero, undefined);
  // Grade back to none: the option goes.
  if (commander) await byId(page, `entry-${a}-commander`).click();
  await clicks(page, `entry-${a}-grade-dec`, 2);
  list = await savedList(page);
  assert.deepEqual(list.units[a].options, { stars: 6 });
  assert.equal(await text(page, `entry-${a}-grade`), 'aucun');

  // English.
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, `entry-${a}-grade`), 'none');
  assert.equal(await byId(page, `entry-${b}-hero`).textContent(), 'Hero: no');
  assert.ok(await noHorizontalScroll(page), 'no horizontal scroll');
  assert.deepEqual(errors, []);
  await page.context().close();
});
