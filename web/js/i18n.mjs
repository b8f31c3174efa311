// The page's words in French (the default, as in the rules) and English.
// The current language is remembered in localStorage and set on <html lang>.
import { frRules, enRules } from './i18n-rules.mjs';
import { frMore, enMore } from './i18n-more.mjs';
import { frUnits, enUnits } from './i18n-units.mjs';
import { frLists, enLists } from './i18n-lists.mjs';
import { frTitan, enTitan } from './i18n-titan.mjs';
import { frAt44, enAt44 } from './i18n-at44.mjs';
import { frKolaps, enKolaps } from './i18n-kolaps.mjs';
import { frRoster, enRoster } from './i18n-roster.mjs';
import { frEpic, enEpic } from './i18n-epic.mjs';
import { frEpicAttack, enEpicAttack } from './i18n-epic-attack.mjs';

const STORE = 'auspex.lang';

const fr = {
  tagline: 'Calculateur d’attaque',
  langButton: 'EN', langButtonName: 'EN: switch to English', langButtonLang: 'en',
  result: 'Résultat', games: 'Jeu', loading: 'Chargement du moteur de règles…',
  errorRequest: 'Requête refusée', errorLoad: 'Le moteur de règles n’a pas pu être chargé',
  attack: 'Attaque', target: 'Cible', attacker: 'Attaquant', defender: 'Défenseur',
  dec: 'Diminuer : {label}', inc: 'Augmenter : {label}',
  chart: 'Répartition', chartName: 'Diagramme : {series} (valeurs dans le tableau)', show: 'Afficher',
  count: 'Nombre', exactly: 'Exactement', atLeast: 'Au moins', mean: 'Moyenne',
  threshold: 'Pertes visées (au moins)',
  killAtLeast: 'Chance d’infliger au moins {k} perte', killAtLeastPlural: 'Chance d’infliger au moins {k} pertes',
  // Comparison and shared links
  compare: '+ Comparer', compareName: 'Comparer : copier l’attaque {letter} en attaque {next}',
  compareFull: 'Comparer : {max} attaques au plus', editedAttack: 'Attaque modifiée',
  editAttack: 'Modifier l’attaque {letter}', removeAttack: 'Retirer {letter}', attackLetter: 'Attaque {letter}',
  editingAttack: 'Attaque {letter}', figures: 'Chiffres', atLeastCaption: '{series} : au moins k',
  exactCaption: '{series} : exactement k',
  share: 'Partager le lien', shareField: 'Lien du calcul', share_copied: 'Lien copié',
  share_shared: 'Lien partagé', share_manual: 'Copiez le lien ci-dessous.',
  linkFallback: 'Le calculateur par défaut est affiché.',
  linkBase64: 'Lien de calcul illisible : le code après « #c= » n’est pas du base64url valide.',
  linkJson: 'Lien de calcul illisible : son contenu n’est pas un objet JSON valide.',
  linkVersion: 'Lien de calcul d’une version inconnue ({v}).',
  linkGame: 'Lien de calcul : jeu inconnu ({game}).',
  linkAttacks: 'Lien de calcul : il faut de 1 à {max} attaques (champ « a »).',
  linkField: 'Lien de calcul : le champ « {field} » est invalide.',
  linkSystem: 'Lien de calcul, attaque {letter} : {system} ne correspond pas au jeu {game}.',
  linkRequest: 'Lien de calcul, attaque {letter} refusée par le moteur de règles : {path} — {message}.',
  linkLimits: 'Lien de calcul, attaque {letter} : {field} = {value} est hors des limites du calculateur ({min} à {max}).',
  linkChoice: 'Lien de calcul, attaque {letter} : {field} = {value} n’est pas un choix du calculateur.',
  linkUnsupported: 'Lien de calcul, attaque {letter} : cette requête ne peut pas être affichée par le calculateur.',
  // Titanicus
  dice: 'Dés d’attaque', diceD6: 'D6 dés', toHit: 'Touche sur', modifier: 'Modificateur',
  strength: 'Force', titanWeapon: 'Arme de titan', minOneDamage: 'Quake : au moins 1 dégât',
  ignoresShields: 'Ignore les boucliers (Trident)', armour: 'Armure', structure: 'Structure',
  structureLostStart: 'Structure déjà perdue', shields: 'Boucliers', shieldArmour: 'Armure de bouclier',
  destroyChance: 'Chance de détruire la localisation',
  structureLost: 'Structure perdue', hits: 'Touches', shieldsDown: 'Boucliers tombés',
  // AT-44
  kind: 'Tir / Mêlée', shoot: 'Tir', melee: 'Mêlée', pre: 'PRE', range: 'Portée', def: 'DEF',
  attackers: 'Combattants', cadence: 'Cadence', rerolls: 'Relances', pen: 'PEN', damage: 'Dégâts',
  arm: 'ARM', models: 'Combattants', cover: 'Couvert', coverNone: 'Aucun',
  hitTarget: 'Pour toucher', damageTarget: 'Pour blesser', auto: 'automatique', impossible: 'impossible',
  casualties: 'Pertes', impacts: 'Impacts', unsaved: 'Impacts après couvert',
  // KOLAPS
  action: 'Action', tir_au_juge: 'Tir au jugé', tir: 'Tir', mitraillage: 'Mitraillage',
  bout_portant: 'Tir à bout portant', frapper: 'Frapper',
  opposition: 'Dés d’opposition', protection: 'Protection', protClass: 'Classe de protection',
  penetration: 'Pénétrant', noProtection: 'Aucune protection ne peut absorber un tir à bout portant.',
  successChance: 'Chance de réussir', failure: 'Échec', mishap: 'Incident de tir', mishapStrike: 'Maladresse',
  sonne: 'Sonné', legerement_blesse: 'Légèrement blessé', blesse: 'Blessé',
  etat_critique: 'État critique', hors_combat: 'Hors combat',
  outcome: 'Résultat', probability: 'Probabilité', atLeastLevel: 'Au moins ce niveau',
  mishapTable: 'En cas d’{mishap} : 3ᵉ dé', thirdDie: '3ᵉ dé',
  // Epic
  kindEpic: 'Tir / Assaut', assault: 'Assaut', shots: 'Tirs (dés)', toHitEpic: 'Touche',
  modifierEpic: 'Modificateur (charge −2, tir appuyé +1)', saveModifier: 'Modif. de sauvegarde',
  save: 'Sauvegarde', coverToHit: 'Couvert (touche)', saveBonus: 'Bonus de sauvegarde', modelsEpic: 'Figurines',
  fa: 'FA', diceEpic: 'Dés', needed: 'Touche sur', thenRoll: '6 puis {n}+', hitChance: 'Chance de toucher',
  saveChance: 'Chance de sauvegarde', none: 'aucune', winChance: 'Chance de gagner l’assaut',
  tieNote: 'Le plus faible total perd ; en cas d’égalité, on relance.',
  // Offline app (offline.mjs)
  updateReady: 'Nouvelle version disponible', updateReload: 'Recharger', updateLater: 'Plus tard',
};

