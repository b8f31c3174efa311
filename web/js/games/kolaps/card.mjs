// One card per KOLAPS character on the game screen (docs/sheets/kolaps.md):
// combativité, activation, fatigue, health, statuses, protection, weapons and
// XP as the core's sheet says, and every action of the sheet the game leaves
// to it (its new turn is everyone's, its activation the draw's) — spend
// (with fatigue, failure, opposition), lose, recover, se préparer, fatigue
// taken, wounds and what the protection absorbs, conscience rolls, weapon
// events, statuses, XP. Each tap is one move through env.run. Everything is set as text, never as HTML.
import { t, getLang, nameOf as text } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { stepper } from '../../ui/rows.mjs';
import { sideName } from './game.mjs';
import { gatedRow } from '../../play/gated-row.mjs';
import { ruleText } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { foldedProfile } from '../../ui/profile.mjs';
import { sheetProfile } from './profile.mjs';

const WOUNDS = ['sonne', 'legerement-blesse', 'blesse', 'etat-critique', 'hors-combat'];
const STATUSES = [['au-sol', 'auSol'], ['expose', 'expose'], ['cache', 'cache'], ['a-couvert', 'aCouvert']];
// Each status's rule (Caché is what Se cacher gives).
const STATUS_RULES = ['au-sol', 'expose', 'se-cacher', 'a-couvert'];
const EVENTS = ['tir', 'mitraillage', 'recharger', 'enrayee', 'reparer', 'detruite', 'lachee', 'ramasser'];

const toggle = (testid, label, on, onclick) => btn(testid, label, onclick, { class: 'tool press-toggle', 'aria-pressed': on ? 'true' : 'false' });

function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: o.value === value ? true : null }, o.text))));
}

function num(ctx, testid, label, state, key, min, max) {
  const v = state[key] ?? min;
  return stepper(testid, label, integer(getLang(), v), v > min ? () => { state[key] = v - 1; ctx.redraw(); } : null,
    v < max ? () => { state[key] = v + 1; ctx.redraw(); } : null);
}

/** The state line: what a player glances at. */
function stateLine(sheet) {
  const c = sheet.combativite;
  const on = STATUSES.filter(([, key]) => sheet.statuses[key]).map(([id]) => t(`kolapsStatus_${id}`));
  return [
    t('kolapsCombativite', { n: c.current, d: c.determined ?? '—' }), t(`kolapsActivation_${sheet.activation}`),
    t('kolapsFatigue', { n: sheet.fatigue.points, p: sheet.fatigue.permanent }), text(sheet.health.name),
    sheet.health.sonne ? t('kolapsSonne') : null, ...on,
    sheet.protection ? t('kolapsProtection', { name: sheet.protection.name, c: sheet.protection.class, i: sheet.protection.impacts }) : null,
    t('kolapsXp', { n: sheet.xp }), sheet.horsCombat ? t('kolapsHorsCombat') : null,
  ].filter(Boolean).join(' · ');
}

