// The KOLAPS roster (Unité) in the page at 390×844: two characters built in
// the list builder (rank, cost, affiliation, archetype, attributes,
// specialisations with their PDS, a weapon, a protection, PDS bought with
// XP), the PDS left shown live from the core's check, the over-budget
// problem the core's, in FR and EN; shared by a link opened read-only in a
// fresh browser. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, noHorizontalScroll, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, fill } from './lists-steps.mjs';

const site = useSite();
const savedList = async (page) => Object.values((await stored(page)).lists)[0].list;

test('a two-character roster: built, PDS left live, shared and opened in a fresh browser', async () => {
  const { page, context, errors } = await site.open(site.url, { clipboard: true });
  await newList(page, 'kolaps-v2', null);
  await fill(page, 'list-name', 'Unité Steiner');

  const a = await addUnit(page, 'personnage');
  assert.equal(await text(page, `entry-${a}-rank`), '5', 'a new character is rank 5');
  await fill(page, `entry-${a}-name`, 'Rodolf Steiner');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).click();
  assert.equal(await text(page, `entry-${a}-rank`), '2');
  await fill(page, `entry-${a}-points`, '12');
  await fill(page, `entry-${a}-affiliation`, 'Chrisme');
  await fill(page, `entry-${a}-archetype`, 'Justicier');
  await byId(page, `entry-${a}-attribute-add`).click();
  await byId(page, `entry-${a}-attribute-add`).click();
  await fill(page, `entry-${a}-attribute-0`, 'Vif');
  await fill(page, `entry-${a}-attribute-1`, 'Robuste');
  await byId(page, `entry-${a}-spec-add`).click();
  await fill(page, `entry-${a}-spec-0-name`, 'Tir précis');
  // The PDS left follow the keystrokes (the core's facts), before the field is left.
  await byId(page, `entry-${a}-spec-0-pds`).fill('15');
  assert.equal(await text(page, `entry-${a}-pds`), 'PDS : 15 / 30 · reste 15 · attributs 2 / 4');
  await byId(page, `entry-${a}-spec-0-pds`).press('Tab');
  await byId(page, `entry-${a}-arm-add`).click();
  await fill(page, `entry-${a}-arm-0-name`, "Fusil d'assaut");
  // The class and the traits are picked from the ruleset, the cadence only for a ranged class.
  assert.equal(await byId(page, `entry-${a}-arm-0-cadence`).count(), 0, 'no cadence before a ranged class');
  assert.equal(await byId(page, `entry-${a}-arm-0-trait-automatique`).count(), 0, 'automatique only for a ranged weapon');
  await byId(page, `entry-${a}-arm-0-class`).selectOption('arme-d-epaule');
  assert.equal(await text(page, `entry-${a}-arm-0-cadence`), '1');
  await byId(page, `entry-${a}-arm-0-cadence-inc`).click();
  assert.equal(await text(page, `entry-${a}-arm-0-cadence`), '2');
  await byId(page, `entry-${a}-arm-0-trait-automatique`).click();
  assert.equal(await byId(page, `entry-${a}-arm-0-trait-automatique`).getAttribute('aria-pressed'), 'true');
  await byId(page, `entry-${a}-prot-add`).click();
  await fill(page, `entry-${a}-prot-name`, 'Gilet pare-balles');
  await byId(page, `entry-${a}-prot-trait-solide`).click();

  const b = await addUnit(page, 'personnage');
  await fill(page, `entry-${b}-name`, 'Ivan Boronov');
  await byId(page, `entry-${b}-rank-dec`).click();
  await byId(page, `entry-${b}-spec-add`).click();
  await fill(page, `entry-${b}-spec-0-name`, 'Discrétion');
  await fill(page, `entry-${b}-spec-0-pds`, '15');
  assert.equal(await text(page, `entry-${b}-pds`), 'PDS : 15 / 10 · reste \u22125 · attributs 0 / 2');
  // 50 XP bought 5 PDS (Loi 12-6): the budget grows by 5, the problem goes; back down, it returns.
  await byId(page, `entry-${b}-xp-pds-inc`).click();
  assert.equal(await text(page, `entry-${b}-xp-pds`), '5');
  assert.equal(await text(page, `entry-${b}-pds`), 'PDS : 15 / 15 · reste 0 · attributs 0 / 2');
  assert.equal(await byId(page, 'list-problems').count(), 0);
  await byId(page, `entry-${b}-xp-pds-dec`).click();
  assert.equal(await text(page, `entry-${b}-xp-pds`), '0');

  const list = await savedList(page);
  assert.deepEqual(list.units.map((u) => [u.name, u.options]), [['Rodolf Steiner', { rank: 2, points: 12 }], ['Ivan Boronov', { rank: 4 }]]);
  assert.deepEqual(list.units[0].character, { affiliation: 'Chrisme', archetype: 'Justicier', attributes: ['Vif', 'Robuste'],
    specialisations: [{ name: 'Tir précis', pds: 15 }], weapons: [{ name: "Fusil d'assaut", cadence: 2, traits: ["Arme d'épaule", 'Automatique'] }],
    protection: { name: 'Gilet pare-balles', class: 4, traits: ['Solide'] } });
  const checked = site.core.checkList(list);
  assert.deepEqual(checked.problems.map((p) => p.code), ['overPds']);
  assert.equal(await byId(page, 'list-problems').locator('li').allTextContents().then((x) => x.join('|')), checked.problems[0].message.fr);
  assert.equal(await text(page, 'list-fact-pds'), '30 / 40');
  assert.match(await text(page, 'list-fact-cost'), /^inconnu/);
  assert.ok(await noHorizontalScroll(page), 'no horizontal scroll at 390 px');
  // Every control of the builder is at least 44 px high.
  const small = await page.locator('[data-testid="list-builder"] button, [data-testid="list-builder"] input, [data-testid="list-builder"] select')
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 0 && e.getBoundingClientRect().height < 44).map((e) => e.dataset.testid));
  assert.deepEqual(small, []);
  await page.screenshot({ path: `${SHOTS}/auspex-kolaps-roster.png`, fullPage: true });
  // The same builder in English.
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, `entry-${a}-pds`), 'PDS: 15 / 30 · 15 left · attributes 2 / 4');
  assert.equal(await text(page, 'list-fact-perRank'), 'Rank 2 × 1 · Rank 4 × 1');
  assert.equal(await byId(page, 'list-problems').locator('li').allTextContents().then((x) => x.join('|')), checked.problems[0].message.en);
  await byId(page, 'lang-toggle').click();

  await byId(page, 'list-copy-link').click();
  await byId(page, 'list-share-status').filter({ hasText: 'Lien copié.' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.deepEqual(site.core.decodeList(link), checked.list);

  const fresh = await site.open(link);
  await byId(fresh.page, 'list-view').waitFor();
  assert.equal(await fresh.page.getByTestId(/^entry-\d+$/).count(), 2);
  assert.equal(await text(fresh.page, 'entry-0-title'), 'Rodolf Steiner (Personnage)');
  // The character's whole profile, read-only: its traits each opening their text.
  assert.equal(await text(fresh.page, 'entry-0-profile-stats'), 'Rang 2 · Affiliation Chrisme · Archétype Justicier · '
    + 'Attributs Vif, Robuste · Spécialisations Tir précis (15 PDS) · Protection Gilet pare-balles, Classe 4, Solide');
  assert.match(await text(fresh.page, 'entry-0-profile-weapon-0'), /^Fusil d'assaut : Cadence 2 · Arme d'épaule · Automatique/);
  await byId(fresh.page, 'entry-0-profile-weapon-0-rule-1').locator('summary').click();
  assert.match(await byId(fresh.page, 'entry-0-profile-weapon-0-rule-1').locator('.rule__body').textContent(), /^Automatique — .*\(Loi 11-\d+\)$/);
  assert.equal(await text(fresh.page, 'list-fact-perRank'), 'Rang 2 × 1 · Rang 4 × 1');
  assert.ok(await noHorizontalScroll(fresh.page));
  await fresh.page.screenshot({ path: `${SHOTS}/auspex-kolaps-shared.png`, fullPage: true });
  assert.deepEqual([...errors, ...fresh.errors], []);
  await context.close(); await fresh.context.close();
});
