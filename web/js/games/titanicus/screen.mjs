// "Jouer": the titan sheets of a saved Titanicus list on one scrollable
// screen, on the play controller (play/controller.mjs; game.mjs holds the
// data side). Every change goes through the core's titanSheet. Dice the
// rules ask for are rolled from the game's seed or typed in from real dice.
// The opponent's list comes from their #l= link; "Tirer sur…" shows the
// calculator's odds for a weapon at one of their sheets and applies the
// real result to both sheets; a CC weapon opens "Corps à corps…"
// (melee.mjs) instead, and "Planifier" the fire planner (plan.mjs),
// both with the picker of pick.mjs. Everything is set as text, never as HTML.
import { t, getLang, both, said, nameOf as text } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';
import { createPlay } from '../../play/controller.mjs';
import { percent, decimal, integer } from '../../platform/format.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { listOwnRuleset } from '../../play/own-ruleset.mjs';
import { sheetsOf, newSnapshot, run, fill, shotRequest, sheetName, setupDefaults, unitOfList, sideOf, STATES, withTurn, activateSteps, joinSteps } from './game.mjs';
import { countOdds } from '../../play/luck.mjs';
import { locName, counter, settle, drawPicker, targetsOf } from './pick.mjs';
import { canPlan, newPlan, drawPlan } from './plan.mjs';
import { weaponLine, sheetRules } from './profile.mjs';
import { isCloseCombat, newMelee, drawMelee } from './melee.mjs';
import { diceParts, drawChances } from '../../play/dice-panel.mjs';
import { sheetGates, fireGate, activateGate, specialGate, resultGate } from './gates.mjs';
import { drawTurnBar, fallenSide, statusOf } from './turn-bar.mjs';
import { withLog } from '../../play/states.mjs';
import '../../platform/lists-words.mjs';

// Titanicus games were saved without a kind before the controller: they are still its own.
/** Where the game's states are in a snapshot (a game handed over: play/game-code.mjs). */
export { STATES };
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'titanicus', states: STATES, prefix: 'titan', fresh: () => ({ shot: null, plan: null, turnAsk: null }), legacy: (g) => g.kind === undefined,
  players: () => [t('titanMine'), t('titanTheirs')],
  turnOf: (s) => Math.max(0, ...(s.sheets ?? []).map((e) => e.sheet?.turn ?? 0)),
  // Over when one side has no titan left standing.
  over: (s) => Boolean(fallenSide(s)) });

const current = screen.G;


/** Whether a saved list can be played here (a Titanicus ruleset). */
export const playable = (list) => loaded.get(list?.ruleset)?.system === 'titanicus';

/** Starts the setup of a game for the saved list `listId`. */
export function setupGame(store, listId) {
  const list = store.data.lists[listId]?.list;
  const base = loaded.get(list.ruleset);
  const settings = {};
  list.units.forEach((e, i) => {
    const d = setupDefaults(unitOfList(base, list, e.unit));
    if (Object.keys(d).length) settings[i] = d;
  });
  screen.setup({ listId, settings });
}

/** Opens a saved game (its own ruleset, if its lists brought units, given to the core first). */
export function openGame(store, id, auspex) {
  screen.open(store, id, auspex);
}

function start(ctx) {
  const { listId, settings } = current.setup;
  const list = ctx.store.data.lists[listId].list;
  try {
    const snapshot = newSnapshot(sheetsOf(ctx.auspex, list, 'mine', settings, loaded.get(list.ruleset)), undefined,
      ctx.auspex, [list.name || t('titanMine'), t('titanTheirs')]);
    // The list's own units travel with the game (saved, handed over): play/own-ruleset.mjs.
    const own = listOwnRuleset(ctx.auspex, list).record;
    screen.start(ctx, listId, own ? { ...snapshot, rulesets: [own] } : snapshot);
  } catch (error) {
    // Beside the entry concerned, in the page's words, its unit named by its name (not its id).
    if (error.entry === undefined) screen.fail(ctx, error);
    else {
      const unit = unitOfList(loaded.get(list.ruleset), list, list.units[error.entry]?.unit);
      const message = said(error).split(unit?.id ?? '\u0000').join(nameOf(unit?.name) || unit?.id || '');
      screen.fail(ctx, t('titanEntryRefused', { n: error.entry + 1, message }), `setup-${error.entry}`);
    }
  }
  ctx.redraw();
}

