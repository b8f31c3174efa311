// The form of a custom unit, driven by the system: Titanicus (name, faction,
// class, weapons from the faction's armoury or a new one, locations, shields,
// move) or Epic (name, move, save, FA, its weapon). Returns the unit and its
// new weapons as ruleset items; the core checks them when saved.
import { t } from './i18n.mjs';
import { h } from './controls.mjs';
import { nameOf } from './rulesets.mjs';
import { newId } from './custom-units.mjs';
import { at44Draft, at44Fields, at44UnitOfDraft } from './units-form-at44.mjs';

let serial = 0;

/** A labelled input (number, text or checkbox) or select bound to draft[key]. */
function input(draft, key, label, type = 'number', extra = {}) {
  const id = `cu${serial += 1}`;
  const attrs = { id, 'data-testid': `cu-${key}`, class: type === 'checkbox' ? 'check__box' : 'input' };
  if (type === 'checkbox') {
    const box = h('input', { ...attrs, type, checked: draft[key] ? true : null,
      onchange: (e) => { draft[key] = e.target.checked; } });
    return h('label', { class: 'check', for: id }, box, h('span', {}, label));
  }
  if (type === 'select') {
    const box = h('select', { ...attrs, class: 'select', onchange: (e) => { draft[key] = e.target.value; extra.onchange?.(); } },
      extra.options.map((o) => h('option', { value: o.value, selected: o.value === draft[key] ? true : null }, o.text)));
    return h('div', { class: 'cu-field' }, h('label', { for: id, class: 'cu-label' }, label), box);
  }
  const box = h('input', { ...attrs, type, value: draft[key] ?? '', ...(type === 'number' ? { inputmode: 'numeric', step: 1 } : {}),
    oninput: (e) => { draft[key] = type === 'number' ? Number(e.target.value) : e.target.value; } });
  return h('div', { class: 'cu-field' }, h('label', { for: id, class: 'cu-label' }, label), box);
}

const TITANICUS_KINDS = ['titan', 'super-heavy', 'infantry'];

/** The draft of a unit being created (unit null) or edited. */
export function draftOf(base, unit) {
  if (base.system === 'at44') return at44Draft(base, unit);
  if (base.system === 'epic') {
    const w = unit ? base.weapons.find((x) => x.id === unit.weapons[0]) : null;
    return { id: unit?.id, name: unit ? nameOf(unit.name) : '', move: unit?.moveCm ?? 10, save: unit?.save ?? 4, fa: unit?.fa ?? 1,
      wname: w ? nameOf(w.name) : '', wrange: w?.rangeCm ?? 30, wdice: w?.dice ?? 1, wtoHit: w?.toHit ?? 5, wsaveMod: w?.saveModifier ?? 0 };
  }
  const loc = unit?.locations[0];
  return { id: unit?.id, name: unit ? nameOf(unit.name) : '', faction: unit?.faction ?? base.factions[0].id,
    kind: unit?.kind ?? 'titan', move: unit?.move?.cm ?? 15, shields: unit?.voidShields ?? 0,
    titanWeapons: unit?.titanWeapons ?? true, locs: unit && unit.locations.length === 1 ? 'one' : 'two',
    armour: loc?.armour ?? 12, rear: loc?.rearArmour ?? loc?.armour ?? 10, structure: loc?.structure ?? 5,
    armoury: new Set(unit?.weapons ?? []),
    wname: '', wrange: 45, wdice: 2, wtoHit: 4, wstrength: 6, wcc: false, wonce: false, wnoaim: false, wshields: false, wminone: false };
}

/** The weapons a new unit of `faction` may take: the armoury, then those of the faction's units. */
function armouryOf(base, faction) {
  const f = base.factions.find((x) => x.id === faction);
  const ids = [...new Set([...(f?.weapons ?? []), ...base.units.filter((u) => u.faction === faction).flatMap((u) => u.weapons ?? [])])];
  return ids.map((id) => base.weapons.find((w) => w.id === id)).filter(Boolean);
}

