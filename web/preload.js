// Starts the download of the rules core the page opens with as soon as the
// page is parsed, beside its modules rather than after them (issue 10: the
// first result waits for it): the whole core for a shared list (#l=), else
// the calculator module of the game of a shared calculation (#c=), of the
// game last chosen, or of the first game. bindings/api.mjs then fetches the
// same files and gets this download. A link or a store it cannot read
// changes nothing: the page's own code says what is wrong.
(() => {
  const SYSTEMS = []; // written by scripts/assemble-site.mjs: bindings/api.mjs CALC_SYSTEMS
  let name = 'calc-titanicus';
  try {
    const hash = location.hash;
    if (hash.startsWith('#l=')) {
      name = 'auspex';
    } else {
      let game = localStorage.getItem('auspex.game');
      if (hash.startsWith('#c=')) {
        try {
          game = JSON.parse(atob(hash.slice(3).replace(/-/g, '+').replace(/_/g, '/'))).g;
        } catch { /* a broken link opens the game last chosen */ }
      }
      const system = String(game ?? '').split('-')[0];
      if (SYSTEMS.includes(system)) name = `calc-${system}`;
    }
  } catch { /* no storage: the first game */ }
  const hint = (rel, href, more = {}) => {
    const link = Object.assign(document.createElement('link'), { rel, href }, more);
    document.head.append(link);
  };
  hint('modulepreload', `${name}.mjs`);
  hint('preload', `${name}.wasm`, { as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous' });
})();