const en = {
  tagline: 'Attack calculator',
  langButton: 'FR', langButtonName: 'FR : passer en français', langButtonLang: 'fr',
  result: 'Result', games: 'Game', loading: 'Loading the rules engine…',
  errorRequest: 'Request rejected', errorLoad: 'The rules engine could not be loaded',
  attack: 'Attack', target: 'Target', attacker: 'Attacker', defender: 'Defender',
  dec: 'Decrease: {label}', inc: 'Increase: {label}',
  chart: 'Distribution', chartName: 'Chart: {series} (values in the table)', show: 'Show',
  count: 'Count', exactly: 'Exactly', atLeast: 'At least', mean: 'Mean',
  threshold: 'Casualties wanted (at least)',
  killAtLeast: 'Chance of at least {k} casualty', killAtLeastPlural: 'Chance of at least {k} casualties',
  compare: '+ Compare', compareName: 'Compare: copy attack {letter} as attack {next}',
  compareFull: 'Compare: {max} attacks at most', editedAttack: 'Attack being edited',
  editAttack: 'Edit attack {letter}', removeAttack: 'Remove {letter}', attackLetter: 'Attack {letter}',
  editingAttack: 'Attack {letter}', figures: 'Figures', atLeastCaption: '{series}: at least k',
  exactCaption: '{series}: exactly k',
  share: 'Share link', shareField: 'Link to this calculation', share_copied: 'Link copied',
  share_shared: 'Link shared', share_manual: 'Copy the link below.',
  linkFallback: 'The default calculator is shown.',
  linkBase64: 'Unreadable calculation link: the code after “#c=” is not valid base64url.',
  linkJson: 'Unreadable calculation link: its content is not a valid JSON object.',
  linkVersion: 'Calculation link of an unknown version ({v}).',
  linkGame: 'Calculation link: unknown game ({game}).',
  linkAttacks: 'Calculation link: it needs 1 to {max} attacks (field “a”).',
  linkField: 'Calculation link: the field “{field}” is invalid.',
  linkSystem: 'Calculation link, attack {letter}: {system} does not match the game {game}.',
  linkRequest: 'Calculation link, attack {letter} rejected by the rules engine: {path} — {message}.',
  linkLimits: 'Calculation link, attack {letter}: {field} = {value} is outside the calculator’s limits ({min} to {max}).',
  linkChoice: 'Calculation link, attack {letter}: {field} = {value} is not one of the calculator’s choices.',
  linkUnsupported: 'Calculation link, attack {letter}: the calculator cannot show this request.',
  dice: 'Attack dice', diceD6: 'D6 dice', toHit: 'Hits on', modifier: 'Modifier',
  strength: 'Strength', titanWeapon: 'Titan weapon', minOneDamage: 'Quake: at least 1 damage',
  ignoresShields: 'Ignores shields (Trident)', armour: 'Armour', structure: 'Structure',
  structureLostStart: 'Structure already lost', shields: 'Shields', shieldArmour: 'Shield armour',
  destroyChance: 'Chance to destroy the location',
  structureLost: 'Structure lost', hits: 'Hits', shieldsDown: 'Shields down',
  kind: 'Shooting / Melee', shoot: 'Shooting', melee: 'Melee', pre: 'PRE', range: 'Range', def: 'DEF',
  attackers: 'Fighters', cadence: 'Rate of fire', rerolls: 'Re-rolls', pen: 'PEN', damage: 'Damage',
  arm: 'ARM', models: 'Fighters', cover: 'Cover', coverNone: 'None',
  hitTarget: 'To hit', damageTarget: 'To damage', auto: 'auto', impossible: 'impossible',
  casualties: 'Casualties', impacts: 'Impacts', unsaved: 'Impacts after cover',
  action: 'Action', tir_au_juge: 'Snap shot', tir: 'Shot', mitraillage: 'Strafing',
  bout_portant: 'Point-blank shot', frapper: 'Strike',
  opposition: 'Opposition dice', protection: 'Protection', protClass: 'Protection class',
  penetration: 'Penetrating', noProtection: 'No protection can absorb a point-blank shot.',
  successChance: 'Chance to succeed', failure: 'Failure', mishap: 'Weapon mishap', mishapStrike: 'Fumble',
  sonne: 'Stunned', legerement_blesse: 'Lightly wounded', blesse: 'Wounded',
  etat_critique: 'Critical', hors_combat: 'Out of action',
  outcome: 'Outcome', probability: 'Probability', atLeastLevel: 'At least this level',
  mishapTable: 'On a {mishap}: third die', thirdDie: 'Third die',
  kindEpic: 'Shooting / Assault', assault: 'Assault', shots: 'Shots (dice)', toHitEpic: 'To hit',
  modifierEpic: 'Modifier (charge −2, sustained fire +1)', saveModifier: 'Save modifier',
  save: 'Save', coverToHit: 'Cover (to hit)', saveBonus: 'Save bonus', modelsEpic: 'Models',
  fa: 'AF', diceEpic: 'Dice', needed: 'Hits on', thenRoll: '6 then {n}+', hitChance: 'Hit chance',
  saveChance: 'Save chance', none: 'none', winChance: 'Chance to win the assault',
  tieNote: 'The lower total loses; a tie is rolled again.',
  // Offline app (offline.mjs)
  updateReady: 'New version available', updateReload: 'Reload', updateLater: 'Later',
};

const strings = { fr: { ...fr, ...frRules, ...frMore, ...frUnits, ...frLists, ...frTitan, ...frAt44, ...frKolaps, ...frRoster, ...frEpic, ...frEpicAttack }, en: { ...en, ...enRules, ...enMore, ...enUnits, ...enLists, ...enTitan, ...enAt44, ...enKolaps, ...enRoster, ...enEpic, ...enEpicAttack } };
let lang = 'fr';

export function initLang() {
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch { /* private mode */ }
  lang = stored === 'en' ? 'en' : 'fr';
  document.documentElement.lang = lang;
  return lang;
}

export function getLang() { return lang; }

export function setLang(next) {
  lang = next === 'en' ? 'en' : 'fr';
  try { localStorage.setItem(STORE, lang); } catch { /* private mode */ }
  document.documentElement.lang = lang;
}

/** The string `key` in the current language, with {name} filled from vars. */
export function t(key, vars = {}) {
  const text = strings[lang][key] ?? strings.fr[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
}
