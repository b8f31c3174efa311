// The player's own units ("Mes unités"): one custom ruleset per base ruleset,
// a copy of the base file with the player's units and weapons appended (ids
// "custom-…", id "custom-<base id>"), checked by the very same loader of the
// core before anything is saved. Kept on the device in the player's store
// (platform/store.mjs: a record each in customRulesets, the store opened as
// the page starts); exported and imported as that JSON file.
import { loaded, failures, CUSTOM_PREFIX, nameOf } from './rulesets.mjs';
import { said, playerSaid, t } from './words.mjs';
import { LIMITS, IntakeError, bounded, parseJson } from './intake.mjs';
import { pageStore } from './store.mjs';

export class CustomError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

let store = null; // the device store, once loadCustom() opened it

/** The device store (platform/store.mjs), opened on first use. */
export async function deviceStore() {
  if (!store) store = await pageStore();
  return store;
}

function saveRuleset(data) {
  if (!store) throw new CustomError('storageFailed');
  try { store.save((d) => { d.customRulesets[data.id] = data; }); } catch (e) { throw new CustomError(e.key ?? 'storageFailed'); }
}

const customAdded = new Set(); // ids of saved custom rulesets given to the core
let changed = () => {}; // the page redraws what offers custom units
let watching = false;

/** `fn()` after another page changed the player's units (this page's core has them then). */
export const onCustomChange = (fn) => { changed = fn; };

/**
 * Whether `data` may be the player's custom ruleset: id "custom-<base id>"
 * of a built-in ruleset loaded here, of the same system and edition (never a
 * built-in id: the core refuses to replace one anyway). Returns '' or the
 * i18n key of what is wrong.
 */
export function customProblem(data) {
  const id = String(data?.id ?? '');
  const base = loaded.get(id.slice(CUSTOM_PREFIX.length));
  // Its base is a built-in ruleset: never another player's ruleset nor a game's own.
  if (!id.startsWith(CUSTOM_PREFIX) || !base || base.id.startsWith(CUSTOM_PREFIX) || base.id.includes('-partie-')) return 'importWrongBase';
  if (base.system !== data.system || (base.edition ?? '') !== (data.edition ?? '')) return 'importWrongBase';
  return '';
}

/** A custom ruleset restored from a backup: given to this page's core (a refused one is reported). */
export function adoptCustom(auspex, data) {
  try {
    if (customProblem(data)) throw new CustomError('importWrongBase', { id: JSON.stringify(data?.id ?? null) });
    auspex.replaceRuleset(data);
    loaded.set(data.id, data);
    customAdded.add(data.id);
  } catch (e) {
    failures.push({ file: data.id, path: e.path ?? '', message: said(e) });
  }
}

/** A custom ruleset no longer on the device (a restore undone): no longer offered by this page. */
export function forgetCustom(id) {
  loaded.delete(id);
  customAdded.delete(id);
}

/** Another page saved a custom ruleset: given to the core again. */
function watch(auspex) {
  if (watching) return;
  watching = true;
  store.subscribe(({ kind, id, why }) => {
    if (kind !== 'customRulesets' || (why !== 'other' && why !== 'conflict')) return;
    const data = store.data.customRulesets[id];
    // A system not open yet reads it when it opens.
    if (!data || !loaded.has(String(id).slice(CUSTOM_PREFIX.length))) return;
    customAdded.add(id);
    adoptCustom(auspex, data);
    changed();
  });
}

/**
 * Loads the saved custom rulesets of `systems` (all when omitted) into the
 * core, each once (a refused one is reported, and stays saved).
 */
export async function loadCustom(auspex, systems) {
  await deviceStore();
  watch(auspex);
  for (const [id, data] of Object.entries(store.data.customRulesets)) {
    if (customAdded.has(id) || (systems && !systems.includes(data?.system))) continue;
    customAdded.add(id);
    adoptCustom(auspex, data);
  }
}

export const customIdOf = (baseId) => `${CUSTOM_PREFIX}${baseId}`;
const isCustom = (x) => x.id.startsWith(CUSTOM_PREFIX);

/** The player's units of a base ruleset. */
export function customUnits(baseId) {
  return (loaded.get(customIdOf(baseId))?.units ?? []).filter(isCustom);
}

export function customRuleset(baseId) {
  return loaded.get(customIdOf(baseId)) ?? null;
}

