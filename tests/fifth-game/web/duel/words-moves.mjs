// Duel's moves in the players' words, as the turn bar every game shares names them
// (play/turn-bar.mjs: `<game>Move_<name>`, one for each move of core/duel/game.cpp); French, then
// English.
export const fr = {
  duelMove_wound: 'Blesser',
  duelMove_heal: 'Soigner',
  duelMove_endTurn: 'Finir le tour',
  duelMove_concede: 'Abandonner',
};

export const en = {
  duelMove_wound: 'Wound',
  duelMove_heal: 'Heal',
  duelMove_endTurn: 'End the turn',
  duelMove_concede: 'Concede',
};
