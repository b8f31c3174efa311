// Words of the Titanicus builder additions and of the titan sheets screen
// ("Jouer": web/js/titan-*.mjs), FR and EN.
export const frTitan = {
  titanSlots: '{n}/{slots} armes', titanNoSlots: '{n} arme(s) (emplacements non donnés)', titanFixedLoadout: 'Armement fixe (fiche)',
  titanPoints: 'Points (fiche : {n})', titanPointsNone: 'Points (la fiche n’en donne pas)',
};

export const enTitan = {
  titanSlots: '{n}/{slots} weapons', titanNoSlots: '{n} weapon(s) (slots not given)', titanFixedLoadout: 'Fixed weapons (sheet)',
  titanPoints: 'Points (sheet: {n})', titanPointsNone: 'Points (the sheet gives none)',
};
