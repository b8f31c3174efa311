// One card per KOLAPS character on the game screen (docs/sheets/kolaps.md):
// combativité, activation, fatigue, health, statuses, protection, weapons and
// XP as the core's sheet says, and every action of the sheet — new turn,
// spend (with fatigue, failure, opposition), lose, recover, se préparer,
// fatigue taken, wounds and what the protection absorbs, conscience rolls,
// weapon events, statuses, activation state, XP. Each tap is one action
// through env.run. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { stepper } from '../../ui/rows.mjs';
import { sideName } from './game.mjs';

const WOUNDS = ['sonne', 'legerement-blesse', 'blesse', 'etat-critique', 'hors-combat'];
const STATUSES = [['au-sol', 'auSol'], ['expose', 'expose'], ['cache', 'cache'], ['a-couvert', 'aCouvert']];
const EVENTS = ['tir', 'mitraillage', 'recharger', 'enrayee', 'reparer', 'detruite', 'lachee', 'ramasser'];
const ACTIVATION = ['reserve', 'en-attente', 'epuise'];

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool', 'data-testid': testid, onclick, ...attrs }, label);
const toggle = (testid, label, on, onclick) => btn(testid, label, onclick, { class: 'tool press-toggle', 'aria-pressed': on ? 'true' : 'false' });
const text = (m) => (m ? m[getLang()] ?? m.fr ?? '' : '');

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

/** The less frequent actions: wounds and the protection, conscience, weapons, XP. */
function moreActions(ctx, env, sheet, id, u) {
  const events = ctx.ruleset?.experience?.events ?? [];
  return h('details', { class: 'more', open: u.more ? true : null, ontoggle: (e) => { u.more = e.target.open; } },
    h('summary', { 'data-testid': `${id}-more` }, t('kolapsMore')),
    select(`${id}-wound-level`, t('kolapsWoundLevel'), WOUNDS.map((w) => ({ value: w, text: t(`kolapsWound_${w}`) })), u.wound,
      (v) => { u.wound = v; ctx.redraw(); }),
    h('div', { class: 'step-row step-row--wrap' },
      btn(`${id}-wound`, t('kolapsWound'), () => env.run({ type: 'wound', level: u.wound })),
      sheet.protection && !sheet.protection.ineffective && u.wound !== 'sonne'
        ? btn(`${id}-absorb`, t('kolapsAbsorb'), () => env.run({ type: 'protection', wound: u.wound })) : null,
      btn(`${id}-conscience`, t('kolapsConscience'), () => env.run({ type: 'conscience' }))),
    sheet.weapons.map((w, i) => h('div', { class: 'step-row step-row--wrap', 'data-testid': `${id}-weapon-${i}` },
      h('span', { class: 'step-row__label' }, t('kolapsWeapon', { name: w.name, state: t(`kolapsWeaponState_${w.state}`),
        uses: w.cadence ? `${w.usesLeft}/${w.cadence}` : '—' }), w.dropped ? ` · ${t('kolapsDropped')}` : ''),
      select(`${id}-weapon-${i}-event`, t('kolapsWeaponEvent'), EVENTS.map((e) => ({ value: e, text: t(`kolapsEvent_${e}`) })),
        u.events[i] ?? 'tir', (v) => { u.events[i] = v; ctx.redraw(); }),
      btn(`${id}-weapon-${i}-ok`, t('kolapsApply'), () => env.run({ type: 'weapon', index: i, event: u.events[i] ?? 'tir' })))),
    events.length ? h('div', { class: 'step-row step-row--wrap' },
      select(`${id}-xp-event`, t('kolapsXpEvent'), events.map((e) => ({ value: e.id, text: t(`kolapsXpEvent_${e.id}`, { n: e.xp }) })),
        u.xp ?? events[0].id, (v) => { u.xp = v; ctx.redraw(); }),
      btn(`${id}-xp`, t('kolapsXpAdd'), () => env.run({ type: 'xp', event: u.xp ?? events[0].id }))) : null,
    env.refusal?.('more') ?? null);
}

