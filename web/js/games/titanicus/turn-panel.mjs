// The Titanicus turn panel at the top of the game screen (docs/sheets/
// titanicus-turn.md): the turn, whose hand it is or which titan is being
// activated (turnState: the game bar's status line, always in sight), the
// titans still to activate on each side, and what the turn
// allows now — end the activation, pass the hand, a new turn (who starts;
// with titans left, asked first, naming them). Each button is gated by the
// core's turn `actions`, the reason beside it.
import { modelRules } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { t, playerName as sayName } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';

/** The players' names of the turn. */
const nameOf = (turn, p) => sayName(turn.players[p]?.name, p);

/** What the bar says: the turn, whose hand or who is being activated, or the turn over. */
export function turnState(turn) {
  const active = turn.units.find((u) => u.state === 'active');
  if (turn.roundOver) return t('titanTurnOver', { n: turn.round });
  if (active) return t('titanTurnActivating', { n: turn.round, name: active.name, who: nameOf(turn, active.player) });
  return t('titanTurnHand', { n: turn.round, who: nameOf(turn, turn.hand) });
}

/**
 * The panel. `screen`: the play controller; `ask`: the open question of a new
 * turn, null or { early } (its state kept in the screen's `current.turnAsk`);
 * `setAsk(value)`; `send(move, at)`: a move of the core's game (who makes it: the
 * titan's player ends its activation, the hand's passes, either starts a new turn).
 */
export function drawTurnPanel(ctx, screen, snapshot, { ask, setAsk, send }) {
  const { turn } = snapshot;
  const left = [0, 1].map((p) => turn.units.filter((u) => u.player === p && u.state === 'ready'));
  const active = turn.units.findIndex((u) => u.state === 'active');
  const gate = (type) => screen.gate(snapshot.turnActions, type);
  const whoMay = (name) => [0, 1].find((p) => screen.mayMove(p, name).allowed) ?? 0;
  const newTurn = gate('newTurn');
  const next = turn.round + 1;
  const question = ask ? [
    ask.early ? h('p', { class: 'why', 'data-testid': 'titan-turn-left' }, t('titanTurnEndAnyway', { left: newTurn.why })) : null,
    h('p', { class: 'cu-sub', id: 'titan-turn-first-label', 'data-testid': 'titan-turn-first-label' }, t('titanTurnWhoFirst', { n: next })),
    h('div', { class: 'toolbar__row', role: 'group', 'aria-labelledby': 'titan-turn-first-label' },
      [0, 1].map((p) => btn(`titan-turn-first-${p}`, nameOf(turn, p), () => {
        setAsk(null);
        send({ by: whoMay('newTurn'), name: 'newTurn', args: { first: p, early: Boolean(ask.early) } }, 'titan-new-turn');
      }, { class: 'tool tool--primary' })),
      btn('titan-turn-cancel', t('diceCancel'), () => setAsk(null), { class: 'tool tool--quiet' })),
  ] : [];
  return h('section', { class: 'side', 'data-testid': 'titan-turn', role: 'group', 'aria-label': turnState(turn) },
    h('p', { class: 'lists-meta', 'data-testid': 'titan-turn-left-count' }, [0, 1].map((p) => t('titanTurnLeft',
      { who: nameOf(turn, p), n: left[p].length, names: left[p].map((u) => u.name).join(', ') || '—' })).join(' · ')),
    h('div', { class: 'toolbar__row' },
      active >= 0 ? screen.actionButton('titan-end-activation', t('titanEndActivation', { name: turn.units[active].name }),
        () => send({ by: turn.units[active].player, name: 'turn', args: { action: { type: 'endActivation' } } }, 'titan-end-activation'), gate('endActivation')) : null,
      active < 0 && !turn.roundOver ? screen.actionButton('titan-pass', t('titanPass', { who: nameOf(turn, turn.hand) }),
        () => send({ by: turn.hand, name: 'turn', args: { action: { type: 'pass', player: turn.hand } } }, 'titan-pass'), gate('pass')) : null,
      // A new turn: who starts; with titans left, the question says which and asks first.
      btn('titan-new-turn', t('titanNewTurn'), () => setAsk({ early: !newTurn.allowed }),
        { class: newTurn.allowed ? 'tool tool--primary' : 'tool', 'aria-expanded': String(Boolean(ask)) })),
    screen.refusal('titan-end-activation'), screen.refusal('titan-pass'), screen.refusal('titan-new-turn'),
    // The turn's rules (activations in turn, passing) at a tap.
    rulesTip(modelRules(snapshot.sheets?.[0]?.sheet.ruleset, 'titanTurn'), 'titan-turn-rules'),
    question);
}

/** The game bar's status: whose turn (turnState), or who won when one side has no titan left (the core's `over`). */
export function statusOf(snapshot) {
  if (snapshot?.over && snapshot.turn) {
    const name = (p) => nameOf(snapshot.turn, p);
    const winner = snapshot.over.winner;
    if (winner === 0 || winner === 1) return t('titanGameOver', { loser: name(1 - winner), winner: name(winner) });
  }
  return snapshot?.turn ? turnState(snapshot.turn) : null;
}
