// Saves a few states of each state model, as the code of a build writes them,
// to <out>/<model>-<n>.json: what players' browsers hold. Kept in
// tests/golden/states/, they are read back through the current code by
// tests/native/model_states_test.cpp (format and version upgrades,
// docs/sheets/README.md). Run it with the build the states are kept from:
//   node scripts/save-states.mjs [site, default build/site] [out, default build/states]
// then copy what is to be kept. The files in tests/golden/states were written
// by the code of commit c531a33 (before every model wrote a format and
// version), but titan-turn-*, by the code that added the Titanicus turn
// (issue 29); never overwrite them with a later build's.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);
const dirUrl = (arg, fallback) => (arg ? pathToFileURL(`${resolve(arg)}/`) : new URL(fallback, root));
const site = dirUrl(process.argv[2], 'build/site/');
const { loadAuspex } = await import(new URL('api.mjs', site));
const auspex = await loadAuspex({ wasmBinary: readFileSync(new URL('auspex.wasm', site)) });
const dir = new URL('rulesets/', root);
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
  auspex.addRuleset(readFileSync(new URL(f, dir), 'utf8'));

const out = dirUrl(process.argv[3], 'build/states/');
mkdirSync(out, { recursive: true });
const write = (file, value) => writeFileSync(new URL(file, out), `${JSON.stringify(value, null, 1)}\n`);
// Each state and, beside it, what one more action on it answered that day
// (<name>.after.json: {action, reply} or {action, error}), so the test checks
// the state is not only read but plays on the same.
// Each game's own (web/js/games/<game>/samples.mjs: stateNext, saveStates), found by glob.
const games = new URL('web/js/games/', root);
const samples = await Promise.all(readdirSync(games).filter((g) => existsSync(new URL(`${g}/samples.mjs`, games))).sort()
  .map((g) => import(new URL(`${g}/samples.mjs`, games))));
const next = Object.assign({}, ...samples.map((x) => x.stateNext ?? {}));
const save = (name, state) => {
  write(`${name}.json`, state);
  const [model, key, action] = next[name.replace(/-\d$/, '')];
  try {
    write(`${name}.after.json`, { action, reply: auspex.model(model, { op: 'apply', [key]: state, action }) });
  } catch (e) {
    write(`${name}.after.json`, { action, error: { path: e.path, message: e.detail ?? e.message } });
  }
};
const steps = (model, key, state, actions) =>
  actions.reduce((s, action) => auspex.model(model, { op: 'apply', [key]: s, action })[key], state);

for (const sample of samples) sample.saveStates?.(auspex, { save, steps });
console.log('saved');
