// Epic Escarmouches's moves in the players' words, as the turn bar every game shares names them
// (play/turn-bar.mjs: `<game>Move_<name>`, one for each move of core/epic/game.cpp); French, then
// English.
export const fr = {
  epicMove_sheet: 'Agir sur ses formations',
  epicMove_turn: 'Le tour : déploiement, phases, initiative',
  epicMove_attack: 'Tirer ou donner l’assaut',
  epicMove_revealAll: 'Révéler les ordres',
};

export const en = {
  epicMove_sheet: 'Act on their formations',
  epicMove_turn: 'The turn: deployment, phases, initiative',
  epicMove_attack: 'Shoot or assault',
  epicMove_revealAll: 'Reveal the orders',
};
