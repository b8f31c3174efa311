// "Jouer" on an Epic Escarmouches army, on the play controller
// (play/controller.mjs): the setup (the opponent's army from their #l= link,
// the deployment method, the hits a vehicle takes), then the turn panel
// (turn-panel.mjs: deployment, phases, initiative cup) and one card per
// formation of both armies (card.mjs). The game is the core's (core/epic/game.cpp,
// docs/games.md): every tap is a move named by the player who makes it (play.send),
// and the core says which moves each player may make now. Everything is set as
// text, never as HTML.
import { t, getLang, nameOf as text, playerName as sayName } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, sentence } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { actionRule } from '../../platform/glossary.mjs';
import { registerOwn } from '../../play/own-ruleset.mjs';
import { gameRuleset, formationsOf, sideName, STATES, stillToFire, viewOf } from './game.mjs';

export { STATES };
import { drawFormation, unitLabel } from './card.mjs';
import { drawTurnPanel, turnStatus } from './turn-panel.mjs';
import { newEpicAttack, drawEpicAttack } from './attack-panel.mjs';
import { canPlan, newPlan, drawEpicPlan } from './plan.mjs';
import { stepper } from '../../ui/rows.mjs';
import { createPlay } from '../../play/controller.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { withLog, gameSnapshot } from '../../play/states.mjs';
import { sided } from '../../play/luck.mjs';

// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'epic', states: STATES, prefix: 'epic', fresh: () => ({ attack: null, plan: null, nextAsk: false }),
  players: (s) => [0, 1].map((i) => sideName(s, i)), turnOf: (s) => s.game?.turn?.turn ?? null, over: (s) => Boolean(s.over) });
const current = screen.G;
current.ui = {};


/** Whether a saved list plays on this screen (an Epic army). */
export const playableEpic = (list) => loaded.get(list?.ruleset)?.system === 'epic';


/** Starts the setup of a game for the saved Epic army `listId`. */
export function setupEpic(store, listId) {
  const list = store.data.lists[listId]?.list;
  screen.setup({ listId, lists: [list, null], names: [list.name || '', ''], deployment: null, hits: {} });
  current.ui = {};
}

/** Opens a saved Epic game. */
export function openEpic(store, id, auspex) {
  screen.open(store, id, auspex);
  current.ui = {};
}

function addOpponent(list) {
  if (!playableEpic(list) || list.ruleset !== current.setup.lists[0].ruleset) throw new Error(t('epicNotEpic'));
  current.setup.lists[1] = list;
  current.setup.names[1] = list.name || t('opponent');
}

/** Both armies' formations (epicSheet "new" requests) with the game's ruleset, or throws a message naming what is missing. */
function sidesOf(ctx) {
  const { lists } = current.setup;
  const base = loaded.get(lists[0].ruleset);
  const ruleset = gameRuleset(base, lists.filter(Boolean));
  registerOwn(ctx.auspex, ruleset);
  const data = loaded.get(ruleset.id);
  const unitOf = (id) => data.units.find((u) => u.id === id) ?? null;
  const sides = lists.map((list, p) => (list ? formationsOf(ctx.auspex, list, ruleset.id, ruleset.maps[p], unitOf) : null));
  return { ruleset, sides, unitOf };
}

/** What the armies lack to start (prevented: "Commencer" waits, the reason beside it). */
function startGate(ctx) {
  const { names, lists } = current.setup;
  for (const [p, list] of lists.entries()) {
    let facts = {};
    try { facts = ctx.auspex.checkList(list).facts ?? {}; } catch { /* said by start() */ }
    const army = sayName(names[p] || list.name, p);
    if (facts.morale === null || facts.morale === undefined) return { allowed: false, why: t('epicNoMorale', { army }) };
    if (facts.strategic === null || facts.strategic === undefined) return { allowed: false, why: t('epicNoStrategic', { army }) };
  }
  return { allowed: true, why: null };
}

function start(ctx) {
  const { listId, names, lists } = current.setup;
  try {
    const { ruleset } = sidesOf(ctx);
    const setup = { lists, names, ruleset: ruleset.id, units: ruleset.maps.map((m) => Object.fromEntries(m)),
      hits: current.setup.hits, lang: getLang() };
    if (current.setup.deployment) setup.deployment = current.setup.deployment;
    const reply = ctx.auspex.game({ op: 'new', game: 'epic', setup });
    const snapshot = gameSnapshot({ ruleset: { id: ruleset.id, data: ruleset.data }, rng: { seed: newSeed(), n: 0 }, log: [] }, reply);
    screen.start(ctx, listId, withLog(snapshot, sided(reply.log).reverse()));
  } catch (error) { screen.fail(ctx, said(ctx, error), 'start'); }
  ctx.redraw();
}

