// AT-44's moves in the players' words, as the turn bar every game shares names them
// (play/turn-bar.mjs: `<game>Move_<name>`, one for each move of core/at44/game.cpp); French, then
// English.
export const fr = {
  at44Move_sheet: 'Agir sur ses unités',
  at44Move_turn: 'Le tour : cartes, PC, phases',
  at44Move_activate: 'Activer une unité',
  at44Move_attack: 'Attaquer',
  at44Move_maintenance: 'Entretien : compter les étoiles',
};

export const en = {
  at44Move_sheet: 'Act on their units',
  at44Move_turn: 'The turn: cards, CP, phases',
  at44Move_activate: 'Activate a unit',
  at44Move_attack: 'Attack',
  at44Move_maintenance: 'Maintenance: count the stars',
};
