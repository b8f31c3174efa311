// The games of the page, as their folders register them: each game's
// descriptor (games/<id>/index.mjs) registers itself here as it loads, and
// games/index.mjs loads each with one line. Nothing here names a game.

/** The games' descriptors, in the order games/index.mjs loads them. */
export const GAMES = [];

/** Adds a game's descriptor ({ id, tabs, loadCalculator, loadPlay }) to GAMES; returns it. */
export function register(game) {
  if (GAMES.some((g) => g.id === game.id)) throw new Error(`game ${game.id} registered twice`);
  GAMES.push(game);
  return game;
}
