// Runs before the page is first painted (a classic script in <head>, before
// the module script and its modulepreload hints: its downloads are asked for
// first, the largest first, ahead of the modules in the browser's six
// connections of a host without HTTP/2). scripts/assemble-site.mjs
// minifies it and inlines it into index.html with styles.css (no round trip
// before the first paint; the CSP allows them by hash).
// 1. Starts the download of the rules core the page opens with as soon as
// the page is parsed, beside its modules rather than after them (issue 10:
// the first result waits for it): the whole core for a shared list (#l=),
// else the calculator module of the game of a shared calculation (#c=), of
// the game last chosen, or of the first game, with that game's calculator
// (js/game-<system>.mjs) and its rulesets (every system's for a list).
// bindings/api.mjs and js/platform/rulesets.mjs then take these downloads.
// 2. index.html holds the first game's calculator, prerendered in French
// with its default values (scripts/prerender.mjs). When the page will open
// on something else — a link, another game last chosen, English — it marks
// <html data-prerender="stale">: styles.css hides the prerendered regions
// until js/app.mjs has rendered the right ones, so no wrong result shows.
// A link or a store it cannot read changes nothing: the page's own code
// says what is wrong.
(() => {
  const SYSTEMS = []; // written by scripts/assemble-site.mjs: bindings/api.mjs CALC_SYSTEMS
  const FIRST = ''; // written by scripts/assemble-site.mjs: the first game's id (web/js/calculator/forms.mjs)
  const RULESETS = {}; // written by scripts/assemble-site.mjs: rulesets/index.json, each system's files
  let name = `calc-${FIRST.split('-')[0]}`; // the first game's system
  let stale = false;
  try {
    const hash = location.hash;
    if (hash.startsWith('#l=')) {
      name = 'auspex';
      stale = true;
    } else {
      let game = localStorage.getItem('auspex.game');
      stale = (game !== null && game !== FIRST) || localStorage.getItem('auspex.lang') === 'en';
      if (hash.startsWith('#c=')) {
        stale = true;
        try {
          game = JSON.parse(atob(hash.slice(3).replace(/-/g, '+').replace(/_/g, '/'))).g;
        } catch { /* a broken link opens the game last chosen */ }
      }
      const system = String(game ?? '').split('-')[0];
      if (SYSTEMS.includes(system)) name = `calc-${system}`;
    }
  } catch { /* no storage: the first game */ }
  if (stale) document.documentElement.dataset.prerender = 'stale';
  const hint = (rel, href, more = {}) => {
    const link = Object.assign(document.createElement('link'), { rel, href }, more);
    document.head.append(link);
  };
  hint('modulepreload', `${name}.mjs`);
  // The game's calculator (its forms, views and words), one module of the page's bundle.
  if (name !== 'auspex') hint('modulepreload', `js/game-${name.slice('calc-'.length)}.mjs`);
  // The core's wasm, fetched here and handed to bindings/api.mjs (auspexEarly), which takes it
  // once: the same request in every engine, where a <link rel=preload> is not reused by WebKit
  // and the file is downloaded twice (issue 33). The rulesets of the games it opens on likewise,
  // taken by js/platform/rulesets.mjs: asked for at once, not once the page's modules have run
  // and read rulesets/index.json (two round trips later on a slow phone network).
  const early = {};
  const get = (file, init) => {
    const request = fetch(file, init);
    request.catch(() => {}); // the page says what failed
    early[new URL(file, location.href).href] = request;
  };
  get(`${name}.wasm`, { credentials: 'same-origin' });
  // 3. On a first visit (no service worker yet), that download is also kept for the offline
  // copy (sw.js takes it when its bytes are the site's, not downloading the file again), and
  // js/platform/offline.mjs registers the worker once it is kept (auspexHandoff): the worker's
  // downloads never compete with the core's.
  let handoff = null;
  try {
    if (!navigator.serviceWorker.controller) {
      const file = new URL(`${name}.wasm`, location.href).href;
      handoff = early[file].then((response) => {
        if (!response.ok) return;
        const copy = response.clone(); // before the page reads the body
        return caches.open('auspex-handoff').then((cache) => cache.put(file, copy));
      });
    }
  } catch { /* no service worker, or no Cache Storage: nothing to keep */ }
  window.auspexHandoff = Promise.resolve(handoff).catch(() => {});
  // rulesets/index.json is written into this script (RULESETS): handed over as it is, one request
  // less of the seven that would otherwise need a third round trip over the six connections
  // a host without HTTP/2 gets.
  early[new URL('rulesets/index.json', location.href).href] = Promise.resolve(
    new Response(JSON.stringify(RULESETS), { headers: { 'Content-Type': 'application/json' } }));
  const systems = name === 'auspex' ? Object.keys(RULESETS) : [name.slice('calc-'.length)];
  for (const system of systems) for (const file of RULESETS[system] ?? []) get(`rulesets/${file}`, { cache: 'no-cache' });
  window.auspexEarly = early;
})();
