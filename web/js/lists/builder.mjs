// The builder of one list: its name, faction and limit, its entries (custom
// name, count, weapons, order, removal), the unit to add, the totals and the
// problems the core finds (checkList), undo / redo. Read-only (a list opened
// from a link) it shows the same as text. Everything shown of a list is
// set as text (textContent), never parsed as HTML.
import { fieldsOf } from '../ui/bounded.mjs';
import { t, getLang, fieldName } from '../platform/words.mjs';
import { h, createRef } from '../ui/view.mjs';
import { drawProfile, foldedProfile } from '../ui/profile.mjs';
import { integer, numbered } from '../platform/format.mjs';
import { nameOf, loaded } from '../platform/rulesets.mjs';
import { unitChoices, weaponChoices, unitName, weaponName, rulesetName, factionName, addUnit,
  fixedLoadout, weaponSlots, onlyAllowedWeapons, rulesetPoints, builderOf } from './model.mjs';
import '../platform/lists-words.mjs';

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool tool--quiet',
  'data-testid': testid, onclick, ...attrs }, label);

/**
 * Whether no entry of `list` has a cost (rules that price nothing, no price
 * set, no limit): no cost shown — unless its game needs the total whatever
 * (`costsNeeded`: a game whose list's size is its total).
 */
const unpricedAll = (totals, list) => Boolean(totals) && totals.cost === 0 && totals.unpriced > 0 && !totals.limit
  && !builderOf(list).costsNeeded;

/** "46 / 40 points", "12 étoiles", "—"; "" when nothing of `list` has a cost. */
export function totalText(totals, list) {
  if (!totals) return '—';
  if (unpricedAll(totals, list)) return '';
  const lang = getLang();
  const unit = t(totals.costUnit === 'stars' ? 'listStars' : 'listPoints');
  const cost = totals.limit ? `${integer(lang, totals.cost)} / ${integer(lang, totals.limit)}` : integer(lang, totals.cost);
  return `${cost} ${unit}`;
}

/** The units of a list: each entry's count (a character, an entry without one: 1). */
export const unitCount = (list) => (list?.units ?? []).reduce((n, u) => n + (u.count ?? 1), 0);

/** A problem's text with the options it names by id (« strategic ») named in words (« Valeur stratégique »), in `lng`. */
export const namedFields = (text, lng = getLang()) => String(text).replace(/([«“"]\s*)([a-z][A-Za-z]*)(\s*[»”"])/g,
  (all, open, id, close) => (fieldName(id, lng) ? `${open}${fieldName(id, lng)}${close}` : all));

/** The totals, the problems and the last refused edit: redrawn alone while the player types. */
export function drawSummary(S) {
  const { totals, problems } = S.result ?? {};
  const lang = getLang();
  // What the game itself would refuse at its start (a character's weapon), in words.
  const game = builderOf(S.list);
  const more = S.result ? game.problems?.(S) ?? [] : [];
  return h('div', { class: 'lists-summary', 'data-testid': 'list-summary', 'aria-live': 'polite' },
    h('p', { class: 'lists-total', 'data-testid': 'list-totals' },
      unpricedAll(totals, S.list) ? null : h('strong', { class: 'lists-total__cost' }, totalText(totals, S.list)),
      totals ? h('span', { 'data-testid': 'list-units-count' }, `${unpricedAll(totals, S.list) ? '' : ' · '}${t('listUnitsCount', { n: integer(lang, unitCount(S.list)) })}`) : null,
      totals?.unpriced && !unpricedAll(totals, S.list) ? h('span', {}, ` · ${t('listUnpriced', { n: totals.unpriced })}`) : null),
    problems?.length || more.length ? h('ul', { class: 'lists-problems', 'data-testid': 'list-problems' },
      (problems ?? []).map((p) => h('li', {}, game.problemText?.(p) ?? namedFields(p.message?.[lang] ?? p.message?.fr ?? p.code))),
      more.map((p) => h('li', { 'data-testid': `list-problem-entry-${p.at}` }, p.text))) : null,
    h('div', { class: 'error', role: 'alert', 'data-testid': 'list-error', hidden: S.error ? null : true }, S.error));
}

// The lists' numbers (core/lists/list.hpp): a limit, a count, an option.
export const MAX_LIMIT = 100000;
export const MAX_COUNT = 1000;
export const MAX_OPTION = 100000;

/**
 * The builder's labelled text or number inputs (ui/bounded.mjs): a number is
 * bounded at the field (MAX_OPTION unless given), what was typed and not
 * taken stays in S.drafts, with why beside it (`${testid}-why`).
 */
