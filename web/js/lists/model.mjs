// What the list builder needs of the rulesets, as plain functions: which
// rulesets a list can be made for, the ruleset as a list sees it (with the
// list's own custom units and weapons), the units and weapons it offers, and
// the edits that bring one of the player's custom units into a list.
import { loaded, CUSTOM_PREFIX, nameOf } from '../platform/rulesets.mjs';
import { t } from '../platform/words.mjs';
import { customRuleset } from '../platform/custom-units.mjs';
import { partsOf } from '../games/index.mjs';
import '../platform/lists-words.mjs';

const isBase = (data) => !data.id.startsWith(CUSTOM_PREFIX);

/** Rulesets a list can be made for: loaded, with units (a game of characters: its character unit), not the player's custom ones. */
export function listRulesets() {
  return [...loaded.values()].filter((d) => isBase(d) && Array.isArray(d.units) && d.units.length > 0);
}

/** A new, empty list of `rulesetId` (and faction). */
export function newList(rulesetId, faction) {
  const list = { format: 'auspex-list', version: 1, ruleset: rulesetId, name: '' };
  if (faction) list.faction = faction;
  list.units = [];
  return list;
}

/** The ruleset as `list` sees it: its units and weapons followed by the list's custom ones. */
export function rulesetView(list) {
  const base = loaded.get(list.ruleset);
  if (!base) return null;
  return { ...base, units: [...base.units, ...(list.custom?.units ?? [])],
    weapons: [...(base.weapons ?? []), ...(list.custom?.weapons ?? [])] };
}

export const weaponId = (w) => (typeof w === 'string' ? w : w?.weapon);

/**
 * The unit choices for `list`: { value, text, group } — the ruleset's (of the
 * list's faction), the list's, the player's; with a faction, its units are
 * grouped under its name and those the rules give no faction under "every
 * faction".
 */
export function unitChoices(list, mark) {
  const view = rulesetView(list);
  if (!view) return [];
  const ofFaction = (u) => !list.faction || !u.faction || u.faction === list.faction;
  const own = new Set(view.units.map((u) => u.id));
  const mine = (customRuleset(list.ruleset)?.units ?? []).filter((u) => u.id.startsWith(CUSTOM_PREFIX) && !own.has(u.id));
  const listIds = new Set((list.custom?.units ?? []).map((u) => u.id));
  const faction = list.faction ? factionName(list) : '';
  const group = (u) => (faction && !u.faction ? t('listUnitsAnyFaction') : faction);
  const choices = [
    ...view.units.filter(ofFaction).map((u) => ({ value: u.id, text: listIds.has(u.id) ? `${nameOf(u.name)} ${mark}` : nameOf(u.name), group: group(u) })),
    ...mine.filter(ofFaction).map((u) => ({ value: `mine:${u.id}`, text: `${nameOf(u.name)} ${mark}`, group: group(u) })),
  ];
  // The faction's own first: the order of the groups is the order they are drawn.
  return [...choices.filter((c) => c.group === faction), ...choices.filter((c) => c.group !== faction)];
}

/** Adds one entry of the chosen unit to `list` (a player's unit is copied into list.custom with its own weapons). */
export function addUnit(list, choice) {
  let id = choice;
  if (choice.startsWith('mine:')) {
    id = choice.slice(5);
    const mine = customRuleset(list.ruleset);
    const unit = mine?.units.find((u) => u.id === id);
    if (!unit) return list;
    const base = loaded.get(list.ruleset);
    const known = new Set([...(base.weapons ?? []), ...(list.custom?.weapons ?? [])].map((w) => w.id));
    const custom = list.custom ?? { units: [], weapons: [] };
    list.custom = custom;
    custom.units ??= [];
    custom.weapons ??= [];
    if (!custom.units.some((u) => u.id === id)) custom.units.push(structuredClone(unit));
    for (const w of (unit.weapons ?? []).map(weaponId)) {
      const weapon = mine.weapons.find((x) => x.id === w);
      if (weapon && !known.has(w)) { custom.weapons.push(structuredClone(weapon)); known.add(w); }
    }
  }
  const fixed = fixedLoadout(list, id);
  const entry = { unit: id, count: 1, weapons: fixed ?? [] };
  builderOf(list).newEntry?.(entry);
  list.units.push(entry);
  return list;
}

/** The game's parts of the builder for `list` (games/<game>/play.mjs `builder`; {} when none). */
export const builderOf = (list) => partsOf(loaded.get(list?.ruleset)?.system).builder ?? {};

/** The list's unit `unitId` as the ruleset (or the list's custom units) gives it, or null. */
export const unitIn = (list, unitId) => rulesetView(list)?.units.find((u) => u.id === unitId) ?? null;

/** The weapons a unit always carries, or null when the player picks them (the game's `fixedLoadout`). */
export const fixedLoadout = (list, unitId) => builderOf(list).fixedLoadout?.(list, unitId) ?? null;

/** The unit's weapon slots, or null when not counted (the game's `weaponSlots`). */
export const weaponSlots = (list, unitId) => builderOf(list).weaponSlots?.(list, unitId) ?? null;

/** Whether the list offers only the weapons a unit may carry (the game's `onlyAllowedWeapons`). */
export const onlyAllowedWeapons = (list) => Boolean(builderOf(list).onlyAllowedWeapons);

/** The cost of one as the ruleset gives it (its `points`), or null. */
export const rulesetPoints = (list, unitId) => unitIn(list, unitId)?.points ?? null;

/**
 * The weapon choices of an entry's unit: { first, rest } — its own and its
 * faction's (the faction's `weapons`), then the other weapons.
 */
export function weaponChoices(list, unitId) {
  const view = rulesetView(list);
  if (!view) return { first: [], rest: [] };
  const unit = view.units.find((u) => u.id === unitId);
  const faction = view.factions?.find((f) => f.id === (unit?.faction ?? list.faction));
  const firstIds = [...new Set([...(faction?.weapons ?? []), ...(unit?.weapons ?? []).map(weaponId)])];
  const first = firstIds.map((id) => view.weapons.find((w) => w.id === id)).filter(Boolean);
  const rest = view.weapons.filter((w) => !firstIds.includes(w.id));
  return { first, rest };
}

export const unitName = (list, unitId) => {
  const unit = rulesetView(list)?.units.find((u) => u.id === unitId);
  return unit ? nameOf(unit.name) : unitId;
};

export const weaponName = (list, id) => {
  const weapon = rulesetView(list)?.weapons.find((w) => w.id === id);
  return weapon ? nameOf(weapon.name) : id;
};

export const rulesetName = (id) => {
  const data = loaded.get(id);
  return data ? nameOf(data.name) : id;
};

export const factionName = (list) => {
  const f = loaded.get(list.ruleset)?.factions?.find((x) => x.id === list.faction);
  return f ? nameOf(f.name) : list.faction ?? '';
};

/** Sets list option `name` of entry `i` (for `undefined`: removes it, and `options` once empty). */
export function setOption(list, i, name, value) {
  const u = list.units[i];
  if (value === undefined) {
    if (u.options) delete u.options[name];
    if (u.options && !Object.keys(u.options).length) delete u.options;
  } else (u.options ??= {})[name] = value;
}
