// The rules core as the page sees it: one object with the functions of
// bindings/api.mjs, backed by WebAssembly modules loaded on demand (issue 10:
// the first load is one game's calculator). `ready(system)` loads that
// system's calculator module (calc-<system>.wasm, about a quarter of the
// whole core); `whole()` loads the whole core (auspex.wasm: lists, sheets,
// turns, every system), which the lists and game screens need. A ruleset
// added goes to every loaded module that reads its system, and is added again
// to the modules loaded later, so each answers with the same rulesets. A
// module that faults (api.mjs's AuspexFault: a trap, a reply that is not
// JSON) is dropped and loaded again, its rulesets replayed: the call that
// met the fault, and those while it loads, say so in the player's words;
// the next ones are answered — never by the broken module (issue 33).
import { loadAuspex, loadCalc, CALC_SYSTEMS, AuspexError, AuspexFault } from '../../api.mjs';

const systemOf = (x) => {
  if (typeof x !== 'string') return x?.system;
  try { return JSON.parse(x)?.system; } catch { return undefined; }
};

/** The core; `loaders` (the tests' stand-ins) load its modules: api.mjs's by default. */
export function createCore({ loadAuspex: loadWhole = loadAuspex, loadCalc: loadSystem = loadCalc, systems = CALC_SYSTEMS } = {}) {
  const calcs = new Map(); // system → that system's calculator module, once loaded
  const loading = new Map(); // system (or '*', the whole core) → its loading promise
  const added = new Map(); // ruleset id → { ruleset (object or text), how: 'addRuleset' | 'replaceRuleset' } accepted, in order
  let whole = null;
  const restarting = new Set(); // system (or '*') whose module faulted and is loading again

  const modulesFor = (system) => [whole, calcs.get(system)].filter(Boolean);
  const anyModule = () => whole ?? calcs.values().next().value ?? null;
  const notLoaded = (what) => { throw new Error(`core: ${what} is not loaded yet`); };
  /**
   * The module that answers `x` (a request or a ruleset, object or text):
   * the whole core once it is there (it answers everything its system's
   * calculator module does, and what that module leaves to it: the planners,
   * the other rolls — whichever screen came first), else the system's module.
   */
  const moduleOf = (x) => {
    const system = systemOf(x);
    if (!whole && !calcs.has(system) && (restarting.has(system) || restarting.has('*'))) throw new AuspexFault(null);
    // A request naming no system, or a wrong one, gets the core's own error from any module.
    return whole ?? calcs.get(system) ?? anyModule() ?? notLoaded(`the calculator of ${JSON.stringify(system)}`);
  };
  /** A module that faulted: dropped, and loaded again in the background (its rulesets replayed). */
  const restart = (module) => {
    const keys = module === whole ? ['*'] : [...calcs].filter(([, m]) => m === module).map(([system]) => system);
    for (const key of keys) {
      if (key === '*') whole = null; else calcs.delete(key);
      loading.delete(key);
      restarting.add(key);
      (key === '*' ? api.whole() : api.ready(key)).then(() => restarting.delete(key), () => restarting.delete(key));
    }
  };
  /** `call(module)`, the module restarted when it faults (the fault thrown: the caller says it). */
  const guarded = (module, call) => {
    try {
      return call(module);
    } catch (error) {
      if (error instanceof AuspexFault) restart(module);
      throw error;
    }
  };
  const on = (x, name) => (...args) => guarded(moduleOf(x), (m) => m[name](...args));
  const replay = (module, system) => {
    for (const { ruleset, how } of added.values()) if (!system || systemOf(ruleset) === system) module[how](ruleset);
  };
  const once = (key, load) => {
    if (!loading.has(key)) {
      loading.set(key, load().catch((error) => { loading.delete(key); throw error; }));
    }
    return loading.get(key);
  };
  const put = (ruleset, how) => {
    const modules = modulesFor(systemOf(ruleset));
    if (!modules.length) return moduleOf(ruleset)[how](ruleset); // the core's error on "system"
    let summary;
    for (const module of modules) summary = guarded(module, (m) => m[how](ruleset));
    if (added.get(summary.id)?.how !== 'addRuleset') { added.delete(summary.id); added.set(summary.id, { ruleset, how }); }
    return summary;
  };
  const needWhole = (name) => (...args) => {
    if (!whole && restarting.has('*')) throw new AuspexFault(null);
    return guarded(whole ?? notLoaded('the whole core'), (m) => m[name](...args));
  };

  const api = {
    /** Loads what answers `system`'s requests (nothing when the whole core is there). */
    async ready(system) {
      if (whole || calcs.has(system)) return;
      if (!systems.includes(system)) return this.whole();
      await once(system, async () => {
        const module = await loadSystem(system);
        replay(module, system);
        calcs.set(system, module);
      });
    },
    /** Loads the whole core (the lists and game screens). */
    async whole() {
      if (whole) return;
      await once('*', async () => {
        const module = await loadWhole();
        replay(module, null);
        whole = module;
      });
    },
    calc: (request) => on(request, 'calc')(request),
    calcText: (text) => on(text, 'calcText')(text),
    checkRuleset: (ruleset) => on(ruleset, 'checkRuleset')(ruleset),
    checkRulesetText: (text) => on(text, 'checkRulesetText')(text),
    /** Adds a built-in ruleset to every loaded module of its system, for good; its summary. */
    addRuleset: (ruleset) => put(ruleset, 'addRuleset'),
    /** Adds or replaces the player's own ruleset (never a built-in one); its summary. */
    replaceRuleset: (ruleset) => put(ruleset, 'replaceRuleset'),
    /** The summaries of the rulesets loaded (each once). */
    rulesets() {
      if (whole) return guarded(whole, (m) => m.rulesets());
      const byId = new Map();
      for (const module of [...calcs.values()]) for (const s of guarded(module, (m) => m.rulesets())) byId.set(s.id, s);
      return [...byId.values()];
    },
    ...Object.fromEntries(['checkList', 'encodeList', 'decodeList', 'listText', 'model', 'models', 'game'].map((name) => [name, needWhole(name)])),
  };
  return api;
}

export { AuspexError, AuspexFault };
