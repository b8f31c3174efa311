// "Jouer" on a KOLAPS roster, on the play controller (play/controller.mjs):
// the setup (the opponent's Unité from their #l= link), then one card per
// character of both Unités (card.mjs), the activation draw (draw-panel.mjs),
// "Nouveau tour" for every character in turn, the campaign (campaign.mjs).
// Every change goes through the core's kolapsSheet / kolapsTurn (game.mjs).
// Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { actionRule } from '../../platform/glossary.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { sentence } from '../../platform/format.mjs';
import { charactersOf, newSnapshot, applyCharacter, applyCharacters, applyDraw, sideName, STATES } from './game.mjs';
import { drawDrawPanel, drawStatus } from './draw-panel.mjs';
import { drawCampaign, reportedList } from './campaign.mjs';
import { newKolapsAttack, drawKolapsAttack } from './attack-panel.mjs';
import { drawCharacter } from './card.mjs';
import { canPlan, newPlan, drawKolapsPlan } from './plan.mjs';
import { newRolls, drawKolapsRolls } from './rolls.mjs';
import { requestProblem } from './problems.mjs';
import { drawDicePanel } from '../../play/dice-panel.mjs';
import { createPlay } from '../../play/controller.mjs';
import { withLog } from '../../play/states.mjs';

/** Where the game's states are in a snapshot (a game handed over: play/game-code.mjs). */
export { STATES };
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'kolaps', states: STATES, prefix: 'kolaps', fresh: () => ({ queue: [], attack: null, plan: null, rolls: null }),
  players: (s) => [0, 1].map((i) => sideName(s, i)), turnOf: (s) => Math.max(s.draw?.turn ?? 0, ...(s.sheets ?? []).map((e) => e.sheet?.turn ?? 0)), over: (s) => s.draw?.phase === 'over' });
const current = screen.G;
current.ui = {};


/** Whether a saved list plays on this screen (a KOLAPS roster). */
export const playableKolaps = (list) => loaded.get(list?.ruleset)?.system === 'kolaps';

const unitNameIn = (list) => (id) => nameOf([...(loaded.get(list.ruleset)?.units ?? []), ...(list.custom?.units ?? [])].find((u) => u.id === id)?.name);

/** Starts the setup of a game for the saved KOLAPS list `listId`. */
export function setupKolaps(store, listId) {
  const list = store.data.lists[listId]?.list;
  screen.setup({ listId, names: [list.name || '', ''], sides: [charactersOf(list, unitNameIn(list), loaded.get(list.ruleset)), null] });
  current.ui = {};
}

/** Opens a saved KOLAPS game. */
export function openKolaps(store, id, auspex) {
  screen.open(store, id, auspex);
  current.ui = {};
}

function addOpponent(list) {
  if (!playableKolaps(list)) throw new Error(t('kolapsNotKolaps'));
  current.setup.sides[1] = charactersOf(list, unitNameIn(list), loaded.get(list.ruleset));
  current.setup.names[1] = list.name || t('opponent');
}

function start(ctx) {
  const { listId, names, sides } = current.setup;
  try {
    screen.start(ctx, listId, newSnapshot(ctx.auspex, names, sides));
  } catch (error) { screen.fail(ctx, error); }
  ctx.redraw();
}

/**
 * Sends `action` to character k (k = 'draw': to the activation draw); when
 * the core needs dice, the dice panel asks for them.
 */
function act(ctx, k, action, extraLog = [], rng = null, at = null) {
  try {
    const base = rng ? { ...current.snapshot, rng } : current.snapshot;
    const out = k === 'draw' ? applyDraw(ctx.auspex, base, action, extraLog) : applyCharacter(ctx.auspex, base, k, action, extraLog);
    if (out.needs) {
      screen.ask(ctx, { k, action, needs: out.needs, rng: base.rng, extraLog, at });
      return;
    }
    screen.commit(ctx, out.snapshot, { queue: current.queue });
  } catch (error) { screen.fail(ctx, said(ctx, error), at); current.pending = null; current.queue = []; }
  next(ctx);
}

/**
 * "Nouveau tour": newTurn for each character still in the fight, one after
 * the other, then the Réserve of the activation draw (startTurn).
 */
function next(ctx) {
  if (!current.pending && current.queue.length) {
    const k = current.queue.shift();
    act(ctx, k, k === 'draw' ? { type: 'startTurn' } : { type: 'newTurn' });
    return;
  }
  ctx.redraw();
}

/** Puts an action's real result on both characters (kolaps-attack.mjs's steps): one undo step; a refusal beside "Appliquer", the panel kept. */
function commitSteps(ctx, steps, extraLog = []) {
  try {
    screen.commit(ctx, applyCharacters(ctx.auspex, current.snapshot, steps, extraLog).snapshot);
  } catch (error) { screen.fail(ctx, said(ctx, error), 'attack'); }
  ctx.redraw();
}

