// A game handed over on phones whose browser has no CompressionStream
// ('deflate-raw': Safari before 16.4, Firefox before 113; issue 33), the
// streams taken away before the page loads: the link is made (by fflate,
// loaded only there), another phone with the streams reads it, and a phone
// without them reads a link made with them; each the same game on screen.
// Played at 390×844 from an empty device. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { reaverList, playList, handOver } from './lists-steps.mjs';

const site = useSite();
const noStreams = () => { delete window.CompressionStream; delete window.DecompressionStream; };

test('hand-over without deflate-raw: the link made and read by the fallback, both ways', async () => {
  const old = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  await old.addInitScript(noStreams);
  const { page, errors } = await site.open(site.url, { context: old });
  assert.equal(await page.evaluate(() => typeof CompressionStream), 'undefined');
  await reaverList(page, 'Reavers');
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'titan-title').waitFor();
  // Made here without the streams, read on a phone that has them: the same title and log.
  const { page: other, link } = await handOver(site, page, 'titan');
  assert.match(link, /#g=[A-Za-z0-9_-]+$/);
  await byId(page, 'titan-handover').screenshot({ path: `${SHOTS}/handover-no-streams.png` });
  await checkPage(page, errors, 'hand-over made without the streams');

  // Made on the phone with the streams, read on another without them.
  await byId(other, 'titan-handover-open').click();
  await byId(other, 'titan-handover-link').waitFor();
  const back = await byId(other, 'titan-handover-link').inputValue();
  const older = await site.browser.newContext({ viewport: { width: 390, height: 844 } }); // a third phone, as old
  await older.addInitScript(noStreams);
  const third = await older.newPage();
  await third.goto(back);
  await byId(third, 'titan-title').waitFor();
  assert.equal(await text(third, 'titan-log'), await text(other, 'titan-log'));
  assert.equal(await third.evaluate(() => typeof DecompressionStream), 'undefined');
  await byId(third, 'titan-title').screenshot({ path: `${SHOTS}/handover-no-streams-read.png` });
  await old.close();
  await older.close();
  await other.context().close();
});
