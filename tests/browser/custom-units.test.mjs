// "Mes unités": a Titanicus v1 unit created in the form, used in the
// calculator (its figure is the raw request's, computed by the core under
// Node), kept over a reload, exported, imported into a fresh browser, and a
// broken import refused with the core's message, changing nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, openPage, byId, text, fr, noHorizontalScroll, SHOTS, settle } from './harness.mjs';
import { storedText, stored, newList, addUnit, playList } from './lists-steps.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const UNIT = 'custom-titanicus-v1:custom-mon-chasseur';
const WEAPON = 'custom-mon-chasseur-lance-flammes';

async function fill(page, values) {
  for (const [key, value] of Object.entries(values)) await byId(page, `cu-${key}`).fill(String(value));
}

/** "Mon Chasseur" (a Titanicus v1 titan with its own flamer) in "Mes unités": the form filled, saved unless `submit` is false. */
async function newChasseur(page, { submit = true } = {}) {
  await byId(page, 'game-titanicus-v1').click();
  await byId(page, 'custom-new').click();
  await fill(page, { name: 'Mon Chasseur', move: 20, armour: 11, rear: 9, structure: 4,
    wname: 'Lance-flammes', wrange: 30, wdice: 3, wtoHit: 4, wstrength: 6 });
  if (submit) await byId(page, 'cu-submit').click();
}

async function pickCustom(page) {
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption(UNIT);
  await byId(page, 'weapon-select').selectOption(WEAPON);
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption(UNIT);
  await byId(page, 'tLocation-select').selectOption('haut');
}

test('a custom Titanicus unit: created, used, reloaded, exported and imported', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await newChasseur(page, { submit: false });
  await byId(page, 'cu-armoury-volcano-cannon').check();
  assert.ok(await noHorizontalScroll(page));
  await page.screenshot({ path: `${SHOTS}/auspex-custom-form.png`, fullPage: true });
  await byId(page, 'cu-submit').click();
  assert.match(await text(page, 'custom-status'), /Mon Chasseur/);
  assert.equal(await byId(page, 'custom-error').isHidden(), true);

  await pickCustom(page);
  assert.match(await byId(page, 'aUnit-select').locator('option:checked').textContent(), /Mon Chasseur \(perso\)/);
  // What the unit stands for: its new weapon (3 dice, 4+, S6, titan weapon) at its own HAUT, from the front.
  const raw = env.core.calc({ system: 'titanicus', edition: 'v1',
    attack: { dice: 3, toHit: 4, modifier: 0, strength: 6, titanWeapon: true },
    target: { location: 'haut', armour: 11, rearArmour: 9, facing: 'front', structure: 4, structureLost: 0, shields: 0, shieldArmour: 8 } });
  // It cannot destroy the location: the headline is the chance of structure damage, destruction beside it (docs/page.md).
  assert.ok(raw.destroyed < 0.001);
  const figure = fr(1 - raw.structureLost[0]);
  assert.equal(await text(page, 'key-figure'), figure);
  assert.equal(await text(page, 'destroy-chance'), fr(raw.destroyed));

  // A reload keeps the unit (saved on the device) and the calculation (the link).
  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await text(page, 'key-figure'), figure);
  assert.match(await text(page, 'custom-list'), /Mon Chasseur/);

  // Exported as the custom ruleset file, which the core loads under Node too.
  const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'custom-export').click()]);
  assert.equal(download.suggestedFilename(), 'custom-titanicus-v1.json');
  const exported = readFileSync(await download.path(), 'utf8');
  assert.equal(env.core.addRuleset(exported).id, 'custom-titanicus-v1');
  const named = env.core.calc({ system: 'titanicus', attacker: { ruleset: 'custom-titanicus-v1', unit: 'custom-mon-chasseur', weapon: WEAPON },
    target: { ruleset: 'custom-titanicus-v1', unit: 'custom-mon-chasseur', location: 'haut' } });
  assert.equal(fr(1 - named.structureLost[0]), figure);
  assert.equal(named.destroyed, raw.destroyed);

  // Imported into a fresh browser.
  const fresh = await openPage(env.browser, env.url);
  await byId(fresh.page, 'game-titanicus-v1').click();
  assert.match(await text(fresh.page, 'custom-units'), /Aucune unité/);
  await byId(fresh.page, 'custom-import-file').setInputFiles({ name: 'mes-unites.json', mimeType: 'application/json',
    buffer: Buffer.from(exported) });
  // Shown first (issue 30, D5): what it adds, nothing saved before "Importer".
  await byId(fresh.page, 'custom-import-preview').waitFor();
  assert.equal(await text(fresh.page, 'custom-import-adds'), 'Ce fichier ajoute 1 unité : Mon Chasseur.');
  assert.match(await text(fresh.page, 'custom-units'), /Aucune unité/);
  await byId(fresh.page, 'custom-import-apply').click();
  await byId(fresh.page, 'custom-status').filter({ hasText: /1 unité ajoutée ou remplacée/ }).waitFor();
  await pickCustom(fresh.page);
  assert.equal(await text(fresh.page, 'key-figure'), figure);

  // A broken file (an unknown key) is refused with the core's message and changes nothing.
  const before = await storedText(fresh.page);
  const broken = JSON.parse(exported);
  broken.units[broken.units.length - 1].colour = 'rouge';
  await byId(fresh.page, 'custom-import-file').setInputFiles({ name: 'casse.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)) });
  await byId(fresh.page, 'custom-error').waitFor({ state: 'visible' });
  const message = await text(fresh.page, 'custom-error');
  let coreMessage = '';
  try { env.core.checkRuleset(broken); } catch (e) { coreMessage = e.fr; assert.ok(!message.includes(e.path), 'no JSON path'); } // the page speaks French
  assert.ok(coreMessage && message.includes(coreMessage), message);
  assert.equal(await storedText(fresh.page), before);
  assert.equal(await text(fresh.page, 'key-figure'), figure);
  await fresh.page.screenshot({ path: `${SHOTS}/auspex-custom-import.png`, fullPage: true });
  assert.deepEqual([...errors, ...fresh.errors], []);
  await context.close(); await fresh.context.close();
});

