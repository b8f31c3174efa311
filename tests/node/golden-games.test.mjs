// The golden saved games (tests/golden/games/<game>.json: each game's typical game as the
// build of scripts/save-games.mjs wrote it, its setup and moves with the states they gave):
// read by the current core, and replayed from their setup and moves alone, each gives the very
// same state, byte for byte (docs/games.md) — a game saved on a device goes on unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';

loadRulesets();
const dir = new URL('../golden/games/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

test('a golden saved game for every game of the page', async () => {
  const { GAMES } = await import('../../web/js/games/index.mjs');
  assert.deepEqual(files.map((f) => f.replace(/\.json$/, '')), GAMES.map((g) => g.id).sort());
});

for (const file of files) {
  test(`${file}: read and replayed, the same state byte for byte`, () => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const saved = JSON.parse(text);
    assert.ok(saved.moves.length >= 5, `${file}: ${saved.moves.length} moves`);
    const read = auspex.game({ op: 'read', game: saved.game, state: saved });
    assert.equal(JSON.stringify(read.state), JSON.stringify(saved));
    const { format, version, game, setup, moves } = saved;
    const replayed = auspex.game({ op: 'replay', game, state: { format, version, game, setup, moves } });
    assert.equal(JSON.stringify(replayed.state), JSON.stringify(saved));
  });
}
