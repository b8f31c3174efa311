// The games scripts/fuzz-corpus.mjs plays through the wasm build to make the
// state models' fuzz seeds, one entry per target of tests/fuzz/corpus/.
// The state models (docs/sheets/): short games, each a `new` request
// and its actions (an action may be a function of the state), played through
// the wasm build. Every step is a seed {"op": "apply", <key>: state, action};
// an action that asks for dice (`needs`) is a seed without them, then with
// them (fixed dice), and the game goes on from the state it answers. A
// refused action is a seed too, and the game goes on from the state before.
import { existsSync, readdirSync } from 'node:fs';

// Each game's own (web/js/games/<game>/samples.mjs: stateGames, goldenPrefix), found by glob.
const dir = new URL('../web/js/games/', import.meta.url);
/** Every game's samples module (web/js/games/<game>/samples.mjs), in the order of their folders. */
export const samples = await Promise.all(readdirSync(dir).filter((g) => existsSync(new URL(`${g}/samples.mjs`, dir))).sort()
  .map((g) => import(new URL(`${g}/samples.mjs`, dir))));
export const stateGames = Object.assign({}, ...samples.map((s) => s.stateGames ?? {}));
// The saved states of tests/golden/states (earlier versions' states) by
// target, with the action saved beside each.
export const goldenPrefix = Object.assign({}, ...samples.map((s) => s.goldenPrefix ?? {}));
