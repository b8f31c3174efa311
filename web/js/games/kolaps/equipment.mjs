// A KOLAPS character's weapons and protection in the list builder, picked
// from the ruleset (Loi 11), never typed: each weapon's class (arme de
// poing, d'épaule, lourde, de mêlée, naturelle) from a select, its cadence
// (11-3) a stepper shown only for a ranged class (1–10), its other traits
// chips (aria-pressed) with a number for the traits "X" (Pénétrant X,
// Pompe X); the protection's class a stepper and its traits chips. The list
// keeps the traits in the rules' French words ("Arme d'épaule",
// "Pénétrant 1": docs/lists.md), read back as the ruleset's traits by
// game.mjs's traitOf. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { nameOf } from '../../platform/rulesets.mjs';
import { stepper } from '../../ui/rows.mjs';
import { traitOf } from './game.mjs';

/** The weapon classes of Loi 11 (the first three are ranged: a cadence, 11-3). */
export const RANGED = ['arme-de-poing', 'arme-d-epaule', 'arme-lourde'];
export const CLASSES = [...RANGED, 'arme-de-melee', 'arme-naturelle'];
// Traits only a ranged weapon takes (the core refuses them otherwise).
const RANGED_ONLY = ['automatique'];
const X_MAX = 6;

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool tool--quiet',
  'data-testid': testid, onclick, ...attrs }, label);
const chip = (testid, label, on, onclick) => h('button', { type: 'button', class: 'tool press-toggle', 'data-testid': testid,
  'aria-pressed': on ? 'true' : 'false', onclick }, label);

/** A trait's name without its " X" ("Pénétrant"), in the rules' French or the page's language. */
const bare = (trait, lang) => String(trait.name?.[lang] ?? trait.name?.fr ?? trait.id).replace(/\s+X$/, '');
/** The list's word for trait `id` (x: its number): the rules' French ("Pénétrant 1"). */
const written = (trait, x) => (trait.parameter ? `${bare(trait, 'fr')} ${x ?? 1}` : bare(trait, 'fr'));

/** The traits of a weapon or protection as { id: x | true } (unknown words left out). */
export function pickedTraits(words, known) {
  const out = {};
  for (const w of words ?? []) {
    const id = traitOf(w, known);
    if (id === null) continue;
    if (typeof id === 'object') out[id.id] = id.x; else out[id] = true;
  }
  return out;
}

/** Trait `id` of `known` in the page's language ("Pénétrant 1"). */
export function traitName(word, known) {
  const id = traitOf(word, known);
  if (id === null) return word;
  const trait = known.find((tr) => tr.id === (id.id ?? id));
  return id.id ? `${bare(trait, getLang())} ${id.x}` : bare(trait, getLang());
}

/** Words of the traits `picked` ({ id: x | true }) in the ruleset's order. */
function wordsOf(picked, known) {
  return known.filter((tr) => picked[tr.id] !== undefined && picked[tr.id] !== false)
    .map((tr) => written(tr, picked[tr.id] === true ? undefined : picked[tr.id]));
}

/** The chips of `offered`, and a stepper for the number of each trait X picked. */
function traitChips(testid, offered, picked, set) {
  const lang = getLang();
  return h('div', { class: 'kolaps-chips', role: 'group' }, offered.map((tr) => {
    const on = picked[tr.id] !== undefined;
    const x = typeof picked[tr.id] === 'number' ? picked[tr.id] : 1;
    return [chip(`${testid}-${tr.id}`, tr.parameter && on ? `${bare(tr, lang)} ${x}` : nameOf(tr.name),
      on, () => set({ ...picked, [tr.id]: on ? undefined : tr.parameter ? 1 : true })),
    tr.parameter && on ? stepper(`${testid}-${tr.id}-x`, t('rosterTraitX', { trait: bare(tr, lang) }), integer(lang, x),
      x > 1 ? () => set({ ...picked, [tr.id]: x - 1 }) : null, x < X_MAX ? () => set({ ...picked, [tr.id]: x + 1 }) : null) : null];
  }));
}

/** Weapon `w` with class `value` ('' for none), as the page writes it: a ranged class gets a cadence (1), another loses it and its ranged-only traits. */
export function withClass(w, value, known) {
  const next = Object.fromEntries(Object.entries(pickedTraits(w.traits, known)).filter(([k]) => !CLASSES.includes(k)));
  if (value) next[value] = true;
  const ranged = RANGED.includes(value);
  if (!ranged) for (const k of RANGED_ONLY) delete next[k];
  const out = { ...w, traits: wordsOf(next, known) };
  if (ranged) out.cadence ??= 1; else delete out.cadence;
  return out;
}

/** The traits offered as chips for a weapon of class `cls` (the class itself is the select). */
export const offeredTraits = (known, cls) => known.filter((tr) => !CLASSES.includes(tr.id) && (RANGED.includes(cls) || !RANGED_ONLY.includes(tr.id)));

/** Weapon `w` with the traits `picked` ({ id: x | true }), as the page writes it. */
export const withTraits = (w, picked, known) => ({ ...w, traits: wordsOf(picked, known) });

