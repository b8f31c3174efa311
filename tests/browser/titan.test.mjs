// Titanicus in the page at 390×844: the builder (weapon slots, only the
// weapons a unit may carry, fixed loadouts, a points field; totals and
// problems the core's own) and the titan sheets screen ("Jouer"): AP spent
// and undone, the opponent's titans from their link, a shot whose odds are
// the core's for the same request, its real result applied, a reload keeping
// the game. Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, noHorizontalScroll, SHOTS, fr } from './harness.mjs';

const site = useSite();

async function checkPage(page, errors, name) {
  assert.ok(await noHorizontalScroll(page), `${name}: no horizontal scroll`);
  assert.deepEqual(errors, [], name);
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('auspex.data')));
const savedLists = async (page) => Object.values((await stored(page)).lists).map((e) => e.list);

async function newList(page, ruleset, faction) {
  await byId(page, 'lists-nav').click();
  await byId(page, 'lists-new-ruleset').selectOption(ruleset);
  if (faction) await byId(page, 'lists-new-faction').selectOption(faction);
  await byId(page, 'lists-new').click();
  await byId(page, 'list-builder').waitFor();
}

async function addUnit(page, unit, weapons = []) {
  await byId(page, 'list-unit-select').selectOption(unit);
  await byId(page, 'list-unit-add').click();
  const i = (await page.getByTestId(/^entry-\d+$/).count()) - 1;
  for (const w of weapons) {
    await byId(page, `entry-${i}-weapon-select`).selectOption(w);
    await byId(page, `entry-${i}-weapon-add`).click();
  }
  return i;
}

const options = (page, testid) => byId(page, testid).locator('option').evaluateAll((os) => os.map((o) => o.value));

test('builder v1: slots shown and filled, only the imperial armoury offered, a points override, the core\'s problems', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'titanicus-v1', 'imperial');
  const i = await addUnit(page, 'warhound', ['multilaser']);
  assert.equal(await text(page, `entry-${i}-slots`), '1/2 armes');
  const ruleset = JSON.parse(await page.evaluate(() => fetch('rulesets/titanicus-v1.json').then((r) => r.text())));
  const armoury = ruleset.factions.find((f) => f.id === 'imperial').weapons;
  assert.deepEqual((await options(page, `entry-${i}-weapon-select`)).sort(), [...armoury].sort());
  await byId(page, `entry-${i}-weapon-select`).selectOption('volcano-cannon');
  await byId(page, `entry-${i}-weapon-add`).click();
  assert.equal(await text(page, `entry-${i}-slots`), '2/2 armes');
  assert.equal(await byId(page, `entry-${i}-weapon-add`).isDisabled(), true, 'no slot left');
  // A points override: the line costs what the player says, the total is the core's.
  await byId(page, `entry-${i}-points`).fill('6');
  await byId(page, `entry-${i}-points`).press('Tab');
  const [list] = await savedLists(page);
  assert.deepEqual(list.units[i], { unit: 'warhound', count: 1, weapons: ['multilaser', 'volcano-cannon'], options: { points: 6 } });
  const checked = site.core.checkList(list);
  assert.equal(checked.lines[i].cost, 6);
  assert.equal(await text(page, `entry-${i}-cost`), '6 pts');
  assert.match(await text(page, 'list-totals'), new RegExp(`^${checked.totals.cost} points`));
  // Undo takes the override back.
  await byId(page, 'list-undo').click();
  assert.equal(await text(page, `entry-${i}-cost`), `${site.core.checkList({ ...list, units: [{ ...list.units[i], options: {} }] }).lines[0].cost} pts`);
  await checkPage(page, errors, 'builder v1');
  await page.context().close();
});

test('builder v2: a gargant\'s fixed loadout filled and locked, an unpriced unit priced by the player', async () => {
  const { page, errors } = await site.open();
  await newList(page, 'titanicus-v2', 'orks');
  const i = await addUnit(page, 'goff-gargant');
  const ruleset = JSON.parse(await page.evaluate(() => fetch('rulesets/titanicus-v2.json').then((r) => r.text())));
  const gargant = ruleset.units.find((u) => u.id === 'goff-gargant');
  assert.equal(await text(page, `entry-${i}-slots`), 'Armement fixe (fiche)');
  assert.equal(await byId(page, `entry-${i}-weapon-select`).count(), 0, 'no weapon to pick');
  assert.equal(await byId(page, `entry-${i}-weapon-0-remove`).count(), 0, 'none to remove');
  let [list] = await savedLists(page);
  assert.deepEqual(list.units[i].weapons, gargant.weapons);
  assert.equal(site.core.checkList(list).totals.unpriced, 1);
  assert.equal(await text(page, `entry-${i}-cost`), 'sans coût');
  await byId(page, `entry-${i}-points`).fill('15');
  await byId(page, `entry-${i}-points`).press('Tab');
  [list] = await savedLists(page);
  const checked = site.core.checkList(list);
  assert.equal(checked.totals.unpriced, 0);
  assert.equal(checked.totals.cost, 15);
  assert.equal(await text(page, `entry-${i}-cost`), '15 pts');
  // An imperial titan of v2 (no slots given): only its faction's weapons.
  await byId(page, 'list-faction').selectOption('imperial');
  const other = site.core.checkList({ ...list, faction: 'imperial' }).problems.find((p) => p.code === 'otherFaction');
  assert.ok((await text(page, 'list-problems')).includes(other.message.fr), 'the gargant is not imperial');
  const j = await addUnit(page, 'warhound', ['plasma-cannon']);
  assert.equal(await text(page, `entry-${j}-slots`), '1 arme(s) (emplacements non donnés)');
  const armoury = ruleset.factions.find((f) => f.id === 'imperial').weapons;
  assert.deepEqual((await options(page, `entry-${j}-weapon-select`)).sort(), [...armoury].sort());
  await checkPage(page, errors, 'builder v2');
  await page.screenshot({ path: `${SHOTS}/auspex-titan-builder.png`, fullPage: true });
  await page.context().close();
});
