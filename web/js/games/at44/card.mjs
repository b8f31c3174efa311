// One compact card per AT-44 unit sheet (docs/sheets/at44.md) on the game
// screen: models left, Moral state and the tests to take, casualties (the
// leader or the officer among them, Medic), activation, move / run / fire /
// overwatch fire, "Attaquer…" (at44-attack-panel.mjs), the Moral test,
// attitudes, engaged / mise à terre, and each vehicle's PS with a châssis
// hit (Autoréparation). Every tap is one sheet action through env.run.
// Everything is set as text, never as HTML.
import { t, getLang, nameOf as text } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { playerName } from './game.mjs';
import { toggle } from '../../ui/rows.mjs';
import { gatedRow } from '../../play/gated-row.mjs';
import { actionRule, ruleText } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { foldedProfile } from '../../ui/profile.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { sheetProfile } from './profile.mjs';

const off = (cond) => (cond ? true : null);

/** The casualty button and what may be among the losses (leader, officer, Medic's one damage fewer, as the table reads it). */
function casualtyRow(ctx, env, sheet, id, k) {
  const S = env.ui;
  const flip = (map) => () => { map[k] = !map[k]; ctx.redraw(); };
  const medic = sheet.medic?.has && !sheet.medic.usedThisTurn;
  return h('div', { class: 'step-row step-row--wrap' },
    btn(`${id}-casualty`, t('at44SheetCasualty'), () => env.run({ type: 'casualties', n: 1, ...(S.leader[k] ? { leader: true } : {}),
      ...(S.officer[k] && sheet.officer !== null ? { officer: true } : {}), ...(S.medic[k] && medic ? { medic: true, ...(env.snapshot.readings ? { readings: env.snapshot.readings } : {}) } : {}) })),
    toggle(`${id}-leader`, t('at44SheetLeader'), S.leader[k], flip(S.leader)),
    sheet.officer !== null ? toggle(`${id}-officer`, t('at44SheetOfficer'), S.officer[k], flip(S.officer)) : null,
    medic ? toggle(`${id}-medic`, t('at44SheetMedic'), S.medic[k], flip(S.medic)) : null);
}

/** Each vehicle's PS, with a châssis hit (Autoréparation: one damage fewer). */
function vehicleRows(ctx, env, sheet, id, k) {
  const S = env.ui;
  return (sheet.vehicles ?? []).map((v, j) => h('div', { class: 'step-row step-row--wrap', 'data-testid': `${id}-vehicle-${j}` },
    h('span', { class: 'step-row__label' }, t('at44SheetVehicle', { n: j + 1, chassis: v.chassis, max: sheet.locations.chassis,
      propulsion: v.propulsion.join('/'), weapons: v.weapons.join('/') }), v.destroyed ? ` — ${t('at44SheetDestroyed')}` : ''),
    v.destroyed ? null : btn(`${id}-vehicle-${j}-hit`, t('at44SheetHit'), () => env.run({ type: 'vehicleDamage',
      ...(sheet.vehicles.length > 1 ? { vehicle: j } : {}), location: 'chassis', points: 1,
      ...(S.autoRepair[`${k}-${j}`] && sheet.autoRepair && !v.autoRepairUsed ? { autoRepair: true } : {}) })),
    !v.destroyed && sheet.autoRepair && !v.autoRepairUsed ? toggle(`${id}-vehicle-${j}-autorepair`, t('at44SheetAutoRepair'),
      S.autoRepair[`${k}-${j}`], () => { S.autoRepair[`${k}-${j}`] = !S.autoRepair[`${k}-${j}`]; ctx.redraw(); }) : null));
}

/** The "Activer" item: free for a unit led by an officer, its CP said for one without (paid with the card, env.activate). */
function activateItem(env, id, sheet, gate) {
  const officerless = sheet.officer === null || sheet.officer === undefined;
  const label = officerless ? t('at44SheetActivateCost', { n: env.withoutOfficerCp ?? 1 }) : t('at44SheetActivate');
  return [`${id}-activate`, label, () => env.activate(true), officerless ? 'activatePaid' : 'activate', { disabled: sheet.activated ? true : null }];
}

/**
 * The card of sheet k. env = { snapshot, turn, ui (the screen's per-card
 * choices), run(action), gate(type) (the core's actions: { allowed, why }),
 * refusal() (the refusal of this card's actions, beside them), openAttack(),
 * attackPanel(), and the planner's canPlan(), openPlan(), planOpen(), planPanel() }. The frequent actions first (activation, move, run, fire,
 * attack), each disabled with why when the rules refuse it now; the rare ones
 * (casualties, Moral test, attitudes, engaged / mise à terre, vehicles' PS)
 * grouped under "Autres actions".
 */
