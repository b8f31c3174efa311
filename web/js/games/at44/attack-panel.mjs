// "Attaquer…" on an AT-44 unit sheet: the weapon, the target sheet (and which
// of its vehicles), range band, cover and État d'alerte; the values the
// ruleset lacks, asked as the core names them; the odds of the calc request
// built from both sheets (at44-attack.mjs); then the real result typed in —
// casualties, or each location's damage — put on both sheets in one undo
// step by `commit(steps)`. Everything is set as text, never as HTML.
import { t, getLang, both } from '../../platform/words.mjs';
import { countOdds } from '../../play/luck.mjs';
import { possible } from '../../play/possible.mjs';
import { h, btn } from '../../ui/view.mjs';
import { integer, percent, decimal } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { stepper, toggle } from '../../ui/rows.mjs';
import { ASK, weaponsOf, targetsOf, isMelee, isTemplate, complete, resultSteps, repairsOf, medicTakes, newScenery } from './attack.mjs';

const ID = 'at44-attack';
const sheetName = (s) => s.name || nameOf(s.unitName);
// The label of an asked value: the calculator's own words where it has them.
const LABELS = { weaponCount: 'weaponsEach', mode: 'at44AskMode', aire: 'at44AskAire', sniper: 'at44AskSniper', locked: 'at44AskLocked' };

/** A fresh panel state for sheet k (null when it has no weapon or no target). */
export function newAttack(snapshot, ruleset, k) {
  const weapons = weaponsOf(ruleset, snapshot.sheets[k].sheet);
  const targets = targetsOf(snapshot, k);
  if (!weapons.length || !targets.length) return null;
  return { from: k, weapon: weapons[0].id, to: targets[0], vehicle: 0, range: 1, cover: false, alert: false, under: 1, medic: true, autoRepair: true, asked: {}, real: {} };
}

function select(testid, label, options, value, set) {
  return h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, label),
    h('select', { class: 'input', 'data-testid': testid, onchange: (e) => set(e.target.value) },
      options.map((o) => h('option', { value: o.value, selected: String(o.value) === String(value) ? true : null }, o.text))));
}

function num(ctx, testid, label, state, key, min, max) {
  const v = state[key] ?? 0;
  return stepper(testid, label, integer(getLang(), v), v > min ? () => { state[key] = v - 1; ctx.redraw(); } : null,
    v < max ? () => { state[key] = v + 1; ctx.redraw(); } : null);
}

/** The asked values: a stepper, toggle or select each. */
function drawAsked(ctx, a) {
  return Object.keys(a.asked).map((path) => {
    const spec = ASK[path];
    const key = path.split('.')[1];
    const testid = `${ID}-ask-${key}`;
    const label = t(LABELS[key] ?? key);
    if (typeof spec.value === 'boolean') return toggle(testid, label, a.asked[path], () => { a.asked[path] = !a.asked[path]; ctx.redraw(); });
    if (spec.options) return select(testid, label, spec.options.map((o) => ({ value: o, text: t(`at44Mode_${o}`) })), a.asked[path], (v) => { a.asked[path] = v; ctx.redraw(); });
    return num(ctx, testid, label, a.asked, path, spec.min, spec.max);
  });
}

function drawOdds(request, reply, vehicle, scenery) {
  const lang = getLang();
  const row = (label, testid, value) => [h('dt', {}, label), h('dd', { 'data-testid': `${ID}-${testid}` }, value)];
  const common = [reply.hitTarget ? row(t('at44OddsHit'), 'hit', reply.hitTarget) : null,
    row(t('at44OddsDamage'), 'damage', reply.damageTarget),
    reply.radius ? null : row(t('at44OddsImpacts'), 'impacts', decimal(lang, reply.meanImpacts ?? 0))].filter(Boolean);
  const template = reply.radius ? [
    reply.successes ? row(t('at44OddsSuccess'), 'success', percent(lang, 1 - reply.successes[0])) : null,
    row(t('at44OddsRadius'), 'radius', decimal(lang, reply.meanRadius ?? 0)),
    row(t('at44OddsPerModel'), 'per-model', decimal(lang, reply.meanImpactsPerModel ?? 0)),
    vehicle ? null : row(t('at44OddsPinned'), 'pinned', percent(lang, reply.pinned ?? 0))].filter(Boolean) : [];
  const rows = scenery
    ? [row(t('at44OddsCollapsed'), 'collapsed', percent(lang, reply.collapsed ?? 0)),
      row(t('at44OddsStructure'), 'structure-lost', decimal(lang, reply.meanStructureLost ?? 0))]
    : vehicle
    ? [row(t('at44OddsDestroyed'), 'destroyed', percent(lang, reply.destroyed ?? 0)),
      row(t('at44OddsChassis'), 'chassis', decimal(lang, reply.meanChassisLost ?? 0)),
      row(t('at44OddsImmobilised'), 'immobilised', percent(lang, reply.immobilised ?? 0)),
      row(t('at44OddsDisarmed'), 'disarmed', percent(lang, reply.disarmed ?? 0))]
    : [row(t('at44OddsAny'), 'any', percent(lang, 1 - (reply.casualties?.[0] ?? 1))),
      row(t('at44OddsCasualties'), 'casualties', decimal(lang, reply.meanCasualties ?? 0))];
  return h('dl', { class: 'odds', 'data-testid': `${ID}-odds`, 'data-request': JSON.stringify(request) }, [...common, ...template, ...rows].flat());
}

