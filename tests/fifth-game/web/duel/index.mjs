// Duel (tests/fifth-game/README.md), the test-only fifth game: its
// descriptor, what the shared layers know of it (docs/architecture.md).
import * as words from './words.mjs';
import { duel as form } from './form.mjs';
import { view } from './views.mjs';

export default {
  id: 'duel',
  calculator: [form],
  view,
  words,
  unitForm: null,
  loadPlay: () => import('./play.mjs'),
};