function fieldOf(S, redraw) {
  return fieldsOf(S.drafts ??= {}, redraw, { maxDefault: MAX_OPTION,
    numberWhy: (min, max) => t('listNumberBounds', { min: integer(getLang(), min), max: integer(getLang(), max) }) });
}

/** A line's cost: "12 pts", "3 ★", "sans coût" ("" when nothing in the list has a cost). */
export function costText(S, lineCost) {
  const unit = t(S.result?.totals?.costUnit === 'stars' ? 'listStarsShort' : 'listPointsShort');
  if (lineCost === null || lineCost === undefined) return unpricedAll(S.result?.totals, S.list) ? '' : t('listNoCost');
  return `${integer(getLang(), lineCost)} ${unit}`;
}

/** Each entry's title: its name, else its unit's, numbered where two read the same ("<name> 2"). */
export const entryTitles = (list) => numbered(list.units.map((e) => e.name || unitName(list, e.unit)));

function drawEntry(S, ops, entry, i, lineCost, label) {
  const field = fieldOf(S, ops.redraw);
  const n = S.list.units.length;
  const lang = getLang();
  const ro = S.mode === 'view';
  const game = builderOf(S.list);
  const title = unitName(S.list, entry.unit);
  const count = entry.count ?? 1;
  const cost = costText(S, lineCost);
  const head = h('div', { class: 'lists-entry__head' },
    h('span', { class: 'lists-entry__title', 'data-testid': `entry-${i}-title` },
      entry.name ? `${label} (${title})` : label),
    h('span', { class: 'lists-entry__cost', 'data-testid': `entry-${i}-cost` }, cost));
  const weapons = entry.weapons ?? [];
  // The unit's whole profile (the game's `profile`): open in a shared list, folded while building.
  const profile = game.profile?.(S.list, entry) ?? null;
  if (ro) {
    return h('li', { class: 'lists-entry', 'data-testid': `entry-${i}` }, head,
      count !== 1 ? h('p', { class: 'lists-entry__line' }, `× ${integer(lang, count)}`) : null,
      (game.readLines?.(entry, S.list) ?? []).map((line) => h('p', { class: 'lists-entry__line' }, line)),
      profile ? drawProfile(profile, S.list.ruleset, `entry-${i}-profile`)
        : weapons.length ? h('p', { class: 'lists-entry__line' }, weapons.map((w) => weaponName(S.list, w)).join(', ')) : null);
  }
  if (game.drawEntry) {
    // The game draws the entry's body (a character: no count, no ruleset weapons).
    return h('li', { class: 'lists-entry', 'data-testid': `entry-${i}` }, head,
      field(`entry-${i}-name`, t('rosterCharacterName'), entry.name,
        (v) => ops.live((l) => { if (v) l.units[i].name = v; else delete l.units[i].name; }), ops.record, { maxlength: 100 }),
      game.drawEntry(S, ops, entry, i, field), moves(ops, i, n, title, game));
  }
  const { first, rest: others } = weaponChoices(S.list, entry.unit);
  // A game that says so: only what the unit may carry, its slots, its fixed loadout, its price.
  const rest = onlyAllowedWeapons(S.list) ? [] : others;
  const fixed = fixedLoadout(S.list, entry.unit);
  const slots = weaponSlots(S.list, entry.unit);
  const full = slots !== null && weapons.length >= slots;
  const option = (w) => h('option', { value: w.id }, nameOf(w.name));
  const picked = createRef();
  const addWeapon = (id) => ops.edit((l) => { (l.units[i].weapons ??= []).push(id); });
  // The unit's and its faction's weapons: one tap each; the others (where the game offers them) in a list.
  // (none once its slots are full: "2/2 armes" says why)
  const chips = fixed || !first.length || full ? null : h('div', { class: 'lists-chips', role: 'group', 'aria-label': t('listWeaponsOwn') },
    first.map((w) => btn(`entry-${i}-weapon-add-${w.id}`, `+ ${nameOf(w.name)}`, () => addWeapon(w.id),
      { class: 'tool tool--quiet lists-chip', 'aria-label': t('listWeaponPick', { unit: title }) + ` : ${nameOf(w.name)}` })));
  const pick = fixed || !rest.length ? null : h('select', { ref: picked, class: 'select', 'data-testid': `entry-${i}-weapon-select`, 'aria-label': t('listWeaponPick', { unit: title }) },
    h('optgroup', { label: t('listWeaponsOther') }, rest.map(option)));
  const allowedOnly = onlyAllowedWeapons(S.list);
  const slotText = fixed ? t('listFixedLoadout')
    : slots !== null ? t('listSlots', { n: weapons.length, slots }) : allowedOnly ? t('listNoSlots', { n: weapons.length }) : null;
  const points = entry.options?.points;
  const basePoints = rulesetPoints(S.list, entry.unit);
  return h('li', { class: 'lists-entry', 'data-testid': `entry-${i}` }, head, foldedProfile(profile, S.list.ruleset, `entry-${i}-profile`),
    field(`entry-${i}-name`, t('listEntryName'), entry.name,
      (v) => ops.live((l) => { if (v) l.units[i].name = v; else delete l.units[i].name; }), ops.record, { maxlength: 100 }),
    game.pointsField ? field(`entry-${i}-points`, basePoints === null ? t('listEntryPointsNone') : t('listEntryPoints', { n: basePoints }), points,
      (v) => ops.live((l) => {
        const u = l.units[i];
        if (v === '') { if (u.options) delete u.options.points; if (u.options && !Object.keys(u.options).length) delete u.options; } else (u.options ??= {}).points = Number(v);
      }), ops.record, { type: 'number', inputmode: 'numeric', min: 0, step: 1, placeholder: basePoints ?? '' }) : null,
    h('div', { class: 'lists-entry__count' }, h('span', { class: 'cu-label' }, t('listCount')),
      h('div', { class: 'stepper' },
        h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `entry-${i}-count-dec`, 'aria-label': t('dec', { label: `${t('listCount')} (${title})` }),
          'aria-disabled': String(count <= 1), onclick: () => count > 1 && ops.edit((l) => { l.units[i].count = count - 1; }) }, '−'),
        h('span', { class: 'stepper__value', 'data-testid': `entry-${i}-count` }, integer(lang, count)),
        h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `entry-${i}-count-inc`, 'aria-label': t('inc', { label: `${t('listCount')} (${title})` }),
          'aria-disabled': String(count >= MAX_COUNT), onclick: () => count < MAX_COUNT && ops.edit((l) => { l.units[i].count = count + 1; }) }, '+'))),
    game.drawOptions?.(S, ops, entry, i, field) ?? null,
    slotText ? h('p', { class: 'lists-entry__line', 'data-testid': `entry-${i}-slots` }, slotText) : null,
    h('ul', { class: 'lists-weapons', 'aria-label': t('listWeapons') }, weapons.map((w, j) => h('li', { class: 'lists-weapon' },
      h('span', {}, weaponName(S.list, w)),
      fixed ? null : btn(`entry-${i}-weapon-${j}-remove`, '×', () => ops.edit((l) => { l.units[i].weapons.splice(j, 1); }),
        { 'aria-label': t('listWeaponRemove', { weapon: weaponName(S.list, w) }) })))),
    chips,
    pick ? h('div', { class: 'toolbar__row' }, pick, btn(`entry-${i}-weapon-add`, t('listWeaponAdd'),
      () => addWeapon(picked.current.value), { class: 'tool tool--quiet lists-weapon-add', disabled: full ? true : null })) : null,
    moves(ops, i, n, title, game));
}

