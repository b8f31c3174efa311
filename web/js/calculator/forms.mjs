// The games of the calculator: their fields (labels are i18n keys), defaults
// and how a form's values become a calc request (docs/calc-api.md).
//
// A field is a stepper {key, label, min, max, format}, a toggle {key, label}
// or a segment {key, label, options: [{value, label}]}; `show(values)` hides
// it when false, `max(values)` may depend on other values. A list
// {key, label, min, max, fa: {min, max}} is a list of attackers, each with its
// FA (a multiple combat).
import { GAMES as ALL, gameOf, loadGames } from '../games/index.mjs';
import { maxOf } from '../ui/controls.mjs';

export { maxOf };

/**
 * The calculator's games, one per tab (a game may have several: two
 * editions): {id, name, sub?, system, stateKey} from the game's descriptor
 * until its calculator loads (loadForms), then its whole form.
 */
export const GAMES = ALL.flatMap((g) => g.tabs.map((tab) => ({ ...tab, system: g.id, stateKey: g.id })));

/** Whether a tab's form is loaded (its sections, defaults and request are there). */
export const formLoaded = (game) => Array.isArray(game.sections);

/** Loads the calculator of the games of `systems` (every game when null): each of their tabs becomes its form. */
export async function loadForms(systems = null) {
  await loadGames(systems);
  for (const tab of GAMES) {
    if (formLoaded(tab) || (systems && !systems.includes(tab.system))) continue;
    const form = gameOf(tab.system).calculator.find((f) => f.id === tab.id);
    if (!form) throw new Error(`games/${tab.system}: no calculator form "${tab.id}" for its tab`);
    Object.assign(tab, form);
  }
}


/**
 * Brings `values` back inside the form: a choice whose option is hidden or
 * gone goes back to the first option, a stepper into its limits.
 */
export function normalize(game, values) {
  for (const section of game.sections) {
    for (const field of section.fields) {
      if (field.type === 'segment') {
        const option = field.options.find((o) => o.value === values[field.key]);
        if (!option || (option.show && !option.show(values))) values[field.key] = field.options[0].value;
      } else if (field.type === 'select') {
        const options = field.options(values);
        if (!options.some((o) => o.value === values[field.key])) values[field.key] = options[0]?.value ?? '';
      } else if (field.type === 'stepper') {
        values[field.key] = Math.max(field.min, Math.min(values[field.key], maxOf(field, values)));
      }
    }
  }
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
    } else if (field.type === 'select') {
      if (!field.options(values).some((o) => o.value === value)) return { field, value };
    } else if (field.type === 'toggle' && typeof value !== 'boolean') return { field, value };
    else if (field.type === 'psList') {
      if (!Array.isArray(value) || value.length < field.min || value.length > field.max) {
        return { field, value: Array.isArray(value) ? value.length : value, min: field.min, max: field.max };
      }
      const bad = value.find((ps) => !Number.isInteger(ps) || ps < 0 || ps > field.psMax);
      if (bad !== undefined) return { field, value: bad, min: 0, max: field.psMax };
    }
    else if (field.type === 'list') {
      if (!Array.isArray(value) || value.length < field.min || value.length > field.max) {
        return { field, value: Array.isArray(value) ? value.length : value, min: field.min, max: field.max };
      }
      const bad = value.find((a) => !Number.isInteger(a.fa) || a.fa < field.fa.min || a.fa > field.fa.max);
      if (bad) return { field, value: bad.fa, min: field.fa.min, max: field.fa.max };
      if (value.some((a) => typeof a.retreat !== 'boolean')) return { field, value: 'retreat' };
    }
  }
  return null;
}
