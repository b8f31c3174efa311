// KOLAPS: Ground Zero (seed 003): the game's descriptor (registered in games/list.mjs), what
// the shared layers know of it before it loads (docs/architecture.md): its
// calculator's tabs, and its two parts loaded on demand.
import { register } from '../list.mjs';

export default register({
  id: 'kolaps',
  tabs: [{ id: 'kolaps', name: 'KOLAPS' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
});
