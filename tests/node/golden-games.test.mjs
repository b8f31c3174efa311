// The golden saved games (tests/golden/games/<game>.json: each game's typical game as the
// build of scripts/save-games.mjs wrote it, its setup and moves with the states they gave):
// read by the current core, and replayed from their setup and moves alone, each gives the very
// same state, byte for byte, and the moves make the very states they made when the game was
// saved (docs/games.md) — a game saved on a device goes on unchanged.
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

// What the moves made: the names, each sheet's state and the turn (the rest, each sheet's
// `actions` and the turn's, is what the game works out from them again, in this build's words).
const made = (state) => JSON.stringify({ names: state.names, sheets: state.sheets.map((e) => [e.player, e.sheet]), turn: state.turn });

for (const file of files) {
  test(`${file}: read and replayed, the same state byte for byte`, () => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const saved = JSON.parse(text);
    assert.ok(saved.moves.length >= 5, `${file}: ${saved.moves.length} moves`);
    const read = auspex.game({ op: 'read', game: saved.game, state: saved });
    const { format, version, game, setup, moves } = saved;
    const replayed = auspex.game({ op: 'replay', game, state: { format, version, game, setup, moves } });
    assert.equal(JSON.stringify(replayed.state), JSON.stringify(read.state), 'replayed from its setup and moves: the state read');
    assert.equal(made(replayed.state), made(saved), 'the moves make the states they made when it was saved');
    assert.deepEqual(Object.keys(replayed.state), Object.keys(saved));
  });
}
