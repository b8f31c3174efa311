// "Jouer" on a KOLAPS roster: the setup (the opponent's Unité from their #l=
// link), then one card per character of both Unités (kolaps-card.mjs) with
// the seeded dice panel for what the core asks (combativité 6D6, conscience
// rolls…), "Nouveau tour" for every character in turn, undo / redo, the log.
// Every change goes through the core's kolapsSheet (web/js/kolaps-game.mjs),
// is one undo step and is saved at once in the store's `games` (kind
// "kolaps"). Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/controls.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { createHistory } from '../../platform/history.mjs';
import { newListId } from '../../platform/store.mjs';
import { charactersOf, newSnapshot, applyCharacter, applyCharacters, applyDraw } from './game.mjs';
import { drawDrawPanel } from './draw-panel.mjs';
import { drawCampaign, reportedList } from './campaign.mjs';
import { newKolapsAttack, drawKolapsAttack } from './attack-panel.mjs';
import { drawCharacter } from './card.mjs';
import { drawDicePanel } from '../../play/dice-panel.mjs';
import { linkCode, saveGame, drawSavedGames } from '../../play/saved-games.mjs';

const HISTORY_LIMIT = 30;
const G = { id: null, snapshot: null, history: null, setup: null, code: '', pending: null, queue: [], ui: {}, attack: null, error: '' };

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool', 'data-testid': testid, onclick, ...attrs }, label);

/** Whether a saved list plays on this screen (a KOLAPS roster). */
export const playableKolaps = (list) => loaded.get(list?.ruleset)?.system === 'kolaps';

const unitNameIn = (list) => (id) => nameOf([...(loaded.get(list.ruleset)?.units ?? []), ...(list.custom?.units ?? [])].find((u) => u.id === id)?.name);

/** Starts the setup of a game for the saved KOLAPS list `listId`. */
export function setupKolaps(store, listId) {
  const list = store.data.lists[listId]?.list;
  Object.assign(G, { id: null, snapshot: null, history: null, code: '', pending: null, queue: [], ui: {}, error: '' });
  G.setup = { listId, names: [list.name || '', ''], sides: [charactersOf(list, unitNameIn(list), loaded.get(list.ruleset)), null] };
}

/** Opens a saved KOLAPS game. */
export function openKolaps(store, id) {
  const record = store.data.games[id];
  Object.assign(G, { id, setup: null, code: '', pending: null, queue: [], ui: {}, error: '', snapshot: structuredClone(record.snapshot),
    history: createHistory(record.snapshot, HISTORY_LIMIT, record.history) });
}

function save(ctx) {
  G.error = saveGame(ctx, G.id, G.snapshot, G.history) || G.error;
}

function addOpponent(ctx) {
  const code = linkCode(G.code);
  try {
    const list = ctx.auspex.decodeList(code);
    if (!playableKolaps(list)) throw new Error(t('kolapsNotKolaps'));
    G.setup.sides[1] = charactersOf(list, unitNameIn(list), loaded.get(list.ruleset));
    G.setup.names[1] = list.name || t('at44Opponent');
    Object.assign(G, { code: '', error: '' });
  } catch (error) { G.error = ctx.messageOf(error); }
  ctx.redraw();
}

function start(ctx) {
  const { listId, names, sides } = G.setup;
  const list = ctx.store.data.lists[listId].list;
  try {
    const snapshot = newSnapshot(ctx.auspex, names, sides);
    const id = newListId(Object.keys(ctx.store.data.games ?? {}), Date.now(), 'g');
    const now = new Date().toISOString();
    ctx.store.save((d) => {
      d.games[id] = { kind: 'kolaps', listId, name: list.name, ruleset: list.ruleset, createdAt: now, savedAt: now,
        snapshot, history: { past: [], future: [] } };
    });
    Object.assign(G, { id, snapshot, history: createHistory(snapshot, HISTORY_LIMIT), setup: null, error: '' });
  } catch (error) { G.error = ctx.messageOf(error); }
  ctx.redraw();
}

/**
 * Sends `action` to character k (k = 'draw': to the activation draw); when
 * the core needs dice, the dice panel asks for them.
 */
