// A KOLAPS: Ground Zero skirmish as plain data, no DOM: both Unités'
// character sheets (core kolapsSheet, docs/sheets/kolaps.md) and the
// activation draw (core kolapsTurn, docs/sheets/kolaps-draw.md), every change
// through the core, the seeded dice of game-dice.mjs. A snapshot is what the
// history keeps and the store saves: { sheets: [{ player, sheet }], draw
// (the kolapsTurn state; character k is "c<k>"), names: [a, b], rng: { seed,
// n }, log: [{fr, en}] }; each sheet's and the draw's latest `actions` (what
// the rules allow now, from the core's last reply: sheets[k].actions,
// drawActions; drawMayAct: who may act in the draw now) are kept beside them (absent in games saved before). The draw follows the sheets: combativité a sheet
// loses is the active character's spend or another's opposition there, and a
// character hors combat on its sheet leaves the draw.
import { newSeed } from '../../platform/dice.mjs';
import { numbered } from '../../platform/format.mjs';
import { LOG_KEEP, stepOf, withLog, applyAll } from '../../play/states.mjs';

/** Its state models in the snapshot (play/states.mjs): the characters' sheets, and the draw as its turn. */
export const STATES = { sheet: 'kolapsSheet', turn: { key: 'draw', model: 'kolapsTurn', actions: 'drawActions', mayAct: 'drawMayAct', mayEnd: 'drawMayEnd' } };

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

/** A new game's first snapshot: both sides' characters (kolapsSheet "new" requests). */
export function newSnapshot(auspex, names, sides, seed = newSeed()) {
  const sheets = [];
  const log = [];
  sides.forEach((requests, player) => requests.forEach((request) => {
    const reply = auspex.model('kolapsSheet', request);
    sheets.push({ player, sheet: reply.sheet, actions: reply.actions, ...(request.entry ? { entry: request.entry } : {}) });
    log.unshift(...(reply.log ?? []));
  }));
  const named = names.map((n) => (n || '').slice(0, 100));
  const turn = auspex.model('kolapsTurn', { op: 'new', players: named.map((name, i) => ({ name: name || `J${i + 1}` })),
    characters: sheets.map(({ player, sheet }, k) => ({ id: `c${k}`, name: sheet.name, player, rank: sheet.profile.rank })) });
  return { sheets, draw: turn.turn, drawActions: turn.actions, drawMayAct: turn.mayAct, drawMayEnd: turn.mayEnd, names: named, rng: { seed, n: 0 }, log: log.slice(0, LOG_KEEP) };
}

const drawOf = (draw, k) => draw?.characters.find((c) => c.id === `c${k}`);

/**
 * The draw's actions mirroring a sheet's change (before → after) of
 * character k by `action`: its combativité spent by the active character
 * (spend), spent by another to oppose (a sheet's spend: opposition), or lost
 * without choosing it (a wound, fatigue: lose, never said as an opposition).
 */
function mirror(draw, k, before, after, action) {
  const c = drawOf(draw, k);
  if (!c || draw.phase === 'over' || c.state === 'horsCombat') return [];
  if (after.horsCombat && !before.horsCombat) return [{ type: 'horsCombat', id: c.id }];
  const cost = before.combativite.current - after.combativite.current;
  if (draw.phase !== 'sequence' || cost <= 0) return [];
  if (draw.active === c.id) return [{ type: 'spend', cost }];
  if (c.state !== 'reserve' && c.state !== 'attente') return [];
  if (action.type === 'spend' && draw.active) return [{ type: 'opposition', id: c.id, cost }];
  return [{ type: 'lose', id: c.id, cost }];
}

/**
 * Applies `action` to character k: { snapshot, needs } (needs: the core's,
 * the snapshot unchanged). Throws the core's AuspexError when refused.
 */
export function applyCharacter(auspex, snapshot, k, action, extraLog = []) {
  const entry = snapshot.sheets[k];
  const step = stepOf(auspex, STATES, snapshot, k, action,
    { label: (l) => ({ ...l, fr: `${entry.sheet.name} : ${l.fr}`, en: `${entry.sheet.name}: ${l.en}` }) });
  if (step.needs) return { snapshot, needs: step.needs };
  let next = step.snapshot;
  const lines = [...step.lines];
  for (const mirrored of mirror(snapshot.draw, k, entry.sheet, next.sheets[k].sheet, action)) {
    const out = stepOf(auspex, STATES, next, 'turn', mirrored);
    next = out.snapshot;
    lines.push(...out.lines);
  }
  return { snapshot: withLog(next, [...extraLog, ...lines]), needs: null };
}

export const sideName = (snapshot, i) => snapshot.names?.[i] || `J${i + 1}`;

/**
 * Applies several character actions ([{ sheet, action }], kolaps-attack.mjs's
 * resultSteps) as one step: { snapshot }. Dice an action asks for (a
 * conscience roll after a wound…) are rolled from the game's seed and logged.
 * A refused action throws, and nothing changes. `extraLog`: the page's lines, logged first.
 */
export function applyCharacters(auspex, snapshot, steps, extraLog = []) {
  const KEY = { 'au-sol': 'auSol', expose: 'expose', cache: 'cache', 'a-couvert': 'aCouvert' };
  return applyAll(snapshot, steps.map(({ sheet, action }) => ({ where: sheet, action })), (next, k, action, log) => {
    // A state the character is already in (épuisé by the combativité spent, au sol): nothing to do.
    const now = next.sheets[k].sheet;
    if (action.type === 'activation' && now.activation === action.state) return { snapshot: next, needs: null };
    if (action.type === 'status' && now.statuses[KEY[action.id]] === action.on) return { snapshot: next, needs: null };
    return applyCharacter(auspex, next, k, action, log);
  }, extraLog);
}

/**
 * A draw action (startTurn, draw, endActivation): { snapshot, needs }.
 * startTurn takes every character's combativité from its sheet (the last
 * determination; hors combat ones are left out).
 */
export function applyDraw(auspex, snapshot, action, extraLog = []) {
  let full = action;
  if (action.type === 'startTurn') {
    const combativite = {};
    snapshot.sheets.forEach(({ sheet }, k) => {
      if (drawOf(snapshot.draw, k)?.state !== 'horsCombat' && !sheet.horsCombat) combativite[`c${k}`] = sheet.combativite.determined ?? 0;
    });
    full = { type: 'startTurn', combativite };
  }
  const step = stepOf(auspex, STATES, snapshot, 'turn', full);
  if (step.needs) return { snapshot, needs: step.needs };
  let next = step.snapshot;
  // A character the draw leaves épuisé (its activation ended so, or no combativité left) is épuisé on its sheet too (Loi 7-14).
  snapshot.sheets.forEach((entry, k) => {
    const was = drawOf(snapshot.draw, k)?.state;
    if (drawOf(next.draw, k)?.state !== 'epuise' || was === 'epuise' || entry.sheet.activation === 'epuise' || entry.sheet.horsCombat) return;
    next = stepOf(auspex, STATES, next, k, { type: 'activation', state: 'epuise' }).snapshot;
  });
  return { snapshot: withLog(next, [...extraLog, ...step.lines]), needs: null };
}
