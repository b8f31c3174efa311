// The page's layers (docs/architecture.md): what may import what in web/js,
// and that no shared layer names a game. Read from the sources' import
// statements, so a new file is checked as soon as it exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('../../web/js/', import.meta.url).pathname;
const walk = (dir) => readdirSync(dir).flatMap((e) => {
  const p = join(dir, e);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
const files = walk(root).filter((f) => /\.(?:mjs|jsx)$/.test(f)).map((f) => relative(root, f));

/** The layer of a file: "platform", "ui", …, "games/at44", "games" (games/index.mjs), "app". */
function layerOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file === 'app.mjs' ? 'app' : `?${file}`;
  if (parts[0] === 'games') return parts.length === 2 ? 'games' : `games/${parts[1]}`;
  return parts[0];
}

const SHARED = ['platform', 'ui', 'words', 'calculator', 'lists', 'play', 'units'];
// What each layer may import besides itself (a game: the shared layers, never another game).
const MAY = {
  words: [],
  platform: ['words'],
  ui: ['platform', 'words'],
  calculator: ['platform', 'ui', 'games'],
  play: ['platform', 'ui', 'words'], // words: its lazily added tables, words/device.mjs, words/luck.mjs and words/readings.mjs
  units: ['platform', 'ui', 'games'],
  lists: ['platform', 'ui', 'calculator', 'units', 'play', 'games', 'words'], // words: its lazily added table, words/print.mjs
  games: ['platform', 'games/*'],
  game: SHARED,
  app: [...SHARED, 'games'],
};

function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\(\s*|^import\s+)'(\.[^']+)'/gm)].map((m) => m[1])
    .map((p) => relative(root, resolve(dirname(join(root, file)), p)));
}

test('every file of web/js sits in a layer', () => {
  assert.deepEqual(files.filter((f) => layerOf(f).startsWith('?')), []);
});

test('each layer imports only what docs/architecture.md allows', () => {
  const wrong = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const target of importsOf(file)) {
      if (target.startsWith('..')) continue; // the core's glue and vendor/, outside web/js
      const to = layerOf(target);
      if (to === from) continue;
      // A game's descriptor registers itself in games/list.mjs, which names no game.
      if (from.startsWith('games/') && target === 'games/list.mjs') continue;
      const rule = from.startsWith('games/') ? MAY.game : MAY[from];
      const ok = rule.includes(to) || (rule.includes('games/*') && to.startsWith('games/') && target.endsWith('/index.mjs'));
      if (!ok) wrong.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('the shared layers never name a game', () => {
  const named = [];
  for (const file of files.filter((f) => SHARED.includes(layerOf(f)) && layerOf(f) !== 'words')) {
    readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may give examples
      if (/titan|at44|at-44|kolaps|epic/i.test(line)) named.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(named, []);
});