function act(ctx, k, action, extraLog = [], rng = null) {
  try {
    const base = rng ? { ...G.snapshot, rng } : G.snapshot;
    const out = k === 'draw' ? applyDraw(ctx.auspex, base, action, extraLog) : applyCharacter(ctx.auspex, base, k, action, extraLog);
    if (out.needs) {
      G.pending = { k, action, needs: out.needs, rng: base.rng, extraLog };
      G.error = '';
      ctx.redraw();
      ctx.focus('kolaps-dice');
      return;
    }
    G.snapshot = out.snapshot;
    G.history.push(G.snapshot);
    G.pending = null;
    G.error = '';
    save(ctx);
  } catch (error) { G.error = ctx.messageOf(error); G.pending = null; G.queue = []; }
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

/** Puts an action's real result on both characters (kolaps-attack.mjs's steps): one undo step. */
function commitSteps(ctx, steps) {
  try {
    G.snapshot = applyCharacters(ctx.auspex, G.snapshot, steps).snapshot;
    G.history.push(G.snapshot);
    Object.assign(G, { attack: null, error: '' });
    save(ctx);
  } catch (error) { G.error = ctx.messageOf(error); }
  ctx.redraw();
}

/** One step made by fn(snapshot) → snapshot (a death roll). */
function runStep(ctx, fn) {
  try {
    G.snapshot = fn(G.snapshot);
    G.history.push(G.snapshot);
    G.error = '';
    save(ctx);
  } catch (error) { G.error = ctx.messageOf(error); }
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
  } catch (error) { G.error = ctx.messageOf(error); ctx.redraw(); return; }
  runStep(ctx, (snap) => {
    const next = structuredClone(snap);
    next.campaign = { ...(next.campaign ?? {}), reported: new Date().toISOString() };
    const names = out.skipped.join(', ');
    const line = names ? { fr: `Non reportés (une ligne pour plusieurs personnages) : ${names}`, en: `Not reported (one line for several characters): ${names}` } : null;
    next.log = [{ fr: 'XP et morts reportés dans l’Unité (Loi 12)', en: 'XP and the dead reported into the Unité (Law 12)' }, ...(line ? [line] : []), ...snap.log].slice(0, 12);
    return next;
  });
}

function restore(ctx, snapshot) {
  if (!snapshot) return;
  Object.assign(G, { snapshot, pending: null, queue: [], attack: null, error: '' });
  save(ctx);
  ctx.redraw();
}

function drawDice(ctx) {
  const p = G.pending;
  return drawDicePanel({ prefix: 'kolaps', pending: p, who: p.k === 'draw' ? t('kolapsDraw') : G.snapshot.sheets[p.k].sheet.name,
    resend: (action, extraLog, rng) => act(ctx, p.k, action, extraLog, rng),
    onBad: () => { G.error = t('titanDiceBad'); ctx.redraw(); }, cancel: () => { G.pending = null; G.queue = []; ctx.redraw(); } });
}

function drawSetup(ctx) {
  const { listId, names, sides } = G.setup;
  const list = ctx.store.data.lists[listId].list;
  const side = (k) => h('section', { class: 'side', 'data-testid': `kolaps-setup-${k}` },
    h('h3', { class: 'cu-sub' }, names[k] || t(k ? 'at44Opponent' : 'listUnnamed')),
    h('ul', { class: 'lists-meta' }, sides[k].map((c) => h('li', {}, `${c.name} — ${t('kolapsRank', { n: c.rank })}`,
      c.unknownTraits?.length ? ` — ${t('kolapsUnknownTraits', { traits: c.unknownTraits.join(', ') })}` : ''))));
  return [
    h('h2', { class: 'section-title' }, t('gameTitle', { name: list.name || t('listUnnamed') })),
    side(0),
    sides[1] ? side(1) : h('section', { class: 'opponent cu-form' },
      h('h3', { class: 'cu-sub' }, t('titanOpponent')),
      h('label', { class: 'cu-label', for: 'kolaps-opponent-code' }, t('titanOpponentLabel')),
      h('input', { id: 'kolaps-opponent-code', class: 'input', 'data-testid': 'kolaps-opponent-code', value: G.code,
        autocomplete: 'off', oninput: (e) => { G.code = e.target.value; } }),
      btn('kolaps-opponent-add', t('kolapsOpponentAdd'), () => addOpponent(ctx), { class: 'tool tool--primary' })),
    btn('kolaps-start', t('titanStart'), () => start(ctx), { class: 'tool tool--primary', disabled: sides[1] ? null : true }),
  ];
}

