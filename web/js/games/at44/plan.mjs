// "Planifier" on a player's activated AT-44 unit: the calculator's activation
// planner (kind "activationPlan", docs/calc/at44.md) for the unit's salvos
// — one per type of direct-fire weapon it carries — at the opponent's units,
// within the CP its player has left: its best plans, each with Feu à volonté
// or not, each salvo's weapon → target unit in firing order
// (« Déplacement » before those fired after the unit's move, when the player
// gave a target's range after it) or not fired, the CP used, the
// mean models and vehicles removed and the chance to wipe a unit out. Each
// target's range band is a small segmented choice (1 by default). Each salvo
// at each target is written by the attack panel's own builder
// (attack.mjs), so a plan's numbers are an attack's. A refusal shows the
// core's message. Nothing is applied. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, decimal, integer } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { weaponsOf, targetsOf, attackRequest, complete } from './attack.mjs';
import { keptAnswer } from '../../play/kept-answer.mjs';

const ID = 'at44-plan';
const RANGES = [0, 1, 2, 3, 4];
const sheetName = (s) => s.name || nameOf(s.unitName);
const on = (sheet, id) => sheet.attitudes.some((x) => x.id === id && x.on);

/** The direct-fire weapons of sheet k (one salvo each). */
const salvoWeapons = (ruleset, sheet) => weaponsOf(ruleset, sheet).filter((w) => (w.mode ?? 'tir-direct') === 'tir-direct');

/** Whether sheet k may plan: its player's unit, activated, not destroyed, not fired yet, with a weapon and a target. */
export function canPlan(snapshot, ruleset, k) {
  const { sheet } = snapshot.sheets[k];
  return sheet.activated && !sheet.destroyed && !sheet.fired && salvoWeapons(ruleset, sheet).length > 0 && targetsOf(snapshot, k).length > 0;
}

/** A new planner's state for sheet k: each target at range band 1 and out of sight after a move, goal casualties. */
export const newPlan = (k) => ({ from: k, ranges: {}, after: {}, goal: 'casualties' });

/** Whether sheet `me` may still move this activation, some salvos fired after it (not moved, no Feu à volonté on). */
const mayMove = (me) => !me.moved && !on(me, 'feu-a-volonte');

/**
 * The plan request of state `p`: each salvo's attacker and each target's
 * target part from the attack panel's request (the values the ruleset lacks
 * at their defaults, as the panel asks them), Feu à volonté left to the planner.
 */
export function planRequest(auspex, snapshot, ruleset, p) {
  const me = snapshot.sheets[p.from].sheet;
  const player = snapshot.sheets[p.from].player;
  const weapons = salvoWeapons(ruleset, me);
  const targets = targetsOf(snapshot, p.from);
  const taken = on(me, 'feu-a-volonte');
  // The values each pair asks (complete(), at ASK's defaults): the attacker's for its salvo, the target's for its target.
  const alive = (j) => Math.max(0, (snapshot.sheets[j].sheet.vehicles ?? []).findIndex((v) => !v.destroyed));
  const panel = (w, j, asked = {}) => ({ from: p.from, weapon: w.id, to: j, vehicle: alive(j), range: p.ranges[j] ?? 1, cover: false, alert: false, under: 1, asked });
  const side = (asked, key) => Object.fromEntries(Object.entries(asked).filter(([path]) => path.startsWith(`${key}.`)));
  const askedOf = weapons.map((w) => targets.map((j) => { const a = panel(w, j); complete(auspex, snapshot, ruleset, a); return a.asked; }));
  const salvos = weapons.map((w, i) => {
    const { attacker } = attackRequest(snapshot, ruleset, panel(w, targets[0], Object.assign({}, ...askedOf[i].map((a) => side(a, 'attacker')))));
    const attitudes = (attacker.attitudes ?? []).filter((a) => a !== 'feu-a-volonte');
    if (attitudes.length) attacker.attitudes = attitudes; else delete attacker.attitudes;
    return { attacker };
  });
  const parts = targets.map((j, n) => {
    const r = attackRequest(snapshot, ruleset, panel(weapons[0], j, Object.assign({}, ...askedOf.map((row) => side(row[n], 'target')))));
    const part = { target: r.target, attack: { range: p.ranges[j] ?? 1 } };
    // Fire – move – fire: the target's range band after the unit's move, when the player gave one.
    if (mayMove(me) && p.after?.[j] !== undefined) part.afterMove = { range: p.after[j] };
    return part;
  });
  const request = { system: 'at44', kind: 'activationPlan', cpLeft: snapshot.turn?.players?.[player]?.cp ?? 0,
    moved: !!me.moved, alert: on(me, 'etat-d-alerte'), salvos, targets: parts, goal: p.goal, top: 3 };
  if (taken) request.feuAVolonteOn = true;
  if (snapshot.readings) request.readings = snapshot.readings; // the table's (play/readings.mjs): Medic's
  return { request, weapons, targets };
}

// The last answer, kept while the request is the same (a redraw does not search again).
const answer = keptAnswer();

