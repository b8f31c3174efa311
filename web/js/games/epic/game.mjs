// An Epic Escarmouches game as plain data, no DOM: both armies' formation
// sheets (core epicSheet, docs/sheets/epic.md) and the turn (core epicTurn,
// docs/sheets/epic-turn.md: deployment, phases, the initiative cup), every
// change through the core, the seeded dice of game-dice.mjs. A snapshot is
// what the history keeps and the store saves: { sheets: [{ player, sheet }],
// turn (the epicTurn state, or null when the core has none), names: [a, b],
// ruleset: { id, data } (data: the ruleset with both armies' custom units,
// registered again when a saved game is opened; null: the built-in one),
// rng: { seed, n }, log: [{fr, en}] }; each sheet's and the turn's latest
// `actions` (what the rules allow now, the core's last reply:
// sheets[k].actions, turnActions) beside them (absent in older saves).
import { sided } from '../../play/luck.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { numbered } from '../../platform/format.mjs';
import { LOG_KEEP, applyTo, applyAll } from '../../play/states.mjs';
import { ownRuleset } from '../../play/own-ruleset.mjs';

/** Where the game's states are in a snapshot (play/states.mjs; a game handed over: play/game-code.mjs). */
export const STATES = { sheet: 'epicSheet', turn: { key: 'turn', model: 'epicTurn', actions: 'turnActions', mayAttack: 'turnMayAttack' } };


/**
 * The ruleset both armies play with: the base one, or, when a list brings its
 * own units (list.custom), a copy with them appended under an id of its
 * contents (play/own-ruleset.mjs, which every game shares): { id, data
 * (null: the base), maps: [unitMap per list] }.
 */
export const gameRuleset = ownRuleset;

/**
 * The formations of an Epic army list as epicSheet "new" requests (the core's
 * facts group the entries: same `formation` number, or an entry alone): name
 * (the first named entry, else its unit's name, numbered), the army's morale,
 * units summed per unit type. `vehicles` (not sent) lists the vehicle types,
 * whose hits to destroy the setup asks.
 */
export function formationsOf(auspex, list, rulesetId, unitMap = new Map(), unitOf = () => null) {
  const checked = auspex.checkList(list);
  const facts = checked.facts ?? {};
  const morale = facts.morale;
  // Two formations read the same (one unit, no name): numbered, so a target list tells them apart.
  const labels = numbered((facts.formations ?? []).map((f) => {
    const first = list.units[f.entries[0]];
    const label = first.name || nameOf(unitOf(first.unit)?.name) || first.unit; // named in the page's language at the setup
    return f.formation === null ? label : `${label} (${f.formation})`;
  }));
  return (facts.formations ?? []).map((f, k) => {
    const units = [];
    for (const e of f.entries) {
      const entry = list.units[e];
      const unit = unitMap.get(entry.unit) ?? entry.unit;
      const have = units.find((u) => u.unit === unit);
      if (have) have.count += entry.count ?? 1; else units.push({ unit, count: entry.count ?? 1 });
    }
    const name = labels[k].slice(0, 100);
    const request = { op: 'new', ruleset: rulesetId, name, morale, units };
    Object.defineProperty(request, 'vehicles', { value: units.filter((u) => unitOf(u.unit)?.kind === 'vehicle').map((u) => u.unit), enumerable: false });
    Object.defineProperty(request, 'index', { value: k, enumerable: false });
    return request;
  });
}

/** A new game's first snapshot: both armies' formations, and the turn when given (epicTurn "new" request). */
export function newSnapshot(auspex, names, sides, ruleset, turnRequest = null, seed = newSeed()) {
  const sheets = [];
  const log = [];
  sides.forEach((requests, player) => requests.forEach((request) => {
    const reply = auspex.model('epicSheet', request);
    sheets.push({ player, sheet: reply.sheet, actions: reply.actions });
    log.unshift(...(reply.log ?? []));
  }));
  let turn = null;
  let turnActions;
  let turnMayAttack;
  if (turnRequest) {
    const reply = auspex.model('epicTurn', turnRequest);
    turn = reply.turn;
    turnActions = reply.actions;
    turnMayAttack = reply.mayAttack;
    log.unshift(...(reply.log ?? []).map(playerWords));
  }
  return { sheets, turn, ...(turnActions ? { turnActions, turnMayAttack } : {}), names: names.map((n) => (n || '').slice(0, 100)), ruleset: { id: ruleset.id, data: ruleset.data },
    rng: { seed, n: 0 }, log: log.slice(0, LOG_KEEP) };
}