/** The KOLAPS game screen's body. ctx = { auspex, store, redraw, focus, messageOf, back }. */
export function drawKolapsGame(ctx) {
  const error = h('div', { class: 'error', role: 'alert', 'data-testid': 'kolaps-error', hidden: G.error ? null : true }, G.error);
  const back = h('div', { class: 'toolbar__row' }, btn('kolaps-back', t('listsBack'), () => { G.pending = null; G.queue = []; ctx.back(); }, { class: 'tool tool--quiet' }));
  if (G.setup) return [back, ...drawSetup(ctx), error];
  if (!G.snapshot) return [back, error];
  const record = ctx.store.data.games[G.id] ?? {};
  const lang = getLang();
  const cardCtx = { ...ctx, ruleset: loaded.get(G.snapshot.sheets[0]?.sheet.ruleset) };
  return [
    back,
    h('h2', { class: 'section-title', 'data-testid': 'kolaps-title' }, t('gameTitle', { name: record.name || t('listUnnamed') })),
    h('div', { class: 'game-bar' },
      btn('kolaps-undo', t('listUndo'), () => restore(ctx, G.history.undo()), { class: 'tool tool--quiet', disabled: G.history.canUndo ? null : true }),
      btn('kolaps-redo', t('listRedo'), () => restore(ctx, G.history.redo()), { class: 'tool tool--quiet', disabled: G.history.canRedo ? null : true }),
      btn('kolaps-new-turn', t('kolapsNewTurnAll'), () => {
        G.queue = [...G.snapshot.sheets.map((s, k) => (s.sheet.horsCombat ? -1 : k)).filter((k) => k >= 0), 'draw'];
        next(ctx);
      }, { class: 'tool tool--primary' })),
    h('p', { class: 'lists-meta', 'data-testid': 'kolaps-seed' }, t('titanSeed', { seed: G.snapshot.rng.seed, n: G.snapshot.rng.n })),
    error,
    G.pending ? drawDice(ctx) : null,
    G.snapshot.draw ? drawDrawPanel(G.snapshot, (action) => act(ctx, 'draw', action), G.ui, ctx.redraw) : null,
    h('section', { class: 'cards', 'data-testid': 'kolaps-sheets' }, G.snapshot.sheets.map((_, k) =>
      drawCharacter(cardCtx, { snapshot: G.snapshot, ui: G.ui, run: (action) => act(ctx, k, action),
        openAttack: () => { G.attack = newKolapsAttack(G.snapshot, k); G.error = G.attack ? '' : t('titanNoTarget'); ctx.redraw(); },
        attackPanel: () => (G.attack?.from === k ? drawKolapsAttack(ctx, G.snapshot, cardCtx.ruleset, G.attack, (steps) => commitSteps(ctx, steps),
          () => { G.attack = null; ctx.redraw(); }) : null) }, k))),
    drawCampaign(G.snapshot, (fn) => runStep(ctx, fn), () => report(ctx), G.ui),
    G.snapshot.log.length ? h('ol', { class: 'game-log', 'data-testid': 'kolaps-log', 'aria-live': 'polite' },
      G.snapshot.log.slice(0, 8).map((l) => h('li', {}, l[lang] ?? l.fr))) : null,
  ].flat().filter(Boolean);
}

/** The saved KOLAPS games on the lists index: resume or delete. */
export function drawKolapsGamesIndex(ctx) {
  return drawSavedGames(ctx, { kind: 'kolaps', prefix: 'kolaps', title: t('kolapsGames'), meta: null,
    open: (id) => { openKolaps(ctx.store, id); ctx.play('kolaps'); }, onError: (e) => { G.error = e; } });
}
