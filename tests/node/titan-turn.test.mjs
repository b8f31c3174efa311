// The Titanicus game's turn on the page's side (web/js/games/titanicus/
// game.mjs over the core's titanTurn, docs/sheets/titanicus-turn.md): a new
// game's turn from its sheets, a game saved before the turn was kept given
// one, "Activer" as the turn's and the sheet's steps, a titan destroyed on
// its sheet out of the turn in the same step, the opponent joining in play,
// and "Nouveau tour" ended early.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { newSnapshot, withTurn, run, activateSteps, newTurnSteps, joinSteps } from '../../web/js/games/titanicus/game.mjs';

loadRulesets();
const sheet = (unit, name, weapons) => auspex.titanSheet({ op: 'new', ruleset: 'titanicus-v2', unit, name, weapons }).sheet;
const entry = (side, s) => ({ side, entry: 0, copy: 0, sheet: s, actions: null });
const states = (snapshot) => snapshot.turn.units.map((u) => u.state);

test('a new game: its turn from the sheets; "Activer" is the turn\'s and the sheet\'s steps, one undo', () => {
  const game = newSnapshot([entry('mine', sheet('warlord', 'Ignis', ['vulcan-mega-bolter', 'plasma-cannon'])),
    entry('mine', sheet('reaver', 'Canis', ['plasma-cannon', 'vulcan-mega-bolter']))], 7, auspex, ['Ignatum', 'Mortis']);
  assert.deepEqual(game.turn.units.map((u) => [u.player, u.name, u.state]), [[0, 'Ignis', 'ready'], [0, 'Canis', 'ready']]);
  assert.equal(game.log[0].fr, 'Tour 1 : à Ignatum d\'activer');
  // Activate: the turn first, then the sheet asks for its AP dice (the turn's step kept for after).
  const asked = run(auspex, game, activateSteps(game, 0));
  assert.equal(asked.done, false);
  assert.equal(asked.pending.steps[0].index, 0, 'the sheet\'s activate waits for its dice');
  assert.deepEqual(states(asked.snapshot), ['active', 'ready']);
  assert.deepEqual(states(game), ['ready', 'ready'], 'the snapshot before is untouched (undo)');
  // The second titan may not be activated meanwhile: the core's reason.
  assert.equal(asked.snapshot.turnMayActivate[1].why.fr, 'Ignis est en cours d\'activation : finissez d\'abord son activation');

  // The opponent joins in play: its titans join the turn.
  const reaver = entry('theirs', sheet('reaver', 'Mortis Rex', ['plasma-cannon', 'vulcan-mega-bolter']));
  const two = { ...game, sheets: [...game.sheets, reaver] };
  const joined = run(auspex, two, joinSteps(two, 2, 'Mortis')).snapshot;
  assert.deepEqual(joined.turn.units.map((u) => [u.player, u.name]), [[0, 'Ignis'], [0, 'Canis'], [1, 'Mortis Rex']]);
  assert.equal(joined.log[0].fr, '1 titan de Mortis entre en jeu');
});

test('a titan destroyed on its sheet is out of the turn in the same step; a new turn ended early; a game saved without a turn', () => {
  let game = newSnapshot([entry('mine', sheet('reaver', 'Chien', ['plasma-cannon', 'vulcan-mega-bolter'])),
    entry('theirs', sheet('reaver', 'Loup', ['plasma-cannon', 'vulcan-mega-bolter']))], 7, auspex, ['A', 'B']);
  // Damage enough to destroy the opponent's warhound: its structure boxes all lost.
  const loc = game.sheets[1].sheet.locations[0];
  let out = run(auspex, game, [{ index: 1, action: { type: 'damage', location: loc.id, points: loc.structure } }]);
  for (let k = 0; k < 6 && !out.done; k += 1) {
    const { needs } = out.pending;
    const value = needs.dice ? Array.from({ length: needs.dice }, () => 6) : needs.from.slice(0, needs.weapons);
    const [first, ...rest] = out.pending.steps;
    out = run(auspex, out.snapshot, [{ index: first.index, action: { ...first.action, [needs.field ?? 'dice']: value } }, ...rest]);
  }
  assert.ok(out.done);
  game = out.snapshot;
  assert.equal(game.sheets[1].sheet.destroyed, true);
  assert.deepEqual(states(game), ['ready', 'out']);
  assert.ok(game.log.some((l) => l.fr === 'Loup est hors de combat'));
  // A new turn with Chien left: ended early (logged), then every titan not out ready again.
  const next = run(auspex, game, newTurnSteps(game, 1, true)).snapshot;
  assert.equal(next.turn.round, 2);
  assert.deepEqual(states(next), ['ready', 'out']);
  assert.equal(next.turn.hand, 0, 'B has nothing to activate: the hand goes to A');
  assert.ok(next.log.some((l) => l.fr === 'Tour 1 fini plus tôt, 1 titan non activé (Chien)'));

  // The same game as saved before the turn was kept: given one when it opens, its destroyed titan out, its log kept.
  const { turn, turnActions, turnMayActivate, ...old } = game;
  const opened = withTurn(auspex, old, ['Moi', 'Adversaire']);
  assert.deepEqual(opened.turn.units.map((u) => [u.player, u.name, u.state]), [[0, 'Chien', 'ready'], [1, 'Loup', 'out']]);
  assert.equal(opened.log.at(-1).fr, game.log.at(-1).fr, 'its log kept');
  assert.equal(withTurn(auspex, opened, ['x', 'y']), opened, 'a game with a turn is left as it is');
});
