// Duel on demand (with the lists screen): its game screen. The builder has
// nothing of its own: the shared builder's rows (unit, count) are the list.
import { addWords } from '../../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from './words-play.mjs';
import { fr as movesFr, en as movesEn } from './words-moves.mjs';
import { drawDuelGame, drawDuelGamesIndex, setupDuel, playableDuel, STATES } from './screen.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('games/duel/words-play.mjs', words);
addWords('games/duel/words-moves.mjs', { fr: movesFr, en: movesEn });

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
