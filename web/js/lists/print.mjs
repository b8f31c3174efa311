// "Imprimer" (docs/page.md): a list on paper, A4 portrait, black on white —
// its roster (each unit's name, count, whole profile, options and cost, the
// totals, the problems the core finds), the short text of each rule its
// units use (once each), and, per game, blank sheets to fill
// by pencil (the game's `builder.printSheets(auspex, list)`: each unit's
// profile and its boxes: structure and shields, wounds and fatigue, PS…).
// Drawn into its own element (#print), which only the print style shows;
// no control is printed. Everything is set as text, never as HTML.
import { t, getLang, addWords } from '../platform/words.mjs';
import { h, render } from '../ui/view.mjs';
import { integer } from '../platform/format.mjs';
import { fr as wordsFr, en as wordsEn } from '../words/print.mjs';
import { builderOf, unitName, weaponName, rulesetName, factionName } from './model.mjs';
import { totalText, unitCount, costText, namedFields } from './builder.mjs';
import { profileLines, profileRules } from '../ui/profile.mjs';
import { ruleText, loadGlossary } from '../platform/glossary.mjs';
import { openedStore } from '../platform/store.mjs';
import '../platform/lists-words.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('words/print.mjs', words);

/** A row of `n` empty boxes to tick (at most 60 drawn, the rest said as a number). */
export function boxes(n, testid = null) {
  const drawn = Math.max(0, Math.min(60, n));
  return h('span', { class: 'print-boxes', 'data-testid': testid, 'data-boxes': String(n) },
    Array.from({ length: drawn }, () => h('span', { class: 'print-box' })),
    n > drawn ? h('span', {}, ` + ${integer(getLang(), n - drawn)}`) : null);
}

/**
 * One blank sheet: { title, lines: [text], tracks: [{ label, boxes }] }
 * (a track: a label, then its boxes to tick).
 */
function drawSheet(sheet, k) {
  return h('section', { class: 'print-sheet', 'data-testid': `print-sheet-${k}` },
    h('h3', { class: 'print-sheet__title' }, sheet.title),
    (sheet.lines ?? []).filter(Boolean).map((line) => h('p', { class: 'print-sheet__line' }, line)),
    (sheet.tracks ?? []).map((track, j) => h('p', { class: 'print-track' },
      h('span', { class: 'print-track__label' }, track.label), boxes(track.boxes, `print-sheet-${k}-track-${j}`))));
}