/** A refusal in the page's words (the controller's). */
const said = (ctx, error) => screen.said(ctx, error);

/** Whether the rules let character k (or 'draw') do action `type` now, from its latest `actions`; off: refused by the card itself. */
function gateOf(k, type, off = false) {
  if (type === 'act') {
    // Acting (Loi 8) also asks the draw: the active character, or one en attente (7-16); not one in the Réserve.
    const spend = gateOf(k, 'spend');
    const may = (current.snapshot.drawMayAct ?? []).find((c) => c.id === `c${k}`);
    if (!spend.allowed || !may || may.allowed) return spend;
    return { allowed: false, why: sentence(may.why?.[getLang()] ?? may.why?.fr ?? null) };
  }
  const actions = k === 'draw' ? current.snapshot.drawActions : current.snapshot.sheets[k]?.actions;
  const gate = screen.gate(actions, type);
  if (!gate.allowed || !off) return gate;
  return { allowed: false, why: t('kolapsNoCombativite', { name: current.snapshot.sheets[k].sheet.name }) };
}

/** One step made by fn(snapshot) → snapshot (a death roll). */
function runStep(ctx, fn) {
  try {
    screen.commit(ctx, fn(current.snapshot));
  } catch (error) { screen.fail(ctx, error); }
  ctx.redraw();
}

/** Loi 12 after the game: the XP and the dead written into the roster, once. */
function report(ctx) {
  const record = ctx.store.data.games[current.id] ?? {};
  const saved = ctx.store.data.lists[record.listId];
  if (!saved) { current.error = t('kolapsListGone'); ctx.redraw(); return; }
  const out = reportedList(saved.list, current.snapshot);
  try {
    ctx.store.save((d) => { d.lists[record.listId] = { ...saved, list: out.list, savedAt: new Date().toISOString() }; });
  } catch (error) { screen.fail(ctx, error); ctx.redraw(); return; }
  runStep(ctx, (snap) => {
    const next = structuredClone(snap);
    next.campaign = { ...(next.campaign ?? {}), reported: new Date().toISOString() };
    const names = out.skipped.join(', ');
    const line = names ? { fr: `Non reportés (une ligne pour plusieurs personnages) : ${names}`, en: `Not reported (one line for several characters): ${names}` } : null;
    return withLog(next, [{ fr: 'XP et morts reportés dans l’Unité (Loi 12)', en: 'XP and the dead reported into the Unité (Law 12)' }, ...(line ? [line] : [])]);
  });
}

function drawDice(ctx) {
  const p = current.pending;
  return drawDicePanel({ prefix: 'kolaps', pending: p, auspex: ctx.auspex, who: p.k === 'draw' ? t('kolapsDraw') : current.snapshot.sheets[p.k].sheet.name,
    resend: (action, extraLog, rng) => act(ctx, p.k, action, extraLog, rng, p.at),
    onBad: () => { current.error = t('diceBad'); ctx.redraw(); }, cancel: () => { current.pending = null; current.queue = []; ctx.redraw(); } });
}

// Which list holds a problem: the player's own (fixed in the builder) or the opponent's (a new link).
const k0Blocked = (problems) => (problems[0].some(Boolean) ? 'kolapsSetupFixOwn' : 'kolapsSetupFixOpponent');

function drawSetup(ctx) {
  const { listId, names, sides } = current.setup;
  const list = ctx.store.data.lists[listId].list;
  // What the core would refuse at the start, named beside its character (prevented: "Commencer" waits).
  // (each named beside its character: the character's name is not repeated)
  const unnamed = (c, text) => (text && text.startsWith(c.name) ? text.slice(c.name.length).replace(/^\s*[—:]\s*/, '') : text);
  const problems = sides.map((cs) => (cs ?? []).map((c) => unnamed(c, requestProblem(ctx.auspex, c))));
  const blocked = problems.flat().some(Boolean);
  const side = (k) => h('section', { class: 'side', 'data-testid': `kolaps-setup-${k}` },
    h('h3', { class: 'cu-sub' }, names[k] || t(k ? 'opponent' : 'listUnnamed')),
    h('ul', { class: 'lists-meta' }, sides[k].map((c, j) => h('li', {}, `${c.name} — ${t('kolapsRank', { n: c.rank })}`,
      c.unknownTraits?.length ? ` — ${t('kolapsUnknownTraits', { traits: c.unknownTraits.join(', ') })}` : '',
      problems[k][j] ? h('span', { class: 'why', 'data-testid': `kolaps-setup-${k}-problem-${j}` }, ` — ${problems[k][j]}`) : null))));
  return [
    h('h2', { class: 'section-title' }, t('gameTitle', { name: list.name || t('listUnnamed') })),
    side(0),
    sides[1] ? side(1) : screen.drawOpponent(ctx, t('kolapsOpponentAdd'), addOpponent),
    sides[1] ? screen.actionButton('kolaps-start', t('gameStart'), () => start(ctx),
      blocked ? { allowed: false, why: t(k0Blocked(problems)) } : { allowed: true }, { class: 'tool tool--primary' })
      : btn('kolaps-start', t('gameStart'), null, { class: 'tool tool--primary', disabled: true }),
  ];
}

