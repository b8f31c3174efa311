#!/usr/bin/env node
// Regenerates the seed corpus of the fuzz targets, tests/fuzz/corpus/<target>/
// (one small input a file), and their dictionaries tests/fuzz/dict/<target>.dict
// (the JSON keys and string values the seeds use), from the golden requests,
// the ruleset files and, for the state models, short games played
// (scripts/fuzz-state-games.mjs) through the wasm build (build/site: run after npm run build) and the saved
// states of tests/golden/states. Reproducible: commit what it writes.
//   node scripts/fuzz-corpus.mjs [target …]
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { stateGames, goldenPrefix, samples } from './fuzz-state-games.mjs';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
const slug = (s) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50);

// The leaf paths of a value (array indices dropped): two requests with the
// same paths exercise much the same reading code.
function shape(value, prefix = '') {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v) => ['[]', v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => shape(v, `${prefix}.${k}`));
}
const signature = (value) => [...new Set(shape(value))].sort().join(' ');

// calc: the golden requests, at most 9 of each file, one per shape first
// (then in file order), and a few hostile or edge requests.
function calcSeeds() {
  const seeds = {};
  const dir = 'tests/golden';
  for (const file of readdirSync(`${root}${dir}`).filter((f) => f.endsWith('.requests.json')).sort()) {
    const cases = read(`${dir}/${file}`);
    const seen = new Set();
    const distinct = cases.filter((c) => !seen.has(signature(c.request)) && seen.add(signature(c.request)));
    const chosen = [...distinct, ...cases.filter((c) => !distinct.includes(c))].slice(0, 9);
    const prefix = file.replace('.requests.json', '');
    for (const { name, request } of chosen)
      seeds[`${prefix}-${slug(name).replace(`${prefix}-`, '')}.json`] =
        typeof request === 'string' ? request : JSON.stringify(request);
  }
  // Each game's own requests (its samples.mjs' calcSeeds: by units, edge numbers), and the same
  // hostile texts for every system.
  for (const sample of samples) Object.assign(seeds, sample.calcSeeds ?? {});
  Object.assign(seeds, {
    'edge-empty.json': '',
    'edge-null.json': 'null',
    'edge-object.json': '{}',
    'edge-nested.json': '['.repeat(200) + ']'.repeat(200),
  });
  return seeds;
}

// ruleset: every file of rulesets/ (minified), a small copy of each (its
// lists cut to two items, often refused for a missing id), and broken ones.
function rulesetSeeds() {
  const seeds = {};
  const files = readdirSync(`${root}rulesets`).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    const ruleset = read(`rulesets/${file}`);
    const name = file.replace('.json', '');
    seeds[`${name}.json`] = JSON.stringify(ruleset);
    const small = Object.fromEntries(Object.entries(ruleset).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, 2) : v]));
    seeds[`${name}-small.json`] = JSON.stringify(small);
    const envelope = Object.fromEntries(Object.entries(ruleset).slice(0, 7));
    seeds[`${name}-envelope-only.json`] = JSON.stringify(envelope);
  }
  // Broken copies of the last ruleset file with units and weapons (files' order).
  const whole = files.map((f) => read(`rulesets/${f}`)).filter((r) => r.units?.length && r.weapons?.length).at(-1);
  const broken = {
    'unknown-key': { ...whole, colour: 'red' },
    'format-2': { ...whole, format: 2 },
    'id-number': { ...whole, id: 7 },
    'version-negative': { ...whole, version: -1 },
    'system-unknown': { ...whole, system: 'chess' },
    'units-empty': { ...whole, units: [] },
    'weapon-missing': { ...whole, weapons: whole.weapons.slice(1) },
    'unit-duplicate': { ...whole, units: [whole.units[0], whole.units[0]] },
  };
  for (const [name, value] of Object.entries(broken)) seeds[`broken-${name}.json`] = JSON.stringify(value);
  seeds['broken-truncated.json'] = JSON.stringify(whole).slice(0, 700);
  seeds['broken-array.json'] = '[]';
  return seeds;
}

// list: army list files (docs/lists.md) of every system with units, with
// names, counts, options and a custom unit, and broken ones.
function listSeeds() {
  // Each game's own lists (its samples.mjs' fuzzLists: names, counts, options, a custom unit, broken ones).
  const tools = { ruleset: (id) => read(`rulesets/${id}.json`) };
  const lists = Object.assign({}, ...samples.map(({ fuzzLists: l }) => (typeof l === 'function' ? l(tools) : l ?? {})));
  const seeds = {};
  for (const [name, list] of Object.entries(lists))
    seeds[`${name}.json`] = typeof list === 'string' ? list : JSON.stringify({ format: 'auspex-list', version: 1, ...list });
  seeds['broken-array.json'] = '[]';
  return seeds;
}

// The wasm build in build/site (run after npm run build), with every ruleset
// of rulesets/ loaded; made once.
let built;
async function wasm() {
  if (built) return built;
  const site = `${root}build/site/`;
  const { loadAuspex } = await import(`${site}api.mjs`);
  built = await loadAuspex({ wasmBinary: readFileSync(`${site}auspex.wasm`) });
  for (const f of readdirSync(`${root}rulesets`).filter((n) => n.endsWith('.json')))
    built.addRuleset(readFileSync(`${root}rulesets/${f}`, 'utf8'));
  return built;
}

// list_code: the share codes of the list seeds (asks the wasm build), and a
// few broken codes.
async function listCodeSeeds() {
  const auspex = await wasm();
  const seeds = {};
  for (const [file, text] of Object.entries(listSeeds())) {
    try {
      seeds[file.replace('.json', '.txt')] = auspex.encodeList(text);
    } catch {}
  }
  Object.assign(seeds, { 'broken-empty.txt': '', 'broken-chars.txt': 'AQQB!!', 'broken-link.txt': 'https://x/#l=AQQBAA' });
  return seeds;
}