/** The form's fields for `draft` (redrawn by `redraw` when the faction changes). */
export function fieldsOf(base, draft, redraw) {
  if (base.system === 'at44') return at44Fields(base, draft, input, redraw, () => (serial += 1));
  if (base.system === 'epic') {
    return [
      input(draft, 'name', t('unitName'), 'text'), input(draft, 'move', t('move')), input(draft, 'save', t('saveU')),
      input(draft, 'fa', t('faU')),
      h('h4', { class: 'cu-sub' }, t('weapon')),
      input(draft, 'wname', t('weaponName'), 'text'), input(draft, 'wrange', t('wRange')), input(draft, 'wdice', t('wDice')),
      input(draft, 'wtoHit', t('wToHit')), input(draft, 'wsaveMod', t('saveModifierU')),
    ];
  }
  const armoury = armouryOf(base, draft.faction).filter((w) => !w.id.startsWith('custom-'));
  return [
    input(draft, 'name', t('unitName'), 'text'),
    input(draft, 'faction', t('faction'), 'select', { onchange: redraw,
      options: base.factions.map((f) => ({ value: f.id, text: nameOf(f.name) })) }),
    input(draft, 'kind', t('unitKind'), 'select', { options: TITANICUS_KINDS.map((k) => ({ value: k, text: t(`kind_${k}`) })) }),
    input(draft, 'move', t('move')), input(draft, 'shields', t('voidShields')),
    input(draft, 'titanWeapons', t('titanWeapons'), 'checkbox'),
    input(draft, 'locs', t('locationsTitle'), 'select', { options: [{ value: 'two', text: t('twoLocations') }, { value: 'one', text: t('oneLocation') }] }),
    input(draft, 'armour', t('armourFront')), input(draft, 'rear', t('armourRear')), input(draft, 'structure', t('structureBoxes')),
    armoury.length ? h('fieldset', { class: 'cu-set' }, h('legend', { class: 'cu-sub' }, t('armoury')),
      armoury.map((w) => {
        const id = `cu${serial += 1}`;
        return h('label', { class: 'check', for: id }, h('input', { id, type: 'checkbox', class: 'check__box',
          'data-testid': `cu-armoury-${w.id}`, checked: draft.armoury.has(w.id) ? true : null,
          onchange: (e) => (e.target.checked ? draft.armoury.add(w.id) : draft.armoury.delete(w.id)) }), h('span', {}, nameOf(w.name)));
      })) : null,
    h('fieldset', { class: 'cu-set' }, h('legend', { class: 'cu-sub' }, t('newWeapon')),
      input(draft, 'wname', t('weaponName'), 'text'), input(draft, 'wrange', t('wRange')), input(draft, 'wdice', t('wDice')),
      input(draft, 'wtoHit', t('wToHit')), input(draft, 'wstrength', t('wStrength')),
      input(draft, 'wcc', t('closeCombat'), 'checkbox'), input(draft, 'wonce', t('oncePerTurn'), 'checkbox'),
      input(draft, 'wnoaim', t('cannotAim'), 'checkbox'), input(draft, 'wshields', t('wIgnoresShields'), 'checkbox'),
      input(draft, 'wminone', t('wMinOneDamage'), 'checkbox')),
  ].filter(Boolean);
}

/** { unit, weapons } of a draft, or throws a message key. `taken`: ids already used. */
export function unitOfDraft(base, draft, taken) {
  const name = draft.name.trim();
  if (!name) throw new Error('nameNeeded');
  const id = draft.id ?? newId(name, taken);
  if (base.system === 'at44') return at44UnitOfDraft(draft, taken, name);
  const names = { fr: name, en: name };
  const wname = draft.wname.trim();
  const wid = wname ? newId(`${name}-${wname}`, taken.filter((x) => x !== `${id}-w`)) : null;
  if (base.system === 'epic') {
    if (!wname) throw new Error('weaponNeeded');
    const weapon = { id: wid, name: { fr: wname, en: wname }, rangeCm: draft.wrange, dice: draft.wdice, toHit: draft.wtoHit,
      saveModifier: draft.wsaveMod };
    return { unit: { id, name: names, kind: 'infantry', moveCm: draft.move, save: draft.save, fa: draft.fa, weapons: [wid] },
      weapons: [weapon] };
  }
  const weapons = [];
  if (wname) {
    weapons.push({ id: wid, name: { fr: wname, en: wname }, ...(draft.wcc ? { closeCombat: true } : { range: draft.wrange }),
      dice: draft.wdice, toHit: draft.wtoHit, strength: draft.wstrength,
      ...(draft.wonce ? { oncePerTurn: true } : {}), ...(draft.wnoaim ? { cannotAim: true } : {}),
      ...(draft.wshields ? { ignoresShields: true } : {}), ...(draft.wminone ? { minOneDamage: true } : {}) });
  }
  const carried = [...draft.armoury, ...weapons.map((w) => w.id)];
  if (!carried.length) throw new Error('weaponNeeded');
  const loc = (lid) => ({ id: lid, armour: draft.armour, rearArmour: draft.rear, structure: draft.structure });
  return { unit: { id, name: names, faction: draft.faction, kind: draft.kind, move: { cm: draft.move },
    ...(draft.shields ? { voidShields: draft.shields } : {}), titanWeapons: draft.titanWeapons,
    locations: draft.locs === 'one' ? [loc('corps')] : [loc('haut'), loc('bas')], weapons: carried }, weapons };
}
