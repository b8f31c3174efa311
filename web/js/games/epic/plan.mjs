// "Planifier" on an Epic formation sheet: the calculator's activation planner
// (kind "activationPlan", docs/calc/epic.md) for the formation's shooting
// phase — every model's target named before the dice — at the other
// player's formations in play: its three best plans at once, each as "3 ×
// Marine Tactique → Boy Ork (2)", with the mean units removed and the chance
// to bring a formation to its break point. What the page cannot know is a
// small control per target formation: in range and sight or not, its
// terrain, the side its vehicles are seen from and whether they are heavy.
// The request is built from the sheets like an attack's (attack.mjs
// planRequest); a refusal (too many plans) shows the core's message. Nothing
// is applied: it is advice.
// Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, decimal, integer } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { stepper } from '../../ui/rows.mjs';
import { planRequest, targetsOf, shootersOf, weaponsOf, rulesetFor, terrainsFor } from './attack.mjs';
import { keptAnswer } from '../../play/kept-answer.mjs';

const ID = 'epic-plan';
const FACINGS = ['front', 'side', 'rear'];
const unitName = (ruleset, id) => nameOf(ruleset?.units?.find((u) => u.id === id)?.name) || id;
const sheetName = (rulesets, sheet) => sheet.name || sheet.units.map((u) => unitName(rulesetFor(rulesets, sheet.ruleset), u.unit)).join(', ');

/** Whether sheet k may plan: in play, with a unit able to shoot and a formation to aim at. */
export const canPlan = (snapshot, k) => shootersOf(snapshot.sheets[k].sheet).length > 0 && targetsOf(snapshot, k).length > 0;

/** A new planner's state for sheet k. */
export const newPlan = (k) => ({ k, goal: 'casualties', out: {}, terrain: {}, facing: {}, heavy: {}, modifier: 0 });

// The last answer, kept while the request is the same (a redraw does not search again).
const answer = keptAnswer();

function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: String(o.value) === String(value) ? true : null }, o.text))));
}

const toggle = (testid, label, on, onclick) => h('button', { type: 'button', class: 'tool press-toggle', 'data-testid': testid,
  'aria-pressed': on ? 'true' : 'false', onclick }, label);

/** One row per target formation: in range or not, its terrain, its vehicles' facing and heaviness. */
function drawTargets(ctx, snapshot, rulesets, state) {
  return targetsOf(snapshot, state.k).map((j) => {
    const them = snapshot.sheets[j].sheet;
    const theirs = rulesetFor(rulesets, them.ruleset);
    const kinds = new Set(shootersOf(them).map((u) => u.kind));
    const terrains = (theirs?.terrain ?? []).filter((x) => [...kinds].some((kind) => terrainsFor(theirs, kind).includes(x)));
    const inRange = !state.out[j];
    return h('fieldset', { class: 'plan-target', 'data-testid': `${ID}-target-${j}` },
      h('legend', {}, sheetName(rulesets, them)),
      toggle(`${ID}-range-${j}`, t('epicPlanInRange'), inRange, () => { state.out[j] = inRange; ctx.redraw(); }),
      inRange ? [
        select(`${ID}-terrain-${j}`, t('terrain'), [{ value: '', text: t('terrainNone') }, ...terrains.map((x) => ({ value: x.id, text: nameOf(x.name) }))],
          state.terrain[j] ?? '', (v) => { state.terrain[j] = v; ctx.redraw(); }),
        kinds.has('vehicle') ? [select(`${ID}-facing-${j}`, t('epicAttackFacing'), FACINGS.map((f) => ({ value: f, text: t(f) })),
          state.facing[j] ?? 'front', (v) => { state.facing[j] = v; ctx.redraw(); }),
        toggle(`${ID}-heavy-${j}`, t('heavyVehicle'), !!state.heavy[j], () => { state.heavy[j] = !state.heavy[j]; ctx.redraw(); })] : null] : null);
  });
}

