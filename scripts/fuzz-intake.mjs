// The page's intake under hostile input (issue 30), beside the core's fuzz
// targets: what older pages kept (readLegacy), backups (readBackup, every
// list and custom ruleset checked by the core) and game codes (decodeGame,
// then every state read by the core: unpackGame, with the game's own
// ruleset given to it first as the page does). Seeds are real, the games'
// own (web/js/games/<game>/samples.mjs: intakeGame, intakeCustom): a game
// of the core with its own ruleset, a backup of it with lists and custom
// units, schema 1–3 data.
// Each input is a seed mutated as JSON (a value replaced, removed, retyped,
// an id made "__proto__"…) or as text (bytes flipped, cut, repeated).
// Invariants: an input is accepted whole or refused with one of the
// intake's errors (an i18n key, or the core's error naming a path); never
// another exception; nothing registered that replaces a built-in ruleset;
// the tables keep only records of a shape the page opens.
//   node scripts/fuzz-intake.mjs [inputs] [seed]   (default 1 000 000, 1)
// tests/node/intake.test.mjs runs a few thousand inputs at every `npm test`.
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url);
const web = (f) => import(new URL(`web/js/${f}`, root));
const ruleset = (id) => JSON.parse(readFileSync(new URL(`rulesets/${id}.json`, root), 'utf8'));

/** A seeded generator in [0, 1) (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The built-in rulesets' ids (and their custom copies' ids) are among the values and keys an input may take.
const IDS = readdirSync(new URL('rulesets/', root)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
const VALUES = [null, true, false, 0, -1, 1, 2 ** 31, 2 ** 55, 1e308, -0, 2.5, '', 'x', '__proto__', 'constructor',
  'toString', ...IDS, ...IDS.map((id) => `custom-${id}`), 'é\u0000', '\ud800', [], [1], {}, { a: 1 },
  { __proto__: null, constructor: 1 }, [[[[]]]], 'garbage'];
const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'l1', 'g1', ...IDS, ...IDS.map((id) => `custom-${id}`), ''];

function paths(value, prefix = []) {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths(value[k], [...prefix, k]))];
}

/** `seed` (JSON) with 1 to 3 of its values changed: replaced, removed, renamed, nested. */
export function mutateJson(seed, r) {
  const copy = structuredClone(seed);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const all = paths(copy).filter((p) => p.length > 0);
  for (let n = 1 + Math.floor(r() * 3); n > 0 && all.length; n -= 1) {
    const p = pick(all);
    const parent = p.slice(0, -1).reduce((o, k) => o?.[k], copy);
    if (!parent || typeof parent !== 'object') continue;
    const key = p.at(-1);
    const what = r();
    if (what < 0.45) parent[key] = structuredClone(pick(VALUES));
    else if (what < 0.6) { if (Array.isArray(parent)) parent.splice(key, 1); else delete parent[key]; } else if (what < 0.75 && !Array.isArray(parent)) {
      const value = parent[key];
      delete parent[key];
      Object.defineProperty(parent, pick(KEYS), { value, enumerable: true, writable: true, configurable: true });
    } else if (what < 0.9) parent[key] = [parent[key]];
    else parent[key] = structuredClone(p.length > 1 ? p.slice(0, -2).reduce((o, k) => o?.[k], copy) ?? null : null);
  }
  return copy;
}

/** `text` with bytes changed, cut, doubled or a piece of another seed put in. */
export function mutateText(text, r) {
  let s = text;
  const at = () => Math.floor(r() * (s.length + 1));
  for (let n = 1 + Math.floor(r() * 3); n > 0; n -= 1) {
    const what = r();
    const i = at();
    if (what < 0.3) s = s.slice(0, i) + String.fromCharCode(Math.floor(r() * 128)) + s.slice(i + 1);
    else if (what < 0.5) s = s.slice(0, i);
    else if (what < 0.65) s = s.slice(0, i) + s.slice(i, i + 64).repeat(1 + Math.floor(r() * 4)) + s.slice(i);
    else if (what < 0.8) s = s.slice(0, i) + s.slice(i + 1 + Math.floor(r() * 8));
    else s = s.slice(0, i) + JSON.stringify(VALUES[Math.floor(r() * VALUES.length)]) + s.slice(i);
  }
  return s;
}

