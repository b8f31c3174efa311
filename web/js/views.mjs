// What each game shows from a calc response: the key figure, the figures
// next to it, the distributions to chart and the means. Every number comes
// from the response; only P(at least k) is summed here from a distribution.
import { epic } from './views-epic.mjs';
import { titanicus } from './views-titanicus.mjs';
import { at44 } from './views-at44.mjs';
import { kolaps } from './views-kolaps.mjs';

const views = { titanicus, at44, kolaps, epic };

/** The view model of `response` for a game, its form values and view state {k, series}. */
export function viewOf(game, response, values, view) {
  return views[game.system](response, values, view);
}
