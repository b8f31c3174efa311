// What the calculator page loads and writes in the background (issue 10: a
// slow phone never waits on a long task): the game systems it opens, style
// sheets, short tasks, and its address written once the result is painted.
import { fetchRulesets, addRulesets } from './rulesets.mjs';
import { t, getLang } from './words.mjs';
import { warmFormats } from './format.mjs';
import { loadCustom, deviceStore } from './custom-units.mjs';

/** Resolves in a new task (a message, which no browser delays in a background tab as it does timers). */
export function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}

/** Adds a style sheet to the page; resolves once it applies. */
export function loadStyles(href) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => { link.remove(); reject(new Error(`${href}: not loaded`)); });
    document.head.append(link);
  });
}

// The rules core is loaded a game system at a time (js/core.mjs): the first
// load fetches the calculator of the game the page opens on, another game's
// at its first tab, the whole core with the lists screen. A system is open
// once its module, its rulesets and the player's custom ones are loaded.
const opened = new Set();

/** Whether `system` is open (any system, when none is given). */
export const isOpen = (system) => (system === undefined ? opened.size > 0 : opened.has(system));

/**
 * Loads into `core` what the games of `systems` need (`all` of them when
 * null: the whole core); throws when a module cannot load. The rulesets are
 * read one file a task.
 */
export async function loadSystems(core, systems, all) {
  deviceStore(); // the device store opens meanwhile (its custom units are added last)
  setTimeout(() => warmFormats(getLang()), 0); // and the number formats are made
  const [fetched] = await Promise.all([fetchRulesets(systems ?? undefined),
    systems ? Promise.all(systems.map((system) => core.ready(system))) : core.whole()]);
  for (const file of fetched) {
    addRulesets(core, [file]);
    await nextTask();
  }
  await loadCustom(core, systems ?? undefined);
  for (const system of systems ?? all) opened.add(system);
}

/**
 * What the player reads when the rules core cannot load. A browser too old
 * to run it — no WebAssembly, or a Content Security Policy it does not read
 * as allowing WebAssembly (no 'wasm-unsafe-eval': Safari before 16, Chrome
 * before 97, Firefox before 102) — is told so with the versions that work,
 * never the engine's own English text; anything else (a file not fetched)
 * is said with the file and its status.
 */
export function loadFailure(error) {
  const text = String(error?.message ?? error);
  const old = typeof WebAssembly !== 'object' || error?.name === 'CompileError' || error?.name === 'EvalError'
    || /unsafe-eval|Content Security Policy/i.test(text);
  return old ? t('errorEngineOld') : t('colon', { a: t('errorLoad'), b: text });
}

// The address: written once the new result is painted (history.replaceState
// takes milliseconds on a slow phone: issue 10's tap → repaint), at the end
// of the next frame, or at once when it is read (flushAddress).
let pending = null; // { hash, wanted(), from } not written yet

/**
 * Writes `hash` into the address after the next paint, if `wanted()` still
 * then and the address is still the one it replaces (`from`): a link opened
 * or a back / forward meanwhile is never written over.
 */
export function writeAddressLater(hash, wanted) {
  if (pending === null) requestAnimationFrame(() => setTimeout(flushAddress, 0));
  pending = { hash, wanted, from: pending?.from ?? location.hash };
}

/** Writes the pending address now (unless the address changed under it meanwhile). */
export function flushAddress() {
  const p = pending;
  pending = null;
  if (p && p.wanted() && location.hash === p.from && location.hash !== p.hash) history.replaceState(null, '', p.hash);
}

// A page put away or closed keeps its last calculation in its address.
document.addEventListener('visibilitychange', flushAddress);
window.addEventListener('pagehide', flushAddress);
