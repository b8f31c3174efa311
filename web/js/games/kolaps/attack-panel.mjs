// "Agir sur…" on a KOLAPS character card: the action and the weapon, the
// target of the other Unité, the distance in zones, the oppositions the
// target plays (à couvert, se cacher, esquive, parade: their combativité
// shown) and the terrain; the odds of the calc request built from both
// sheets (kolaps-attack.mjs); then the real result — failure, double 1, a
// wound, absorbed by the protection or not — sent as the core's `attack` move
// by `commit(args)`, which puts it on both sheets in one undo step.
// Everything is set as text, never as HTML.
import { t, getLang, both } from '../../platform/words.mjs';
import { levelOdds } from '../../play/luck.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, percent } from '../../platform/format.mjs';
import { stepper } from '../../ui/rows.mjs';
import { ruleText } from '../../platform/glossary.mjs';
import { ruled, rulesTip } from '../../ui/rule-tip.mjs';
import { ACTIONS, OPPOSITIONS, targetsOf, weaponsOf, weaponsFor, actionsOf, actionRequest, oppositionCost, attackArgs, mishapTable, fireproof, CHARGE_MOVES } from './attack.mjs';

const ID = 'kolaps-attack';
const OUTCOMES = ['failure', 'mishap', 'sonne', 'legerement-blesse', 'blesse', 'etat-critique', 'hors-combat'];
const toggle = (testid, label, on, onclick) => btn(testid, label, onclick, { class: 'tool press-toggle', 'aria-pressed': on ? 'true' : 'false' });

function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: String(o.value) === String(value) ? true : null }, o.text))));
}

/** A fresh panel state for character k (null without a weapon or a target). */
export function newKolapsAttack(snapshot, k) {
  const sheet = snapshot.sheets[k].sheet;
  const targets = targetsOf(snapshot, k);
  const actions = actionsOf(sheet);
  if (!weaponsOf(sheet).length || !targets.length || !actions.length) return null;
  // A shot when it has a weapon that shoots, else what it can do (strike).
  const action = actions.some((x) => x.id === 'tir') ? 'tir' : actions[0].id;
  return { from: k, to: targets[0], action, weapon: weaponsFor(sheet, action)[0].index, distance: 1, couvert: '', seCacher: '', esquive: false,
    parade: '', terrain: '', assaut: '', extra: 0, real: { outcome: 'failure', absorbed: false } };
}

function drawOdds(request, reply) {
  const lang = getLang();
  const row = (label, testid, p) => [h('dt', {}, label), h('dd', { 'data-testid': `${ID}-${testid}` }, percent(lang, p))];
  const o = reply.outcomes ?? {};
  return h('dl', { class: 'odds', 'data-testid': `${ID}-odds`, 'data-request': JSON.stringify(request) }, [
    row(t('kolapsOddsSuccess'), 'success', reply.success), row(t('kolapsOddsMishap'), 'mishap', reply.mishap),
    ...['sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'].map((w) => row(t(`kolapsWound_${w.replace(/_/g, '-')}`), `out-${w}`, o[w] ?? 0)),
    reply.absorbs !== undefined ? row(t('kolapsOddsAbsorbs'), 'absorbs', reply.absorbs) : null,
  ].filter(Boolean).flat());
}

/** The oppositions the target may play against this action, with their dice-free cost shown by the core's ruleset. */
function drawOppositions(ctx, a, far) {
  const levels = (key, label, values) => select(`${ID}-${key}`, label, [{ value: '', text: t('kolapsNone') },
    ...values.map((v) => ({ value: v, text: t(`kolapsLevel_${v}`) }))], a[key], (v) => { a[key] = v; ctx.redraw(); });
  if (far) {
    return [levels('couvert', t('kolapsOppCouvert'), ['leger', 'lourd']), levels('seCacher', t('kolapsOppSeCacher'), ['leger', 'lourd']),
      levels('terrain', t('kolapsOppTerrain'), ['leger', 'lourd', 'total']), levels('assaut', t('kolapsOppAssaut'), ['marche', 'course'])];
  }
  return [a.action !== 'charger' ? toggle(`${ID}-esquive`, t('kolapsOppEsquive'), a.esquive, () => { a.esquive = !a.esquive; ctx.redraw(); }) : null,
    a.action !== 'bout_portant' ? levels('parade', t('kolapsOppParade'), ['arme', 'bouclier']) : null];
}