/**
 * Runs steps on the game; a step needing dice or a choice opens the dice
 * panel. A refusal is shown at `at` (the control tapped, drawn with
 * screen.refusal(at)) and what was typed stays; `done()` runs once accepted;
 * `extraLog` the page's lines, before the core's.
 */
function act(ctx, steps, at = null, done = () => {}, extraLog = []) {
  try {
    const out = run(ctx.auspex, current.snapshot, steps);
    // The page's own lines first (an attack's, with its odds).
    if (extraLog.length) out.snapshot = withLog(out.snapshot, extraLog);
    done();
    if (!out.done) {
      screen.ask(ctx, { ...out.pending, before: current.snapshot, after: out.snapshot });
      return;
    }
    commit(ctx, out.snapshot);
  } catch (error) {
    screen.fail(ctx, error, at);
    ctx.redraw();
  }
}

/** One step (with log lines of the page's own first): an open shot or plan panel stays open. */
function commit(ctx, snapshot, extraLog = []) {
  screen.commit(ctx, withLog(snapshot, extraLog), { shot: current.shot, plan: current.plan });
  ctx.redraw();
}

/** The dice panel answered: the steps go on from where they stopped. */
function resume(ctx, value, rolled) {
  const { steps, after } = current.pending;
  const base = rolled ? { ...after, rng: rolled.rng } : after;
  const extra = rolled ? [both('diceRolledLog', { seed: rolled.seed, n: rolled.from + 1, dice: rolled.dice.join(' ') })] : [];
  try {
    const out = run(ctx.auspex, base, fill(current.pending, value));
    if (!out.done) {
      current.pending = { ...out.pending, before: current.pending.before, after: out.snapshot };
      current.pending.after = withLog(current.pending.after, extra);
      ctx.redraw();
      ctx.focus('titan-dice');
      return;
    }
    commit(ctx, out.snapshot, extra);
  } catch (error) { screen.fail(ctx, error); ctx.redraw(); }
}

/** The opponent's titans join the game (in play, not at the setup): one step. */
function addOpponent(ctx, list) {
  if (!playable(list)) throw new Error(t('titanNotTitanicus'));
  const sheets = sheetsOf(ctx.auspex, list, 'theirs', {}, loaded.get(list.ruleset));
  const own = listOwnRuleset(ctx.auspex, list).record;
  const from = current.snapshot.sheets.length;
  const rulesets = [...(current.snapshot.rulesets ?? []), own].filter((r, i, all) => r && all.findIndex((x) => x?.id === r.id) === i);
  const next = { ...current.snapshot, sheets: [...current.snapshot.sheets, ...sheets.map((s) => ({ ...s, entry: s.entry }))],
    ...(rulesets.length ? { rulesets } : {}) };
  // Their titans join the turn too (whose hand, still to activate).
  const joined = run(ctx.auspex, next, joinSteps(next, from, list.name || t('titanTheirs'))).snapshot;
  screen.commit(ctx, withLog(joined, [both('titanOpponentLog', { n: sheets.length, name: list.name || '—' })]));
}

// ---- drawing ----