// The keys and short string values of the seeds (and `extra` tokens), as a
// libFuzzer dictionary.
function dictionary(seeds, extra = []) {
  const tokens = new Set(extra);
  const walk = (v) => {
    if (typeof v === 'string' && v.length <= 16) tokens.add(JSON.stringify(v));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (!Array.isArray(v)) tokens.add(JSON.stringify(k));
        walk(x);
      }
  };
  for (const text of Object.values(seeds)) {
    try {
      walk(JSON.parse(text));
    } catch {}
  }
  const escape = (s) => [...Buffer.from(s)].map((b) => (b === 0x22 || b === 0x5c ? `\\${String.fromCharCode(b)}`
    : b < 0x20 || b > 0x7e ? `\\x${b.toString(16).padStart(2, '0')}` : String.fromCharCode(b))).join('');
  return [...tokens].sort().map((t) => `"${escape(t)}"`).join('\n') + '\n';
}

// Tokens for a target's dictionary besides its seeds' (the action types).
const dictExtra = {};

async function stateSeeds(target) {
  const auspex = await wasm();
  const { model, key, games } = stateGames[target];
  const types = (dictExtra[target] = new Set());
  const call = (request) => {
    try {
      const reply = auspex[model](request);
      for (const a of reply.actions) types.add(JSON.stringify(a.type));
      return reply;
    } catch (e) {
      if (e.name !== 'AuspexError') throw e;
      return null;
    }
  };
  let roll = 7;
  const die = (sides) => (roll = (roll * 1103515245 + 12345) % 2147483648) % sides + 1;
  const seeds = {};
  for (const [name, [start, ...actions]] of Object.entries(games)) {
    seeds[`${name}-new.json`] = JSON.stringify(start);
    let reply = call(start);
    if (!reply) throw new Error(`${target} ${name}: the new request is refused`);
    seeds[`${name}-read.json`] = JSON.stringify({ op: 'apply', [key]: reply[key] });
    actions.forEach((step, i) => {
      let action = typeof step === 'function' ? step(reply[key]) : step;
      for (let round = 0; round < 6; round++) {
        const request = { op: 'apply', [key]: reply[key], action };
        seeds[`${name}-${String(i + 1).padStart(2, '0')}-${action.type}${round ? `-${round}` : ''}.json`] = JSON.stringify(request);
        const next = call(request);
        if (!next) return;
        if (next.needs === null) {
          reply = next;
          return;
        }
        // More dice for the same field (a tie rolled again) keep those given.
        const { needs } = next;
        const given = Array.isArray(action[needs.field]) ? action[needs.field] : [];
        action = { ...action, [needs.field]: needs.dice !== undefined
          ? [...given, ...Array.from({ length: needs.dice - given.length }, () => die(needs.sides))]
          : needs.weapons === 1 ? needs.from[0] : needs.from.slice(0, needs.weapons) };
      }
    });
    seeds[`${name}-end-read.json`] = JSON.stringify({ op: 'apply', [key]: reply[key] });
  }
  const golden = `tests/golden/states/${goldenPrefix[target]}`;
  for (const n of [1, 2]) {
    const after = read(`${golden}-${n}.after.json`);
    seeds[`golden-${n}.json`] = JSON.stringify({ op: 'apply', [key]: read(`${golden}-${n}.json`), action: after.action });
  }
  // Broken: no op, no state, a state of a newer version or another format,
  // an unknown key in the state, an action of no type.
  const state = call(games[Object.keys(games)[0]][0])[key];
  Object.assign(seeds, {
    'broken-op.json': JSON.stringify({ op: 'read', [key]: state }),
    'broken-no-state.json': JSON.stringify({ op: 'apply', action: { type: 'newTurn' } }),
    'broken-newer.json': JSON.stringify({ op: 'apply', [key]: { ...state, version: 2 }, action: { type: 'newTurn' } }),
    'broken-format.json': JSON.stringify({ op: 'apply', [key]: { ...state, format: 'auspex-list' }, action: { type: 'newTurn' } }),
    'broken-unknown-key.json': JSON.stringify({ op: 'apply', [key]: { ...state, colour: 'red' }, action: { type: 'newTurn' } }),
    'broken-action.json': JSON.stringify({ op: 'apply', [key]: state, action: { type: 'dance' } }),
  });
  return seeds;
}

const targets = {
  calc: calcSeeds, ruleset: rulesetSeeds, list: listSeeds, list_code: listCodeSeeds,
  ...Object.fromEntries(Object.keys(stateGames).map((t) => [t, () => stateSeeds(t)])),
};
const only = process.argv.slice(2);
for (const [target, make] of Object.entries(targets)) {
  if (only.length && !only.includes(target)) continue;
  const seeds = await make();
  const dir = `${root}tests/fuzz/corpus/${target}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(seeds)) writeFileSync(`${dir}/${file}`, text);
  mkdirSync(`${root}tests/fuzz/dict`, { recursive: true });
  // Seeds that are not JSON (share codes) give no dictionary.
  const dict = dictionary(seeds, dictExtra[target]);
  if (dict.trim()) writeFileSync(`${root}tests/fuzz/dict/${target}.dict`, dict);
  else rmSync(`${root}tests/fuzz/dict/${target}.dict`, { force: true });
  console.log(`${target}: ${Object.keys(seeds).length} seeds written to tests/fuzz/corpus/${target}/`);
}
