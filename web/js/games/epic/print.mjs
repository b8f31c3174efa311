// Epic on paper (lists/print.mjs): each formation's blank sheet — the army's
// morale and the break point, a box per unit of each type — made from the
// core's new sheet of the list's formation (as "Jouer" makes it).
import { t } from '../../platform/words.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { formationsOf } from './game.mjs';

/** [{ title, lines, tracks }] of every formation of `list`. */
export function printSheets(auspex, list) {
  const ruleset = loaded.get(list.ruleset);
  const unitOf = (id) => ruleset?.units?.find((u) => u.id === id);
  return formationsOf(auspex, list, list.ruleset, new Map(), unitOf).map((request) => {
    const { sheet } = auspex.model('epicSheet', request);
    return {
      title: sheet.name,
      lines: [t('printFormation', { morale: sheet.morale, breakPoint: sheet.breakPoint, total: sheet.total })],
      tracks: sheet.units.map((u) => ({ label: nameOf(unitOf(u.unit)?.name) || u.unit, boxes: u.count })),
    };
  });
}
