// The page's words in French (the default, as in the rules) and English.
// The current language is remembered in localStorage and set on <html lang>.
// The words come in tables by area (words/*.mjs, imported here) and by game
// (games/<game>/words.mjs, added by games/index.mjs); a key is defined once:
// a second definition is an error, never a silent override
// (tests/node/words.test.mjs also checks both languages and every key used).
import * as page from '../words/page.mjs';
import * as calculator from '../words/calculator.mjs';
import * as ui from '../words/ui.mjs';
import * as platform from '../words/platform.mjs';
import * as units from '../words/units.mjs';
import * as lists from '../words/lists.mjs';
import * as play from '../words/play.mjs';
import * as games from '../words/games.mjs';

const STORE = 'auspex.lang';

const strings = { fr: {}, en: {} };
const sourceOf = new Map();

/** Adds a table {fr, en} of words; `source` names it in the error a key defined twice gets. */
export function addWords(source, words) {
  for (const code of ['fr', 'en']) {
    for (const [key, text] of Object.entries(words[code])) {
      const first = sourceOf.get(`${code}:${key}`);
      if (first !== undefined) throw new Error(`words: "${key}" (${code}) is defined by ${first} and by ${source}`);
      sourceOf.set(`${code}:${key}`, source);
      strings[code][key] = text;
    }
  }
}

/** The table that defines `key` ("words/lists.mjs", "games/at44/words.mjs"), or undefined. */
export const wordSource = (key) => sourceOf.get(`fr:${key}`);

/** Every word: { fr: {key: text}, en: {...} } (for the tests). */
export function allWords() { return strings; }

for (const [name, table] of Object.entries({ page, calculator, ui, platform, units, lists, play, games })) {
  addWords(`words/${name}.mjs`, table);
}

let lang = 'fr';

export function initLang() {
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch { /* private mode */ }
  lang = stored === 'en' ? 'en' : 'fr';
  document.documentElement.lang = lang;
  return lang;
}

export function getLang() { return lang; }

export function setLang(next) {
  lang = next === 'en' ? 'en' : 'fr';
  try { localStorage.setItem(STORE, lang); } catch { /* private mode */ }
  document.documentElement.lang = lang;
}

const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));

/** The string `key` in the current language, with {name} filled from vars. */
export function t(key, vars = {}) {
  return fill(strings[lang][key] ?? strings.fr[key] ?? key, vars);
}

/** The string `key` in both languages, {fr, en} (a log line kept with a game). */
export function both(key, vars = {}) {
  return { fr: fill(strings.fr[key] ?? key, vars), en: fill(strings.en[key] ?? key, vars) };
}

/** What the core said of a refused request (an AuspexError), in the page's language: its `fr`, or the English `detail`. */
export function said(error) {
  if (lang === 'fr' && error?.fr) {
    // A check written in English only (code `invalid`): its French is "requête refusée : " and the
    // English; the page says it in its own words, never in English.
    return error.code === 'invalid' ? t('refusedInvalid') : error.fr;
  }
  return error?.detail ?? error?.message ?? String(error);
}

/**
 * A core refusal as the player reads it: the field it names in words (the
 * last named part of its JSON path: `weapons.0.cadence` → « cadence »),
 * never the path itself, then what the core said. A field without a word
 * is left out.
 */
export function refusal(error) {
  const message = said(error);
  const name = String(error?.path ?? '').split('.').filter((part) => !/^\d+$/.test(part)).pop();
  const key = name ? `field_${name}` : null;
  return key && strings[lang][key] ? t('refusedField', { field: t(key), message }) : message;
}
