// Duel on demand (with the lists screen): its game screen. The builder has
// nothing of its own: the shared builder's rows (unit, count) are the list.
import { addWords } from '../../platform/words.mjs';
import * as words from './words-play.mjs';
import { drawDuelGame, drawDuelGamesIndex, setupDuel, playableDuel, STATES } from './screen.mjs';

addWords('games/duel/words-play.mjs', words);

export const builder = {};

export const play = {
  kind: 'duel',
  // Where its states are, for a game handed over (play/game-code.mjs).
  states: STATES,
  playable: playableDuel,
  setup: (store, auspex, listId) => setupDuel(store, listId),
  draw: drawDuelGame,
  drawIndex: drawDuelGamesIndex,
};