function drawSetup(ctx) {
  const { listId, settings } = current.setup;
  const list = ctx.store.data.lists[listId].list;
  const base = loaded.get(list.ruleset);
  const rows = list.units.map((e, i) => {
    const s = settings[i];
    const refused = screen.refusal(`setup-${i}`);
    if (!s && !refused) return null;
    const unit = unitOfList(base, list, e.unit);
    // A labelled stepper: the group named by its label, each button by its action.
    const stepperOf = (key, label, min, max) => h('div', { class: 'titan-row', role: 'group', 'aria-labelledby': `setup-${i}-${key}-label` },
      h('span', { id: `setup-${i}-${key}-label` }, label),
      h('div', { class: 'stepper' },
        h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `setup-${i}-${key}-dec`, 'aria-label': t('dec', { label }),
          disabled: s[key] > min ? null : true, onclick: () => { if (s[key] > min) { s[key] -= 1; ctx.redraw(); } } }, '−'),
        h('output', { class: 'stepper__value', 'data-testid': `setup-${i}-${key}`, 'aria-live': 'polite' }, integer(getLang(), s[key])),
        h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `setup-${i}-${key}-inc`, 'aria-label': t('inc', { label }),
          disabled: s[key] < max ? null : true, onclick: () => { if (s[key] < max) { s[key] += 1; ctx.redraw(); } } }, '+')));
    return h('li', { class: 'lists-entry', 'data-testid': `setup-${i}` }, h('strong', {}, e.name ? `${e.name} (${nameOf(unit?.name)})` : nameOf(unit?.name)),
      s?.voidShields !== undefined ? stepperOf('voidShields', t('titanSetupShields'), 0, 12) : null,
      s?.actionPoints !== undefined ? stepperOf('actionPoints', t('titanSetupAp'), 0, 10) : null,
      refused);
  }).filter(Boolean);
  const anySettings = Object.keys(settings).length > 0;
  return [
    h('h2', { class: 'section-title' }, t('titanSetupTitle', { name: list.name || t('listUnnamed') })),
    anySettings ? h('p', { class: 'lists-meta' }, t('titanSetupNote')) : null,
    rows.length ? h('ul', { class: 'lists-entries' }, rows) : null,
    h('p', { class: 'lists-meta', 'data-testid': 'titan-setup-opponent' }, t('titanSetupOpponent')),
    btn('titan-start', t('gameStart'), () => start(ctx), { class: 'tool tool--primary' }),
  ];
}

function drawDice(ctx) {
  const p = current.pending;
  const needs = p.needs;
  const parts = [h('p', { class: 'dice-panel__for' }, text(needs.for) || t('diceNeeded')), drawChances(ctx.auspex, needs, 'titan')];
  if (needs.dice) {
    parts.push(...diceParts('titan', needs, p.after.rng, (dice, rolled) => resume(ctx, dice, rolled),
      () => { current.error = t('diceBad'); ctx.redraw(); }));
  } else if (needs.weapons) {
    const sheet = p.after.sheets[p.steps[0].index].sheet;
    const chosen = new Set();
    parts.push(h('p', { class: 'lists-meta', 'data-testid': 'titan-pick-count', 'data-count': needs.weapons }, t('titanPickN', { n: needs.weapons })));
    parts.push(h('div', { class: 'titan-row titan-row--wrap' }, (needs.from ?? []).map((w) => h('button', {
      type: 'button', class: 'tool', 'aria-pressed': 'false', 'data-testid': `titan-pick-${w}`,
      onclick: (e) => {
        if (needs.weapons === 1) { resume(ctx, w); return; }
        if (chosen.has(w)) chosen.delete(w); else chosen.add(w);
        e.currentTarget.setAttribute('aria-pressed', String(chosen.has(w)));
      } }, text(sheet.weapons[w]?.name) || String(w)))));
    if (needs.weapons > 1) parts.push(btn('titan-pick-ok', t('diceOk'), () => resume(ctx, [...chosen])));
  }
  parts.push(btn('titan-dice-cancel', t('diceCancel'), () => { current.pending = null; ctx.redraw(); }, { class: 'tool tool--quiet' }));
  return h('section', { class: 'dice-panel', 'data-testid': 'titan-dice', tabindex: -1, role: 'group', 'aria-label': t('diceTitle') },
    h('h3', { class: 'cu-sub' }, t('diceTitle')), parts);
}

