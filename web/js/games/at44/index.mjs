// AT-44 (seed 004): the game's descriptor, what the shared layers know of it
// (docs/architecture.md).
import * as words from './words.mjs';
import { at44 as form } from './form.mjs';
import { at44 as view } from './views.mjs';
import { unitForm } from './unit-form.mjs';

export default {
  id: 'at44',
  calculator: [form],
  view,
  words,
  unitForm,
  loadPlay: () => import('./play.mjs'),
};
