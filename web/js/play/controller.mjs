// One play controller for every game screen (docs/architecture.md): the
// setup (the opponent's list from their #l= link), start, the steps (one undo
// step each, saved at once in the store's `games` under the game's kind),
// undo / redo, resume, the saved-games index, and one screen shape: the way
// back, the title, undo / redo and the game's main actions, the refusal, the
// dice panel, the game's body, the log, the dice seed behind a toggle.
// A game keeps its own transient state (`fresh()`: the dice asked for, open
// panels…) in the same object, reset at each step. Everything is set as
// text, never as HTML.
import './play-words.mjs'; // the game screens' shared words (not in the first load)
import { t, both, getLang, addWords, playerSaid } from '../platform/words.mjs';
import { fr as deviceWordsFr, en as deviceWordsEn } from '../words/device.mjs';
import { fr as luckWordsFr, en as luckWordsEn } from '../words/luck.mjs';
import { h, btn } from '../ui/view.mjs';
import { sentence } from '../platform/format.mjs';
import { createHistory } from '../platform/history.mjs';
import { newListId } from '../platform/store.mjs';
import { saveGame, drawSavedGames, savedGames } from './saved-games.mjs';
import { unpackGame } from './game-code.mjs';
import { drawHandover } from './handover.mjs';
import { drawOpponent } from './opponent.mjs';
import { newScan, closeScan } from '../ui/scanner.mjs';
import { collect, drawLineOdds, drawLuck } from './luck.mjs';
import { applyMove, withLog, HISTORY_LIMIT } from './states.mjs';
import { takeHouseRule } from './house-rule.mjs';
import { registerAll } from './own-ruleset.mjs';
import { drawDicePanel } from './dice-panel.mjs';
import { drawTurnBar } from './turn-bar.mjs';
import { readingsTable, defaultReadings, changedReadings, readingLines, drawReadingsPick, drawReadingsSaid } from './readings.mjs';
import '../platform/lists-words.mjs';

// Plain objects, not `import * as`: a namespace object costs the first load a request of its own
// (esbuild's helper chunk; tests/node/first-load.test.mjs).
const deviceWords = { fr: deviceWordsFr, en: deviceWordsEn };
const luckWords = { fr: luckWordsFr, en: luckWordsEn };

// The device's and a handed-over game's words come with the game screens, not in the first load.
addWords('words/device.mjs', deviceWords);
addWords('words/luck.mjs', luckWords);

const LOG_SHOWN = 8;

/**
 * Whose move it is in a game the core holds whole (docs/games.md): the players its last reply
 * says it waits on (`players[].active`), or its end and result — the turn bar's line of every such
 * game that says nothing of its own.
 */
function whoseMove(snapshot) {
  if (!snapshot?.players) return null;
  if (snapshot.over) return t('gameOverSaid', { result: snapshot.over[getLang()] ?? snapshot.over.fr });
  const names = snapshot.players.filter((p) => p.active).map((p) => p.name);
  return names.length ? t('gameWhoseMove', { names: names.join(t('gameAnd')) }) : null;
}


/**
 * A game screen's controller. `kind` is the store's kind of its games (and
 * the system ctx.play(kind) shows); `prefix` starts its test ids; `states`
 * where its states are in a snapshot (play/game-code.mjs); `fresh()`
 * the game's transient state; `legacy(record)` also takes saved games of an
 * older shape (the first game's were once saved without a kind). `players(snapshot,
 * record)` names the two sides the odds of the dice belong to (play/luck.mjs),
 * `turnOf(snapshot)` the turn a roll is kept with, `over(snapshot)` whether
 * the game is over (its dice chart then opens).
 */
