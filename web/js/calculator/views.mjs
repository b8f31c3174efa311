// What each game shows from a calc response: the key figure, the figures
// next to it, the distributions to chart and the means. Every number comes
// from the response; only P(at least k) is summed here from a distribution.
import { gameOf } from '../games/index.mjs';

/** The view model of `response` for a game, its form values and view state {k, series}. */
export function viewOf(game, response, values, view) {
  const vm = gameOf(game.system).view(response, values, view);
  // A compared attack's name (weapon and target), when the game gives one.
  const name = game.attackName ? game.attackName(values) : null;
  return name ? { ...vm, name } : vm;
}
