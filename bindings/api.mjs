// The JavaScript face of the rules core: loads a WebAssembly module and
// turns error values into thrown AuspexError. Used by the page, the CLI and
// the Node tests alike (types in api.d.mts). Two kinds of module:
// auspex.mjs, the whole core (loadAuspex), and calc-<system>.mjs, one
// system's calculator and rulesets only (loadCalc), which is all the page's
// first load needs (issue 10).

/** The systems that have a calculator module of their own (calc-<system>.mjs), sorted. */
export const CALC_SYSTEMS = []; // filled in build/site/api.mjs by scripts/assemble-site.mjs: one per module built

/** A bad request: `path` names the field ("attack.dice"), "" the whole request. */
export class AuspexError extends Error {
  constructor(path, message, code = 'invalid', fr = message) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'AuspexError';
    this.path = path;
    this.detail = message;
    this.code = code;
    this.fr = fr;
  }
}

/**
 * The module faulted (issue 33: WebKit's wasm interpreter once broke the core after an error):
 * a WebAssembly trap, an exception out of it, or a reply that is not JSON. The module answers
 * nothing more — every later call throws this again, never a wrong answer —; load another
 * (web/js/platform/core.mjs does, its rulesets replayed). Code "core.fault", in both languages.
 */
export class AuspexFault extends AuspexError {
  constructor(cause) {
    super('', 'the rules engine stopped after an internal fault: it is being restarted, try again',
      'core.fault', 'le moteur de règles s’est arrêté sur une erreur interne : il redémarre, réessayez');
    this.name = 'AuspexFault';
    this.cause = cause;
  }
}

/** The whole core: calc, rulesets, lists, sheets and turns. */
export async function loadAuspex(options = {}) {
  return wrap(await instantiate('auspex', options));
}

/**
 * Instantiates the module `name` (name.mjs, the Emscripten glue, and
 * name.wasm). Given no wasmBinary (the browser), the wasm is fetched at once,
 * beside its glue rather than once the glue has run: one round trip less on a
 * slow phone network. A failed fetch or compile rejects, naming the file.
 */
async function instantiate(name, options) {
  const glue = import(`./${name}.mjs`);
  if (options.wasmBinary) return (await glue).default({ wasmBinary: options.wasmBinary });
  const file = `${name}.wasm`;
  const url = new URL(file, import.meta.url);
  // The page's head may have started this download (web/preload.js): taken once, else fetched.
  const early = globalThis.auspexEarly?.[url.href];
  if (early) delete globalThis.auspexEarly[url.href];
  const response = early ?? fetch(url, { credentials: 'same-origin' });
  response.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  const { default: create } = await glue;
  let failed;
  const failure = new Promise((resolve, reject) => { failed = reject; });
  const compiled = async (imports) => {
    const res = await response;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // Streaming needs the application/wasm type; a host without it gets the bytes compiled.
    try { return await WebAssembly.instantiateStreaming(res.clone(), imports); } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return WebAssembly.instantiate(await res.arrayBuffer(), imports);
    }
  };
  return Promise.race([failure, create({
    instantiateWasm(imports, receive) {
      compiled(imports).then((result) => receive(result.instance, result.module),
        (error) => failed(new Error(`${file}: ${error.message}`)));
      return {};
    },
  })]);
}

/**
 * One system's calculator: calc, calcText and the ruleset functions, for
 * requests and rulesets of that system only (another system is an error
 * naming "system"); the other functions are not there.
 */
export async function loadCalc(system, options = {}) {
  if (!CALC_SYSTEMS.includes(system)) throw new Error(`loadCalc: no calculator module for "${system}"`);
  const api = wrap(await instantiate(`calc-${system}`, options));
  return Object.fromEntries(Object.entries(api).filter(([name]) => CALC_FUNCTIONS.includes(name)));
}

const CALC_FUNCTIONS = ['checkRuleset', 'addRuleset', 'replaceRuleset', 'rulesets', 'checkRulesetText', 'calc', 'calcText'];

/**
 * The functions of an instantiated module (`wrap` for the two loaders; exported for the tests,
 * which give it a module that faults): its embind functions by name (calc, rulesetAdd…: text in,
 * a Reply {ok, json} or, for rulesetList and models, text out; bindings/*.cpp). A call that traps,
 * throws (a C++ exception out of the module reaches JavaScript as a WebAssembly.Exception, with
 * -fwasm-exceptions; embind's own errors too) or replies with what is not JSON poisons the module
 * for good: AuspexFault then and at every later call.
 */