/** The game as its views read it (game.mjs viewOf). */
const view = () => viewOf(current.snapshot);

/**
 * Sends formation k's action (k = 'turn': the turn's) as the move of the player who makes it:
 * the formation's side, or the one the turn names beside the action (its `by`; either player
 * otherwise). A refusal is said at `at`; `done()` once it is taken.
 */
function act(ctx, k, action, at = null, done = () => {}) {
  const v = view();
  const by = k === 'turn'
    ? (v.turnActions ?? []).find((a) => a.type === action.type)?.by ?? action.player ?? v.turn.initiative ?? 0
    : v.sheets[k].player;
  const move = k === 'turn' ? { by, name: 'turn', args: { action } } : { by, name: 'sheet', args: { sheet: k, action } };
  // An open attack or plan panel stays open.
  screen.send(ctx, move, { at, keep: { attack: current.attack, plan: current.plan } });
  if (!current.error && !current.pending) done();
}

/** Formation k's `attack` move with `args` (what attacks what, its real result), the table's readings. */
const attackMove = (k, args) => ({ by: view().sheets[k].player, name: 'attack',
  args: { ...args, ...(view().readings ? { readings: view().readings } : {}) } });

/** An attack of formation k with its real result, as one move: the panel closes once taken. */
function attack(ctx, k, args, at, extraLog = []) {
  screen.send(ctx, attackMove(k, args), { at, extraLog });
  if (!current.error && !current.pending) current.attack = null;
  ctx.redraw();
}

/** What the attack panel of formation k needs: its odds, whether the core takes it now, sending it. */
const attackOf = (ctx, k) => ({
  odds: (args) => screen.odds(ctx, attackMove(k, args)),
  gate: (args) => screen.tryMove(ctx, attackMove(k, args)),
  apply: (args, extraLog) => attack(ctx, k, args, 'attack', extraLog),
});

/** A refusal in the page's words (the controller's). */
const said = (ctx, error) => screen.said(ctx, error);

/** What the rules allow formation k (or 'turn') now: its actions as the game gives them. */
const gateOf = (k, type) => screen.gate(k === 'turn' ? view().turnActions : view().sheets[k]?.actions, type);

/** Whether formation k may fire (`fire`) or assault now: the game's word, its reason beside it. */
const mayAttack = (k, kind) => gateOf(k, kind === 'fire' ? 'fired' : 'assault');

/** The hits each vehicle type takes (the seed gives none): one stepper per vehicle type of each formation. */
function hitsRows(ctx, requests, p, unitOf) {
  const lang = getLang();
  return requests.flatMap((r, f) => r.vehicles.map((unit) => {
    const key = `${p}-${f}-${unit}`;
    const v = current.setup.hits[key] ?? 1;
    const set = (x) => { current.setup.hits[key] = x; ctx.redraw(); };
    return stepper(`epic-setup-${p}-${f}-${unit}-hits`, t('epicHitsToDestroy', { unit: unitLabel({ units: [unitOf(unit)].filter(Boolean) }, unit), formation: r.name }),
      integer(lang, v), v > 1 ? () => set(v - 1) : null, v < 20 ? () => set(v + 1) : null);
  }));
}

function drawSetup(ctx) {
  const { lists, names } = current.setup;
  let sides = [null, null];
  let unitOf = () => null;
  try { ({ sides, unitOf } = sidesOf(ctx)); } catch (error) { current.error = ctx.messageOf(error); }
  const data = loaded.get(lists[0].ruleset);
  const side = (p) => h('section', { class: 'side', 'data-testid': `epic-setup-${p}` },
    h('h3', { class: 'cu-sub' }, names[p] || t(p ? 'opponent' : 'listUnnamed')),
    h('ul', { class: 'lists-meta' }, (sides[p] ?? []).map((r) => h('li', {}, `${r.name} — ${r.units.map((u) => `${u.count} × ${unitLabel({ units: [unitOf(u.unit)].filter(Boolean) }, u.unit)}`).join(', ')}`))),
    hitsRows(ctx, sides[p] ?? [], p, unitOf));
  const options = data?.deployment?.options ?? [];
  return [
    h('h2', { class: 'section-title' }, t('gameTitle', { name: lists[0].name || t('listUnnamed') })),
    side(0),
    lists[1] ? side(1) : screen.drawOpponent(ctx, t('epicOpponentAdd'), addOpponent),
    options.length ? h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, t('epicDeployment')),
      h('select', { class: 'input', 'data-testid': 'epic-deployment', onchange: (e) => { current.setup.deployment = e.target.value; } },
        options.map((o) => h('option', { value: o.id, selected: o.id === (current.setup.deployment ?? options[0].id) ? true : null }, text(o.name))))) : null,
    lists[1] ? screen.actionButton('epic-start', t('gameStart'), () => start(ctx), startGate(ctx), { class: 'tool tool--primary' })
      : btn('epic-start', t('gameStart'), null, { class: 'tool tool--primary', disabled: true }),
    screen.refusal('start'),
  ];
}