function drawLocation(ctx, i, sheet, loc) {
  const armour = loc.rearArmour !== undefined && loc.rearArmour !== loc.armour ? `${loc.armour}/${loc.rearArmour}` : `${loc.armour}`;
  const boxes = loc.structure === null || loc.structure === undefined ? [] : Array.from({ length: loc.structure }, (_, j) => {
    const lost = j < loc.lost;
    return h('button', { type: 'button', class: `titan-box${lost ? ' titan-box--lost' : ''}`, 'aria-pressed': String(lost),
      'data-testid': `sheet-${i}-${loc.id}-box-${j}`, 'aria-label': t('titanBox', { loc: locName(loc.id), n: j + 1 }),
      disabled: lost || sheet.destroyed ? true : null,
      onclick: () => act(ctx, [{ index: i, action: { type: 'damage', location: loc.id, points: j + 1 - loc.lost } }]) }, lost ? '✕' : '');
  });
  return h('div', { class: 'titan-loc', 'data-testid': `sheet-${i}-${loc.id}` },
    h('span', { class: 'titan-loc__name' }, `${locName(loc.id)} · ${t('titanArmour')} ${armour}`),
    h('div', { class: 'titan-boxes' }, boxes),
    h('span', { class: 'titan-loc__lost', 'data-testid': `sheet-${i}-${loc.id}-lost` }, loc.structure ? `${loc.lost}/${loc.structure}` : ''));
}

function drawShot(ctx, i, j, gate) {
  const picked = settle(current.snapshot, i, current.shot);
  if (!picked) return h('p', { class: 'lists-meta', 'data-testid': 'shot-none' }, t('noTargetYet'));
  const { target } = picked;
  const request = shotRequest(current.snapshot, i, j, current.shot.to, current.shot.location, current.shot.facing);
  let odds;
  let r = null;
  try {
    r = ctx.auspex.calc(request);
    const lang = getLang();
    const lost = r.structureLost ?? [1];
    odds = h('dl', { class: 'odds', 'data-testid': 'shot-odds', 'data-request': JSON.stringify(request) },
      h('dt', {}, t('titanOddsHit')), h('dd', { 'data-testid': 'shot-hit' }, percent(lang, 1 - (r.hits?.[0] ?? 1))),
      h('dt', {}, t('titanOddsShields')), h('dd', { 'data-testid': 'shot-shields' }, decimal(lang, r.meanShieldsDown ?? 0)),
      h('dt', {}, t('titanOddsDamage')), h('dd', { 'data-testid': 'shot-damage' }, percent(lang, 1 - lost[0])),
      h('dt', {}, t('titanOddsStructure')), h('dd', { 'data-testid': 'shot-structure' }, decimal(lang, r.meanStructureLost ?? 0)),
      h('dt', {}, t('titanOddsDestroyed')), h('dd', { 'data-testid': 'shot-destroyed' }, percent(lang, r.destroyed ?? 0)),
      r.hooked === undefined ? null : [h('dt', {}, t('titanHooked')), h('dd', { 'data-testid': 'shot-hooked' }, percent(lang, r.hooked))]);
  } catch (error) {
    odds = h('p', { class: 'error', 'data-testid': 'shot-error' }, ctx.messageOf(error));
  }
  const loc = target.locations.find((l) => l.id === current.shot.location);
  const up = target.shields && !target.shields.generatorDestroyed ? target.shields.up : 0;
  const left = loc?.structure ? loc.structure - loc.lost : 0;
  return h('div', { class: 'shot-panel', 'data-testid': 'shot-panel' },
    drawPicker(ctx, 'shot', picked, current.shot, ['shieldsDown', 'structureLost']),
    odds,
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    up ? counter(ctx, 'shot', current.shot, 'shieldsDown', t('titanShieldsDown'), up) : null,
    counter(ctx, 'shot', current.shot, 'structureLost', t('titanStructureLost'), left),
    // Refused now (not activated, AP short): disabled with why; a refusal after the tap shows here, the panel and what was typed stay.
    screen.actionButton('shot-apply', t('applyResult'), () => {
      const steps = [{ index: i, action: { type: 'fire', weapon: j } }];
      if (current.shot.shieldsDown) steps.push({ index: current.shot.to, action: { type: 'shieldsDown', n: current.shot.shieldsDown } });
      if (current.shot.structureLost) steps.push({ index: current.shot.to, action: { type: 'damage', location: current.shot.location, points: current.shot.structureLost } });
      // The attack's odds (play/luck.mjs): the structure it took, against the calculator's.
      const line = r?.structureLost ? [{ ...both('luckStructure', { from: sheetName(current.snapshot.sheets[i].sheet), to: sheetName(target),
        value: current.shot.structureLost }), odds: [{ ...countOdds(r.structureLost, current.shot.structureLost), side: sideOf(current.snapshot.sheets[i]), attack: true }] }] : [];
      act(ctx, steps, 'shot-apply', () => { current.shot = null; }, line);
    // The sheet's gate first (activated, AP), then what the dice could give.
    }, gate.allowed ? resultGate(r, { ...current.shot, up }) : gate, { class: 'tool tool--primary' }),
    screen.refusal('shot-apply'),
    btn('shot-close', t('diceCancel'), () => { current.shot = null; ctx.redraw(); }, { class: 'tool tool--quiet' }));
}

