// "Corps à corps…" from a close combat (CC) weapon of a sheet: the
// calculator's close combat (kind "closeCombat", docs/calc/titanicus.md) at
// one of the opponent's sheets — the attack's odds, the chance the defender
// survives, its counter-attack with the CC weapon it picks (or none) on the
// attacker's location, the reach (3 cm, 8 cm for a light unit's charge). The
// real result goes to the defender and the counter-attack's to the attacker
// in one step (one undo). Everything is set as text, never as HTML.
import { t, getLang, nameOf as text } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { percent, decimal, integer } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { locName, seg, counter, settle, drawPicker } from './pick.mjs';


/** Whether weapon `w` of `sheet` is a close combat weapon (the ruleset's `closeCombat`). */
export const isCloseCombat = (sheet, w) => Boolean(loaded.get(sheet.ruleset)?.weapons?.find((x) => x.id === w.id)?.closeCombat);

/** A new close combat's state for weapon `w` of sheet `i`. */
export const newMelee = (i, w) => ({ from: i, w, melee: true, to: -1, location: null, facing: 'front',
  shieldsDown: 0, structureLost: 0, own: null, counterFor: -1, counterWeapon: -1, counterLost: 0 });

/**
 * The close combat panel of weapon `j` of sheet `i`. `attack`: the core's word on it — odds(args)
 * (the game's op "odds": the calculator's request read from both sheets and its answer),
 * gate(args) (whether the core takes it now: a result its dice could give…), apply(args) (the
 * `attack` move: the target, its location and facing, shields and structure lost, the riposte
 * on the attacker's location with the defender's weapon) —; close() shuts the panel.
 * ctx = { auspex, redraw, messageOf }.
 */
export function drawMelee(ctx, snapshot, i, j, state, attack, close) {
  const picked = settle(snapshot, i, state);
  if (!picked) return h('p', { class: 'lists-meta', 'data-testid': 'melee-none' }, t('noTargetYet'));
  const lang = getLang();
  const { target } = picked;
  const self = snapshot.sheets[i].sheet;
  const ownLocs = self.locations.filter((l) => !l.destroyed);
  if (!ownLocs.some((l) => l.id === state.own)) { state.own = ownLocs[0]?.id ?? self.locations[0].id; state.counterLost = 0; }
  const ccs = target.weapons.map((w, k) => ({ w, k })).filter(({ w }) => !w.destroyed && isCloseCombat(target, w));
  if (state.counterFor !== state.to || (state.counterWeapon >= 0 && !ccs.some(({ k }) => k === state.counterWeapon))) {
    state.counterFor = state.to;
    state.counterWeapon = ccs[0]?.k ?? -1;
    state.counterLost = 0;
  }
  const countering = state.counterWeapon >= 0;
  const aim = { weapon: j, target: state.to, location: state.location, facing: state.facing,
    counter: { location: state.own, ...(countering ? { weapon: state.counterWeapon } : {}) } };
  const { request, odds: r = null, error } = attack.odds(aim);
  let odds;
  if (r) {
    odds = h('dl', { class: 'odds', 'data-testid': 'melee-odds', 'data-request': JSON.stringify(request) },
      h('dt', {}, t('titanOddsHit')), h('dd', { 'data-testid': 'melee-hit' }, percent(lang, 1 - (r.hits?.[0] ?? 1))),
      h('dt', {}, t('titanOddsDamage')), h('dd', { 'data-testid': 'melee-damage' }, percent(lang, 1 - (r.structureLost?.[0] ?? 1))),
      h('dt', {}, t('titanOddsDestroyed')), h('dd', { 'data-testid': 'melee-destroyed' }, percent(lang, r.destroyed ?? 0)),
      h('dt', {}, t('titanMeleeSurvives')), h('dd', { 'data-testid': 'melee-survives' }, percent(lang, r.defenderSurvives)),
      h('dt', {}, t('titanMeleeCounterLost')), h('dd', { 'data-testid': 'melee-counter-structure' }, decimal(lang, r.meanCounterStructureLost)),
      h('dt', {}, t('titanMeleeAttackerDestroyed')), h('dd', { 'data-testid': 'melee-attacker-destroyed' }, percent(lang, r.attackerDestroyed)));
    odds = [odds, h('p', { class: 'lists-meta', 'data-testid': 'melee-reach' }, r.chargeCm
      ? t('titanMeleeCharge', { charge: integer(lang, r.chargeCm), reach: integer(lang, r.reachCm) })
      : t('titanMeleeReach', { reach: integer(lang, r.reachCm) }))];
  } else {
    odds = h('p', { class: 'error', 'data-testid': 'melee-error' }, ctx.messageOf(error));
  }
  const loc = target.locations.find((l) => l.id === state.location);
  const up = target.shields && !target.shields.generatorDestroyed ? target.shields.up : 0;
  const left = loc?.structure ? loc.structure - loc.lost : 0;
  const own = self.locations.find((l) => l.id === state.own);
  const ownLeft = own?.structure ? own.structure - own.lost : 0;
  // What the core takes now: a result the dice could give (the odds' distributions), else off with why.
  const args = { ...aim, shieldsDown: state.shieldsDown ?? 0, structureLost: state.structureLost ?? 0,
    counter: { ...aim.counter, points: countering ? state.counterLost ?? 0 : 0 } };
  const real = attack.gate(args);
  return h('div', { class: 'shot-panel', 'data-testid': 'melee-panel' },
    drawPicker(ctx, 'melee', picked, state, ['shieldsDown', 'structureLost']),
    h('label', { class: 'cu-label', for: 'melee-counter' }, t('titanMeleeCounterWeapon')),
    h('select', { id: 'melee-counter', class: 'select', 'data-testid': 'melee-counter',
      onchange: (e) => { state.counterWeapon = Number(e.target.value); state.counterLost = 0; ctx.redraw(); } },
    ccs.map(({ w, k }) => h('option', { value: k, selected: k === state.counterWeapon ? true : null }, text(w.name))),
    h('option', { value: -1, selected: countering ? null : true }, t('titanMeleeNoCounter'))),
    h('span', { class: 'cu-label' }, t('titanMeleeCounterOn')),
    seg(ctx, 'melee-own', ownLocs.map((l) => ({ value: l.id, label: locName(l.id) })), state.own, (v) => { state.own = v; state.counterLost = 0; }),
    odds,
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    up ? counter(ctx, 'melee', state, 'shieldsDown', t('titanShieldsDown'), up) : null,
    counter(ctx, 'melee', state, 'structureLost', t('titanStructureLost'), left),
    countering ? counter(ctx, 'melee', state, 'counterLost', t('titanMeleeCounterReal'), ownLeft) : null,
    h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': 'melee-apply', onclick: () => attack.apply(args), disabled: real.allowed ? null : true, 'aria-describedby': real.allowed ? null : 'melee-apply-why' }, t('applyResult')),
    real.allowed ? null : h('p', { class: 'why', id: 'melee-apply-why', 'data-testid': 'melee-apply-why' }, real.why),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'melee-close', onclick: close }, t('diceCancel')));
}
