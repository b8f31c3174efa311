// The game screens' shared words (words/play.mjs: saved games, the dice
// panel, the opponent's list, "Liste sans nom"), added once by whichever of
// the lists screen and the game screens' modules loads first: not in the
// page's first load.
import { addWords } from '../platform/words.mjs';
import * as words from '../words/play.mjs';

addWords('words/play.mjs', words);
