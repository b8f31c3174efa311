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
import { sheetRequests, sheetName, setupDefaults, unitOfList, sideOf, STATES, viewOf } from './game.mjs';
import { countOdds, sided } from '../../play/luck.mjs';
import { locName, counter, settle, drawPicker, targetsOf } from './pick.mjs';
import { canPlan, newPlan, drawPlan } from './plan.mjs';
import { weaponLine, sheetRules } from './profile.mjs';
import { isCloseCombat, newMelee, drawMelee } from './melee.mjs';
import { diceParts, drawChances } from '../../play/dice-panel.mjs';
import { sheetGates, fireGate, activateGate, specialGate } from './gates.mjs';
import { drawTurnPanel, statusOf } from './turn-panel.mjs';
import { drawPicks } from './picks.mjs';
import { withLog, gameSnapshot, applyMove } from '../../play/states.mjs';
import { newSeed } from '../../platform/dice.mjs';
import '../../platform/lists-words.mjs';

// Titanicus games were saved without a kind before the controller: they are still its own.
/** Where the game's states are in a snapshot (a game handed over: play/game-code.mjs). */
export { STATES };
// The screen: its play controller (play/controller.mjs), and `current`, the game on it and what is open.
const screen = createPlay({ kind: 'titanicus', states: STATES, prefix: 'titan', fresh: () => ({ shot: null, plan: null, turnAsk: null }), legacy: (g) => g.kind === undefined,
  players: () => [t('titanMine'), t('titanTheirs')],
  turnOf: (s) => viewOf(s)?.turn?.round ?? 0,
  // Over when one side has no titan left standing (the core's word).
  over: (s) => Boolean(s?.over) });

const current = screen.G;

/** The game as its panels read it (game.mjs viewOf), made once per snapshot. */
const seen = { snapshot: null, view: null };
const view = () => {
  if (seen.snapshot !== current.snapshot) Object.assign(seen, { snapshot: current.snapshot, view: viewOf(current.snapshot) });
  return seen.view;
};


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
  let mine = [];
  try {
    mine = sheetRequests(ctx.auspex, list, settings, loaded.get(list.ruleset));
    const names = [list.name || t('titanMine'), t('titanTheirs')].map((n) => n.slice(0, 100));
    const reply = ctx.auspex.game({ op: 'new', game: 'titanicus', setup: { names, sheets: [mine.map((x) => x.request), []] } });
    const snapshot = withLog(gameSnapshot({ rng: { seed: newSeed(), n: 0 }, log: [] }, reply), sided(reply.log).reverse());
    // The list's own units travel with the game (saved, handed over): play/own-ruleset.mjs.
    const own = listOwnRuleset(ctx.auspex, list).record;
    screen.start(ctx, listId, own ? { ...snapshot, rulesets: [own] } : snapshot);
  } catch (error) {
    failEntry(ctx, error, list, mine, /^setup\.sheets\.0\.(\d+)/, 'setup-');
  }
  ctx.redraw();
}

/**
 * A titan refused by the core, beside its list's entry (`place` + its index) in the page's
 * words, its unit named by its name (not its id); anything else under the game bar.
 */
function failEntry(ctx, error, list, requests, pattern, place) {
  const m = pattern.exec(error?.path ?? '');
  const entry = m ? requests[Number(m[1])]?.entry : undefined;
  if (entry === undefined) { screen.fail(ctx, error, place === 'setup-' ? null : place); return; }
  const unit = unitOfList(loaded.get(list.ruleset), list, list.units[entry]?.unit);
  const message = said(error).split(unit?.id ?? '\u0000').join(nameOf(unit?.name) || unit?.id || '');
  screen.fail(ctx, t('titanEntryRefused', { n: entry + 1, message }), place === 'setup-' ? `setup-${entry}` : place);
}

/** Whose move a titan's action is: its player's. */
const ownerOf = (i) => view().game.sheets[i].player;

/**
 * Sends `move` ({ by, name, args }) to the core (play/controller.mjs send): one step, or the
 * dice panel when it asks for dice or a choice; a refusal is shown at `at` (the control
 * tapped, drawn with screen.refusal(at)) and what was typed stays; `extraLog` the page's
 * lines, before the core's. An open shot or plan panel stays open.
 */
function send(ctx, move, at = null, extraLog = [], keep = { shot: current.shot, plan: current.plan }) {
  screen.send(ctx, move, { at, extraLog, keep });
}

