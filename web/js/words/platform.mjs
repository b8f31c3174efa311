// The words of the platform: rulesets, dice, the offline app; French, then English.
export const fr = {
  auto: 'automatique',
  updateReady: 'Nouvelle version disponible',
  updateReload: 'Recharger',
  updateLater: 'Plus tard',
  storageFailed: 'Impossible d’enregistrer sur cet appareil.',
  intakeTooBig: 'il est trop gros ({size} ; au plus {limit})',
  intakeNotJson: 'ce n’est pas du JSON lisible',
  intakeNotJsonAt: 'ce n’est pas du JSON lisible (erreur ligne {line}, colonne {column})',
  intakeEmpty: 'il est vide',
  fileRefused: 'Fichier refusé, rien n’a changé : {message}.',
  sizeKB: '{n} Ko',
  sizeMB: '{n} Mo',
  intakeInflated: 'il se déplie en plus de {limit}, bien plus qu’aucune partie',
};

export const en = {
  auto: 'auto',
  updateReady: 'New version available',
  updateReload: 'Reload',
  updateLater: 'Later',
  storageFailed: 'Could not save on this device.',
  intakeTooBig: 'it is too large ({size}; at most {limit})',
  intakeNotJson: 'it is not readable JSON',
  intakeNotJsonAt: 'it is not readable JSON (error at line {line}, column {column})',
  intakeEmpty: 'it is empty',
  fileRefused: 'File refused, nothing changed: {message}.',
  sizeKB: '{n} KB',
  sizeMB: '{n} MB',
  intakeInflated: 'it unpacks to more than {limit}, far more than any game',
};
