// "Attaquer…" on an Epic formation sheet: shooting or assault, the unit type
// and how many fire, the weapon, the target formation and unit type, its
// terrain, the facing (and heavy) of a vehicle, the place in a multiple
// combat; the odds the core reads from both sheets (the game's op "odds",
// core/epic/game_odds.cpp), shown with their request; then the real result —
// models destroyed, hits not saved on vehicles, the assault won or lost — sent
// as the `attack` move, which the core puts on the sheets (and refuses when
// its dice could never give it). Everything is set as text, never as HTML.
import { t, getLang, both } from '../../platform/words.mjs';
import { countOdds, levelOdds } from '../../play/luck.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, percent, decimal, atLeast } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { stepper } from '../../ui/rows.mjs';
import { targetsOf, shootersOf, weaponsOf, rulesetFor, atVehicle, asksModifier, terrainsFor, realMax, damagedOf }
  from './attack.mjs';

const ID = 'epic-attack';
const FACINGS = ['front', 'side', 'rear'];
const AT_LEAST_ROWS = 4;
const toggle = (testid, label, on, onclick) => btn(testid, label, onclick, { class: 'tool press-toggle', 'aria-pressed': on ? 'true' : 'false' });

function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: String(o.value) === String(value) ? true : null }, o.text))));
}

function num(ctx, testid, label, state, key, min, max, signed = false) {
  const v = state[key] ?? 0;
  return stepper(testid, label, integer(getLang(), v, signed), v > min ? () => { state[key] = v - 1; ctx.redraw(); } : null,
    v < max ? () => { state[key] = v + 1; ctx.redraw(); } : null);
}

const unitName = (ruleset, id) => nameOf(ruleset?.units?.find((u) => u.id === id)?.name) || id;
const sheetName = (rulesets, sheet) => sheet.name || sheet.units.map((u) => unitName(rulesetFor(rulesets, sheet.ruleset), u.unit)).join(', ');

/** A fresh panel state for sheet k (null without a unit able to attack or a target). */
export function newEpicAttack(snapshot, k) {
  const shooters = shootersOf(snapshot.sheets[k].sheet);
  const targets = targetsOf(snapshot, k);
  if (!shooters.length || !targets.length) return null;
  return { kind: 'shoot', k, unit: shooters[0].unit, count: shooters[0].count, weapon: '', target: targets[0], targetUnit: '',
    terrain: '', facing: 'front', heavy: false, position: 1, modifier: 0, real: { n: 0, outcome: 'won' } };
}

/** Keeps the state within what the sheets and the ruleset hold now (after an undo, a change of unit…). */
function settle(snapshot, rulesets, a) {
  const shooters = shootersOf(snapshot.sheets[a.k].sheet);
  const shooter = shooters.find((s) => s.unit === a.unit) ?? shooters[0];
  if (shooter && shooter.unit !== a.unit) Object.assign(a, { unit: shooter.unit, count: shooter.count, weapon: '' });
  if (shooter) a.count = Math.min(Math.max(1, a.count ?? shooter.count), shooter.count);
  const weapons = weaponsOf(rulesetFor(rulesets, snapshot.sheets[a.k].sheet.ruleset), a.unit);
  if (!weapons.some((w) => w.id === a.weapon)) a.weapon = weapons[0]?.id ?? '';
  const targets = targetsOf(snapshot, a.k);
  if (!targets.includes(a.target)) a.target = targets[0];
  if (a.target === undefined) return { shooters, targets };
  const them = snapshot.sheets[a.target].sheet;
  const units = shootersOf(them);
  if (!units.some((u) => u.unit === a.targetUnit)) { a.targetUnit = units[0]?.unit ?? ''; a.real.n = 0; }
  const kind = units.find((u) => u.unit === a.targetUnit)?.kind;
  if (a.terrain && !terrainsFor(rulesetFor(rulesets, them.ruleset), kind).some((x) => x.id === a.terrain)) a.terrain = '';
  a.real.n = Math.min(a.real.n ?? 0, realMax(snapshot, a));
  return { shooters, targets, units, weapons };
}