/**
 * A sheet's action button from its gate: disabled when the rules refuse it
 * now, its reason beside it, or, when it is the card's common reason
 * (`common`), pointing to that line; a refusal after the tap shows beside it.
 */
function gated(testid, label, onclick, gate, common, attrs = {}) {
  if (!gate.allowed && gate.why && gate.why === common.why) {
    return [btn(testid, label, onclick, { ...attrs, disabled: true, 'aria-describedby': common.id }), screen.refusal(testid)];
  }
  return [screen.actionButton(testid, label, onclick, gate, attrs), screen.refusal(testid)];
}

function drawWeapon(ctx, i, entry, w, j, common) {
  const { sheet } = entry;
  const lang = getLang();
  const badges = [
    w.uses ? t('titanUses', { n: w.uses }) : null,
    w.oncePerTurn ? '!X' : null,
    w.destroyed ? t('titanDestroyedW') : null,
    w.alert ? t('titanAlert') : null,
    w.aimed ? t('titanAimed') : null,
    !w.destroyed && w.modifier ? `${t('titanMod')} ${integer(lang, w.modifier, true)}` : null,
  ].filter(Boolean);
  const off = !w.available || sheet.destroyed;
  const grapples = Boolean(w.grapple); // the ruleset's weapon `grapple` (tether, hold)
  const open = current.shot && current.shot.from === i && current.shot.w === j;
  const cc = isCloseCombat(sheet, w);
  const wb = (what, label, action, gate, disabled) => {
    const testid = `sheet-${i}-weapon-${j}-${what}`;
    const onclick = () => act(ctx, [{ index: i, action }], testid);
    return disabled ? btn(testid, label, onclick, { disabled: true }) : gated(testid, label, onclick, gate, common);
  };
  return h('li', { class: `titan-weapon${w.destroyed ? ' titan-weapon--destroyed' : ''}`, 'data-testid': `sheet-${i}-weapon-${j}` },
    h('div', { class: 'titan-weapon__head' }, h('strong', {}, text(w.name)),
      h('span', { class: 'titan-badges', 'data-testid': `sheet-${i}-weapon-${j}-state` }, badges.join(' · '))),
    weaponLine(sheet, w, `sheet-${i}-weapon-${j}-profile`),
    h('div', { class: 'titan-row titan-row--wrap' },
      wb('fire', t('titanFire'), { type: 'fire', weapon: j }, fireGate(screen, entry, w), off),
      wb('aim', t('titanAim'), { type: 'aim', weapon: j }, screen.gate(entry.actions, 'aim'), off || w.aimed),
      wb('alert', t('titanAlertBtn'), { type: 'alert', weapon: j }, screen.gate(entry.actions, 'alert'), off || w.alert),
      cc ? btn(`sheet-${i}-weapon-${j}-melee`, t('titanMeleeAt'), () => { current.shot = open ? null : newMelee(i, j); ctx.redraw(); },
        { disabled: off ? true : null, 'aria-expanded': String(Boolean(open)) })
        : btn(`sheet-${i}-weapon-${j}-shoot`, t('titanShootAt'), () => {
          current.shot = open ? null : { from: i, w: j, to: -1, location: null, facing: 'front', shieldsDown: 0, structureLost: 0 };
          ctx.redraw();
        }, { disabled: off ? true : null, 'aria-expanded': String(Boolean(open)) }),
      grapples && !sheet.grapple ? btn(`sheet-${i}-weapon-${j}-attach`, t('titanAttach'), () => {
        const other = current.snapshot.sheets.find((x) => x.side !== current.snapshot.sheets[i].side && !x.sheet.destroyed);
        if (other) act(ctx, [{ index: i, action: { type: 'grapple', weapon: j, attach: sheetName(other.sheet) } }], `sheet-${i}-weapon-${j}-attach`);
      }, { disabled: off ? true : null }) : null,
      grapples ? screen.refusal(`sheet-${i}-weapon-${j}-attach`) : null),
    cc ? screen.refusal(`sheet-${i}-weapon-${j}-melee`) : null,
    open && current.shot.melee ? drawMelee(ctx, current.snapshot, i, j, current.shot, (steps) => act(ctx, steps, `sheet-${i}-weapon-${j}-melee`, () => { current.shot = null; }), () => { current.shot = null; ctx.redraw(); }) : null,
    open && !current.shot.melee ? drawShot(ctx, i, j, fireGate(screen, entry, w)) : null);
}