/** The plans, best first, in the player's words. */
function drawPlans(snapshot, rulesets, built, reply) {
  const lang = getLang();
  const mine = rulesetFor(rulesets, snapshot.sheets[built.k].sheet.ruleset);
  const several = (unit) => weaponsOf(mine, unit).length > 1;
  const fireText = (f) => {
    const g = built.groups[f.shooter];
    const weapon = several(g.unit) ? ` (${nameOf(mine.weapons.find((w) => w.id === g.weapon)?.name)})` : '';
    return t('epicPlanFire', { n: integer(lang, f.models), unit: `${unitName(mine, g.unit)}${weapon}`, target: aimedAt(f) });
  };
  // A formation of one unit type is named alone ("Boy Ork (2)"); otherwise the unit type of it.
  const aimedAt = (f) => {
    const them = snapshot.sheets[built.targets[f.target]].sheet;
    if (built.request.targets[f.target].units.length === 1) return sheetName(rulesets, them);
    const target = built.request.targets[f.target].units[f.unit].unit;
    return t('epicPlanTargetIn', { unit: unitName(rulesetFor(rulesets, them.ruleset), target), formation: sheetName(rulesets, them) });
  };
  // Read per model (the table's reading): each target model's shooters, "3 + 2".
  const splitText = (s) => t('epicPlanSplit', { target: aimedAt(s),
    split: s.models.map((by) => by.reduce((a, b) => a + b, 0)).filter((n) => n > 0).map((n) => integer(lang, n)).join(' + ') });
  if (!reply.plans.length) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-empty` }, t('epicPlanEmpty'));
  return h('ol', { class: 'plan-list', 'data-testid': `${ID}-list` }, reply.plans.map((p, i) => h('li', { class: 'plan-item', 'data-testid': `${ID}-${i}` },
    h('ul', { class: 'plan-fires' }, p.fire.map((f, n) => h('li', { 'data-testid': `${ID}-${i}-fire-${n}` }, fireText(f))),
      (p.split ?? []).map((s, n) => h('li', { class: 'plan-split', 'data-testid': `${ID}-${i}-split-${n}` }, splitText(s)))),
    h('span', { class: 'plan-item__facts' },
      h('span', {}, `${t('epicPlanMean')} `), h('span', { 'data-testid': `${ID}-${i}-mean` }, decimal(lang, p.meanRemoved)), ' · ',
      h('span', {}, `${t('epicPlanBreak')} `), h('span', { 'data-testid': `${ID}-${i}-break` }, percent(lang, p.breakChance))))));
}

/** The planner panel of sheet state.k; close() shuts it. ctx = { auspex, redraw, messageOf }. */
export function drawEpicPlan(ctx, snapshot, rulesets, state, close) {
  const me = snapshot.sheets[state.k].sheet;
  const built = planRequest(snapshot, rulesets, state.k, state);
  let body;
  if (!built) body = h('p', { class: 'lists-meta', 'data-testid': `${ID}-none` }, t('epicPlanNone'));
  else {
    const { reply, error } = answer(ctx.auspex, built.request);
    body = error ? h('p', { class: 'error', 'data-testid': `${ID}-error` }, ctx.messageOf(error))
      : drawPlans(snapshot, rulesets, { ...built, k: state.k }, reply);
  }
  const goal = (value) => toggle(`${ID}-goal-${value}`, t(`epicPlanGoal_${value}`), state.goal === value, () => { state.goal = value; ctx.redraw(); });
  return h('div', { class: 'shot-panel plan-panel', 'data-testid': `${ID}-panel`, 'data-request': built ? JSON.stringify(built.request) : null },
    h('h4', { class: 'cu-sub' }, t('epicPlanTitle', { name: sheetName(rulesets, me) })),
    h('p', { class: 'lists-meta' }, t('epicPlanNote')),
    h('div', { class: 'step-row step-row--wrap', role: 'group', 'aria-label': t('epicPlanGoal') }, goal('casualties'), goal('break')),
    me.toHit == null ? [h('p', { class: 'lists-meta' }, t('epicAttackRetreatNote')),
      stepper(`${ID}-modifier`, t('epicAttackRetreatModifier'), integer(getLang(), state.modifier, true),
        state.modifier > -6 ? () => { state.modifier -= 1; ctx.redraw(); } : null,
        state.modifier < 6 ? () => { state.modifier += 1; ctx.redraw(); } : null)] : null,
    body,
    drawTargets(ctx, snapshot, rulesets, state),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `${ID}-close`, onclick: close }, t('epicPlanClose')));
}
