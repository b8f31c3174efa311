// "Planifier" on a player's KOLAPS character: the calculator's activation
// planner (kind "activationPlan", docs/calc/kolaps.md) for the combativité
// left against a character of the other Unité — the action to take on this
// activation (the best play, choosing each after the dice), its best plans as actions in
// order (with the weapon when it has several), the combativité used, the
// chance of hors combat and of a worse wound (blessé or worse, or the next
// level above the target's state now), and of a double 1. Each action is the
// request "Agir sur…" would send (attack.mjs actionRequest), so a plan's
// numbers match an action's. The oppositions the target will play are the
// player's guess. A refusal shows the core's message. Nothing is applied.
// Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, integer, decimal } from '../../platform/format.mjs';
import { stepper } from '../../ui/rows.mjs';
import { targetsOf, weaponsOf, actionRequest } from './attack.mjs';
import { keptAnswer } from '../../play/kept-answer.mjs';

const RANGED = ['arme-de-poing', 'arme-d-epaule', 'arme-lourde'];
const HEALTH = { indemne: 'indemne', 'legerement-blesse': 'legerement_blesse', blesse: 'blesse', 'etat-critique': 'etat_critique' };
const WORST = ['none', 'sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'];
const traitIds = (w) => (w?.traits ?? []).map((x) => x.id);

/** Whether character k may plan: alive, with combativité, a weapon and a target. */
export function canPlan(snapshot, k) {
  const { sheet } = snapshot.sheets[k];
  return !sheet.horsCombat && sheet.combativite.current > 0 && weaponsOf(sheet).length > 0 && targetsOf(snapshot, k).length > 0;
}

/** A new planner's state for character k. */
export const newPlan = (snapshot, k) => ({ from: k, to: targetsOf(snapshot, k)[0], reach: 'range', goal: 'horsCombat',
  couvert: '', esquive: false, parade: '', distance: 1, prepare: false });

/**
 * The actions of this reach, each with its weapon: at a distance, a ready
 * ranged weapon's tir au jugé, tir (its shots left shared by both: `limit`)
 * and mitraillage (automatique; its magazine empty after a burst, « vide » on
 * the sheet: `loaded` false); in contact, its bout portant, and a melee
 * weapon's frapper. At most 6 of them. Then the steps with no roll the
 * planner weighs (Loi 9-14, 5-6, 9-30): recharger the first automatique
 * weapon, récupérer while the character has fatigue, se préparer when the
 * player asks (`prepare`).
 */
export function planOptions(sheet, reach, prepare = false) {
  const out = [];
  const limits = [];
  for (const { index, weapon } of weaponsOf(sheet)) {
    const ids = traitIds(weapon);
    const ranged = ids.some((id) => RANGED.includes(id));
    const ready = weapon.state === 'ok';
    if (reach === 'range') {
      if (ranged && weapon.state === 'vide' && ids.includes('automatique')) out.push({ action: 'mitraillage', weapon: index, loaded: false });
      if (!ranged || !ready || (weapon.cadence && weapon.usesLeft <= 0)) continue;
      const shots = [out.length, out.length + 1];
      out.push({ action: 'tir_au_juge', weapon: index }, { action: 'tir', weapon: index });
      if (weapon.cadence) limits.push({ actions: shots, uses: weapon.usesLeft });
      if (ids.includes('automatique')) out.push({ action: 'mitraillage', weapon: index });
    } else if (ranged && ready) {
      out.push({ action: 'bout_portant', weapon: index });
    } else if (!ranged) {
      out.push({ action: 'frapper', weapon: index });
    }
  }
  const kept = out.slice(0, 6);
  const burst = kept.findIndex((o) => o.action === 'mitraillage');
  if (burst >= 0) kept.push({ action: 'recharger', reloads: burst });
  if (sheet.fatigue.points > 0) kept.push({ action: 'recuperer' });
  if (prepare) kept.push({ action: 'sePreparer' });
  return { options: kept, limits: limits.filter((l) => l.actions.every((i) => i < kept.length)) };
}

const STEPS = ['recharger', 'recuperer', 'attendre', 'sePreparer'];

