// A game's own ruleset (issue 30): when the lists of a game bring their own
// units ("Mes unités", copied into each list's `custom`), the game plays
// with a copy of the built-in ruleset with those units and weapons appended,
// under an id made of its base's and a hash of its contents
// ("<base id>-partie-1x2y3z"), so the same units give the same id and an
// id can never stand for other contents. It travels in the game's snapshot
// (saved, handed over, backed up) and is given to the core as the player's
// own (replaceRuleset: it never replaces a built-in ruleset), checked first.
// A snapshot carries it as { id, data } (the whole ruleset, as the first
// `snapshot.ruleset`) or, smaller, as { id, base, units, weapons } (what
// the lists added: `snapshot.rulesets`), rebuilt from the base here.
import { loaded } from '../platform/rulesets.mjs';
import { GameCodeError } from './game-code.mjs';

/** A short stable hash of a text (FNV-1a, base 36). */
function hashOf(str) {
  let x = 0x811c9dc5;
  for (let i = 0; i < str.length; i += 1) x = Math.imul(x ^ str.charCodeAt(i), 0x01000193) >>> 0;
  return x.toString(36);
}

/** The id of a game's own ruleset: its base's, then a hash of its units and weapons (the same contents, the same id). */
export const ownRulesetId = (baseId, data) => `${baseId}-partie-${hashOf(JSON.stringify([data.units, data.weapons]))}`.slice(0, 60);

/**
 * The ruleset `lists` play with: `base`, or, when a list brings its own
 * units (list.custom), a copy with them appended under a new id (a unit or
 * weapon whose id another one already has is renamed "<id>-adv"). Returns
 * { id, data (null: the base), maps: [unitMap per list], record (what the
 * snapshot carries: { id, base, units, weapons }, or null) }.
 */
export function ownRuleset(base, lists) {
  const maps = lists.map(() => new Map());
  if (!lists.some((l) => l.custom?.units?.length || l.custom?.weapons?.length)) return { id: base.id, data: null, maps, record: null };
  const data = structuredClone(base);
  delete data.share; // a built-in ruleset's number in a list's code: the copy is named by its id
  data.units = [...(data.units ?? [])];
  data.weapons = [...(data.weapons ?? [])];
  const added = { units: [], weapons: [] };
  lists.forEach((list, li) => {
    const weaponMap = new Map();
    for (const w of list.custom?.weapons ?? []) {
      const same = data.weapons.find((x) => x.id === w.id);
      if (same && JSON.stringify(same) === JSON.stringify(w)) continue;
      const id = same ? `${w.id}-adv`.slice(0, 60) : w.id;
      if (id !== w.id) weaponMap.set(w.id, id);
      const weapon = { ...structuredClone(w), id };
      data.weapons.push(weapon);
      added.weapons.push(weapon);
    }
    for (const u of list.custom?.units ?? []) {
      const unit = structuredClone(u);
      if (Array.isArray(u.weapons)) unit.weapons = u.weapons.map((w) => (typeof w === 'string' ? weaponMap.get(w) ?? w : w));
      const same = data.units.find((x) => x.id === u.id);
      if (same && JSON.stringify(same) === JSON.stringify(unit)) continue;
      const id = same ? `${u.id}-adv`.slice(0, 60) : u.id;
      if (id !== u.id) maps[li].set(u.id, id);
      data.units.push({ ...unit, id });
      added.units.push({ ...unit, id });
    }
  });
  data.id = ownRulesetId(base.id, data);
  return { id: data.id, data, maps, record: { id: data.id, base: base.id, ...added } };
}

/** A built-in ruleset loaded here that a game's own may be based on (never another game's own). */
const baseOf = (id) => (id.includes('-partie-') ? null : loaded.get(id) ?? null);

/**
 * The whole ruleset of what a snapshot carries (`own`: { id, data } or
 * { id, base, units, weapons }), checked: its id is its base's and the hash
 * of its contents, its base a built-in ruleset loaded here of the same
 * system. Throws a GameCodeError ('gameCodeRuleset') otherwise.
 */
export function ownData(own) {
  const id = String(own?.id ?? '');
  const refuse = () => new GameCodeError('gameCodeRuleset', { id });
  const at = id.indexOf('-partie-');
  const base = at > 0 ? baseOf(id.slice(0, at)) : null;
  if (!base) throw refuse();
  let data = own.data;
  if (data === undefined) {
    if (own.base !== base.id || !Array.isArray(own.units) || !Array.isArray(own.weapons)) throw refuse();
    data = { ...structuredClone(base), units: [...base.units, ...own.units], weapons: [...(base.weapons ?? []), ...own.weapons] };
    data.id = id;
    delete data.share;
  }
  if (!data || typeof data !== 'object' || data.id !== id || data.system !== base.system || ownRulesetId(base.id, data) !== id) throw refuse();
  return data;
}

/**
 * The ruleset the sheets of `list` name: its base (`base`, by default its
 * own loaded ruleset), or, when the list brings its own units, the game's own
 * ruleset made of them, given to the core: { id, maps: [the list's unit
 * ids → the ruleset's], record (what a snapshot carries, or null) }.
 */
export function listOwnRuleset(auspex, list, base = loaded.get(list.ruleset)) {
  if (!base) return { id: list.ruleset, maps: [new Map()], record: null };
  const own = ownRuleset(base, [list]);
  registerOwn(auspex, own);
  return own;
}

/** Every own ruleset a snapshot carries (`ruleset`: one, whole; `rulesets`: what the lists added), each given to the core. */
export function registerAll(auspex, snapshot) {
  if (snapshot?.ruleset && typeof snapshot.ruleset === 'object') registerOwn(auspex, snapshot.ruleset);
  if (snapshot?.rulesets !== undefined && !Array.isArray(snapshot.rulesets)) throw new GameCodeError('gameCodeField', { path: 'snapshot.rulesets' });
  for (const own of snapshot?.rulesets ?? []) registerOwn(auspex, own);
}

/**
 * Gives a game's own ruleset (as a snapshot carries it) to the core and the
 * page, once; checked first (ownData), then loaded as the player's own
 * (replaceRuleset). Throws a GameCodeError, or the core's error.
 */
export function registerOwn(auspex, own) {
  if (!own || own.data === null || loaded.has(own.id)) return; // null: the built-in ruleset itself
  const data = ownData(own);
  auspex.replaceRuleset(data);
  loaded.set(data.id, data);
}
