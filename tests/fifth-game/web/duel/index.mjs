// Duel (tests/fifth-game/README.md), the test-only fifth game: its
// descriptor, what the shared layers know of it before it loads
// (docs/architecture.md): its calculator's tab, and its two parts loaded on demand.
import { register } from '../list.mjs';

export default register({
  id: 'duel',
  tabs: [{ id: 'duel', name: 'Duel' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
});
