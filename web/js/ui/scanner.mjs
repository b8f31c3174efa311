// "Scanner": a QR code read with the phone's camera, from inside the page
// (issue 20): the camera's picture (getUserMedia, the back camera) shown in
// a <video>, read a few times a second by the browser's barcode detection
// (BarcodeDetector, where the browser has it); the first code read is given
// to `onText(text)` and the camera stops. Where there is no detection, or
// the camera is refused or missing, the panel says so in words and offers
// the fallback: a field where the link is pasted. Everything is set as text.
import { t } from '../platform/words.mjs';
import { LIMITS } from '../platform/intake.mjs';
import { h } from './view.mjs';

const EVERY_MS = 200;

/** A scanner's state, kept by the caller between redraws. */
export const newScan = () => ({ open: false, status: '', pasted: '', stop: null, starting: false });

/** Stops the camera (when running) and closes the panel. */
export function closeScan(scan) {
  scan.stop?.();
  Object.assign(scan, { open: false, status: '', stop: null, starting: false });
}

/** Starts the camera into `video`; reads until a code is found; says why when it cannot. */
async function start(scan, video, { onText, redraw }) {
  const Detector = globalThis.BarcodeDetector;
  if (!Detector || !navigator.mediaDevices?.getUserMedia) {
    scan.status = 'scanNoDetector';
    redraw();
    return;
  }
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    scan.status = error?.name === 'NotAllowedError' ? 'scanDenied' : 'scanNoCamera';
    redraw();
    return;
  }
  let timer = null;
  let stopped = false;
  scan.stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    if (video) video.srcObject = null;
  };
  if (!scan.open) { scan.stop(); return; } // closed meanwhile
  video.srcObject = stream;
  await video.play().catch(() => {});
  scan.status = 'scanLooking';
  redraw();
  let detector;
  try { detector = new Detector({ formats: ['qr_code'] }); } catch {
    scan.stop();
    scan.status = 'scanNoDetector';
    redraw();
    return;
  }
  const look = async () => {
    if (stopped) return;
    let found = null;
    try { found = (await detector.detect(video))?.[0]?.rawValue ?? null; } catch { found = null; }
    if (stopped) return;
    if (found) {
      closeScan(scan);
      onText(found);
      return;
    }
    timer = setTimeout(look, EVERY_MS);
  };
  look();
}

/**
 * The "Scanner" button and, once tapped, its panel: the camera's picture
 * and what is going on, or why it cannot, and the field where a link is
 * pasted. `id` starts the test ids; `onText(text)` gets what was read or pasted.
 */
export function drawScanner(scan, { id, onText, redraw, label = t('scanButton') }) {
  if (!scan.open) {
    return h('button', { type: 'button', class: 'tool', 'data-testid': `${id}-scan`,
      onclick: () => { Object.assign(scan, { open: true, status: 'scanStarting', pasted: '' }); redraw(); } }, label);
  }
  // Called with the <video> at each drawing: the camera starts once.
  const onVideo = (el) => {
    if (el && !scan.starting) {
      scan.starting = true;
      start(scan, el, { onText, redraw });
    }
  };
  const tooBig = () => { Object.assign(scan, { status: 'scanTooBig', pasted: '' }); redraw(); };
  // A paste longer than any link never enters the field (10 MB would hold the page for seconds).
  const onpaste = (e) => {
    const pasted = e.clipboardData?.getData('text') ?? '';
    if (pasted.length > LIMITS.link) { e.preventDefault(); tooBig(); }
  };
  const paste = () => {
    const text = scan.pasted.trim();
    if (!text) return;
    // Longer than any Auspex link: refused before anything reads it (no Auspex link is in it: the field emptied).
    if (text.length > LIMITS.link) { tooBig(); return; }
    closeScan(scan);
    onText(text);
  };
  const cannot = ['scanNoDetector', 'scanDenied', 'scanNoCamera'].includes(scan.status);
  return h('section', { class: 'scanner cu-form', 'data-testid': `${id}-scanner` },
    h('h3', { class: 'cu-sub' }, t('scanTitle')),
    cannot ? null : h('video', { ref: onVideo, class: 'scanner__video', muted: true, playsinline: true, autoplay: true,
      'aria-label': t('scanVideo'), 'data-testid': `${id}-scan-video` }),
    h('p', { class: cannot || scan.status === 'scanTooBig' ? 'why' : 'lists-meta', role: 'status', 'data-testid': `${id}-scan-status` }, scan.status ? t(scan.status) : ''),
    h('label', { class: 'cu-label', for: `${id}-scan-paste` }, t('scanPasteLabel')),
    h('input', { id: `${id}-scan-paste`, class: 'input', 'data-testid': `${id}-scan-paste`, value: scan.pasted, autocomplete: 'off',
      oninput: (e) => { scan.pasted = e.target.value; }, onpaste, onkeydown: (e) => { if (e.key === 'Enter') paste(); } }),
    h('div', { class: 'toolbar__row' },
      h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': `${id}-scan-open`, onclick: paste }, t('scanPasteOpen')),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `${id}-scan-close`,
        onclick: () => { closeScan(scan); redraw(); } }, t('scanClose'))));
}
