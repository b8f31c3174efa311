// Titanicus on demand (with the lists screen): its parts of the list builder
// (weapon slots, fixed loadouts, points per entry) and its game screen.
import { unitIn, weaponId, rulesetView } from '../../lists/model.mjs';
import { titanProfile } from './profile.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { drawGame, drawGamesIndex, setupGame, STATES } from './screen.mjs';
import { addWords } from '../../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from './words-play.mjs';
import { fr as movesFr, en as movesEn } from './words-moves.mjs';
import { printSheets } from './print.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('games/titanicus/words-play.mjs', words);
addWords('games/titanicus/words-moves.mjs', { fr: movesFr, en: movesEn });

/** The weapons a unit always carries (v2 Orks, Eldar, Space Marines: `weapons` and no `weaponSlots`), or null. */
function fixedLoadout(list, unitId) {
  const unit = unitIn(list, unitId);
  if (!unit || unit.weaponSlots !== undefined || !Array.isArray(unit.weapons) || !unit.weapons.length) return null;
  return unit.weapons.map(weaponId);
}

export const builder = {
  // Its blank sheets on paper (lists/print.mjs).
  printSheets,
  // An entry's whole profile (ui/profile.mjs): in the builder, a shared list, on paper.
  profile: (list, entry) => titanProfile(rulesetView(list), entry),
  // Only the weapons a unit may carry (its own and its faction's), in its slots ("4 armes").
  onlyAllowedWeapons: true,
  fixedLoadout,
  weaponSlots: (list, unitId) => unitIn(list, unitId)?.weaponSlots ?? null,
  // A points field per entry (the v2 units the seed gives no points).
  pointsField: true,
  // A sheet holds one weapon per slot: the setup refuses a titan with more or fewer, so "Jouer" waits.
  blocksPlay: (p) => p.code === 'tooManyWeapons' || p.code === 'tooFewWeapons',
};

export const play = {
  kind: 'titanicus',
  // Its games saved by the first releases have no kind (a backup of them is read as Titanicus).
  unkinded: true,
  // Where its states are, for a game handed over (play/game-code.mjs: packGame, unpackGame).
  states: STATES,
  playable: (list) => loaded.get(list?.ruleset)?.system === 'titanicus',
  setup: (store, auspex, listId) => setupGame(store, listId),
  draw: drawGame,
  drawIndex: drawGamesIndex,
};
