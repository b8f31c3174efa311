// The rulesets as data: fetched at start (rulesets/index.json lists the
// files), checked and loaded into the rules core, and kept here whole so the
// unit pickers can list units, weapons, locations, orders and terrain.
// A file the core refuses is reported (file and JSON path), the rest loads.
import { getLang } from './i18n.mjs';

/** id → ruleset object (base files and the player's custom rulesets). */
export const loaded = new Map();
/** Files that failed: { file, path, message }. */
export const failures = [];

export const CUSTOM_PREFIX = 'custom-';

async function fetchText(file) {
  const response = await fetch(`rulesets/${file}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Fetches and loads every listed ruleset into `auspex`; never throws. */
export async function loadRulesets(auspex) {
  let files;
  try {
    files = JSON.parse(await fetchText('index.json'));
    if (!Array.isArray(files)) throw new Error('not a list of file names');
  } catch (error) {
    failures.push({ file: 'index.json', path: '', message: error.message });
    return;
  }
  const texts = await Promise.all(files.map((file) => fetchText(file).then((text) => ({ text }), (error) => ({ error }))));
  files.forEach((file, i) => {
    const { text, error } = texts[i];
    if (error) { failures.push({ file, path: '', message: error.message }); return; }
    try {
      const data = JSON.parse(text);
      const summary = auspex.addRuleset(data);
      loaded.set(summary.id, data);
    } catch (e) {
      failures.push({ file, path: e.path ?? '', message: e.detail ?? e.message });
    }
  });
}

/** A name { fr, en } in the page's language (French when English is missing). */
export const nameOf = (names) => (names ? names[getLang()] ?? names.fr ?? '' : '');

/** The base (not custom) ruleset of a system and edition, or null. */
export function baseRuleset(system, edition) {
  for (const data of loaded.values()) {
    if (data.system === system && (!edition || data.edition === edition) && !data.id.startsWith(CUSTOM_PREFIX)) return data;
  }
  return null;
}

/** The loaded rulesets of a system (and edition): the bases first, then the custom ones. */
export function rulesetsOf(system, edition) {
  const all = [...loaded.values()].filter((d) => d.system === system && (!edition || d.edition === edition));
  return all.sort((a, b) => Number(a.id.startsWith(CUSTOM_PREFIX)) - Number(b.id.startsWith(CUSTOM_PREFIX)));
}

const isCustomUnit = (data, unit) => data.id.startsWith(CUSTOM_PREFIX) && unit.id.startsWith(CUSTOM_PREFIX);

/** Unit choices "ruleset:unit" of a system; a custom ruleset shows only the player's units, marked. */
export function unitChoices(system, edition, mark) {
  return rulesetsOf(system, edition).flatMap((data) => data.units
    .filter((unit) => !data.id.startsWith(CUSTOM_PREFIX) || isCustomUnit(data, unit))
    .map((unit) => ({ value: `${data.id}:${unit.id}`,
      text: isCustomUnit(data, unit) ? `${nameOf(unit.name)} ${mark}` : nameOf(unit.name) })));
}

/** { data, unit } of a choice "ruleset:unit", or nulls. */
export function unitOf(choice) {
  const [rulesetId, unitId] = String(choice ?? '').split(':');
  const data = loaded.get(rulesetId) ?? null;
  return { data, unit: data?.units.find((u) => u.id === unitId) ?? null, rulesetId, unitId };
}

/** The weapons a unit may carry: its own, then its faction's armoury (Titanicus). */
export function weaponsOf(data, unit) {
  if (!data || !unit) return [];
  const faction = data.factions?.find((f) => f.id === unit.faction);
  const ids = [...new Set([...(unit.weapons ?? []), ...(faction?.weapons ?? [])])];
  return ids.map((id) => data.weapons.find((w) => w.id === id)).filter(Boolean);
}

export function weaponOf(data, id) {
  return data?.weapons.find((w) => w.id === id) ?? null;
}
