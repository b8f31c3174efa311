// "Listes": the army lists screen. The saved lists (open, duplicate, delete
// with undo), a new list for a loaded ruleset with units, the import and
// export of all lists; the builder of one list, autosaved on every edit, with
// undo / redo; a list opened from a link (#l=…) shown read-only until the
// player saves a copy. The calculator's screen is hidden meanwhile (body[data-screen="lists"]).
import { t, playerSaid } from '../platform/words.mjs';
import { h, render, Fragment, createRef } from '../ui/view.mjs';
import { LinkError } from '../calculator/share.mjs';
import { openedStore, newListId } from '../platform/store.mjs';
import { createHistory } from '../platform/history.mjs';
import { saveNew, exportAll, ImportError } from './io.mjs';
import { savedListActions, drawSavedItem } from './saved-lists.mjs';
import { newList, rulesetName, factionName, builderOf } from './model.mjs';
import { drawBuilder } from './builder.mjs';
import { drawShare, download, LIST_PREFIX } from './share.mjs';
import { printable } from './print.mjs';
import { drawNew, rememberRuleset, playButton } from './new-list.mjs';
import { markHouseRule } from '../play/house-rule.mjs'; // with the game screens' shared words (play-words.mjs)
import { partsOf } from '../games/index.mjs';
import { gamesInProgress as gamesOf, drawGamesInProgress, gameOfList } from './games-in-progress.mjs';
import { placeHash, parsePlace, goTo, rememberPlace } from '../platform/place.mjs';
import { drawDeviceNotices, drawBackup, BackupError } from './device.mjs';
import { LIMITS, IntakeError, bounded } from '../platform/intake.mjs';
import { GameCodeError, GAME_PREFIX } from '../play/game-code.mjs';
import { readGameLink, receivedRecord, sameGame, linkedHash, drawIncoming, gameRefusal } from './game-link.mjs';
import { drawScanner, newScan, closeScan } from '../ui/scanner.mjs';
import { onGlossary } from '../platform/glossary.mjs';

const S = {
  auspex: null, el: null, nav: null, onClose: null, onOpen: null,
  mode: 'calc', // 'calc' (screen hidden), 'index', 'edit', 'view', 'play' (the game screen of S.game: games/<game>/play.mjs)
  game: null, gameId: null, setupList: null, id: null, list: null, result: null, history: null,
  status: '', error: '', deleted: null, pick: { ruleset: null, faction: '' }, share: {}, scan: newScan(),
};

/** A link scanned or pasted (a list, a game or a calculation of Auspex): followed as a link opened in this tab. */
function openScanned(text) {
  const hash = linkedHash(text);
  if (!hash) { S.status = ''; S.error = t('scanNotAuspex'); draw(); return; }
  S.error = '';
  location.hash = hash; // the page follows it (hashchange)
}

export const isListLink = (hash) => hash.startsWith(LIST_PREFIX);
export const isGameLink = (hash) => hash.startsWith(GAME_PREFIX);
export const listsShown = () => S.mode !== 'calc';

/** A refused edit, import or save, in the page's words. */
function messageOf(error) {
  if (error instanceof IntakeError) return t('fileRefused', { message: t(error.key, error.vars) });
  if (error instanceof ImportError || error instanceof BackupError || error instanceof GameCodeError) return t(error.key, error.vars);
  if (error?.key) return t(error.key, error.vars);
  if (error?.name === 'AuspexError') return t('listRefused', { message: playerSaid(error) });
  return error?.message ?? String(error);
}
/** The screen's refusal (S.error): its text, said again in the page's language at each draw. */
function failed(error) {
  S.failed = error;
  return messageOf(error);
}

const store = () => openedStore(); // opened before this screen (platform/custom-units.mjs)
const saved = () => Object.entries(store().data.lists)
  .sort(([, a], [, b]) => String(b.savedAt).localeCompare(String(a.savedAt)));

