// "Jouer" on a KOLAPS roster, on the play controller (play/controller.mjs):
// the setup (the opponent's Unité from their #l= link), then one card per
// character of both Unités (card.mjs), the activation draw (draw-panel.mjs),
// "Nouveau tour" for every character in turn, the campaign (campaign.mjs).
// Every change goes through the core's kolapsSheet / kolapsTurn (game.mjs).
// Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { sentence } from '../../platform/format.mjs';
import { charactersOf, newSnapshot, applyCharacter, applyCharacters, applyDraw, sideName } from './game.mjs';
import { drawDrawPanel } from './draw-panel.mjs';
import { drawCampaign, reportedList } from './campaign.mjs';
import { newKolapsAttack, drawKolapsAttack } from './attack-panel.mjs';
import { drawCharacter } from './card.mjs';
import { canPlan, newPlan, drawKolapsPlan } from './plan.mjs';
import { newRolls, drawKolapsRolls } from './rolls.mjs';
import { requestProblem } from './problems.mjs';
import { drawDicePanel } from '../../play/dice-panel.mjs';
import { createPlay } from '../../play/controller.mjs';

/** Where the game's states are in a snapshot (a game handed over: play/game-code.mjs). */
export const STATES = { sheet: 'kolapsSheet', turn: { key: 'draw', model: 'kolapsTurn', actions: 'drawActions', mayAct: 'drawMayAct' } };
const P = createPlay({ kind: 'kolaps', states: STATES, prefix: 'kolaps', fresh: () => ({ queue: [], attack: null, plan: null, rolls: null }),
  players: (s) => [0, 1].map((i) => sideName(s, i)), turnOf: (s) => Math.max(s.draw?.turn ?? 0, ...(s.sheets ?? []).map((e) => e.sheet?.turn ?? 0)), over: (s) => s.draw?.phase === 'over' });
const G = P.G;
G.ui = {};


/** Whether a saved list plays on this screen (a KOLAPS roster). */
export const playableKolaps = (list) => loaded.get(list?.ruleset)?.system === 'kolaps';

const unitNameIn = (list) => (id) => nameOf([...(loaded.get(list.ruleset)?.units ?? []), ...(list.custom?.units ?? [])].find((u) => u.id === id)?.name);

/** Starts the setup of a game for the saved KOLAPS list `listId`. */
export function setupKolaps(store, listId) {
  const list = store.data.lists[listId]?.list;
  P.setup({ listId, names: [list.name || '', ''], sides: [charactersOf(list, unitNameIn(list), loaded.get(list.ruleset)), null] });
  G.ui = {};
}

/** Opens a saved KOLAPS game. */
export function openKolaps(store, id) {
  P.open(store, id);
  G.ui = {};
}

function addOpponent(list) {
  if (!playableKolaps(list)) throw new Error(t('kolapsNotKolaps'));
  G.setup.sides[1] = charactersOf(list, unitNameIn(list), loaded.get(list.ruleset));
  G.setup.names[1] = list.name || t('opponent');
}

function start(ctx) {
  const { listId, names, sides } = G.setup;
  try {
    P.start(ctx, listId, newSnapshot(ctx.auspex, names, sides));
  } catch (error) { P.fail(ctx, error); }
  ctx.redraw();
}

/**
 * Sends `action` to character k (k = 'draw': to the activation draw); when
 * the core needs dice, the dice panel asks for them.
 */
function act(ctx, k, action, extraLog = [], rng = null, at = null) {
  try {
    const base = rng ? { ...G.snapshot, rng } : G.snapshot;
    const out = k === 'draw' ? applyDraw(ctx.auspex, base, action, extraLog) : applyCharacter(ctx.auspex, base, k, action, extraLog);
    if (out.needs) {
      P.ask(ctx, { k, action, needs: out.needs, rng: base.rng, extraLog, at });
      return;
    }
    P.commit(ctx, out.snapshot, { queue: G.queue });
  } catch (error) { P.fail(ctx, said(ctx, error), at); G.pending = null; G.queue = []; }
  next(ctx);
}

/**
 * "Nouveau tour": newTurn for each character still in the fight, one after
 * the other, then the Réserve of the activation draw (startTurn).
 */
