// Duel's game screen words; French, then English.
export const fr = {
  duelGames: 'Duels en cours',
  duelOpponentAdd: 'Ajouter ses duellistes',
  duelNotDuel: 'Ce n’est pas une liste de Duel.',
  duelRound: 'Manche {round}/{rounds}',
  duelEndTurn: 'Fin du tour',
  duelConcede: '{name} abandonne',
  duelWound: 'Blesser',
  duelHeal: 'Soigner',
  duelWounds: 'Blessures {wounds}/{health}',
  duelIsDown: 'hors de combat',
};

export const en = {
  duelGames: 'Duels in progress',
  duelOpponentAdd: 'Add their duellists',
  duelNotDuel: 'This is not a Duel list.',
  duelRound: 'Round {round}/{rounds}',
  duelEndTurn: 'End of turn',
  duelConcede: '{name} concedes',
  duelWound: 'Wound',
  duelHeal: 'Heal',
  duelWounds: 'Wounds {wounds}/{health}',
  duelIsDown: 'down',
};
