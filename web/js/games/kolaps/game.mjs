// A KOLAPS: Ground Zero skirmish on the page: the core holds it whole
// (core/kolaps/game.cpp, docs/games.md: both Unités' characters, the
// activation draw, who may make which move). A snapshot is what the history
// keeps and the store saves: { game (the core's state: names, sheets:
// [{ player, sheet, entry?, actions }], turn (the draw; character k is
// "c<k>"), turnActions, turnMayEnd, setup, moves), players, over (its last
// reply's), rng: { seed, n }, log: [{fr, en}], campaign? (Loi 12, after the
// game) }. Here: the roster read as characters (the setup's), and the view
// every panel reads.
import { playerName as sayName } from '../../platform/words.mjs';
import { numbered } from '../../platform/format.mjs';

/**
 * The game is the core's: every move is sent to it, named by its player (play/controller.mjs
 * send). A game saved before kept the names, sheets (with their roster `entry`) and the draw
 * (and the draw's and sheets' latest actions), from which the core goes on.
 */
export const STATES = { game: 'kolaps', before: { keys: ['names', 'sheets', 'draw'], as: { draw: 'turn' }, sheetKeys: ['entry'],
  drop: ['drawActions', 'drawMayAct', 'drawMayEnd'] } };

const text = (v, max) => (typeof v === 'string' ? v.slice(0, max) : undefined);

const fold = (str) => String(str).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * A trait the player wrote in the roster ("Pénétrant 1", "Arme d'épaule") as
 * the ruleset's trait: its id, or { id, x } for a trait with a number; null
 * when the ruleset has no such trait.
 */
export function traitOf(written, traits = []) {
  const m = String(written).trim().match(/^(.*?)\s*(?:\(?\s*(\d+)\s*\)?)?$/);
  const key = fold(m[1].replace(/\s+x$/i, ''));
  const trait = traits.find((tr) => [tr.id, tr.name?.fr, tr.name?.en].filter(Boolean).some((n) => fold(String(n).replace(/\s+X$/, '')) === key));
  if (!trait) return null;
  return m[2] ? { id: trait.id, x: Number(m[2]) } : trait.id;
}

/**
 * A roster entry's `character` (docs/lists.md, the player's words) as the
 * kolapsSheet fields: specialisations by name, weapons' and protection's
 * traits as the ruleset's ids, the rate of fire as `cadence`. Traits the
 * ruleset does not know are left out and listed in `unknown`.
 */
export function sheetFields(character, ruleset) {
  const out = {};
  const unknown = [];
  const traits = (list, known) => (list ?? []).map((x) => {
    const id = traitOf(x, known);
    if (id === null) unknown.push(x);
    return id;
  }).filter((x) => x !== null);
  for (const key of ['affiliation', 'archetype']) if (text(character[key], 100)) out[key] = text(character[key], 100);
  if (character.attributes?.length) out.attributes = character.attributes.map((x) => text(x, 60));
  if (character.specialisations?.length) out.specialisations = character.specialisations.map((x) => text(x?.name ?? x, 100));
  if (character.weapons?.length) {
    out.weapons = character.weapons.map((w) => ({ name: text(w.name, 100) || '?', traits: traits(w.traits, ruleset?.weaponTraits),
      ...(w.rate !== undefined || w.cadence !== undefined ? { cadence: w.rate ?? w.cadence } : {}) }));
  }
  if (character.protection) {
    const p = character.protection;
    out.protection = { name: text(p.name, 100) || '?', class: p.class, traits: traits(p.traits, ruleset?.protectionTraits) };
  }
  return { fields: out, unknown };
}

/**
 * The characters of a KOLAPS list (a saved or decoded roster): one per entry
 * and per count, its name (the entry's, else the unit's, numbered when there
 * are several), rank (option `rank`, 3 when absent) and, when the entry holds
 * them (`character`), the character's own fields (sheetFields). Returns the
 * kolapsSheet "new" requests; traits the ruleset does not know are in each
 * request's non-enumerable `unknownTraits`.
 */
export function charactersOf(list, unitName = () => '', ruleset = null) {
  const out = [];
  list.units.forEach((e) => {
    const n = Math.max(1, Math.min(20, e.count ?? 1));
    const base = (e.name || unitName(e.unit) || e.unit || '?').slice(0, 90);
    const { fields, unknown } = sheetFields(e.character ?? {}, ruleset);
    for (let k = 0; k < n; k += 1) {
      const request = { op: 'new', ruleset: list.ruleset, name: base, rank: e.options?.rank ?? 3, ...structuredClone(fields) };
      if (unknown.length) Object.defineProperty(request, 'unknownTraits', { value: unknown, enumerable: false });
      Object.defineProperty(request, 'entry', { value: { at: list.units.indexOf(e), copies: n }, enumerable: false });
      out.push(request);
    }
  });
  // Characters of one name (an entry's count, two entries left unnamed) numbered: « Personnage 2 ».
  numbered(out.map((r) => r.name)).forEach((name, i) => { out[i].name = name; });
  return out;
}

/**
 * The setup the core starts a game from (core/kolaps/game.cpp): both Unités' characters (each
 * charactersOf request with its roster `entry`), the players' names.
 */
export const gameSetup = (names, sides) => ({
  names: names.map((n) => (n || '').slice(0, 100)),
  // A request's `entry` (its place in the roster) is not enumerable: given here as the core's.
  characters: sides.map((requests) => requests.map((r) => {
    const { op, ...rest } = r;
    return r.entry ? { ...rest, entry: r.entry } : rest;
  })),
});

/**
 * The game screen's view of a snapshot: the core's game state (its characters, the draw as
 * `draw`, its actions, names) with the page's keys beside it (the seed, the log, the campaign),
 * in the shape every panel of the game reads (`view.sheets`, `view.draw`).
 */
export const viewOf = (snapshot) => (snapshot?.game ? { ...snapshot, ...snapshot.game, game: snapshot.game,
  draw: snapshot.game.turn, drawActions: snapshot.game.turnActions, drawMayEnd: snapshot.game.turnMayEnd } : snapshot);

export const sideName = (snapshot, i) => sayName((snapshot?.game ?? snapshot)?.names?.[i], i);