/** Wires the screen: `el` its section, `nav` the header button; onClose() when back on the calculator. */
export function initLists({ auspex, el, nav, onClose, onOpen }) {
  Object.assign(S, { auspex, el, nav, onClose, onOpen });
  store().subscribe(storeChanged);
  nav.addEventListener('click', () => (S.mode === 'calc' ? show('index') : close()));
  draw();
}

// While the address is being followed (reload, back / forward), the screens
// shown replace the history entry instead of adding one.
let routing = false;

/** The address of the screen shown (platform/place.mjs), or null for a shared list (its #l= stays). */
function hereHash() {
  if (S.mode === 'index') return placeHash('index');
  if (S.mode === 'edit') return placeHash('edit', S.id);
  if (S.mode === 'play') return S.gameId ? placeHash('play', S.gameId) : placeHash('setup', S.setupList);
  return null;
}

function show(mode) {
  closeScan(S.scan); // the camera stops with the screen
  if (mode !== 'index') Object.assign(S, { restoreUndo: null, gameRefused: null }); // said and undone on the screen where they happened
  if (S.mode === 'calc') {
    S.onOpen?.(); // the calculator's notices are old news
    S.pick = { ruleset: null, faction: '' }; // the new list: on the game last used (maybe the calculator's)
  }
  S.mode = mode;
  const hash = hereHash();
  if (hash === null) rememberPlace(location.hash);
  else goTo(hash, { push: !routing });
  draw();
}

/** Back on the calculator (`push`: a new history entry; the calculator then writes its #c= link). */
function close({ push = true } = {}) {
  S.mode = 'calc';
  S.status = '';
  S.error = '';
  goTo('', { push });
  draw();
  S.onClose?.();
}

/** The calculator is shown by the address (back / forward): the screen hides, the address stays. */
export function leave() {
  if (S.mode === 'calc') return;
  S.mode = 'calc';
  S.status = '';
  S.error = '';
  rememberPlace('');
  draw();
}

/**
 * Shows the place the address names (#lists, #list=, #game=, #play=:
 * platform/place.mjs); one that is gone (a deleted list or game) shows the
 * lists. Returns false when `hash` names no place.
 */
export function route(hash) {
  const place = parsePlace(hash);
  if (!place) return false;
  routing = true;
  try {
    const lists = store().data.lists;
    if (place.mode === 'edit' && lists[place.id] && readable(lists[place.id].list)) openSaved(place.id);
    else if (place.mode === 'play' && resume(place.id)) { /* shown */ } else if (place.mode === 'setup' && lists[place.id] && gameOfList(lists[place.id].list)) play(place.id);
    else show('index');
  } finally { routing = false; }
  return true;
}

/** Opens a shared list's code; returns null, or a LinkError saying what is wrong (the page shows the calculator). */
export function openListLink(hash) {
  let list;
  try {
    list = S.auspex.decodeList(bounded(hash, LIMITS.link).slice(LIST_PREFIX.length));
  } catch (error) {
    if (error instanceof IntakeError) return new LinkError('listLinkBad', { get message() { return t(error.key, error.vars); } });
    if (error?.name !== 'AuspexError') throw error;
    return new LinkError('listLinkBad', { get message() { return playerSaid(error); } });
  }
  try { S.result = S.auspex.checkList(list); } catch (error) {
    return new LinkError('listLinkBad', { get message() { return playerSaid(error); } });
  }
  Object.assign(S, { list, id: null, history: null, status: '', error: '', share: {} });
  routing = true; // the address is the link already
  try { show('view'); } finally { routing = false; }
  return null;
}

/**
 * Opens a game handed over by its code (#g=, play/game-code.mjs): checked
 * whole (the code, then every state read by the core: unpackGame)
 * before anything is kept; a game this device does not hold is saved and
 * opened; one it holds at another move asks first (S.incoming). Returns
 * null, or a LinkError saying what is wrong (the page shows the calculator).
 */