function drawShotOdds(request, reply, vehicle, damaged) {
  const lang = getLang();
  const row = (label, testid, value) => [h('dt', {}, label), h('dd', { 'data-testid': `${ID}-${testid}` }, value)];
  const needed = reply.needed <= 6 ? `${reply.needed}+` : t('epicOddsSevenPlus', { n: Math.min(6, reply.needed - 3) });
  const meanOf = (d) => (d ?? []).reduce((sum, p, k) => sum + p * k, 0);
  const at = atLeast(reply.casualties ?? [1]);
  const rows = [row(t('epicOddsNeeded'), 'needed', needed), row(t('epicOddsHit'), 'hit', percent(lang, reply.hitChance)),
    vehicle ? row(t('epicOddsSaveNeeded'), 'save-needed', reply.saveNeeded <= 6 ? `${reply.saveNeeded}+` : '—') : null,
    row(t('epicOddsSave'), 'save', percent(lang, reply.saveChance)),
    row(t('epicOddsMeanHits'), 'mean-hits', decimal(lang, reply.meanHits)),
    vehicle ? row(t('epicOddsMeanUnsaved'), 'mean-unsaved', decimal(lang, meanOf(reply.unsaved))) : null,
    row(t('epicOddsMeanCasualties'), 'mean-casualties', decimal(lang, reply.meanCasualties)),
    // Each shooter designating its target model (the table's reading): how many fire at each.
    reply.split ? row(t('epicOddsSplit'), 'split', reply.split.filter((k) => k > 0).map((k) => integer(lang, k)).join(' + ')) : null,
    ...at.slice(1, 1 + AT_LEAST_ROWS).map((p, i) => row(t('epicOddsAtLeast', { n: i + 1 }), `at-least-${i + 1}`, percent(lang, p))),
    vehicle ? row(t('epicOddsDestroyed'), 'destroyed', percent(lang, reply.destroyed ?? 0)) : null].filter(Boolean);
  return [vehicle && reply.hurts === false ? h('p', { class: 'lists-meta', 'data-testid': `${ID}-no-hurt` }, t('epicOddsNoHurt')) : null,
    damaged ? h('p', { class: 'lists-meta', 'data-testid': `${ID}-damaged` }, t('epicAttackDamaged', { n: request.target.vehicle.hitsToDestroy })) : null,
    h('dl', { class: 'odds', 'data-testid': `${ID}-odds`, 'data-request': JSON.stringify(request) }, rows.flat())];
}

function drawAssaultOdds(request, reply) {
  const lang = getLang();
  const row = (label, testid, p) => [h('dt', {}, label), h('dd', { 'data-testid': `${ID}-${testid}` }, percent(lang, p))];
  return h('dl', { class: 'odds', 'data-testid': `${ID}-odds`, 'data-request': JSON.stringify(request) },
    [row(t('epicOddsWin'), 'win', reply.win), row(t('epicOddsLose'), 'lose', 1 - reply.win)].flat());
}

/**
 * The attack's log line with its odds (play/luck.mjs), read from the
 * calculation's: a shot's casualties (a vehicle's hits not saved), an
 * assault won or lost.
 */
function attackLine(snapshot, rulesets, a, reply, vehicle) {
  if (!reply) return [];
  const side = snapshot.sheets[a.k].player;
  const from = sheetName(rulesets, snapshot.sheets[a.k].sheet);
  const to = sheetName(rulesets, snapshot.sheets[a.target].sheet);
  if (a.kind === 'assault') {
    const won = a.real.outcome === 'won';
    const line = both(won ? 'epicLuckWon' : 'epicLuckLost', { from, to });
    return [{ ...line, odds: [{ ...levelOdds([1 - reply.win, reply.win], won ? 1 : 0), side }] }];
  }
  const dist = vehicle ? reply.unsaved : reply.casualties;
  if (!dist) return [];
  const n = Math.max(0, Math.min(Number(a.real.n) || 0, realMax(snapshot, a)));
  return [{ ...both(vehicle ? 'luckHits' : 'luckCasualties', { from, to, value: n }), odds: [{ ...countOdds(dist, n), side, attack: true }] }];
}

