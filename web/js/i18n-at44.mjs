// Words of the AT-44 company builder and of the AT-44 game screen
// (web/js/at44-*.mjs), FR and EN.
export const frAt44 = {
  at44Stars: 'Étoiles (fiche : {n})', at44StarsNone: 'Étoiles (la fiche n’en donne pas)',
  at44Grade: 'Grade d’officier', at44GradeNone: 'aucun',
  at44Hero: 'Héros', at44Commander: 'Commandant', at44UnitOf: 'Rattaché à', at44UnitOfNone: 'aucune unité',
  at44Yes: 'oui', at44No: 'non', at44Toggle: '{label} : {value}',
  at44Facts: 'Partie',
  at44Fact_size: 'Format', at44Fact_reinforcements: 'Renforts', at44Fact_tableCm: 'Table',
  at44Fact_objectives: 'Objectifs', at44Fact_starsPerObjective: 'Étoiles par objectif',
  at44Fact_suddenDeath: 'Mort subite (étoiles)', at44Fact_cpPerTurn: 'PC par tour', at44Fact_commanderMaxGrade: 'Grade max. du commandant',
  at44Fact_stars: 'Étoiles', at44Fact_sizeStars: 'Format (ligne)', at44Fact_reinforcementStars: 'Renforts (étoiles)',
  at44Fact_unitCards: 'Cartes d’unité', at44Fact_commanderPc: 'PC du commandant',
  at44Pc: 'PC du commandant', at44Aut: 'Autorité (AUT)',
  at44FactStars: '{n} ★', at44FactCm: '{w} × {d} cm', at44FactRange: '{a} à {b}',
};
export const enAt44 = {
  at44Stars: 'Stars (sheet: {n})', at44StarsNone: 'Stars (the sheet gives none)',
  at44Grade: 'Officer grade', at44GradeNone: 'none',
  at44Hero: 'Hero', at44Commander: 'Commander', at44UnitOf: 'With', at44UnitOfNone: 'no unit',
  at44Yes: 'yes', at44No: 'no', at44Toggle: '{label}: {value}',
  at44Facts: 'Game',
  at44Fact_size: 'Size', at44Fact_reinforcements: 'Reinforcements', at44Fact_tableCm: 'Table',
  at44Fact_objectives: 'Objectives', at44Fact_starsPerObjective: 'Stars per objective',
  at44Fact_suddenDeath: 'Sudden death (stars)', at44Fact_cpPerTurn: 'CP per turn', at44Fact_commanderMaxGrade: 'Commander’s highest grade',
  at44Fact_stars: 'Stars', at44Fact_sizeStars: 'Size (row)', at44Fact_reinforcementStars: 'Reinforcements (stars)',
  at44Fact_unitCards: 'Unit cards', at44Fact_commanderPc: 'Commander’s CP',
  at44Pc: 'Commander’s CP', at44Aut: 'Authority (AUT)',
  at44FactStars: '{n} ★', at44FactCm: '{w} × {d} cm', at44FactRange: '{a} to {b}',
};
