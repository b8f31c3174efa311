// An AT-44 game on the page: the core holds it whole (core/at44/game.cpp,
// docs/games.md: both companies' units, the turn, who may make which move). A
// snapshot is what the history keeps and the store saves: { game (the core's
// state: names, sheets: [{ player, sheet, actions }], turn, turnActions,
// turnChoices, turnMayActivate, setup, moves), players, over (its last
// reply's), rulesets? (the companies' own units), rng: { seed, n }, log:
// [{fr, en}], readings }. Here: what the setup asks of each company and unit,
// and the view every panel reads.
import { t, playerSaid, nameOf, playerName as sayName } from '../../platform/words.mjs';

/**
 * The game is the core's: every move is sent to it, named by its player (play/controller.mjs
 * send). A game saved before kept the sheets and the turn (and the turn's latest choices), from
 * which the core goes on.
 */
export const STATES = { game: 'at44', before: { keys: ['sheets', 'turn'], drop: ['turnActions', 'turnChoices', 'turnMayActivate'] } };

/**
 * The game screen's view of a snapshot: the core's game state (its units, turn, names and the
 * turn's choices) with the page's keys beside it, in the shape every panel reads.
 */
export const viewOf = (snapshot) => (snapshot?.game ? { ...snapshot, ...snapshot.game, game: snapshot.game } : snapshot);


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

export const playerName = (turn, i) => sayName(turn.players[i].name, i);

// ---- unit sheets (docs/sheets/at44.md): the setup of each company's units ----

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

/**
 * The setup the core starts a game from (core/at44/game.cpp): the companies' size in stars,
 * both players (their commander's PC and AUT, unit cards, Brouillage and Contre mesures) and
 * each company's units as the setup completed them (sheetRequest).
 */
export const gameSetup = (stars, players, units) => ({ stars: Math.min(100000, Math.max(1, stars)),
  players: players.map(({ name, ...p }) => (name ? { name, ...p } : { ...p })),
  units: units.map((company) => company.map((u) => {
    const { op, ...request } = sheetRequest(u);
    return request;
  })) });

/** Whether sheet k's unit is led by an officer (it acts for free; without one, 1 PC: AT-44's "activer-sans-officier"). */
export const ledByOfficer = (sheet) => sheet.officer !== null && sheet.officer !== undefined;

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