/** The intake's targets, each `(input) => promise`, with their seeds, over the core `auspex` (rulesets loaded). */
export async function targets(auspex) {
  const { encodeGame, decodeGame, unpackGame, packGame, GameCodeError } = await web('play/game-code.mjs');
  const { readBackup, BackupError } = await web('lists/device.mjs');
  const { readLegacy, goodRecord } = await web('platform/store-legacy.mjs');
  const { IntakeError } = await web('platform/intake.mjs');
  const { registerAll } = await web('play/own-ruleset.mjs');
  const { playerSaid } = await web('platform/words.mjs');
  const { loaded } = await web('platform/rulesets.mjs');
  const { GAMES } = await web('games/index.mjs');
  const kinds = GAMES.map((g) => g.id); // every game's kind
  // The page's rulesets as the page holds them (a game's own ruleset names its base among them).
  for (const id of IDS) if (!loaded.has(id)) loaded.set(id, ruleset(id));

  // The seeds are games' own (web/js/games/<game>/samples.mjs): a game with its own ruleset and
  // undo steps (intakeGame), and a player's own units with a list of theirs (intakeCustom).
  const samples = await Promise.all(kinds.map(async (kind) => ({ kind, ...(await web(`games/${kind}/samples.mjs`)) })));
  const tools = { ruleset, register: (x) => registerAll(auspex, { ruleset: x }) };
  const withGame = samples.find((x) => x.intakeGame);
  const { STATES } = await web(`games/${withGame.kind}/game.mjs`);
  const { lists, snapshot, past } = await withGame.intakeGame(auspex, tools);
  const game = { kind: withGame.kind, name: lists[0].name, ruleset: lists[0].ruleset, createdAt: '2026-11-26T10:00:00.000Z', snapshot };
  const code = await encodeGame({ id: 'gmx3k2a9f', rev: 4, ...game, snapshot: packGame(auspex, snapshot, STATES) });
  const { custom: mine, list } = samples.find((x) => x.intakeCustom).intakeCustom(tools);
  const backup = { format: 'auspex-backup', version: 1, savedAt: 'x', lists: { l1: { list, savedAt: 'x' }, l2: { list: lists[0], savedAt: 'y' } },
    customRulesets: { [mine.id]: mine }, games: { g1: { ...game, moves: 2, history: { past, future: [] } } } };
  const old = [{ version: 1, rulesets: { [mine.id]: mine } }, { schema: 2, lists: backup.lists, customRulesets: {} },
    { schema: 3, lists: backup.lists, customRulesets: backup.customRulesets, games: backup.games }];

  const builtIn = new Map(auspex.rulesets().map((s) => [s.id, JSON.stringify(s)]));
  const known = (e) => e instanceof IntakeError || e instanceof GameCodeError || e instanceof BackupError || e?.name === 'AuspexError';
  const checkGame = (g) => {
    if (g.kind !== withGame.kind) throw new GameCodeError('gameCodeKind', { kind: String(g.kind) });
    for (const s of [g.snapshot, ...(g.history?.past ?? []), ...(g.history?.future ?? [])]) {
      if (!s || typeof s !== 'object' || Array.isArray(s)) throw new GameCodeError('gameCodeField', { path: 'snapshot' });
      registerAll(auspex, s);
      unpackGame(auspex, s, STATES, playerSaid);
    }
  };
  const checks = { checkList: (l) => auspex.checkList(l), checkRuleset: (x) => auspex.checkRuleset(x),
    checkCustom: (x) => (String(x.id).startsWith('custom-') && builtIn.has(String(x.id).slice(7)) ? '' : 'importWrongBase'), checkGame };
  const storage = (text) => ({ length: 0, key: () => null, getItem: (k) => (k === 'auspex.data' ? text : null) });

  return {
    legacy: { seeds: old.map((o) => JSON.stringify(o)), run: async (text) => {
      const out = readLegacy(storage(text));
      if (out.data) {
        for (const kind of ['lists', 'customRulesets', 'games']) {
          if (Object.getPrototypeOf(out.data[kind]) !== null) throw new Error(`${kind}: not a table of ids`);
          for (const [id, v] of Object.entries(out.data[kind])) if (!goodRecord(kind, id, v)) throw new Error(`${kind}.${id}: kept, not openable`);
        }
      }
    } },
    backup: { seeds: [JSON.stringify(backup), ...old.map((o) => JSON.stringify(o))], run: async (text) => {
      try {
        const out = readBackup(text, checks);
        for (const kind of ['lists', 'customRulesets', 'games']) if (Object.getPrototypeOf(out[kind]) !== null) throw new Error(`${kind}: not a table`);
      } catch (e) { if (!known(e)) throw e; }
    } },
    code: { seeds: [code], text: true, run: async (text) => {
      try {
        const g = await decodeGame(text, kinds);
        if (g.kind === withGame.kind) checkGame(g);
      } catch (e) { if (!known(e)) throw e; }
    } },
    after: () => {
      for (const s of auspex.rulesets()) if (builtIn.has(s.id) && builtIn.get(s.id) !== JSON.stringify(s)) throw new Error(`built-in ruleset ${s.id} replaced`);
    },
  };
}

/** Runs `n` inputs from seed `seed`; returns { inputs, byTarget, ms } or throws the first broken invariant (with its input). */
export async function fuzzIntake(auspex, { n = 1e6, seed = 1, log = () => {} } = {}) {
  const all = await targets(auspex);
  const r = rng(seed);
  const names = ['legacy', 'backup', 'code'];
  const byTarget = Object.fromEntries(names.map((k) => [k, 0]));
  const t0 = Date.now();
  for (let i = 0; i < n; i += 1) {
    const name = names[i % names.length];
    const target = all[name];
    const seedText = target.seeds[Math.floor(r() * target.seeds.length)];
    let input;
    if (target.text || r() < 0.3) input = mutateText(seedText, r);
    else input = JSON.stringify(mutateJson(JSON.parse(seedText), r));
    try {
      await target.run(input);
      if (i % 1000 === 0) all.after();
    } catch (error) {
      error.message = `${name} input ${i} (seed ${seed}): ${error.message}\n${input.slice(0, 2000)}`;
      throw error;
    }
    byTarget[name] += 1;
    if (i && i % 100000 === 0) log(`${i} inputs, ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  all.after();
  return { inputs: n, byTarget, ms: Date.now() - t0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = new URL('build/site/', root);
  const { loadAuspex } = await import(new URL('api.mjs', site));
  const auspex = await loadAuspex({ wasmBinary: readFileSync(new URL('auspex.wasm', site)) });
  const dir = new URL('rulesets/', root);
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json') && x !== 'index.json')) auspex.addRuleset(readFileSync(new URL(f, dir), 'utf8'));
  const n = Number(process.argv[2] ?? 1e6);
  const seed = Number(process.argv[3] ?? 1);
  const out = await fuzzIntake(auspex, { n, seed, log: (s) => console.log(s) });
  console.log(`intake fuzz: ${out.inputs} inputs (${Object.entries(out.byTarget).map(([k, v]) => `${k} ${v}`).join(', ')}) in ${(out.ms / 1000).toFixed(0)} s, every invariant held`);
}
