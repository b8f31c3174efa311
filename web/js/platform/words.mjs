// The page's words in French (the default, as in the rules) and English.
// The current language is remembered in localStorage and set on <html lang>.
// The words come in tables by area (words/*.mjs, imported here, but the lists' and game
// screens', added by platform/lists-words.mjs when one of them loads) and by game
// (games/<game>/words.mjs, added by games/index.mjs); a key is defined once:
// a second definition is an error, never a silent override
// (tests/node/words.test.mjs also checks both languages and every key used).
import { fr as pageFr, en as pageEn } from '../words/page.mjs';
import { fr as calculatorFr, en as calculatorEn } from '../words/calculator.mjs';
import { fr as uiFr, en as uiEn } from '../words/ui.mjs';
import { fr as platformFr, en as platformEn } from '../words/platform.mjs';
import { fr as unitsFr, en as unitsEn } from '../words/units.mjs';
import { fr as gamesFr, en as gamesEn } from '../words/games.mjs';
import { fr as coreFr, en as coreEn } from '../words/core.mjs';

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

/** The table that defines `key` ("words/lists.mjs", "games/<game>/words.mjs"), or undefined. */
export const wordSource = (key) => sourceOf.get(`fr:${key}`);

/** Every word: { fr: {key: text}, en: {...} } (for the tests). */
export function allWords() { return strings; }

// Named imports, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const tables = {
  page: { fr: pageFr, en: pageEn },
  calculator: { fr: calculatorFr, en: calculatorEn },
  ui: { fr: uiFr, en: uiEn },
  platform: { fr: platformFr, en: platformEn },
  units: { fr: unitsFr, en: unitsEn },
  games: { fr: gamesFr, en: gamesEn },
  core: { fr: coreFr, en: coreEn },
};
for (const [name, table] of Object.entries(tables)) {
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

/** A player's name, or J1 / J2 (P1 / P2 in English, as the core's `whoEn`) when they gave none (`i`: 0 or 1). */
export const playerName = (name, i) => (typeof name === 'string' && name ? name : `${lang === 'en' ? 'P' : 'J'}${i + 1}`);

/** A name or text { fr, en } in `lang`, the page's by default (French when that language is missing; '' for none). */
export const nameOf = (names, in_ = getLang()) => (names ? names[in_] ?? names.fr ?? '' : '');

export function setLang(next) {
  lang = next === 'en' ? 'en' : 'fr';
  try { localStorage.setItem(STORE, lang); } catch { /* private mode */ }
  document.documentElement.lang = lang;
}

// A number's word in the plural when the language wants it: "{n|unité|unités}"
// (French: 0 and 1 singular; English: 1 only). The number may be formatted ("1 234").
const amount = (v) => Number(String(v ?? '').replace(/[^\d,.-]/g, '').replace(',', '.'));
const plurals = {};
const plural = (lng, v) => (plurals[lng] ??= new Intl.PluralRules(lng)).select(amount(v));
const fill = (text, vars, lng = lang) => text
  .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (_, name, one, other) => (plural(lng, vars[name]) === 'one' ? one : other))
  .replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));

/** The string `key` in the current language, with {name} filled from vars. */
export function t(key, vars = {}) {
  return fill(strings[lang][key] ?? strings.fr[key] ?? key, vars);
}

/** The string `key` in both languages, {fr, en} (a log line kept with a game). */
export function both(key, vars = {}) {
  return { fr: fill(strings.fr[key] ?? key, vars, 'fr'), en: fill(strings.en[key] ?? key, vars, 'en') };
}

/** What the core said of a refused request (an AuspexError), in the page's language: its `fr`, or the English `detail`. */
export function said(error) {
  if (lang === 'fr' && error?.fr) return error.fr;
  return error?.detail ?? error?.message ?? String(error);
}

// The core's messages given only in English (code "invalid") a player can
// meet, read into words (words/core.mjs); the rest says "refused by the rules".
const INVALID = [
  [/has format (\d+), which this page does not know/, (m) => ['coreNewer', { n: m[1] }]],
  [/^is empty/, () => ['coreEmpty', {}]],
  [/checksum|too short|truncated|trailing|ends before/, () => ['coreDamaged', {}]],
  [/names no unit of ruleset [^:]*: "(.*)"/, (m) => ['coreNoUnit', { id: m[1] }]],
  [/names no faction of ruleset [^:]*: "(.*)"/, (m) => ['coreNoFaction', { id: m[1] }]],
  [/names no loaded ruleset: "?([^"]*)"?/, (m) => ['coreNoRuleset', { id: m[1] }]],
  [/must be at most (\d+) dice/, (m) => ['coreDiceCap', { n: m[1] }]],
  [/^is only for ranged weapons/, () => ['coreOnlyRanged', {}]],
  [/^is only (?:for vehicles|read for vehicles|for a vehicle)/, () => ['coreOnlyVehicle', {}]],
  [/^is only for \w+ characters/, () => ['coreOnlyCharacter', {}]],
  [/^is too large to compute exactly/, () => ['coreTooLarge', {}]],
  [/on the ground cannot dodge|au sol cannot dodge/, () => ['coreNoDodge', {}]],
];
// A JSON path in parentheses, "(target.vehicle)": never shown.
const PATHS = /\s*\((?:[a-z]\w*)(?:\.\w+)+\)/g;

/** The field a core error's JSON path names, in words ("weapons.0.cadence" → "Cadence"), or ''. */
export function fieldName(path, lng = lang) {
  // Indices and a name's language ("units.5.name.fr": the unit's name) name no field of their own.
  const parts = String(path ?? '').split('.').filter((p) => p && !/^\d+$/.test(p));
  if (['fr', 'en'].includes(parts.at(-1)) && parts.length > 1) parts.pop();
  const last = parts.at(-1) === 'type' && parts.length > 1 ? parts.at(-2) : parts.at(-1);
  return last ? strings[lng]?.[`field_${last}`] ?? '' : '';
}

/**
 * What the core said of a refused request (an AuspexError) as the player
 * reads it, in the page's language: the field in words, then the message
 * from its code (its `fr` in French) — never its JSON path.
 */
export function playerSaid(error) {
  const detail = error?.detail ?? error?.message ?? String(error);
  let text;
  if (error?.code && error.code !== 'invalid') text = lang === 'fr' ? error.fr ?? t('coreRefused') : detail;
  else {
    const hit = INVALID.map(([re, read]) => { const m = re.exec(detail); return m && read(m); }).find(Boolean);
    text = hit ? t(...hit) : lang === 'fr' ? t('coreRefused') : detail;
  }
  text = text.replace(PATHS, '');
  // The field in words when there is one; else the sentence alone (never "a value: …").
  const field = error?.path ? fieldName(error.path) : '';
  return field ? t('coreField', { field, message: text }) : text;
}
