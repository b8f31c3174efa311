// "Jouer" on an Epic Escarmouches army, on the play controller
// (play/controller.mjs): the setup (the opponent's army from their #l= link,
// the deployment method, the hits a vehicle takes), then the turn panel
// (turn-panel.mjs: deployment, phases, initiative cup) and one card per
// formation of both armies (card.mjs). Every change goes through the core
// (game.mjs). Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, sentence } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { actionRule } from '../../platform/glossary.mjs';
import { registerOwn } from '../../play/own-ruleset.mjs';
import { gameRuleset, formationsOf, newSnapshot, applySheet, applySheets, applyTurn, sideName, STATES, applySteps, attackSteps, passIdle, stillToFire } from './game.mjs';

export { STATES };
import { drawFormation, unitLabel } from './card.mjs';
import { drawTurnPanel, turnStatus } from './turn-panel.mjs';
import { newEpicAttack, drawEpicAttack } from './attack-panel.mjs';
import { canPlan, newPlan, drawEpicPlan } from './plan.mjs';
import { stepper } from '../../ui/rows.mjs';
import { drawDicePanel } from '../../play/dice-panel.mjs';
import { createPlay } from '../../play/controller.mjs';

// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'epic', states: STATES, prefix: 'epic', fresh: () => ({ attack: null, plan: null, nextAsk: false }),
  players: (s) => [0, 1].map((i) => sideName(s, i)), turnOf: (s) => s.turn?.turn ?? null });
const current = screen.G;
current.ui = {};

const text = (m) => (m ? m[getLang()] ?? m.fr ?? '' : '');

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
    const army = names[p] || list.name || `J${p + 1}`;
    if (facts.morale === null || facts.morale === undefined) return { allowed: false, why: t('epicNoMorale', { army }) };
    if (facts.strategic === null || facts.strategic === undefined) return { allowed: false, why: t('epicNoStrategic', { army }) };
  }
  return { allowed: true, why: null };
}

function start(ctx) {
  const { listId, names, lists } = current.setup;
  try {
    for (const [p, list] of lists.entries()) {
      const facts = ctx.auspex.checkList(list).facts ?? {};
      if (facts.morale === null || facts.morale === undefined) throw new Error(t('epicNoMorale', { army: names[p] || list.name || `J${p + 1}` }));
      if (facts.strategic === null || facts.strategic === undefined) throw new Error(t('epicNoStrategic', { army: names[p] || list.name || `J${p + 1}` }));
    }
    const { ruleset, sides } = sidesOf(ctx);
    const withHits = sides.map((requests, p) => requests.map((r, f) => ({ ...r, units: r.units.map((u) =>
      (r.vehicles.includes(u.unit) ? { ...u, hitsToDestroy: current.setup.hits[`${p}-${f}-${u.unit}`] ?? 1 } : u)) })));
    const data = loaded.get(ruleset.id);
    const turn = ctx.auspex.model ? { op: 'new', ruleset: ruleset.id,
      players: lists.map((list, p) => ({ name: names[p] || `J${p + 1}`, strategic: ctx.auspex.checkList(list).facts.strategic, formations: sides[p].length })),
      deployment: current.setup.deployment ?? data.deployment?.options?.[0]?.id } : null;
    screen.start(ctx, listId, newSnapshot(ctx.auspex, names, withHits, ruleset, turn));
  } catch (error) { screen.fail(ctx, said(ctx, error), 'start'); }
  ctx.redraw();
}

/** One new snapshot: one undo step, saved (an open attack panel stays open). */
const commit = (ctx, snapshot) => screen.commit(ctx, snapshot, { attack: current.attack, plan: current.plan });

/** The sheets' side of a turn step: a new turn for every formation still there. */
function followTurn(ctx, before, snapshot) {
  if (!before.turn || snapshot.turn.turn === before.turn.turn) return passIdle(ctx.auspex, snapshot);
  const steps = snapshot.sheets.map(({ sheet }, k) => ({ k, sheet })).filter(({ sheet }) => !sheet.dispersee && sheet.left > 0)
    .map(({ k }) => ({ k, action: { type: 'newTurn' } }));
  return applySheets(ctx.auspex, snapshot, steps).snapshot;
}

/**
 * Sends `action` to formation k (k = 'turn': to the turn); when the core
 * needs dice, the dice panel asks for them.
 */
function act(ctx, k, action, extraLog = [], rng = null, at = null, done = () => {}) {
  try {
    const base = rng ? { ...current.snapshot, rng } : current.snapshot;
    const out = k === 'turn' ? applyTurn(ctx.auspex, base, action, extraLog) : applySheet(ctx.auspex, base, k, action, extraLog);
    if (out.needs) {
      screen.ask(ctx, { k, action, needs: out.needs, rng: base.rng, extraLog, at, done });
      return;
    }
    commit(ctx, k === 'turn' ? followTurn(ctx, base, out.snapshot) : out.snapshot);
    done();
  } catch (error) { screen.fail(ctx, said(ctx, error), at); current.pending = null; }
  ctx.redraw();
}

/** A refusal in the page's words (the controller's). */
const said = (ctx, error) => screen.said(ctx, error);

/** Whether the rules let formation k (or 'turn') do action `type` now, from its latest `actions`. */
const gateOf = (k, type) => screen.gateOf(k, type);

/** Steps on the turn and the formations as one (a shot: the go, the formation's one shot, its result). */
function commitMixed(ctx, steps, at = null, extraLog = []) {
  try {
    screen.commit(ctx, applySteps(ctx.auspex, current.snapshot, steps, extraLog).snapshot);
    current.attack = null;
  } catch (error) { screen.fail(ctx, said(ctx, error), at); }
  ctx.redraw();
}

