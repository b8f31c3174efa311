// Titanicus house rules, editions v1 and v2 (seeds 000 and 001): the game's descriptor (registered in games/list.mjs), what
// the shared layers know of it before it loads (docs/architecture.md): its
// calculator's tabs, and its two parts loaded on demand.
import { register } from '../list.mjs';

export default register({
  id: 'titanicus',
  tabs: [{ id: 'titanicus-v1', name: 'Titanicus', sub: 'v1' }, { id: 'titanicus-v2', name: 'Titanicus', sub: 'v2' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
});