/**
 * A core log line in the player's words: the action a line points to (the
 * new game's "(action rollOff)") said as the button the player taps.
 */
export function playerWords(line) {
  const said = { rollOff: { fr: ' — tirez au sort le déploiement', en: ' — roll off for the deployment' } };
  const out = { ...line };
  for (const lang of ['fr', 'en']) {
    out[lang] = String(line[lang] ?? '').replace(/\s*\(action (\w+)\)/g, (_, type) => said[type]?.[lang] ?? '');
  }
  return out;
}

export const sideName = (snapshot, i) => snapshot.names?.[i] || `J${i + 1}`;

/**
 * Applies `action` to formation k: { snapshot, needs } (needs: the core's,
 * the snapshot unchanged). Throws the core's AuspexError when refused.
 */
export function applySheet(auspex, snapshot, k, action, extraLog = []) {
  return applyTo(auspex, STATES, snapshot, k, action, { extraLog,
    label: (l, entry) => ({ ...l, fr: `${entry.sheet.name} : ${l.fr}`, en: `${entry.sheet.name}: ${l.en}` }) });
}

/**
 * Applies several sheet actions ([{ k, action }], epic-attack.mjs's
 * resultSteps) as one step: { snapshot }. Dice an action asks for (a morale
 * test) are rolled from the game's seed and logged. A refused action throws,
 * and nothing changes. `extraLog`: the page's lines, logged first.
 */
export function applySheets(auspex, snapshot, steps, extraLog = []) {
  return applyAll(snapshot, steps.map(({ k, action }) => ({ where: k, action })),
    (next, k, action, log) => applySheet(auspex, next, k, action, log), extraLog);
}

/** A turn action (epicTurn): { snapshot, needs }. */
export function applyTurn(auspex, snapshot, action, extraLog = []) {
  return applyTo(auspex, STATES, snapshot, 'turn', action, { extraLog, label: playerWords });
}

/**
 * Steps on the turn and the formations as one ([{ where: 'turn' | k,
 * action }], play/states.mjs applyAll): { snapshot }; then, in the shooting
 * phase, a side whose go it is with no formation left that may fire (each
 * has fired, or is gone: the sheets' `actions`) passes, said in the log.
 */
export function applySteps(auspex, snapshot, steps, extraLog = []) {
  const out = applyAll(snapshot, steps, (next, where, action, log) => (where === 'turn'
    ? applyTurn(auspex, next, action, log) : applySheet(auspex, next, where, action, log)), extraLog);
  return { snapshot: passIdle(auspex, out.snapshot) };
}

/** How many formations of `player` may still fire this turn (their sheets' `actions`: not fired, not gone). */
export const stillToFire = (snapshot, player) => snapshot.sheets.filter((e) => e.player === player
  && !e.sheet.dispersee && e.sheet.left > 0 && (e.actions ?? []).some((a) => a.type === 'fired' && a.allowed)).length;

/** Whether a formation of `player` may still fire this turn. */
export const mayStillFire = (snapshot, player) => stillToFire(snapshot, player) > 0;

/** The shooting phase's go passed on for a side with nothing left to fire (at most both sides). */
export function passIdle(auspex, snapshot) {
  let next = snapshot;
  for (let k = 0; k < 2; k += 1) {
    const turn = next.turn;
    if (turn?.phase !== 'shooting' || turn.acting === null || turn.acting === undefined || mayStillFire(next, turn.acting)) break;
    next = applyTurn(auspex, next, { type: 'pass', player: turn.acting }).snapshot;
  }
  return next;
}

/**
 * The steps of an attack's real result (attack-panel.mjs resultSteps) with
 * what the turn keeps of it: a shot is the acting side's go (epicTurn
 * `fired`) and its formation's one shot of the turn (the sheet's `fired`);
 * an assault is logged on the turn (`assault`).
 */
export function attackSteps(snapshot, a, results) {
  const player = snapshot.sheets[a.k].player;
  const own = a.kind === 'assault' ? [{ where: 'turn', action: { type: 'assault', player } }]
    : [{ where: 'turn', action: { type: 'fired', player } }, { where: a.k, action: { type: 'fired' } }];
  return [...own, ...results.map(({ k, action }) => ({ where: k, action }))];
}
