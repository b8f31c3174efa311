// The words of "how lucky was that" (play/luck.mjs): the odds of a log line,
// the chart of each player's dice, the chances before a roll
// (play/dice-panel.mjs). Added with the game screens (play/controller.mjs),
// not in the first load; French, then English.
export const fr = {
  luckWhat: 'Quelles étaient les chances ?',
  diceChances: 'Les chances, avant de lancer :',
  diceChance: '{name} : {p}',
  luckLine: 'exactement ce résultat ({value}) : {p} ; au moins aussi bien : {atLeast} ; en moyenne : {mean}',
  luckTitle: 'Les dés de la partie',
  luckHint: 'Une barre par jet : sa place parmi les résultats possibles (en haut, les plus chanceux ; la ligne du milieu, la moyenne).',
  luckTurn: 'T{n}',
  luckAverage: 'moyenne',
  luckTurnMean: 'tour {n} : {mean}',
  luckChartLabel: '{n} {n|jet|jets}, en moyenne au centile {mean}',
  luckMean: '{n} {n|jet|jets} ; en moyenne, mieux que {mean} des résultats possibles.',
  luckAttacks: '{n} {n|attaque|attaques} : {expected} attendus, {dealt} infligés.',
  luckCasualties: '{from} sur {to} : {value} {value|perte|pertes}',
  luckHits: '{from} sur {to} : {value} {value|touche|touches}',
  luckStructure: '{from} sur {to} : {value} {value|point|points} de structure',
};

export const en = {
  luckWhat: 'What were the odds?',
  diceChances: 'The odds, before rolling:',
  diceChance: '{name}: {p}',
  luckLine: 'exactly this result ({value}): {p}; at least as good: {atLeast}; on average: {mean}',
  luckTitle: 'The dice of the game',
  luckHint: 'One bar per roll: where it stands among the possible results (high, the luckiest; the middle line, the average).',
  luckTurn: 'T{n}',
  luckAverage: 'average',
  luckTurnMean: 'turn {n}: {mean}',
  luckChartLabel: '{n} {n|roll|rolls}, on average at percentile {mean}',
  luckMean: '{n} {n|roll|rolls}; on average, better than {mean} of the possible results.',
  luckAttacks: '{n} {n|attack|attacks}: {expected} expected, {dealt} dealt.',
  luckCasualties: '{from} on {to}: {value} {value|casualty|casualties}',
  luckHits: '{from} on {to}: {value} {value|hit|hits}',
  luckStructure: '{from} on {to}: {value} structure {value|point|points}',
};