/** Every hidden order turned up (the movement phase): one move, or null when none is hidden. */
function revealAll(ctx) {
  const v = view();
  if (!v.sheets.some(({ sheet }) => !sheet.revealed && !sheet.dispersee && sheet.left > 0)) return null;
  return () => screen.send(ctx, { by: v.turn.initiative ?? 0, name: 'revealAll' }, { at: 'turn' });
}

/** The Epic game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawEpicGame(ctx) {
  const v = current.snapshot ? view() : null;
  const ruleset = v ? loaded.get(v.ruleset.id) : null;
  const cardCtx = { ...ctx, ruleset };
  // "Planifier" plans a formation's shot: not once it has fired this turn.
  const plannable = (k) => canPlan(v, k) && !v.sheets[k].sheet.fired;
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    status: turnStatus(v),
    dice: () => screen.drawDice(ctx, current.pending?.action?.name === 'turn' ? t('epicTurn')
      : v.sheets[current.pending?.action?.args?.sheet]?.sheet.name ?? ''),
    body: v ? [
      v.turn ? drawTurnPanel(v, (action) => act(ctx, 'turn', action, 'turn'),
        { ruleset, revealAll: revealAll(ctx), gate: (type) => gateOf('turn', type), refusal: () => screen.refusal('turn'),
          rule: (type) => actionRule(v.ruleset.id, 'epicTurn', type),
          // The formations of each side that may still fire (the shooting phase's next phase asks first).
          unfired: [0, 1].filter((p) => !(v.turn.passed ?? []).includes(p))
            .map((p) => ({ who: sideName(v, p), n: stillToFire(v, p) })).filter(({ n }) => n > 0),
          ask: { open: current.nextAsk, set: (x) => { current.nextAsk = x; ctx.redraw(); } } }) : null,
      h('section', { class: 'cards', 'data-testid': 'epic-sheets' }, v.sheets.map((_, k) =>
        drawFormation(cardCtx, { snapshot: v, ui: current.ui, id: `epic-sheet-${k}`,
          run: (action, at = 'row', done) => act(ctx, k, action, `${k}-${at}`, done),
          refusal: (at) => screen.refusal(`${k}-${at}`),
          gate: (type) => (type === 'fired' ? mayAttack(k, 'fire') : gateOf(k, type)),
          rule: (type) => actionRule(v.ruleset.id, 'epicSheet', type),
          // "A tiré": the formation's shot without the calculator (its result typed on the target's card).
          fire: () => attack(ctx, k, { sheet: k, kind: 'shoot' }, `${k}-row`),
          openAttack: () => {
            current.attack = newEpicAttack(v, k);
            if (!current.attack) screen.fail(ctx, t('epicNoTarget', { name: v.sheets[k].sheet.name }), `${k}-row`); else current.error = '';
            ctx.redraw();
          },
          canPlan: plannable(k),
          openPlan: () => { current.plan = current.plan?.k === k ? null : newPlan(k); ctx.redraw(); },
          planOpen: current.plan?.k === k,
          planPanel: () => (current.plan?.k === k && plannable(k)
            ? drawEpicPlan(ctx, v, ruleset, current.plan, () => { current.plan = null; ctx.redraw(); }) : null),
          attackPanel: () => (current.attack?.k === k ? drawEpicAttack(ctx, v, ruleset, current.attack, attackOf(ctx, k),
            () => { current.attack = null; ctx.redraw(); },
            { may: (a) => mayAttack(a.k, a.kind === 'assault' ? 'assault' : 'fire'), refusal: () => screen.refusal('attack') }) : null) }, k))),
    ] : [],
  });
}

/** The saved Epic games on the lists index: resume or delete. */
export function drawEpicGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('epicGames'), reopen: (id) => openEpic(ctx.store, id, ctx.auspex) });
}
