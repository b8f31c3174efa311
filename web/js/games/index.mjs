// The games: one line each below, the only place the page names them. Each
// game is one folder, games/<id>/, and its index.mjs is the game's
// descriptor, small, in the first load, registered in games/list.mjs as it loads:
//   id          the core's system ("titanicus", "at44", …)
//   tabs        its calculator's tabs [{id, name, sub?}] (a game may have two: two editions)
//   loadCalculator()  its calculator, loaded when the page opens on it, its tab
//               is chosen or the lists screen opens (loadGames), which adds to
//               the descriptor:
//     calculator  its calculator forms, one per tab (calculator/forms.mjs)
//     view        a calc response → what the results show (calculator/views.mjs)
//     words       its words {fr, en} (added to platform/words.mjs as it loads)
//     unitForm    the form of "Mes unités" {draft, fields, unitOf}, or null
//   loadPlay()  its builder and game screen, loaded with the lists screen
//               (loadParts) into `parts`:
//               { builder: its parts of the list builder (all optional),
//                 play: { playable, setup, draw, drawIndex } its game screen }
// To add a game: docs/architecture.md, "Adding a game".
import { loadGlossaries } from '../platform/glossary.mjs';
import { GAMES } from './list.mjs';
// One line per game, in the order the page shows them: its folder's descriptor registers it.
import './titanicus/index.mjs';
import './at44/index.mjs';
import './kolaps/index.mjs';
import './epic/index.mjs';

export { GAMES };

/** The game of a core system, or null. */
export const gameOf = (system) => GAMES.find((g) => g.id === system) ?? null;

const loading = new Map(); // game → the promise of its calculator

/** Loads the calculator of the games of `systems` (every game when null) into their descriptors; throws when one cannot load. */
export async function loadGames(systems = null) {
  const games = systems ? systems.map(gameOf).filter(Boolean) : GAMES;
  await Promise.all(games.map((game) => {
    if (!loading.has(game)) {
      const load = game.loadCalculator().then((part) => { Object.assign(game, part); });
      loading.set(game, load);
      load.catch(() => loading.delete(game)); // offline: tried again at the next call
    }
    return loading.get(game);
  }));
}

/** Whether a game's calculator is loaded (its forms, view, words and unit form are in its descriptor). */
export const gameLoaded = (game) => Boolean(game?.calculator);

/** Loads every game's calculator and on-demand part (builder, game screen) into `game.parts`. */
export async function loadParts() {
  await loadGames();
  // With the rules' texts their screens open at a tap, there before the screens are drawn.
  await Promise.all([loadGlossaries(), ...GAMES.map(async (game) => { game.parts ??= await game.loadPlay(); })]);
}

/** The on-demand part of a system's game ({} until loaded, or for an unknown system). */
export const partsOf = (system) => gameOf(system)?.parts ?? {};