/** The activationPlan request of the panel's state, from both sheets, and its options (null: no action at this reach). */
export function planRequest(snapshot, state) {
  const me = snapshot.sheets[state.from].sheet;
  const them = snapshot.sheets[state.to].sheet;
  const { options, limits } = planOptions(me, state.reach, state.prepare);
  if (!options.some((o) => !STEPS.includes(o.action))) return null;
  let protection = null;
  const actions = options.map((o) => {
    if (STEPS.includes(o.action)) return { ...o };
    const one = actionRequest(snapshot, { ...state, action: o.action, weapon: o.weapon, seCacher: '', terrain: '', assaut: '', extra: 0 });
    protection = one.protection ?? null;
    const { system, ruleset, protection: _, ...rest } = one;
    return o.loaded === false ? { ...rest, loaded: false } : rest;
  });
  const target = { rank: them.profile.rank, health: HEALTH[them.health.state] ?? 'indemne', sonne: !!them.health.sonne,
    ...(protection ? { protection } : {}) };
  return { options, request: { system: 'kolaps', kind: 'activationPlan', ruleset: me.ruleset, combativite: Math.min(12, me.combativite.current),
    fatigue: Math.min(6, me.fatigue.points), actions, ...(limits.length ? { limits } : {}), target, goal: state.goal, top: 3 } };
}

// The last answer, kept while the request is the same (a redraw does not search again).
const answer = keptAnswer();

/**
 * The wound the plan's line counts from: blessé, or the next level above the
 * target's worst state now (at most état critique; hors combat has its own chance).
 */
export function woundFrom(target) {
  const now = target.health !== 'indemne' ? WORST.indexOf(target.health) : (target.sonne ? 1 : 0);
  return WORST[Math.min(4, Math.max(3, now + 1))];
}

/** The chance the target ends at `level` or worse. */
export const atLeast = (target, level) => WORST.slice(WORST.indexOf(level)).reduce((s, w) => s + target[w], 0);

// A label and its chance, kept on one line.
const fact = (label, testid, value) => h('span', { class: 'kolaps-plan__fact' }, `${label} `, h('span', { 'data-testid': testid }, value));

function drawPlans(me, options, request, reply) {
  const lang = getLang();
  if (!reply.plans.length) return h('p', { class: 'lists-meta', 'data-testid': 'kolaps-plan-empty' }, t('kolapsPlanNone'));
  // The weapon is named when the actions come from more than one.
  const several = new Set(options.filter((o) => o.weapon !== undefined).map((o) => o.weapon)).size > 1;
  const from = woundFrom(request.target);
  const named = (a) => {
    const name = t(`kolapsAction_${a.action}`);
    return several && options[a.option].weapon !== undefined ? `${name} (${me.weapons[options[a.option].weapon].name})` : name;
  };
  const hc = request.goal === 'horsCombat';
  // One action per activation (Loi 8-1): the best play chooses each after seeing the dice; this activation's.
  const { policy } = reply;
  const now = h('p', { class: 'kolaps-plan__now', 'data-testid': 'kolaps-plan-policy' },
    policy.first ? t(hc ? 'kolapsPlanNowHc' : 'kolapsPlanNowWound', { action: named(policy.first), value: hc ? percent(lang, policy.value) : decimal(lang, policy.value) })
      : t('kolapsPlanNowNothing'));
  return [now, h('ol', { class: 'plan-list', 'data-testid': 'kolaps-plan-list' }, reply.plans.map((p, k) => h('li', { class: 'plan-item', 'data-testid': `kolaps-plan-${k}` },
    h('strong', { class: 'plan-item__actions', 'data-testid': `kolaps-plan-${k}-actions` }, p.actions.map(named).join(' → ')),
    h('span', { class: 'plan-item__facts' },
      h('span', { 'data-testid': `kolaps-plan-${k}-used` }, t('kolapsPlanUsed', { n: decimal(lang, p.meanCombativiteUsed) })), ' · ',
      fact(t('kolapsPlanHorsCombat'), `kolaps-plan-${k}-hc`, percent(lang, p.horsCombat)), ' · ',
      fact(t('kolapsPlanAtLeast', { level: t(`kolapsPlanLevel_${from}`) }), `kolaps-plan-${k}-worst`, percent(lang, atLeast(p.target, from))),
      p.mishap > 0 ? [' · ', fact(t('kolapsPlanMishap'), `kolaps-plan-${k}-mishap`, percent(lang, p.mishap))] : null,
      p.actions.at(-1)?.action === 'sePreparer' ? [' · ', h('span', { 'data-testid': `kolaps-plan-${k}-kept` }, t('kolapsPlanKept', { n: decimal(lang, p.meanKept) }))] : null))))];
}

