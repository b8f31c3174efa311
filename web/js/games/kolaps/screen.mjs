// "Jouer" on a KOLAPS roster, on the play controller (play/controller.mjs):
// the setup (the opponent's Unité from their #l= link), then one card per
// character of both Unités (card.mjs), the activation draw (draw-panel.mjs),
// "Nouveau tour" for every character at once, the campaign (campaign.mjs).
// The game is the core's (core/kolaps/game.cpp, docs/games.md): every tap is
// a move named by the player who makes it (play.send), and the core says
// which moves each player may make now. Everything is set as text, never as
// HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { actionRule } from '../../platform/glossary.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { sentence } from '../../platform/format.mjs';
import { charactersOf, gameSetup, sideName, STATES, viewOf } from './game.mjs';
import { drawDrawPanel, drawStatus } from './draw-panel.mjs';
import { drawCampaign, reportedList } from './campaign.mjs';
import { newKolapsAttack, drawKolapsAttack } from './attack-panel.mjs';
import { drawCharacter } from './card.mjs';
import { canPlan, newPlan, drawKolapsPlan } from './plan.mjs';
import { newRolls, drawKolapsRolls } from './rolls.mjs';
import { requestProblem } from './problems.mjs';
import { createPlay } from '../../play/controller.mjs';
import { withLog, gameSnapshot } from '../../play/states.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { sided } from '../../play/luck.mjs';

/** Where the game's states are in a snapshot (a game handed over: play/game-code.mjs). */
export { STATES };
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'kolaps', states: STATES, prefix: 'kolaps', fresh: () => ({ attack: null, plan: null, rolls: null }),
  players: (s) => [0, 1].map((i) => sideName(s, i)), turnOf: (s) => s.game?.turn?.turn ?? null, over: (s) => Boolean(s.over) });
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
    const reply = ctx.auspex.game({ op: 'new', game: 'kolaps', setup: gameSetup(names, sides) });
    const snapshot = gameSnapshot({ rng: { seed: newSeed(), n: 0 }, log: [] }, reply);
    screen.start(ctx, listId, withLog(snapshot, sided(reply.log).reverse()));
  } catch (error) { screen.fail(ctx, said(ctx, error), 'start'); }
  ctx.redraw();
}

/** The game as its panels read it (game.mjs viewOf). */
const view = () => viewOf(current.snapshot);

/** The first player the core lets make move `name` now (a draw, a new turn: either's), else 0. */
const whoMay = (name) => [0, 1].find((p) => screen.mayMove(p, name).allowed) ?? 0;

/**
 * Sends character k's action (k = 'draw': the draw's: a marker drawn, the end of an activation)
 * as the move of the player who makes it: the character's, the active character's (its end),
 * either for a draw. A refusal is said at `at`, what was typed kept.
 */
function act(ctx, k, action, at = null) {
  const v = view();
  let move;
  if (k !== 'draw') move = { by: v.sheets[k].player, name: 'sheet', args: { sheet: k, action } };
  else if (action.type === 'endActivation') {
    const active = v.draw.characters.find((c) => c.id === v.draw.active);
    move = { by: active?.player ?? 0, name: 'endActivation', args: { exhausted: !!action.exhausted } };
  } else move = { by: whoMay('draw'), name: 'draw' };
  screen.send(ctx, move, { at, keep: { attack: current.attack, plan: current.plan, rolls: current.rolls } });
}

/** "Nouveau tour": every character's combativité determined, then the Réserve (one move). */
const newTurn = (ctx) => screen.send(ctx, { by: whoMay('newTurn'), name: 'newTurn' }, { at: 'new-turn' });

/** The attack panel's action and its real result (attack.mjs attackArgs), as one move; a refusal beside "Appliquer", the panel kept. */
function attack(ctx, args, extraLog = []) {
  screen.send(ctx, { by: view().sheets[args.sheet].player, name: 'attack', args }, { at: 'attack', extraLog });
  if (!current.error && !current.pending) current.attack = null;
  ctx.redraw();
}

/** A refusal in the page's words (the controller's). */
const said = (ctx, error) => screen.said(ctx, error);

