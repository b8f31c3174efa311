// The form of a custom Epic Escarmouches unit (docs/rulesets/epic.md): name,
// move, save, FA and its one weapon.
import { t } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { newId } from '../../platform/custom-units.mjs';

function draft(base, unit) {
  const w = unit ? base.weapons.find((x) => x.id === unit.weapons[0]) : null;
  return { id: unit?.id, name: unit ? nameOf(unit.name) : '', move: unit?.moveCm ?? 10, save: unit?.save ?? 4, fa: unit?.fa ?? 1,
    wname: w ? nameOf(w.name) : '', wrange: w?.rangeCm ?? 30, wdice: w?.dice ?? 1, wtoHit: w?.toHit ?? 5, wsaveMod: w?.saveModifier ?? 0 };
}

function fields(base, draft, { input }) {
  return [
    input(draft, 'name', t('unitName'), 'text'), input(draft, 'move', t('move')), input(draft, 'save', t('saveU')),
    input(draft, 'fa', t('faU')),
    h('h4', { class: 'cu-sub' }, t('weapon')),
    input(draft, 'wname', t('weaponName'), 'text'), input(draft, 'wrange', t('wRange')), input(draft, 'wdice', t('wDice')),
    input(draft, 'wtoHit', t('wToHit')), input(draft, 'wsaveMod', t('saveModifierU')),
  ];
}

function unitOf(base, draft, { taken, id, name }) {
  const wname = draft.wname.trim();
  if (!wname) throw new Error('weaponNeeded');
  const wid = newId(`${name}-${wname}`, taken.filter((x) => x !== `${id}-w`));
  const weapon = { id: wid, name: { fr: wname, en: wname }, rangeCm: draft.wrange, dice: draft.wdice, toHit: draft.wtoHit,
    saveModifier: draft.wsaveMod };
  return { unit: { id, name: { fr: name, en: name }, kind: 'infantry', moveCm: draft.move, save: draft.save, fa: draft.fa, weapons: [wid] },
    weapons: [weapon] };
}

export const unitForm = { draft, fields, unitOf };
