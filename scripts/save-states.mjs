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
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
const next = {
  titan: [auspex.titanSheet, 'sheet', { type: 'newTurn' }],
  'titan-turn': [auspex.titanTurn, 'turn', { type: 'endActivation' }],
  'at44-sheet': [auspex.at44Sheet, 'sheet', { type: 'newTurn' }],
  'at44-turn': [auspex.at44Turn, 'turn', { type: 'spendCp', player: 1, cp: 1 }],
  'kolaps-sheet': [auspex.kolapsSheet, 'sheet', { type: 'newTurn', dice: [1, 2, 3, 4, 5, 6] }],
  'kolaps-turn': [auspex.kolapsTurn, 'turn', { type: 'endActivation' }],
  'epic-sheet': [auspex.epicSheet, 'sheet', { type: 'newTurn' }],
  'epic-turn': [auspex.epicTurn, 'turn', { type: 'next', dice: [1] }],
};
const save = (name, state) => {
  write(`${name}.json`, state);
  const [model, key, action] = next[name.replace(/-\d$/, '').replace(/^titan-sheet$/, 'titan')];
  try {
    write(`${name}.after.json`, { action, reply: model({ op: 'apply', [key]: state, action }) });
  } catch (e) {
    write(`${name}.after.json`, { action, error: { path: e.path, message: e.detail ?? e.message } });
  }
};
const steps = (model, key, state, actions) =>
  actions.reduce((s, action) => model({ op: 'apply', [key]: s, action })[key], state);

// Titan sheets.
let titan = auspex.titanSheet({ op: 'new', ruleset: 'titanicus-v2', unit: 'warlord', name: 'Ignis Rex', weapons: ['vulcan-mega-bolter', 'plasma-cannon'] }).sheet;
save('titan-sheet-1', titan);
save('titan-sheet-2', steps(auspex.titanSheet, 'sheet', titan, [{ type: 'activate', dice: [1, 2, 3, 4, 5, 6] }, { type: 'fire', weapon: 1 }, { type: 'shieldsDown', n: 2 }]));

// The Titanicus turn: two players' titans, alternating activations.
const titanTurn = auspex.titanTurn({ op: 'new', players: [{ name: 'Legio Ignatum' }, { name: 'Legio Mortis' }],
  units: [{ player: 0, name: 'Ignis Rex' }, { player: 0, name: 'Canis Vult' }, { player: 1, name: 'Dominus Mortis' }] }).turn;
save('titan-turn-1', steps(auspex.titanTurn, 'turn', titanTurn, [{ type: 'activate', unit: 0 }]));
save('titan-turn-2', steps(auspex.titanTurn, 'turn', titanTurn, [{ type: 'activate', unit: 0 }, { type: 'endActivation' },
  { type: 'pass', player: 1 }, { type: 'activate', unit: 1 }]));

// AT-44 unit sheets and turn.
const at44 = auspex.at44Sheet({ op: 'new', ruleset: 'at44', unit: 'steel-troopers', count: 9, officer: 1, type: 'infanterie', mor: 5, arm: 5, skills: ['medic'] }).sheet;
save('at44-sheet-1', at44);
save('at44-sheet-2', steps(auspex.at44Sheet, 'sheet', at44, [{ type: 'activate' }, { type: 'casualties', n: 2 }, { type: 'moraleTest', trigger: 'meneur-perdu', objective: false, dice: [2] }]));
const at44Turn = auspex.at44Turn({ op: 'new', stars: 40, players: [
  { name: 'UNA', commanderPc: 4, commanderAut: 3, unitCards: 5, brouillage: 2 },
  { name: 'Therians', commanderPc: 3, commanderAut: 2, unitCards: 6, contreMesures: 1 }] }).turn;
save('at44-turn-1', at44Turn);
save('at44-turn-2', steps(auspex.at44Turn, 'turn', at44Turn, [{ type: 'startTurn' }, { type: 'authority', bids: [1, 2], dice: [4, 5] }, { type: 'spendCp', player: 0, cp: 1 }]));

// KOLAPS character sheets and activation draw.
const kolaps = auspex.kolapsSheet({ op: 'new', ruleset: 'kolaps-v2', name: 'Stefan Solmeyer', rank: 3,
  weapons: [{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique'], cadence: 2 }],
  protection: { name: 'Gilet', class: 4, traits: ['solide'] } }).sheet;
save('kolaps-sheet-1', kolaps);
save('kolaps-sheet-2', steps(auspex.kolapsSheet, 'sheet', kolaps, [{ type: 'newTurn', dice: [3, 3, 3, 1, 2, 6] }, { type: 'wound', level: 'blesse' }]));
const draw = auspex.kolapsTurn({ op: 'new', players: [{ name: 'Brigade' }, { name: 'Horde' }],
  characters: [{ id: 's', name: 'Solmeyer', player: 0, rank: 3 }, { id: 'v', name: 'Vampire', player: 1, rank: 2 }], turns: 1 }).turn;
save('kolaps-turn-1', draw);
save('kolaps-turn-2', steps(auspex.kolapsTurn, 'turn', draw, [{ type: 'startTurn', combativite: { s: 3, v: 2 } }, { type: 'draw', dice: [2] }, { type: 'spend', cost: 1, label: 'tir' }]));

// Epic formation sheets and turn.
const epic = auspex.epicSheet({ op: 'new', ruleset: 'epic-v1', name: 'Escouade Tactique', morale: 4, units: [{ unit: 'marine-tactique', count: 5 }] }).sheet;
save('epic-sheet-1', epic);
save('epic-sheet-2', steps(auspex.epicSheet, 'sheet', epic, [{ type: 'order', order: 'charge' }, { type: 'reveal' }, { type: 'casualties', unit: 'marine-tactique', n: 2 }]));
const epicTurn = auspex.epicTurn({ op: 'new', ruleset: 'epic-v1', players: [
  { name: 'Marines', strategic: 3, formations: 2 }, { name: 'Orks', strategic: 2, formations: 1 }], deployment: 'alterne' }).turn;
save('epic-turn-1', epicTurn);
save('epic-turn-2', steps(auspex.epicTurn, 'turn', epicTurn, [{ type: 'rollOff', dice: [2, 5] }, { type: 'deployed', player: 0 }, { type: 'deployed', player: 1 }, { type: 'deployed', player: 0 }, { type: 'next', dice: [4] }]));
console.log('saved');
