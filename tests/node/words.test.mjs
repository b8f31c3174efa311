// The page's words (web/js/words/*.mjs and web/js/games/<game>/words.mjs):
// every key defined once, in both languages with the same {placeholders};
// every key the page's code asks for is defined; the shared layers ask only
// for shared words (a game's words are its own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allWords, addWords, wordSource, both } from '../../web/js/platform/words.mjs';
import { GAMES, loadParts } from '../../web/js/games/index.mjs';
import { GAMES as FORMS, loadForms } from '../../web/js/calculator/forms.mjs';
import { staticImports } from '../../scripts/first-load.mjs';

const root = new URL('../../web/js/', import.meta.url).pathname;
const walk = (dir) => readdirSync(dir).flatMap((e) => {
  const p = join(dir, e);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
const isWords = (f) => f.startsWith('words/') || /^games\/[^/]+\/words(-play)?\.mjs$/.test(f);
// (A game's samples.mjs is the scripts', never loaded by the page: its data asks for no words.)
const code = walk(root).filter((f) => /\.(?:mjs|jsx)$/.test(f) && !f.endsWith('/samples.mjs')).map((f) => [relative(root, f), readFileSync(f, 'utf8')])
  .filter(([f]) => !isWords(f));
await loadParts(); // each game's calculator.mjs and play.mjs add their words
await loadForms();
await import('../../web/js/lists/print.mjs'); // the words of a list printed, which the games' blank sheets use too
const { fr, en } = allWords();
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

test('every word is defined in French and in English, with the same placeholders', () => {
  assert.ok(Object.keys(fr).length > 1000, 'the words are loaded');
  assert.deepEqual(Object.keys(fr).filter((k) => !(k in en)), [], 'French only');
  assert.deepEqual(Object.keys(en).filter((k) => !(k in fr)), [], 'English only');
  const differ = Object.keys(fr).filter((k) => placeholders(fr[k]) !== placeholders(en[k]));
  assert.deepEqual(differ, [], 'placeholders differ');
});

test('a key defined twice is an error naming both tables, never a silent override', () => {
  assert.throws(() => addWords('test.mjs', { fr: { listsTitle: 'x' }, en: {} }),
    /"listsTitle" \(fr\) is defined by words\/lists\.mjs and by test\.mjs/);
});

test('each game\'s tabs, known before its calculator loads, are its forms\' (id, name, edition)', () => {
  for (const game of GAMES) {
    assert.deepEqual(game.calculator.map((f) => ({ id: f.id, name: f.name, ...(f.sub ? { sub: f.sub } : {}), system: f.system })),
      game.tabs.map((tab) => ({ ...tab, system: game.id })), game.id);
  }
  assert.deepEqual(FORMS.map((f) => f.id), GAMES.flatMap((g) => g.tabs.map((tab) => tab.id)));
  assert.ok(FORMS.every((f) => Array.isArray(f.sections) && f.defaults && typeof f.request === 'function'), 'every tab is its form once loaded');
});

test('every game adds its own words', () => {
  for (const game of GAMES) {
    const own = Object.keys(game.words.fr);
    assert.ok(own.length > 20, `${game.id}: ${own.length} words`);
    for (const k of own) assert.equal(wordSource(k), `games/${game.id}/words.mjs`, k);
    const play = Object.keys(game.parts ? allWords().fr : {}).filter((k) => wordSource(k) === `games/${game.id}/words-play.mjs`);
    assert.ok(play.length > 50, `${game.id}: ${play.length} words of its builder and game screen`);
  }
});

/** The keys a module asks for by a literal: t('key'), both('key'), label: 'key', t(`prefix_${…}`). */
function asked(text) {
  const keys = [...text.matchAll(/\b(?:t|both)\(\s*'([^']+)'/g), ...text.matchAll(/\blabel: '([^']+)'/g)].map((m) => m[1]);
  const prefixes = [...text.matchAll(/\b(?:t|both)\(\s*`([A-Za-z0-9]+_)\$\{/g)].map((m) => m[1]);
  return { keys, prefixes };
}

test('every key the page asks for is defined', () => {
  const missing = [];
  for (const [file, text] of code) {
    const { keys, prefixes } = asked(text);
    for (const k of keys) if (!(k in fr)) missing.push(`${file}: ${k}`);
    for (const p of prefixes) if (!Object.keys(fr).some((k) => k.startsWith(p))) missing.push(`${file}: ${p}…`);
  }
  assert.deepEqual(missing, []);
});

test('the shared layers ask only for shared words', () => {
  const borrowed = [];
  for (const [file, text] of code.filter(([f]) => !f.startsWith('games/'))) {
    for (const k of asked(text).keys) {
      const source = wordSource(k);
      if (source?.startsWith('games/')) borrowed.push(`${file}: ${k} (${source})`);
    }
  }
  assert.deepEqual(borrowed, []);
});

test('every label of the calculator forms is a word', () => {
  const missing = [];
  for (const form of FORMS) {
    for (const field of form.sections.flatMap((s) => s.fields)) {
      if (field.label && !(field.label in fr)) missing.push(`${form.id}: ${field.key} ${field.label}`);
      if (Array.isArray(field.options)) {
        for (const o of field.options) if (o.label && !o.text && !(o.label in fr)) missing.push(`${form.id}: ${field.key}=${o.value} ${o.label}`);
      }
    }
    for (const { section } of form.sections) if (section && !(section in fr)) missing.push(`${form.id}: section ${section}`);
  }
  assert.deepEqual(missing, []);
});

test('a number\'s word is singular or plural as each language wants ({n|one|other})', () => {
  assert.deepEqual(both('listUnitsCount', { n: '0' }), { fr: '0 unité', en: '0 units' });
  assert.deepEqual(both('listUnitsCount', { n: '1' }), { fr: '1 unité', en: '1 unit' });
  assert.deepEqual(both('listUnitsCount', { n: '7' }), { fr: '7 unités', en: '7 units' });
  assert.deepEqual(both('listUnitsCount', { n: '1\u202f234' }), { fr: '1\u202f234 unités', en: '1\u202f234 units' });
  // No word of the page keeps the "(s)" of an undecided plural.
  assert.deepEqual([...Object.entries(fr), ...Object.entries(en)].filter(([, w]) => /\w\(s\)/.test(w)).map(([k]) => k), []);
});

// The static imports of the page's modules (web/js/-relative paths), followed from `entries`.
function graphOf(entries) {
  const texts = new Map(code);
  const seen = new Set();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = texts.get(file) ?? readFileSync(join(root, file), 'utf8');
    for (const spec of staticImports(text)) {
      const dep = relative(root, join(root, file, '..', spec));
      if (spec.startsWith('.') && !dep.startsWith('..')) todo.push(dep);
    }
  }
  return seen;
}

test('the calculator\'s first load holds none of the lists\' and game screens\' words (issue 33)', () => {
  const calculators = readdirSync(join(root, 'games')).map((g) => `games/${g}/calculator.mjs`).filter((f) => code.some(([c]) => c === f));
  const first = graphOf(['app.mjs', ...calculators]);
  // The graph is followed: past each game's calculator.mjs, into the modules it imports.
  assert.ok(first.has('platform/words.mjs') && calculators.length > 0 && calculators.every((f) => first.has(f))
    && [...first].some((f) => f.startsWith('games/') && !/\/(?:calculator|index)\.mjs$/.test(f)), [...first].join(' '));
  assert.ok(!first.has('words/lists.mjs') && !first.has('platform/lists-words.mjs'), 'words/lists.mjs is in the first load');
  // No key of theirs written in its code, asked for or not (a key only they define would show raw).
  const lazy = Object.keys(fr).filter((k) => wordSource(k) === 'words/lists.mjs');
  assert.ok(lazy.length > 80, `${lazy.length} words of the lists' and game screens`);
  const written = [...first].filter((f) => !isWords(f)).flatMap((f) => {
    const text = readFileSync(join(root, f), 'utf8');
    return lazy.filter((k) => new RegExp(`['"\`]${k}['"\`]`).test(text)).map((k) => `${f}: ${k}`);
  });
  assert.deepEqual(written, []);
});

test('every module that asks for a word of the lists\' and game screens has them added first (platform/lists-words.mjs)', () => {
  const missing = [];
  for (const [file, text] of code) {
    const theirs = asked(text).keys.filter((k) => wordSource(k) === 'words/lists.mjs');
    if (theirs.length && !graphOf([file]).has('platform/lists-words.mjs')) missing.push(`${file}: ${theirs.join(', ')}`);
  }
  assert.deepEqual(missing, []);
});
