// The games of the calculator: their fields (labels are i18n keys), defaults
// and how a form's values become a calc request (shared/contracts/calc-api.md).
//
// A field is a stepper {key, label, min, max, format}, a toggle {key, label}
// or a segment {key, label, options: [{value, label}]}; `show(values)` hides
// it when false, `max(values)` may depend on other values. A list
// {key, label, min, max} is Epic's attackers of a multiple combat.
import { titanicus } from './forms-titanicus.mjs';
import { epic, FA } from './forms-epic.mjs';
import { at44 } from './forms-at44.mjs';

export const KOLAPS_ACTIONS = ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant', 'frapper'];

const kolaps = {
  id: 'kolaps', name: 'KOLAPS', stateKey: 'kolaps', system: 'kolaps',
  sections: [
    { section: 'attack', fields: [
      { type: 'segment', key: 'action', label: 'action', wide: true,
        options: KOLAPS_ACTIONS.map((a) => ({ value: a, label: a })) },
    ] },
    { section: 'target', fields: [
      { type: 'stepper', key: 'opposition', label: 'opposition', min: 0, max: 12 },
      { type: 'toggle', key: 'protection', label: 'protection', show: (v) => v.action !== 'bout_portant' },
      { type: 'stepper', key: 'protClass', label: 'protClass', min: 1, max: 6, format: 'plus',
        show: (v) => v.protection && v.action !== 'bout_portant' },
      { type: 'stepper', key: 'penetration', label: 'penetration', min: 0, max: 6, format: 'signed',
        show: (v) => v.protection && v.action !== 'bout_portant' },
      { type: 'note', label: 'noProtection', show: (v) => v.action === 'bout_portant' },
    ] },
  ],
  defaults: { action: 'tir', opposition: 0, protection: false, protClass: 4, penetration: 0 },
  request: (v) => ({
    system: 'kolaps', action: v.action, opposition: v.opposition,
    ...(v.protection && v.action !== 'bout_portant'
      ? { protection: { class: v.protClass, penetration: v.penetration } } : {}),
  }),
  values: (r) => ({
    action: r.action, opposition: r.opposition ?? 0, protection: Boolean(r.protection),
    protClass: r.protection?.class ?? 4, penetration: r.protection?.penetration ?? 0,
  }),
};

export const GAMES = [titanicus('v1'), titanicus('v2'), at44, kolaps, epic];

/** A field's maximum for the current values. */
export function maxOf(field, values) {
  return typeof field.max === 'function' ? field.max(values) : field.max;
}

/** The first shown field of `game` whose value the form cannot show, or null: { field, value, min, max }. */
export function outOfForm(game, values) {
  for (const field of game.sections.flatMap((s) => s.fields)) {
    if (field.show && !field.show(values)) continue;
    const value = values[field.key];
    if (field.type === 'stepper') {
      const max = maxOf(field, values);
      if (!Number.isInteger(value) || value < field.min || value > max) return { field, value, min: field.min, max };
    } else if (field.type === 'segment') {
      if (!field.options.some((o) => o.value === value)) return { field, value };
    } else if (field.type === 'toggle' && typeof value !== 'boolean') return { field, value };
    else if (field.type === 'list') {
      if (!Array.isArray(value) || value.length < field.min || value.length > field.max) {
        return { field, value: Array.isArray(value) ? value.length : value, min: field.min, max: field.max };
      }
      const bad = value.find((a) => !Number.isInteger(a.fa) || a.fa < FA.min || a.fa > FA.max);
      if (bad) return { field, value: bad.fa, min: FA.min, max: FA.max };
      if (value.some((a) => typeof a.retreat !== 'boolean')) return { field, value: 'retreat' };
    }
  }
  return null;
}
