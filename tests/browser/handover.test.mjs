// A game handed over to another phone (issue 20): two browser contexts stand
// for two phones. An AT-44 game started and played on one, handed over by its
// link (and its QR code, decoded from the pixels), continued on the other,
// handed back; an older code never applied without asking first; a broken
// code said in words. Built by taps on empty devices, at 390 × 844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS, settle } from './harness.mjs';
import { at44Game, readQr, stored } from './lists-steps.mjs';

const site = useSite();
const cp = async (page, side) => Number(await text(page, `at44-cp-${side}`));

/** Opens "Passer la partie" and gives its link (the QR code checked to hold the same). */
async function handover(page) {
  await byId(page, 'at44-handover-open').click();
  await byId(page, 'at44-handover-link').waitFor();
  const link = await byId(page, 'at44-handover-link').inputValue();
  assert.match(link, /#g=[A-Za-z0-9_-]+$/);
  assert.equal(await readQr(page, 'at44-handover-qr'), link, 'the QR code holds the link');
  return link;
}

test('two phones: an AT-44 game handed over by its code, continued, handed back; an older code asks first', async () => {
  const a = await site.open();
  await at44Game(a.page);
  const [s0, s1] = [await cp(a.page, 0), await cp(a.page, 1)];
  await byId(a.page, 'at44-spend-0').click();
  const first = await handover(a.page);
  // One character changed: damaged, said, nothing kept on an empty phone.
  const damaged = first.slice(0, -8) + (first.at(-8) === 'A' ? 'B' : 'A') + first.slice(-7);
  const c = await site.open(damaged);
  assert.equal(await text(c.page, 'link-error'),
    'Lien de partie illisible : il est abîmé : un caractère a changé, ou le lien a été coupé. Le calculateur par défaut est affiché.');
  assert.equal(await stored(c.page), null);
  await c.context.close();
  assert.match(await byId(a.page, 'at44-handover').textContent(), /après \d+ actions? jouées?/);
  await a.page.screenshot({ path: `${SHOTS}/auspex-handover.png`, fullPage: true });
  await byId(a.page, 'at44-handover').screenshot({ path: `${SHOTS}/auspex-handover-panel.png` });
  // The code is compact enough for one QR code a phone reads from another's screen.
  assert.ok(first.length < 1800, `${first.length} characters`);
  console.log(`AT-44 game code after the first turn: ${first.length} characters`);

  // Phone B, an empty device: the game opens at once, as it was; B plays on.
  const b = await site.open(first);
  await byId(b.page, 'at44-actions-0').waitFor();
  assert.equal(await text(b.page, 'at44-title'), 'Partie : Krasny');
  assert.deepEqual([await cp(b.page, 0), await cp(b.page, 1)], [s0 - 1, s1]);
  assert.match(b.page.url(), /#game=g/, 'the code becomes the game\'s place');
  assert.equal(await byId(b.page, 'at44-undo').isDisabled(), true, 'the undo steps stay on phone A');
  await byId(b.page, 'at44-spend-1').click();
  const back = await handover(b.page);
  await checkPage(b.page, b.errors, 'phone B');

  // Handed back to A, which holds the game at an earlier move: asked, then updated.
  await a.page.goto(back);
  await byId(a.page, 'incoming-game').waitFor();
  assert.match(await text(a.page, 'incoming-game'), /^Cet appareil a déjà la partie « Krasny », après \d+ actions? jouées? ; le lien l’apporte après \d+ actions?, plus loin\. La mettre à jour \?/);
  await a.page.screenshot({ path: `${SHOTS}/auspex-handover-incoming.png`, fullPage: true });
  assert.deepEqual(Object.values((await stored(a.page)).games).map((g) => g.snapshot.game.turn.players[1].cp), [s1], 'nothing replaced yet');
  await byId(a.page, 'incoming-take').click();
  await byId(a.page, 'at44-actions-0').waitFor();
  assert.deepEqual([await cp(a.page, 0), await cp(a.page, 1)], [s0 - 1, s1 - 1]);
  // A's own history stays (issue 30, D7): its undo steps, then its game as it was before the update.
  assert.equal(await byId(a.page, 'at44-undo').isDisabled(), false);
  await byId(a.page, 'at44-undo').click();
  await settle(a.page);
  assert.deepEqual([await cp(a.page, 0), await cp(a.page, 1)], [s0 - 1, s1], 'undo gives back the game A held');
  await byId(a.page, 'at44-redo').click();
  await settle(a.page);
  assert.deepEqual([await cp(a.page, 0), await cp(a.page, 1)], [s0 - 1, s1 - 1]);

  // The first code again, older than what A holds now: asked, and kept as it is.
  await a.page.goto(first);
  await byId(a.page, 'incoming-game').waitFor();
  assert.match(await text(a.page, 'incoming-game'), /moins loin/);
  await byId(a.page, 'lang-toggle').click();
  assert.match(await text(a.page, 'incoming-game'), /^This device already has the game “Krasny”, after \d+ actions? played; the link brings it after \d+, not as far/);
  await byId(a.page, 'lang-toggle').click();
  await byId(a.page, 'incoming-keep').click();
  await byId(a.page, 'at44-actions-0').waitFor();
  assert.deepEqual([await cp(a.page, 0), await cp(a.page, 1)], [s0 - 1, s1 - 1]);
  assert.equal(Object.keys((await stored(a.page)).games).length, 1);
  await checkPage(a.page, a.errors, 'phone A');
});

test('a broken or foreign game code is said in words, and nothing is kept', async () => {
  const { page, errors } = await site.open(`${site.url}#g=oAVnMTIzAzE`);
  assert.equal(await text(page, 'link-error'), 'Lien de partie illisible : ce n’est pas un code de partie Auspex. Le calculateur par défaut est affiché.');
  const list = site.core.encodeList({ format: 'auspex-list', version: 1, ruleset: 'at44', units: [] });
  await page.goto(`${site.url}#g=${list}`);
  await byId(page, 'link-error').filter({ hasText: 'c’est le code d’une liste' }).waitFor();
  assert.equal(await stored(page), null);
  await checkPage(page, errors, 'broken game code');
});
