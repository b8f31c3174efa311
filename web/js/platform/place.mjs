// Where the player is, so a reload or a reopening lands back there: the
// lists screen's places are written in the address (#lists, #list=<id> the
// builder, #game=<id> a game in progress, #play=<list id> a game being set
// up; a shared list keeps its #l=), one history entry per screen so back /
// forward walk them, and the last one is remembered on the device for a
// page reopened without an address (the calculator keeps its own #c= link).
import { LIMITS } from './intake.mjs';

const STORE = 'auspex.place';
const PLACES = [['index', '#lists'], ['edit', '#list='], ['play', '#game='], ['setup', '#play=']];

/** The address of a place: `mode` of PLACES, with its id. */
export function placeHash(mode, id = '') {
  const found = PLACES.find(([m]) => m === mode);
  return found ? found[1] + (found[0] === 'index' ? '' : encodeURIComponent(id)) : '';
}

/** The place in `hash` ({ mode, id }), or null when it names none. */
export function parsePlace(hash) {
  if (hash === '#lists') return { mode: 'index', id: '' };
  // An id is at most LIMITS.id characters: a longer address names no place (never decoded).
  if (hash.length > LIMITS.id * 9 + 10) return null;
  for (const [mode, prefix] of PLACES.slice(1)) {
    if (hash.startsWith(prefix) && hash.length > prefix.length) {
      try { return { mode, id: decodeURIComponent(hash.slice(prefix.length)) }; } catch { return null; }
    }
  }
  return null;
}

export const isPlace = (hash) => parsePlace(hash) !== null;

/** The prefixes of a shared list's link and of a game handed over. */
export const LIST_PREFIX = '#l=';
export const GAME_PREFIX = '#g=';
export const isGameLink = (hash) => hash.startsWith(GAME_PREFIX);
/** An address the lists screen shows: a shared list (#l=), a game handed over (#g=) or a place (#lists, #list=, #game=…). */
export const isListsHash = (hash) => hash.startsWith(LIST_PREFIX) || isGameLink(hash) || isPlace(hash);

/** What the device remembers under `key` (localStorage), or null (none, or a private mode). */
export function readLocal(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** Remembers `value` under `key` on the device (when it can). */
export function writeLocal(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode */ }
}

// The game last used — a list's ruleset id, or a calculator game's id
// (a system id): a new list starts on it.
const GAME_USED = 'auspex.ruleset';
export const rememberGameUsed = (id) => writeLocal(GAME_USED, id);
export const gameUsed = () => readLocal(GAME_USED);

/** The place remembered on the device ('' for the calculator or none). */
export const rememberedPlace = () => readLocal(STORE) ?? '';

/** Remembers `hash` ('' for the calculator). */
export const rememberPlace = (hash) => writeLocal(STORE, hash);

/**
 * Goes to the address `hash` ('' for the bare page): a new history entry
 * (`push`) or in place of the current one; remembered on the device.
 */
export function goTo(hash, { push = true } = {}) {
  rememberPlace(hash.startsWith('#c=') ? '' : hash);
  if (location.hash === hash || (!hash && !location.hash)) return;
  const address = hash || location.pathname + location.search;
  if (push) history.pushState(null, '', address);
  else history.replaceState(null, '', address);
}