/** The KOLAPS game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
/** Whether the active character's activation may end without "Épuisé ensuite" (the draw's mayEnd, Loi 8-1). */
function mayEnd() {
  const may = current.snapshot.drawMayEnd;
  if (!may || may.allowed) return { allowed: true, why: null };
  return { allowed: false, why: sentence(may.why?.[getLang()] ?? may.why?.fr ?? null) };
}

export function drawKolapsGame(ctx) {
  const cardCtx = () => ({ ...ctx, ruleset: loaded.get(current.snapshot.sheets[0]?.sheet.ruleset) });
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    status: drawStatus(current.snapshot),
    leave: () => { current.queue = []; },
    actions: [btn('kolaps-new-turn', t('kolapsNewTurnAll'), () => {
      current.queue = [...current.snapshot.sheets.map((s, k) => (s.sheet.horsCombat ? -1 : k)).filter((k) => k >= 0), 'draw'];
      next(ctx);
    }, { class: 'tool tool--primary' })],
    dice: () => drawDice(ctx),
    body: current.snapshot ? [
      current.snapshot.draw ? drawDrawPanel(current.snapshot, (action) => act(ctx, 'draw', action, [], null, 'draw'), current.ui, ctx.redraw,
        { gate: (type) => gateOf('draw', type), mayEnd: () => mayEnd(), refusal: () => screen.refusal('draw') }) : null,
      h('section', { class: 'cards', 'data-testid': 'kolaps-sheets' }, current.snapshot.sheets.map((_, k) => {
        const c = cardCtx();
        return drawCharacter(c, { snapshot: current.snapshot, ui: current.ui, id: `kolaps-sheet-${k}`,
          run: (action, at = 'row') => act(ctx, k, action, [], null, `${k}-${at}`),
          refusal: (at) => screen.refusal(`${k}-${at}`),
          gate: (type, off) => gateOf(k, type, off),
          rule: (type) => actionRule(current.snapshot.sheets[k].sheet.ruleset, 'kolapsSheet', type),
          openAttack: () => {
            current.attack = newKolapsAttack(current.snapshot, k);
            if (!current.attack) screen.fail(ctx, t('kolapsNoWeaponOrTarget', { name: current.snapshot.sheets[k].sheet.name }), `${k}-row`);
            else current.error = '';
            ctx.redraw();
          },
          canPlan: () => canPlan(current.snapshot, k),
          planOpen: () => current.plan?.from === k,
          openPlan: () => { current.plan = current.plan?.from === k ? null : newPlan(current.snapshot, k); ctx.redraw(); },
          planPanel: () => (current.plan?.from === k && canPlan(current.snapshot, k) ? drawKolapsPlan(ctx, current.snapshot, current.plan, () => { current.plan = null; ctx.redraw(); }) : null),
          rollsOpen: () => current.rolls?.from === k,
          openRolls: () => {
            current.rolls = current.rolls?.from === k ? null : newRolls(k);
            if (current.rolls && current.snapshot.sheets[k].sheet.horsCombat) current.rolls.kind = 'death';
            ctx.redraw();
          },
          rollsPanel: () => (current.rolls?.from === k ? drawKolapsRolls(ctx, current.snapshot, current.rolls, () => { current.rolls = null; ctx.redraw(); }) : null),
          attackPanel: () => (current.attack?.from === k ? drawKolapsAttack(ctx, current.snapshot, c.ruleset, current.attack, (steps, extraLog) => commitSteps(ctx, steps, extraLog),
            () => { current.attack = null; ctx.redraw(); }, { gate: gateOf, refusal: () => screen.refusal('attack') }) : null) }, k);
      })),
      drawCampaign(current.snapshot, (fn) => runStep(ctx, fn), () => report(ctx), current.ui),
    ] : [],
  });
}

/** The saved KOLAPS games on the lists index: resume or delete. */
export function drawKolapsGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('kolapsGames'), reopen: (id) => openKolaps(ctx.store, id, ctx.auspex) });
}
