// The turn bar every game shares (web/js/play/turn-bar.mjs) names each move of the core's
// `players` in the game's own words (`<game>Move_<name>`, in its page folder's words-moves.mjs):
// every move each game declares, read from the core's reply on its golden saved game
// (tests/golden/games/<game>.json), has its words in French and in English (a test-only game's
// turn bar is read in its own browser test: tests/<folder>/tests/*.browser.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';

loadRulesets();
const golden = new URL('../golden/games/', import.meta.url);

/** Each move name `reply.players` lists. */
const movesOf = (reply) => [...new Set(reply.players.flatMap((p) => p.moves.map((m) => m.name)))];

const wordsOf = async (url) => {
  const { fr, en } = await import(url);
  return { fr, en };
};

const check = (id, names, words) => {
  assert.ok(names.length >= 3, `${id}: ${names.join(', ')}`);
  for (const name of names) {
    for (const lang of ['fr', 'en']) {
      const said = words[lang][`${id}Move_${name}`];
      assert.ok(typeof said === 'string' && said.length > 0, `${id}: move ${name} has no ${lang} words`);
    }
    assert.notEqual(words.fr[`${id}Move_${name}`], words.en[`${id}Move_${name}`], `${id}: ${name} said in French in English`);
  }
};

for (const file of readdirSync(golden).filter((f) => f.endsWith('.json')).sort()) {
  const id = file.replace(/\.json$/, '');
  test(`${id}: every move the turn bar lists has its words`, async () => {
    const saved = JSON.parse(readFileSync(new URL(file, golden), 'utf8'));
    const reply = auspex.game({ op: 'read', game: id, state: saved });
    check(id, movesOf(reply), await wordsOf(new URL(`../../web/js/games/${id}/words-moves.mjs`, import.meta.url)));
  });
}
