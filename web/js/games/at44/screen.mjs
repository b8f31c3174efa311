// "Jouer" on an AT-44 company: the setup (the opponent's company from their
// #l= link, both commanders' PC / AUT, unit cards, Brouillage and Contre
// mesures), then the turn panel: CP pools, startTurn, the authority test
// with secret bids and seeded or real dice, card actions, attitudes, CP
// spent, maintenance (objectives → stars, sudden death) and reinforcements.
// It runs on the play controller (play/controller.mjs). The game is the
// core's (core/at44/game.cpp, docs/games.md): every tap is a move named by
// the player who makes it (play.send), and the core says which moves each
// player may make now. Everything is set as text, never as HTML.
import { t, getLang, playerName as sayName } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, sentence, numbered } from '../../platform/format.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { ruleText, modelRules } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { isAt44 } from './builder.mjs';
import { stepper, toggle } from '../../ui/rows.mjs';
import { listOwnRuleset } from '../../play/own-ruleset.mjs';
import { companyOf, gameSetup, playerName, sheetSetup, completeSetup, STATES, turnStatus, viewOf } from './game.mjs';
import { gameSnapshot } from '../../play/states.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { sided } from '../../play/luck.mjs';

export { STATES };
import { newAttack, drawAttack } from './attack-panel.mjs';
import { canPlan, newPlan, drawPlan } from './plan.mjs';
import { drawCard } from './card.mjs';
import { gatedRow } from '../../play/gated-row.mjs';
import { createPlay } from '../../play/controller.mjs';

const FIELDS = [['commanderPc', 'at44Pc', 100], ['commanderAut', 'at44Aut', 20], ['unitCards', 'at44Fact_unitCards', 200],
  ['brouillage', 'at44Brouillage', 50], ['contreMesures', 'at44ContreMesures', 50]];
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'at44', states: STATES, prefix: 'at44',
  fresh: () => ({ bids: [0, 0], bidStage: 0, objectives: [0, 0], reinforcement: [0, 0], officerStars: [0, 0], endAsk: false }),
  players: (s) => [0, 1].map((i) => (s.game?.turn ? playerName(s.game.turn, i) : sayName('', i))),
  turnOf: (s) => s.game?.turn?.turn ?? null, over: (s) => Boolean(s.over) });
const current = screen.G;

const sheetUi = () => ({ trigger: {}, leader: {}, officer: {}, medic: {}, autoRepair: {}, objective: {}, attack: null, plan: null });
let S = sheetUi();

/** The setup entries of a company's units (the fields the ruleset lacks, prefilled). */
function unitsOf(auspex, list) {
  const units = [...(loaded.get(list.ruleset)?.units ?? []), ...(list.custom?.units ?? [])];
  const own = listOwnRuleset(auspex, list);
  // Two entries of one name numbered (« Steel troopers 2 »), so the cards and the turn tell them apart.
  const names = numbered(list.units.map((e) => e.name || nameOf(units.find((x) => x.id === e.unit)?.name) || e.unit));
  return list.units.map((e, i) => { const u = units.find((x) => x.id === e.unit); return sheetSetup(auspex, { ...e, name: names[i] }, nameOf(u?.name), u, own); });
}

/** The own rulesets the companies of the setup bring (their "Mes unités"), for the snapshot: play/own-ruleset.mjs. */
const ownRecords = (auspex, lists) => lists.filter(Boolean).map((l) => listOwnRuleset(auspex, l).record)
  .filter((r, i, all) => r && all.findIndex((x) => x?.id === r.id) === i);

/** Whether a saved list plays on this screen (an AT-44 company). */
export const playableAt44 = (list) => isAt44(list);

/** Starts the setup of a game for the saved AT-44 list `listId`. */
export function setupAt44(store, auspex, listId) {
  const list = store.data.lists[listId]?.list;
  S = sheetUi();
  let mine;
  try { mine = companyOf(auspex, list, loaded.get(list.ruleset)); } catch (error) {
    mine = { name: list.name || '', stars: 0, player: { commanderPc: 0, commanderAut: 0, unitCards: list.units.length, brouillage: 0, contreMesures: 0 } };
  }
  screen.setup({ listId, stars: mine.stars, players: [{ name: mine.name, ...mine.player }, null], opponentName: '', units: [unitsOf(auspex, list), []],
    lists: [list, null] });
}