function drawSheet(ctx, entry, i) {
  const { sheet, side } = entry;
  const lang = getLang();
  const ap = sheet.actionPoints;
  const sh = sheet.shields;
  const sp = (testid, label, action, attrs = {}) => [btn(`sheet-${i}-${testid}`, label, () => act(ctx, [{ index: i, action }], `sheet-${i}-${testid}`), attrs),
    screen.refusal(`sheet-${i}-${testid}`)];
  const { gates, common: why } = sheetGates(screen, entry);
  const common = { why, id: `sheet-${i}-why` };
  const ga = (testid, label, action, gate, off) => (off ? sp(testid, label, action, { disabled: true })
    : gated(`sheet-${i}-${testid}`, label, () => act(ctx, [{ index: i, action }], `sheet-${i}-${testid}`), gate, common));
  const dead = sheet.destroyed ? true : null;
  const unit = text(sheet.unitName);
  const planning = canPlan(current.snapshot, i, targetsOf(current.snapshot, i));
  return h('section', { class: `titan-sheet titan-sheet--${side}${sheet.destroyed ? ' titan-sheet--destroyed' : ''}`, 'data-testid': `sheet-${i}`,
    'aria-label': sheetName(sheet) },
  h('div', { class: 'titan-sheet__head' },
    h('h3', { class: 'titan-sheet__name', 'data-testid': `sheet-${i}-name` }, sheet.name ? `${sheet.name} (${unit})` : unit),
    h('span', { class: 'titan-side' }, t(side === 'mine' ? 'titanMine' : 'titanTheirs'))),
  sheet.destroyed ? h('p', { class: 'titan-dead', 'data-testid': `sheet-${i}-destroyed` }, t(sheet.exploded ? 'titanExploded' : 'titanDestroyed')) : null,
  sh ? h('div', { class: 'titan-row titan-row--wrap' },
    h('span', { class: 'titan-stat', 'data-testid': `sheet-${i}-shields` },
      `${t('titanShields')} ${integer(lang, sh.up)}/${integer(lang, sh.max)} (${sh.armour})${sh.overloaded ? ` · ${t('titanOverloaded')}` : ''}${sh.generatorDestroyed ? ` · ${t('titanVsgDestroyed')}` : ''}`),
    sp('shield-down', '−', { type: 'shieldsDown', n: 1 }, { class: 'tool titan-small', 'aria-label': t('titanShieldDown'), disabled: dead || !sh.up ? true : null }),
    // Offered as the core says: a faction whose rules give no VSG overload sees why, before any tap.
    ga('repair', t('titanRepair'), { type: 'special', what: 'repairShields' }, specialGate(screen, entry, 'repairShields'), dead),
    ga('vsg', t('titanVsg'), { type: 'special', what: 'vsgOverload' }, specialGate(screen, entry, 'vsgOverload'), dead)) : null,
  sheet.holo ? h('p', { class: 'titan-stat' }, `Holo : ${sheet.holo.destroyed ? t('titanHoloLost') : `${sheet.holo.movedCm} cm (${integer(lang, sheet.holo.modifier, true)})`}`) : null,
  sheet.locations.map((loc) => drawLocation(ctx, i, sheet, loc)),
  h('div', { class: 'titan-row titan-row--wrap' },
    h('span', { class: 'titan-stat titan-ap', 'data-testid': `sheet-${i}-ap` },
      `${t('titanAp')} ${integer(lang, ap.left)}/${integer(lang, ap.total)}`),
    // "Activer": the turn's (whose hand, still to activate) with the sheet's, one step.
    dead || sheet.activated ? sp('activate', t('titanActivate'), { type: 'activate' }, { disabled: true })
      : gated(`sheet-${i}-activate`, t('titanActivate'), () => act(ctx, activateSteps(current.snapshot, i), `sheet-${i}-activate`),
        activateGate(screen, current.snapshot, i, gates.activate), common),
    ga('move', t('titanMove'), sheet.holo ? { type: 'move', cm: sheet.movement?.cm ?? 0 } : { type: 'move' }, gates.move, dead),
    planning ? btn(`sheet-${i}-plan`, t('titanPlan'), () => { current.plan = current.plan?.from === i ? null : newPlan(i); ctx.redraw(); },
      { 'aria-expanded': String(current.plan?.from === i) }) : null),
  why ? h('p', { class: 'why', id: common.id, 'data-testid': common.id }, why) : null,
  sheetRules(sheet, `sheet-${i}-rules`),
  planning && current.plan?.from === i ? drawPlan(ctx, current.snapshot, i, current.plan, () => { current.plan = null; ctx.redraw(); }) : null,
  h('p', { class: 'lists-meta', 'data-testid': `sheet-${i}-facts` }, [
    `${t('titanTurn')} ${sheet.turn}`,
    sheet.movement ? `${t('titanMoveLeft')} ${sheet.movement.cm} cm${sheet.movement.turns ? ` + ${sheet.movement.turns}×45°` : ''}` : null,
    sheet.moves ? t('titanMoves', { n: sheet.moves }) : null,
    ap.reactorDamage ? t('titanReactor', { n: ap.reactorDamage }) : null,
    ap.boilerDamage ? t('titanBoiler', { n: ap.boilerDamage }) : null,
    sheet.kind === 'gargant' || sheet.fires ? t('titanFires', { n: sheet.fires }) : null,
    sheet.grapple ? t('titanGrapple', { target: sheet.grapple.target }) : null,
  ].filter(Boolean).join(' · ')),
  sheet.grapple ? sp('detach', t('titanDetach'), { type: 'grapple', weapon: sheet.grapple.weapon, detach: true }) : null,
  h('ul', { class: 'titan-weapons', 'aria-label': t('listWeapons') }, sheet.weapons.map((w, j) => drawWeapon(ctx, i, entry, w, j, common))));
}