export function wrap(raw) {
  let fault = null;
  const poisoned = (cause) => { fault ??= new AuspexFault(cause); return fault; };
  // Every call into the module: a trap or an exception out of it poisons it; so does a reply
  // that is not text or {ok, json} text (its memory broken), and text that is not JSON (parse).
  const module = new Proxy(raw, {
    get(target, key) {
      const value = target[key];
      if (typeof value !== 'function') return value;
      return (...args) => {
        if (fault) throw fault;
        let reply;
        try { reply = value.apply(target, args); } catch (error) { throw poisoned(error); }
        if (typeof (typeof reply === 'string' ? reply : reply?.json) !== 'string') throw poisoned(new Error(`${String(key)}: no reply`));
        return reply;
      };
    },
  });
  const parse = (text) => {
    try { return JSON.parse(text); } catch (error) { throw poisoned(error); }
  };
  const api = core(module, parse);
  // Each state model also as a function of its own name (auspex.fooSheet(request)).
  if (module.models) for (const name of api.models()) api[name] = (request) => api.model(name, request);
  return api;
}

function core(module, parse) {
  const calcText = (text) => {
    const reply = module.calc(String(text)); // embind's std::string takes a string only
    return { ok: reply.ok, json: reply.json };
  };
  const valueOf = (reply) => {
    const value = parse(reply.json);
    if (!reply.ok) throw new AuspexError(value.error.path, value.error.message, value.error.code, value.error.fr);
    return value;
  };
  const textOf = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
  return {
    /** Checks a ruleset (object or JSON text): its summary; throws AuspexError naming the path. */
    checkRuleset: (ruleset) => valueOf(module.rulesetCheck(textOf(ruleset))),
    /** Checks and loads a ruleset, so calc requests may name its units; returns its summary. */
    addRuleset: (ruleset) => valueOf(module.rulesetAdd(textOf(ruleset))),
    /**
     * Checks and loads the player's own ruleset (custom units, a game's own): it may replace one
     * loaded by replaceRuleset, never one loaded by addRuleset (AuspexError on "id", code "ruleset.taken").
     */
    replaceRuleset: (ruleset) => valueOf(module.rulesetReplace(textOf(ruleset))),
    /** The loaded rulesets' summaries. */
    rulesets: () => parse(module.rulesetList()),
    /** The raw reply of a ruleset check: { ok, json }. */
    checkRulesetText: (text) => {
      const reply = module.rulesetCheck(String(text));
      return { ok: reply.ok, json: reply.json };
    },
    /** A list's totals, lines and problems, with its defaults written out (docs/lists.md). */
    checkList: (list) => valueOf(module.listCheck(textOf(list))),
    /** The list's share code (base64url), for `#l=` links. */
    encodeList: (list) => valueOf(module.listEncode(textOf(list))).code,
    /** The list a share code (or a whole link) holds; throws AuspexError with path "code". */
    decodeList: (code) => valueOf(module.listDecode(String(code))),
    /** The list as forum-ready text, in French ("fr") or English ("en"). */
    listText: (list, lang = 'fr') => valueOf(module.listText(textOf(list), String(lang))).text,
    /**
     * A state model of the whole core (docs/sheets/), by its name in the systems' registry
     * ("fooSheet", "fooTurn"…: `models()`): {op: "new" | "apply" | "read", …} →
     * {sheet|turn, log, needs, actions, …}; an unknown name is an AuspexError on "model".
     */
    model: (name, request) => valueOf(module.model(String(name), textOf(request))),
    /** The names of the whole core's state models, from the registry. */
    models: () => parse(module.models()),
    /**
     * A whole game (docs/games.md): {op: "new" | "move" | "read" | "replay", game, …} →
     * {game, state, log, needs, players, over}; a move its player may not make now is an
     * AuspexError on "move.name" with its reason.
     */
    game: (request) => valueOf(module.game(textOf(request))),
    /** Answers a request (object or JSON text); throws AuspexError on a bad one. */
    calc(request) {
      const text = typeof request === 'string' ? request : JSON.stringify(request);
      const reply = calcText(text);
      const value = parse(reply.json);
      if (!reply.ok) throw new AuspexError(value.error.path, value.error.message, value.error.code, value.error.fr);
      return value;
    },
    /** The raw reply: { ok, json } with the response or {"error": {...}} as text. */
    calcText,
  };
}
