// AT-44 on paper (lists/print.mjs): each unit's blank sheet — its Moral,
// ARM and rank, a box per combatant, or per vehicle the PS of its chassis,
// propulsion and weapons — made from the core's new sheet with the values
// "Jouer" proposes (sheetSetup: 5 combatants, and what the ruleset lacks),
// said as proposed, to check.
import { t } from '../../platform/words.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { sheetSetup, sheetRequest } from './game.mjs';
import { listOwnRuleset } from '../../play/own-ruleset.mjs';

/** [{ title, lines, tracks }] of every unit of `list` (a unit the setup cannot make yet: its name and why). */
export function printSheets(auspex, list) {
  const units = [...(loaded.get(list.ruleset)?.units ?? []), ...(list.custom?.units ?? [])];
  const own = listOwnRuleset(auspex, list);
  return list.units.map((entry) => {
    const unit = units.find((u) => u.id === entry.unit);
    const setup = sheetSetup(auspex, entry, nameOf(unit?.name), unit, own);
    const title = entry.name ? `${entry.name} (${nameOf(unit?.name) || entry.unit})` : nameOf(unit?.name) || entry.unit;
    if (setup.error) return { title, lines: [setup.error], tracks: [] };
    const { sheet } = auspex.model('at44Sheet', sheetRequest(setup));
    // What the ruleset does not give is proposed at "Jouer": said, never printed as the unit's own.
    const proposed = ['count', ...Object.keys(setup.fields).filter((k) => k !== 'skills' && k !== 'weapons')];
    const lines = [t('printMorale', { value: sheet.morale.value, arm: sheet.profile.arm, rank: sheet.profile.rank }),
      t('printProposed', { list: proposed.map((k) => t(`at44Field_${k}`)).join(', ') })];
    if (!sheet.vehicles) return { title, lines, tracks: [{ label: t('printModels'), boxes: sheet.count }] };
    const given = sheet.given ?? {};
    const names = (given.weapons ?? []).map((w) => nameOf(loaded.get(list.ruleset)?.weapons?.find((x) => x.id === w.weapon)?.name) || w.weapon);
    const tracks = sheet.vehicles.flatMap((v, k) => [
      { label: `${sheet.vehicles.length > 1 ? `${t('printVehicle', { n: k + 1 })} — ` : ''}${t('printChassis')}`, boxes: v.chassis },
      ...v.propulsion.map((ps, i) => ({ label: t('printPropulsion', { n: i + 1 }), boxes: ps })),
      ...v.weapons.map((ps, i) => ({ label: t('printWeaponPs', { name: names[i] ?? i + 1 }), boxes: ps }))]);
    return { title, lines, tracks };
  });
}
