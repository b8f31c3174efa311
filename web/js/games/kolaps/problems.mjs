// What the KOLAPS game would refuse in a roster, found before "Jouer": each
// character is made into its kolapsSheet "new" request (game.mjs's
// charactersOf, as the game's setup does) and given to the core; a refusal
// becomes a problem in words, naming the character and the weapon or the
// protection, never a JSON path. Also unknown traits (words the ruleset does
// not know, from a list written by hand or an older Auspex).
import { t, getLang } from '../../platform/words.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { charactersOf } from './game.mjs';
import { CLASSES, pickedTraits } from './equipment.mjs';

const FIELDS = { cadence: 'rosterRate', traits: 'rosterTraitsPick', class: 'rosterClass', name: 'rosterWeaponNameShort' };

/** One problem of character `request` (null when the core takes it). */
function problemOf(auspex, request, entry, ruleset) {
  const lang = getLang();
  const name = request.name;
  // A weapon with a cadence but no class: the class is what the player must pick.
  const weapons = entry.character?.weapons ?? [];
  for (const w of weapons) {
    const picked = pickedTraits(w.traits, ruleset?.weaponTraits ?? []);
    if (w.cadence !== undefined && !CLASSES.some((c) => picked[c]))
      return t('rosterProblemNoClass', { name, weapon: w.name || '?' });
  }
  if (request.unknownTraits?.length) return t('rosterProblemUnknown', { name, traits: request.unknownTraits.join(', ') });
  return requestProblem(auspex, request);
}

/** What the core refuses in a character's kolapsSheet "new" request, in words (null when it takes it). */
export function requestProblem(auspex, request) {
  const lang = getLang();
  const name = request.name;
  const weapons = request.weapons ?? [];
  try {
    auspex.model('kolapsSheet', request);
    return null;
  } catch (error) {
    const why = (lang === 'fr' ? error.fr : error.detail) ?? error.fr ?? '';
    const path = String(error.path ?? '').split('.');
    const label = FIELDS[path[path.length - 1]] ? t(FIELDS[path[path.length - 1]]) : null;
    const field = label ? label.charAt(0).toLowerCase() + label.slice(1) : null;
    if (path[0] === 'weapons' && weapons[Number(path[1])])
      return t('rosterProblemWeapon', { name, weapon: weapons[Number(path[1])].name || '?', field: field ?? '', why });
    if (path[0] === 'protection')
      return t('rosterProblemProtection', { name, field: field ?? '', why });
    return t('rosterProblem', { name, why });
  }
}

/** The problems of a KOLAPS roster the game would refuse: [{ at: entry index, text }]. */
export function kolapsProblems(list, auspex) {
  if (!auspex?.model) return [];
  const ruleset = loaded.get(list.ruleset);
  const out = [];
  const seen = new Set();
  for (const request of charactersOf(list, (id) => nameOf(ruleset?.units?.find((u) => u.id === id)?.name), ruleset)) {
    const at = request.entry?.at;
    if (seen.has(at)) continue; // copies of one entry: one problem
    seen.add(at);
    const text = problemOf(auspex, request, list.units[at] ?? {}, ruleset);
    if (text) out.push({ at, text });
  }
  return out;
}
