// The words of the platform: rulesets, dice, the offline app; French, then English.
export const fr = {
  auto: 'automatique',
  updateReady: 'Nouvelle version disponible',
  updateReload: 'Recharger',
  updateLater: 'Plus tard',
  storageFailed: 'Impossible d’enregistrer sur cet appareil.',
};

export const en = {
  auto: 'auto',
  updateReady: 'New version available',
  updateReload: 'Reload',
  updateLater: 'Later',
  storageFailed: 'Could not save on this device.',
};
