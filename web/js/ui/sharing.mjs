// What sharing needs on any screen: a file saved (a download), a text copied
// (false when the browser refuses: the caller shows it to select), and a
// text drawn as a QR code on a <canvas> (qrcode-generator, loaded on first use).

/** Saves `text` as a file named `name` (a download). */
export function download(name, text) {
  const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Copies `text`; false when the browser refuses. */
export async function copy(text) {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

let qrModule = null;

/** Draws `text` as a QR code (black on white, 4 modules of margin) on `canvas`. */
export async function drawQr(canvas, text, level = 'M') {
  qrModule ??= await import('../../vendor/qrcode-generator.mjs');
  const qr = qrModule.default(0, level);
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const cell = Math.max(3, Math.floor(264 / (n + 8)));
  const size = (n + 8) * cell;
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000000';
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) if (qr.isDark(r, c)) ctx.fillRect((c + 4) * cell, (r + 4) * cell, cell, cell);
  }
  canvas.dataset.text = text;
}