/** Opens a saved AT-44 game. */
export function openAt44(store, id, auspex) {
  S = sheetUi();
  screen.open(store, id, auspex);
}

function addOpponent(ctx, list) {
  if (!isAt44(list)) throw new Error(t('at44NotAt44'));
  const theirs = companyOf(ctx.auspex, list, loaded.get(list.ruleset));
  current.setup.players[1] = { name: theirs.name || t('opponent'), ...theirs.player };
  current.setup.units[1] = unitsOf(ctx.auspex, list);
  current.setup.lists[1] = list;
  current.setup.stars = Math.max(current.setup.stars, theirs.stars);
}

function start(ctx) {
  const { listId, stars, players, units } = current.setup;
  try {
    const reply = ctx.auspex.game({ op: 'new', game: 'at44', setup: gameSetup(stars, players, units) });
    const snapshot = gameSnapshot({ rng: { seed: newSeed(), n: 0 }, log: [] }, reply);
    snapshot.log = sided(reply.log).reverse();
    // The companies' own units travel with the game (saved, handed over).
    const rulesets = ownRecords(ctx.auspex, current.setup.lists ?? []);
    screen.start(ctx, listId, rulesets.length ? { ...snapshot, rulesets } : snapshot);
  } catch (error) {
    // A unit the core refuses: named (setup.units.<player>.<unit>).
    const at = /^setup\.units\.(\d+)\.(\d+)/.exec(error?.path ?? '');
    const u = at ? units[Number(at[1])]?.[Number(at[2])] : null;
    screen.fail(ctx, u ? `${u.name}: ${said(ctx, error)}` : said(ctx, error), 'at44-start');
  }
  ctx.redraw();
}

/** The game as its panels read it (game.mjs viewOf). */
const view = () => viewOf(current.snapshot);

/** A refusal in the page's words (the controller's). */
const said = (ctx, error) => screen.said(ctx, error);

// What the game's transient state keeps once a move is taken (the objectives typed).
const kept = () => ({ objectives: current.objectives });

/**
 * Sends a turn action (sheet null) or unit `sheet`'s action as the move of the player who makes
 * it: the unit's, or the one the turn action names (either player's otherwise); when the core
 * needs dice, the dice panel asks for them. A refusal shows at `at` (screen.refusal).
 */
function act(ctx, action, sheet = null, at = null) {
  const move = sheet === null ? { by: action.player ?? 0, name: 'turn', args: { action } }
    : { by: view().sheets[sheet].player, name: 'sheet', args: { sheet, action } };
  screen.send(ctx, move, { at, keep: kept() });
}

/** Activates the unit of sheet k (its player's card and the sheet, one move); `pay` false: without its 1 PC, it does nothing. */
function activate(ctx, k, pay, at) {
  screen.send(ctx, { by: view().sheets[k].player, name: 'activate', args: { sheet: k, ...(pay ? {} : { pay: false }) } }, { at, keep: kept() });
}

/** The maintenance (the objectives' stars); `early`: the activations ended first, with cards left. */
function maintenance(ctx, early) {
  screen.send(ctx, { by: 0, name: 'maintenance', args: { objectives: [...current.objectives], ...(early ? { early: true } : {}) } },
    { at: 'at44-maintenance', keep: kept() });
}

/** An attack's real result (at44-attack.mjs's steps) as one move of unit `from`'s player; refused, the panel stays as typed. */
function attack(ctx, from, steps, at, extraLog = []) {
  screen.send(ctx, { by: view().sheets[from].player, name: 'attack', args: { sheet: from, results: steps } }, { at, extraLog, keep: kept() });
  if (!current.error && !current.pending) S.attack = null;
  ctx.redraw();
}

function restore(ctx, snapshot) {
  if (snapshot) S = sheetUi();
  screen.restore(ctx, snapshot);
}

// ---- drawing ----

const NUM = { mor: [1, 12], arm: [1, 12], rank: [1, 3], chassisPs: [1, 30] };

