// The game screens' shared words (words/play.mjs: saved games, the dice
// panel, the opponent's list, "Liste sans nom"), added once by whichever of
// the lists screen and the game screens' modules loads first: not in the
// page's first load.
import { addWords } from '../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from '../words/play.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('words/play.mjs', words);
