// KOLAPS on paper (lists/print.mjs): each character's blank sheet — its rank
// and thresholds, its wound ladder, fatigue and combativité to tick — made
// from the core's new sheet of the list's character (as "Jouer" makes it).
import { t } from '../../platform/words.mjs';
import { loaded, nameOf } from '../../platform/rulesets.mjs';
import { charactersOf } from './game.mjs';

/** [{ title, lines, tracks }] of every character of `list`. */
export function printSheets(auspex, list) {
  const ruleset = loaded.get(list.ruleset);
  const unitName = (id) => nameOf(ruleset?.units?.find((u) => u.id === id)?.name);
  return charactersOf(list, unitName, ruleset).map((request) => {
    const { sheet } = auspex.model('kolapsSheet', request);
    const p = sheet.profile;
    return {
      title: sheet.name,
      lines: [
        t('printCharacter', { rank: p.rank, pds: p.pds, combat: p.thresholds.combativite, conscience: p.thresholds.conscience, death: p.thresholds.death }),
        sheet.weapons?.length ? t('printWeapons', { list: sheet.weapons.map((w) => w.name).join(', ') }) : '',
      ],
      tracks: [
        // The wound ladder (Loi 6): one box per level.
        { label: t('printWounds'), boxes: ruleset?.wounds?.length ?? 5 },
        // Fatigue to its maximum, and three more (each past it asks a conscience roll, Loi 5-8).
        { label: t('printFatigue', { max: sheet.fatigue.max }), boxes: sheet.fatigue.max + 3 },
        { label: t('printCombativite'), boxes: ruleset?.combativite?.max ?? 6 },
      ],
    };
  });
}