/** A new id "custom-<slug>" not used yet among `taken`. */
export function newId(name, taken) {
  const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'unite';
  let id = `${CUSTOM_PREFIX}${slug}`;
  for (let n = 2; taken.includes(id); n += 1) id = `${CUSTOM_PREFIX}${slug}-${n}`;
  return id;
}

/** The custom ruleset of `base` with `change(units, weapons)` applied to its player's parts. */
function rebuilt(base, change) {
  const old = customRuleset(base.id);
  const units = (old?.units ?? []).filter(isCustom);
  const weapons = (old?.weapons ?? []).filter(isCustom);
  change(units, weapons);
  const data = structuredClone(base);
  delete data.share; // a built-in ruleset's number in a list's code: "Mes unités" are named by their id
  data.id = customIdOf(base.id);
  data.name = { fr: `Mes unités (${base.name.fr})`, en: `My units (${base.name.en ?? base.name.fr})` };
  data.weapons = [...data.weapons, ...weapons];
  data.units = [...data.units, ...units];
  return data;
}

/** Checks, saves and loads `data`; a refused or unsaved one changes nothing. */
function commit(auspex, data) {
  auspex.checkRuleset(data);
  saveRuleset(data);
  auspex.replaceRuleset(data);
  loaded.set(data.id, data);
}

/** Saves (creates or replaces) `unit` with its new `weapons` in the custom ruleset of `base`. */
export function saveUnit(auspex, base, unit, weapons = []) {
  commit(auspex, rebuilt(base, (units, ws) => {
    for (const w of weapons) {
      const i = ws.findIndex((x) => x.id === w.id);
      if (i >= 0) ws[i] = w; else ws.push(w);
    }
    const i = units.findIndex((u) => u.id === unit.id);
    if (i >= 0) units[i] = unit; else units.push(unit);
  }));
}

export function deleteUnit(auspex, base, unitId) {
  commit(auspex, rebuilt(base, (units) => {
    const i = units.findIndex((u) => u.id === unitId);
    if (i >= 0) units.splice(i, 1);
  }));
}

/** The export file of a base ruleset's custom ruleset: { name, text }. */
export function exportFile(baseId) {
  const data = customRuleset(baseId);
  return { name: `${customIdOf(baseId)}.json`, text: `${JSON.stringify(data, null, 2)}\n` };
}

/**
 * A "Mes unités" file (JSON text) read whole, nothing changed yet: the
 * player's units and weapons it brings merged into the ones of its base
 * (the base's own part is always this page's: a file never changes the
 * built-in units). Returns the plan to show before anything happens:
 * { base, data (the merged ruleset, checked by the core), before (the
 * custom ruleset now, or null), add: [unit names], replace: [unit names],
 * same: n }. Throws a CustomError naming what is wrong.
 */
export function readImport(auspex, text) {
  let data;
  try { data = parseJson(bounded(text, LIMITS.file)); } catch (e) {
    if (e instanceof IntakeError) throw new CustomError('importRefused', { get message() { return t(e.key, e.vars); } });
    throw e;
  }
  const refused = (e) => new CustomError('importRefused', { path: e.path || '—', get message() { return playerSaid(e); } });
  try { auspex.checkRuleset(data); } catch (e) { throw refused(e); }
  if (customProblem(data)) throw new CustomError('importWrongBase', { id: JSON.stringify(data.id) });
  const base = loaded.get(String(data.id).slice(CUSTOM_PREFIX.length));
  const plan = { base, before: customRuleset(base.id), add: [], replace: [], same: 0 };
  plan.data = rebuilt(base, (units, weapons) => {
    for (const w of data.weapons.filter(isCustom)) {
      const i = weapons.findIndex((x) => x.id === w.id);
      if (i >= 0) weapons[i] = w; else weapons.push(w);
    }
    for (const u of data.units.filter(isCustom)) {
      const i = units.findIndex((x) => x.id === u.id);
      if (i < 0) { plan.add.push(nameOf(u.name)); units.push(u); } else if (JSON.stringify(units[i]) === JSON.stringify(u)) plan.same += 1;
      else { plan.replace.push(nameOf(u.name)); units[i] = u; }
    }
  });
  try { auspex.checkRuleset(plan.data); } catch (e) { throw refused(e); }
  return plan;
}

/** Saves the plan of readImport; returns how to undo it (the units as they were). */
export function applyImport(auspex, plan) {
  commit(auspex, plan.data);
  const before = plan.before ?? rebuilt(plan.base, (units, weapons) => { units.length = 0; weapons.length = 0; });
  return () => commit(auspex, before);
}