export async function openGameLink(hash) {
  let game;
  try {
    game = await readGameLink(hash, S.auspex);
  } catch (error) {
    if (!(error instanceof GameCodeError) && error?.name !== 'AuspexError') throw error;
    return new LinkError('gameLinkBad', { get message() { return messageOf(error); } });
  }
  const here = store().data.games[game.id];
  if (!here) { takeGame(game, game.id); return null; }
  if (sameGame(here, game)) { openGameHere(game.id); return null; }
  S.incoming = { game, moves: here.moves ?? 0 };
  routing = true;
  try { show('index'); } finally { routing = false; }
  S.el.querySelector('[data-testid="incoming-game"]')?.focus();
  return null;
}

/** Keeps the game handed over as game `id` (its own, or a new one beside the device's) and opens it. */
function takeGame(game, id) {
  const here = store().data.games[id];
  store().save((d) => { d.games[id] = receivedRecord(game, here); });
  openGameHere(id);
}

function openGameHere(id) {
  S.incoming = null;
  routing = true; // the address becomes the game's place, in place of the code
  try { if (!resume(id)) show('index'); } finally { routing = false; }
}

function openSaved(id) {
  const list = structuredClone(store().data.lists[id].list);
  let result = null;
  let error = '';
  try { result = S.auspex.checkList(list); } catch (e) { error = failed(e); }
  Object.assign(S, { id, list, result, history: createHistory(list), status: '', error, share: {}, drafts: {} });
  rememberRuleset(list.ruleset);
  S.pick = { ruleset: null, faction: '' }; // the next new list: this game
  show('edit');
  S.el.querySelector('[data-testid="list-name"]')?.focus();
}

/** Writes the list being edited to the device (every edit). */
function autosave() {
  try {
    store().save((d) => { d.lists[S.id] = { list: S.list, savedAt: new Date().toISOString() }; });
  } catch (error) { S.error = failed(error); }
}

/** Applies fn to a copy of the list: kept (and saved) only when the core accepts it. */
function apply(fn, { record }) {
  const next = structuredClone(S.list);
  fn(next);
  try {
    S.result = S.auspex.checkList(next);
    S.list = next;
    S.error = '';
    S.share = { qr: S.share.qr };
    if (record) S.history.push(next);
    autosave();
  } catch (error) {
    S.error = failed(error);
  }
  // Preact updates what changed: the field being typed in keeps its focus and caret.
  draw();
}

function restore(list) {
  if (!list) return;
  S.list = list;
  S.drafts = {};
  try { S.result = S.auspex.checkList(list); S.error = ''; } catch (e) { S.error = failed(e); }
  S.share = { qr: S.share.qr };
  autosave();
  draw();
}

const ops = {
  edit: (fn) => apply(fn, { record: true }),
  live: (fn) => apply(fn, { record: false }),
  // A field left: one undo step (the redraw keeps every node, so the tap that left it lands).
  record: () => {
    if (S.history.push(S.list)) draw();
  },
  redraw: () => draw(),
  undo: () => restore(S.history.undo()),
  redo: () => restore(S.history.redo()),
  get canUndo() { return S.history?.canUndo ?? false; },
  get canRedo() { return S.history?.canRedo ?? false; },
};

function shareOf() {
  return drawShare(S.list, S.share, { auspex: S.auspex, redraw: draw, fail: (e) => { S.error = failed(e); draw(); }, print: printable(S) });
}

const { saveCopy, duplicate, remove, undoDelete, importFile } = savedListActions({
  S, store, draw: () => draw(), failed: (e) => failed(e), openSaved: (id) => openSaved(id) });

/**
 * The store's news: another page changed a list or game (the one open here
 * is read again: the list in the builder, the game on its screen), a
 * conflict to settle, a write that failed; the screen is drawn again.
 */
