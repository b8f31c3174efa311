// "Autres jets" on a KOLAPS character: the chances of the rolls the sheet
// does not make itself, before the dice — a move through dangerous or mortal
// terrain (10-12 … 10-14, with the character's protection), ramasser une arme
// (9-22), réparer l'arme (9-15) and the death roll after hors combat (4-10,
// 12-8) — from the calculator's kinds "terrain", "pickUp", "repair" and
// "death" (docs/calc/kolaps.md). What the player cannot see from the sheets
// (the zones crossed, the obstacle, the adversaries in the zone, the weapon's
// technologie) is asked. Advice only: nothing is applied; the player puts the
// real result on the sheet. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, integer } from '../../platform/format.mjs';
import { stepper } from '../../ui/rows.mjs';
import { keptAnswer } from '../../play/kept-answer.mjs';

const KINDS = ['terrain', 'pickUp', 'repair', 'death'];
const LEVELS = ['sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'];

/** A new panel's state for character k. */
export const newRolls = (k) => ({ from: k, kind: 'terrain', terrain: 'dangereux', zones: 1, obstacle: 'aucun', adversaries: 1, technologie: 1 });

/** The calc request of the panel's state, from the character's sheet. */
export function rollRequest(sheet, state) {
  const base = { system: 'kolaps', kind: state.kind, ...(sheet.ruleset ? { ruleset: sheet.ruleset } : {}) };
  if (state.kind === 'pickUp') return { ...base, adversaries: state.adversaries };
  if (state.kind === 'repair') return { ...base, technologie: state.technologie };
  if (state.kind === 'death') return { ...base, rank: sheet.profile.rank };
  const p = sheet.protection;
  // No risk (10-9, 10-10): the obstacle's roll alone, nothing for a protection to stop.
  if (state.terrain === 'aucun') return { ...base, terrain: 'aucun', zones: state.zones, obstacle: state.obstacle === 'aucun' ? 'lourd' : state.obstacle };
  return { ...base, terrain: state.terrain, zones: state.zones, obstacle: state.obstacle,
    ...(p && !p.ineffective && p.class ? { protection: { class: p.class } } : {}) };
}

const answer = keptAnswer();

const seg = (ctx, testid, options, value, set) => h('div', { class: 'segment segment--wrap', role: 'group' }, options.map((o) => h('button', {
  type: 'button', class: 'segment__btn', 'aria-pressed': String(o.value === value), 'data-testid': `${testid}-${o.value}`,
  onclick: () => { set(o.value); ctx.redraw(); } }, o.label)));

function count(ctx, testid, label, state, key, lo, hi) {
  const v = state[key];
  return stepper(testid, label, integer(getLang(), v), v > lo ? () => { state[key] = v - 1; ctx.redraw(); } : null,
    v < hi ? () => { state[key] = v + 1; ctx.redraw(); } : null);
}

// A line of the chances: a label and its percentage, kept together.
const line = (label, testid, p) => h('li', { class: 'kolaps-roll__line' }, `${label} `, h('strong', { 'data-testid': testid }, percent(getLang(), p)));

function drawReply(state, reply) {
  const id = 'kolaps-rolls';
  if (state.kind === 'death') {
    return h('ul', { class: 'kolaps-rolls', 'data-testid': `${id}-chances` },
      line(t('kolapsRollSurvives', { n: reply.threshold }), `${id}-survives`, reply.survives),
      line(t('kolapsRollEliminated'), `${id}-eliminated`, reply.eliminated));
  }
  if (reply.roll === false) return h('p', { class: 'lists-meta', 'data-testid': `${id}-noroll` }, t('kolapsRollNoRoll'));
  const lost = reply.failureCombativite ? t('kolapsRollLost', { n: integer(getLang(), reply.failureCombativite) }) : '';
  return h('ul', { class: 'kolaps-rolls', 'data-testid': `${id}-chances` },
    line(t(state.kind === 'terrain' ? 'kolapsRollCrossed' : 'kolapsRollSuccess'), `${id}-success`, reply.success),
    state.kind === 'terrain' && reply.obstacleFailure > 0 ? line(t('kolapsRollStopped', { lost }), `${id}-stopped`, reply.obstacleFailure) : null,
    state.kind === 'terrain' && reply.riskDice === 0 ? null : line(t('kolapsRollFailure', { lost }), `${id}-failure`, reply.failure),
    state.kind === 'terrain' ? LEVELS.filter((w) => reply.outcomes[w] > 0).map((w) =>
      line(t('kolapsRollWound', { level: t(`kolapsPlanLevel_${w}`) }), `${id}-${w}`, reply.outcomes[w])) : null);
}

/** The panel of character state.from; close() shuts it. ctx = { auspex, redraw, messageOf }. */
export function drawKolapsRolls(ctx, snapshot, state, close) {
  const sheet = snapshot.sheets[state.from].sheet;
  const request = rollRequest(sheet, state);
  const { reply, error } = answer(ctx.auspex, request);
  const ask = state.kind === 'terrain' ? [
    seg(ctx, 'kolaps-rolls-terrain', ['dangereux', 'mortel', 'aucun'].map((v) => ({ value: v, label: t(`kolapsRollTerrain_${v}`) })), state.terrain,
      (v) => { state.terrain = v; if (v === 'aucun' && state.obstacle === 'aucun') state.obstacle = 'lourd'; }),
    count(ctx, 'kolaps-rolls-zones', t('kolapsRollZones'), state, 'zones', 1, 3),
    h('p', { class: 'step-row__label' }, t('kolapsRollObstacle')),
    seg(ctx, 'kolaps-rolls-obstacle', [...(state.terrain === 'aucun' ? [] : ['aucun']), 'leger', 'lourd', 'total'].map((v) => ({ value: v, label: t(v === 'aucun' ? 'kolapsNone' : `kolapsLevel_${v}`) })),
      state.obstacle, (v) => { state.obstacle = v; })]
    : state.kind === 'pickUp' ? count(ctx, 'kolaps-rolls-adversaries', t('kolapsRollAdversaries'), state, 'adversaries', 0, 20)
      : state.kind === 'repair' ? count(ctx, 'kolaps-rolls-technologie', t('kolapsRollTechnologie'), state, 'technologie', 0, 10) : null;
  return h('div', { class: 'shot-panel', 'data-testid': 'kolaps-rolls-panel', 'data-request': JSON.stringify(request) },
    h('h4', { class: 'cu-sub' }, t('kolapsRollsTitle', { name: sheet.name })),
    seg(ctx, 'kolaps-rolls-kind', KINDS.map((k) => ({ value: k, label: t(`kolapsRollKind_${k}`) })), state.kind, (v) => { state.kind = v; }),
    ask,
    error ? h('p', { class: 'error', 'data-testid': 'kolaps-rolls-error' }, ctx.messageOf(error)) : drawReply(state, reply),
    h('p', { class: 'lists-meta' }, t('kolapsRollsAdvice')),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'kolaps-rolls-close', onclick: close }, t('titanClose')));
}