/** A plan's salvos in firing order (« Déplacement » before the first fired after the move), then those held. */
function salvoLines(snapshot, built, p, k) {
  const weapon = (i) => nameOf(built.weapons[i].name);
  const lines = [];
  for (const i of p.order) {
    if (p.afterMove[i] && !lines.some((l) => l.key === 'move')) lines.push(h('li', { key: 'move', class: 'at44-plan__move', 'data-testid': `${ID}-${k}-move` }, t('at44PlanMove')));
    lines.push(h('li', { key: i, 'data-testid': `${ID}-${k}-salvo-${i}` }, t('at44PlanSalvo', { weapon: weapon(i), target: sheetName(snapshot.sheets[built.targets[p.fire[i]]].sheet) })));
  }
  p.fire.forEach((j, i) => { if (j === null) lines.push(h('li', { key: i, 'data-testid': `${ID}-${k}-salvo-${i}` }, t('at44PlanHold', { weapon: weapon(i) }))); });
  return lines;
}

function drawPlans(snapshot, built, reply) {
  const lang = getLang();
  if (!reply.plans.length) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-empty` }, t('at44PlanNone'));
  const destroy = reply.goal === 'destroy';
  return h('ol', { class: 'at44-plans', 'data-testid': `${ID}-list` }, reply.plans.map((p, k) => h('li', { class: 'at44-plan', 'data-testid': `${ID}-${k}` },
    h('strong', { class: 'at44-plan__fire', 'data-testid': `${ID}-${k}-fire` }, t(p.feuAVolonte ? 'at44PlanFire' : 'at44PlanNoFire')),
    h('ul', { class: 'at44-plan__salvos' }, salvoLines(snapshot, built, p, k)),
    h('span', { class: 'at44-plan__facts' },
      h('span', { 'data-testid': `${ID}-${k}-cp` }, t('at44PlanCp', { n: integer(lang, p.cpUsed) })), ' · ',
      h('span', {}, `${t('at44PlanMean')} `), h('span', { 'data-testid': `${ID}-${k}-mean` }, decimal(lang, p.meanInflicted)),
      destroy ? [' · ', h('span', {}, `${t('at44PlanWiped')} `), h('span', { 'data-testid': `${ID}-${k}-wiped` }, percent(lang, p.value))] : null))));
}

const seg = (ctx, testid, label, options, value, set) => h('div', { class: 'at44-plan__row' },
  h('span', { class: 'step-row__label' }, label),
  h('div', { class: 'segment', role: 'group', 'aria-label': label }, options.map((o) => h('button', {
    type: 'button', class: 'segment__btn', 'aria-pressed': String(o.value === value), 'data-testid': `${testid}-${o.value}`,
    onclick: () => { set(o.value); ctx.redraw(); } }, o.label))));

/** The planner panel of sheet p.from; close() shuts it. ctx = { auspex, redraw, messageOf }. */
export function drawPlan(ctx, snapshot, ruleset, p, close) {
  const me = snapshot.sheets[p.from].sheet;
  const built = planRequest(ctx.auspex, snapshot, ruleset, p);
  const { reply, error } = answer(ctx.auspex, built.request);
  const lang = getLang();
  return h('div', { class: 'shot-panel at44-plan-panel', 'data-testid': `${ID}-panel`, 'data-request': JSON.stringify(built.request) },
    h('h4', { class: 'cu-sub' }, t('at44PlanTitle', { name: sheetName(me), n: built.request.cpLeft })),
    seg(ctx, `${ID}-goal`, t('at44PlanGoal'), [{ value: 'casualties', label: t('at44PlanGoalCasualties') }, { value: 'destroy', label: t('at44PlanGoalDestroy') }],
      p.goal, (v) => { p.goal = v; }),
    built.targets.map((j) => seg(ctx, `${ID}-range-${j}`, t('at44PlanRange', { name: sheetName(snapshot.sheets[j].sheet) }),
      RANGES.map((r) => ({ value: r, label: integer(lang, r) })), p.ranges[j] ?? 1, (v) => { p.ranges[j] = v; })),
    mayMove(me) ? h('details', { class: 'at44-plan__after', 'data-testid': `${ID}-move`, open: p.moveOpen ? true : null, ontoggle: (e) => { p.moveOpen = e.currentTarget.open; } },
      h('summary', { 'data-testid': `${ID}-move-open` }, t('at44PlanMoveOpen')),
      built.targets.map((j) => seg(ctx, `${ID}-after-${j}`, t('at44PlanAfter', { name: sheetName(snapshot.sheets[j].sheet) }),
        [{ value: 'none', label: t('at44PlanAfterNone') }, ...RANGES.map((r) => ({ value: r, label: integer(lang, r) }))],
        p.after?.[j] ?? 'none', (v) => { p.after ??= {}; if (v === 'none') delete p.after[j]; else p.after[j] = v; }))) : null,
    error ? h('p', { class: 'error', 'data-testid': `${ID}-error` }, ctx.messageOf(error)) : drawPlans(snapshot, built, reply),
    h('p', { class: 'lists-meta' }, t('at44PlanNote')),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `${ID}-close`, onclick: close }, t('at44PlanClose')));
}
