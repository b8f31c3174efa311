// Duel: its calculator, loaded when the page opens on it or its tab is chosen
// (games/index.mjs loadGames): its form (calculator/forms.mjs), a calc
// response → what the results show (calculator/views.mjs), its words; no
// form of "Mes unités".
import { addWords } from '../../platform/words.mjs';
import { fr, en } from './words.mjs';
import { duel as form } from './form.mjs';
import { view } from './views.mjs';

// A plain object, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr, en };

addWords('games/duel/words.mjs', words);

export const calculator = [form];
export { view, words };
export const unitForm = null;
