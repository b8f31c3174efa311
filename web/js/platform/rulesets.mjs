// The rulesets as data: rulesets/index.json gives each system's files; a
// system's files are fetched when the page first opens one of its games (or
// all of them, for the lists), checked and loaded into the rules core, and
// kept here whole so the unit pickers can list units, weapons, locations,
// orders and terrain. A file the core refuses is reported (file and JSON
// path), the rest loads.
import { said, nameOf } from './words.mjs';

/** id → ruleset object (base files and the player's custom rulesets). */
export const loaded = new Map();
/** Files that failed: { file, path, message }. */
export const failures = [];

export const CUSTOM_PREFIX = 'custom-';

/** The download of `path` the page's head started (web/preload.js), taken once; else null. */
function takeEarly(path) {
  const early = globalThis.auspexEarly;
  if (!early || !globalThis.location) return null;
  const url = new URL(path, location.href).href;
  const request = early[url] ?? null;
  delete early[url];
  return request;
}

async function fetchText(file) {
  const path = `rulesets/${file}`;
  const response = await (takeEarly(path) ?? fetch(path, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

let index = null; // the promise of { system: [file] }, or of null when it failed
const texts = new Map(); // file → the promise of { text } or { error }
const added = new Set(); // files given to the core

function readIndex() {
  index ??= fetchText('index.json').then((text) => {
    const data = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)
      || !Object.values(data).every((files) => Array.isArray(files) && files.every((f) => typeof f === 'string'))) {
      throw new Error('not an object of file lists by system');
    }
    return data;
  }).catch((error) => {
    failures.push({ file: 'index.json', path: '', message: error.message });
    return null;
  });
  return index;
}

/** Fetches the files of `systems` (every system when omitted); their texts, each file fetched once. */
export async function fetchRulesets(systems) {
  const files = await readIndex();
  if (!files) return [];
  const wanted = (systems ?? Object.keys(files)).flatMap((system) => files[system] ?? []);
  for (const file of wanted) {
    if (!texts.has(file)) texts.set(file, fetchText(file).then((text) => ({ text }), (error) => ({ error })));
  }
  return Promise.all(wanted.map(async (file) => ({ file, ...(await texts.get(file)) })));
}

/** Loads fetched rulesets into `core` (each file once); never throws. */
export function addRulesets(core, fetched) {
  for (const { file, text, error } of fetched) {
    if (added.has(file)) continue;
    added.add(file);
    if (error) { failures.push({ file, path: '', message: error.message }); continue; }
    try {
      const data = JSON.parse(text);
      const summary = core.addRuleset(data);
      loaded.set(summary.id, data);
    } catch (e) {
      failures.push({ file, path: e.path ?? '', message: said(e) });
    }
  }
}

/** A name { fr, en } in the page's language (platform/words.mjs). */
export { nameOf };

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

/** The weapons a unit may carry: its own, then its faction's armoury. */
export function weaponsOf(data, unit) {
  if (!data || !unit) return [];
  const faction = data.factions?.find((f) => f.id === unit.faction);
  const ids = [...new Set([...(unit.weapons ?? []), ...(faction?.weapons ?? [])])];
  return ids.map((id) => data.weapons.find((w) => w.id === id)).filter(Boolean);
}

export function weaponOf(data, id) {
  return data?.weapons.find((w) => w.id === id) ?? null;
}
