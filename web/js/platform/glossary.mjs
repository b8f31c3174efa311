// The rules' short texts (rulesets/glossary/<ruleset>.json, beside the
// rulesets): each named rule, trait, order, skill, attitude and special action
// with its name, the seed's section and what it does at the table, in French
// and English; and which rule each state model's action and each calculator
// field is (tests/node/glossary.test.mjs checks them complete). A ruleset's
// glossary is fetched the first time one of its rules is asked for, never in
// the first load; whoever draws is told when it arrives (`onGlossary`).
import { getLang } from './words.mjs';
import { loaded } from './rulesets.mjs';

const cache = new Map(); // base ruleset id → glossary, null (none), or a promise
const listeners = new Set();

/** Calls `fn` whenever a glossary arrives (a screen redraws with its texts). */
export function onGlossary(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * The built-in ruleset whose glossary serves `rulesetId`: itself, or for the
 * player's own ("custom-<base>") and a game's own ("<base>-partie-…") their base.
 */
export function glossaryId(rulesetId) {
  const id = String(rulesetId ?? '');
  const base = id.startsWith('custom-') ? id.slice('custom-'.length) : id.replace(/-partie-[^-]*$/, '');
  if (loaded.has(base) || cache.has(base)) return base;
  // A system's id (a calculator form named after its system): its first ruleset.
  return [...loaded.values()].find((d) => d.system === base && !d.id.startsWith('custom-'))?.id ?? base;
}

const good = (g, id) => g && typeof g === 'object' && g.format === 'auspex-glossary' && g.ruleset === id
  && Array.isArray(g.rules) && g.rules.every((r) => r && typeof r.id === 'string' && r.text && r.name);

let index = null; // the promise of the ids that have a glossary (rulesets/glossary/index.json)
const fetchJson = (file) => fetch(`rulesets/glossary/${file}`).then((r) => (r.ok ? r.json() : null));
const known = () => (index ??= fetchJson('index.json').then((ids) => new Set(Array.isArray(ids) ? ids : []), () => new Set()));

/** Fetches the glossary of `rulesetId`'s base once; resolves to it, or null when there is none. */
export function loadGlossary(rulesetId) {
  const id = glossaryId(rulesetId);
  if (!id) return Promise.resolve(null);
  if (!cache.has(id)) {
    const promise = known().then((ids) => (ids.has(id) ? fetchJson(`${encodeURIComponent(id)}.json`) : null))
      .then((g) => (good(g, id) ? { ...g, byId: new Map(g.rules.map((r) => [r.id, r])) } : null), () => null)
      .then((g) => { cache.set(id, g); for (const fn of listeners) fn(); return g; });
    cache.set(id, promise);
  }
  const got = cache.get(id);
  return got instanceof Promise ? got : Promise.resolve(got);
}

/** The glossary of `rulesetId` when it has arrived, else null (and its fetch started, unless `load` is false). */
export function glossaryOf(rulesetId, load = true) {
  const got = cache.get(glossaryId(rulesetId));
  if (got === undefined) { if (load) loadGlossary(rulesetId); return null; }
  return got instanceof Promise ? null : got;
}

/** Rule `ruleId` of `rulesetId` in the page's language: { id, name, section, text }, or null. */
export function ruleText(rulesetId, ruleId, lang = getLang(), load = true) {
  const rule = ruleId ? glossaryOf(rulesetId, load)?.byId.get(ruleId) : null;
  if (!rule) return null;
  const pick = (x) => x?.[lang] ?? x?.fr ?? '';
  return { id: rule.id, name: pick(rule.name), section: pick(rule.section), text: pick(rule.text) };
}

/** The rule of a state model's action (`model`: a name of the core's `models()`, `type`: its action type), or null. */
export const actionRule = (rulesetId, model, type, lang) =>
  ruleText(rulesetId, glossaryOf(rulesetId)?.actions?.[model]?.[type] ?? null, lang);

/**
 * The rule of a calculator form's field `key`, or null; never fetches (the
 * calculator asks for its glossary once it is painted: the first load and the
 * prerendered markup stay as they are).
 */
export const fieldRule = (rulesetId, key, lang) =>
  ruleText(rulesetId, glossaryOf(rulesetId, false)?.fields?.[key] ?? null, lang, false);

/** The rules of every action of state model `model` (a turn's: the draw, the initiative…), once each. */
export function modelRules(rulesetId, model, lang) {
  const ids = Object.values(glossaryOf(rulesetId)?.actions?.[model] ?? {}).filter(Boolean);
  return [...new Set(ids)].map((id) => ruleText(rulesetId, id, lang)).filter(Boolean);
}

/**
 * Every glossary there is, fetched (the lists screen loads them with the games' screens, so
 * a rule's line never arrives under a player's finger and moves what they were tapping).
 */
export const loadGlossaries = () => known().then((ids) => Promise.all([...ids].map((id) => loadGlossary(id))));
