// The table's readings of its rules (requests/readings.hpp, the core's kind
// "readings"; docs/rules/<system>.md): where a seed leaves room for more than
// one ruling, the players pick theirs once, when the game is set up. The
// snapshot keeps them (`readings`: { id: value }, every reading of the
// system), the game's code carries them, the game screen says them under its
// title and the log says those that are not the default from the start; each
// game puts them in the requests and actions that read them, and the core's
// log line says the reading it applied.
import { t, getLang, addWords, nameOf } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { fr as wordsFr, en as wordsEn } from '../words/readings.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('words/readings.mjs', words);

const tables = new Map();

/** The system's readings as the core gives them ([{ id, name, default, values: [{ id, name }] }]). */
export function readingsTable(auspex, system) {
  if (!tables.has(system)) tables.set(system, auspex.calc({ system, kind: 'readings' }).readings);
  return tables.get(system);
}

/** Every reading at its default: the project's. */
export const defaultReadings = (table) => Object.fromEntries(table.map((r) => [r.id, r.default]));

const summaryOf = (changed) => t('colon', { a: t('readingsTitle'), b: changed ? t('readingsChanged', { n: changed }) : t('readingsDefault') });

/** `chosen`'s readings that are not the default, as a list keeps them ({ id: value }). */
export const changedReadings = (table, chosen) => Object.fromEntries(table
  .filter((r) => chosen?.[r.id] && chosen[r.id] !== r.default).map((r) => [r.id, chosen[r.id]]));

/** `chosen`'s readings that are not the default, each { fr, en }: "Medic : un test … de moins". */
export function readingLines(table, chosen) {
  return table.filter((r) => chosen?.[r.id] && chosen[r.id] !== r.default).map((r) => {
    const v = r.values.find((x) => x.id === chosen[r.id]);
    return { fr: `${r.name.fr} : ${v.name.fr}`, en: `${r.name.en}: ${v.name.en}` };
  });
}

/**
 * A snapshot's `readings` checked against the table: the path of the first
 * bad field ("readings", "readings.medic"), or null. Absent: the defaults.
 */
export function badReadings(table, readings) {
  if (readings === undefined) return null;
  if (!readings || typeof readings !== 'object' || Array.isArray(readings)) return 'readings';
  for (const [id, value] of Object.entries(readings)) {
    const r = table.find((x) => x.id === id);
    if (!r || !r.values.some((v) => v.id === value)) return `readings.${id}`;
  }
  return null;
}

/**
 * The pick of the setup, folded: each reading's values as buttons, the one
 * taken pressed (whole sentences: a phone's select would cut them); `onChange(id, value)`.
 */
export function drawReadingsPick(prefix, table, chosen, onChange) {
  if (!table.length) return null;
  const lang = getLang();
  return h('details', { class: 'readings cu-form', 'data-testid': `${prefix}-readings-pick` },
    h('summary', { 'data-testid': `${prefix}-readings-open` }, summaryOf(readingLines(table, chosen).length)),
    h('p', { class: 'lists-meta' }, t('readingsHint')),
    table.map((r) => h('div', { role: 'group', 'aria-labelledby': `${prefix}-reading-${r.id}` },
      h('p', { class: 'cu-label', id: `${prefix}-reading-${r.id}` }, nameOf(r.name, lang)),
      h('div', { class: 'readings__values' }, r.values.map((v) => {
        const on = (chosen?.[r.id] ?? r.default) === v.id;
        return h('button', { type: 'button', class: 'segment__btn', 'aria-pressed': String(on), 'data-testid': `${prefix}-reading-${r.id}-${v.id}`,
          onclick: () => onChange(r.id, v.id) }, nameOf(v.name, lang) + (v.id === r.default ? t('readingsByDefault') : ''));
      })))));
}

/** Under the game's title: the readings in force, folded (each one, the default said so). */
export function drawReadingsSaid(prefix, table, chosen) {
  if (!table.length) return null;
  const lang = getLang();
  const changed = readingLines(table, chosen).length;
  return h('details', { class: 'readings lists-meta', 'data-testid': `${prefix}-readings` },
    h('summary', {}, summaryOf(changed)),
    h('ul', { class: 'readings__list' }, table.map((r) => {
      const v = r.values.find((x) => x.id === (chosen?.[r.id] ?? r.default)) ?? r.values[0];
      return h('li', { 'data-testid': `${prefix}-readings-${r.id}` }, t('colon', { a: nameOf(r.name, lang), b: nameOf(v.name, lang) }),
        v.id === r.default ? t('readingsByDefault') : '');
    })));
}