/** The third die of a double 1 and the table's line (9-10 incident de tir, 9-18 maladresse). */
function drawMishap(ctx, ruleset, a) {
  const table = mishapTable(ruleset, a.action);
  const die = a.real.mishapDie ?? 6;
  a.real.mishapDie = die;
  const line = table?.entries.find((e) => e.die === die);
  return [stepper(`${ID}-mishap-die`, t('kolapsMishapDie', { name: table?.name?.[getLang()] ?? table?.name?.fr ?? '' }), integer(getLang(), die),
    die > 1 ? () => { a.real.mishapDie = die - 1; ctx.redraw(); } : null, die < 6 ? () => { a.real.mishapDie = die + 1; ctx.redraw(); } : null),
  line ? h('p', { class: 'lists-meta', 'data-testid': `${ID}-mishap-line` }, line.text) : null];
}

// The results of an action from the worst to the best for the one who acts
// (the calculation's `outcomes` after protection).
const LADDER = ['mishap', 'failure', 'sonne', 'legerement-blesse', 'blesse', 'etat-critique', 'hors-combat'];

/** A result's probability in the calculation (mishap and failure at its top, the others in `outcomes`). */
const chanceOf = (reply, o) => (o === 'mishap' || o === 'failure' ? reply[o] : reply.outcomes?.[o.replace(/-/g, '_')]);

/**
 * Whether the result chosen could come from the dice (its probability in
 * the calculation above 0): else refused, with the results that are possible.
 */
function outcomeGate(a, reply) {
  // Absorbed by the protection: the chosen result is the roll's, before it (the calculation's are after).
  const p = reply && !a.real.absorbed ? chanceOf(reply, a.real.outcome) : undefined;
  if (p === undefined || p === null || p > 0) return { allowed: true, why: null };
  const can = LADDER.filter((o) => (chanceOf(reply, o) ?? 0) > 0).map((o) => t(`kolapsOutcome_${o}`));
  return { allowed: false, why: t('resultImpossible', { value: t(`kolapsOutcome_${a.real.outcome}`), possible: can.join(', ') || '—' }) };
}

/** The action's log line with its odds (play/luck.mjs): where its result stands on the ladder. */
function attackLine(snapshot, a, reply) {
  if (!reply) return [];
  const got = a.real.absorbed && !['failure', 'mishap', 'sonne'].includes(a.real.outcome) ? 'sonne' : a.real.outcome;
  const probs = LADDER.map((o) => chanceOf(reply, o) ?? 0);
  const head = both('kolapsLuckAttack', { from: snapshot.sheets[a.from].sheet.name, to: snapshot.sheets[a.to].sheet.name });
  const said = both(`kolapsOutcome_${got}`);
  return [{ fr: `${head.fr} ${said.fr}`, en: `${head.en} ${said.en}`,
    odds: [{ ...levelOdds(probs, LADDER.indexOf(got)), side: snapshot.sheets[a.from].player }] }];
}

/**
 * The panel under character a.from. commit(args, extraLog) sends the attack move;
 * close() drops it; gate(k, type): what the rules allow character k now;
 * refusal(): a refused "Appliquer"'s alert, beside it (the panel and what
 * was chosen stay); tryMove(args): whether the core would take the attack
 * now ({ allowed, why }), said before the tap.
 */
