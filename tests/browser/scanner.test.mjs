// "Scanner un code QR" (issue 20), with the camera stubbed: the page's
// getUserMedia gives a canvas stream showing a QR code generated here, and
// the browser's BarcodeDetector (which headless Chromium on Linux lacks) is
// stood in for by one decoding the video's pixels with jsQR; so the page's
// whole path — camera, frames, detection, the link followed — runs on a real
// picture of a code. A game's code scanned on the lists screen opens the
// game; an opponent's list scanned in a game's setup is added; a browser
// without detection, or a refused camera, says so and the pasted link works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import qrcode from 'qrcode-generator';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { at44Company, at44Game, stored, playList } from './lists-steps.mjs';

const site = useSite();
const JSQR = readFileSync(new URL('../../node_modules/jsqr/dist/jsQR.js', import.meta.url), 'utf8');

/** The dark modules of `text`'s QR code (as the page draws it: level L). */
function modulesOf(text) {
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** A phone whose camera shows `text`'s QR code, with a barcode detector reading the picture (or none, or a refused camera). */
async function phoneShowing(text, { detector = true, camera = 'ok' } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  if (detector) await context.addInitScript(JSQR);
  await context.addInitScript(({ modules, detector: withDetector, camera: mode }) => {
    const getUserMedia = async () => {
      if (mode === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
      const n = modules.length;
      const cell = 6;
      const canvas = Object.assign(document.createElement('canvas'), { width: (n + 8) * cell, height: (n + 8) * cell });
      const g = canvas.getContext('2d');
      const paint = () => {
        g.fillStyle = '#fff';
        g.fillRect(0, 0, canvas.width, canvas.height);
        g.fillStyle = '#000';
        modules.forEach((row, r) => row.forEach((dark, c) => { if (dark) g.fillRect((c + 4) * cell, (r + 4) * cell, cell, cell); }));
      };
      paint();
      setInterval(paint, 100); // a live picture: frames keep coming
      return canvas.captureStream(10);
    };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    if (!withDetector) { delete globalThis.BarcodeDetector; return; }
    globalThis.BarcodeDetector = class {
      constructor({ formats }) { if (!formats.includes('qr_code')) throw new TypeError('qr_code'); }
      async detect(video) {
        if (!video.videoWidth) return [];
        const c = Object.assign(document.createElement('canvas'), { width: video.videoWidth, height: video.videoHeight });
        const g = c.getContext('2d');
        g.drawImage(video, 0, 0);
        const found = globalThis.jsQR(g.getImageData(0, 0, c.width, c.height).data, c.width, c.height);
        return found ? [{ rawValue: found.data, format: 'qr_code' }] : [];
      }
    };
  }, { modules: modulesOf(text), detector, camera });
  return site.open(site.url, { context });
}

/** Phone A's AT-44 game, handed over: its link. */
async function gameLink() {
  const a = await site.open();
  await at44Game(a.page);
  await byId(a.page, 'at44-handover-open').click();
  await byId(a.page, 'at44-handover-link').waitFor();
  const link = await byId(a.page, 'at44-handover-link').inputValue();
  const log = await text(a.page, 'at44-log');
  await a.context.close();
  return { link, log };
}

test('a game\'s QR code scanned on the lists screen opens the game; an opponent\'s list scanned in a setup is added', async () => {
  const { link, log } = await gameLink();
  const b = await phoneShowing(link);
  await byId(b.page, 'lists-nav').click();
  await byId(b.page, 'lists-scan').click();
  await byId(b.page, 'at44-title').waitFor(); // read from the camera's picture, followed
  assert.equal(await text(b.page, 'at44-log'), log);
  assert.equal(Object.keys((await stored(b.page)).games).length, 1);
  assert.equal(await b.page.evaluate(() => document.querySelector('video')?.srcObject ?? null), null, 'the camera stopped');
  await checkPage(b.page, b.errors, 'scanned game');
  await b.context.close();

  // An opponent's list, scanned from their phone in a game's setup.
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'at44', name: 'Golems', faction: 'therian', limit: 40,
    units: [{ unit: 'storm-golems', count: 1, options: { grade: 2, commander: 1 } }] };
  const listLink = `${site.url}#l=${site.core.encodeList(opponent)}`;
  const c = await phoneShowing(listLink);
  await at44Company(c.page, 'Krasny', 'red-blok', 'krasny-soldaty');
  await playList(c.page, c.page.getByTestId('lists-play').and(c.page.getByLabel(/Krasny/)));
  await byId(c.page, 'at44-opponent-scan').click();
  await byId(c.page, 'at44-setup-1').waitFor();
  assert.match(await text(c.page, 'at44-setup-1'), /Golems/);
  assert.equal(await byId(c.page, 'at44-start').isDisabled(), false);
  await checkPage(c.page, c.errors, 'scanned opponent');
  await c.context.close();
});

test('no barcode detection, or the camera refused: said in words, the pasted link opens', async () => {
  const list = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Légion', faction: 'imperial', limit: 40,
    units: [{ unit: 'reaver', count: 1, weapons: ['plasma-annihilator', 'chainfist'] }] };
  const link = `${site.url}#l=${site.core.encodeList(list)}`;
  const b = await phoneShowing(link, { detector: false });
  await byId(b.page, 'lists-nav').click();
  await byId(b.page, 'lists-scan').click();
  await byId(b.page, 'lists-scan-status').filter({ hasText: 'Ce navigateur ne lit pas les codes QR' }).waitFor();
  await b.page.screenshot({ path: `${SHOTS}/auspex-scanner-paste.png`, fullPage: true });
  await byId(b.page, 'lists-scan-paste').fill('bonjour');
  await byId(b.page, 'lists-scan-open').click();
  assert.equal(await text(b.page, 'lists-error'), 'Ce n’est pas un lien d’Auspex (liste, partie ou calcul).');
  await byId(b.page, 'lists-scan').click();
  await byId(b.page, 'lists-scan-paste').fill(link);
  await byId(b.page, 'lists-scan-open').click();
  await byId(b.page, 'list-readonly').waitFor();
  assert.equal(await text(b.page, 'list-name-text'), 'Légion');
  await checkPage(b.page, b.errors, 'pasted');
  await b.context.close();

  const c = await phoneShowing(link, { camera: 'denied' });
  await byId(c.page, 'lists-nav').click();
  await byId(c.page, 'lang-toggle').click();
  await byId(c.page, 'lists-scan').click();
  await byId(c.page, 'lists-scan-status').filter({ hasText: 'The camera is refused to this page: paste the link below.' }).waitFor();
  await c.page.screenshot({ path: `${SHOTS}/auspex-scanner-denied.png`, fullPage: true });
  await byId(c.page, 'lists-scan-close').click();
  assert.equal(await byId(c.page, 'lists-scanner').count(), 0);
  await checkPage(c.page, c.errors, 'denied');
  await c.context.close();
});
