// Titanicus's moves in the players' words, as the turn bar every game shares names them
// (play/turn-bar.mjs: `<game>Move_<name>`, one for each move of core/titanicus/game.cpp); French, then
// English.
export const fr = {
  titanicusMove_sheet: 'Agir sur ses titans',
  titanicusMove_activate: 'Activer un titan',
  titanicusMove_attack: 'Tirer ou frapper',
  titanicusMove_turn: 'Finir l’activation ou passer',
  titanicusMove_newTurn: 'Nouveau tour',
  titanicusMove_join: 'Faire entrer ses titans',
};

export const en = {
  titanicusMove_sheet: 'Act on their titans',
  titanicusMove_activate: 'Activate a titan',
  titanicusMove_attack: 'Shoot or strike',
  titanicusMove_turn: 'End the activation or pass',
  titanicusMove_newTurn: 'New turn',
  titanicusMove_join: 'Bring in their titans',
};