function next(ctx) {
  if (!G.pending && G.queue.length) {
    const k = G.queue.shift();
    act(ctx, k, k === 'draw' ? { type: 'startTurn' } : { type: 'newTurn' });
    return;
  }
  ctx.redraw();
}

/** Puts an action's real result on both characters (kolaps-attack.mjs's steps): one undo step; a refusal beside "Appliquer", the panel kept. */
function commitSteps(ctx, steps, extraLog = []) {
  try {
    P.commit(ctx, applyCharacters(ctx.auspex, G.snapshot, steps, extraLog).snapshot);
  } catch (error) { P.fail(ctx, said(ctx, error), 'attack'); }
  ctx.redraw();
}

/** A refusal in the page's words: the core's own sentence (its code's fr / en), never a JSON path. */
function said(ctx, error) {
  if (error?.name === 'AuspexError') return (getLang() === 'fr' ? error.fr : error.detail) || error.fr || ctx.messageOf(error);
  return typeof error === 'string' ? error : error?.message ?? ctx.messageOf(error);
}

/** Whether the rules let character k (or 'draw') do action `type` now, from its latest `actions`; off: refused by the card itself. */
function gateOf(k, type, off = false) {
  if (type === 'act') {
    // Acting (Loi 8) also asks the draw: the active character, or one en attente (7-16); not one in the Réserve.
    const spend = gateOf(k, 'spend');
    const may = (G.snapshot.drawMayAct ?? []).find((c) => c.id === `c${k}`);
    if (!spend.allowed || !may || may.allowed) return spend;
    return { allowed: false, why: sentence(may.why?.[getLang()] ?? may.why?.fr ?? null) };
  }
  const actions = k === 'draw' ? G.snapshot.drawActions : G.snapshot.sheets[k]?.actions;
  const gate = P.gate(actions, type);
  if (!gate.allowed || !off) return gate;
  return { allowed: false, why: t('kolapsNoCombativite', { name: G.snapshot.sheets[k].sheet.name }) };
}

/** One step made by fn(snapshot) → snapshot (a death roll). */
function runStep(ctx, fn) {
  try {
    P.commit(ctx, fn(G.snapshot));
  } catch (error) { P.fail(ctx, error); }
  ctx.redraw();
}

/** Loi 12 after the game: the XP and the dead written into the roster, once. */
function report(ctx) {
  const record = ctx.store.data.games[G.id] ?? {};
  const saved = ctx.store.data.lists[record.listId];
  if (!saved) { G.error = t('kolapsListGone'); ctx.redraw(); return; }
  const out = reportedList(saved.list, G.snapshot);
  try {
    ctx.store.save((d) => { d.lists[record.listId] = { ...saved, list: out.list, savedAt: new Date().toISOString() }; });
  } catch (error) { P.fail(ctx, error); ctx.redraw(); return; }
  runStep(ctx, (snap) => {
    const next = structuredClone(snap);
    next.campaign = { ...(next.campaign ?? {}), reported: new Date().toISOString() };
    const names = out.skipped.join(', ');
    const line = names ? { fr: `Non reportés (une ligne pour plusieurs personnages) : ${names}`, en: `Not reported (one line for several characters): ${names}` } : null;
    next.log = [{ fr: 'XP et morts reportés dans l’Unité (Loi 12)', en: 'XP and the dead reported into the Unité (Law 12)' }, ...(line ? [line] : []), ...snap.log].slice(0, 12);
    return next;
  });
}

function drawDice(ctx) {
  const p = G.pending;
  return drawDicePanel({ prefix: 'kolaps', pending: p, auspex: ctx.auspex, who: p.k === 'draw' ? t('kolapsDraw') : G.snapshot.sheets[p.k].sheet.name,
    resend: (action, extraLog, rng) => act(ctx, p.k, action, extraLog, rng, p.at),
    onBad: () => { G.error = t('diceBad'); ctx.redraw(); }, cancel: () => { G.pending = null; G.queue = []; ctx.redraw(); } });
}

// Which list holds a problem: the player's own (fixed in the builder) or the opponent's (a new link).
const k0Blocked = (problems) => (problems[0].some(Boolean) ? 'kolapsSetupFixOwn' : 'kolapsSetupFixOpponent');