/**
 * Whether formation k's side may fire now (`fire`: the shooting phase, its
 * go; the formation not fired yet) or assault (the assault phase): the
 * turn's mayAttack and the sheet's actions, { allowed, why }.
 */
function mayAttack(k, kind) {
  const { player } = current.snapshot.sheets[k];
  const may = (current.snapshot.turnMayAttack ?? []).find((m) => m.player === player)?.[kind];
  if (may && !may.allowed) return { allowed: false, why: sentence(may.why?.[getLang()] ?? may.why?.fr ?? null) };
  return kind === 'fire' ? gateOf(k, 'fired') : { allowed: true, why: null };
}

/** Several sheet actions as one step (an attack's real result, every order revealed). */
function commitSteps(ctx, steps, at = null, extraLog = []) {
  try {
    screen.commit(ctx, applySheets(ctx.auspex, current.snapshot, steps, extraLog).snapshot);
  } catch (error) { screen.fail(ctx, said(ctx, error), at); }
  ctx.redraw();
}

function drawDice(ctx) {
  const p = current.pending;
  return drawDicePanel({ prefix: 'epic', pending: p, auspex: ctx.auspex, who: p.k === 'turn' ? t('epicTurn') : current.snapshot.sheets[p.k].sheet.name,
    resend: (action, extraLog, rng) => act(ctx, p.k, action, extraLog, rng, p.at, p.done),
    onBad: () => { current.error = t('diceBad'); ctx.redraw(); }, cancel: () => { current.pending = null; ctx.redraw(); } });
}

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

/** Every hidden order turned up (the movement phase), or null when none is hidden. */
function revealAll(ctx) {
  const steps = current.snapshot.sheets.map(({ sheet }, k) => ({ k, sheet }))
    .filter(({ sheet }) => !sheet.revealed && !sheet.dispersee && sheet.left > 0).map(({ k }) => ({ k, action: { type: 'reveal' } }));
  return steps.length ? () => commitSteps(ctx, steps, 'turn') : null;
}

/** The Epic game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawEpicGame(ctx) {
  const ruleset = current.snapshot ? loaded.get(current.snapshot.ruleset.id) : null;
  const cardCtx = { ...ctx, ruleset };
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    status: turnStatus(current.snapshot),
    dice: () => drawDice(ctx),
    body: current.snapshot ? [
      current.snapshot.turn ? drawTurnPanel(current.snapshot, (action) => act(ctx, 'turn', action, [], null, 'turn'),
        { ruleset, revealAll: revealAll(ctx), gate: (type) => gateOf('turn', type), refusal: () => screen.refusal('turn'),
          rule: (type) => actionRule(current.snapshot.ruleset.id, 'epicTurn', type),
          // The formations of each side that may still fire (the shooting phase's next phase asks first).
          unfired: [0, 1].filter((p) => !(current.snapshot.turn.passed ?? []).includes(p))
            .map((p) => ({ who: sideName(current.snapshot, p), n: stillToFire(current.snapshot, p) })).filter(({ n }) => n > 0),
          ask: { open: current.nextAsk, set: (v) => { current.nextAsk = v; ctx.redraw(); } } }) : null,
      h('section', { class: 'cards', 'data-testid': 'epic-sheets' }, current.snapshot.sheets.map((_, k) =>
        drawFormation(cardCtx, { snapshot: current.snapshot, ui: current.ui, id: `epic-sheet-${k}`,
          run: (action, at = 'row', done) => act(ctx, k, action, [], null, `${k}-${at}`, done),
          refusal: (at) => screen.refusal(`${k}-${at}`),
          gate: (type) => (type === 'fired' ? mayAttack(k, 'fire') : gateOf(k, type)),
          rule: (type) => actionRule(current.snapshot.ruleset.id, 'epicSheet', type),
          // "A tiré": the formation's shot without the calculator (its result typed on the target's card).
          fire: () => commitMixed(ctx, attackSteps(current.snapshot, { k, kind: 'shoot' }, []), `${k}-row`),
          openAttack: () => {
            current.attack = newEpicAttack(current.snapshot, k);
            if (!current.attack) screen.fail(ctx, t('epicNoTarget', { name: current.snapshot.sheets[k].sheet.name }), `${k}-row`); else current.error = '';
            ctx.redraw();
          },
          canPlan: canPlan(current.snapshot, k),
          openPlan: () => { current.plan = current.plan?.k === k ? null : newPlan(k); ctx.redraw(); },
          planOpen: current.plan?.k === k,
          planPanel: () => (current.plan?.k === k && canPlan(current.snapshot, k)
            ? drawEpicPlan(ctx, current.snapshot, ruleset, current.plan, () => { current.plan = null; ctx.redraw(); }) : null),
          attackPanel: () => (current.attack?.k === k ? drawEpicAttack(ctx, current.snapshot, ruleset, current.attack,
            (steps, extraLog) => commitMixed(ctx, attackSteps(current.snapshot, current.attack, steps), 'attack', extraLog),
            () => { current.attack = null; ctx.redraw(); },
            { gate: gateOf, may: (a) => mayAttack(a.k, a.kind === 'assault' ? 'assault' : 'fire'), refusal: () => screen.refusal('attack') }) : null) }, k))),
    ] : [],
  });
}

/** The saved Epic games on the lists index: resume or delete. */
export function drawEpicGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('epicGames'), reopen: (id) => openEpic(ctx.store, id, ctx.auspex) });
}
