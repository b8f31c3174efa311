// The words of an AT-44 unit's profile (profile.mjs: the builder, a shared list, the cards, the
// paper), in the seed's abbreviations, added by play.mjs with the game's other words; French,
// then English.
export const fr = {
  at44ProfileRank: 'RANG',
  at44ProfileStars: '★',
  at44ProfileGrade: 'GRD',
  at44ProfileInfantry: 'Infanterie',
  at44ProfileVehicle: 'Véhicule',
  at44ProfileMou: 'MOU',
  at44ProfileMor: 'MOR',
  at44ProfileArm: 'ARM',
  at44ProfileDef: 'DEF',
  at44ProfileChassis: 'PS châssis',
  at44ProfilePropulsion: 'PS propulsion',
  at44ProfileRerolls: 'Relances',
  at44ProfileDamage: 'Dégâts',
  at44ProfileNoValues: 'profil non donné par les règles',
};

export const en = {
  at44ProfileRank: 'RANK',
  at44ProfileStars: '★',
  at44ProfileGrade: 'GRD',
  at44ProfileInfantry: 'Infantry',
  at44ProfileVehicle: 'Vehicle',
  at44ProfileMou: 'MOU',
  at44ProfileMor: 'MOR',
  at44ProfileArm: 'ARM',
  at44ProfileDef: 'DEF',
  at44ProfileChassis: 'Chassis SP',
  at44ProfilePropulsion: 'Propulsion SP',
  at44ProfileRerolls: 'Re-rolls',
  at44ProfileDamage: 'Damage',
  at44ProfileNoValues: 'profile not given by the rules',
};
