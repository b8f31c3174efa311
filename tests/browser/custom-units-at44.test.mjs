// "Mes unités" for AT-44: a custom infantry unit with a new weapon, created
// in the form, shooting at Krasny soldaty (its figure is the raw request's,
// computed by the core under Node), kept over a reload and exported.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, openPage, byId, text, fr, noHorizontalScroll, SHOTS, settle } from './harness.mjs';
import { at44Company, playList, stored } from './lists-steps.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const sumFrom = (dist, k) => dist.slice(k).reduce((s, p) => s + p, 0);

test('a custom AT-44 unit: created, used, reloaded and exported', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-at44').click();
  await byId(page, 'custom-new').click();
  for (const [key, value] of Object.entries({ name: 'Mes Grenadiers', wname: 'Fusil lourd', wpre: 4, wcadence: 2, wpen: 6 })) {
    await byId(page, `cu-${key}`).fill(String(value));
  }
  assert.ok(await noHorizontalScroll(page));
  await page.screenshot({ path: `${SHOTS}/auspex-custom-at44-form.png`, fullPage: true });
  await byId(page, 'cu-submit').click();
  assert.equal(await byId(page, 'custom-error').isHidden(), true, await text(page, 'custom-error'));
  assert.match(await text(page, 'custom-status'), /Mes Grenadiers/);

  await byId(page, 'kind-shoot').click();
  await byId(page, 'aMode-units').click();
  await byId(page, 'aUnit-select').selectOption('custom-at44:custom-mes-grenadiers');
  await byId(page, 'weapon-select').selectOption('custom-mes-grenadiers-fusil-lourd');
  await byId(page, 'tMode-units').click();
  await byId(page, 'tUnit-select').selectOption('at44:krasny-soldaty');
  const raw = env.core.calc({ system: 'at44', attack: { kind: 'shoot', pre: 4, range: 1, attackers: 5, cadence: 2,
    rerolls: 0, pen: 6, damage: 1 }, target: { arm: 3, models: 10, coverSave: 0 } });
  const figure = fr(sumFrom(raw.casualties, 1));
  assert.equal(await byId(page, 'error').isHidden(), true);
  assert.equal(await text(page, 'key-figure'), figure);

  await settle(page); await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await text(page, 'key-figure'), figure);
  assert.match(await text(page, 'custom-list'), /Mes Grenadiers/);

  const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'custom-export').click()]);
  assert.equal(download.suggestedFilename(), 'custom-at44.json');
  const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.ok(file.units.some((u) => u.id === 'custom-mes-grenadiers'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a company with "Mes unités" plays; the game takes its units to a phone without them (issue 30)', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await byId(page, 'game-at44').click();
  await byId(page, 'custom-new').click();
  for (const [key, value] of Object.entries({ name: 'Mes Grenadiers', wname: 'Fusil lourd', wpre: 4, wcadence: 2, wpen: 6 })) {
    await byId(page, `cu-${key}`).fill(String(value));
  }
  await byId(page, 'cu-submit').click();
  await at44Company(page, 'Golems', 'therian', 'storm-golems');
  await at44Company(page, 'Grenadiers', 'una', 'mine:custom-mes-grenadiers');
  await playList(page, page.getByTestId('lists-play').and(page.getByLabel(/Grenadiers/)));
  await byId(page, 'at44-opponent-list').selectOption({ label: 'Golems' });
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  assert.match(await byId(page, 'at44-sheet-0').locator('.card__title').textContent(), /^Mes Grenadiers — Grenadiers$/);
  assert.match(await text(page, 'at44-sheet-0-state'), /^5\/5 combattants/);
  // Its profile on its card, the unit's own values from "Mes unités".
  assert.match(await text(page, 'at44-sheet-0-profile-stats'), /Infanterie · RANG 1 · MOR 5 · ARM 3/);
  const saved = Object.values((await stored(page)).games)[0];
  assert.deepEqual(saved.snapshot.rulesets.map((r) => [r.base, r.units.map((u) => u.id)]), [['at44', ['custom-mes-grenadiers']]]);
  await settle(page); await page.reload();
  await byId(page, 'at44-sheet-0').waitFor();
  await byId(page, 'at44-handover-open').click();
  const link = await byId(page, 'at44-handover-link').inputValue();
  const other = await openPage(env.browser, link);
  await byId(other.page, 'at44-sheet-0').waitFor();
  assert.equal(await byId(other.page, 'at44-log').textContent(), await byId(page, 'at44-log').textContent());
  assert.equal(await byId(other.page, 'at44-sheet-0').locator('.card__title').textContent(), 'Mes Grenadiers — Grenadiers');
  assert.match(await text(other.page, 'at44-sheet-0-profile-stats'), /Infanterie · RANG 1 · MOR 5 · ARM 3/, 'its profile travels with it');
  assert.deepEqual([...errors, ...other.errors], []);
  await context.close(); await other.context.close();
});
