// Epic Escarmouches on demand (with the lists screen): its parts of the list
// builder (the army's strategic and morale values, formations, points per
// unit) and its game screen.
import { epicArmyText, drawEpicArmy, drawEpicOptions, epicOptionsText, drawEpicFacts, drawEpicFormations } from './builder.mjs';
import { drawEpicGame, drawEpicGamesIndex, setupEpic, playableEpic, STATES } from './screen.mjs';
import { addWords, t } from '../../platform/words.mjs';
import { fr as wordsFr, en as wordsEn } from './words-play.mjs';
import { fr as movesFr, en as movesEn } from './words-moves.mjs';
import { printSheets } from './print.mjs';
import { unitIn, weaponId, rulesetView } from '../../lists/model.mjs';
import { epicProfile } from './profile.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const words = { fr: wordsFr, en: wordsEn };

addWords('games/epic/words-play.mjs', words);
addWords('games/epic/words-moves.mjs', { fr: movesFr, en: movesEn });

const EPIC_PROBLEMS = { noStrategic: 'epicProblemNoStrategic', noMorale: 'epicProblemNoMorale' };

export const builder = {
  // Its blank sheets on paper (lists/print.mjs).
  printSheets,
  // An entry's whole profile (ui/profile.mjs): in the builder, a shared list, on paper.
  profile: (list, entry) => epicProfile(rulesetView(list), entry),
  drawArmy: drawEpicArmy,
  armyLines: (list) => [epicArmyText(list)],
  // The army's values stay on the entry that holds them, not on its copy.
  copyEntry: (entry) => {
    if (!entry.options) return;
    delete entry.options.strategic;
    delete entry.options.morale;
    if (!Object.keys(entry.options).length) delete entry.options;
  },
  drawOptions: drawEpicOptions,
  drawFacts: drawEpicFacts,
  drawAfterEntries: (S) => drawEpicFormations(S.result, S.list),
  // Each unit its own weapons only (the ruleset's `weapons` of the unit), given with it: the
  // rulebook's loadout (a unit of the player's with none is given them in the list).
  onlyAllowedWeapons: true,
  fixedLoadout: (list, unitId) => {
    const weapons = unitIn(list, unitId)?.weapons;
    return Array.isArray(weapons) && weapons.length ? weapons.map(weaponId) : null;
  },
  readLines: (entry) => [epicOptionsText(entry)].filter(Boolean),
  // The army's values named as the builder shows them, never by their option ids.
  problemText: (p) => (EPIC_PROBLEMS[p.code] ? t(EPIC_PROBLEMS[p.code]) : null),
  // A game needs the army's values (its setup refuses an army without them): no "Jouer" before.
  blocksPlay: (p) => p.code in EPIC_PROBLEMS,
};

export const play = {
  kind: 'epic',
  // Where its states are, for a game handed over (play/game-code.mjs: packGame, unpackGame).
  states: STATES,
  playable: playableEpic,
  setup: (store, auspex, listId) => setupEpic(store, listId),
  draw: drawEpicGame,
  drawIndex: drawEpicGamesIndex,
};
