// An AT-44 game as plain data, no DOM: both companies' side of the turn
// (docs/sheets/at44-turn.md), every change through the core's at44Turn, the
// seeded dice of game-dice.mjs. A snapshot is what the history keeps and the
// store saves: { turn (the core's turn state), rng: { seed, n }, log: [{fr, en}] }.
import { newSeed } from './game-dice.mjs';

const LOG_KEEP = 12;

const hasSkill = (unit, id) => (unit?.skills ?? []).some((s) => (s?.id ?? s) === id);

/**
 * What at44Turn's "new" needs of one company (a saved or decoded list):
 * the core's checkList facts (stars, commanderPc, unitCards), the commander's
 * `aut` option, and the combatants with Brouillage / Contre mesures (entries
 * whose unit has the skill, × count). The player may change them before the game.
 */
export function companyOf(auspex, list, ruleset) {
  const facts = auspex.checkList(list).facts ?? {};
  const units = [...(ruleset?.units ?? []), ...(list.custom?.units ?? [])];
  let brouillage = 0;
  let contreMesures = 0;
  let commanderAut = 0;
  for (const e of list.units) {
    const unit = units.find((u) => u.id === e.unit);
    if (hasSkill(unit, 'brouillage')) brouillage += e.count ?? 1;
    if (hasSkill(unit, 'contre-mesures')) contreMesures += e.count ?? 1;
    if (e.options?.commander && Number.isInteger(e.options.aut)) commanderAut = e.options.aut;
  }
  return {
    name: (list.name || '').slice(0, 100),
    stars: facts.stars ?? 0,
    player: { commanderPc: facts.commanderPc ?? 0, commanderAut, unitCards: facts.unitCards ?? list.units.length, brouillage, contreMesures },
  };
}

/** The "new" request of two companies (companyOf's players, each with its name). */
export function newRequest(stars, players) {
  return { op: 'new', stars: Math.min(100000, Math.max(1, stars)),
    players: players.map(({ name, ...p }) => (name ? { name, ...p } : { ...p })) };
}

/** A new game's first snapshot from the core's reply to newRequest. */
export function newSnapshot(reply, seed = newSeed()) {
  return { turn: reply.turn, rng: { seed, n: 0 }, log: (reply.log ?? []).slice(0, LOG_KEEP) };
}

/**
 * Applies `action` to the snapshot's turn: { snapshot, needs } (needs: the
 * core's, the snapshot unchanged). Throws the core's AuspexError when refused.
 */
export function apply(auspex, snapshot, action, extraLog = []) {
  const reply = auspex.at44Turn({ op: 'apply', turn: snapshot.turn, action });
  if (reply.needs) return { snapshot, needs: reply.needs };
  const next = { ...structuredClone(snapshot), turn: reply.turn };
  next.log = [...extraLog, ...(reply.log ?? []), ...snapshot.log].slice(0, LOG_KEEP);
  return { snapshot: next, needs: null };
}

export const playerName = (turn, i) => turn.players[i].name || `J${i + 1}`;