/**
 * A copy of entry i, its name left out (and what the game keeps to one entry: its `copyEntry`),
 * added at the end: no entry moves, so an option naming an entry by its number (a unit an
 * officer is attached to) still names the same one.
 */
function duplicate(l, i, game) {
  const copy = structuredClone(l.units[i]);
  delete copy.name;
  game.copyEntry?.(copy);
  l.units.push(copy);
}

/** Up, down, duplicate and remove for entry i of n. */
function moves(ops, i, n, title, game) {
  return h('div', { class: 'toolbar__row lists-entry__moves' },
    btn(`entry-${i}-duplicate`, t('listDuplicateEntry'), () => ops.edit((l) => duplicate(l, i, game)),
      { 'aria-label': t('listDuplicateEntryName', { unit: title }) }),
    btn(`entry-${i}-up`, '↑', () => ops.edit((l) => { l.units.splice(i - 1, 0, ...l.units.splice(i, 1)); }),
      { disabled: i === 0 ? true : null, 'aria-label': t('listMoveUp', { unit: title }) }),
    btn(`entry-${i}-down`, '↓', () => ops.edit((l) => { l.units.splice(i + 1, 0, ...l.units.splice(i, 1)); }),
      { disabled: i === n - 1 ? true : null, 'aria-label': t('listMoveDown', { unit: title }) }),
    btn(`entry-${i}-remove`, t('listRemove'), () => ops.edit((l) => { l.units.splice(i, 1); }),
      { 'aria-label': t('listRemoveName', { unit: title }) }));
}

