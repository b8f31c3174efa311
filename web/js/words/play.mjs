// The words of the game screens' shared parts: saved games, dice panel; French, then English.
export const fr = {
  diceDieN: 'Dé {n}',
  diceRoll: 'Lancer (graine {seed})',
  diceOrEnter: 'ou entrez les dés réels :',
  diceOk: 'Valider',
  diceNeeded: 'Dés demandés par les règles',
  diceTitle: 'Dés à lancer',
  diceRolledLog: 'Dés lancés (graine {seed}, dé n° {n}) : {dice}',
  diceCancel: 'Annuler',
  gameTitle: 'Partie : {name}',
  gameResume: 'Reprendre',
  dice: 'Dés d’attaque',
  kind: 'Tir / Mêlée',
  listUnnamed: 'Liste sans nom',
  listDelete: 'Supprimer',
};

export const en = {
  diceDieN: 'Die {n}',
  diceRoll: 'Roll (seed {seed})',
  diceOrEnter: 'or enter the real dice:',
  diceOk: 'Confirm',
  diceNeeded: 'Dice the rules ask for',
  diceTitle: 'Dice to roll',
  diceRolledLog: 'Dice rolled (seed {seed}, die no. {n}): {dice}',
  diceCancel: 'Cancel',
  gameTitle: 'Game: {name}',
  gameResume: 'Resume',
  dice: 'Attack dice',
  kind: 'Shooting / Melee',
  listUnnamed: 'Unnamed list',
  listDelete: 'Delete',
};
