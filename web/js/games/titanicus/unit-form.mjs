// The form of a custom Titanicus unit (docs/rulesets/titanicus.md): name,
// faction, class, weapons from the faction's armoury or a new one,
// locations, shields, move.
import { t } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { newId } from '../../platform/custom-units.mjs';

const TITANICUS_KINDS = ['titan', 'super-heavy', 'infantry'];

/** The draft of a unit being created (unit null) or edited. */
function draft(base, unit) {
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
function fields(base, draft, { input, redraw, nextId }) {
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
        const id = nextId(`armoury-${w.id}`);
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
function unitOf(base, draft, { taken, id, name }) {
  const names = { fr: name, en: name };
  const wname = draft.wname.trim();
  const wid = wname ? newId(`${name}-${wname}`, taken.filter((x) => x !== `${id}-w`)) : null;
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

export const unitForm = { draft, fields, unitOf };
