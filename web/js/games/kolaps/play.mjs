// KOLAPS on demand (with the lists screen): its parts of the list builder (a
// character per entry: rank, cost, profile, PDS, the campaign's history) and
// its game screen.
import { drawKolapsEntry, kolapsEntryLines, drawKolapsFacts, kolapsPdsText } from './builder.mjs';
import { campaignHistory } from './campaign.mjs';
import { kolapsProblems } from './problems.mjs';
import { drawKolapsGame, drawKolapsGamesIndex, setupKolaps, playableKolaps, STATES } from './screen.mjs';
import { addWords } from '../../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from './words-play.mjs';
import { fr as movesFr, en as movesEn } from './words-moves.mjs';
import { fr as planWordsFr, en as planWordsEn } from './words-plan.mjs';
import { printSheets } from './print.mjs';
import { kolapsProfile } from './profile.mjs';
import { rulesetView } from '../../lists/model.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };
const planWords = { fr: planWordsFr, en: planWordsEn };

addWords('games/kolaps/words-play.mjs', words);
addWords('games/kolaps/words-moves.mjs', { fr: movesFr, en: movesEn });
addWords('games/kolaps/words-plan.mjs', planWords);

export const builder = {
  // Its blank sheets on paper (lists/print.mjs).
  printSheets,
  // A character's whole profile (ui/profile.mjs): in a shared list, on paper (the builder edits it whole).
  profile: (list, entry) => kolapsProfile(rulesetView(list), entry),
  // A character starts at rank 5 (Loi 4-3), its profile empty; no count, no ruleset weapons.
  newEntry: (entry) => Object.assign(entry, { options: { rank: 5 }, character: {} }),
  drawEntry: (S, ops, entry, i, field) => drawKolapsEntry(S, ops, entry, i, field),
  drawFacts: drawKolapsFacts,
  // What the game would refuse at its start, named by character and weapon.
  problems: (S) => kolapsProblems(S.list, S.auspex),
  readLines: kolapsEntryLines,
  // Redrawn in place while the player types: the PDS line of entry i.
  liveText: (result, i) => ({ [`entry-${i}-pds`]: kolapsPdsText(result, i) }),
  // The characters' history of reported games (Loi 12), read from the store.
  prepare: (S, store) => { S.campaign = campaignHistory(store.data.games, S.id); },
};

export const play = {
  kind: 'kolaps',
  // Where its states are, for a game handed over (play/game-code.mjs: packGame, unpackGame).
  states: STATES,
  playable: playableKolaps,
  setup: (store, auspex, listId) => setupKolaps(store, listId),
  draw: drawKolapsGame,
  drawIndex: drawKolapsGamesIndex,
};