function storeChanged({ kind, id, why }) {
  if (why === 'saving' || why === 'saved') return;
  if (why === 'other' && kind === 'lists' && S.mode === 'edit' && id === S.id && store().data.lists[id]) {
    const list = structuredClone(store().data.lists[id].list);
    try { S.result = S.auspex.checkList(list); S.error = ''; } catch (e) { S.error = failed(e); }
    S.list = list;
    S.drafts = {};
    S.history.push(list);
  }
  if ((why === 'other' || why === 'settled') && kind === 'games' && S.mode === 'play' && id === S.gameId && store().data.games[id]) {
    S.status = why === 'other' ? () => t('gameChangedElsewhere') : '';
    routing = true; // the same place: no new history entry
    try { resume(id); } finally { routing = false; }
    return;
  }
  if (S.mode === 'calc') return;
  draw();
  // A game to settle, or a write that failed, is seen at once, wherever the player was on the screen.
  if (why === 'conflict' || why === 'failed') S.el.querySelector('[data-testid="store-conflict"], [data-testid="store-notice"]')?.focus();
}

/** What the game screens need of this one. */
const gameCtx = {
  get auspex() { return S.auspex; },
  get store() { return store(); },
  redraw: () => draw(),
  focus: (testid) => S.el.querySelector(`[data-testid="${testid}"]`)?.focus(),
  messageOf: (e) => messageOf(e),
  back: () => show('index'),
  play: (system) => { S.game = system; show('play'); },
  started: (id) => { S.gameId = id; goTo(placeHash('play', id), { push: false }); },
  /** Why saved game `id` did not open (said beside it on the index), or null. */
  gameRefusal: (id) => (S.gameRefused?.id === id ? messageOf(S.gameRefused.error) : null),
};

/** Every game's games in progress, opening one as the game in progress shown (lists/games-in-progress.mjs). */
const gamesInProgress = () => gamesOf(gameCtx, (id) => {
  // Read by the core first (older data, a game of an older page): one it refuses stays saved, said beside it, not opened.
  const refused = gameRefusal(S.auspex, store().data.games[id]);
  Object.assign(S, { gameRefused: refused && { id, error: refused }, gameId: refused ? null : id });
  if (refused && S.mode === 'index') { draw(); S.el.querySelector('[data-testid$="-game-refused"]')?.focus(); }
  return !refused;
});

/** Opens game `id` in progress; false when there is none. */
function resume(id) {
  const entry = gamesInProgress().find((e) => e.id === id);
  entry?.open();
  return Boolean(entry) && S.gameId === id;
}

/** Sets up a game of list `id` on the screen of the game that plays it. */
function play(id = S.id, { houseRule = null } = {}) {
  const game = gameOfList(store().data.lists[id]?.list);
  if (!game) return;
  markHouseRule(id, houseRule); // played anyway with its problems: the game logs it at its start
  Object.assign(S, { gameId: null, setupList: id });
  partsOf(game.id).play.setup(store(), S.auspex, id);
  gameCtx.play(game.id);
}
const canPlay = (list) => Boolean(gameOfList(list));
/** Whether the core reads a saved list (one it refuses is shown unreadable on the index, never opened). */
const readable = (list) => { try { S.auspex.checkList(list); return true; } catch { return false; } };

