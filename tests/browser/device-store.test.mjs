// The player's data on the device (issue 19), played at 390 × 844: what an
// older Auspex saved in localStorage moves into the database (its lists
// shown, the unreadable part kept aside and offered for download); a backup
// of everything to one file, restored after a list was lost, showing first
// what it adds or replaces; a bad backup refused naming its field, nothing
// changed; a device that refuses the database: said in words, the lists
// built from memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { newList, addUnit, stored, olderDevice } from './lists-steps.mjs';

const site = useSite();

const LIST = (name) => ({ format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name, faction: 'imperial', limit: 40,
  units: [{ unit: 'reaver', count: 1, weapons: ['plasma-annihilator', 'chainfist'] }] });
const SCHEMA2 = { schema: 2, customRulesets: {}, lists: {
  l1: { list: LIST('Vieille garde'), savedAt: '2025-01-01T00:00:00.000Z' },
  l2: { list: LIST('Seconde ligne'), savedAt: '2025-02-01T00:00:00.000Z' } } };
const names = async (page) => (await byId(page, 'lists-item-name').allTextContents()).sort();
const downloaded = async (page, click) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
};

test('an older device moves in; a backup restores a lost list, showing first what it does', async () => {
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify(SCHEMA2), 'auspex.data.unreadable.1700000000000': '{"schema":2,"lists":[' });
  assert.equal(await page.evaluate(() => localStorage.getItem('auspex.data')), null, 'moved out of localStorage');
  await byId(page, 'lists-nav').click();
  await byId(page, 'lists-item').first().waitFor();
  assert.deepEqual(await names(page), ['Seconde ligne', 'Vieille garde']);
  assert.deepEqual(Object.keys((await stored(page)).lists).sort(), ['l1', 'l2']);
  // The unreadable data, kept aside: downloaded as it was, then removed by the player.
  assert.match(await text(page, 'store-aside'), /^Des données illisibles de cet appareil ont été mises de côté \(.+\), sans être effacées\.Les télécharger$/);
  const aside = await downloaded(page, () => byId(page, 'store-aside-download').click());
  assert.equal(aside.text, '{"schema":2,"lists":[');
  await byId(page, 'store-aside-forget').click();
  assert.equal(await byId(page, 'store-aside').count(), 0);

  // A backup of everything, then a list lost.
  const backup = await downloaded(page, () => byId(page, 'backup-save').click());
  assert.match(backup.name, /^auspex-sauvegarde-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(backup.text);
  assert.equal(data.format, 'auspex-backup');
  assert.deepEqual(Object.values(data.lists).map((e) => e.list.name).sort(), ['Seconde ligne', 'Vieille garde']);
  await page.getByTestId('lists-delete').and(page.getByLabel(/Vieille garde/)).click();
  await byId(page, 'lists-item-name').filter({ hasText: 'Vieille garde' }).waitFor({ state: 'detached' });
  assert.deepEqual(await names(page), ['Seconde ligne']);
  await newList(page);
  await byId(page, 'list-name').fill('Nouvelle');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'reaver', ['plasma-annihilator', 'chainfist']);
  await byId(page, 'lists-back').click();

  // Restored: first what it will add, nothing written yet.
  await byId(page, 'backup-file').setInputFiles({ name: backup.name, mimeType: 'application/json', buffer: Buffer.from(backup.text) });
  await byId(page, 'backup-preview').waitFor();
  assert.equal(await text(page, 'backup-adds'), 'Elle ajoutera :Liste · Vieille garde');
  assert.equal(await byId(page, 'backup-replaces').count(), 0);
  assert.match(await text(page, 'backup-preview'), /1 élément déjà identique ici\./);
  assert.deepEqual(await names(page), ['Nouvelle', 'Seconde ligne']);
  await page.screenshot({ path: `${SHOTS}/auspex-backup-preview.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'backup-adds'), 'It will add:List · Vieille garde');
  await byId(page, 'lang-toggle').click();
  await byId(page, 'backup-apply').click();
  assert.equal(await text(page, 'lists-status'), '1 élément restauré.');
  assert.deepEqual(await names(page), ['Nouvelle', 'Seconde ligne', 'Vieille garde'], 'merged: the new list kept');
  // Every restore can be taken back (issue 30): the device as it was, then restored again.
  await byId(page, 'backup-undo').click();
  assert.equal(await text(page, 'lists-status'), 'Restauration annulée : l’appareil est comme avant.');
  assert.deepEqual(await names(page), ['Nouvelle', 'Seconde ligne']);
  assert.equal(await byId(page, 'backup-undo').count(), 0);
  await byId(page, 'backup-file').setInputFiles({ name: backup.name, mimeType: 'application/json', buffer: Buffer.from(backup.text) });
  await byId(page, 'backup-apply').click();
  assert.deepEqual(await names(page), ['Nouvelle', 'Seconde ligne', 'Vieille garde']);

  // A bad backup: refused, naming the list's field, nothing changed.
  const before = await stored(page);
  const bad = structuredClone(data);
  bad.lists.l2.list.units[0].colour = 'rouge';
  await byId(page, 'backup-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await byId(page, 'lists-error').waitFor({ state: 'visible' });
  const refused = await text(page, 'lists-error');
  assert.match(refused, /^Restauration refusée, rien n’a changé : liste « Seconde ligne » — .*champ inconnu.*\.$/);
  assert.doesNotMatch(refused, /lists\.|units\.0/, 'the field in words, not a JSON path');
  assert.equal(await byId(page, 'backup-preview').count(), 0);
  assert.deepEqual(await stored(page), before);
  await byId(page, 'backup-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"autre"}') });
  // The file is read, then said (the refusal before stays shown meanwhile).
  await byId(page, 'lists-error').filter({ hasText: 'pas une sauvegarde' }).waitFor();
  assert.equal(await text(page, 'lists-error'), 'Restauration refusée : ce fichier n’est pas une sauvegarde Auspex.');
  await page.screenshot({ path: `${SHOTS}/auspex-backup-refused.png`, fullPage: true });
  await checkPage(page, errors, 'device store');
});

test('persistent storage is asked for when a list is first saved, not at load', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    globalThis.__persistAsked = 0;
    Object.defineProperty(navigator, 'storage', { configurable: true, value: {
      persisted: async () => false, persist: async () => { globalThis.__persistAsked += 1; return true; },
      estimate: async () => ({ usage: 0, quota: 1e9 }) } });
  });
  const { page, errors } = await site.open(site.url, { context });
  await byId(page, 'lists-nav').click();
  await byId(page, 'lists-new-ruleset').waitFor();
  assert.equal(await page.evaluate(() => globalThis.__persistAsked), 0, 'not at load');
  await newList(page);
  await byId(page, 'list-name').fill('Gardée');
  await byId(page, 'list-name').press('Tab');
  await page.waitForFunction(() => globalThis.__persistAsked > 0);
  assert.equal(await page.evaluate(() => globalThis.__persistAsked), 1, 'once');
  await checkPage(page, errors, 'persist');
  await context.close();
});

test('a device that refuses the database: said in words, the lists built from memory', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  const { page, errors } = await site.open(site.url, { context });
  await byId(page, 'lists-nav').click();
  await byId(page, 'store-notice').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.store), 'memory');
  assert.equal(await text(page, 'store-notice'), 'Cet appareil refuse la base de données d’Auspex (navigation privée ou stockage bloqué) : '
    + 'vos changements restent dans cette page tant qu’elle est ouverte. Faites une sauvegarde dans un fichier avant de la fermer.Compris');
  await page.screenshot({ path: `${SHOTS}/auspex-store-memory.png`, fullPage: true });
  await newList(page);
  await byId(page, 'list-name').fill('En mémoire');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'reaver', ['plasma-annihilator', 'chainfist']);
  await byId(page, 'lists-back').click();
  assert.deepEqual(await names(page), ['En mémoire']);
  // Saved to a file: the way out of a device that keeps nothing.
  const backup = await downloaded(page, () => byId(page, 'backup-save').click());
  assert.deepEqual(Object.values(JSON.parse(backup.text).lists).map((e) => e.list.name), ['En mémoire']);
  await byId(page, 'store-notice-ok').click();
  assert.equal(await byId(page, 'store-notice').count(), 0);
  await checkPage(page, errors, 'memory');
  await context.close();
});