/** One unit in the setup: its models and the fields the ruleset lacks (steppers, selects). */
function drawSetupUnit(ctx, u, id) {
  const lang = getLang();
  const num = (label, testid, v, min, max, set) => stepper(testid, label, integer(lang, v),
    v > min ? () => { set(v - 1); ctx.redraw(); } : null, v < max ? () => { set(v + 1); ctx.redraw(); } : null);
  const select = (key, options) => h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, t(`at44Field_${key}`)),
    h('select', { class: 'input', 'data-testid': `${id}-${key}`, onchange: (e) => {
      if (key === 'type') { u.fields = { type: e.target.value }; completeSetup(ctx.auspex, u); } else u.fields[key] = e.target.value;
      ctx.redraw();
    } }, options.map((o) => h('option', { value: o, selected: u.fields[key] === o ? true : null }, t(`at44Value_${o}`)))));
  return h('div', { class: 'at44-setup-unit', 'data-testid': id },
    h('p', { class: 'step-row__label' }, h('strong', {}, u.name)),
    num(t('at44Field_count'), `${id}-count`, u.count, 1, 50, (v) => { u.count = v; }),
    Object.keys(u.fields).map((key) => {
      if (key === 'type') return select('type', ['infanterie', 'vehicule']);
      if (key === 'category') return select('category', ['autre', 'marcheur']);
      if (key === 'weapons') {
        const weapons = loaded.get('at44')?.weapons ?? [];
        return u.fields.weapons.map((w, i) => num(t('at44Field_weaponPs', { name: nameOf(weapons.find((x) => x.id === w.weapon)?.name) || w.weapon }),
          `${id}-weapon-${i}`, w.ps, 0, 30, (v) => { u.fields.weapons[i] = { ...w, ps: v }; }));
      }
      if (key === 'skills') {
        // Skills the ruleset does not give (Medic, Camouflage…): the player's, folded, each a toggle.
        const all = loaded.get('at44')?.skills ?? [];
        const on = u.fields.skills;
        return h('details', { class: 'at44-setup-skills', 'data-testid': `${id}-skills` },
          h('summary', {}, t('at44Field_skills', { n: on.length })),
          h('div', { class: 'step-row step-row--wrap' }, all.map((s) => toggle(`${id}-skill-${s.id}`, nameOf(s.name), on.includes(s.id),
            () => { u.fields.skills = on.includes(s.id) ? on.filter((x) => x !== s.id) : [...on, s.id]; ctx.redraw(); }))));
      }
      if (key === 'propulsionPs') return num(t('at44Field_propulsionPs'), `${id}-propulsionPs`, u.fields.propulsionPs[0], 1, 30, (v) => { u.fields.propulsionPs = [v]; });
      if (key in NUM) return num(t(`at44Field_${key}`), `${id}-${key}`, u.fields[key], NUM[key][0], NUM[key][1], (v) => { u.fields[key] = v; });
      return null;
    }),
    u.error ? h('p', { class: 'error', role: 'alert' }, u.error) : null);
}

const rulesetOf = (sheet) => loaded.get(sheet.ruleset) ?? loaded.get('at44');

function drawSheetCard(ctx, turn, k) {
  const v = view();
  const sheet = v.sheets[k].sheet;
  const at = `at44-sheet-${k}`;
  const player = v.sheets[k].player;
  const may = (v.turnMayActivate ?? []).find((m) => m.player === player);
  return drawCard(ctx, { snapshot: v, turn, ui: S, run: (action) => act(ctx, action, k, at),
    // "Activer": the player's card and the sheet together, offered when it is their turn to play a card.
    activate: (pay) => activate(ctx, k, pay, at),
    // paid: a unit without an officer paying its CP (the turn's mayActivate[].paid).
    mayActivate: (paid) => {
      const gate = paid ? may?.paid : may;
      return gate && !gate.allowed ? { allowed: false, why: sentence(gate.why?.[getLang()] ?? gate.why?.fr ?? null) } : { allowed: true, why: null };
    },
    withoutOfficerCp: (rulesetOf(sheet).cardActions ?? []).find((a) => a.id === 'activer-sans-officier')?.cp ?? 1,
    gate: (type) => screen.gate(v.sheets[k].actions, type),
    refusal: () => screen.refusal(at),
    openAttack: () => {
      S.attack = newAttack(v, rulesetOf(sheet), k);
      if (S.attack) current.error = ''; else screen.fail(ctx, t('noTargetYet'), at);
      ctx.redraw();
    },
    attackPanel: () => (S.attack?.from === k ? [drawAttack(ctx, v, rulesetOf(sheet), S.attack, (steps, extraLog) => attack(ctx, k, steps, `${at}-attack`, extraLog),
      () => { S.attack = null; ctx.redraw(); }), screen.refusal(`${at}-attack`)] : null),
    // "Planifier": the activation planner (plan.mjs), advice only.
    canPlan: () => canPlan(v, rulesetOf(sheet), k),
    openPlan: () => { S.plan = S.plan?.from === k ? null : newPlan(k); ctx.redraw(); },
    planOpen: () => S.plan?.from === k,
    planPanel: () => (S.plan?.from === k && canPlan(v, rulesetOf(sheet), k)
      ? drawPlan(ctx, v, rulesetOf(sheet), S.plan, () => { S.plan = null; ctx.redraw(); }) : null) }, k);
}

