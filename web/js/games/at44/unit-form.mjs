// The form of a custom AT-44 unit (docs/rulesets/at44.md): name, faction,
// type, rank, MOU, MOR, ARM, DEF, stars, weapons from the ruleset or a new
// one (mode, PRE, cadence, re-rolls, PEN, damage); for a vehicle the châssis
// and propulsion PS and each weapon's PS. Everything is given (skills none),
// so only the category is left unknown.
import { t } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { newId } from '../../platform/custom-units.mjs';

export function at44Draft(base, unit) {
  const w = unit ? base.weapons.find((x) => x.id === unit.weapons?.find((m) => m.weapon.startsWith('custom-'))?.weapon) : null;
  return { id: unit?.id, name: unit ? nameOf(unit.name) : '', faction: unit?.faction ?? base.factions[0].id,
    type: unit?.type ?? 'infanterie', rank: unit?.rank ?? 1, mou: unit?.mou ?? 14, mor: unit?.mor ?? 5, arm: unit?.arm ?? 3,
    def: unit?.def ?? 5, stars: unit?.stars ?? 10, chassis: unit?.chassisPs ?? 8, propulsion: unit?.propulsionPs?.[0] ?? 3,
    wps: unit?.weapons?.[0]?.ps ?? 1,
    armoury: new Set((unit?.weapons ?? []).map((m) => m.weapon).filter((id) => !id.startsWith('custom-'))),
    wname: w ? nameOf(w.name) : '', wmode: w?.mode ?? 'tir-direct', wpre: w?.pre ?? 5, wcadence: w?.cadence ?? 1,
    wrerolls: w?.rerolls ?? 0, wpen: w?.pen ?? 5, wdamage: w?.damage ?? 1 };
}

export function at44Fields(base, draft, input, redraw, serial) {
  const usable = base.weapons.filter((w) => !w.id.startsWith('custom-') && ['tir-direct', 'melee'].includes(w.mode));
  return [
    input(draft, 'name', t('unitName'), 'text'),
    input(draft, 'faction', t('faction'), 'select', { options: base.factions.map((f) => ({ value: f.id, text: nameOf(f.name) })) }),
    input(draft, 'type', t('unitKind'), 'select', { onchange: redraw,
      options: [{ value: 'infanterie', text: t('infantryType') }, { value: 'vehicule', text: t('at44Vehicle') }] }),
    input(draft, 'rank', t('rankU')), input(draft, 'mou', t('mouU')), input(draft, 'mor', t('mor')),
    input(draft, 'arm', t('arm')), input(draft, 'def', t('def')), input(draft, 'stars', t('starsU')),
    ...(draft.type === 'vehicule' ? [input(draft, 'chassis', t('chassisPs')), input(draft, 'propulsion', t('propulsionPsU')),
      input(draft, 'wps', t('weaponPsU'))] : []),
    h('fieldset', { class: 'cu-set' }, h('legend', { class: 'cu-sub' }, t('armoury')),
      usable.map((w) => {
        const id = serial(`armoury-${w.id}`);
        return h('label', { class: 'check', for: id }, h('input', { id, type: 'checkbox', class: 'check__box',
          'data-testid': `cu-armoury-${w.id}`, checked: draft.armoury.has(w.id) ? true : null,
          onchange: (e) => (e.target.checked ? draft.armoury.add(w.id) : draft.armoury.delete(w.id)) }), h('span', {}, nameOf(w.name)));
      })),
    h('fieldset', { class: 'cu-set' }, h('legend', { class: 'cu-sub' }, t('newWeapon')),
      input(draft, 'wname', t('weaponName'), 'text'),
      input(draft, 'wmode', t('wModeU'), 'select', { options: [{ value: 'tir-direct', text: t('at44Kind_shoot') },
        { value: 'melee', text: t('at44Kind_melee') }] }),
      input(draft, 'wpre', t('pre')), input(draft, 'wcadence', t('cadence')), input(draft, 'wrerolls', t('rerolls')),
      input(draft, 'wpen', t('pen')), input(draft, 'wdamage', t('damage'))),
  ];
}

export function at44UnitOfDraft(draft, taken, name) {
  const id = draft.id ?? newId(name, taken);
  const wname = draft.wname.trim();
  const weapons = [];
  if (wname) {
    const wid = newId(`${name}-${wname}`, taken);
    weapons.push({ id: wid, name: { fr: wname, en: wname }, mode: draft.wmode, pre: draft.wpre, cadence: draft.wcadence,
      rerolls: draft.wrerolls, pen: draft.wpen, damage: draft.wdamage, skills: [], unknown: [] });
  }
  const ids = [...draft.armoury, ...weapons.map((w) => w.id)];
  if (!ids.length) throw new Error('weaponNeeded');
  const vehicle = draft.type === 'vehicule';
  const mounts = ids.map((weapon) => ({ weapon, count: 1, ...(vehicle ? { ps: draft.wps } : {}) }));
  return { unit: { id, name: { fr: name, en: name }, faction: draft.faction, type: draft.type, rank: draft.rank,
    mou: draft.mou, mor: draft.mor, arm: draft.arm, def: draft.def, stars: draft.stars, skills: [], weapons: mounts,
    ...(vehicle ? { chassisPs: draft.chassis, propulsionPs: [draft.propulsion] } : {}), unknown: ['category'] }, weapons };
}

export const unitForm = {
  draft: at44Draft,
  fields: (base, draft, { input, redraw, nextId }) => at44Fields(base, draft, input, redraw, nextId),
  unitOf: (base, draft, { taken, name }) => at44UnitOfDraft(draft, taken, name),
};