/** The shooting controls: count, weapon, terrain, the facing and heavy of a vehicle, the modifier in retreat. */
function drawShotControls(ctx, snapshot, rulesets, a, shooter, weapons, vehicle) {
  const lang = getLang();
  const me = snapshot.sheets[a.k].sheet;
  const them = snapshot.sheets[a.target].sheet;
  const theirs = rulesetFor(rulesets, them.ruleset);
  const orderName = nameOf(rulesetFor(rulesets, me.ruleset)?.orders?.find((o) => o.id === me.order)?.name) || me.order;
  return [
    num(ctx, `${ID}-count`, t('epicAttackCount'), a, 'count', 1, shooter?.count ?? 1),
    select(`${ID}-weapon`, t('weapon'), weapons.map((w) => ({ value: w.id, text: nameOf(w.name) })), a.weapon, (v) => { a.weapon = v; ctx.redraw(); }),
    asksModifier(snapshot, a)
      ? [h('p', { class: 'lists-meta', 'data-testid': `${ID}-retreat-note` }, t('epicAttackRetreatNote')),
        num(ctx, `${ID}-modifier`, t('epicAttackRetreatModifier'), a, 'modifier', -6, 6, true)]
      : h('p', { class: 'lists-meta', 'data-testid': `${ID}-order` }, t('epicAttackOrder', { order: orderName, mod: integer(lang, me.toHit, true) })),
    select(`${ID}-terrain`, t('terrain'), [{ value: '', text: t('terrainNone') },
      ...terrainsFor(theirs, vehicle ? 'vehicle' : 'infantry').map((x) => ({ value: x.id, text: nameOf(x.name) }))], a.terrain,
    (v) => { a.terrain = v; ctx.redraw(); }),
    vehicle ? select(`${ID}-facing`, t('epicAttackFacing'), FACINGS.map((f) => ({ value: f, text: t(f) })), a.facing,
      (v) => { a.facing = v; ctx.redraw(); }) : null,
    vehicle ? toggle(`${ID}-heavy`, t('heavyVehicle'), a.heavy, () => { a.heavy = !a.heavy; ctx.redraw(); }) : null,
  ];
}

/** The assault controls: the place in the combat (2D6, one more per earlier attacker), either side in retreat. */
function drawAssaultControls(ctx, snapshot, rulesets, a, ruleset) {
  const dice = (ruleset?.assault?.dice ?? 2) + ((a.position ?? 1) - 1) * (ruleset?.assault?.extraDicePerLaterAttacker ?? 1);
  const retreat = [a.k, a.target].map((j) => snapshot.sheets[j].sheet).filter((s) => s.retraite)
    .map((s) => h('p', { class: 'lists-meta', 'data-testid': `${ID}-retreat` }, t('epicAttackAssaultRetreat', { name: sheetName(rulesets, s) })));
  return [num(ctx, `${ID}-position`, t('assaultPosition'), a, 'position', 1, 20),
    h('p', { class: 'lists-meta', 'data-testid': `${ID}-dice` }, t('epicAttackDice', { n: dice })), ...retreat];
}

/**
 * The `attack` move's args of the panel's state (its real result apart).
 */
function argsOf(a, vehicle) {
  const args = { sheet: a.k, kind: a.kind === 'assault' ? 'assault' : 'shoot', unit: a.unit, target: a.target, targetUnit: a.targetUnit };
  if (a.kind === 'assault') return { ...args, position: a.position ?? 1 };
  return { ...args, weapon: a.weapon || undefined, count: a.count, ...(a.terrain ? { terrain: a.terrain } : {}),
    ...(vehicle ? { facing: a.facing || 'front', heavy: Boolean(a.heavy) } : {}), ...(a.modifier ? { modifier: a.modifier } : {}) };
}

/**
 * The panel under sheet a.k. ctx = { auspex, redraw, messageOf }; `rulesets`
 * the sheets' ruleset (or rulesets.mjs's `loaded` map when they differ);
 * `attack`: the core's word on it — odds(args) (the game's op "odds": the request read from
 * both sheets and the calculator's answer), gate(args) (whether the core takes the move now:
 * the turn, the formations, a result its dice could give), apply(args, extraLog) (the move) —;
 * close() drops the panel; may(a): the turn's word on a shot or an assault now (the
 * formation's `fired` or `assault` as the game allows them), said first.
 */
