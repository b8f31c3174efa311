// AT-44 on demand (with the lists screen): its parts of the list builder (a
// company: stars, officer grade, hero, commander; the company's facts) and
// its game screen.
import { drawAt44Options, drawAt44Facts, at44OptionsText, isAt44 } from './builder.mjs';
import { drawAt44Game, drawAt44GamesIndex, setupAt44 } from './screen.mjs';
import { addWords } from '../../platform/words.mjs';
import * as words from './words-play.mjs';

addWords('games/at44/words-play.mjs', words);

export const builder = {
  limitLabel: 'listLimitStars',
  drawOptions: (S, ops, entry, i) => drawAt44Options(S, ops, entry, i),
  drawFacts: drawAt44Facts,
  readLines: (entry) => [at44OptionsText(entry)].filter(Boolean),
};

export const play = {
  playable: isAt44,
  setup: setupAt44,
  draw: drawAt44Game,
  drawIndex: drawAt44GamesIndex,
};
