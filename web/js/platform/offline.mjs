// The offline app, page side: registers the service worker (sw.js, which
// keeps every file of the site for use with the network off), and when a new version has been installed in the
// background shows a small notice whose button switches to it and reloads.
// Imported by app.mjs for these effects; exports nothing.
import { t } from './words.mjs';

let notice = null;
let reloading = false;

/** Fills the notice's words in the current language (again when it changes). */
function label() {
  if (!notice) return;
  notice.querySelector('.update__text').textContent = t('updateReady');
  notice.querySelector('.update__reload').textContent = t('updateReload');
  const close = notice.querySelector('.update__close');
  close.setAttribute('aria-label', t('updateLater'));
  close.title = t('updateLater');
}

/** Shows the notice for `worker` (installed, waiting); its button hands over to it. */
function offer(worker) {
  if (!notice) {
    notice = document.createElement('div');
    notice.className = 'update';
    notice.setAttribute('role', 'status');
    notice.dataset.testid = 'update-notice';
    const text = document.createElement('p');
    text.className = 'update__text';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'update__reload';
    reload.dataset.testid = 'update-reload';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'update__close';
    close.dataset.testid = 'update-later';
    close.textContent = '×';
    close.addEventListener('click', () => { notice.hidden = true; });
    notice.append(text, reload, close);
    document.body.append(notice);
    new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  // The button always speaks to the latest waiting worker.
  notice.querySelector('.update__reload').onclick = () => {
    reloading = true;
    worker.postMessage({ type: 'skipWaiting' });
  };
  notice.hidden = false;
  label();
}

async function start() {
  const sw = navigator.serviceWorker;
  // The new version took over after the button: reload on it (never on the first install).
  sw.addEventListener('controllerchange', () => { if (reloading) location.reload(); });
  let registration;
  try {
    registration = await sw.register('sw.js');
  } catch {
    return; // no offline copy this time; the page works as before
  }
  // A new version being installed: offered once installed. With no
  // controller it is the first install, not an update: nothing to say.
  const track = (worker) => worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && sw.controller) offer(worker);
  });
  // One installed on an earlier visit and still waiting, or one already installing.
  if (registration.waiting && sw.controller) offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  // A phone leaves the page open for days: look for a new version on return.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

// Registered once the page has loaded and its head's download of the rules core is kept for the
// worker (web/preload.js, auspexHandoff, on a first visit): the worker then takes that copy, and
// its downloads come after the core's rather than beside them.
if ('serviceWorker' in navigator && window.isSecureContext && /^https?:$/.test(location.protocol)) {
  const loaded = document.readyState === 'complete' ? null
    : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  Promise.all([loaded, window.auspexHandoff]).then(start);
}
