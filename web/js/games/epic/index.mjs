// Epic Escarmouches (seed 002): the game's descriptor, what the shared layers
// know of it (docs/architecture.md).
import * as words from './words.mjs';
import { epic as form } from './form.mjs';
import { epic as view } from './views.mjs';
import { unitForm } from './unit-form.mjs';

export default {
  id: 'epic',
  calculator: [form],
  view,
  words,
  unitForm,
  loadPlay: () => import('./play.mjs'),
};
