// KOLAPS: Ground Zero (seed 003): its calculator, loaded when the page
// opens on it or its tab is chosen (games/index.mjs loadGames): its forms, one
// per tab (calculator/forms.mjs), a calc response → what the results show
// (calculator/views.mjs), its words, its form of "Mes unités".
import { addWords } from '../../platform/words.mjs';
import { fr, en } from './words.mjs';
import { kolaps as form } from './form.mjs';
import { kolaps as view } from './views.mjs';

// A plain object, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr, en };

addWords('games/kolaps/words.mjs', words);

export const calculator = [form];
export { view, words };
// Its characters are made in the list builder, not in "Mes unités".
export const unitForm = null;
