// Faults kept as tests (issue 30), on a Titanicus game built by taps at
// 390 × 844: the page closed 0 to 100 ms after a tap, then opened again
// (the game whole, every step it saved there, its undo steps all readable);
// a new version of the app taken mid-game (the game and its undo steps as
// they were). The full device, two tabs at once and a deflate bomb are in
// tests/node/store.test.mjs, tests/browser/two-tabs.test.mjs and
// tests/browser/intake.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useSite, byId, text, checkPage, SITE, settle, openPage } from './harness.mjs';
import { reaverList, playList, stored } from './lists-steps.mjs';
import { serve } from '../../scripts/serve.mjs';
import { writePrecache } from '../../scripts/precache.mjs';

const site = useSite();

/** A Titanicus game of two Reavers started by taps; its first titan activated (one step to undo). */
async function game(page) {
  await reaverList(page, 'Ignatum', 2);
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0-activate').click();
  // Its action points rolled: the dice typed as they fell.
  await byId(page, 'titan-dice').waitFor();
  for (let k = 0; await byId(page, `titan-die-${k}`).count(); k += 1) await byId(page, `titan-die-${k}`).fill('6');
  await byId(page, 'titan-dice-ok').click();
  await byId(page, 'titan-dice').waitFor({ state: 'detached' });
  await settle(page);
}

/** The saved game: its moves, and whether every undo step is there (none missing, none unreadable). */
async function savedGame(page) {
  const games = Object.values((await stored(page))?.games ?? {});
  assert.equal(games.length, 1);
  const [g] = games;
  assert.ok([...g.history.past, ...g.history.future].every((s) => s && typeof s === 'object' && Array.isArray(s.game?.sheets)), 'every undo step readable');
  return g;
}

test('the page closed 0 to 100 ms after a tap: opened again, the game whole, nothing it had saved lost', async () => {
  const { page, context, errors } = await site.open();
  await game(page);
  const first = await savedGame(page);
  const steps = (g) => g.history.past.length + g.history.future.length;
  let { moves } = first;
  for (const ms of [0, 20, 50, 100]) {
    const tab = context.pages().at(-1);
    await byId(tab, 'titan-undo').click(); // one step, written to the device as the page closes
    await tab.waitForTimeout(ms);
    await tab.close();
    const again = await openPage(site.browser, `${site.url}#lists`, { context });
    await byId(again.page, 'titan-resume').first().click();
    await byId(again.page, 'titan-title').waitFor();
    const g = await savedGame(again.page);
    assert.ok(g.moves === moves || g.moves === moves + 1, `${ms} ms: ${g.moves} moves, ${moves} before the tap`);
    assert.equal(steps(g), steps(first), `${ms} ms: every undo step there`);
    // The game goes on from there: the step undone (if it was kept) redone.
    if (g.moves === moves + 1) {
      await byId(again.page, 'titan-redo').click();
      await settle(again.page);
    }
    moves = (await savedGame(again.page)).moves;
    assert.equal(await byId(again.page, 'titan-undo').isDisabled(), false, `${ms} ms: the activation can be undone`);
    errors.push(...again.errors);
  }
  await checkPage(context.pages().at(-1), errors, 'closed after a tap');
});

test('a new version of the app taken mid-game: the game and its undo steps as they were', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'auspex-faults-'));
  cpSync(SITE, dir, { recursive: true });
  const server = await serve(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  try {
    const { page, errors } = await openPage(site.browser, url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await game(page);
    await byId(page, 'titan-end-activation').click();
    await settle(page);
    const before = await savedGame(page);
    const log = await byId(page, 'titan-log').textContent();
    appendFileSync(join(dir, 'favicon.svg'), '\n<!-- next version -->\n');
    writePrecache(dir);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await byId(page, 'update-notice').waitFor({ state: 'visible' });
    await Promise.all([page.waitForEvent('load'), byId(page, 'update-reload').click()]);
    await page.waitForSelector('body[data-ready="true"]');
    await byId(page, 'titan-title').waitFor();
    assert.equal(await byId(page, 'titan-log').textContent(), log, 'the game on screen as it was');
    assert.deepEqual(await savedGame(page), before, 'and on the device');
    assert.equal(await byId(page, 'titan-undo').isDisabled(), false);
    await byId(page, 'titan-undo').click();
    assert.match(await text(page, 'titan-turn-state'), /Ignatum/);
    await checkPage(page, errors, 'update mid-game');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
