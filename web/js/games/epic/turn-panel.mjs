// The Epic turn on the game screen (core epicTurn, docs/sheets/epic-turn.md):
// the deployment helper (roll-off, who deploys first, formations deployed in
// turn), then the phases — orders, movement, shooting, assault, rally — with
// the initiative cup (tokens left, the token drawn at each phase), who has the
// initiative and who acts first; in the shooting phase whose go it is. Each
// tap is one action through run(action); the dice are asked by the screen's
// dice panel. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { sideName } from './game.mjs';

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool', 'data-testid': testid, onclick, ...attrs }, label);

/** "3 pions : 2 Marines, 1 Orks". */
function cupText(snapshot, turn) {
  const lang = getLang();
  const per = [0, 1].map((p) => turn.cup.filter((x) => x === p).length);
  return t('epicCup', { n: integer(lang, turn.cup.length), a: integer(lang, per[0]), b: integer(lang, per[1]),
    pa: sideName(snapshot, 0), pb: sideName(snapshot, 1) });
}

/** The deployment: roll-off, then the choice or the alternation. */
function deployment(snapshot, turn, run, reveal) {
  const d = turn.deployment;
  const who = (p) => sideName(snapshot, p);
  const lang = getLang();
  const parts = [h('p', { class: 'lists-meta', 'data-testid': 'epic-deploy-method' },
    t('epicDeployMethod', { method: nameOf(reveal.ruleset?.deployment?.options?.find((o) => o.id === d.method)?.name) || d.method }))];
  if (!d.rolls) {
    parts.push(btn('epic-roll-off', t('epicRollOff'), () => run({ type: 'rollOff' }), { class: 'tool tool--primary' }));
    return parts;
  }
  parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-deploy-rolls' },
    t('epicRolls', { a: who(0), b: who(1), ra: d.rolls[0], rb: d.rolls[1] })));
  if (d.first === null || d.first === undefined) {
    parts.push(h('p', { class: 'lists-meta' }, t('epicChooses', { who: who(d.chooser) })),
      h('div', { class: 'step-row step-row--wrap' }, [0, 1].map((p) =>
        btn(`epic-deploy-first-${p}`, t('epicDeploysFirst', { who: who(p) }), () => run({ type: 'deployFirst', player: p })))));
    return parts;
  }
  parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-deploy-state' }, t('epicDeployState', {
    a: who(0), b: who(1), na: integer(lang, d.deployed[0]), nb: integer(lang, d.deployed[1]),
    ta: integer(lang, turn.players[0].formations), tb: integer(lang, turn.players[1].formations), next: who(d.next) })));
  parts.push(btn('epic-deployed', t(reveal.ruleset?.deployment?.options?.find((o) => o.id === d.method)?.alternate ? 'epicDeployedOne' : 'epicDeployedAll',
    { who: who(d.next) }), () => run({ type: 'deployed', player: d.next }), { class: 'tool tool--primary' }));
  return parts;
}

/** The phase's actions: choose who acts first, shooting goes, next phase. */
function phaseActions(snapshot, turn, run, extra) {
  const who = (p) => sideName(snapshot, p);
  const parts = [];
  const choosing = ['movement', 'assault'].includes(turn.phase) && turn.initiative !== null && (turn.first === null || turn.first === undefined);
  if (choosing) {
    parts.push(h('p', { class: 'lists-meta' }, t(turn.phase === 'movement' ? 'epicWhoMoves' : 'epicWhoAssaults', { who: who(turn.initiative) })),
      h('div', { class: 'step-row step-row--wrap' }, [0, 1].map((p) =>
        btn(`epic-first-${p}`, t('epicActsFirst', { who: who(p) }), () => run({ type: 'first', player: p })))));
  }
  if (turn.phase === 'shooting' && turn.acting !== null && turn.acting !== undefined) {
    const passed = turn.passed ?? [];
    parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-acting' }, t('epicActing', { who: who(turn.acting) })),
      h('div', { class: 'step-row step-row--wrap' },
        btn('epic-fired', t('epicFired', { who: who(turn.acting) }), () => run({ type: 'fired', player: turn.acting })),
        passed.includes(turn.acting) ? null : btn('epic-pass', t('epicPass', { who: who(turn.acting) }), () => run({ type: 'pass', player: turn.acting }))));
  }
  parts.push(extra);
  if (!choosing) parts.push(btn('epic-next', t(turn.phase === 'rally' ? 'epicNextTurn' : 'epicNextPhase'), () => run({ type: 'next' }), { class: 'tool tool--primary' }));
  return parts;
}

/** The turn panel. reveal = { ruleset, revealAll(): the orders turned up, or null when none is hidden }. */
export function drawTurnPanel(snapshot, run, reveal) {
  const turn = snapshot.turn;
  const who = (p) => sideName(snapshot, p);
  const lang = getLang();
  const head = [
    h('h3', { class: 'cu-sub', 'data-testid': 'epic-phase' }, t('epicTurnPhase', { n: integer(lang, turn.turn), phase: t(`epicPhase_${turn.phase}`) })),
    turn.phase === 'deployment' ? null : h('p', { class: 'lists-meta', 'data-testid': 'epic-cup' }, cupText(snapshot, turn)),
    turn.initiative === null || turn.initiative === undefined || turn.phase === 'deployment' ? null
      : h('p', { class: 'lists-meta', 'data-testid': 'epic-initiative' }, t('epicInitiative', { who: who(turn.initiative) }),
        turn.first === null || turn.first === undefined ? '' : ` · ${t('epicFirst', { who: who(turn.first) })}`),
  ];
  const extra = reveal.revealAll && turn.phase === 'movement' && turn.initiative !== null
    ? btn('epic-reveal-all', t('epicRevealAll'), reveal.revealAll) : null;
  return h('section', { class: 'side', 'data-testid': 'epic-turn', role: 'group', 'aria-label': t('epicTurn') },
    head, turn.phase === 'deployment' ? deployment(snapshot, turn, run, reveal) : phaseActions(snapshot, turn, run, extra));
}
