// "Jouer" on a Duel list, on the play controller (play/controller.mjs): the
// setup (the opponent's list), then the turn bar (whose turn it is, the
// round, end of turn, concede) and one card per duellist of both lists
// (wound, heal). Every change goes through the core (play.act, play/states.mjs).
import { t } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { newSeed } from '../../platform/dice.mjs';
import { createPlay } from '../../play/controller.mjs';
import { withLog } from '../../play/states.mjs';
import { sided } from '../../play/luck.mjs';

/** Where the game's states are in a snapshot (play/states.mjs, play/game-code.mjs). */
export const STATES = { sheet: 'duelSheet', turn: { key: 'turn', model: 'duelTurn', actions: 'turnActions' } };
const sideName = (snapshot, p) => snapshot.names?.[p] || `J${p + 1}`;
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'duel', states: STATES, prefix: 'duel',
  players: (s) => [0, 1].map((p) => sideName(s, p)), turnOf: (s) => s.turn?.round ?? null, over: (s) => Boolean(s.turn?.over) });
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

/** The first snapshot: one sheet per duellist of both lists, and the turn. */
function newSnapshot(auspex, lists, names) {
  const sheets = [];
  let log = [];
  lists.forEach((list, player) => {
    for (const entry of list.units) {
      for (let i = 0; i < (entry.count ?? 1); i += 1) {
        const reply = auspex.model('duelSheet', { op: 'new', ruleset: list.ruleset, unit: entry.unit, ...(entry.name ? { name: entry.name } : {}) });
        sheets.push({ sheet: reply.sheet, actions: reply.actions, player });
        log = [...sided(reply.log, player), ...log];
      }
    }
  });
  const turn = auspex.model('duelTurn', { op: 'new', players: names.map((name, p) => ({ name: name || `J${p + 1}` })) });
  return withLog({ sheets, turn: turn.turn, turnActions: turn.actions, names, rng: { seed: newSeed(), n: 0 }, log: [] },
    [...sided(turn.log), ...log]);
}

function start(ctx) {
  try {
    screen.start(ctx, current.setup.listId, newSnapshot(ctx.auspex, current.setup.lists, current.setup.names));
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

/** Whose turn it is, the round, and what the turn allows: always at the top of the game. */
function drawTurnBar(ctx) {
  const { turn } = current.snapshot;
  const name = (p) => sideName(current.snapshot, p);
  const state = turn.over ? (turn.winner === null ? t('duelOverDraw') : t('duelOverWinner', { name: name(turn.winner) }))
    : t('duelRound', { round: turn.round, rounds: turn.rounds, name: name(turn.active) });
  return h('section', { class: 'side', 'data-testid': 'duel-turn', role: 'group', 'aria-label': state },
    h('p', { class: 'cu-sub', 'data-testid': 'duel-turn-state' }, state),
    h('div', { class: 'toolbar__row' },
      screen.actionButton('duel-end-turn', t('duelEndTurn'), () => screen.act(ctx, 'turn', { type: 'endTurn' }, { at: 'turn' }), screen.gateOf('turn', 'endTurn')),
      screen.actionButton('duel-concede', t('duelConcede', { name: name(turn.active) }),
        () => screen.act(ctx, 'turn', { type: 'concede', player: turn.active }, { at: 'turn' }), screen.gateOf('turn', 'concede'))),
    screen.refusal('turn'));
}

/** A sheet's log lines with its side's name before them. */
const label = (line, entry) => {
  const who = `${entry.sheet.name} (${sideName(current.snapshot, entry.player)})`;
  return { ...line, fr: line.fr.replace(entry.sheet.name, who), en: line.en.replace(entry.sheet.name, who) };
};

function drawCard(ctx, entry, k) {
  const { sheet } = entry;
  return h('article', { class: 'sheet-card', 'data-testid': `duel-sheet-${k}` },
    h('h3', { class: 'cu-sub' }, `${sheet.name} — ${sideName(current.snapshot, entry.player)}`),
    h('p', { 'data-testid': `duel-sheet-${k}-wounds` }, [t('duelWounds', { wounds: sheet.wounds, health: sheet.health }),
      sheet.down ? ` — ${t('duelIsDown')}` : ''].join('')),
    h('div', { class: 'toolbar__row' },
      screen.actionButton(`duel-sheet-${k}-wound`, t('duelWound'), () => screen.act(ctx, k, { type: 'wound', n: 1 }, { at: `${k}`, label }), screen.gateOf(k, 'wound')),
      screen.actionButton(`duel-sheet-${k}-heal`, t('duelHeal'), () => screen.act(ctx, k, { type: 'heal' }, { at: `${k}`, label }), screen.gateOf(k, 'heal'))),
    screen.refusal(`${k}`));
}

/** The Duel game screen. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawDuelGame(ctx) {
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    dice: () => screen.drawDice(ctx, current.pending.where === 'turn' ? '' : current.snapshot.sheets[current.pending.where].sheet.name),
    head: current.snapshot ? drawTurnBar(ctx) : [],
    body: current.snapshot ? h('section', { class: 'cards', 'data-testid': 'duel-sheets' },
      current.snapshot.sheets.map((entry, k) => drawCard(ctx, entry, k))) : [],
  });
}

/** The saved Duel games on the lists index: resume or delete. */
export function drawDuelGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('duelGames') });
}
