// One card per Epic formation on the game screen (docs/sheets/epic.md): units
// left per type against the break point, vehicles' hits, the order token
// (hidden until revealed: the card says a token lies there, not which), the
// retreat, dispersal, and every action of the sheet — new turn, place the
// token, reveal it, a casualty, a vehicle's hit, a morale test, a rally,
// embark / disembark, and "Attaquer…" (epic-attack-panel.mjs). Each tap is one
// action through env.run. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { sideName } from './game.mjs';
import { gatedRow } from '../../play/gated-row.mjs';
import { ruleText } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { foldedProfile } from '../../ui/profile.mjs';
import { epicProfile } from './profile.mjs';

const SITUATIONS = ['rupture', 'corps-a-corps', 'unites-speciales'];


function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: o.value === value ? true : null }, o.text))));
}

/** The unit's name in the ruleset (or its id). */
export const unitLabel = (ruleset, id) => nameOf(ruleset?.units?.find((u) => u.id === id)?.name) || id;
const orderName = (ruleset, id) => nameOf(ruleset?.orders?.find((o) => o.id === id)?.name) || id;

/** The order as the table sees it: hidden until revealed. */
function orderText(ruleset, sheet) {
  if (sheet.retraite) return t('epicOrderShown', { order: orderName(ruleset, 'retraite') });
  if (sheet.revealed) return t('epicOrderShown', { order: orderName(ruleset, sheet.order) });
  return sheet.orderGiven ? t('epicTokenHidden') : t('epicNoToken');
}

/** The state line: what a player glances at. */
function stateLine(ruleset, sheet) {
  const lang = getLang();
  return [
    t('epicUnitsLeft', { left: integer(lang, sheet.left), total: integer(lang, sheet.total), bp: integer(lang, sheet.breakPoint) }),
    orderText(ruleset, sheet),
    // What the order does, once the table knows it (retreat: always).
    ...(sheet.revealed || sheet.retraite ? [
      sheet.moveFactor !== 1 ? t('epicMoveFactor', { n: integer(lang, sheet.moveFactor) }) : null,
      sheet.moveMaxCm !== null && sheet.moveMaxCm !== undefined ? t('epicMoveMax', { n: integer(lang, sheet.moveMaxCm) }) : null,
      sheet.toHit ? t('epicToHit', { n: integer(lang, sheet.toHit, true) }) : null,
      sheet.faModifier ? t('epicFa', { n: integer(lang, sheet.faModifier, true) }) : null] : []),
    sheet.demoralisee ? t('epicDemoralisee') : null,
    sheet.retraite ? t('epicRetraite') : null,
    sheet.dispersee ? t('epicDispersee') : null,
  ].filter(Boolean).join(' · ');
}

/** One line per unit type: left, aboard, vehicles' hits, and its casualty button. */
function unitRows(ctx, env, sheet, id, over) {
  const lang = getLang();
  return sheet.units.map((u, i) => {
    const name = unitLabel(ctx.ruleset, u.unit);
    const hits = u.kind === 'vehicle' ? ` · ${t('epicHits', { hits: u.hitsTaken.map((x) => `${x}/${u.hitsToDestroy}`).join(', ') || '—' })}` : '';
    const aboard = u.transported ? ` · ${t('epicAboard', { n: integer(lang, u.transported) })}` : '';
    return h('div', { class: 'step-row step-row--wrap', 'data-testid': `${id}-unit-${i}` },
      h('span', { class: 'step-row__label', 'data-testid': `${id}-unit-${i}-left` },
        t('colon', { a: name, b: `${integer(lang, u.left)} / ${integer(lang, u.count)}${aboard}${hits}` })),
      over || !u.left ? null : gatedRow(env, `unit-${i}`, [
        u.kind === 'vehicle' ? [`${id}-unit-${i}-hit`, t('epicVehicleHit'), () => env.run({ type: 'vehicleHit', unit: u.unit }, `unit-${i}`), 'vehicleHit',
          { 'aria-label': t('epicVehicleHitOf', { unit: name }) }] : null,
        [`${id}-unit-${i}-loss`, t('epicLoss'), () => env.run({ type: 'casualties', unit: u.unit, n: 1 }, `unit-${i}`), 'casualties',
          { 'aria-label': t('epicLossOf', { unit: name }) }],
      ]));
  });
}