/** The card of character k. env = { snapshot, ui: per-card choices by k, run(action), openAttack(), attackPanel() }. */
export function drawCharacter(ctx, env, k) {
  const { player, sheet } = env.snapshot.sheets[k];
  const id = `kolaps-sheet-${k}`;
  // The actions the rules refuse now (the core's actions): disabled, why once under the row.
  const whys = new Set();
  const gated = (testid, label, action, attrs = {}) => {
    const g = env.gate?.(action.type) ?? { allowed: true, why: null };
    if (!g.allowed && g.why) whys.add(g.why);
    return btn(testid, label, () => env.run(action), { ...attrs, disabled: !g.allowed || attrs.disabled ? true : null,
      'aria-describedby': !g.allowed && g.why ? `${id}-why` : null });
  };
  const u = env.ui[k] ?? (env.ui[k] = { points: 1, fatigue: 0, failed: false, opposition: false, wound: 'sonne', events: {} });
  const out = sheet.horsCombat;
  return h('section', { class: `card${out ? ' card--destroyed' : ''}`, 'data-testid': id },
    h('h4', { class: 'card__title' }, `${sheet.name} — ${t('kolapsRank', { n: sheet.profile.rank })} — ${sideName(env.snapshot, player)}`),
    h('p', { class: 'lists-meta', 'data-testid': `${id}-state` }, stateLine(sheet)),
    out ? null : [
      h('div', { class: 'step-row step-row--wrap' },
        gated(`${id}-new-turn`, t('kolapsNewTurn'), { type: 'newTurn' }),
        btn(`${id}-attack`, t('kolapsAttack'), env.openAttack),
        gated(`${id}-lose`, t('kolapsLose'), { type: 'lose', points: 1 }, { disabled: sheet.combativite.current > 0 ? null : true }),
        gated(`${id}-recover`, t('kolapsRecover'), { type: 'recover' }),
        gated(`${id}-prepare`, t('kolapsPrepare'), { type: 'prepare' }),
        gated(`${id}-fatigue`, t('kolapsFatigueTaken'), { type: 'fatigue', points: 1, voluntary: false })),
      whys.size ? h('p', { class: 'why', id: `${id}-why`, 'data-testid': `${id}-why` }, [...whys].join(' · ')) : null,
      env.refusal?.() ?? null,
      env.attackPanel(),
      h('div', { class: 'kolaps-spend' },
        num(ctx, `${id}-points`, t('kolapsPoints'), u, 'points', 0, 12),
        num(ctx, `${id}-spend-fatigue`, t('kolapsSpendFatigue'), u, 'fatigue', 0, 6),
        h('div', { class: 'step-row step-row--wrap' },
          toggle(`${id}-failed`, t('kolapsFailed'), u.failed, () => { u.failed = !u.failed; ctx.redraw(); }),
          toggle(`${id}-opposition`, t('kolapsOpposition'), u.opposition, () => { u.opposition = !u.opposition; ctx.redraw(); }),
          gated(`${id}-spend`, t('kolapsSpend'), { type: 'spend', points: u.points, fatigue: u.fatigue,
            ...(u.failed ? { failed: true } : {}), ...(u.opposition ? { opposition: true } : {}) }, { class: 'tool tool--primary' })),
        env.refusal?.('spend') ?? null),
      h('div', { class: 'step-row step-row--wrap' }, STATUSES.map(([sid, key]) =>
        toggle(`${id}-status-${sid}`, t(`kolapsStatus_${sid}`), sheet.statuses[key], () => env.run({ type: 'status', id: sid, on: !sheet.statuses[key] })))),
      select(`${id}-activation`, t('kolapsActivation'), ACTIVATION.map((a) => ({ value: a, text: t(`kolapsActivation_${a}`) })),
        sheet.activation, (v) => env.run({ type: 'activation', state: v })),
      moreActions(ctx, env, sheet, id, u),
    ]);
}
