// The traits of a KOLAPS weapon or protection, picked in the builder rather
// than typed: a weapon's class (Lois 11-6 .. 11-9: arme de poing, d'épaule,
// lourde, de mêlée) in a select, its rate of fire (cadence) only for the
// ranged classes, and the other traits as on/off buttons, with their X
// (1–6) for the traits that take one (Pénétrant X, Pompe X, Camouflage X).
// The list keeps what the player chose as words the game reads back
// (game.mjs traitOf): a trait's id, or "id X"; a trait an older list typed
// that the ruleset does not know is shown, to be removed.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { toggle } from '../../ui/rows.mjs';
import { traitOf } from './game.mjs';

/** The ranged classes (a cadence), then melee. */
export const RANGED = ['arme-de-poing', 'arme-d-epaule', 'arme-lourde'];
const CLASSES = [...RANGED, 'arme-de-melee'];

const nameOf = (trait) => trait?.name?.[getLang()] ?? trait?.name?.fr ?? trait?.id;

/** The written traits as [{ id, x, written }] (id null: unknown to the ruleset). */
export function readTraits(written = [], known = []) {
  return written.map((w) => {
    const found = traitOf(w, known);
    if (found === null) return { id: null, x: null, written: w };
    return typeof found === 'string' ? { id: found, x: null, written: w } : { id: found.id, x: found.x, written: w };
  });
}

const writeTrait = (id, x) => (x ? `${id} ${x}` : id);

/** A weapon's class (its class trait's id) or '' when none. */
export const classOf = (weapon, known) => readTraits(weapon.traits, known).find((r) => CLASSES.includes(r.id))?.id ?? '';

/**
 * What a weapon of the roster lacks or has wrong for the game, in words, or
 * null: a rate of fire on a weapon that is not a ranged one; a ranged one
 * with none; a trait the ruleset does not know.
 */
export function weaponProblem(weapon, known) {
  const traits = readTraits(weapon.traits, known);
  const cls = traits.find((r) => CLASSES.includes(r.id))?.id ?? '';
  const cadence = weapon.cadence ?? weapon.rate;
  if (cadence !== undefined && !RANGED.includes(cls)) return 'kolapsCadenceNotRanged';
  if (RANGED.includes(cls) && cadence === undefined) return 'kolapsCadenceNeeded';
  if (traits.some((r) => r.id === null)) return 'kolapsTraitUnknown';
  return null;
}

/**
 * The pickers of one weapon (`kind` 'weapon') or protection ('protection'):
 * `item` its list object, `known` the ruleset's traits, `edit(fn)` one undo
 * step on the list's copy of the item, `p` the test ids' prefix.
 */
export function drawTraits({ item, known, edit, p, kind }) {
  const lang = getLang();
  const traits = readTraits(item.traits, known);
  const cls = kind === 'weapon' ? (traits.find((r) => CLASSES.includes(r.id))?.id ?? '') : '';
  const setTraits = (next) => edit((x) => { x.traits = next.map((r) => r.written); });
  const parts = [];
  if (kind === 'weapon') {
    const id = `lf-${p}-class`;
    parts.push(h('div', { class: 'cu-field kolaps-field' }, h('label', { class: 'cu-label', for: id }, t('kolapsWeaponClass')),
      h('select', { id, class: 'select', 'data-testid': `${p}-class`, value: cls,
        onchange: (e) => {
          const next = e.target.value;
          edit((x) => {
            const others = readTraits(x.traits, known).filter((r) => !CLASSES.includes(r.id));
            x.traits = [...(next ? [next] : []), ...others.map((r) => r.written)];
            // A ranged weapon has a rate of fire (1 to start); another has none.
            if (RANGED.includes(next)) x.cadence ??= x.rate ?? 1;
            else delete x.cadence;
            delete x.rate;
          });
        } },
      h('option', { value: '' }, t('kolapsWeaponClassNone')),
      CLASSES.map((c) => h('option', { value: c }, nameOf(known.find((k) => k.id === c)))))));
    if (RANGED.includes(cls)) {
      const v = item.cadence ?? item.rate ?? 1;
      parts.push(h('div', { class: 'step-row' }, h('span', { class: 'step-row__label' }, t('rosterRate')),
        h('div', { class: 'stepper' },
          h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${p}-cadence-dec`, 'aria-label': t('dec', { label: t('rosterRate') }),
            'aria-disabled': String(v <= 1), onclick: () => v > 1 && edit((x) => { x.cadence = v - 1; delete x.rate; }) }, '−'),
          h('span', { class: 'stepper__value', 'data-testid': `${p}-cadence` }, integer(lang, v)),
          h('button', { type: 'button', class: 'stepper__btn', 'data-testid': `${p}-cadence-inc`, 'aria-label': t('inc', { label: t('rosterRate') }),
            'aria-disabled': String(v >= 10), onclick: () => v < 10 && edit((x) => { x.cadence = v + 1; delete x.rate; }) }, '+'))));
    }
  }
  const others = known.filter((k) => !CLASSES.includes(k.id));
  parts.push(h('div', { class: 'kolaps-traits', role: 'group', 'aria-label': t('rosterTraits') },
    others.map((k) => {
      const on = traits.find((r) => r.id === k.id);
      const flip = () => setTraits(on ? traits.filter((r) => r !== on) : [...traits, { written: writeTrait(k.id, k.parameter ? 1 : null) }]);
      const chip = toggle(`${p}-trait-${k.id}`, nameOf(k).replace(/\s+X$/, ''), Boolean(on), flip);
      if (!k.parameter || !on) return chip;
      const x = on.x ?? 1;
      return h('span', { class: 'kolaps-trait-x' }, chip,
        h('select', { class: 'select select--small', 'data-testid': `${p}-trait-${k.id}-x`, value: String(x),
          'aria-label': t('kolapsTraitX', { name: nameOf(k).replace(/\s+X$/, '') }),
          onchange: (e) => setTraits(traits.map((r) => (r === on ? { written: writeTrait(k.id, Number(e.target.value)) } : r))) },
        [1, 2, 3, 4, 5, 6].map((n) => h('option', { value: String(n) }, integer(lang, n)))));
    }),
    traits.filter((r) => r.id === null).map((r, j) => h('span', { class: 'kolaps-trait-unknown', 'data-testid': `${p}-trait-unknown-${j}` },
      t('kolapsTraitUnknownChip', { text: r.written }),
      h('button', { type: 'button', class: 'tool tool--quiet', 'aria-label': t('rosterRemove', { name: r.written }),
        onclick: () => setTraits(traits.filter((x) => x !== r)) }, '×')))));
  return parts;
}

/** A weapon's or protection's traits as words (read-only view): "Arme d'épaule, Pénétrant 1". */
export function traitsText(written, known) {
  return readTraits(written, known).map((r) => {
    if (r.id === null) return r.written;
    const name = nameOf(known.find((k) => k.id === r.id)).replace(/\s+X$/, '');
    return r.x ? `${name} ${r.x}` : name;
  }).join(', ');
}
