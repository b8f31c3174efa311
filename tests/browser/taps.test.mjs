// A 5-unit list of every game in at most 20 taps, from an empty device
// (issue 31): each tap and pick (2: the picker opened, an option chosen)
// counted, a field typed in one tap and its keys counted apart; the list then
// saved, playable and kept over a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, openPage, byId, text, SHOTS } from './harness.mjs';
import { stored } from './lists-steps.mjs';

let site;
before(async () => { site = await start(); });
after(() => site.stop());

/** The taps of one player on `page`: tap, pick and type, each counted (and the keys typed). */
function player(page) {
  let n = 0;
  let k = 0;
  return {
    get taps() { return n; },
    get keys() { return k; },
    tap: async (id) => { n += 1; await byId(page, id).click(); },
    pick: async (id, value) => { n += 2; await byId(page, id).selectOption(value); },
    type: async (id, value) => { n += 1; k += String(value).length; await byId(page, id).fill(String(value)); await byId(page, id).blur(); },
  };
}

/** A new list of `ruleset` (and `faction`, when not the first), from the calculator. */
async function newList(p, ruleset, faction) {
  await p.tap('lists-nav');
  await p.pick('lists-new-ruleset', ruleset);
  if (faction) await p.pick('lists-new-faction', faction);
  await p.tap('lists-new');
}

async function built(page, p, ruleset, units, lang = 'fr') {
  await byId(page, 'list-play').waitFor();
  assert.equal(await byId(page, 'list-play').isDisabled(), false, `${ruleset}: ${await text(page, 'list-summary')}`);
  assert.ok(p.taps <= 20, `${ruleset}: ${p.taps} taps`);
  await page.waitForSelector('html[data-store="saved"]');
  await page.screenshot({ path: `${SHOTS}/auspex-taps-${ruleset}-${lang}.png`, fullPage: true });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const lists = Object.values((await stored(page)).lists).map((r) => r.list);
  const list = lists.find((l) => l.ruleset === ruleset);
  assert.equal(list.units.reduce((k, u) => k + (u.count ?? 1), 0), units, ruleset);
  return list;
}

test('Titanicus v1: five titans with their weapons in 13 taps', async () => {
  const { page, context, errors } = await openPage(site.browser, site.url);
  const p = player(page);
  await newList(p, 'titanicus-v1');
  await p.tap('list-unit-add-warlord-12');
  for (const w of ['volcano-cannon', 'plasma-cannon', 'multilaser', 'multilaser']) await p.tap(`entry-0-weapon-add-${w}`);
  for (let k = 0; k < 4; k += 1) await p.tap(`entry-${k}-duplicate`);
  assert.equal(p.taps, 13);
  const list = await built(page, p, 'titanicus-v1', 5);
  assert.deepEqual(list.units.map((u) => u.weapons.length), [4, 4, 4, 4, 4]);
  // Two entries of one unit are told apart.
  assert.equal(await text(page, 'entry-1-title'), 'Seigneur de Guerre (12pt) 2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('AT-44: a Therian company of five units, its stars and its commander, in 17 taps', async () => {
  const { page, context, errors } = await openPage(site.browser, site.url);
  const p = player(page);
  await newList(p, 'at44', 'therian');
  // Only the faction's units, then those the rules leave to every faction, marked as such.
  const offered = await page.locator('[data-unit]').evaluateAll((bs) => bs.map((b) => b.dataset.unit));
  assert.deepEqual(offered.slice(0, 6), ['storm-golems', 'assault-golems', 'bane-goliaths', 'succubus-golgoth', 'baal-golgoth', 'steel-troopers']);
  assert.ok(!offered.includes('cobra-m8') && !offered.includes('sierps'), offered.join(' '));
  assert.match(await text(page, 'list-unit-choices'), /Toutes factions \(les règles ne leur en donnent pas\)/);
  for (const u of ['storm-golems', 'assault-golems', 'bane-goliaths', 'succubus-golgoth', 'baal-golgoth']) await p.tap(`list-unit-add-${u}`);
  for (let k = 0; k < 5; k += 1) await p.tap(`entry-${k}-stars-inc`);
  await p.tap('entry-0-commander');
  assert.equal(p.taps, 17);
  const list = await built(page, p, 'at44', 5);
  assert.deepEqual(list.units[0].options, { stars: 1, commander: 1, grade: 1 }, 'made commander: an officer of the grade allowed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Epic: an army of five Marines, its values given, in 11 taps', async () => {
  const { page, context, errors } = await openPage(site.browser, site.url);
  const p = player(page);
  await newList(p, 'epic-v1');
  await p.tap('list-unit-add-marine-tactique');
  await p.tap('epic-strategic-inc');
  await p.tap('epic-morale-inc');
  for (let k = 0; k < 4; k += 1) await p.tap('entry-0-count-inc');
  // The rules price nothing: no "0 points", no "sans coût".
  assert.doesNotMatch(await text(page, 'list-summary'), /0 points|sans coût/);
  assert.equal(await text(page, 'entry-0-cost'), '');
  assert.equal(p.taps, 11);
  await built(page, p, 'epic-v1', 5);
  assert.deepEqual(errors, []);
  await context.close();
});

test('KOLAPS: five characters, each named (Loi 3-3), in 14 taps', async () => {
  const { page, context, errors } = await openPage(site.browser, site.url);
  const p = player(page);
  await newList(p, 'kolaps-v2');
  const names = ['Ana', 'Bo', 'Cyr', 'Dan', 'Eva'];
  for (const [k, name] of names.entries()) {
    await p.tap('list-unit-add-personnage');
    await p.type(`entry-${k}-name`, name);
  }
  assert.equal(p.taps, 14);
  assert.equal(p.keys, 14);
  const list = await built(page, p, 'kolaps-v2', 5);
  assert.deepEqual(list.units.map((u) => u.name), names);
  assert.deepEqual(errors, []);
  await context.close();
});
