// Words of the KOLAPS roster (Unité) in the list builder, FR and EN.
export const frKolaps = {
  kolapsRank: 'Rang', kolapsPoints: 'Coût (points)', kolapsAffiliation: 'Affiliation', kolapsArchetype: 'Archétype',
  kolapsAttributes: 'Attributs', kolapsAttribute: 'Attribut {n}', kolapsAttributeAdd: '+ Attribut', kolapsAttributeNew: 'Attribut',
  kolapsSpecialisations: 'Spécialisations', kolapsSpecName: 'Spécialisation {n}', kolapsSpecAdd: '+ Spécialisation', kolapsSpecNew: 'Spécialisation',
  kolapsWeapons: 'Armes', kolapsWeaponName: 'Arme {n}', kolapsWeaponAdd: '+ Arme', kolapsWeaponNew: 'Arme', kolapsRate: 'Cadence',
  kolapsTraits: 'Spécificités (séparées par des virgules)', kolapsWeaponTraitsHint: 'Arme d’épaule, Automatique, Pénétrant 1',
  kolapsProtection: 'Protection', kolapsProtectionName: 'Nom de la protection', kolapsClass: 'Classe', kolapsProtectionAdd: '+ Protection',
  kolapsProtTraitsHint: 'Solide, Camouflage 1',
  kolapsXpPds: 'PDS achetés avec l’XP ({xp} XP → {pds} PDS)', kolapsXpPdsShort: '+{n} PDS (XP)',
  kolapsRemove: 'Retirer {name}', kolapsCharacterName: 'Nom du personnage',
  kolapsPds: 'PDS : {spent} / {budget} · reste {left} · attributs {attributes} / {max}',
  kolapsPdsNoRank: 'PDS dépensés : {spent} (choisissez un rang)',
  kolapsFacts: 'L’Unité', kolapsFactCharacters: 'Personnages', kolapsFactPerRank: 'Par rang', kolapsFactCost: 'Coût',
  kolapsFactCostUnknown: 'inconnu (coût à fixer pour chaque personnage)',
};

export const enKolaps = {
  kolapsRank: 'Rank', kolapsPoints: 'Cost (points)', kolapsAffiliation: 'Affiliation', kolapsArchetype: 'Archetype',
  kolapsAttributes: 'Attributes', kolapsAttribute: 'Attribute {n}', kolapsAttributeAdd: '+ Attribute', kolapsAttributeNew: 'Attribute',
  kolapsSpecialisations: 'Specialisations', kolapsSpecName: 'Specialisation {n}', kolapsSpecAdd: '+ Specialisation', kolapsSpecNew: 'Specialisation',
  kolapsWeapons: 'Weapons', kolapsWeaponName: 'Weapon {n}', kolapsWeaponAdd: '+ Weapon', kolapsWeaponNew: 'Weapon', kolapsRate: 'Rate',
  kolapsTraits: 'Traits (comma-separated)', kolapsWeaponTraitsHint: 'Long arm, Automatic, Penetrating 1',
  kolapsProtection: 'Protection', kolapsProtectionName: 'Protection name', kolapsClass: 'Class', kolapsProtectionAdd: '+ Protection',
  kolapsProtTraitsHint: 'Sturdy, Camouflage 1',
  kolapsXpPds: 'PDS bought with XP ({xp} XP → {pds} PDS)', kolapsXpPdsShort: '+{n} PDS (XP)',
  kolapsRemove: 'Remove {name}', kolapsCharacterName: 'Character name',
  kolapsPds: 'PDS: {spent} / {budget} · {left} left · attributes {attributes} / {max}',
  kolapsPdsNoRank: 'PDS spent: {spent} (choose a rank)',
  kolapsFacts: 'The Unit', kolapsFactCharacters: 'Characters', kolapsFactPerRank: 'Per rank', kolapsFactCost: 'Cost',
  kolapsFactCostUnknown: 'unknown (set each character’s cost)',
};
