// An AT-44 game as plain data, no DOM: both companies' side of the turn
// (docs/sheets/at44-turn.md), every change through the core's at44Turn, the
// seeded dice of game-dice.mjs. A snapshot is what the history keeps and the
// store saves: { turn (the core's turn state), turnActions, turnChoices, rng: { seed, n }, log: [{fr, en}] },
// and sheets: [{ player, sheet, actions }] (`actions`, `turnActions`: the core's
// last word on what each allows now; a game saved before has none: all offered).
import { newSeed } from '../../platform/dice.mjs';
import { t, playerSaid, nameOf } from '../../platform/words.mjs';
import { LOG_KEEP, applyTo, stepOf, withLog, applyAll } from '../../play/states.mjs';

/** Where the game's states are in a snapshot (play/states.mjs; a game handed over: play/game-code.mjs). */
export const STATES = { sheet: 'at44Sheet', turn: { key: 'turn', model: 'at44Turn', actions: 'turnActions', choices: 'turnChoices', mayActivate: 'turnMayActivate' } };


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
  return { turn: reply.turn, turnActions: reply.actions, turnChoices: reply.choices, turnMayActivate: reply.mayActivate,
    rng: { seed, n: 0 }, log: (reply.log ?? []).slice(0, LOG_KEEP) };
}

/**
 * Applies `action` to the snapshot's turn: { snapshot, needs } (needs: the
 * core's, the snapshot unchanged). Throws the core's AuspexError when refused.
 */
export function apply(auspex, snapshot, action, extraLog = []) {
  return applyTo(auspex, STATES, snapshot, 'turn', action, { extraLog });
}

export const playerName = (turn, i) => turn.players[i].name || `J${i + 1}`;

// ---- unit sheets (docs/sheets/at44.md): snapshot.sheets = [{ player, sheet }] ----

/** The values prefilled for the fields a ruleset lacks; the player may change them. */
export const SHEET_DEFAULTS = { type: 'infanterie', mor: 5, arm: 5, skills: [], rank: 2, category: 'autre', chassisPs: 6, propulsionPs: [3] };
const FIELD_OF = (path) => String(path ?? '').split('.')[0];

/**
 * What the setup asks for one list entry: the fields the core says are missing
 * (each error of at44Sheet "new" names one), prefilled with SHEET_DEFAULTS.
 * Returns { unit, name, count, officer, fields, error }.
 */
export function sheetSetup(auspex, entry, unitName = '', unit = null, own = null) {
  const grade = entry.options?.grade;
  // A vehicle's weapons whose PS the ruleset lacks: one { weapon, ps } per weapon carried, 1 PS each to start;
  // the ruleset's weapons of the unit, else those the list gives the entry (a unit the ruleset gives none).
  const carried = unit?.weapons?.length ? unit.weapons : (entry.weapons ?? []).map((weapon) => ({ weapon }));
  const mounts = carried.flatMap((m) => Array.from({ length: m.count ?? 1 }, () => ({ weapon: m.weapon, ps: m.ps ?? 1 })));
  // A company's own units ("Mes unités"): its sheets name the game's own ruleset (play/own-ruleset.mjs' listOwnRuleset).
  const base = { ruleset: own?.id ?? 'at44', unit: own?.maps[0].get(entry.unit) ?? entry.unit, name: (entry.name || unitName || entry.unit).slice(0, 100), count: 5,
    officer: Number.isInteger(grade) && grade >= 0 && grade <= 4 ? grade : null, fields: {}, error: '', mounts };
  return completeSetup(auspex, base);
}

/** Asks the core until the entry's request is whole: each missing field gets its default. */
export function completeSetup(auspex, base) {
  base.error = '';
  for (let k = 0; k < 12; k += 1) {
    try {
      const reply = auspex.model('at44Sheet', sheetRequest(base));
      base.vehicle = reply.sheet.type === 'vehicule';
      return base;
    } catch (error) {
      const field = FIELD_OF(error.path);
      if (field === 'weapons' && !base.mounts?.length) { base.error = t('at44WeaponsNeeded'); return base; }
      const fallback = field === 'weapons' ? base.mounts : SHEET_DEFAULTS[field];
      if (fallback === undefined || field in base.fields) { base.error = playerSaid(error); return base; }
      base.fields[field] = structuredClone(fallback);
      if (field === 'category' || field === 'chassisPs') base.count = Math.min(base.count, 1);
    }
  }
  return base;
}

/**
 * What the builder says of a company before "Jouer" (the problems the core
 * cannot see in a list): a unit the ruleset gives no weapons, left without
 * any in the list, cannot start. [{ at: entry index, text }], in the page's words.
 */
export function companyProblems(list, units) {
  return list.units.flatMap((entry, i) => {
    const unit = units.find((u) => u.id === entry.unit);
    if (!unit || unit.weapons?.length || !(unit.unknown ?? []).includes('weapons') || entry.weapons?.length) return [];
    return [{ at: i, text: t('at44WeaponsMissing', { n: i + 1, name: entry.name || nameOfUnit(unit) }) }];
  });
}
const nameOfUnit = (unit) => nameOf(unit.name) || unit.id;

/** The at44Sheet "new" request of a setup entry (sheetSetup's). */
export function sheetRequest(s) {
  const req = { op: 'new', ruleset: s.ruleset ?? 'at44', unit: s.unit, count: s.count, name: s.name, ...structuredClone(s.fields) };
  if (s.officer !== null && s.officer !== undefined) req.officer = s.officer;
  return req;
}

