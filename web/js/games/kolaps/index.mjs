// KOLAPS: Ground Zero (seed 003): the game's descriptor, what the shared
// layers know of it (docs/architecture.md). Its characters are made in the
// list builder, not in "Mes unités" (no unitForm).
import * as words from './words.mjs';
import { kolaps as form } from './form.mjs';
import { kolaps as view } from './views.mjs';

export default {
  id: 'kolaps',
  calculator: [form],
  view,
  words,
  unitForm: null,
  loadPlay: () => import('./play.mjs'),
};
