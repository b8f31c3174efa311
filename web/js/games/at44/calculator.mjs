// AT-44 (seed 004): its calculator, loaded when the page
// opens on it or its tab is chosen (games/index.mjs loadGames): its forms, one
// per tab (calculator/forms.mjs), a calc response → what the results show
// (calculator/views.mjs), its words, its form of "Mes unités".
import { addWords } from '../../platform/words.mjs';
import { fr, en } from './words.mjs';
import { at44 as form } from './form.mjs';
import { at44 as view } from './views.mjs';
import { unitForm } from './unit-form.mjs';

// A plain object, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr, en };

addWords('games/at44/words.mjs', words);

export const calculator = [form];
export { view, words };
export { unitForm };