function drawSheets(ctx, turn) {
  const sheets = view().sheets ?? [];
  if (!sheets.length) return null;
  return h('section', { class: 'cards', 'data-testid': 'at44-sheets' },
    h('h3', { class: 'cu-sub' }, t('at44Sheets')),
    sheets.map((_, k) => drawSheetCard(ctx, turn, k)));
}

function drawSetup(ctx) {
  const { listId, players } = current.setup;
  const list = ctx.store.data.lists[listId].list;
  const lang = getLang();
  const side = (p, k) => h('section', { class: 'side', 'data-testid': `at44-setup-${k}` },
    h('h3', { class: 'cu-sub' }, p.name || t(k ? 'opponent' : 'listUnnamed')),
    FIELDS.map(([key, label, max]) => stepper(`at44-setup-${k}-${key}`, t(label), integer(lang, p[key]),
      p[key] > 0 ? () => { p[key] -= 1; ctx.redraw(); } : null,
      p[key] < max ? () => { p[key] += 1; ctx.redraw(); } : null)),
    current.setup.units[k].map((u, j) => drawSetupUnit(ctx, u, `at44-setup-${k}-unit-${j}`)));
  return [
    h('h2', { class: 'section-title' }, t('gameTitle', { name: list.name || t('listUnnamed') })),
    h('p', { class: 'lists-meta', 'data-testid': 'at44-setup-stars' }, t('at44SetupStars', { n: integer(lang, current.setup.stars) })),
    side(players[0], 0),
    players[1] ? side(players[1], 1) : screen.drawOpponent(ctx, t('at44OpponentAdd'), (list) => addOpponent(ctx, list)),
    btn('at44-start', t('gameStart'), () => start(ctx), { class: 'tool tool--primary', disabled: players[1] ? null : true }),
    screen.refusal('at44-start'),
  ];
}

function drawPlayer(turn, i) {
  const p = turn.players[i];
  const lang = getLang();
  return h('section', { class: `side${turn.first === i ? ' side--first' : ''}`, 'data-testid': `at44-player-${i}` },
    h('h3', { class: 'cu-sub' }, playerName(turn, i), turn.first === i ? ` — ${t('at44First')}` : ''),
    h('p', { class: 'at44-cp' }, h('span', { 'data-testid': `at44-cp-${i}` }, integer(lang, p.cp)), ` ${t('at44CpUnit')}`),
    h('p', { class: 'lists-meta', 'data-testid': `at44-facts-${i}` }, [
      t('at44CardsLeft', { n: p.cardsLeft }), t('at44StarsWon', { n: p.stars }),
      t('at44ReinforcementLeft', { n: p.reinforcementStars }), p.cpLost ? t('at44CpLost', { n: p.cpLost }) : null,
    ].filter(Boolean).join(' · ')));
}