/** Weapon j of the character (p: the entry's test-id prefix; edit(fn(character))). */
function weaponBlock(p, j, w, known, edit, input, remove) {
  const picked = pickedTraits(w.traits, known);
  const cls = CLASSES.find((id) => picked[id]) ?? '';
  const ranged = RANGED.includes(cls);
  const id = `${p}-arm-${j}`;
  const setTraits = (next) => edit((x) => { x.weapons[j] = withTraits(x.weapons[j], next, known); });
  const setClass = (value) => edit((x) => { x.weapons[j] = withClass(x.weapons[j], value, known); });
  const cadence = w.cadence ?? 1;
  const lang = getLang();
  const classes = known.filter((tr) => CLASSES.includes(tr.id));
  return h('div', { class: 'kolaps-block', 'data-testid': id },
    h('div', { class: 'kolaps-row' },
      input(`${id}-name`, t('rosterWeaponName', { n: j + 1 }), w.name, (v, x) => { x.weapons[j].name = v; }, { maxlength: 100 }),
      remove(`${id}-remove`, w.name, (x) => { x.weapons.splice(j, 1); })),
    h('label', { class: 'step-row' }, h('span', { class: 'step-row__label' }, t('rosterWeaponClass')),
      h('select', { class: 'input', 'data-testid': `${id}-class`, onchange: (e) => setClass(e.target.value) },
        h('option', { value: '', selected: cls ? null : true }, t('rosterWeaponClassNone')),
        classes.map((tr) => h('option', { value: tr.id, selected: tr.id === cls ? true : null }, nameOf(tr.name))))),
    ranged ? stepper(`${id}-cadence`, t('rosterRate'), integer(lang, cadence),
      cadence > 1 ? () => edit((x) => { x.weapons[j].cadence = cadence - 1; }) : null,
      cadence < 10 ? () => edit((x) => { x.weapons[j].cadence = cadence + 1; }) : null) : null,
    ranged && (cadence <= 1 || cadence >= 10) ? h('p', { class: 'lists-meta', 'data-testid': `${id}-cadence-bound` },
      t(cadence <= 1 ? 'rosterRateMin' : 'rosterRateMax')) : null,
    !cls ? h('p', { class: 'lists-meta', 'data-testid': `${id}-class-hint` }, t('rosterWeaponClassHint')) : null,
    h('span', { class: 'cu-label' }, t('rosterTraitsPick')),
    traitChips(`${id}-trait`, offeredTraits(known, cls), picked, setTraits));
}

/**
 * The weapons' and protection's fieldsets of the character `c` (p: the
 * entry's test-id prefix; ruleset: the KOLAPS ruleset; edit(fn(character)):
 * one undo step; live(fn(character)) and record: a text typed).
 */
export function drawEquipment(p, c, ruleset, { edit, live, record, input, remove }) {
  const weapons = c.weapons ?? [];
  const prot = c.protection;
  const wt = ruleset?.weaponTraits ?? [];
  const pt = ruleset?.protectionTraits ?? [];
  const text = (testid, label, value, set, attrs) => input(testid, label, value, (v) => live((x) => set(v, x)), record, attrs);
  const lang = getLang();
  const cls = prot?.class ?? 4;
  const max = ruleset?.protection?.maxClass ?? 6;
  return [
    h('fieldset', { class: 'kolaps-set' }, h('legend', { class: 'cu-label' }, t('rosterWeapons')),
      weapons.map((w, j) => weaponBlock(p, j, w, wt, edit, text, remove)),
      btn(`${p}-arm-add`, t('rosterWeaponAdd'), () => edit((x) => { (x.weapons ??= []).push({ name: t('rosterWeaponNew') }); }),
        { disabled: weapons.length < 8 ? null : true })),
    h('fieldset', { class: 'kolaps-set' }, h('legend', { class: 'cu-label' }, t('rosterProtection')),
      prot ? h('div', { class: 'kolaps-block' },
        h('div', { class: 'kolaps-row' },
          text(`${p}-prot-name`, t('rosterProtectionName'), prot.name, (v, x) => { x.protection.name = v; }, { maxlength: 100 }),
          remove(`${p}-prot-remove`, prot.name || t('rosterProtection'), (x) => { delete x.protection; })),
        stepper(`${p}-prot-class`, t('rosterClass'), integer(lang, cls),
          cls > -6 ? () => edit((x) => { x.protection.class = cls - 1; }) : null,
          cls < max ? () => edit((x) => { x.protection.class = cls + 1; }) : null),
        cls >= max ? h('p', { class: 'lists-meta', 'data-testid': `${p}-prot-class-bound` }, t('rosterClassMax', { n: max })) : null,
        h('span', { class: 'cu-label' }, t('rosterTraitsPick')),
        traitChips(`${p}-prot-trait`, pt, pickedTraits(prot.traits, pt),
          (next) => edit((x) => { x.protection.traits = wordsOf(next, pt); })))
        : btn(`${p}-prot-add`, t('rosterProtectionAdd'), () => edit((x) => { x.protection = { name: '', class: 4 }; }))),
  ];
}