function drawIndex() {
  const items = saved().map(([id, entry]) => drawSavedItem(S.auspex, id, entry, { open: openSaved, play, duplicate, remove,
    canPlay: (list) => canPlay(list), rulesetName: (list) => rulesetName(list.ruleset), factionName }));
  const chooser = createRef();
  const file = h('input', { ref: chooser, type: 'file', accept: '.json,application/json', class: 'visually-hidden', tabindex: -1,
    'aria-hidden': 'true', 'data-testid': 'lists-import-file',
    onchange: (e) => { const chosen = e.target.files?.[0]; if (chosen) importFile(chosen); } });
  return [
    S.incoming ? drawIncoming(S.incoming, { take: () => takeGame(S.incoming.game, S.incoming.game.id),
      keep: () => openGameHere(S.incoming.game.id),
      both: () => takeGame(S.incoming.game, newListId(Object.keys(store().data.games), Date.now(), 'g')) }) : null,
    drawScanner(S.scan, { id: 'lists', onText: openScanned, redraw: draw }),
    drawGamesInProgress(gamesInProgress(), rulesetName),
    h('h2', { class: 'section-title' }, t('listsTitle')),
    items.length ? h('ul', { class: 'lists-items', 'data-testid': 'lists-items' }, items) : h('p', { class: 'cu-empty' }, t('listsNone')),
    S.deleted ? h('button', { type: 'button', class: 'tool', 'data-testid': 'lists-undo-delete', onclick: undoDelete }, t('listUndoDelete')) : null,
    drawNew(S, { redraw: draw, create: (ruleset, faction) => {
      try { openSaved(saveNew(store(), [newList(ruleset, faction)])[0]); } catch (error) { S.error = failed(error); draw(); }
    } }),
    h('div', { class: 'toolbar__row cu-actions' },
      h('button', { type: 'button', class: 'tool', 'data-testid': 'lists-export-all', disabled: items.length ? null : true,
        onclick: () => { const f = exportAll(saved().map(([, e]) => e.list)); download(f.name, f.text); } }, t('listsExportAll')),
      h('button', { type: 'button', class: 'tool', 'data-testid': 'lists-import', onclick: () => chooser.current.click() }, t('listsImport')),
      file),
    drawBackup(S, store(), { auspex: S.auspex, redraw: draw,
      fail: (error) => { S.status = ''; S.error = failed(error); },
      done: (plan) => {
        S.status = () => t('backupRestored', { n: plan.add.length + plan.replace.length });
        S.error = '';
        draw();
      } }),
  ];
}

onGlossary(() => draw()); printable(S); // the rules' texts arrived: drawn; what prints is what is on screen
/** Redraws the screen (and the header button) in the current mode and language. */
export function draw() {
  if (!S.el) return;
  document.body.dataset.screen = S.mode === 'calc' ? 'calc' : 'lists';
  S.el.hidden = S.mode === 'calc';
  S.nav.hidden = false;
  S.nav.textContent = t(S.mode === 'calc' ? 'listsNav' : 'calcNav');
  S.nav.setAttribute('aria-expanded', String(S.mode !== 'calc'));
  const tagline = t(S.mode === 'calc' ? 'tagline' : 'listsTagline');
  document.getElementById('tagline').textContent = tagline;
  document.title = `Auspex — ${tagline}`;
  if (S.mode === 'calc') { render(null, S.el); return; }
  if (S.error && S.failed) S.error = messageOf(S.failed);
  const notices = drawDeviceNotices(store(), { redraw: draw });
  let body;
  if (S.mode === 'index') body = drawIndex();
  else if (S.mode === 'play') body = partsOf(S.game).play.draw(gameCtx);
  else {
    body = [
      h('div', { class: 'toolbar__row' }, h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'lists-back',
        onclick: () => { S.deleted = null; S.status = ''; S.error = ''; show('index'); } }, t('listsBack'))),
      S.mode === 'view' ? h('div', { class: 'lists-readonly', 'data-testid': 'list-readonly' },
        h('p', {}, t('listReadOnly')),
        h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': 'list-save-copy', onclick: saveCopy }, t('listSaveCopy'))) : null,
      S.mode === 'edit' && canPlay(S.list) ? playButton('list-play', S.list, (how) => play(S.id, how), { class: 'tool tool--primary' }, S.auspex) : null,
      (builderOf(S.list).prepare?.(S, store()), drawBuilder(S, ops, shareOf())),
    ];
  }
  render(h(Fragment, null, ...[...notices, ...[body].flat(),
    // What the last action did, said again at each draw: in the page's language when it changes.
    h('p', { class: 'toolbar__status', role: 'status', 'data-testid': 'lists-status' }, typeof S.status === 'function' ? S.status() : S.status),
    S.mode === 'index' ? h('div', { class: 'error', role: 'alert', tabindex: -1, 'data-testid': 'lists-error', hidden: S.error ? null : true }, S.error) : null,
  ]), S.el);
}