export function drawKolapsAttack(ctx, snapshot, ruleset, a, commit, close, { gate = () => ({ allowed: true }), refusal = () => null, tryMove = () => ({ allowed: true }) } = {}) {
  const me = snapshot.sheets[a.from].sheet;
  const targets = targetsOf(snapshot, a.from);
  if (!targets.includes(a.to)) a.to = targets[0];
  if (a.to === undefined) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-none` }, t('noTargetYet'));
  const them = snapshot.sheets[a.to].sheet;
  // Only what its weapons allow: a melee-only character is offered no shot.
  const actions = actionsOf(me);
  if (!actions.some((x) => x.id === a.action)) a.action = actions[0]?.id ?? a.action;
  const weapons = weaponsFor(me, a.action);
  if (!weapons.some((x) => x.index === a.weapon) && weapons.length) a.weapon = weapons[0].index;
  const far = ACTIONS.find((x) => x.id === a.action)?.far;
  const request = actionRequest(snapshot, a);
  let odds;
  let reply = null;
  try { reply = ctx.auspex.calc(request); odds = drawOdds(request, reply); } catch (error) {
    odds = h('p', { class: 'error', 'data-testid': `${ID}-error` }, ctx.messageOf(error));
  }
  const cost = oppositionCost(snapshot, ruleset, a);
  const lang = getLang();
  // The one who acts: the active character (or one en attente), with combativité left (the core's word).
  const acting = gate(a.from, 'act');
  let ok = acting.allowed ? outcomeGate(a, reply) : { allowed: false, why: t('kolapsWhoWhy', { name: me.name, why: acting.why ?? '' }) };
  // What else the core would refuse (the combativité each one has left: Loi 8-4), before the tap.
  if (ok.allowed) ok = tryMove(attackArgs(a, a.real, snapshot.readings));
  return h('div', { class: 'shot-panel', 'data-testid': `${ID}-panel` },
    h('h4', { class: 'cu-sub' }, t('kolapsAttackOf', { name: me.name })),
    // The action chosen, and what the target may oppose: each rule at a tap.
    ruled(select(`${ID}-action`, t('kolapsAction'), actions.map((x) => ({ value: x.id, text: t(`kolapsAction_${x.id}`) })), a.action,
      (v) => { a.action = v; ctx.redraw(); }), ruleText(me.ruleset, ACTIONS.find((x) => x.id === a.action)?.rule), `${ID}-action-rule`),
    rulesTip(Object.values(OPPOSITIONS).map((id) => ruleText(me.ruleset, id)), `${ID}-rules-oppositions`),
    actions.some((x) => x.far) ? null : h('p', { class: 'why', 'data-testid': `${ID}-no-shot` }, t('kolapsNoShot', { name: me.name })),
    // A charge is a walk, a run or a sprint before the blow (Loi 9-20: its cost and fatigue are the move's + 1).
    a.action === 'charger' ? select(`${ID}-move`, t('kolapsChargeMove'), CHARGE_MOVES.map((m) => ({ value: m, text: t(`kolapsChargeMove_${m}`) })),
      a.move ?? 'marche', (v) => { a.move = v; ctx.redraw(); }) : null,
    select(`${ID}-weapon`, t('weapon'), weapons.map(({ index, weapon }) => ({ value: index, text: weapon.name })), a.weapon,
      (v) => { a.weapon = Number(v); ctx.redraw(); }),
    select(`${ID}-target`, t('target'), targets.map((j) => ({ value: j, text: snapshot.sheets[j].sheet.name })), a.to,
      (v) => { a.to = Number(v); ctx.redraw(); }),
    far ? stepper(`${ID}-distance`, t('kolapsDistance'), integer(lang, a.distance), a.distance > 0 ? () => { a.distance -= 1; ctx.redraw(); } : null,
      a.distance < 20 ? () => { a.distance += 1; ctx.redraw(); } : null) : null,
    drawOppositions(ctx, a, far),
    // Against an Ignifugé protection: is this attack based on fire? (the player's say, 11-30)
    fireproof(them) ? toggle(`${ID}-feu`, t('kolapsFeu'), !!a.feu, () => { a.feu = !a.feu; ctx.redraw(); }) : null,
    cost.points ? h('p', { class: 'lists-meta', 'data-testid': `${ID}-opposition-cost` }, t('kolapsOppCost', { name: them.name, n: cost.points, f: cost.fatigue })) : null,
    odds,
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    select(`${ID}-outcome`, t('kolapsOutcome'), OUTCOMES.map((o) => ({ value: o, text: t(`kolapsOutcome_${o}`) })), a.real.outcome,
      (v) => { a.real.outcome = v; ctx.redraw(); }),
    a.real.outcome === 'mishap' ? drawMishap(ctx, ruleset, a) : null,
    them.protection && !them.protection.ineffective && !['failure', 'mishap', 'sonne'].includes(a.real.outcome)
      ? toggle(`${ID}-absorbed`, t('kolapsAbsorb'), a.real.absorbed, () => { a.real.absorbed = !a.real.absorbed; ctx.redraw(); }) : null,
    h('div', { class: 'step-row step-row--wrap' },
      btn(`${ID}-apply`, t('applyResult'), () => commit(attackArgs(a, a.real, snapshot.readings), attackLine(snapshot, a, reply)),
        { class: 'tool tool--primary', disabled: ok.allowed ? null : true, 'aria-describedby': ok.allowed ? null : `${ID}-apply-why` }),
      btn(`${ID}-cancel`, t('diceCancel'), close, { class: 'tool tool--quiet' })),
    ok.allowed ? null : h('p', { class: 'why', id: `${ID}-apply-why`, 'data-testid': `${ID}-apply-why` }, ok.why),
    refusal());
}
