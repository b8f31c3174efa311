// Duel's calculator words; French, then English.
export const fr = {
  duelDice: 'Dés d’attaque',
  duelHitOn: 'Touche sur',
  duelHealth: 'Santé de la cible',
  duelDown: 'Chance de mettre la cible hors de combat',
  duelHitChance: 'Chance de toucher par dé',
};

export const en = {
  duelDice: 'Attack dice',
  duelHitOn: 'Hits on',
  duelHealth: 'Target’s health',
  duelDown: 'Chance to take the target down',
  duelHitChance: 'Chance to hit per die',
};