export function drawCard(ctx, env, k) {
  const { player, sheet } = env.snapshot.sheets[k];
  const S = env.ui;
  const id = `at44-sheet-${k}`;
  const lang = getLang();
  const m = sheet.morale;
  const trigger = S.trigger[k] ?? m.pending[0] ?? m.triggers[0]?.id;
  const infantry = sheet.type === 'infanterie';
  const alert = sheet.attitudes.some((a) => a.id === 'etat-d-alerte' && a.on);
  const officerless = sheet.officer === null || sheet.officer === undefined;
  // "Activer" also needs the player's turn to play a card (the turn's mayActivate).
  // ('activatePaid': a unit without an officer paying its CP.)
  const gate = (type) => {
    const own = env.gate?.(type === 'activatePaid' ? 'activate' : type) ?? { allowed: true, why: null };
    if (!own.allowed || !type.startsWith('activate')) return own;
    return env.mayActivate?.(type === 'activatePaid') ?? own;
  };
  // The frequent actions, gated by the core's actions (play/gated-row.mjs: the reasons said once under
  // the row); one already done this turn is off without a reason.
  const rowEnv = { id, gate: (type, done) => (done ? { allowed: false, why: null } : gate(type)), refusal: () => env.refusal?.() ?? null,
    rule: (type) => actionRule(sheet.ruleset, 'at44Sheet', type === 'activatePaid' ? 'activate' : type) };
  const item = (testid, label, type, action, done = false) => [`${id}-${testid}`, label, () => env.run(action), type, { disabled: done }];
  const row = gatedRow(rowEnv, 'main', [
    activateItem(env, id, sheet, gate),
    officerless && !sheet.activated ? [`${id}-activate-idle`, t('at44SheetActivateIdle'), () => env.activate(false), 'activate'] : null,
    item('move', t('at44SheetMove'), 'move', { type: 'move', run: false }, sheet.moved),
    item('run', t('at44SheetRun'), 'move', { type: 'move', run: true }, sheet.moved),
    item('fire', t('at44SheetFire'), 'fire', { type: 'fire' }, sheet.fired),
    alert ? item('alert-fire', t('at44SheetAlertFire'), 'alertFire', { type: 'alertFire' }) : null,
  ], [btn(`${id}-attack`, t('at44SheetAttack'), env.openAttack, { class: 'tool tool--primary' }),
    env.canPlan?.() ? btn(`${id}-plan`, t('at44Plan'), env.openPlan, { 'aria-expanded': String(!!env.planOpen?.()) }) : null]);
  const moraleGate = gate('moraleTest');
  return h('section', { class: `card${sheet.destroyed ? ' card--destroyed' : ''}`, 'data-testid': id },
    h('h4', { class: 'card__title' }, `${sheet.name || text(sheet.unitName)} — ${playerName(env.turn, player)}`),
    foldedProfile(sheetProfile(loaded.get(sheet.ruleset), sheet), sheet.ruleset, `${id}-profile`),
    h('p', { class: 'lists-meta', 'data-testid': `${id}-state` }, [
      t('at44SheetLeft', { left: integer(lang, sheet.left), count: integer(lang, sheet.count) }),
      t(`at44Morale_${m.state}`), t('at44SheetMoral', { n: m.value }),
      sheet.activated ? t('at44SheetActivated') : null, sheet.idle ? t('at44SheetIdle') : null, sheet.moved ? t(sheet.ran ? 'at44SheetRan' : 'at44SheetMoved') : null,
      sheet.fired ? t('at44SheetFired') : null, sheet.engaged ? t('at44SheetEngaged') : null,
      sheet.pinned ? t('at44SheetPinned') : null, sheet.destroyed ? t('at44SheetDestroyed') : null,
      m.mustTest.length ? t('at44SheetMustTest', { n: m.mustTest.length }) : null].filter(Boolean).join(' · ')),
    sheet.destroyed ? null : [
      row,
      env.attackPanel(),
      env.planPanel?.() ?? null,
      h('details', { class: 'card__more', 'data-testid': `${id}-more`, open: S.more?.[k] ? true : null,
        ontoggle: (e) => { (S.more ??= {})[k] = e.currentTarget.open; } },
      h('summary', {}, t('at44SheetMore')),
      infantry ? casualtyRow(ctx, env, sheet, id, k) : null,
      h('div', { class: 'step-row step-row--wrap' },
        h('select', { class: 'input', 'data-testid': `${id}-trigger`, 'aria-label': t('at44SheetTrigger'),
          onchange: (e) => { S.trigger[k] = e.target.value; } },
        m.triggers.map((x) => h('option', { value: x.id, selected: x.id === trigger ? true : null }, text(x)))),
        toggle(`${id}-objective`, t('at44SheetObjective'), S.objective[k], () => { S.objective[k] = !S.objective[k]; ctx.redraw(); }),
        btn(`${id}-morale`, t('at44SheetMoraleTest'), () => env.run({ type: 'moraleTest', trigger: S.trigger[k] ?? trigger, objective: !!S.objective[k] }),
          { disabled: off(!moraleGate.allowed), title: moraleGate.why ?? null }),
        btn(`${id}-morale-auto`, t('at44SheetMoraleAuto', { n: m.autoSuccessCp }),
          () => env.run({ type: 'moraleTest', trigger: S.trigger[k] ?? trigger, objective: !!S.objective[k], autoSuccess: true }),
          { disabled: off(!moraleGate.allowed), title: moraleGate.why ?? null })),
      !moraleGate.allowed && moraleGate.why ? h('p', { class: 'why', 'data-testid': `${id}-morale-why` }, moraleGate.why) : null,
      h('div', { class: 'step-row step-row--wrap' }, sheet.attitudes.map((a) =>
        toggle(`${id}-attitude-${a.id}`, t('at44Cost', { name: text(a.name), n: a.cp }), a.on, () => env.run({ type: 'attitude', id: a.id, on: !a.on })))),
      rulesTip(sheet.attitudes.map((a) => ruleText(sheet.ruleset, a.id)), `${id}-rules-attitudes`),
      infantry ? h('div', { class: 'step-row step-row--wrap' },
        toggle(`${id}-engaged`, t('at44SheetEngagedToggle'), sheet.engaged, () => env.run({ type: 'engaged', on: !sheet.engaged })),
        toggle(`${id}-pinned`, t('at44SheetPinnedToggle'), sheet.pinned, () => env.run({ type: 'pinned' }), { disabled: off(sheet.pinned) })) : null,
      vehicleRows(ctx, env, sheet, id, k)),
    ]);
}