export function drawEpicAttack(ctx, snapshot, rulesets, a, attack, close, { may = () => ({ allowed: true }), refusal = () => null } = {}) {
  const me = snapshot.sheets[a.k].sheet;
  const mine = rulesetFor(rulesets, me.ruleset);
  const { shooters, targets, units, weapons } = settle(snapshot, rulesets, a);
  if (a.target === undefined || !shooters.length) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-none` }, t('noTargetYet'));
  const them = snapshot.sheets[a.target].sheet;
  const theirs = rulesetFor(rulesets, them.ruleset);
  const shoot = a.kind !== 'assault';
  const vehicle = atVehicle(snapshot, a);
  const args = JSON.parse(JSON.stringify(argsOf(a, vehicle))); // undefined keys dropped
  const { request, odds: reply = null, error } = attack.odds(args);
  const odds = reply ? (shoot ? drawShotOdds(request, reply, vehicle, damagedOf(snapshot, a)) : drawAssaultOdds(request, reply))
    : h('p', { class: 'error', 'data-testid': `${ID}-error` }, ctx.messageOf(error));
  const shooter = shooters.find((s) => s.unit === a.unit);
  // What the core takes now: the turn (a shot in the shooting phase on its side's go, an assault
  // in the assault phase on a Charge order), each formation's step, a result the dice could give.
  const real = { ...args, real: shoot ? Number(a.real.n) || 0 : a.real.outcome };
  const now = may(a);
  const ok = now.allowed ? attack.gate(real) : now;
  return h('div', { class: 'shot-panel', 'data-testid': `${ID}-panel` },
    h('h4', { class: 'cu-sub' }, t('epicAttackOf', { name: sheetName(rulesets, me) })),
    select(`${ID}-kind`, t('epicAttackKind'), ['shoot', 'assault'].map((x) => ({ value: x, text: t(`epicAttackKind_${x}`) })), a.kind,
      (v) => { a.kind = v; ctx.redraw(); }),
    select(`${ID}-unit`, t('epicAttackUnit'), shooters.map((s) => ({ value: s.unit, text: `${unitName(mine, s.unit)} (${integer(getLang(), s.count)})` })), a.unit,
      (v) => { a.unit = v; a.count = shooters.find((s) => s.unit === v)?.count ?? 1; a.weapon = ''; ctx.redraw(); }),
    select(`${ID}-target`, t('target'), targets.map((j) => ({ value: j, text: sheetName(rulesets, snapshot.sheets[j].sheet) })), a.target,
      (v) => { a.target = Number(v); a.targetUnit = ''; ctx.redraw(); }),
    select(`${ID}-target-unit`, t('epicAttackTargetUnit'), units.map((u) => ({ value: u.unit, text: `${unitName(theirs, u.unit)} (${integer(getLang(), u.count)})` })),
      a.targetUnit, (v) => { a.targetUnit = v; a.real.n = 0; ctx.redraw(); }),
    shoot ? drawShotControls(ctx, snapshot, rulesets, a, shooter, weapons, vehicle) : drawAssaultControls(ctx, snapshot, rulesets, a, mine),
    odds,
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    shoot ? num(ctx, `${ID}-real-n`, t(vehicle ? 'epicRealHits' : 'epicRealCasualties'), a.real, 'n', 0, realMax(snapshot, a))
      : select(`${ID}-outcome`, t('epicRealOutcome'), ['won', 'lost'].map((x) => ({ value: x, text: t(`epicReal_${x}`) })), a.real.outcome,
        (v) => { a.real.outcome = v; ctx.redraw(); }),
    h('div', { class: 'step-row step-row--wrap' },
      btn(`${ID}-apply`, t('applyResult'), () => attack.apply(real, attackLine(snapshot, rulesets, a, reply, vehicle)),
        { class: 'tool tool--primary', disabled: ok.allowed ? null : true, 'aria-describedby': ok.allowed ? null : `${ID}-apply-why` }),
      btn(`${ID}-cancel`, t('diceCancel'), close, { class: 'tool tool--quiet' })),
    ok.allowed ? null : h('p', { class: 'why', id: `${ID}-apply-why`, 'data-testid': `${ID}-apply-why` }, ok.why),
    refusal());
}