/** Applies a turn action and, for startTurn, newTurn to every sheet (one step). */
export function applyTurn(auspex, snapshot, action, extraLog = []) {
  const out = apply(auspex, snapshot, action, extraLog);
  if (out.needs || action.type !== 'startTurn' || !snapshot.sheets?.length) return out;
  let next = out.snapshot;
  snapshot.sheets.forEach((_, k) => { next = stepOf(auspex, STATES, next, k, { type: 'newTurn' }).snapshot; });
  return { snapshot: next, needs: null };
}

/**
 * Applies `action` to sheet k: { snapshot, needs }. The CP the core says the
 * action spends (`cp`: an attitude, a Moral test passed automatically) are
 * charged to the sheet's player through at44Turn's spendCp in the same step,
 * and vehicles it destroys give their stars to the other player.
 */
export function applySheet(auspex, snapshot, k, action, extraLog = []) {
  const entry = snapshot.sheets[k];
  const step = stepOf(auspex, STATES, snapshot, k, action);
  if (step.needs) return { snapshot, needs: step.needs };
  let next = step.snapshot;
  const lines = [...step.lines];
  const onTurn = (turnAction) => {
    const out = stepOf(auspex, STATES, next, 'turn', turnAction);
    next = out.snapshot;
    lines.push(...out.lines);
  };
  if (step.reply.cp > 0) onTurn({ type: 'spendCp', player: entry.player, cp: step.reply.cp });
  // A unit destroyed: one unit card fewer, its card out of the sequence when it had not acted yet.
  const playing = !['setup', 'over'].includes(next.turn.phase);
  if (playing && next.sheets[k].sheet.destroyed && !entry.sheet.destroyed) {
    onTurn({ type: 'unitLost', player: entry.player, activated: entry.sheet.activated });
  }
  // Vehicles destroyed by this action: their stars to the other player at once
  // (at44Turn's `destroyed`, the seed's minimum of 1 star per vehicle).
  const gone = (sheet) => (sheet.vehicles ?? []).filter((v) => v.destroyed).length;
  const vehicles = gone(next.sheets[k].sheet) - gone(entry.sheet);
  if (vehicles > 0 && playing) onTurn({ type: 'destroyed', player: 1 - entry.player, vehicles });
  return { snapshot: withLog(next, [...extraLog, ...lines]), needs: null };
}

/**
 * Applies several sheet actions ([{ sheet, action }], at44-attack.mjs's
 * resultSteps) as one step (play/states.mjs applyAll): { snapshot }. Dice an
 * action asks for are rolled from the game's seed and logged; a refused
 * action throws, and nothing changes. `extraLog`: the page's lines, logged first.
 */
export function applySheets(auspex, snapshot, steps, extraLog = []) {
  return applyAll(snapshot, steps.map(({ sheet, action }) => ({ where: sheet, action })),
    (next, k, action, log) => applySheet(auspex, next, k, action, log), extraLog);
}

/** Whether sheet k's unit is led by an officer (it acts for free; without one, 1 PC: AT-44's "activer-sans-officier"). */
export const ledByOfficer = (sheet) => sheet.officer !== null && sheet.officer !== undefined;

/**
 * Activates the unit of sheet k as one step: its player's card on the turn
 * (at44Turn's `unit`: the first card turned when none waits, 1 PC without an
 * officer unless `pay` is false) and the sheet's own activation (`idle`: the
 * unit activated without paying does nothing this turn). { snapshot }; a
 * refusal throws and nothing changes.
 */
export function activateUnit(auspex, snapshot, k, pay = true) {
  const { player, sheet } = snapshot.sheets[k];
  const officer = ledByOfficer(sheet);
  const unit = { type: 'unit', player, officer, name: (sheet.name || sheet.unitName?.fr || sheet.unit).slice(0, 100), ...(officer || pay ? {} : { pay: false }) };
  return applyAll(snapshot, [{ where: 'turn', action: unit }, { where: k, action: { type: 'activate', ...(officer || pay ? {} : { idle: true }) } }],
    (next, where, action, log) => (where === 'turn' ? apply(auspex, next, action, log) : applySheet(auspex, next, where, action, log)));
}

/**
 * What the turn bar says (the game bar's status line): the turn and phase,
 * whose turn to play a card, the units a card turned still to activate, or
 * the maintenance phase waiting. `name(i)`: a player's name.
 */
export function turnStatus(turn, tr) {
  if (!turn || turn.phase === 'setup') return null;
  const name = (i) => playerName(turn, i);
  if (turn.phase === 'over') {
    // Who won and why (sudden death, or a company with no unit left: the stars decide).
    const result = turn.winner === 'draw' ? tr('at44Draw') : turn.winner !== null && turn.winner !== undefined ? tr('at44Winner', { name: name(turn.winner) }) : '';
    const stars = turn.players.map((p) => p.stars).join(' / ');
    return tr('at44StatusOver', { n: turn.turn, result, why: tr(`at44End_${turn.end ?? 'suddenDeath'}`, { stars }) });
  }
  if (turn.phase === 'authority') return tr('at44StatusAuthority', { n: turn.turn });
  if (turn.phase === 'maintenance') return tr('at44StatusMaintenance', { n: turn.turn });
  if (turn.hand === null || turn.hand === undefined) return tr('at44StatusCardsPlayed', { n: turn.turn });
  const me = turn.players[turn.hand];
  if (me.toActivate > 0) return tr('at44StatusToActivate', { n: turn.turn, who: name(turn.hand), units: me.toActivate });
  return tr('at44StatusHand', { n: turn.turn, who: name(turn.hand), cards: me.cardsLeft, cp: me.cp });
}
