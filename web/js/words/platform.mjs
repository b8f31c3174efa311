// The words of the platform: rulesets, dice, the offline app; French, then English.
export const fr = {
  auto: 'automatique',
  updateReady: 'Nouvelle version disponible',
  updateReload: 'Recharger',
  updateLater: 'Plus tard',
  storageFailed: 'Impossible d’enregistrer sur cet appareil.',
  storeUnreadable: 'Des données illisibles de cet appareil ont été mises de côté (clé « {key} »), sans être effacées.',
  storeNewer: 'Vos données ont été enregistrées par une version plus récente d’Auspex (schéma {schema}) : elles sont affichées en lecture seule.',
  storeReadOnly: 'Vos données sont en lecture seule (version plus récente d’Auspex) : rien n’est enregistré.',
  epicTurn: 'Le tour',
};

export const en = {
  auto: 'auto',
  updateReady: 'New version available',
  updateReload: 'Reload',
  updateLater: 'Later',
  storageFailed: 'Could not save on this device.',
  storeUnreadable: 'Unreadable data on this device was kept aside (key “{key}”), not erased.',
  storeNewer: 'Your data was saved by a newer Auspex (schema {schema}): it is shown read-only.',
  storeReadOnly: 'Your data is read-only (a newer Auspex saved it): nothing is saved.',
  epicTurn: 'The turn',
};