/** The target's Medic or Autoréparation still unused this turn: on by default, in the odds and the result. */
function drawRepairs(ctx, them, a, medic, readings) {
  const can = repairsOf(them, a);
  // Read "point" (the table's reading), Medic does nothing against DAMAGE 2 or more: said, not offered.
  if (can.medic && !medic.takes) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-medic-none` }, t('at44AttackMedicNone'));
  if (can.medic) {
    return toggle(`${ID}-medic`, t(medic.beforeCap ? 'at44AttackMedicBefore' : 'at44AttackMedic'), a.medic, () => { a.medic = !a.medic; ctx.redraw(); });
  }
  if (can.autoRepair) {
    return toggle(`${ID}-autorepair`, t(readings?.autoRepair === 'chosen' ? 'at44AttackAutoRepairKept' : 'at44AttackAutoRepair'), a.autoRepair,
      () => { a.autoRepair = !a.autoRepair; ctx.redraw(); });
  }
  return null;
}

/** Jammer (a weapon skill the seed gives no weapon): off, or its fixed result for the damage tests. */
function drawJammer(ctx, a) {
  return [toggle(`${ID}-jammer`, t('at44AttackJammer'), !!a.jammer, () => { a.jammer = a.jammer ? 0 : 4; ctx.redraw(); }),
    a.jammer ? num(ctx, `${ID}-jammer-value`, t('at44AttackJammerValue'), a, 'jammer', 2, 6) : null];
}

/** The piece of scenery: its material (the seed's structures), the structure it has left, when its ARM falls. */
function drawScenery(ctx, ruleset, sc) {
  const materials = ruleset.terrain.structures;
  return [select(`${ID}-material`, t('at44SceneryMaterial'), materials.map((m) => ({ value: m.id, text: `${nameOf(m.name)} (${m.structure})` })), sc.material,
    (v) => { const m = materials.find((x) => x.id === v); Object.assign(sc, { material: v, structure: m.structure }); ctx.redraw(); }),
  num(ctx, `${ID}-structure`, t('at44SceneryStructure'), sc, 'structure', 1, 100),
  toggle(`${ID}-arm-falls`, t('at44SceneryArmFalls'), sc.armFalls === 'impact', () => { sc.armFalls = sc.armFalls === 'impact' ? 'salvo' : 'impact'; ctx.redraw(); })];
}

/** The real result: casualties and the leader among them, or each location's damage (scenery: the players' to mark). */
function drawReal(ctx, them, a, templ, medic) {
  const r = a.real;
  if (them.scenery) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-real-scenery` }, t('at44RealScenery'));
  if (!them.vehicles) {
    // Medic read before the cap: the damage tests passed, one of them taken back (one more than the models left at most).
    const passed = medic.beforeCap && a.medic && repairsOf(them, a).medic;
    return [num(ctx, `${ID}-real-n`, t(passed ? 'at44RealPassed' : 'at44RealCasualties'), r, 'n', 0, them.left + (passed ? 1 : 0)),
      toggle(`${ID}-real-leader`, t('at44SheetLeader'), r.leader, () => { r.leader = !r.leader; ctx.redraw(); }),
      templ && !them.pinned ? toggle(`${ID}-real-pinned`, t('at44RealPinned'), r.pinned, () => { r.pinned = !r.pinned; ctx.redraw(); }) : null];
  }
  const v = them.vehicles[a.vehicle];
  const names = them.locations.weapons;
  return [num(ctx, `${ID}-real-chassis`, t('at44RealChassis'), r, 'chassis', 0, 40),
    v.propulsion.map((ps, i) => (ps > 0 ? num(ctx, `${ID}-real-p${i}`, t('at44RealPropulsion', { n: i + 1 }), r, `p${i}`, 0, 40) : null)),
    v.weapons.map((ps, i) => (ps > 0 ? num(ctx, `${ID}-real-w${i}`, t('at44RealWeapon', { name: nameOf(names[i]?.name) || i + 1 }), r, `w${i}`, 0, 40) : null))];
}

/**
 * The panel under sheet a.from. ctx = { auspex, redraw, messageOf };
 * `ruleset` the at44 ruleset; commit(steps) applies them as one step;
 * close() drops the panel.
 */