/** The print view of S.list (with S.result, the core's checkList) and its game's blank sheets. */
export function drawPrint(S) {
  const list = S.list;
  const lang = getLang();
  const game = builderOf(list);
  const { totals, problems, lines = [] } = S.result ?? {};
  let sheets = [];
  let sheetsError = '';
  try { sheets = game.printSheets?.(S.auspex, list) ?? []; } catch { sheetsError = t('printSheetsRefused'); }
  const faction = list.faction ? factionName(list) : '';
  const profiles = list.units.map((entry) => game.profile?.(list, entry) ?? null);
  // No cost column where nothing has a cost (a system whose rules give none).
  const costs = list.units.some((_, i) => costText(S, lines[i]?.cost) !== '');
  const rules = [...new Set(profiles.flatMap(profileRules))].map((id) => ruleText(list.ruleset, id)).filter(Boolean);
  return h('article', { class: 'print-page', 'data-testid': 'print-view' },
    h('h1', { class: 'print-title' }, list.name || t('listUnnamed')),
    h('p', { class: 'print-meta' }, [rulesetName(list.ruleset), faction].filter(Boolean).join(' · ')),
    h('p', { class: 'print-meta', 'data-testid': 'print-totals' },
      [totalText(totals, list), t('listUnitsCount', { n: integer(lang, unitCount(list)) })].filter(Boolean).join(' · ')),
    // What the game says of the whole army (the game's `armyLines`).
    (game.armyLines?.(list) ?? []).map((line) => h('p', { class: 'print-meta', 'data-testid': 'print-army' }, line)),
    h('table', { class: 'print-roster', 'data-testid': 'print-roster' },
      h('thead', {}, h('tr', {}, h('th', {}, t('printUnit')), h('th', {}, t('printDetail')), costs ? h('th', { class: 'print-cost' }, t('printCost')) : null)),
      h('tbody', {}, list.units.map((entry, i) => {
        const title = unitName(list, entry.unit);
        // The unit's whole profile (the game's `profile`), else its weapons by name.
        const profile = profiles[i];
        const detail = [(entry.count ?? 1) !== 1 ? `× ${integer(lang, entry.count)}` : '',
          ...(profile ? profileLines(profile) : [(entry.weapons ?? []).map((w) => weaponName(list, w)).join(', ')]),
          ...(game.readLines?.(entry, list) ?? [])].filter(Boolean);
        return h('tr', { 'data-testid': `print-entry-${i}` },
          h('td', {}, entry.name ? `${entry.name} (${title})` : title),
          h('td', {}, detail.map((d) => h('div', {}, d))),
          costs ? h('td', { class: 'print-cost' }, costText(S, lines[i]?.cost)) : null);
      }))),
    // The rules the list's units use, once each, so the paper answers "what does it do?" at the table.
    rules.length ? h('section', { class: 'print-rules', 'data-testid': 'print-rules' }, h('h2', {}, t('printRules')),
      rules.map((r) => h('p', { class: 'print-rule' }, h('strong', {}, r.name), ` — ${r.text} (${r.section})`))) : null,
    problems?.length ? h('section', { class: 'print-problems', 'data-testid': 'print-problems' },
      h('h2', {}, t('printProblems')),
      h('ul', {}, problems.map((p) => h('li', {}, game.problemText?.(p) ?? namedFields(p.message?.[lang] ?? p.message?.fr ?? ''))))) : null,
    sheets.length || sheetsError ? h('section', { class: 'print-sheets', 'data-testid': 'print-sheets' },
      h('h2', {}, t('printSheets')),
      sheetsError ? h('p', { class: 'print-meta' }, sheetsError) : sheets.map(drawSheet)) : null,
    h('p', { class: 'print-foot' }, t('printFoot')));
}

/** #print, made once at the end of the page. */
function printElement() {
  let el = document.getElementById('print');
  if (!el) {
    el = document.createElement('div');
    el.id = 'print';
    el.className = 'print-view';
    document.body.append(el);
  }
  return el;
}

let onScreen = null; // the lists screen's state, whose list is on screen when its mode is a list's

/**
 * Whatever prints — "Imprimer" or the browser's own print (its menu, Ctrl+P):
 * the list on screen, drawn just before (a game screen: the list it plays,
 * with its blank sheets); on any other screen #print is
 * emptied and the screen prints as it is (styles-play.css hides the page
 * only while #print holds a list), never a list printed earlier.
 */
function beforePrint() {
  const el = printElement();
  const S = onScreen;
  const shown = S && document.body.dataset.screen === 'lists' ? S : null;
  if (shown && (shown.mode === 'edit' || shown.mode === 'view') && shown.list) render(drawPrint(shown), el);
  else if (shown?.mode === 'play' && gameList(shown)) render(drawPrint(gameList(shown)), el);
  else render(null, el);
}

/** On a game screen: the list its game was started from (its roster, rules and blank sheets), while on the device. */
function gameList(S) {
  const data = openedStore()?.data;
  const list = data?.lists[data?.games[S.gameId]?.listId]?.list;
  if (!list || !S.auspex) return null;
  try {
    return { list, result: S.auspex.checkList(list), auspex: S.auspex, mode: 'view' };
  } catch {
    return null;
  }
}

/**
 * The print of lists screen state `S` (its list on screen; on a game screen, its game's list),
 * for its "Imprimer" button: the glossary fetched, drawn, printed.
 */
export function printable(S) {
  if (!onScreen) window.addEventListener('beforeprint', beforePrint);
  onScreen = S;
  return async () => {
    await loadGlossary(S.list.ruleset);
    beforePrint();
    window.print();
  };
}
