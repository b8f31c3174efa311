// What comes in, read one way (issue 30): every text that enters the page —
// a list link or file, a game's code (link, paste, scan), a calculator link,
// a backup, a "Mes unités" file, what older pages kept, a place in the
// address — is bounded in size before it is decoded or inflated, parsed
// without the browser's own (English) words, and held in tables whose keys
// are data (a null prototype: an id "__proto__" or "constructor" is an id
// like any other). Each door then checks the whole of it through the core
// before anything is registered, written or replaced. A refusal is an
// IntakeError: an i18n key (words/platform.mjs) and what it names.
import { t } from './words.mjs';

/** The stated limits (characters of text, bytes once inflated). */
export const LIMITS = Object.freeze({
  /** A link or a code pasted or scanned (#l=, #g=, #c=): a long game's code is about 4 000. */
  link: 256 * 1024,
  /** A file chosen (a backup, a list, "Mes unités") or what older pages kept. */
  file: 8 * 1024 * 1024,
  /** A game's code once inflated. */
  inflated: 4 * 1024 * 1024,
  /** An id (a list's, a game's, a custom ruleset's). */
  id: 100,
  /** A game's revision (the steps played on it). */
  rev: 2 ** 31,
});

export class IntakeError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

/** A size in kilobytes or megabytes, in the player's language. */
const sizeText = (n) => (n >= 1024 * 1024 ? t('sizeMB', { n: Math.round(n / (1024 * 1024)) }) : t('sizeKB', { n: Math.max(1, Math.round(n / 1024)) }));

/** What an IntakeError of a size says: `size` for at most `limit`, read when shown. */
/** The refusal of inflated bytes past `limit` (a deflate bomb, or a code too large to be a game). */
export const inflatedPast = (limit) => new IntakeError('intakeInflated', { get limit() { return sizeText(limit); } });
const tooBig = (size, limit) => new IntakeError('intakeTooBig', { get size() { return sizeText(size); }, get limit() { return sizeText(limit); } });

/** `text` when it is no longer than `limit` characters; else an IntakeError (before anything reads it). */
export function bounded(text, limit) {
  const s = String(text ?? '');
  if (s.length > limit) throw tooBig(s.length, limit);
  return s;
}

/** A file's text when the file is no larger than `limit` bytes (its size is known before it is read). */
export async function fileText(file, limit = LIMITS.file) {
  if (file.size > limit) throw tooBig(file.size, limit);
  return file.text();
}

/** The line and column of a JSON parse failure at `at` (a character index) in `text`. */
function lineOf(text, at) {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

/**
 * `text` parsed as JSON; else an IntakeError 'intakeNotJson' with the line
 * (when the engine says where), never the browser's English message.
 */
export function parseJson(text) {
  try { return JSON.parse(text); } catch (error) {
    const at = /position (\d+)/.exec(error?.message ?? '')?.[1];
    if (!String(text).trim()) throw new IntakeError('intakeEmpty');
    throw new IntakeError(at === undefined ? 'intakeNotJson' : 'intakeNotJsonAt', at === undefined ? {} : lineOf(String(text), Number(at)));
  }
}

/** A table keyed by ids (a null prototype), with the entries of `from` (an object, a Map or pairs). */
export function table(from = null) {
  const out = Object.create(null);
  if (!from) return out;
  const pairs = from instanceof Map || Array.isArray(from) ? from : Object.entries(from);
  for (const [k, v] of pairs) out[k] = v;
  return out;
}

/** Whether `id` may name a record: a non-empty string of at most LIMITS.id characters, no control character. */
// eslint-disable-next-line no-control-regex
export const goodId = (id) => typeof id === 'string' && id.length > 0 && id.length <= LIMITS.id && !/[\u0000-\u001f]/.test(id);

/**
 * The bytes `stream` makes of `bytes` (a CompressionStream or a
 * DecompressionStream), stopped as soon as they pass `limit`: an
 * IntakeError, without inflating the rest (a deflate bomb costs
 * `limit` bytes, not its whole size).
 */
export async function throughBounded(stream, bytes, limit = LIMITS.inflated) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw inflatedPast(limit);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
