// KOLAPS: Ground Zero (seed 003): the game's descriptor, what
// the shared layers know of it before it loads (docs/architecture.md): its
// calculator's tabs, and its two parts loaded on demand.
export default {
  id: 'kolaps',
  tabs: [{ id: 'kolaps', name: 'KOLAPS' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
};
