// A calculation shared by link: the whole calculator state in the URL
// fragment (never sent to a server), as "#c=" + base64url of compact JSON:
//   {"v":1, "g":"<game>", "a":[request, …], "e":0, "s":"casualties", "k":3}
// v: link version; g: game id; a: one to three calc requests (calc-api.md);
// e: the attack being edited; s: the series shown; k: the threshold k.
// A link is checked on load; a broken one is reported by a LinkError whose
// message key and values say what is wrong, in the page's language.
import { GAMES, outOfForm } from './forms.mjs';
import { playerSaid, t } from '../platform/words.mjs';
import { LIMITS, bounded } from '../platform/intake.mjs';

export const LINK_VERSION = 1;
export const MAX_ATTACKS = 3;
export const LETTERS = ['A', 'B', 'C'];
const PREFIX = '#c=';

export class LinkError extends Error {
  constructor(key, vars = {}) {
    super(key);
    this.key = key;
    this.vars = vars;
  }
}

function toBase64url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(code) {
  if (!code || !/^[A-Za-z0-9_-]+$/.test(code) || code.length % 4 === 1) throw new LinkError('linkBase64');
  const padded = code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LinkError('linkBase64');
  }
}

/** The fragment ("#c=…") of a calculator state { game, attacks: [request], active, series, k }. */
export function encodeLink({ game, requests, active, series, k }) {
  const data = { v: LINK_VERSION, g: game.id, a: requests };
  if (active) data.e = active;
  if (series) data.s = series;
  if (k !== undefined) data.k = k;
  return PREFIX + toBase64url(JSON.stringify(data));
}

/** Whether a fragment holds a shared calculation (even a broken one). */
export function isLink(hash) {
  return hash.startsWith(PREFIX);
}

/** The game a fragment's calculation is for, or null when it cannot be read (decodeLink says why). */
export function gameOfLink(hash) {
  try {
    const data = JSON.parse(fromBase64url(bounded(hash, LIMITS.link).slice(PREFIX.length)));
    return GAMES.find((g) => g.id === data?.g) ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads and checks a fragment with the rules core `auspex`: returns
 * { game, attacks: [values], active, series, k }, or throws a LinkError.
 */
export function decodeLink(hash, auspex) {
  let data;
  // Bounded before it is decoded: a link longer than any calculation's is refused at once.
  try { bounded(hash, LIMITS.link); } catch (e) { throw new LinkError('linkTooBig', { get message() { return t(e.key, e.vars); } }); }
  const text = fromBase64url(hash.slice(PREFIX.length));
  try { data = JSON.parse(text); } catch { throw new LinkError('linkJson'); }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new LinkError('linkJson');
  if (data.v !== LINK_VERSION) throw new LinkError('linkVersion', { v: JSON.stringify(data.v ?? null) });
  const game = GAMES.find((g) => g.id === data.g);
  if (!game) throw new LinkError('linkGame', { game: JSON.stringify(data.g ?? null) });
  if (!Array.isArray(data.a) || data.a.length < 1 || data.a.length > MAX_ATTACKS) {
    throw new LinkError('linkAttacks', { max: MAX_ATTACKS });
  }
  const attacks = data.a.map((request, i) => checkRequest(game, request, LETTERS[i], auspex));
  const active = data.e ?? 0;
  if (!Number.isInteger(active) || active < 0 || active >= attacks.length) throw new LinkError('linkField', { field: 'e' });
  if (data.k !== undefined && (!Number.isInteger(data.k) || data.k < 0 || data.k > 200)) {
    throw new LinkError('linkField', { field: 'k' });
  }
  if (data.s !== undefined && typeof data.s !== 'string') throw new LinkError('linkField', { field: 's' });
  return { game, attacks, active, series: data.s ?? null, k: data.k };
}

/** Form values of one linked request, checked by the core itself. */
function checkRequest(game, request, letter, auspex) {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    throw new LinkError('linkRequest', { letter, path: '', get message() { return t('linkNotObject'); } });
  }
  if (request.system !== game.system) {
    throw new LinkError('linkSystem', { letter, system: JSON.stringify(request.system ?? null), game: game.id });
  }
  if (game.edition && request.edition !== undefined && request.edition !== game.edition) {
    throw new LinkError('linkSystem', { letter, system: JSON.stringify(request.edition), game: game.id });
  }
  let answer;
  try {
    answer = auspex.calc(request);
  } catch (error) {
    throw new LinkError('linkRequest', { letter, path: error.path ?? '', get message() { return playerSaid(error); } });
  }
  const values = { ...game.defaults, ...game.values(request) };
  const outside = outOfForm(game, values);
  if (outside) {
    throw new LinkError(outside.min === undefined ? 'linkChoice' : 'linkLimits', { letter, field: outside.field.label,
      value: JSON.stringify(outside.value ?? null), min: outside.min, max: outside.max });
  }
  // The form must ask the core the very same question.
  if (JSON.stringify(auspex.calc(game.request(values))) !== JSON.stringify(answer)) {
    throw new LinkError('linkUnsupported', { letter });
  }
  return values;
}

function coarsePointer() {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares `url`: the phone's share sheet where there is one, else the
 * clipboard. Resolves to 'shared', 'copied' or 'manual' (copy by hand); never
 * rejects and logs nothing (a refused clipboard is an expected case).
 */
export async function shareUrl(url, title) {
  if (typeof navigator.share === 'function' && coarsePointer()) {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!navigator.clipboard?.writeText) return 'manual';
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
