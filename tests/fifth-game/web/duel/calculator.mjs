// Duel: its calculator, loaded when the page opens on it or its tab is chosen
// (games/index.mjs loadGames): its form (calculator/forms.mjs), a calc
// response → what the results show (calculator/views.mjs), its words; no
// form of "Mes unités".
import { addWords } from '../../platform/words.mjs';
import * as words from './words.mjs';
import { duel as form } from './form.mjs';
import { view } from './views.mjs';

addWords('games/duel/words.mjs', words);

export const calculator = [form];
export { view, words };
export const unitForm = null;
