// "Jouer" on a Duel list, on the play controller (play/controller.mjs): the
// setup (the opponent's list), then the shared turn bar (play/turn-bar.mjs), the turn panel (the
// round, end of turn, concede) and one card per duellist of both lists
// (wound, heal). The game is the core's (docs/games.md: `auspex.game`, Duel's
// declared in core/duel/game.cpp): the screen sends moves, each named by the
// player who makes it (play.send), and the core says who may make which now.
import { t } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { createPlay } from '../../play/controller.mjs';
import { withLog, gameSnapshot } from '../../play/states.mjs';
import { sided } from '../../play/luck.mjs';

/**
 * Its game is the core's (play/states.mjs applyMove, play/game-code.mjs); one saved before it
 * was kept the names, sheets and turn (and the turn's actions), from which the core goes on.
 */
export const STATES = { game: 'duel', before: { keys: ['names', 'sheets', 'turn'], drop: ['turnActions'] } };
const sideName = (snapshot, p) => snapshot.players?.[p]?.name || `J${p + 1}`;
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'duel', states: STATES, prefix: 'duel',
  players: (s) => [0, 1].map((p) => sideName(s, p)), turnOf: (s) => s.game?.turn?.round ?? null, over: (s) => Boolean(s.over) });
const current = screen.G;

/** Whether a saved list plays on this screen (a Duel list). */
export const playableDuel = (list) => loaded.get(list?.ruleset)?.system === 'duel';

/** Starts the setup of a game for the saved Duel list `listId`. */
export function setupDuel(store, listId) {
  const list = store.data.lists[listId]?.list;
  screen.setup({ listId, lists: [list, null], names: [list.name || '', ''] });
}

function addOpponent(list) {
  if (!playableDuel(list) || list.ruleset !== current.setup.lists[0].ruleset) throw new Error(t('duelNotDuel'));
  current.setup.lists[1] = list;
  current.setup.names[1] = list.name || t('opponent');
}

/** The first snapshot: the core's new game from the two lists. */
function newSnapshot(auspex, lists) {
  const reply = auspex.game({ op: 'new', game: 'duel', setup: { lists } });
  return withLog(gameSnapshot({ rng: { seed: newSeed(), n: 0 }, log: [] }, reply), sided(reply.log).reverse());
}

function start(ctx) {
  try {
    screen.start(ctx, current.setup.listId, newSnapshot(ctx.auspex, current.setup.lists));
  } catch (error) { screen.fail(ctx, screen.said(ctx, error), 'start'); }
  ctx.redraw();
}


function drawSetup(ctx) {
  const { lists, names } = current.setup;
  const side = (p) => h('section', { class: 'side', 'data-testid': `duel-setup-${p}` },
    h('h3', { class: 'cu-sub' }, names[p] || t(p ? 'opponent' : 'listUnnamed')));
  return [
    h('h2', { class: 'section-title' }, t('gameTitle', { name: lists[0].name || t('listUnnamed') })),
    side(0),
    lists[1] ? side(1) : screen.drawOpponent(ctx, t('duelOpponentAdd'), addOpponent),
    btn('duel-start', t('gameStart'), lists[1] ? () => start(ctx) : null, { class: 'tool tool--primary', disabled: lists[1] ? null : true }),
    screen.refusal('start'),
  ];
}

/**
 * The round and the moves of the player to play, at the top of the game; whose move it is, or
 * the result, is the game bar's line and the turn bar's (the controller's, from the core's `players`).
 */
function drawTurnPanel(ctx) {
  const { turn } = current.snapshot.game;
  const name = (p) => sideName(current.snapshot, p);
  const state = t('duelRound', { round: turn.round, rounds: turn.rounds });
  const by = turn.active;
  return h('section', { class: 'side', 'data-testid': 'duel-turn', role: 'group', 'aria-label': state },
    h('p', { class: 'cu-sub', 'data-testid': 'duel-round' }, state),
    h('div', { class: 'toolbar__row' },
      screen.actionButton('duel-end-turn', t('duelEndTurn'), () => screen.send(ctx, { by, name: 'endTurn' }, { at: 'turn' }), screen.mayMove(by, 'endTurn')),
      screen.actionButton('duel-concede', t('duelConcede', { name: name(by) }),
        () => screen.send(ctx, { by, name: 'concede' }, { at: 'turn' }), screen.mayMove(by, 'concede'))),
    screen.refusal('turn'));
}

function drawCard(ctx, entry, k) {
  const { sheet } = entry;
  // The player to play makes both: a wound on the other side's duellist, a heal on their own.
  const by = current.snapshot.game.turn.active;
  return h('article', { class: 'sheet-card', 'data-testid': `duel-sheet-${k}` },
    h('h3', { class: 'cu-sub' }, `${sheet.name} — ${sideName(current.snapshot, entry.player)}`),
    h('p', { 'data-testid': `duel-sheet-${k}-wounds` }, [t('duelWounds', { wounds: sheet.wounds, health: sheet.health }),
      sheet.down ? ` — ${t('duelIsDown')}` : ''].join('')),
    h('div', { class: 'toolbar__row' },
      screen.actionButton(`duel-sheet-${k}-wound`, t('duelWound'), () => screen.send(ctx, { by, name: 'wound', args: { sheet: k, n: 1 } }, { at: `${k}` }),
        screen.gate(entry.actions, 'wound')),
      screen.actionButton(`duel-sheet-${k}-heal`, t('duelHeal'), () => screen.send(ctx, { by, name: 'heal', args: { sheet: k } }, { at: `${k}` }),
        screen.gate(entry.actions, 'heal'))),
    screen.refusal(`${k}`));
}

/** The Duel game screen. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawDuelGame(ctx) {
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    dice: () => screen.drawDice(ctx, current.snapshot.game.sheets[current.pending.action.args?.sheet]?.sheet.name ?? ''),
    head: current.snapshot ? drawTurnPanel(ctx) : [],
    body: current.snapshot ? h('section', { class: 'cards', 'data-testid': 'duel-sheets' },
      current.snapshot.game.sheets.map((entry, k) => drawCard(ctx, entry, k))) : [],
  });
}

/** The saved Duel games on the lists index: resume or delete. */
export function drawDuelGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('duelGames') });
}