/** The less frequent actions: morale test, rally, transport. */
function moreActions(ctx, env, sheet, id, u) {
  return h('details', { class: 'more', open: u.more ? true : null, ontoggle: (e) => { u.more = e.target.open; } },
    h('summary', { 'data-testid': `${id}-more` }, t('epicMore')),
    select(`${id}-situation`, t('epicSituation'), SITUATIONS.map((s) => ({ value: s, text: t(`epicSituation_${s}`) })), u.situation,
      (v) => { u.situation = v; ctx.redraw(); }),
    gatedRow(env, 'morale', [
      [`${id}-morale`, t('epicMoraleTest'), () => env.run({ type: 'moraleTest', situation: u.situation }, 'morale'), 'moraleTest'],
      [`${id}-rally`, t('epicRally'), () => env.run({ type: 'rally' }, 'morale'), 'rally']]),
    sheet.units.map((x, i) => (x.left ? gatedRow(env, `transport-${i}`, [
      x.left > x.transported ? [`${id}-unit-${i}-embark`, t('epicEmbark'), () => env.run({ type: 'embark', unit: x.unit }, `transport-${i}`), 'embark'] : null,
      x.transported ? [`${id}-unit-${i}-disembark`, t('epicDisembark'), () => env.run({ type: 'disembark', unit: x.unit }, `transport-${i}`), 'disembark'] : null,
      x.transported ? [`${id}-unit-${i}-loss-aboard`, t('epicLossAboard'), () => env.run({ type: 'casualties', unit: x.unit, n: 1, aboard: true }, `transport-${i}`), 'casualties'] : null],
    [], h('span', { class: 'step-row__label' }, unitLabel(ctx.ruleset, x.unit))) : null)));
}

/**
 * The card of formation k. env = { snapshot, ui: per-card choices by k,
 * run(action, at, done): one action (a refusal shown at `at`; done() once
 * the core took it), refusal(at), gate(type, off): what the rules allow now
 * (the sheet's `actions`), id, openAttack(), attackPanel(), canPlan, planOpen,
 * openPlan(), planPanel() ("Planifier": plan.mjs) }.
 */
export function drawFormation(ctx, env, k) {
  const { player, sheet } = env.snapshot.sheets[k];
  const id = `epic-sheet-${k}`;
  const orders = (ctx.ruleset?.orders ?? []).filter((o) => o.givenByPlayer);
  const u = env.ui[k] ?? (env.ui[k] = { order: orders[0]?.id ?? 'avance', situation: 'rupture' });
  const over = sheet.dispersee || sheet.left === 0;
  return h('section', { class: `card${over ? ' card--destroyed' : ''}`, 'data-testid': id },
    h('h4', { class: 'card__title' }, `${sheet.name} — ${sideName(env.snapshot, player)}`),
    h('p', { class: 'lists-meta', 'data-testid': `${id}-state` }, stateLine(ctx.ruleset, sheet)),
    foldedProfile(sheet.units.map((x) => [epicProfile(ctx.ruleset, { unit: x.unit }), x.unit])
      .map(([p, unit]) => p && { ...p, title: unitLabel(ctx.ruleset, unit) }),
      ctx.ruleset?.id, `${id}-profile`),
    unitRows(ctx, { ...env, rule: null }, sheet, id, over),
    over ? null : [
      // The token is placed face down: once placed, the choice is no longer shown (unless changed).
      // The frequent actions first: the order token, reveal, attack; the casualties above; the rare ones under Plus.
      sheet.mayReceiveOrder && !sheet.revealed && (!sheet.orderGiven || u.changing) ? [
        select(`${id}-order`, t('epicOrder'), orders.map((o) => ({ value: o.id, text: nameOf(o.name) })), u.order,
          (v) => { u.order = v; ctx.redraw(); }),
        rulesTip(orders.map((o) => ruleText(sheet.ruleset ?? ctx.ruleset?.id, o.id)), `${id}-rules-orders`),
        gatedRow(env, 'order', [[`${id}-order-place`, t('epicPlaceToken'), () => {
          // What was chosen is kept until the core takes it (a refusal leaves the choice).
          const order = u.order;
          env.run({ type: 'order', order }, 'order', () => Object.assign(u, { order: orders[0]?.id ?? 'avance', changing: false }));
        }, 'order']])] : null,
      gatedRow(env, 'row', [
        sheet.mayReceiveOrder && !sheet.revealed && sheet.orderGiven && !u.changing
          ? [`${id}-order-change`, t('epicChangeToken'), () => { u.changing = true; ctx.redraw(); }, null] : null,
        sheet.revealed ? null : [`${id}-reveal`, t('epicReveal'), () => env.run({ type: 'reveal' }, 'row'), 'reveal'],
        [`${id}-attack`, t('epicAttack'), env.openAttack, null],
        // In the shooting phase only (a shot out of it is refused in the attack panel, with why).
        env.fire && !sheet.fired && env.snapshot.turn?.phase === 'shooting' ? [`${id}-fired`, t('epicFiredOne'), env.fire, 'fired'] : null,
        env.canPlan ? [`${id}-plan`, t('epicPlan'), env.openPlan, null, { 'aria-expanded': String(!!env.planOpen) }] : null]),
      env.attackPanel(),
      env.planPanel?.(),
      moreActions(ctx, env, sheet, id, u),
    ]);
}