/** The list's head: editable fields, or its name, game and limit as text. */
function drawHead(S, ops) {
  const list = S.list;
  const base = loaded.get(list.ruleset);
  if (S.mode === 'view') {
    return h('div', { class: 'lists-head' },
      h('h2', { class: 'lists-name', 'data-testid': 'list-name-text' }, list.name || t('listUnnamed')),
      h('p', { class: 'lists-meta' }, [rulesetName(list.ruleset), factionName(list)].filter(Boolean).join(' · ')));
  }
  const factions = base?.factions ?? [];
  const field = fieldOf(S, ops.redraw);
  return h('div', { class: 'lists-head' },
    h('h2', { class: 'lists-meta' }, rulesetName(list.ruleset)), // the builder's heading, as in view mode
    field('list-name', t('listName'), list.name, (v) => ops.live((l) => { l.name = v; }), ops.record, { maxlength: 200 }),
    factions.length ? h('div', { class: 'cu-field' }, h('label', { class: 'cu-label', for: 'lf-list-faction' }, t('faction')),
      h('select', { id: 'lf-list-faction', class: 'select', 'data-testid': 'list-faction',
        onchange: (e) => ops.edit((l) => { if (e.target.value) l.faction = e.target.value; else delete l.faction; }) },
      builderOf(list).needsFaction && list.faction ? null : h('option', { value: '' }, t('listNoFaction')),
      factions.map((f) => h('option', { value: f.id, selected: f.id === list.faction ? true : null }, nameOf(f.name))))) : null,
    field('list-limit', t(builderOf(list).limitLabel ?? 'listLimit'), list.limit,
      (v) => ops.live((l) => { if (v === '') delete l.limit; else l.limit = Number(v); }), ops.record,
      { type: 'number', inputmode: 'numeric', min: 1, max: MAX_LIMIT, step: 1 }));
}

/** The builder (or read-only view) of S.list. ops = { edit(fn), live(fn), record(), undo(), redo(), canUndo, canRedo }. */
export function drawBuilder(S, ops, share) {
  const list = S.list;
  const lines = S.result?.lines ?? [];
  const ro = S.mode === 'view';
  const choices = ro ? [] : unitChoices(list, t('customMark'));
  const titles = entryTitles(list);
  // The faction's units, then those the rules leave to every faction, each group under its name.
  const groups = [...new Set(choices.map((c) => c.group))];
  // One tap adds a unit: a button per unit the list may take, grouped (the faction's, then every faction's).
  const unitButton = (c) => h('button', { type: 'button', class: 'tool lists-chip', 'data-testid': `list-unit-add-${c.value}`,
    'data-unit': c.value, onclick: () => ops.edit((l) => addUnit(l, c.value)) }, `+ ${c.text}`);
  const add = ro ? null : groups.map((g) => h('div', { class: 'lists-chips', role: 'group', 'aria-label': g || t('listAddUnit') },
    groups.length > 1 ? h('p', { class: 'cu-label lists-chips__group' }, g) : null, choices.filter((c) => c.group === g).map(unitButton)));
  return h('div', { class: 'lists-builder', 'data-testid': ro ? 'list-view' : 'list-builder' },
    drawHead(S, ops),
    builderOf(list).drawArmy?.(S, ops) ?? null,
    ro ? null : h('div', { class: 'toolbar__row' },
      btn('list-undo', t('listUndo'), ops.undo, { disabled: ops.canUndo ? null : true }),
      btn('list-redo', t('listRedo'), ops.redo, { disabled: ops.canRedo ? null : true })),
    drawSummary(S),
    // The facts below the pinned summary (which holds a quarter of the screen at most).
    builderOf(list).drawFacts?.(S.result) ?? null,
    list.units.length ? h('ol', { class: 'lists-entries', 'data-testid': 'list-entries' },
      list.units.map((entry, i) => drawEntry(S, ops, entry, i, lines[i]?.cost, titles[i]))) : h('p', { class: 'cu-empty' }, t('listEmpty')),
    builderOf(list).drawAfterEntries?.(S) ?? null,
    ro ? null : h('div', { class: 'lists-add', 'data-testid': 'list-unit-choices' }, h('h3', { class: 'cu-label' }, t('listAddUnit')),
      choices.length ? add : h('p', { class: 'cu-empty' }, t('listNoUnitToAdd'))),
    share);
}
