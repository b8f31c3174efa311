// Words of the KOLAPS roster (Unité) in the list builder, FR and EN.
export const frRoster = {
  rosterRank: 'Rang', rosterPoints: 'Coût (points)', rosterAffiliation: 'Affiliation', rosterArchetype: 'Archétype',
  rosterAttributes: 'Attributs', rosterAttribute: 'Attribut {n}', rosterAttributeAdd: '+ Attribut', rosterAttributeNew: 'Attribut',
  rosterSpecialisations: 'Spécialisations', rosterSpecName: 'Spécialisation {n}', rosterSpecAdd: '+ Spécialisation', rosterSpecNew: 'Spécialisation',
  rosterWeapons: 'Armes', rosterWeaponName: 'Arme {n}', rosterWeaponAdd: '+ Arme', rosterWeaponNew: 'Arme', rosterRate: 'Cadence',
  rosterTraits: 'Spécificités (séparées par des virgules)', rosterWeaponTraitsHint: 'Arme d’épaule, Automatique, Pénétrant 1',
  rosterProtection: 'Protection', rosterProtectionName: 'Nom de la protection', rosterClass: 'Classe', rosterProtectionAdd: '+ Protection',
  rosterProtTraitsHint: 'Solide, Camouflage 1',
  rosterXpPds: 'PDS achetés avec l’XP ({xp} XP → {pds} PDS)', rosterXp: 'XP en réserve (campagne)',
  rosterXpBuyPds: 'Échanger {xp} XP contre {pds} PDS', rosterRankUp: 'Passer au rang {rank} (−{xp} XP)', rosterXpPdsShort: '+{n} PDS (XP)',
  rosterRemove: 'Retirer {name}', rosterCharacterName: 'Nom du personnage',
  rosterPds: 'PDS : {spent} / {budget} · reste {left} · attributs {attributes} / {max}',
  rosterPdsNoRank: 'PDS dépensés : {spent} (choisissez un rang)',
  rosterFacts: 'L’Unité', rosterFactCharacters: 'Personnages', rosterFactPerRank: 'Par rang', rosterFactCost: 'Coût',
  rosterFactCostUnknown: 'inconnu (coût à fixer pour chaque personnage)',
};

export const enRoster = {
  rosterRank: 'Rank', rosterPoints: 'Cost (points)', rosterAffiliation: 'Affiliation', rosterArchetype: 'Archetype',
  rosterAttributes: 'Attributes', rosterAttribute: 'Attribute {n}', rosterAttributeAdd: '+ Attribute', rosterAttributeNew: 'Attribute',
  rosterSpecialisations: 'Specialisations', rosterSpecName: 'Specialisation {n}', rosterSpecAdd: '+ Specialisation', rosterSpecNew: 'Specialisation',
  rosterWeapons: 'Weapons', rosterWeaponName: 'Weapon {n}', rosterWeaponAdd: '+ Weapon', rosterWeaponNew: 'Weapon', rosterRate: 'Rate',
  rosterTraits: 'Traits (comma-separated)', rosterWeaponTraitsHint: 'Long arm, Automatic, Penetrating 1',
  rosterProtection: 'Protection', rosterProtectionName: 'Protection name', rosterClass: 'Class', rosterProtectionAdd: '+ Protection',
  rosterProtTraitsHint: 'Sturdy, Camouflage 1',
  rosterXpPds: 'PDS bought with XP ({xp} XP → {pds} PDS)', rosterXp: 'XP banked (campaign)',
  rosterXpBuyPds: 'Trade {xp} XP for {pds} PDS', rosterRankUp: 'Go up to rank {rank} (−{xp} XP)', rosterXpPdsShort: '+{n} PDS (XP)',
  rosterRemove: 'Remove {name}', rosterCharacterName: 'Character name',
  rosterPds: 'PDS: {spent} / {budget} · {left} left · attributes {attributes} / {max}',
  rosterPdsNoRank: 'PDS spent: {spent} (choose a rank)',
  rosterFacts: 'The Unit', rosterFactCharacters: 'Characters', rosterFactPerRank: 'Per rank', rosterFactCost: 'Cost',
  rosterFactCostUnknown: 'unknown (set each character’s cost)',
};
