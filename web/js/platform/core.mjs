// The rules core as the page sees it: one object with the functions of
// bindings/api.mjs, backed by WebAssembly modules loaded on demand (issue 10:
// the first load is one game's calculator). `ready(system)` loads that
// system's calculator module (calc-<system>.wasm, about a quarter of the
// whole core); `whole()` loads the whole core (auspex.wasm: lists, sheets,
// turns, every system), which the lists and game screens need. A ruleset
// added goes to every loaded module that reads its system, and is added again
// to the modules loaded later, so each answers with the same rulesets.
import { loadAuspex, loadCalc, CALC_SYSTEMS, AuspexError } from '../../api.mjs';

const systemOf = (x) => {
  if (typeof x !== 'string') return x?.system;
  try { return JSON.parse(x)?.system; } catch { return undefined; }
};

export function createCore() {
  const calcs = new Map(); // system → that system's calculator module, once loaded
  const loading = new Map(); // system (or '*', the whole core) → its loading promise
  const added = new Map(); // ruleset id → { ruleset (object or text), how: 'addRuleset' | 'replaceRuleset' } accepted, in order
  let whole = null;

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
    // A request naming no system, or a wrong one, gets the core's own error from any module.
    return whole ?? calcs.get(system) ?? anyModule() ?? notLoaded(`the calculator of ${JSON.stringify(system)}`);
  };
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
    for (const module of modules) summary = module[how](ruleset);
    if (added.get(summary.id)?.how !== 'addRuleset') { added.delete(summary.id); added.set(summary.id, { ruleset, how }); }
    return summary;
  };
  const needWhole = (name) => (...args) => (whole ?? notLoaded('the whole core'))[name](...args);

  return {
    /** Loads what answers `system`'s requests (nothing when the whole core is there). */
    async ready(system) {
      if (whole || calcs.has(system)) return;
      if (!CALC_SYSTEMS.includes(system)) return this.whole();
      await once(system, async () => {
        const module = await loadCalc(system);
        replay(module, system);
        calcs.set(system, module);
      });
    },
    /** Loads the whole core (the lists and game screens). */
    async whole() {
      if (whole) return;
      await once('*', async () => {
        const module = await loadAuspex();
        replay(module, null);
        whole = module;
      });
    },
    calc: (request) => moduleOf(request).calc(request),
    calcText: (text) => moduleOf(text).calcText(text),
    checkRuleset: (ruleset) => moduleOf(ruleset).checkRuleset(ruleset),
    checkRulesetText: (text) => moduleOf(text).checkRulesetText(text),
    /** Adds a built-in ruleset to every loaded module of its system, for good; its summary. */
    addRuleset: (ruleset) => put(ruleset, 'addRuleset'),
    /** Adds or replaces the player's own ruleset (never a built-in one); its summary. */
    replaceRuleset: (ruleset) => put(ruleset, 'replaceRuleset'),
    /** The summaries of the rulesets loaded (each once). */
    rulesets() {
      if (whole) return whole.rulesets();
      const byId = new Map();
      for (const module of calcs.values()) for (const s of module.rulesets()) byId.set(s.id, s);
      return [...byId.values()];
    },
    ...Object.fromEntries(['checkList', 'encodeList', 'decodeList', 'listText', 'model', 'models'].map((name) => [name, needWhole(name)])),
  };
}

export { AuspexError };
