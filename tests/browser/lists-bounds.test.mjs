// Lists (issue 18): a new list starts on the game last used, no "Jouer" on
// an empty list (disabled, with why), numbers bounded at the field (what was
// typed stays, with why beside it), units counted as units (entries ×
// count). Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage } from './harness.mjs';
import { newList, addUnit, stored } from './lists-steps.mjs';

const site = useSite();
const savedList = async (page) => Object.values((await stored(page)).lists).find((e) => e.list.ruleset === 'epic-v1').list;

test('the last game for a new list, no Jouer on an empty list, bounded numbers, units counted', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'epic-v1', null);
  // Empty: "Jouer" is there, disabled, with why.
  assert.equal(await byId(page, 'list-play').isDisabled(), true);
  assert.equal(await text(page, 'list-play-why'), 'Ajoutez au moins une unité pour jouer.');

  // The limit: 99999999999 and −5 are not taken, what was typed stays, with why; 500 is taken.
  await byId(page, 'list-limit').fill('99999999999');
  assert.equal(await byId(page, 'list-limit').inputValue(), '99999999999', 'what was typed stays');
  assert.equal(await text(page, 'list-limit-why'), 'Pas pris : un nombre entier de 1 à 100\u202f000.');
  assert.equal((await savedList(page)).limit, undefined);
  await byId(page, 'list-limit').fill('-5');
  assert.equal(await byId(page, 'list-limit').inputValue(), '-5');
  assert.equal(await byId(page, 'list-limit-why').isVisible(), true);
  await byId(page, 'list-limit').fill('500');
  assert.equal(await byId(page, 'list-limit-why').count(), 0);
  assert.equal((await savedList(page)).limit, 500);
  assert.match(await text(page, 'list-totals'), /^0 \/ 500 points/);

  // A unit's points: −5 refused beside the field.
  const a = await addUnit(page, 'marine-tactique');
  await byId(page, `entry-${a}-points`).fill('-5');
  assert.equal(await byId(page, `entry-${a}-points`).inputValue(), '-5');
  // (Epic's points per unit: its own bounded field, games/epic/builder.mjs, 0 to 10 000.)
  assert.match(await text(page, `entry-${a}-points-why`), /10\u202f000/);
  assert.equal((await savedList(page)).units[0].options?.points, undefined);
  await byId(page, `entry-${a}-points`).fill('10');
  assert.equal((await savedList(page)).units[0].options.points, 10);
  // A unit, but the army's values missing: "Jouer" waits for them (Epic's setup would refuse the army).
  assert.equal(await byId(page, 'list-play').isDisabled(), true);
  assert.equal(await text(page, 'list-play-why'), 'Réglez d’abord les problèmes de la liste (ci-dessous).');
  for (const k of ['strategic', 'morale']) await byId(page, `epic-${k}-inc`).click();
  assert.equal(await byId(page, 'list-play').isDisabled(), false, 'a unit and the army\'s values: Jouer');

  // Units counted as units: 5 marines and 2 more.
  for (let k = 0; k < 4; k += 1) await byId(page, `entry-${a}-count-inc`).click();
  const b = await addUnit(page, 'marine-tactique');
  await byId(page, `entry-${b}-count-inc`).click();
  assert.match(await text(page, 'list-totals'), /· 7 unités/);
  await byId(page, 'lists-back').click();
  assert.match(await byId(page, 'lists-item').first().textContent(), /7 unités/);

  // The next new list starts on Epic, the game last used.
  assert.equal(await byId(page, 'lists-new-ruleset').inputValue(), 'epic-v1');
  await checkPage(page, errors, 'lists bounds');
});
