// The one entry point of every game through the wasm module (docs/games.md, bindings/api.mjs
// `game`): the site's core and Duel's (build/site-duel, the test-only game that declares one).
// A bad request is one error naming its field, never a crash; a move its player may not make
// now is refused with its reason in both languages; the dice a move needs are asked for, and
// the state is its setup and moves (replayed whole from them alone, as a game's code carries).
// Needs build/site and build/site-duel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const load = async (dir) => {
  const site = new URL(`../../build/${dir}/`, import.meta.url);
  const { loadAuspex, AuspexError } = await import(new URL('api.mjs', site));
  const core = await loadAuspex({ wasmBinary: readFileSync(new URL('auspex.wasm', site)) });
  return { core, AuspexError, site };
};

test('the site\'s core: a request for a game it does not declare, or that is not JSON, is one error naming its field', async () => {
  const { core, AuspexError } = await load('site');
  assert.throws(() => core.game({ op: 'new', game: 'chess', setup: {} }), (e) => e instanceof AuspexError && e.path === 'game');
  assert.throws(() => core.game('{"op": "new", '), (e) => e.path === '' && e.code === 'request.json');
  assert.throws(() => core.game([]), (e) => e.path === '' && e.code === 'field.object');
});

test('Duel through the wasm module: set up, refused with its reason, dice asked for, replayed from its moves alone', async () => {
  const { core, site } = await load('site-duel');
  core.addRuleset(readFileSync(new URL('rulesets/duel-v1.json', site), 'utf8'));
  const list = (name, unit) => ({ format: 'auspex-list', version: 1, ruleset: 'duel-v1', name, units: [{ unit }] });
  const started = core.game({ op: 'new', game: 'duel', setup: { lists: [list('Lames', 'bretteur'), list('Géants', 'colosse')] } });
  assert.deepEqual(started.players.map((p) => [p.name, p.active]), [['Lames', true], ['Géants', false]], 'whose move it is');
  const move = (state, m) => core.game({ op: 'move', game: 'duel', state, move: m });
  assert.throws(() => move(started.state, { by: 1, name: 'endTurn' }),
    (e) => e.path === 'move.name' && e.code === 'game.not-your-turn' && e.fr === 'c\'est à Lames de jouer' && e.detail === 'it is Lames\'s turn');
  let state = move(started.state, { by: 0, name: 'wound', args: { sheet: 1, n: 1 } }).state;
  state = move(state, { by: 0, name: 'endTurn' }).state;
  const asked = move(state, { by: 1, name: 'heal', args: { sheet: 1 } });
  assert.deepEqual(asked.needs, { dice: 1, sides: 6, field: 'dice', for: asked.needs.for, given: 0 });
  assert.deepEqual(asked.state, state);
  const healed = move(state, { by: 1, name: 'heal', args: { sheet: 1 }, dice: [5] });
  assert.equal(healed.state.sheets[1].sheet.wounds, 0);
  assert.equal(healed.log[0].odds[0].player, 1);
  const { format, version, game, setup, moves } = healed.state;
  const replayed = core.game({ op: 'replay', game: 'duel', state: { format, version, game, setup, moves } });
  assert.equal(JSON.stringify(replayed.state), JSON.stringify(healed.state));
});
