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
import { gatedRow } from '../../play/gated-row.mjs';

// The turn's buttons, gated by the turn's `actions` (set by drawTurnPanel): reasons beside each row.
let env = { id: 'epic-turn', gate: () => ({ allowed: true }), refusal: () => null };
const row = (at, items, extra) => gatedRow(env, at, items, extra);

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
    parts.push(row('deploy', [['epic-roll-off', t('epicRollOff'), () => run({ type: 'rollOff' }), 'rollOff', { class: 'tool tool--primary' }]]));
    return parts;
  }
  parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-deploy-rolls' },
    t('epicRolls', { a: who(0), b: who(1), ra: d.rolls[0], rb: d.rolls[1] })));
  if (d.first === null || d.first === undefined) {
    parts.push(h('p', { class: 'lists-meta' }, t('epicChooses', { who: who(d.chooser) })),
      row('deploy', [0, 1].map((p) =>
        [`epic-deploy-first-${p}`, t('epicDeploysFirst', { who: who(p) }), () => run({ type: 'deployFirst', player: p }), 'deployFirst'])));
    return parts;
  }
  parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-deploy-state' }, t('epicDeployState', {
    a: who(0), b: who(1), na: integer(lang, d.deployed[0]), nb: integer(lang, d.deployed[1]),
    ta: integer(lang, turn.players[0].formations), tb: integer(lang, turn.players[1].formations), next: who(d.next) })));
  parts.push(row('deploy', [['epic-deployed', t(reveal.ruleset?.deployment?.options?.find((o) => o.id === d.method)?.alternate ? 'epicDeployedOne' : 'epicDeployedAll',
    { who: who(d.next) }), () => run({ type: 'deployed', player: d.next }), 'deployed', { class: 'tool tool--primary' }]]));
  return parts;
}

/** The phase's actions: choose who acts first, shooting goes, next phase. */
function phaseActions(snapshot, turn, run, extra, reveal) {
  const who = (p) => sideName(snapshot, p);
  const parts = [];
  const choosing = ['movement', 'assault'].includes(turn.phase) && turn.initiative !== null && (turn.first === null || turn.first === undefined);
  if (choosing) {
    parts.push(h('p', { class: 'lists-meta' }, t(turn.phase === 'movement' ? 'epicWhoMoves' : 'epicWhoAssaults', { who: who(turn.initiative) })),
      row('first', [0, 1].map((p) => [`epic-first-${p}`, t('epicActsFirst', { who: who(p) }), () => run({ type: 'first', player: p }), 'first'])));
  }
  if (turn.phase === 'shooting' && turn.acting !== null && turn.acting !== undefined) {
    const passed = turn.passed ?? [];
    // A formation fires from its card ("Attaquer…" or "A tiré"); a side that still could may pass.
    parts.push(h('p', { class: 'lists-meta', 'data-testid': 'epic-acting' }, t('epicActing', { who: who(turn.acting) })),
      row('shooting', [
        passed.includes(turn.acting) ? null : ['epic-pass', t('epicPass', { who: who(turn.acting) }), () => run({ type: 'pass', player: turn.acting }), 'pass']]));
  }
  parts.push(extra);
  // Formations that may still fire: the next phase is asked first, naming them (reveal.unfired: [{ who, n }]).
  const unfired = turn.phase === 'shooting' && turn.acting !== null && turn.acting !== undefined ? reveal.unfired ?? [] : [];
  const ask = reveal.ask ?? { open: false, set: () => {} };
  const next = () => (unfired.length && !ask.open ? ask.set(true) : run({ type: 'next' }));
  if (!choosing) parts.push(row('next', [['epic-next', t(turn.phase === 'rally' ? 'epicNextTurn' : 'epicNextPhase'), next, 'next', { class: 'tool tool--primary' }]]));
  if (!choosing && unfired.length && ask.open) {
    parts.push(h('p', { class: 'why', 'data-testid': 'epic-unfired' }, t('epicUnfiredAsk', { left: unfired.map(({ who: w, n }) => t('epicUnfired', { who: w, n })).join(', ') })),
      h('div', { class: 'toolbar__row' },
        h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': 'epic-next-anyway', onclick: () => { ask.set(false); run({ type: 'next' }); } }, t('epicNextAnyway')),
        h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'epic-next-cancel', onclick: () => ask.set(false) }, t('diceCancel'))));
  }
  return parts;
}

/**
 * The turn panel. reveal = { ruleset, revealAll(): the orders turned up, or
 * null when none is hidden; gate(type): what the rules allow now (the turn's
 * `actions`); refusal(): a refused tap's alert, at the panel's foot }.
 */
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
  env = { id: 'epic-turn', gate: reveal.gate ?? (() => ({ allowed: true })), refusal: () => null, rule: reveal.rule };
  const extra = reveal.revealAll && turn.phase === 'movement' && turn.initiative !== null
    ? row('reveal', [['epic-reveal-all', t('epicRevealAll'), reveal.revealAll, null]]) : null;
  return h('section', { class: 'side', 'data-testid': 'epic-turn', role: 'group', 'aria-label': t('epicTurn') },
    head, turn.phase === 'deployment' ? deployment(snapshot, turn, run, reveal) : phaseActions(snapshot, turn, run, extra, reveal),
    reveal.refusal?.() ?? null);
}

/** What the game bar says (its status line): the turn, the phase, whose go or who acts first. */
export function turnStatus(snapshot) {
  const turn = snapshot?.turn;
  if (!turn) return null;
  const who = (p) => sideName(snapshot, p);
  const vars = { n: integer(getLang(), turn.turn), phase: t(`epicPhase_${turn.phase}`) };
  const has = (v) => v !== null && v !== undefined;
  if (turn.phase === 'shooting') return has(turn.acting) ? t('epicStatusActing', { ...vars, who: who(turn.acting) }) : t('epicStatusShootingOver', vars);
  if (['movement', 'assault'].includes(turn.phase) && has(turn.initiative)) {
    return has(turn.first) ? t('epicStatusFirst', { ...vars, who: who(turn.first) }) : t('epicStatusChoose', { ...vars, who: who(turn.initiative) });
  }
  return t('epicStatus', vars);
}
