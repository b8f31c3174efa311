// KOLAPS's moves in the players' words, as the turn bar every game shares names them
// (play/turn-bar.mjs: `<game>Move_<name>`, one for each move of core/kolaps/game.cpp); French, then
// English.
export const fr = {
  kolapsMove_sheet: 'Agir sur ses personnages',
  kolapsMove_attack: 'Attaquer',
  kolapsMove_newTurn: 'Nouveau tour',
  kolapsMove_draw: 'Piocher un marqueur',
  kolapsMove_endActivation: 'Finir l’activation',
};

export const en = {
  kolapsMove_sheet: 'Act on their characters',
  kolapsMove_attack: 'Attack',
  kolapsMove_newTurn: 'New turn',
  kolapsMove_draw: 'Draw a marker',
  kolapsMove_endActivation: 'End the activation',
};
