// "Imprimer" at 390×844, as a new player: a list of each game built by taps
// (or, for KOLAPS and Epic, opened from its link as a player receives it),
// printed. The print view is the roster (units, details, costs, totals,
// problems) and a blank sheet per unit, its boxes the core's new sheet's
// (structure and shields per location, combatants or PS, a formation's units,
// a character's tracks); printed to PDF on A4 by headless Chromium (its
// pages counted) and looked at page by page (print media, A4 width).
// Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { useSite, byId, text, SHOTS } from './harness.mjs';
import { newList, addUnit, at44Company, playList, reaverList } from './lists-steps.mjs';

const site = useSite();

/** "Imprimer" tapped (the print dialog stubbed: it counts), then the PDF of A4 pages and their looks. */
async function printed(page, name) {
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await byId(page, 'list-print').click();
  // Once the rules' texts are there (fetched at the first print of a ruleset).
  await page.waitForFunction(() => window.printed > 0);
  assert.equal(await page.evaluate(() => window.printed), 1, 'the print dialog opened');
  assert.equal(await byId(page, 'print-view').isVisible(), false, 'not shown on screen');
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  writeFileSync(`${SHOTS}/print-${name}.pdf`, pdf);
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  // Looked at: print media, an A4 page's width at 96 dpi (210 mm − 2 × 12 mm margins).
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 703, height: 1000 });
  assert.equal(await byId(page, 'print-view').isVisible(), true);
  // No near-empty first page: the sheets follow the roster and the rules, each kept whole.
  const height = await byId(page, 'print-view').evaluate((e) => e.getBoundingClientRect().height);
  assert.ok(pages <= Math.ceil(height / 1032) + 1, `${pages} pages for ${height} px of print`);
  assert.notEqual(await page.locator('.print-sheets').evaluateAll((els) => els.map((e) => getComputedStyle(e).breakBefore)).then((b) => b[0]), 'page');
  assert.equal(await page.locator('body > :not(.print-view)').filter({ visible: true }).count(), 0, 'nothing else printed');
  assert.equal(await byId(page, 'print-view').locator('button, input, select').filter({ visible: true }).count(), 0, 'no control printed');
  const colours = await page.evaluate(() => [...document.querySelectorAll('#print *')].map((e) => getComputedStyle(e).color));
  assert.deepEqual([...new Set(colours)], ['rgb(0, 0, 0)'], 'black on white');
  await byId(page, 'print-view').screenshot({ path: `${SHOTS}/print-${name}.png` });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  return pages;
}

const boxesOf = async (page, id) => Number(await byId(page, id).getAttribute('data-boxes'));

test('Titanicus and AT-44 lists built by taps, printed: the roster, then a blank sheet per unit with the core\'s boxes', async () => {
  const { page, errors } = await site.open();
  // Titanicus v2: a Warlord with three weapons, a Warhound with two.
  await newList(page, 'titanicus-v2', 'imperial');
  await byId(page, 'list-name').fill('Légion Ignatum');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'warlord', ['vulcan-mega-bolter', 'plasma-cannon', 'plasma-cannon']);
  await addUnit(page, 'warhound', ['vulcan-mega-bolter', 'vulcan-mega-bolter']);
  await printed(page, 'titanicus');
  assert.equal(await text(page, 'print-entry-0').then((s) => s.startsWith('Warlord')), true);
  // Each unit's whole profile, as the seed's sheets write it, and its weapons' profiles.
  assert.match(await byId(page, 'print-entry-0').textContent(), /Mouvement 15 cm \+ 1x45° · PA 6x 3\+ · Boucliers 6 \(8\) · HAUT Armure 12\/10 ◎◎◎◎◎/);
  assert.match(await byId(page, 'print-entry-1').textContent(), /Vulcan mega-bolter ×2 : 30cm 8x 4\+ 4/);
  // The rules the list uses, once each, with their texts and sections.
  const rules = await byId(page, 'print-rules').textContent();
  assert.match(rules, /Boucliers — .*\(Titans impériaux\)/);
  assert.equal(rules.match(/Boucliers —/g).length, 1, 'once each');
  const warlord = site.core.titanSheet({ op: 'new', ruleset: 'titanicus-v2', unit: 'warlord', weapons: ['vulcan-mega-bolter', 'plasma-cannon', 'plasma-cannon'] }).sheet;
  assert.equal(await boxesOf(page, 'print-sheet-0-track-0'), warlord.shields.max, 'a box per void shield');
  assert.equal(await boxesOf(page, 'print-sheet-0-track-1'), warlord.locations[0].structure, 'a box per structure point, upper');
  assert.equal(await boxesOf(page, 'print-sheet-0-track-2'), warlord.locations[1].structure, 'lower');
  assert.match(await byId(page, 'print-sheet-0').textContent(), /Boucliers \(blindage 8\)/);
  assert.match(await byId(page, 'print-sheet-0').textContent(), /PA : 6D6, 3\+ par dé/);
  assert.deepEqual(errors, []);

  // AT-44 in English: UNA's Steel troopers, printed with the company's problems.
  await byId(page, 'lists-back').click();
  await byId(page, 'lang-toggle').click();
  await at44Company(page, 'UNA', 'una', 'steel-troopers');
  await page.getByTestId('lists-open').and(page.getByLabel(/UNA/)).click();
  await byId(page, 'list-print').waitFor();
  await printed(page, 'at44-en');
  assert.match(await byId(page, 'print-view').textContent(), /Sheets to fill in by pencil/);
  assert.match(await byId(page, 'print-entry-0').textContent(), /RANK 2 · ★ 1\* · GRD 1\* · Commander\*.*Laser rifle: PRE 5 · TIR 1 · PEN 5/);
  assert.match(await byId(page, 'print-rules').textContent(), /Direct fire — /);
  assert.equal(await boxesOf(page, 'print-sheet-0-track-0'), 5, 'a box per combatant the setup proposes');
  assert.doesNotMatch(await byId(page, 'print-view').textContent(), /Fiches|Unité|Coût|undefined|null/);
  assert.deepEqual(errors, []);
});

