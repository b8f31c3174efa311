// The words of the page around the calculator (header, language, game tabs, errors); French, then English.
export const fr = {
  langButton: 'EN',
  langButtonName: 'EN: switch to English',
  langButtonLang: 'en',
  result: 'Résultat',
  games: 'Jeu',
  loading: 'Chargement du moteur de règles…',
  errorRequest: 'Requête refusée',
  errorLoad: 'Le moteur de règles n’a pas pu être chargé',
  errorEngineOld: 'Ce navigateur ne peut pas faire tourner le moteur de règles : il faut Safari 16 (iPhone et iPad : iOS 16), Chrome 97 ou Firefox 102, ou plus récent.',
  colon: '{a} : {b}',
  editingAttack: 'Attaque {letter}',
  linkFallback: 'Le calculateur par défaut est affiché.',
  rulesetFailed: 'Fichier de règles « {file} » refusé ({path}) : {message}. Ses unités ne sont pas proposées.',
};

export const en = {
  langButton: 'FR',
  langButtonName: 'FR : passer en français',
  langButtonLang: 'fr',
  result: 'Result',
  games: 'Game',
  loading: 'Loading the rules engine…',
  errorRequest: 'Request rejected',
  errorLoad: 'The rules engine could not be loaded',
  errorEngineOld: 'This browser cannot run the rules engine: it needs Safari 16 (iPhone and iPad: iOS 16), Chrome 97 or Firefox 102, or newer.',
  colon: '{a}: {b}',
  editingAttack: 'Attack {letter}',
  linkFallback: 'The default calculator is shown.',
  rulesetFailed: 'Rules file “{file}” refused ({path}): {message}. Its units are not offered.',
};