/** Titan i's own action (`sheet` move; a damage roll reads the table's readings). */
function act(ctx, i, action, at = null) {
  const readings = action.type === 'damage' && current.snapshot.readings ? { readings: current.snapshot.readings } : {};
  send(ctx, { by: ownerOf(i), name: 'sheet', args: { sheet: i, action: { ...action, ...readings } } }, at);
}

/** Titan i's `attack` move with `args` (its weapon, target, location, facing, real result), the table's readings. */
const attackMove = (i, args) => ({ by: ownerOf(i), name: 'attack',
  args: { sheet: i, ...args, ...(current.snapshot.readings ? { readings: current.snapshot.readings } : {}) } });

/** A shot or a close combat with its real result (`attack` move): the panel closes once taken. */
function attack(ctx, i, args, at, extraLog = []) {
  send(ctx, attackMove(i, args), at, extraLog, { plan: current.plan });
}

/** What a panel of titan i's attack needs: its odds, whether the core takes it now, sending it. */
const attackOf = (ctx, i, at) => ({
  odds: (args) => screen.odds(ctx, attackMove(i, args)),
  gate: (args) => screen.tryMove(ctx, attackMove(i, args)),
  apply: (args, extraLog = []) => attack(ctx, i, args, at, extraLog),
});

/** The opponent's titans join the game (in play, not at the setup): the `join` move, once. */
function addOpponent(ctx, list) {
  if (!playable(list)) throw new Error(t('titanNotTitanicus'));
  const theirs = sheetRequests(ctx.auspex, list, {}, loaded.get(list.ruleset));
  const own = listOwnRuleset(ctx.auspex, list).record;
  const rulesets = [...(current.snapshot.rulesets ?? []), own].filter((r, i, all) => r && all.findIndex((x) => x?.id === r.id) === i);
  try {
    const out = applyMove(ctx.auspex, STATES, current.snapshot, { by: 1, name: 'join',
      args: { name: (list.name || t('titanTheirs')).slice(0, 100), sheets: theirs.map((x) => x.request) } },
    { extraLog: [both('titanOpponentLog', { n: theirs.length, name: list.name || '—' })] });
    screen.commit(ctx, rulesets.length ? { ...out.snapshot, rulesets } : out.snapshot);
  } catch (error) {
    failEntry(ctx, error, list, theirs, /^move\.args\.sheets\.(\d+)/, null);
  }
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

/** The dice panel: the dice the move asks for (the controller's), or the weapons to pick (picks.mjs). */
const drawDice = (ctx) => (current.pending.needs.field === 'picks' ? drawPicks(ctx, screen) : screen.drawDice(ctx));

function drawLocation(ctx, i, sheet, loc) {
  const armour = loc.rearArmour !== undefined && loc.rearArmour !== loc.armour ? `${loc.armour}/${loc.rearArmour}` : `${loc.armour}`;
  const boxes = loc.structure === null || loc.structure === undefined ? [] : Array.from({ length: loc.structure }, (_, j) => {
    const lost = j < loc.lost;
    return h('button', { type: 'button', class: `titan-box${lost ? ' titan-box--lost' : ''}`, 'aria-pressed': String(lost),
      'data-testid': `sheet-${i}-${loc.id}-box-${j}`, 'aria-label': t('titanBox', { loc: locName(loc.id), n: j + 1 }),
      disabled: lost || sheet.destroyed ? true : null,
      onclick: () => act(ctx, i, { type: 'damage', location: loc.id, points: j + 1 - loc.lost }, `sheet-${i}-${loc.id}`) }, lost ? '✕' : '');
  });
  return h('div', { class: 'titan-loc', 'data-testid': `sheet-${i}-${loc.id}` },
    h('span', { class: 'titan-loc__name' }, `${locName(loc.id)} · ${t('titanArmour')} ${armour}`),
    h('div', { class: 'titan-boxes' }, boxes),
    h('span', { class: 'titan-loc__lost', 'data-testid': `sheet-${i}-${loc.id}-lost` }, loc.structure ? `${loc.lost}/${loc.structure}` : ''));
}

function drawShot(ctx, i, j) {
  const v = view();
  const picked = settle(v, i, current.shot);
  if (!picked) return h('p', { class: 'lists-meta', 'data-testid': 'shot-none' }, t('noTargetYet'));
  const { target } = picked;
  const { to, location, facing, shieldsDown, structureLost } = current.shot;
  const shot = attackOf(ctx, i, 'shot-apply');
  const aim = { weapon: j, target: to, location, facing };
  const { request, odds: r = null, error } = shot.odds(aim);
  let odds;
  if (r) {
    const lang = getLang();
    const lost = r.structureLost ?? [1];
    odds = h('dl', { class: 'odds', 'data-testid': 'shot-odds', 'data-request': JSON.stringify(request) },
      h('dt', {}, t('titanOddsHit')), h('dd', { 'data-testid': 'shot-hit' }, percent(lang, 1 - (r.hits?.[0] ?? 1))),
      h('dt', {}, t('titanOddsShields')), h('dd', { 'data-testid': 'shot-shields' }, decimal(lang, r.meanShieldsDown ?? 0)),
      h('dt', {}, t('titanOddsDamage')), h('dd', { 'data-testid': 'shot-damage' }, percent(lang, 1 - lost[0])),
      h('dt', {}, t('titanOddsStructure')), h('dd', { 'data-testid': 'shot-structure' }, decimal(lang, r.meanStructureLost ?? 0)),
      h('dt', {}, t('titanOddsDestroyed')), h('dd', { 'data-testid': 'shot-destroyed' }, percent(lang, r.destroyed ?? 0)),
      r.hooked === undefined ? null : [h('dt', {}, t('titanHooked')), h('dd', { 'data-testid': 'shot-hooked' }, percent(lang, r.hooked))]);
  } else {
    odds = h('p', { class: 'error', 'data-testid': 'shot-error' }, screen.said(ctx, error));
  }
  const loc = target.locations.find((l) => l.id === location);
  const up = target.shields && !target.shields.generatorDestroyed ? target.shields.up : 0;
  const left = loc?.structure ? loc.structure - loc.lost : 0;
  const real = { ...aim, shieldsDown, structureLost };
  return h('div', { class: 'shot-panel', 'data-testid': 'shot-panel' },
    drawPicker(ctx, 'shot', picked, current.shot, ['shieldsDown', 'structureLost']),
    odds,
    h('h4', { class: 'cu-sub' }, t('actualResult')),
    up ? counter(ctx, 'shot', current.shot, 'shieldsDown', t('titanShieldsDown'), up) : null,
    counter(ctx, 'shot', current.shot, 'structureLost', t('titanStructureLost'), left),
    // What the core takes now (activated, AP, a result the dice could give): off with why, and a
    // refusal after the tap shows here, the panel and what was typed staying.
    screen.actionButton('shot-apply', t('applyResult'), () => {
      // The attack's odds (play/luck.mjs): the structure it took, against the calculator's.
      const line = r?.structureLost ? [{ ...both('luckStructure', { from: sheetName(v.sheets[i].sheet), to: sheetName(target),
        value: structureLost }), odds: [{ ...countOdds(r.structureLost, structureLost), side: sideOf(v.sheets[i]), attack: true }] }] : [];
      shot.apply(real, line);
    }, shot.gate(real), { class: 'tool tool--primary' }),
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
    const onclick = () => act(ctx, i, action, testid);
    return disabled ? btn(testid, label, onclick, { disabled: true }) : gated(testid, label, onclick, gate, common);
  };
  return h('li', { class: `titan-weapon${w.destroyed ? ' titan-weapon--destroyed' : ''}`, 'data-testid': `sheet-${i}-weapon-${j}` },
    h('div', { class: 'titan-weapon__head' }, h('strong', {}, text(w.name)),
      h('span', { class: 'titan-badges', 'data-testid': `sheet-${i}-weapon-${j}-state` }, badges.join(' · '))),
    weaponLine(sheet, w, `sheet-${i}-weapon-${j}-profile`),
    h('div', { class: 'titan-row titan-row--wrap' },
      wb('fire', t('titanFire'), { type: 'fire', weapon: j }, fireGate(screen, entry, j), off),
      wb('aim', t('titanAim'), { type: 'aim', weapon: j }, screen.gate(entry.actions, 'aim'), off || w.aimed),
      wb('alert', t('titanAlertBtn'), { type: 'alert', weapon: j }, screen.gate(entry.actions, 'alert'), off || w.alert),
      cc ? btn(`sheet-${i}-weapon-${j}-melee`, t('titanMeleeAt'), () => { current.shot = open ? null : newMelee(i, j); ctx.redraw(); },
        { disabled: off ? true : null, 'aria-expanded': String(Boolean(open)) })
        : btn(`sheet-${i}-weapon-${j}-shoot`, t('titanShootAt'), () => {
          current.shot = open ? null : { from: i, w: j, to: -1, location: null, facing: 'front', shieldsDown: 0, structureLost: 0 };
          ctx.redraw();
        }, { disabled: off ? true : null, 'aria-expanded': String(Boolean(open)) }),
      grapples && !sheet.grapple ? btn(`sheet-${i}-weapon-${j}-attach`, t('titanAttach'), () => {
        const all = view().sheets;
        const other = all.find((x) => x.side !== all[i].side && !x.sheet.destroyed);
        if (other) act(ctx, i, { type: 'grapple', weapon: j, attach: sheetName(other.sheet) }, `sheet-${i}-weapon-${j}-attach`);
      }, { disabled: off ? true : null }) : null,
      grapples ? screen.refusal(`sheet-${i}-weapon-${j}-attach`) : null),
    cc ? screen.refusal(`sheet-${i}-weapon-${j}-melee`) : null,
    open && current.shot.melee ? drawMelee(ctx, view(), i, j, current.shot, attackOf(ctx, i, `sheet-${i}-weapon-${j}-melee`),
      () => { current.shot = null; ctx.redraw(); }) : null,
    open && !current.shot.melee ? drawShot(ctx, i, j) : null);
}

function drawSheet(ctx, entry, i) {
  const { sheet, side } = entry;
  const lang = getLang();
  const ap = sheet.actionPoints;
  const sh = sheet.shields;
  const sp = (testid, label, action, attrs = {}) => [btn(`sheet-${i}-${testid}`, label, () => act(ctx, i, action, `sheet-${i}-${testid}`), attrs),
    screen.refusal(`sheet-${i}-${testid}`)];
  const { gates, common: why } = sheetGates(screen, entry);
  const common = { why, id: `sheet-${i}-why` };
  const ga = (testid, label, action, gate, off) => (off ? sp(testid, label, action, { disabled: true })
    : gated(`sheet-${i}-${testid}`, label, () => act(ctx, i, action, `sheet-${i}-${testid}`), gate, common));
  const dead = sheet.destroyed ? true : null;
  const unit = text(sheet.unitName);
  const planning = canPlan(view(), i, targetsOf(view(), i));
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
      : gated(`sheet-${i}-activate`, t('titanActivate'), () => send(ctx, { by: ownerOf(i), name: 'activate', args: { sheet: i } }, `sheet-${i}-activate`),
        activateGate(screen, view(), i, gates.activate), common),
    ga('move', t('titanMove'), sheet.holo ? { type: 'move', cm: sheet.movement?.cm ?? 0 } : { type: 'move' }, gates.move, dead),
    planning ? btn(`sheet-${i}-plan`, t('titanPlan'), () => { current.plan = current.plan?.from === i ? null : newPlan(i); ctx.redraw(); },
      { 'aria-expanded': String(current.plan?.from === i) }) : null),
  why ? h('p', { class: 'why', id: common.id, 'data-testid': common.id }, why) : null,
  sheetRules(sheet, `sheet-${i}-rules`),
  planning && current.plan?.from === i ? drawPlan(ctx, view(), i, current.plan, () => { current.plan = null; ctx.redraw(); }) : null,
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
  const v = view();
  const sheets = v?.sheets ?? [];
  return screen.draw(ctx, {
    setup: () => drawSetup(ctx),
    leave: () => { current.shot = null; current.plan = null; current.turnAsk = null; },
    status: statusOf(v),
    head: v ? drawTurnPanel(ctx, screen, v, { ask: current.turnAsk,
      setAsk: (ask) => { current.turnAsk = ask; ctx.redraw(); }, send: (move, at) => send(ctx, move, at) }) : [],
    dice: () => drawDice(ctx),
    body: current.snapshot ? [
      sheets.map((entry, i) => drawSheet(ctx, entry, i)),
      // The opponent's titans join once (the core's `join`): their list asked for until then.
      screen.mayMove(1, 'join').allowed ? screen.drawOpponent(ctx, t('titanOpponentAdd'), (list) => addOpponent(ctx, list), false) : null,
    ] : [],
  });
}

/** The saved games on the lists index: resume or delete. */
export function drawGamesIndex(ctx) {
  return screen.drawIndex(ctx, { title: t('titanGames'),
    meta: (g) => {
      const v = viewOf(g.snapshot) ?? {};
      return t('titanGameMeta', { n: v.sheets?.length ?? 0, turn: v.turn?.round ?? v.sheets?.[0]?.sheet?.turn ?? 1 });
    },
    reopen: (id) => openGame(ctx.store, id, ctx.auspex) });
}
