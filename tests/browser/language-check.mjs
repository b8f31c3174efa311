// What tests/browser/language-walk.test.mjs looks for in a screen's text:
// a raw words key, a JSON path, an option id, "null" / "undefined", or a
// word of the other language (a short list per language).
import { readFileSync, readdirSync } from 'node:fs';
import { allWords } from '../../web/js/platform/words.mjs';
import { loadParts } from '../../web/js/games/index.mjs';
import { SITE } from './harness.mjs';

await loadParts(); // every game's words
const KEYS = new Set(Object.keys(allWords().fr));

// The ids of the rulesets (units, weapons, factions, traits…) with a dash: never words.
const IDS = new Set();
const collect = (x) => {
  if (Array.isArray(x)) x.forEach(collect);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (k === 'id' && typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(v)) IDS.add(v);
      collect(v);
    }
  }
};
for (const f of readdirSync(`${SITE}/rulesets`).filter((n) => n.endsWith('.json') && n !== 'index.json')) {
  collect(JSON.parse(readFileSync(`${SITE}/rulesets/${f}`, 'utf8')));
}

const word = (w) => new RegExp(`(?<![\\p{L}\\d_-])${w}(?![\\p{L}\\d_-])`, 'u');
// A word of the other language: English in the French page, French in the English one.
const FOREIGN = {
  fr: ['the', 'must', 'weapon', 'weapons', 'required', 'Apply', 'should', 'cannot', 'at most', 'newer', 'is only', 'was it made'],
  en: ['unité', 'unités', 'arme', 'armes', 'tour', 'Appliquer', 'Annuler', 'doit', 'aucun', 'aucune', 'être', 'Partie', 'Jouer', 'HAUT', 'BAS', 'sans', 'une', 'les', 'des', 'première', 'supplémentaire', 'détruite', 'réacteur'],
};

/** The offending bits of `text` in a page in `lang`: [{ kind, what }]. */
export function offences(text, lang) {
  const found = [];
  const add = (kind, what) => found.push({ kind, what });
  for (const m of text.matchAll(/(?<![\p{L}\d_])[a-z]+(?:[A-Z][a-z0-9]*)+(?:_\w+)?(?![\p{L}\d_])/gu)) if (KEYS.has(m[0])) add('key', m[0]);
  for (const m of text.matchAll(/\b[A-Za-z_]\w*(?:\.\d+)*\.\w+(?:\.\w+)*\b/g)) {
    if (/\.\d+\./.test(m[0]) || /^[a-z]+\.[a-z]+[A-Z]\w*$/.test(m[0]) || /^(action|attack|target|lists?|units|weapons|options|character|given|sheet|request)\./.test(m[0])) add('path', m[0]);
  }
  for (const m of text.matchAll(/\((?:[a-z]+[A-Z]\w*|[a-z]\w*(?:\.\w+)+|format|version|ruleset|units|weapons|options|action|limit|faction|unit|type|given)\)/g)) add('path', m[0]);
  for (const m of text.matchAll(/«\s*([a-z]+)\s*»/g)) add('id', m[0]);
  for (const m of text.matchAll(/(?<![\p{L}\d_])[a-z0-9]+(?:-[a-z0-9]+)+(?![\p{L}\d_])/gu)) if (IDS.has(m[0])) add('id', m[0]);
  for (const w of ['null', 'undefined', 'NaN', '\\[object Object\\]']) if (word(w).test(text)) add('null', w.replace(/\\/g, ''));
  for (const w of FOREIGN[lang]) if (word(w).test(text)) add('foreign', w);
  return found;
}

/** The text a player can see on `page`: what is rendered, labels, placeholders, the options of the visible selects and what the fields hold. */
export const screenText = (page) => page.evaluate(() => {
  const shown = (el) => el.getClientRects().length > 0;
  const out = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (!shown(el)) continue;
    for (const a of ['aria-label', 'placeholder', 'title']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  for (const s of document.querySelectorAll('select')) if (shown(s)) out.push([...s.options].map((o) => o.textContent).join('\n'));
  for (const i of document.querySelectorAll('input:not([type]), input[type="text"], input[type="number"], textarea')) if (shown(i) && i.value) out.push(i.value);
  return out.join('\n');
});

/** The lines of `text` holding each offence (for the report). */
export const lineOf = (text, what) => text.split('\n').find((l) => l.includes(what))?.trim().slice(0, 160) ?? what;