const seg = (ctx, testid, options, value, set) => h('div', { class: 'segment', role: 'group' }, options.map((o) => h('button', {
  type: 'button', class: 'segment__btn', 'aria-pressed': String(o.value === value), 'data-testid': `${testid}-${o.value}`,
  onclick: () => { set(o.value); ctx.redraw(); } }, o.label)));

function select(ctx, testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => { set(e.target.value); ctx.redraw(); } },
      options.map((o) => h('option', { value: o.value, selected: String(o.value) === String(value) ? true : null }, o.text))));
}

/** The oppositions the target is expected to play (the player's guess). */
function drawExpected(ctx, state) {
  const level = (key, label, values) => select(ctx, `kolaps-plan-${key}`, label, [{ value: '', text: t('kolapsNone') },
    ...values.map((v) => ({ value: v, text: t(`kolapsLevel_${v}`) }))], state[key], (v) => { state[key] = v; });
  if (state.reach === 'range') return level('couvert', t('kolapsOppCouvert'), ['leger', 'lourd']);
  return [h('button', { type: 'button', class: 'tool press-toggle', 'data-testid': 'kolaps-plan-esquive', 'aria-pressed': state.esquive ? 'true' : 'false',
    onclick: () => { state.esquive = !state.esquive; ctx.redraw(); } }, t('kolapsOppEsquive')),
  level('parade', t('kolapsOppParade'), ['arme', 'bouclier'])];
}

/** The planner panel of character state.from; close() shuts it. ctx = { auspex, redraw, messageOf }. */
export function drawKolapsPlan(ctx, snapshot, state, close) {
  const me = snapshot.sheets[state.from].sheet;
  const targets = targetsOf(snapshot, state.from);
  if (!targets.includes(state.to)) state.to = targets[0];
  let body = null;
  let request = null;
  if (state.to !== undefined) {
    const built = planRequest(snapshot, state);
    request = built?.request ?? null;
    if (!built) body = h('p', { class: 'lists-meta', 'data-testid': 'kolaps-plan-empty' }, t('kolapsPlanNoAction'));
    else {
      const { reply, error } = answer(ctx.auspex, request);
      body = error ? h('p', { class: 'error', 'data-testid': 'kolaps-plan-error' }, ctx.messageOf(error)) : drawPlans(me, built.options, request, reply);
    }
  }
  return h('div', { class: 'shot-panel plan-panel', 'data-testid': 'kolaps-plan-panel', 'data-request': request ? JSON.stringify(request) : null },
    h('h4', { class: 'cu-sub' }, t('kolapsPlanTitle', { name: me.name, n: integer(getLang(), me.combativite.current) })),
    state.to === undefined ? h('p', { class: 'lists-meta' }, t('noTargetYet')) : select(ctx, 'kolaps-plan-target', t('target'),
      targets.map((j) => ({ value: j, text: snapshot.sheets[j].sheet.name })), state.to, (v) => { state.to = Number(v); }),
    seg(ctx, 'kolaps-plan-reach', [{ value: 'range', label: t('kolapsPlanRange') }, { value: 'contact', label: t('kolapsPlanContact') }],
      state.reach, (v) => { state.reach = v; }),
    drawExpected(ctx, state),
    request?.actions.some((a) => a.distance !== undefined) ? stepper('kolaps-plan-distance', t('kolapsDistance'), integer(getLang(), state.distance),
      state.distance > 0 ? () => { state.distance -= 1; ctx.redraw(); } : null, state.distance < 20 ? () => { state.distance += 1; ctx.redraw(); } : null) : null,
    seg(ctx, 'kolaps-plan-goal', [{ value: 'horsCombat', label: t('kolapsPlanGoalHc') }, { value: 'wound', label: t('kolapsPlanGoalWound') }],
      state.goal, (v) => { state.goal = v; }),
    h('button', { type: 'button', class: 'tool press-toggle', 'data-testid': 'kolaps-plan-prepare', 'aria-pressed': state.prepare ? 'true' : 'false',
      onclick: () => { state.prepare = !state.prepare; ctx.redraw(); } }, t('kolapsPlanPrepare')),
    body,
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'kolaps-plan-close', onclick: close }, t('titanClose')));
}
