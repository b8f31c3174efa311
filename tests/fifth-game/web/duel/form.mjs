// Duel's calculator form: one attack (dice at hitOn+ against a health).
const defaults = { dice: 3, hitOn: 4, health: 2 };

const sections = [
  { section: 'attack', fields: [
    { type: 'stepper', key: 'dice', label: 'duelDice', min: 1, max: 30 },
    { type: 'stepper', key: 'hitOn', label: 'duelHitOn', min: 2, max: 6, format: 'plus' },
  ] },
  { section: 'target', fields: [
    { type: 'stepper', key: 'health', label: 'duelHealth', min: 1, max: 20 },
  ] },
];

export const duel = {
  id: 'duel', name: 'Duel', stateKey: 'duel', system: 'duel',
  sections,
  defaults,
  request: (v) => ({ system: 'duel', dice: v.dice, hitOn: v.hitOn, health: v.health }),
  values: (r) => ({ ...defaults, dice: r.dice, hitOn: r.hitOn ?? 4, health: r.health }),
};
