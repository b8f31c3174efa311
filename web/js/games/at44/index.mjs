// AT-44 (seed 004): the game's descriptor, what
// the shared layers know of it before it loads (docs/architecture.md): its
// calculator's tabs, and its two parts loaded on demand.
export default {
  id: 'at44',
  tabs: [{ id: 'at44', name: 'AT-44' }],
  loadCalculator: () => import('./calculator.mjs'),
  loadPlay: () => import('./play.mjs'),
};
