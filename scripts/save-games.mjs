// Saves each game's typical game (its samples.mjs' codeGame: the core's state, its setup and
// moves) to <out>/<game>.json, as the build writes it: the golden saved games that
// tests/node/golden-games.test.mjs reads and replays through the current code, byte for byte
// (docs/games.md). Run it with the build the games are kept from:
//   node scripts/save-games.mjs [site, default build/site] [out, default build/games]
// then copy what is to be kept into tests/golden/games/; never overwrite them with a later
// build's (they are what players' devices hold).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);
const dirUrl = (arg, fallback) => (arg ? pathToFileURL(`${resolve(arg)}/`) : new URL(fallback, root));
const site = dirUrl(process.argv[2], 'build/site/');
const out = dirUrl(process.argv[3], 'build/games/');
const { loadAuspex } = await import(new URL('api.mjs', site));
const auspex = await loadAuspex({ wasmBinary: readFileSync(new URL('auspex.wasm', site)) });
const rulesets = new URL('rulesets/', root);
for (const f of readdirSync(rulesets).filter((n) => n.endsWith('.json'))) auspex.addRuleset(readFileSync(new URL(f, rulesets), 'utf8'));

const { roll } = await import(new URL('web/js/platform/dice.mjs', root));
const { both } = await import(new URL('web/js/platform/words.mjs', root));
const tools = {
  ruleset: (id) => JSON.parse(readFileSync(new URL(`${id}.json`, rulesets), 'utf8')),
  rolled: (rng, needs) => {
    const { dice, rng: next } = roll(rng, needs.dice, needs.sides ?? 6);
    return { dice, rng: next, line: both('diceRolledLog', { seed: rng.seed, n: rng.n + 1, dice: dice.join(' ') }) };
  },
  fullLog: (lines) => lines,
};
mkdirSync(out, { recursive: true });
const games = new URL('web/js/games/', root);
for (const kind of readdirSync(games).filter((g) => existsSync(new URL(`${g}/samples.mjs`, games))).sort()) {
  const { codeGame } = await import(new URL(`${kind}/samples.mjs`, games));
  if (!codeGame) continue;
  const snapshot = await codeGame(auspex, tools);
  writeFileSync(new URL(`${kind}.json`, out), `${JSON.stringify(snapshot.game, null, 1)}\n`);
  console.log(`${kind}: ${snapshot.game.moves.length} moves`);
}
