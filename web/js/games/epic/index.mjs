// Epic Escarmouches (seed 002): the game's descriptor, what
// the shared layers know of it before it loads (docs/architecture.md): its
// calculator's tabs, and its two parts loaded on demand.
export default {
  id: 'epic',
  tabs: [{ id: 'epic', name: 'Epic' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
};
