// The Titanicus game through the wasm API (core/titanicus/game.cpp, docs/games.md), as the page
// sends its moves: a new game's turn from the sheets, "Activer" the turn's and the sheet's in one
// move (its dice asked with the titan's name), a titan destroyed on its sheet out of the turn in
// the same move, the opponent joining in play, "Nouveau tour" ended early, and a game saved by
// the page before (sides, without a turn) going on (play/game-code.mjs unpackGame).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { STATES, viewOf } from '../../web/js/games/titanicus/game.mjs';
import { unpackGame } from '../../web/js/play/game-code.mjs';

loadRulesets();
const titan = (unit, name) => ({ ruleset: 'titanicus-v2', unit, name, weapons: ['plasma-cannon', 'vulcan-mega-bolter'] });
const states = (state) => state.turn.units.map((u) => u.state);
const newGame = (sheets, names) => auspex.game({ op: 'new', game: 'titanicus', setup: { names, sheets } });
const move = (state, m) => auspex.game({ op: 'move', game: 'titanicus', state, move: m });

test('a new game: its turn from the sheets; "Activer" is the turn\'s and the sheet\'s in one move', () => {
  const game = newGame([[titan('warlord', 'Ignis'), titan('reaver', 'Canis')], []], ['Ignatum', 'Mortis']);
  assert.deepEqual(game.state.turn.units.map((u) => [u.player, u.name, u.state]), [[0, 'Ignis', 'ready'], [0, 'Canis', 'ready']]);
  assert.equal(game.log[0].fr, 'Tour 1 : à Ignatum d\'activer');
  // Activate: its AP dice asked with its name, the state unchanged until they come.
  const asked = move(game.state, { by: 0, name: 'activate', args: { sheet: 0 } });
  assert.equal(asked.needs.for.fr.startsWith('Ignis — '), true);
  assert.deepEqual(states(asked.state), ['ready', 'ready']);
  const dice = Array.from({ length: asked.needs.dice }, () => 5);
  const active = move(game.state, { by: 0, name: 'activate', args: { sheet: 0 }, dice });
  assert.deepEqual(states(active.state), ['active', 'ready']);
  // The second titan may not be activated meanwhile: the core's reason, on its sheet's "Activer".
  const canis = active.state.sheets[1].actions.find((a) => a.type === 'activate');
  assert.equal(canis.why.fr, 'Ignis est en cours d\'activation : finissez d\'abord son activation');

  // The opponent joins in play: its titans join the turn, once.
  const joined = move(game.state, { by: 1, name: 'join', args: { name: 'Mortis', sheets: [titan('reaver', 'Mortis Rex')] } });
  assert.deepEqual(joined.state.turn.units.map((u) => [u.player, u.name]), [[0, 'Ignis'], [0, 'Canis'], [1, 'Mortis Rex']]);
  assert.equal(joined.log.at(-1).fr, '1 titan de Mortis entre en jeu');
  assert.equal(joined.players[1].moves.find((m) => m.name === 'join').why.code, 'titanicus.joined');
});

test('a titan destroyed on its sheet is out of the turn in the same move; a new turn ended early; a game saved without a turn', () => {
  const game = newGame([[titan('reaver', 'Chien')], [titan('reaver', 'Loup')]], ['A', 'B']);
  // Damage enough to destroy the opponent's Reaver, told by its player: its structure boxes all lost.
  const loc = game.state.sheets[1].sheet.locations[0];
  const m = { by: 1, name: 'sheet', args: { sheet: 1, action: { type: 'damage', location: loc.id, points: loc.structure } } };
  let out = move(game.state, m);
  for (let k = 0; k < 6 && out.needs; k += 1) {
    const { needs } = out;
    if (needs.field === 'picks') m.picks = [...(m.picks ?? []), needs.weapons === 1 ? needs.from[0] : needs.from.slice(0, needs.weapons)];
    else m.dice = [...(m.dice ?? []), ...Array.from({ length: needs.dice - (m.dice ?? []).length }, () => 6)];
    out = move(game.state, m);
  }
  assert.equal(out.needs, null);
  const destroyed = out.state;
  assert.equal(destroyed.sheets[1].sheet.destroyed, true);
  assert.deepEqual(states(destroyed), ['ready', 'out']);
  assert.ok(out.log.some((l) => l.fr === 'Loup est hors de combat'));
  assert.equal(out.over.fr, 'A gagne');
  // (Over: no more moves; a game where Loup still stands ends its turn early.)
  const next = move(game.state, { by: 1, name: 'newTurn', args: { first: 1, early: true } });
  assert.equal(next.state.turn.round, 2);
  assert.ok(next.log.some((l) => l.fr === 'Tour 1 fini plus tôt, 2 titans non activés (Chien et Loup)'));

  // The same game as the page saved it before the core held it (sides, no turn): given one
  // as it opens, its destroyed titan out, its log kept.
  const old = { sheets: destroyed.sheets.map((e) => ({ side: e.player ? 'theirs' : 'mine', entry: 0, copy: 0, sheet: e.sheet, actions: e.actions })),
    rng: { seed: 7, n: 0 }, log: [{ fr: 'avant', en: 'before' }] };
  const opened = viewOf(unpackGame(auspex, old, STATES, (e) => e.message, 'titanicus'));
  assert.deepEqual(opened.turn.units.map((u) => [u.player, u.name, u.state]), [[0, 'Chien', 'ready'], [1, 'Loup', 'out']]);
  assert.deepEqual(opened.sheets.map((e) => e.side), ['mine', 'theirs']);
  assert.equal(opened.log.at(-1).fr, 'avant', 'its log kept');
});