test('KOLAPS and Epic lists received by their link, printed: each character\'s tracks, each formation\'s units', async () => {
  const { page, errors } = await site.open();
  const kolaps = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'APC',
    units: [{ unit: 'personnage', name: 'Solmeyer', options: { rank: 3 }, character: {} }, { unit: 'personnage', name: 'Steiner', options: { rank: 4 }, character: {} }] };
  await page.goto(`${site.url}#l=${site.core.encodeList(kolaps)}`);
  await byId(page, 'list-view').waitFor();
  await printed(page, 'kolaps');
  const solmeyer = site.core.kolapsSheet({ op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 }).sheet;
  assert.equal(await boxesOf(page, 'print-sheet-0-track-1'), solmeyer.fatigue.max + 3, 'fatigue, and beyond');
  assert.match(await byId(page, 'print-sheet-0').textContent(), new RegExp(`Rang 3 · PDS ${solmeyer.profile.pds} · combativité 3\\+`));
  assert.equal(await byId(page, 'print-sheet-1').locator('.print-sheet__title').textContent(), 'Steiner');

  const epic = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines',
    units: [{ unit: 'marine-tactique', count: 5, options: { formation: 1, strategic: 3, morale: 4 } }, { unit: 'marine-tactique', count: 3, options: { formation: 2 } }] };
  await page.goto(`${site.url}#l=${site.core.encodeList(epic)}`);
  await byId(page, 'list-view').waitFor();
  await printed(page, 'epic');
  assert.equal(await boxesOf(page, 'print-sheet-0-track-0'), 5, 'a box per unit of the formation');
  assert.equal(await boxesOf(page, 'print-sheet-1-track-0'), 3);
  assert.match(await byId(page, 'print-sheet-0').textContent(), /Moral de l’armée 4\+ · point de rupture \d+ pertes sur 5/);
  // The army's values, each unit's Mvt / Sauv. / FA and its weapon's profile, as the seed's sheet gives them.
  assert.equal(await text(page, 'print-army'), 'Valeur stratégique 3 · Moral 4+');
  assert.match(await byId(page, 'print-entry-0').textContent(), /Mvt 5cm · Sauv\. 4\+ · FA \+2.*Bolter : Portée 25cm · Dés 1 · Touche 5\+ · Modif\. Sauv\. 0/);
  assert.equal(await page.locator('.print-cost').count(), 0, 'no cost column: the seed prices nothing');
  assert.deepEqual(errors, []);
});

test('the browser\'s own print (its menu, Ctrl+P) gives the list on screen, a game screen its list, always the one on screen; elsewhere the screen', async () => {
  const { page, errors } = await site.open();
  // Never tapped "Imprimer": a Titanicus list, printed by the browser (page.pdf fires beforeprint as a print does).
  await newList(page, 'titanicus-v1', 'imperial');
  await byId(page, 'list-name').fill('Sable');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'warhound', ['multilaser']);
  await page.pdf({ format: 'A4' });
  assert.equal(await text(page, 'print-view').then((s) => s.startsWith('Sable')), true);
  // Another list on screen: it prints, not the one before.
  await byId(page, 'lists-back').click();
  await newList(page, 'epic-v1', null);
  await byId(page, 'list-name').fill('Ultramarines');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'marine-tactique');
  await page.pdf({ format: 'A4' });
  assert.equal(await text(page, 'print-view').then((s) => s.startsWith('Ultramarines')), true);
  assert.doesNotMatch(await byId(page, 'print-view').textContent(), /Sable/);
  // A game screen: the list it plays, its roster and its blank sheets.
  await byId(page, 'lists-back').click();
  await reaverList(page, 'Ignatum');
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  await page.pdf({ format: 'A4' });
  assert.equal(await text(page, 'print-view').then((s) => s.startsWith('Ignatum')), true);
  assert.equal(await byId(page, 'print-sheets').count(), 1, 'its blank sheets');
  // The lists themselves: no list printed, the screen prints as it is (never a blank page).
  await byId(page, 'titan-back').click();
  await page.pdf({ format: 'A4' });
  assert.equal(await page.locator('#print').evaluate((e) => e.childElementCount), 0);
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.locator('body > main, body > header').filter({ visible: true }).count() > 0, 'the screen is printed');
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(errors, []);
});
