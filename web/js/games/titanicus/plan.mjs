// "Planifier" on a player's sheet: the calculator's fire planner (kind
// "firePlan", docs/calc/titanicus.md) for the titan's AP left at one of the
// opponent's sheets — its best plans as ordered fires ("visée" when aimed),
// the AP used, the chance to destroy the location and the mean structure
// removed. A refused request (too many plans to compare) shows the core's
// message. Nothing is applied. Everything is set as text, never as HTML.
import { t, getLang, nameOf as text } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, decimal, integer } from '../../platform/format.mjs';
import { planRequest } from './game.mjs';
import { isCloseCombat } from './melee.mjs';
import { seg, settle, drawPicker } from './pick.mjs';
import { keptAnswer } from '../../play/kept-answer.mjs';


/** Whether sheet `i` may plan: a player's sheet, alive, with AP left, and a target. */
export function canPlan(snapshot, i, targets) {
  const { sheet, side } = snapshot.sheets[i];
  return side === 'mine' && !sheet.destroyed && sheet.actionPoints.left > 0 && targets.length > 0;
}

/** A new planner's state for sheet `i`. */
export const newPlan = (i) => ({ from: i, to: -1, location: null, facing: 'front', goal: 'destroy', reach: 'range' });

// The last answer, kept while the request is the same (a redraw does not search again).
const answer = keptAnswer();

function drawPlans(sheet, weapons, reply) {
  const lang = getLang();
  if (!reply.plans.length) return h('p', { class: 'lists-meta', 'data-testid': 'plan-empty' }, t('titanPlanNone'));
  return h('ol', { class: 'plan-list', 'data-testid': 'plan-list' }, reply.plans.map((p, k) => h('li', { class: 'plan-item', 'data-testid': `plan-${k}` },
    h('strong', { class: 'plan-item__actions', 'data-testid': `plan-${k}-actions` }, p.actions.map((a) => {
      const name = text(sheet.weapons[weapons[a.fire]]?.name) || String(a.fire);
      return a.aimed ? `${name} (${t('titanAimed')})` : name;
    }).join(' → ')),
    h('span', { class: 'plan-item__facts' },
      h('span', { 'data-testid': `plan-${k}-ap` }, t('titanPlanAp', { n: integer(lang, p.apUsed) })), ' · ',
      h('span', {}, `${t('titanPlanDestroyed')} `), h('span', { 'data-testid': `plan-${k}-destroyed` }, percent(lang, p.destroyed)), ' · ',
      h('span', {}, `${t('titanPlanStructure')} `), h('span', { 'data-testid': `plan-${k}-structure` }, decimal(lang, p.meanStructureLost))))));
}

/** The planner panel of sheet `i` (state from newPlan); close() shuts it. ctx = { auspex, redraw, messageOf }. */
export function drawPlan(ctx, snapshot, i, state, close) {
  const picked = settle(snapshot, i, state);
  const sheet = snapshot.sheets[i].sheet;
  let body = null;
  let request = null;
  if (picked) {
    // At range, close combat weapons (3 cm) stay out of the plans; in contact they are in.
    const keep = (w) => state.reach === 'contact' || !isCloseCombat(sheet, w);
    const built = planRequest(snapshot, i, state.to, state.location, state.facing, state.goal, keep);
    request = built.request;
    const { reply, error } = answer(ctx.auspex, request);
    body = error ? h('p', { class: 'error', 'data-testid': 'plan-error' }, ctx.messageOf(error)) : drawPlans(sheet, built.weapons, reply);
  }
  return h('div', { class: 'shot-panel plan-panel', 'data-testid': 'plan-panel', 'data-request': request ? JSON.stringify(request) : null },
    h('h4', { class: 'cu-sub' }, t('titanPlanTitle', { n: integer(getLang(), sheet.actionPoints.left) })),
    picked ? drawPicker(ctx, 'plan', picked, state) : h('p', { class: 'lists-meta' }, t('noTargetYet')),
    seg(ctx, 'plan-goal', [{ value: 'destroy', label: t('titanGoalDestroy') }, { value: 'structure', label: t('titanGoalStructure') }],
      state.goal, (v) => { state.goal = v; }),
    seg(ctx, 'plan-reach', [{ value: 'range', label: t('titanReachRange') }, { value: 'contact', label: t('titanReachContact') }],
      state.reach, (v) => { state.reach = v; }),
    body,
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'plan-close', onclick: close }, t('titanClose')));
}
