// Epic Escarmouches on demand (with the lists screen): its parts of the list
// builder (the army's strategic and morale values, formations, points per
// unit) and its game screen.
import { drawEpicArmy, drawEpicOptions, epicOptionsText, drawEpicFacts, drawEpicFormations } from './builder.mjs';
import { drawEpicGame, drawEpicGamesIndex, setupEpic, playableEpic } from './screen.mjs';
import { addWords } from '../../platform/words.mjs';
import * as words from './words-play.mjs';

addWords('games/epic/words-play.mjs', words);

export const builder = {
  drawArmy: drawEpicArmy,
  drawOptions: drawEpicOptions,
  drawFacts: drawEpicFacts,
  drawAfterEntries: (S) => drawEpicFormations(S.result, S.list),
  readLines: (entry) => [epicOptionsText(entry)].filter(Boolean),
};

export const play = {
  playable: playableEpic,
  setup: (store, auspex, listId) => setupEpic(store, listId),
  draw: drawEpicGame,
  drawIndex: drawEpicGamesIndex,
};