export function createPlay({ kind, prefix, states = {}, fresh = () => ({}), legacy = () => false,
  players = () => ['1', '2'], turnOf = () => null, over = () => false }) {
  // error: the refusal's text; errorAt: where it is shown (the place the
  // game named in fail(), drawn by refusal(at) beside the control tapped), or
  // null: under the game bar; placed: the place drawn during this draw.
  const G = { id: null, snapshot: null, history: null, setup: null, code: '', error: '', errorAt: null, placed: null, pending: null, handover: null, scan: newScan(), ...fresh() };
  // handover: the game's code once made ({ url, status }), for this move only.
  const clear = () => Object.assign(G, { pending: null, error: '', errorAt: null, handover: null, ...fresh() });
  const alert = (at) => h('div', { class: 'error', role: 'alert', tabindex: -1, 'data-testid': at ? `${prefix}-error-${at}` : `${prefix}-error`,
    hidden: G.error ? null : true }, typeof G.error === 'function' ? G.error() : G.error);

  // One step through the core, `run(snapshot)` → { snapshot, needs } (the game's seed `rng`
  // when dice were rolled for it): committed (the game's transient state in `pending.keep`
  // kept), or the dice panel when it asks for dice (`pending`: what to send again), or the
  // refusal said at `at`, what the player typed kept.
  // The last move tried (play.tryMove): on which game, which move, the core's word.
  const tried = { snapshot: null, key: '', gate: null };
  // The last odds asked (play.odds): on which game, which move, the core's answer.
  const asked = { game: null, key: '', reply: null };
  const step = (ctx, rng, at, run, pending) => {
    try {
      const base = rng ? { ...G.snapshot, rng } : G.snapshot;
      const out = run(base);
      if (out.needs) {
        play.ask(ctx, { ...pending, needs: out.needs, rng: base.rng, at });
        return;
      }
      play.commit(ctx, out.snapshot, pending.keep);
    } catch (error) {
      play.fail(ctx, play.said(ctx, error), at);
      G.pending = null;
    }
    ctx.redraw();
  };

  const play = {
    G,
    kind,
    prefix,
    /** Starts the setup of a new game (`setup`: the game's own, with the list's id). */
    setup(setup) {
      Object.assign(G, { id: null, snapshot: null, history: null, code: '', setup, readings: null });
      clear();
    },
    /** Opens a saved game, its own rulesets given to `auspex` first (play/own-ruleset.mjs); its record. */
    open(store, id, auspex) {
      const record = store.data.games[id];
      Object.assign(G, { id, setup: null, code: '', snapshot: structuredClone(record.snapshot),
        history: createHistory(record.snapshot, HISTORY_LIMIT, record.history) });
      clear();
      try {
        registerAll(auspex, G.snapshot);
        // The core's game read again, as this build works it out from its states (each sheet's
        // actions…); one saved before the core held it whole, upgraded (play/game-code.mjs).
        G.snapshot = unpackGame(auspex, G.snapshot, states, playerSaid, kind);
      } catch (error) {
        G.error = error.key ? () => t('gameLinkBad', { message: t(error.key, error.vars) }) : error.message;
        if (G.snapshot.game === undefined) G.snapshot = null; // not drawn: the reason is
      }
      return record;
    },
    /** Saves the game; a refusal of the store becomes the screen's error. */
    save(ctx) {
      G.error = saveGame(ctx, G.id, G.snapshot, G.history) || G.error;
    },
    /** Starts the game of list `listId` from its first snapshot: a new record in the store. */
    start(ctx, listId, snapshot) {
      const list = ctx.store.data.lists[listId].list;
      // Played anyway with its problems (a house rule the players agreed to): said first in the log.
      const rule = takeHouseRule(listId, list.name || t('listUnnamed'));
      if (rule) snapshot = { ...withLog(snapshot, [rule.line]), houseRule: rule.said };
      // The table's readings (play/readings.mjs), every one, those it changed said in the log.
      const table = readingsTable(ctx.auspex, kind);
      if (table.length) {
        const readings = { ...defaultReadings(table), ...(G.readings ?? list.readings) };
        const lines = readingLines(table, readings);
        const line = { fr: both('readingsLog', { lines: lines.map((l) => l.fr).join(' ; ') }).fr,
          en: both('readingsLog', { lines: lines.map((l) => l.en).join('; ') }).en };
        snapshot = { ...(lines.length ? withLog(snapshot, [line]) : snapshot), readings };
      }
      const id = newListId(Object.keys(ctx.store.data.games ?? {}), Date.now(), 'g');
      const now = new Date().toISOString();
      // The list keeps the table's readings (those not the default) for its next game and its link.
      const kept = snapshot.readings ? changedReadings(readingsTable(ctx.auspex, kind), snapshot.readings) : null;
      ctx.store.save((d) => {
        d.games[id] = { kind, listId, name: list.name, ruleset: list.ruleset, createdAt: now, savedAt: now,
          snapshot, history: { past: [], future: [] } };
        if (kept && JSON.stringify(kept) !== JSON.stringify(list.readings ?? {})) {
          // A new record (the store writes the records that are not the same object).
          const { readings: _, ...rest } = d.lists[listId].list;
          d.lists[listId] = { ...d.lists[listId], list: Object.keys(kept).length ? { ...rest, readings: kept } : rest, savedAt: now };
        }
      });
      Object.assign(G, { id, snapshot, history: createHistory(snapshot, HISTORY_LIMIT), setup: null });
      clear();
      ctx.started?.(id); // the lists screen writes the game's place (platform/place.mjs)
    },
    /** One step: the next snapshot, one undo step, saved; the transient state reset (`keep` kept). */
    commit(ctx, snapshot, keep = {}) {
      snapshot = collect(snapshot, turnOf(snapshot));
      G.snapshot = snapshot;
      G.history.push(snapshot);
      clear();
      Object.assign(G, keep);
      play.save(ctx);
    },
    /** The dice the core asks for: the panel opens with them, focused. */
    ask(ctx, pending) {
      Object.assign(G, { pending, error: '' });
      ctx.redraw();
      ctx.focus(`${prefix}-dice`);
    },
    /**
     * A refusal, in the page's words, shown at `at` (a place the game draws
     * with refusal(at), beside the control tapped) or, when no place is
     * named or drawn, under the game bar. What the player typed stays: the
     * game's transient state is not reset.
     */
    fail(ctx, error, at = null) {
      // The core's refusal is said again at each drawing: in the page's language when it changes.
      G.error = typeof error === 'string' ? error : () => ctx.messageOf(error);
      G.errorAt = at;
    },
    /** The refusal, when it belongs at `at` (null otherwise): drawn by the game beside its control. */
    refusal(at) {
      if (!G.error || G.errorAt !== at) return null;
      G.placed = at;
      return alert(at);
    },
    /**
     * Whether the rules allow action `type` now, from a state's `actions`
     * (the core's reply: [{ type, allowed, why: { code, fr, en } }]):
     * { allowed, why } with why in the page's language (null when allowed or
     * when the state carries no actions: a game saved before they were kept).
     */
    gate(actions, type) {
      const found = (actions ?? []).find((a) => a.type === type);
      if (!found || found.allowed) return { allowed: true, why: null };
      return { allowed: false, why: sentence(found.why?.[getLang()] ?? found.why?.fr ?? null) };
    },
    /**
     * A game action's button from its gate ({ allowed, why }: play.gate()):
     * when the rules refuse it now, disabled, with the reason in words beside
     * it (and as its description).
     */
    actionButton(testid, label, onclick, gate, attrs = {}) {
      const why = gate.allowed ? null : gate.why;
      return h('span', { class: 'gated' },
        btn(testid, label, onclick, { ...attrs, disabled: gate.allowed ? null : true, 'aria-describedby': why ? `${testid}-why` : null }),
        why ? h('span', { class: 'why', id: `${testid}-why`, 'data-testid': `${testid}-why` }, why) : null);
    },
    /** A refusal in the page's words: the core's own sentence (its fr / en), never a JSON path. */
    said(ctx, error) {
      if (error?.name === 'AuspexError') return (getLang() === 'fr' ? error.fr : error.detail) || error.fr || ctx.messageOf(error);
      return typeof error === 'string' ? error : error?.message ?? ctx.messageOf(error);
    },
    /**
     * A game the core holds whole (`states.game`, docs/games.md): sends `move` ({ by, name, args })
     * to the core, which says whether its player may make it now: one step, or the dice panel
     * when the move asks for dice, or the refusal in the player's words at `at`, beside the
     * control tapped, what the player typed kept. `keep`: the game's transient state kept
     * once the move is taken (an open panel).
     */
    send(ctx, move, { at = null, extraLog = [], rng = null, keep = {} } = {}) {
      step(ctx, rng, at, (base) => applyMove(ctx.auspex, states, base, move, { extraLog }), { action: move, extraLog, keep });
    },
    /**
     * Whether the core would take `move` now, tried on the game as it is and nothing kept (a
     * game the core holds whole): { allowed, why } with the core's reason in the page's words,
     * shown before the tap. A move that would ask for dice is allowed. The last try is kept
     * while the game and the move stay the same (a panel is drawn again at each tap).
     */
    tryMove(ctx, move) {
      const key = `${getLang()} ${JSON.stringify(move)}`;
      if (tried.snapshot !== G.snapshot || tried.key !== key) {
        let gate = { allowed: true, why: null };
        try { ctx.auspex.game({ op: 'move', game: states.game, state: G.snapshot.game, move }); } catch (error) {
          gate = { allowed: false, why: sentence(play.said(ctx, error)) };
        }
        Object.assign(tried, { snapshot: G.snapshot, key, gate });
      }
      return tried.gate;
    },
    /**
     * What `move`'s dice could give before it is made (a game the core holds whole, for a move
     * that declares its odds: docs/games.md, op "odds"): { request, odds } — the calculator's
     * request the game reads from its state and the move's args, and its answer — or { error }
     * when the core refuses it. The last answer is kept while the game and the move stay the same.
     */
    odds(ctx, move) {
      const key = JSON.stringify(move);
      if (asked.game !== G.snapshot.game || asked.key !== key) {
        let reply;
        try { reply = ctx.auspex.game({ op: 'odds', game: states.game, state: G.snapshot.game, move }); } catch (error) { reply = { error }; }
        Object.assign(asked, { game: G.snapshot.game, key, reply });
      }
      return asked.reply;
    },
    /**
     * Whether player `by` may make move `name` now, from the core's last `players` (the one shape
     * of every game, docs/games.md): { allowed, why } with why in the page's language.
     */
    mayMove(by, name) {
      const moves = (G.snapshot.players?.[by]?.moves ?? []).map((m) => ({ ...m, type: m.name }));
      return play.gate(moves, name);
    },
    /** The dice panel of the move waiting for its dice (play.send); `who` names what they are for. */
    drawDice(ctx, who = '') {
      const p = G.pending;
      return drawDicePanel({ prefix, pending: p, auspex: ctx.auspex, who,
        resend: (move, extraLog, rng) => play.send(ctx, move, { at: p.at, extraLog, rng, keep: p.keep }),
        onBad: () => { G.error = t('diceBad'); ctx.redraw(); }, cancel: () => { G.pending = null; ctx.redraw(); } });
    },
    /**
     * Undo (-1) or redo (+1), the step read by the core first (unpackGame, as
     * a game handed over): a step an older page kept badly is refused, said,
     * and the game stays where it is (its steps are read one at a time, as
     * they are reached, not all at each opening).
     */
    move(ctx, dir) {
      const snapshot = dir < 0 ? G.history.undo() : G.history.redo();
      if (!snapshot) return;
      let read;
      try { read = unpackGame(ctx.auspex, snapshot, states, playerSaid, kind); } catch (error) {
        if (dir < 0) G.history.redo(); else G.history.undo();
        play.fail(ctx, { key: 'gameStepUnreadable', vars: { get message() { return ctx.messageOf(error); } } });
        ctx.redraw();
        return;
      }
      // The step as the core reads it now (one saved before the core held the game whole, as its game).
      play.restore(ctx, read);
    },
    /** Shows `snapshot` (a step undone or redone) and saves. */
    restore(ctx, snapshot) {
      if (!snapshot) return;
      G.snapshot = snapshot;
      clear();
      play.save(ctx);
      ctx.redraw();
    },
    /** The opponent's list (their link, its QR code, or one of the player's own lists): play/opponent.mjs. */
    drawOpponent(ctx, addLabel, accept, needed = true) {
      return drawOpponent(ctx, play, addLabel, accept, needed);
    },
    /**
     * The screen: `setup()` while the game is set up, else the game's
     * `actions` (beside undo / redo), `status` (whose turn it is, one line
     * in the bar, always in sight while the page scrolls), the turn bar
     * every game shares (play/turn-bar.mjs: who may act now, each move or
     * why not), `head` (its state and turn's buttons), `dice()` (the panel, when the core asks),
     * `body` and `after` (below the log).
     */
    draw(ctx, { setup, actions = [], status: own = null, head = [], dice, body = [], leave = () => {} }) {
      // The refusal under the bar, unless the game drew it beside its control.
      const refusal = () => {
        const placed = G.placed;
        G.placed = null;
        return G.errorAt !== null && placed === G.errorAt ? null : alert(null);
      };
      const back = h('div', { class: 'toolbar__row' }, btn(`${prefix}-back`, t('listsBack'), () => {
        G.pending = null;
        closeScan(G.scan);
        leave();
        ctx.back();
      }, { class: 'tool tool--quiet' }));
      if (G.setup) {
        const parts = setup(); // may find what the setup lacks (the error)
        // The list's readings first (those it was last played with), then the table's pick.
        G.readings ??= { ...(ctx.store.data.lists[G.setup.listId]?.list.readings ?? {}) };
        const pick = drawReadingsPick(prefix, readingsTable(ctx.auspex, kind), G.readings,
          (id, value) => { G.readings = { ...G.readings, [id]: value }; ctx.redraw(); });
        return [back, pick, parts, refusal()].flat(Infinity).filter(Boolean);
      }
      if (!G.snapshot) return [back, refusal()];
      const record = ctx.store.data.games[G.id] ?? {};
      const lang = getLang();
      const log = G.snapshot.log ?? [];
      const names = players(G.snapshot, record);
      const status = own ?? whoseMove(G.snapshot);
      return [
        back,
        h('h2', { class: 'section-title', 'data-testid': `${prefix}-title` }, t('gameTitle', { name: record.name || t('listUnnamed') })),
        // Played anyway with its list's problems: said under the title for the whole game, not only in the log.
        G.snapshot.houseRule ? h('p', { class: 'lists-meta', 'data-testid': `${prefix}-house-rule` }, G.snapshot.houseRule[lang] ?? G.snapshot.houseRule.fr) : null,
        drawReadingsSaid(prefix, readingsTable(ctx.auspex, kind), G.snapshot.readings),
        h('div', { class: 'game-bar' },
          btn(`${prefix}-undo`, t('listUndo'), () => play.move(ctx, -1), { class: 'tool tool--quiet', disabled: G.history.canUndo ? null : true }),
          btn(`${prefix}-redo`, t('listRedo'), () => play.move(ctx, +1), { class: 'tool tool--quiet', disabled: G.history.canRedo ? null : true }),
          actions,
          status ? h('p', { class: 'game-status', 'data-testid': `${prefix}-turn-state`, 'aria-live': 'polite' }, status) : null),
        // Who may act now and which moves, the same bar in every game (play/turn-bar.mjs).
        drawTurnBar(kind, prefix, G.snapshot),
        head,
        refusal(),
        G.pending && dice ? dice() : null,
        body,
        log.length ? h('section', { class: 'game-log-part' }, h('h3', { class: 'cu-sub' }, t('gameLog')),
          h('ol', { class: 'game-log', 'data-testid': `${prefix}-log`, 'aria-live': 'polite' },
            log.slice(0, LOG_SHOWN).map((l, k) => h('li', {}, l[lang] ?? l.fr, drawLineOdds(l, names, `${prefix}-log-odds-${k}`))))) : null,
        drawLuck(G.snapshot, names, prefix, over(G.snapshot)),
        play.drawHandover(ctx),
        G.snapshot.rng ? h('details', { class: 'game-seed' }, h('summary', {}, t('gameSeedTitle')),
          h('p', { class: 'lists-meta', 'data-testid': `${prefix}-seed` }, t('gameSeed', { seed: G.snapshot.rng.seed, n: G.snapshot.rng.n }))) : null,
      ].flat(Infinity).filter(Boolean);
    },
    /** "Passer la partie": the game as it is now in a link and a QR code (play/handover.mjs). */
    drawHandover(ctx) {
      return drawHandover(ctx, play, states);
    },
    /** This game's saved games on the lists index; `reopen(id)` opens one (the game may do more than open). */
    drawIndex(ctx, { title, meta = null, reopen = (id) => play.open(ctx.store, id, ctx.auspex) }) {
      return drawSavedGames(ctx, { games: savedGames(ctx.store, (g) => g.kind === kind || legacy(g)), prefix, title, meta,
        open: (id) => { reopen(id); ctx.play(kind); }, onError: (e) => { G.error = e; } });
    },
  };
  return play;
}