export function drawAttack(ctx, snapshot, ruleset, a, commit, close) {
  const me = snapshot.sheets[a.from].sheet;
  const targets = targetsOf(snapshot, a.from);
  if (!targets.includes(a.to)) { a.to = targets[0]; a.real = {}; }
  if (a.to === undefined) return h('p', { class: 'lists-meta', 'data-testid': `${ID}-none` }, t('noTargetYet'));
  // A piece of scenery instead of a unit: no sheet of its own (them: the unit kept for when it is left).
  const them = a.scenery ? { vehicles: null, left: 0, scenery: true } : snapshot.sheets[a.to].sheet;
  const vehicles = (them.vehicles ?? []).map((v, j) => ({ v, j })).filter(({ v }) => !v.destroyed);
  if (them.vehicles && !vehicles.some(({ j }) => j === a.vehicle)) a.vehicle = vehicles[0].j;
  const melee = isMelee(ruleset, me, a);
  const templ = isTemplate(ruleset, me, a);
  const { request, reply, error } = complete(ctx.auspex, snapshot, ruleset, a);
  const medic = medicTakes(snapshot, ruleset, a);
  const alertOn = me.attitudes.some((x) => x.id === 'etat-d-alerte' && x.on);
  // Casualties typed by hand: only what the dice could give (the calculation's distribution;
  // with Medic the typed count is the dice's, before the damage it takes back: not checked).
  const typed = them.vehicles || them.scenery || !reply || request?.target?.medic ? { allowed: true, why: null }
    : possible([{ dist: reply.casualties, value: a.real.n ?? 0, said: (n) => t('at44CasualtiesN', { n }) }]);
  return h('div', { class: 'shot-panel', 'data-testid': `${ID}-panel` },
    h('h4', { class: 'cu-sub' }, t('at44AttackOf', { name: sheetName(me) })),
    select(`${ID}-weapon`, t('weapon'), weaponsOf(ruleset, me).map((w) => ({ value: w.id, text: nameOf(w.name) })), a.weapon,
      (v) => { a.weapon = v; a.asked = {}; ctx.redraw(); }),
    select(`${ID}-target`, t('target'), [...targets.map((j) => ({ value: j, text: sheetName(snapshot.sheets[j].sheet) })),
      ...(ruleset?.terrain?.structures?.length ? [{ value: 'scenery', text: t('at44TargetScenery') }] : [])], a.scenery ? 'scenery' : a.to,
      (v) => { a.scenery = v === 'scenery' ? newScenery(ruleset) : null; if (!a.scenery) a.to = Number(v); a.real = {}; a.asked = {}; ctx.redraw(); }),
    a.scenery ? drawScenery(ctx, ruleset, a.scenery) : null,
    vehicles.length > 1 ? select(`${ID}-vehicle`, t('at44VehiclePick'), vehicles.map(({ j }) => ({ value: j, text: t('at44VehicleN', { n: j + 1 }) })), a.vehicle,
      (v) => { a.vehicle = Number(v); a.real = {}; ctx.redraw(); }) : null,
    melee ? h('p', { class: 'lists-meta', 'data-testid': `${ID}-melee` }, t('at44AttackMelee')) : [
      num(ctx, `${ID}-range`, t('range'), a, 'range', 0, 8),
      templ || a.scenery ? null : toggle(`${ID}-cover`, t('behindCover'), a.cover, () => { a.cover = !a.cover; ctx.redraw(); }),
      templ && !them.vehicles && !a.scenery ? num(ctx, `${ID}-under`, t('at44Under'), a, 'under', 0, them.left) : null,
      alertOn ? toggle(`${ID}-alert`, t('at44AttackAlert'), a.alert, () => { a.alert = !a.alert; ctx.redraw(); }) : null],
    drawAsked(ctx, a),
    drawRepairs(ctx, them, a, medic, snapshot.readings),
    templ ? null : drawJammer(ctx, a),
    error ? h('p', { class: 'error', 'data-testid': `${ID}-error` }, ctx.messageOf(error)) : drawOdds(request, reply, !!them.vehicles, !!a.scenery),
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    drawReal(ctx, them, a, templ, medic),
    h('div', { class: 'step-row step-row--wrap' },
      btn(`${ID}-apply`, t('applyResult'), () => {
        if (!typed.allowed) return;
        const r = a.real;
        const v = them.vehicles?.[a.vehicle];
        const real = { n: r.n ?? 0, leader: !!r.leader, pinned: !!r.pinned, chassis: r.chassis ?? 0,
          propulsion: v ? v.propulsion.map((_, i) => r[`p${i}`] ?? 0) : [], weapons: v ? v.weapons.map((_, i) => r[`w${i}`] ?? 0) : [] };
        // The attack's odds (play/luck.mjs): the casualties it made, against the calculator's.
        const line = !them.vehicles && !them.scenery && reply?.casualties ? [{ ...both('luckCasualties', { from: sheetName(me), to: sheetName(them), value: real.n }),
          odds: [{ ...countOdds(reply.casualties, real.n), side: snapshot.sheets[a.from].player, attack: true }] }] : [];
        commit(resultSteps(snapshot, ruleset, a, real), line);
      }, { class: 'tool tool--primary', disabled: typed.allowed ? null : true, 'aria-describedby': typed.allowed ? null : `${ID}-apply-why` }),
      btn(`${ID}-cancel`, t('diceCancel'), close, { class: 'tool tool--quiet' })),
    typed.allowed ? null : h('p', { class: 'why', id: `${ID}-apply-why`, 'data-testid': `${ID}-apply-why` }, typed.why));
}
