// AT-44 on demand (with the lists screen): its parts of the list builder (a
// company: stars, officer grade, hero, commander; the company's facts) and
// its game screen.
import { drawAt44Options, drawAt44Facts, isAt44 } from './builder.mjs';
import { drawAt44Game, drawAt44GamesIndex, setupAt44, STATES } from './screen.mjs';
import { companyProblems } from './game.mjs';
import { rulesetView, unitIn } from '../../lists/model.mjs';
import { addWords } from '../../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from './words-play.mjs';
import { fr as movesFr, en as movesEn } from './words-moves.mjs';
import { fr as profileWordsFr, en as profileWordsEn } from './words-profile.mjs';
import { printSheets } from './print.mjs';
import { at44Profile } from './profile.mjs';
import '../../platform/lists-words.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };
const profileWords = { fr: profileWordsFr, en: profileWordsEn };

addWords('games/at44/words-play.mjs', words);
addWords('games/at44/words-moves.mjs', { fr: movesFr, en: movesEn });
addWords('games/at44/words-profile.mjs', profileWords);

/**
 * The weapons a unit carries when the ruleset gives them (its card's; each
 * mount `count` times), or null: a unit the ruleset gives none (Cobra M8…) is
 * offered every weapon, and must be given some before the game.
 */
function fixedLoadout(list, unitId) {
  const weapons = unitIn(list, unitId)?.weapons;
  if (!Array.isArray(weapons) || !weapons.length) return null;
  return weapons.flatMap((m) => Array.from({ length: m.count ?? 1 }, () => m.weapon));
}

export const builder = {
  // Its blank sheets on paper (lists/print.mjs).
  printSheets,
  // An entry's whole profile (ui/profile.mjs): in the builder, a shared list, on paper.
  profile: (list, entry) => at44Profile(rulesetView(list), entry),
  // A company is one faction's: a new list starts on the first, the units offered are its.
  needsFaction: true,
  fixedLoadout,
  // A company's size is its stars: its total is said even before any unit has them.
  costsNeeded: true,
  // A copy of an entry is not the company's commander too (one commander a company).
  copyEntry: (entry) => { if (entry.options) delete entry.options.commander; },
  limitLabel: 'listLimitStars',
  drawOptions: (S, ops, entry, i) => drawAt44Options(S, ops, entry, i),
  drawFacts: drawAt44Facts,
  problems: (S) => companyProblems(S.list, rulesetView(S.list)?.units ?? []),
};

export const play = {
  kind: 'at44',
  // Where its states are, for a game handed over (play/game-code.mjs: packGame, unpackGame).
  states: STATES,
  playable: isAt44,
  setup: setupAt44,
  draw: drawAt44Game,
  drawIndex: drawAt44GamesIndex,
};