function drawAuthority(ctx, turn) {
  if (current.pending) return null;
  // The dice cancelled or the bids refused: asked again from the first.
  if (current.bidStage > 1) { current.bidStage = 0; current.bids = [0, 0]; }
  const k = current.bidStage;
  if (k > 1) return null;
  const max = Math.min(6, turn.players[k].cp);
  const v = current.bids[k];
  return h('section', { class: 'at44-bid', 'data-testid': 'at44-bid' },
    h('h3', { class: 'cu-sub' }, t('at44Authority')),
    k === 1 ? h('p', { class: 'lists-meta', 'data-testid': 'at44-bid-hidden' }, t('at44BidHidden', { name: playerName(turn, 0) })) : null,
    stepper(`at44-bid-${k}`, t('at44Bid', { name: playerName(turn, k) }), integer(getLang(), v),
      v > 0 ? () => { current.bids[k] -= 1; ctx.redraw(); } : null, v < max ? () => { current.bids[k] += 1; ctx.redraw(); } : null),
    btn(`at44-bid-${k}-ok`, t('diceOk'), () => {
      if (k === 0) { current.bidStage = 1; ctx.redraw(); return; }
      current.bidStage = 2;
      act(ctx, { type: 'authority', bids: [...current.bids] }, null, 'at44-bid');
    }, { class: 'tool tool--primary' }),
    screen.refusal('at44-bid'));
}

/**
 * Whether player i may play card action or attitude `id` now (the core's
 * `choices`: its CP, the cards left, twice in a row), its reason in words.
 */
function choiceGate(i, kind, id) {
  const found = (view().turnChoices ?? []).find((c) => c.player === i && c.kind === kind && c.id === id);
  if (!found || found.allowed) return { allowed: true, why: null };
  return { allowed: false, why: sentence(found.why?.[getLang()] ?? found.why?.fr ?? null) };
}

function drawActivations(ctx, turn) {
  const ruleset = loaded.get(turn.ruleset) ?? loaded.get('at44');
  const cost = (x) => t('at44Cost', { name: nameOf(x.name), n: x.cp });
  const at = (i) => `at44-actions-${i}`;
  return turn.players.map((_, i) => {
    const env = { id: at(i), gate: (key) => choiceGate(i, ...key.split(':')), refusal: () => null,
      rule: (key) => ruleText(turn.ruleset, key.split(':')[1]) };
    const card = (id, label) => [`at44-card-${i}-${id}`, label, () => act(ctx, { type: 'cardAction', player: i, id }, null, at(i)), `card:${id}`];
    return h('section', { class: 'at44-actions', 'data-testid': `at44-actions-${i}` },
      h('h3', { class: 'cu-sub' }, t('at44ActionsOf', { name: playerName(turn, i) })),
      // The card actions beside "Activer" on a unit's sheet (activating a unit without an officer is paid there).
      gatedRow(env, 'cards', (ruleset?.cardActions ?? []).filter((a) => a.id !== 'activer-sans-officier').map((a) => card(a.id, cost(a))),
      [btn(`at44-spend-${i}`, t('at44Spend'), () => act(ctx, { type: 'spendCp', player: i, cp: 1 }, null, at(i)),
        { disabled: turn.players[i].cp > 0 ? null : true })]),
      h('div', { class: 'step-row step-row--wrap' },
        stepper(`at44-officer-stars-${i}`, t('at44DestroyedOfficer'), integer(getLang(), current.officerStars[i]),
          current.officerStars[i] > 0 ? () => { current.officerStars[i] -= 1; ctx.redraw(); } : null,
          current.officerStars[i] < 20 ? () => { current.officerStars[i] += 1; ctx.redraw(); } : null),
        btn(`at44-officer-stars-${i}-ok`, t('at44DestroyedOk'), () => act(ctx, { type: 'destroyed', player: i, officerStars: current.officerStars[i] }, null, at(i)),
          { disabled: current.officerStars[i] > 0 ? null : true })),
      screen.refusal(at(i)));
  });
}

