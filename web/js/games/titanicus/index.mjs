// Titanicus house rules, editions v1 and v2 (seeds 000 and 001): the game's
// descriptor, what the shared layers know of it (docs/architecture.md).
import * as words from './words.mjs';
import { titanicus as form } from './form.mjs';
import { titanicus as view } from './views.mjs';
import { unitForm } from './unit-form.mjs';

export default {
  id: 'titanicus',
  calculator: [form('v1'), form('v2')],
  view,
  words,
  unitForm,
  loadPlay: () => import('./play.mjs'),
};
