// Raw DEFLATE for the game codes (play/game-code.mjs). The browser's own
// CompressionStream('deflate-raw') where it has one (Chrome 103, Safari
// 16.4, Firefox 113); else fflate — small, well kept, the same raw format —
// imported only then, so the other browsers never fetch it (issue 33: older
// Safari and Firefox could neither make a game's link nor read one).
import { throughBounded, inflatedPast } from './intake.mjs';

/** Whether the browser compresses 'deflate-raw' itself (asked each time: two small objects). */
export function nativeDeflate() {
  try {
    new CompressionStream('deflate-raw'); // eslint-disable-line no-new
    new DecompressionStream('deflate-raw'); // eslint-disable-line no-new
    return true;
  } catch {
    return false;
  }
}

/** `bytes` compressed (raw DEFLATE). */
export async function deflateRaw(bytes) {
  if (nativeDeflate()) return throughBounded(new CompressionStream('deflate-raw'), bytes, Infinity);
  const { deflateSync } = await import('fflate');
  return deflateSync(bytes, { level: 9 });
}

/**
 * `bytes` (raw DEFLATE) inflated, stopped as soon as the output passes
 * `limit` (intake.mjs's refusal, without inflating the rest); a damaged
 * stream throws.
 */
export async function inflateRaw(bytes, limit) {
  if (nativeDeflate()) return throughBounded(new DecompressionStream('deflate-raw'), bytes, limit);
  const { Inflate } = await import('fflate');
  const parts = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > limit) throw inflatedPast(limit);
    parts.push(chunk);
  });
  // A kilobyte at a time: a bomb stops within about a megabyte of output.
  const STEP = 1024;
  if (bytes.length === 0) inflater.push(bytes, true);
  for (let at = 0; at < bytes.length; at += STEP) inflater.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