function drawSetup(ctx) {
  const { listId, names, sides } = G.setup;
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
    sides[1] ? side(1) : P.drawOpponent(ctx, t('kolapsOpponentAdd'), addOpponent),
    sides[1] ? P.actionButton('kolaps-start', t('gameStart'), () => start(ctx),
      blocked ? { allowed: false, why: t(k0Blocked(problems)) } : { allowed: true }, { class: 'tool tool--primary' })
      : btn('kolaps-start', t('gameStart'), null, { class: 'tool tool--primary', disabled: true }),
  ];
}

/** The KOLAPS game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawKolapsGame(ctx) {
  const cardCtx = () => ({ ...ctx, ruleset: loaded.get(G.snapshot.sheets[0]?.sheet.ruleset) });
  return P.draw(ctx, {
    setup: () => drawSetup(ctx),
    leave: () => { G.queue = []; },
    actions: [btn('kolaps-new-turn', t('kolapsNewTurnAll'), () => {
      G.queue = [...G.snapshot.sheets.map((s, k) => (s.sheet.horsCombat ? -1 : k)).filter((k) => k >= 0), 'draw'];
      next(ctx);
    }, { class: 'tool tool--primary' })],
    dice: () => drawDice(ctx),
    body: G.snapshot ? [
      G.snapshot.draw ? drawDrawPanel(G.snapshot, (action) => act(ctx, 'draw', action, [], null, 'draw'), G.ui, ctx.redraw,
        { gate: (type) => gateOf('draw', type), refusal: () => P.refusal('draw') }) : null,
      h('section', { class: 'cards', 'data-testid': 'kolaps-sheets' }, G.snapshot.sheets.map((_, k) => {
        const c = cardCtx();
        return drawCharacter(c, { snapshot: G.snapshot, ui: G.ui, id: `kolaps-sheet-${k}`,
          run: (action, at = 'row') => act(ctx, k, action, [], null, `${k}-${at}`),
          refusal: (at) => P.refusal(`${k}-${at}`),
          gate: (type, off) => gateOf(k, type, off),
          openAttack: () => {
            G.attack = newKolapsAttack(G.snapshot, k);
            if (!G.attack) P.fail(ctx, t('kolapsNoWeaponOrTarget', { name: G.snapshot.sheets[k].sheet.name }), `${k}-row`);
            else G.error = '';
            ctx.redraw();
          },
          canPlan: () => canPlan(G.snapshot, k),
          planOpen: () => G.plan?.from === k,
          openPlan: () => { G.plan = G.plan?.from === k ? null : newPlan(G.snapshot, k); ctx.redraw(); },
          planPanel: () => (G.plan?.from === k && canPlan(G.snapshot, k) ? drawKolapsPlan(ctx, G.snapshot, G.plan, () => { G.plan = null; ctx.redraw(); }) : null),
          rollsOpen: () => G.rolls?.from === k,
          openRolls: () => {
            G.rolls = G.rolls?.from === k ? null : newRolls(k);
            if (G.rolls && G.snapshot.sheets[k].sheet.horsCombat) G.rolls.kind = 'death';
            ctx.redraw();
          },
          rollsPanel: () => (G.rolls?.from === k ? drawKolapsRolls(ctx, G.snapshot, G.rolls, () => { G.rolls = null; ctx.redraw(); }) : null),
          attackPanel: () => (G.attack?.from === k ? drawKolapsAttack(ctx, G.snapshot, c.ruleset, G.attack, (steps, extraLog) => commitSteps(ctx, steps, extraLog),
            () => { G.attack = null; ctx.redraw(); }, { gate: gateOf, refusal: () => P.refusal('attack') }) : null) }, k);
      })),
      drawCampaign(G.snapshot, (fn) => runStep(ctx, fn), () => report(ctx), G.ui),
    ] : [],
  });
}

/** The saved KOLAPS games on the lists index: resume or delete. */
export function drawKolapsGamesIndex(ctx) {
  return P.drawIndex(ctx, { title: t('kolapsGames'), reopen: (id) => openKolaps(ctx.store, id) });
}