function drawMaintenance(ctx, turn) {
  const lang = getLang();
  const gate = screen.gate(view().turnActions, 'maintenance');
  // Cards left to play: asked first, saying which; yes ends the activations and counts the stars (one step).
  const ask = current.endAsk && !gate.allowed ? [
    h('p', { class: 'why', 'data-testid': 'at44-cards-left' }, t('at44EndActivationsAsk', { left: gate.why })),
    h('div', { class: 'toolbar__row' },
      btn('at44-end-activations', t('at44EndActivations'), () => maintenance(ctx, true),
        { class: 'tool tool--primary' }),
      btn('at44-end-cancel', t('diceCancel'), () => { current.endAsk = false; ctx.redraw(); }, { class: 'tool tool--quiet' })),
  ] : null;
  return h('section', { class: 'at44-maintenance', 'data-testid': 'at44-maintenance' },
    h('h3', { class: 'cu-sub' }, t('at44Maintenance')),
    turn.players.map((_, i) => stepper(`at44-objectives-${i}`, t('at44Objectives', { name: playerName(turn, i) }), integer(lang, current.objectives[i]),
      current.objectives[i] > 0 ? () => { current.objectives[i] -= 1; ctx.redraw(); } : null,
      current.objectives[i] < 20 ? () => { current.objectives[i] += 1; ctx.redraw(); } : null)),
    btn('at44-maintenance-ok', t('at44MaintenanceOk'), () => {
      if (gate.allowed) maintenance(ctx, false);
      else { current.endAsk = true; ctx.redraw(); }
    }, { class: gate.allowed ? 'tool tool--primary' : 'tool', 'aria-expanded': gate.allowed ? null : String(current.endAsk) }),
    ask, screen.refusal('at44-maintenance'));
}

function drawReinforcements(ctx, turn) {
  const lang = getLang();
  return h('section', { class: 'at44-reinforcements', 'data-testid': 'at44-reinforcements' },
    h('h3', { class: 'cu-sub' }, t('at44Reinforcements')),
    turn.players.map((_, i) => h('div', {},
      stepper(`at44-reinforce-${i}`, t('at44ReinforceStars', { name: playerName(turn, i) }), integer(lang, current.reinforcement[i]),
        current.reinforcement[i] > 0 ? () => { current.reinforcement[i] -= 1; ctx.redraw(); } : null,
        () => { current.reinforcement[i] += 1; ctx.redraw(); }),
      btn(`at44-reinforce-${i}-ok`, t('at44ReinforceOk'), () => act(ctx, { type: 'reinforcements', player: i, unitStars: [current.reinforcement[i]] }, null, 'at44-reinforcements'),
        { disabled: current.reinforcement[i] > 0 ? null : true }))),
    screen.refusal('at44-reinforcements'));
}

/** The AT-44 game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawAt44Game(ctx) {
  const turn = current.snapshot ? view().turn : null;
  const lang = getLang();
  const over = turn?.phase === 'over';
  const winner = !turn ? '' : turn.winner === 'draw' ? t('at44Draw') : turn.winner !== null ? t('at44Winner', { name: playerName(turn, turn.winner) }) : '';
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    actions: turn && !over ? [screen.actionButton('at44-start-turn', t('at44StartTurn'), () => act(ctx, { type: 'startTurn' }),
      screen.gate(view().turnActions, 'startTurn'), { class: 'tool tool--primary' })] : [],
    status: turnStatus(turn, t),
    head: turn ? [h('p', { class: 'lists-meta', 'data-testid': 'at44-phase' }, [
      t('turnN', { n: turn.turn }), t(`at44Phase_${turn.phase}`),
      t('at44SuddenDeath', { n: integer(lang, turn.size.suddenDeath) }), winner || null].filter(Boolean).join(' · ')),
    // The turn's rules (its phases, authority, cards, CP, reinforcements) at a tap.
    rulesTip(modelRules(turn.ruleset, 'at44Turn'), 'at44-turn-rules')] : [],
    dice: () => screen.drawDice(ctx),
    body: turn ? [
      h('div', { class: 'at44-players' }, turn.players.map((_, i) => drawPlayer(turn, i))),
      turn.phase === 'authority' ? drawAuthority(ctx, turn) : null,
      turn.phase === 'activations' ? [...drawActivations(ctx, turn), drawMaintenance(ctx, turn)] : null,
      turn.phase === 'maintenance' ? drawReinforcements(ctx, turn) : null,
      drawSheets(ctx, turn),
    ] : [],
  });
}

/** The saved AT-44 games on the lists index: resume or delete. */
export function drawAt44GamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('at44Games'), meta: (g) => t('turnN', { n: (g.snapshot?.game ?? g.snapshot)?.turn?.turn ?? 0 }),
    reopen: (id) => openAt44(ctx.store, id, ctx.auspex) });
}