test('a custom Epic unit: its save stat and the save button are distinct, and it is used in the calculator', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-epic').click();
  await byId(page, 'custom-new').click();
  await fill(page, { name: 'Garde', save: 5, fa: 1, wname: 'Fusil laser', wrange: 30, wdice: 1, wtoHit: 5 });
  await byId(page, 'cu-submit').click();
  assert.match(await text(page, 'custom-status'), /Garde/);
  assert.equal(await byId(page, 'custom-error').isHidden(), true);
  // Saved through the core's own check: the exported file loads under Node.
  const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'custom-export').click()]);
  const summary = env.core.addRuleset(readFileSync(await download.path(), 'utf8'));
  assert.equal(summary.id, 'custom-epic-v1');
  assert.ok(summary.units.some((u) => u.name.fr === 'Garde'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a list with "Mes unités" plays; the game keeps its units over a reload and takes them to a phone without them (issue 30)', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await newChasseur(page);
  await newList(page);
  await byId(page, 'list-name').fill('Perso');
  await addUnit(page, 'mine:custom-mon-chasseur');
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'titan-title').waitFor();
  assert.equal(await byId(page, 'titan-error').isVisible(), false, 'no unit refused');
  assert.match(await page.locator('#lists').textContent(), /Mon Chasseur.*HAUT · Armure 11\/9/);
  const saved = Object.values((await stored(page)).games)[0];
  assert.deepEqual(saved.snapshot.rulesets.map((r) => [r.base, r.units.map((u) => u.id)]), [['titanicus-v1', ['custom-mon-chasseur']]]);
  assert.match(saved.snapshot.game.sheets[0].sheet.ruleset, /^titanicus-v1-partie-/);
  await settle(page); await page.reload();
  await byId(page, 'titan-title').waitFor();
  assert.match(await page.locator('#lists').textContent(), /Mon Chasseur.*HAUT · Armure 11\/9/);
  // Handed over to a phone that never had these units: the same game opens there.
  await byId(page, 'titan-handover-open').click();
  const link = await byId(page, 'titan-handover-link').inputValue();
  const other = await openPage(env.browser, link);
  await byId(other.page, 'titan-title').waitFor();
  assert.equal(await byId(other.page, 'titan-log').textContent(), await byId(page, 'titan-log').textContent());
  assert.match(await other.page.locator('#lists').textContent(), /Mon Chasseur.*HAUT · Armure 11\/9/);
  await other.page.screenshot({ path: `${SHOTS}/auspex-custom-handed-over.png`, fullPage: true });
  assert.deepEqual([...errors, ...other.errors], []);
  await context.close(); await other.context.close();
});