/** The game screen's body: the setup, or the sheets. ctx = { auspex, store, redraw, focus, messageOf, back, play }. */
export function drawGame(ctx) {
  // A game saved before the turn was kept gets one (saved with its next step).
  if (current.snapshot && !current.snapshot.turn) current.snapshot = withTurn(ctx.auspex, current.snapshot, [t('titanMine'), t('titanTheirs')]);
  const sheets = current.snapshot?.sheets ?? [];
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    leave: () => { current.shot = null; current.plan = null; current.turnAsk = null; },
    status: statusOf(current.snapshot),
    head: current.snapshot ? drawTurnBar(ctx, screen, current.snapshot, { ask: current.turnAsk,
      setAsk: (ask) => { current.turnAsk = ask; ctx.redraw(); }, act: (steps, at) => act(ctx, steps, at) }) : [],
    dice: () => drawDice(ctx),
    body: current.snapshot ? [
      sheets.map((entry, i) => drawSheet(ctx, entry, i)),
      screen.drawOpponent(ctx, t('titanOpponentAdd'), (list) => addOpponent(ctx, list), false),
    ] : [],
  });
}

/** The saved games on the lists index: resume or delete. */
export function drawGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('titanGames'),
    meta: (g) => t('titanGameMeta', { n: g.snapshot?.sheets?.length ?? 0, turn: g.snapshot?.sheets?.[0]?.sheet?.turn ?? 1 }),
    reopen: (id) => openGame(ctx.store, id, ctx.auspex) });
}
