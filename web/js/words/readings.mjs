// The words of the table's readings (play/readings.mjs); French, then English.
export const fr = {
  readingsTitle: 'Lectures des règles',
  readingsDefault: 'celles d’Auspex',
  readingsChanged: '{n} {n|choisie|choisies} par la table',
  readingsHint: 'Là où les règles se lisent de plusieurs façons, la table choisit la sienne pour toute la partie. Les chances et le journal la suivent.',
  readingsByDefault: ' (par défaut)',
  readingsLog: 'Lectures de la table : {lines}',
};

export const en = {
  readingsTitle: 'Readings of the rules',
  readingsDefault: 'Auspex’s',
  readingsChanged: '{n} chosen by the table',
  readingsHint: 'Where the rules can be read more than one way, the table picks its reading for the whole game. The odds and the log follow it.',
  readingsByDefault: ' (default)',
  readingsLog: 'The table’s readings: {lines}',
};