/** Whether the rules let character k (or 'draw') do action `type` now, from its actions as the game gives them ('act': acting, the draw's word too); off: refused by the card itself. */
function gateOf(k, type, off = false) {
  const v = view();
  const gate = screen.gate(k === 'draw' ? v.drawActions : v.sheets[k]?.actions, type);
  if (!gate.allowed || !off) return gate;
  return { allowed: false, why: t('kolapsNoCombativite', { name: v.sheets[k].sheet.name }) };
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
    screen.refusal('start'),
  ];
}

/** Whether the active character's activation may end without "Épuisé ensuite" (the draw's mayEnd, Loi 8-1). */
function mayEnd() {
  const may = view().drawMayEnd;
  if (!may || may.allowed) return { allowed: true, why: null };
  return { allowed: false, why: sentence(may.why?.[getLang()] ?? may.why?.fr ?? null) };
}

/** The KOLAPS game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawKolapsGame(ctx) {
  const v = current.snapshot ? view() : null;
  const cardCtx = () => ({ ...ctx, ruleset: loaded.get(v.sheets[0]?.sheet.ruleset) });
  const pending = current.pending?.action;
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    status: drawStatus(v),
    // "Nouveau tour": once the last turn has ended (the core's word, beside it when not).
    actions: v ? [screen.actionButton('kolaps-new-turn', t('kolapsNewTurnAll'), () => newTurn(ctx), screen.mayMove(whoMay('newTurn'), 'newTurn'),
      { class: 'tool tool--primary' }), screen.refusal('new-turn')] : [],
    dice: () => screen.drawDice(ctx, pending?.name === 'newTurn' ? t('kolapsNewTurnAll') : pending?.name === 'draw' ? t('kolapsDraw')
      : v.sheets[pending?.args?.sheet]?.sheet.name ?? ''),
    body: v ? [
      v.draw ? drawDrawPanel(v, (action) => act(ctx, 'draw', action, 'draw'), current.ui, ctx.redraw,
        { gate: (type) => gateOf('draw', type), mayEnd: () => mayEnd(), refusal: () => screen.refusal('draw') }) : null,
      h('section', { class: 'cards', 'data-testid': 'kolaps-sheets' }, v.sheets.map((_, k) => {
        const c = cardCtx();
        return drawCharacter(c, { snapshot: v, ui: current.ui, id: `kolaps-sheet-${k}`,
          run: (action, at = 'row') => act(ctx, k, action, `${k}-${at}`),
          refusal: (at) => screen.refusal(`${k}-${at}`),
          gate: (type, off) => gateOf(k, type, off),
          rule: (type) => actionRule(v.sheets[k].sheet.ruleset, 'kolapsSheet', type),
          openAttack: () => {
            current.attack = newKolapsAttack(v, k);
            if (!current.attack) screen.fail(ctx, t('kolapsNoWeaponOrTarget', { name: v.sheets[k].sheet.name }), `${k}-row`);
            else current.error = '';
            ctx.redraw();
          },
          canPlan: () => canPlan(v, k),
          planOpen: () => current.plan?.from === k,
          openPlan: () => { current.plan = current.plan?.from === k ? null : newPlan(v, k); ctx.redraw(); },
          planPanel: () => (current.plan?.from === k && canPlan(v, k) ? drawKolapsPlan(ctx, v, current.plan, () => { current.plan = null; ctx.redraw(); }) : null),
          rollsOpen: () => current.rolls?.from === k,
          openRolls: () => {
            current.rolls = current.rolls?.from === k ? null : newRolls(k);
            if (current.rolls && v.sheets[k].sheet.horsCombat) current.rolls.kind = 'death';
            ctx.redraw();
          },
          rollsPanel: () => (current.rolls?.from === k ? drawKolapsRolls(ctx, v, current.rolls, () => { current.rolls = null; ctx.redraw(); }) : null),
          attackPanel: () => (current.attack?.from === k ? drawKolapsAttack(ctx, v, c.ruleset, current.attack, (args, extraLog) => attack(ctx, args, extraLog),
            () => { current.attack = null; ctx.redraw(); }, { gate: gateOf, refusal: () => screen.refusal('attack'),
              tryMove: (args) => screen.tryMove(ctx, { by: v.sheets[k].player, name: 'attack', args }) }) : null) }, k);
      })),
      drawCampaign(v, (fn) => runStep(ctx, fn), () => report(ctx), current.ui),
    ] : [],
  });
}

/** The saved KOLAPS games on the lists index: resume or delete. */
export function drawKolapsGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('kolapsGames'), reopen: (id) => openKolaps(ctx.store, id, ctx.auspex) });
}