/** The less frequent actions: this character's new turn, fatigue, activation, wounds and the protection, conscience, weapons, XP. */
function moreActions(ctx, env, sheet, id, u) {
  const events = ctx.ruleset?.experience?.events ?? [];
  const gated = (testid, label, type, action, at, attrs) => [testid, label, () => env.run(action(), at), type, attrs];
  return h('details', { class: 'more', open: u.more ? true : null, ontoggle: (e) => { u.more = e.target.open; } },
    h('summary', { 'data-testid': `${id}-more` }, t('kolapsMore')),
    // Its new turn is every character's (« Nouveau tour »), its activation the draw's.
    gatedRow(env, 'more', [
      gated(`${id}-fatigue`, t('kolapsFatigueTaken'), 'fatigue', () => ({ type: 'fatigue', points: 1, voluntary: false }), 'more')]),
    select(`${id}-wound-level`, t('kolapsWoundLevel'), WOUNDS.map((w) => ({ value: w, text: t(`kolapsWound_${w}`) })), u.wound,
      (v) => { u.wound = v; ctx.redraw(); }),
    gatedRow(env, 'wound', [
      gated(`${id}-wound`, t('kolapsWound'), 'wound', () => ({ type: 'wound', level: u.wound }), 'wound'),
      sheet.protection && !sheet.protection.ineffective && u.wound !== 'sonne'
        ? gated(`${id}-absorb`, t('kolapsAbsorb'), 'protection', () => ({ type: 'protection', wound: u.wound }), 'wound') : null,
      gated(`${id}-conscience`, t('kolapsConscience'), 'conscience', () => ({ type: 'conscience' }), 'wound')]),
    sheet.weapons.map((w, i) => h('div', { class: 'step-row step-row--wrap', 'data-testid': `${id}-weapon-${i}` },
      h('span', { class: 'step-row__label' }, t('kolapsWeapon', { name: w.name, state: t(`kolapsWeaponState_${w.state}`),
        uses: w.cadence ? `${w.usesLeft}/${w.cadence}` : '—' }), w.dropped ? ` · ${t('kolapsDropped')}` : ''),
      select(`${id}-weapon-${i}-event`, t('kolapsWeaponEvent'), EVENTS.map((e) => ({ value: e, text: t(`kolapsEvent_${e}`) })),
        u.events[i] ?? 'tir', (v) => { u.events[i] = v; ctx.redraw(); }),
      gatedRow(env, `weapon-${i}`, [gated(`${id}-weapon-${i}-ok`, t('kolapsApply'), 'weapon',
        () => ({ type: 'weapon', index: i, event: u.events[i] ?? 'tir' }), `weapon-${i}`)]))),
    events.length ? h('div', { class: 'step-row step-row--wrap' },
      select(`${id}-xp-event`, t('kolapsXpEvent'), events.map((e) => ({ value: e.id, text: t(`kolapsXpEvent_${e.id}`, { n: e.xp }) })),
        u.xp ?? events[0].id, (v) => { u.xp = v; ctx.redraw(); }),
      gatedRow(env, 'xp', [gated(`${id}-xp`, t('kolapsXpAdd'), 'xp', () => ({ type: 'xp', event: u.xp ?? events[0].id }), 'xp')])) : null);
}

// "Autres jets" (rolls.mjs): open or shut its panel.
const rollsButton = (env, id) => (env.openRolls ? btn(`${id}-rolls`, t('kolapsRolls'), env.openRolls,
  { 'aria-expanded': env.rollsOpen?.() ? 'true' : 'false' }) : null);

/**
 * The card of character k. env = { snapshot, ui: per-card choices by k,
 * run(action, at): one action (a refusal shown at `at`), refusal(at): the
 * refusal drawn there, gate(type, off): whether the rules allow action
 * `type` now ({ allowed, why }, from the sheet's `actions`; off: refused by
 * the card itself), id: the card's test id, openAttack(), attackPanel(),
 * canPlan(), openPlan(), planOpen(), planPanel(): the planner (plan.mjs) }.
 */
