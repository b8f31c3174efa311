// The words of the lists screen and of the game screens (words/lists.mjs), added once by the
// first of their modules to load: every module that asks for one imports this one (or imports
// a module that does), and none of the calculator's does, so they stay out of its first load
// (issue 33; tests/node/words.test.mjs checks both).
import { addWords } from './words.mjs';
import { fr as listsFr, en as listsEn } from '../words/lists.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const lists = { fr: listsFr, en: listsEn };

addWords('words/lists.mjs', lists);
