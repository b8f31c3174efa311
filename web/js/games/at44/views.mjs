// AT-44's view models (see views.mjs): shooting and melee against infantry
// or a vehicle (docs/rules/at44.md), and the Moral, Autorité and Écrasement
// tests. Every figure is the core's; only P(at least k) is summed here.
import { t, getLang } from '../../platform/words.mjs';
import { atLeast, integer, percent } from '../../platform/format.mjs';
import { shownTarget } from './form-units.mjs';

const plural = (k) => t(k === 1 ? 'killAtLeast' : 'killAtLeastPlural', { k });

function chanceAtLeast(dist, k) {
  return k < dist.length ? atLeast(dist)[k] : 0;
}

function target(text) {
  if (text === 'auto') return t('auto');
  if (text === 'impossible') return t('impossible');
  return text;
}

function at44Tests(r, values, view) {
  const lang = getLang();
  if (values.kind === 'morale') {
    return { key: { label: t('at44MoralePass'), p: r.pass },
      badges: [{ id: 'morale-value', label: t('at44MoraleValue'), value: integer(lang, r.morale) },
        { id: 'morale-target', label: t('at44MoraleTarget'), value: target(r.moraleTarget) }] };
  }
  if (values.kind === 'authority') {
    return { key: { label: t('authorityWins'), p: r.firstWins }, note: t('authorityTie'),
      categories: [{ id: 'firstAhead', label: t('firstAhead'), p: r.firstAhead, wound: true },
        { id: 'tie', label: t('authorityTieRow'), p: r.tie },
        { id: 'secondAhead', label: t('secondAhead'), p: r.secondAhead }] };
  }
  const k = Math.max(1, Math.min(view.k, r.crushed.length - 1));
  return { key: { label: t('crushAtLeast', { k }), p: chanceAtLeast(r.crushed, k) },
    threshold: { max: r.crushed.length - 1, label: t('crushWanted') },
    badges: [{ id: 'free-target', label: t('crushFree'), value: r.freeTarget },
      { id: 'engaged-target', label: t('crushEngaged'), value: r.engagedTarget }],
    series: [{ id: 'crushed', label: t('crushed'), dist: r.crushed, mean: r.meanCrushed, highlightFrom: k }] };
}

/** A vehicle shot or charged: destroyed, châssis PS lost, each location's chance to be destroyed. */
function vehicle(r, values) {
  const lang = getLang();
  const rows = [
    ...r.propulsionDestroyed.map((p, i) => ({ label: t('propulsionN', { n: i + 1 }), ps: values.propulsion[i],
      cells: [{ id: `propulsion-destroyed-${i}`, text: percent(lang, p) }] })),
    ...r.weaponsDestroyed.map((p, i) => ({ label: t('weaponN', { n: i + 1 }), ps: values.weapons[i],
      cells: [{ id: `weapon-destroyed-${i}`, text: percent(lang, p) }] })),
  ].map((row) => ({ ...row, cells: [{ id: `${row.cells[0].id}-ps`, text: integer(lang, row.ps) }, ...row.cells] }));
  return {
    key: { label: t('destroyVehicle'), p: r.destroyed },
    badges: [
      { id: 'hit-target', label: t('hitTarget'), value: target(r.hitTarget) },
      { id: 'damage-target', label: t('damageTarget'), value: target(r.damageTarget) },
      { id: 'immobilised', label: t('immobilised'), value: percent(lang, r.immobilised) },
      { id: 'disarmed', label: t('disarmed'), value: percent(lang, r.disarmed) },
    ],
    figures: rows.map((row) => ({ id: row.cells[1].id, label: `${row.label} : ${t('locationDestroyed').toLowerCase()}`,
      value: row.cells[1].text })),
    tables: [{ id: 'locations-table', caption: t('locationsTable'), head: [t('location44'), t('psLeft'), t('locationDestroyed')], rows }],
    series: [
      { id: 'chassisLost', label: t('chassisLost'), dist: r.chassisLost, mean: r.meanChassisLost },
      { id: 'impacts', label: t('impacts'), dist: r.impacts, mean: r.meanImpacts },
      { id: 'unsaved', label: t('unsaved'), dist: r.unsaved, mean: r.meanUnsaved, optional: !values.coverSave },
    ],
  };
}

export function at44(r, form, view) {
  if (!['shoot', 'melee'].includes(form.kind)) return at44Tests(r, form, view);
  // A target unit: its PS from the ruleset, a cover save when behind cover or kneeling à couvert.
  const units = form.tMode === 'units';
  const values = { ...form, ...shownTarget(form),
    coverSave: units ? Number(form.kind === 'shoot' && (form.tCover || (form.tCouvert && form.tGenou))) : form.coverSave };
  if (values.vehicle) return vehicle(r, values);
  return {
    key: { label: plural(view.k), p: chanceAtLeast(r.casualties, view.k) },
    threshold: { max: values.models },
    badges: [
      { id: 'hit-target', label: t('hitTarget'), value: target(r.hitTarget) },
      { id: 'damage-target', label: t('damageTarget'), value: target(r.damageTarget) },
    ],
    series: [
      { id: 'casualties', label: t('casualties'), dist: r.casualties, mean: r.meanCasualties, highlightFrom: view.k },
      { id: 'impacts', label: t('impacts'), dist: r.impacts, mean: r.meanImpacts },
      // Without cover, "after cover" is the impacts again: shown only when compared with a cover.
      { id: 'unsaved', label: t('unsaved'), dist: r.unsaved, mean: r.meanUnsaved, optional: !values.coverSave },
    ],
    means: [
      { id: 'impacts', label: t('impacts'), value: r.meanImpacts },
      { id: 'unsaved', label: t('unsaved'), value: r.meanUnsaved, optional: !values.coverSave },
      { id: 'casualties', label: t('casualties'), value: r.meanCasualties },
    ],
  };
}