export function drawCharacter(ctx, env, k) {
  const { player, sheet } = env.snapshot.sheets[k];
  const id = `kolaps-sheet-${k}`;
  const u = env.ui[k] ?? (env.ui[k] = { points: 1, fatigue: 0, failed: false, opposition: false, wound: 'sonne', events: {} });
  const out = sheet.horsCombat;
  // Épuisé (or hors combat): the card says why once, under its state; no spending row.
  const spend = env.gate('spend');
  const left = Math.max(0, sheet.combativite.current);
  if (spend.allowed && u.points > left) u.points = left;
  env.said = spend.allowed || !spend.why ? [] : [{ why: spend.why, id: `${id}-why` },
    { why: env.gate('lose', true).why, id: `${id}-why` }];
  return h('section', { class: `card${out ? ' card--destroyed' : ''}`, 'data-testid': id },
    h('h4', { class: 'card__title' }, `${sheet.name} — ${t('kolapsRank', { n: sheet.profile.rank })} — ${sideName(env.snapshot, player)}`),
    h('p', { class: 'lists-meta', 'data-testid': `${id}-state` }, stateLine(sheet)),
    foldedProfile(sheetProfile(sheet), sheet.ruleset, `${id}-profile`),
    !out && env.said.length ? h('p', { class: 'why', id: `${id}-why`, 'data-testid': `${id}-why` }, spend.why) : null,
    // Hors combat: the death roll's chances (4-10) are still asked here.
    out ? [h('div', { class: 'step-row step-row--wrap' }, rollsButton(env, id)), env.rollsPanel?.()] : [
      // The frequent actions first: act on…, spend, lose one, se préparer, récupérer; then the statuses.
      gatedRow(env, 'row', [
        [`${id}-attack`, t('kolapsAttack'), env.openAttack, 'act', { class: 'tool tool--primary' }],
        [`${id}-lose`, t('kolapsLose'), () => env.run({ type: 'lose', points: 1 }, 'row'), 'lose',
          { disabled: sheet.combativite.current > 0 ? null : true }],
        [`${id}-prepare`, t('kolapsPrepare'), () => env.run({ type: 'prepare' }, 'row'), 'prepare'],
        [`${id}-recover`, t('kolapsRecover'), () => env.run({ type: 'recover' }, 'row'), 'recover']]),
      env.attackPanel(),
      // Advice only (plan.mjs): the best plans for the combativité left; nothing is applied.
      // and the chances of the rolls the sheet does not make (rolls.mjs).
      h('div', { class: 'step-row step-row--wrap' }, env.canPlan?.() ? btn(`${id}-plan`, t('kolapsPlan'), env.openPlan,
        { 'aria-expanded': env.planOpen?.() ? 'true' : 'false' }) : null, rollsButton(env, id)),
      env.planPanel?.(),
      env.rollsPanel?.(),
      spend.allowed ? h('div', { class: 'kolaps-spend' },
        // Bounded at what is left (Loi 8-4), said beside the stepper at its top.
        num(ctx, `${id}-points`, t('kolapsPoints'), u, 'points', 0, left),
        u.points >= left ? h('p', { class: 'why', 'data-testid': `${id}-points-bound` }, t('kolapsPointsMax', { n: left })) : null,
        num(ctx, `${id}-spend-fatigue`, t('kolapsSpendFatigue'), u, 'fatigue', 0, 6),
        h('div', { class: 'step-row step-row--wrap' },
          toggle(`${id}-failed`, t('kolapsFailed'), u.failed, () => { u.failed = !u.failed; ctx.redraw(); }),
          toggle(`${id}-opposition`, t('kolapsOpposition'), u.opposition, () => { u.opposition = !u.opposition; ctx.redraw(); })),
        gatedRow(env, 'spend', [[`${id}-spend`, t('kolapsSpend'), () => env.run({ type: 'spend', points: u.points, fatigue: u.fatigue,
          ...(u.failed ? { failed: true } : {}), ...(u.opposition ? { opposition: true } : {}) }, 'spend'), 'spend', { class: 'tool tool--primary' }]])) : null,
      h('div', { class: 'step-row step-row--wrap' }, STATUSES.map(([sid, key]) =>
        toggle(`${id}-status-${sid}`, t(`kolapsStatus_${sid}`), sheet.statuses[key], () => env.run({ type: 'status', id: sid, on: !sheet.statuses[key] }, 'status')))),
      rulesTip(STATUS_RULES.map((r) => ruleText(sheet.ruleset, r)), `${id}-rules-status`),
      env.refusal('status'),
      moreActions(ctx, env, sheet, id, u),
    ]);
}
