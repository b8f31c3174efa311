// Titanicus on paper (lists/print.mjs): each titan's blank sheet — its void
// shields and, per location, its structure boxes with the armour — made from
// the core's new sheet of the list's entry (the same as "Jouer" starts with).
import { t, getLang } from '../../platform/words.mjs';
import { nameOf, loaded } from '../../platform/rulesets.mjs';
import { integer } from '../../platform/format.mjs';
import { sheetRequests, sheetName, setupDefaults, unitOfList } from './game.mjs';
import { locName } from './pick.mjs';

/** [{ title, lines, tracks }] of every titan of `list`. */
export function printSheets(auspex, list) {
  const lang = getLang();
  const ruleset = loaded.get(list.ruleset);
  return sheetRequests(auspex, list, {}, ruleset).map(({ request, entry }) => {
    const { sheet } = auspex.model('titanSheet', { op: 'new', ...request });
    const ap = sheet.actionPoints;
    // A v1 titan's shields and AP the ruleset does not give: proposed as at "Jouer", said so.
    const proposed = Object.keys(setupDefaults(unitOfList(ruleset, list, list.units[entry].unit)))
      .map((k) => t(k === 'voidShields' ? 'titanShields' : 'titanAp'));
    const unit = nameOf(sheet.unitName) || sheet.unit;
    return {
      title: sheet.name ? `${sheetName(sheet)} (${unit})` : unit,
      lines: [
        ap?.dice ? t('printApDice', { n: ap.dice, to: ap.toHit }) : ap?.fixed !== null && ap?.fixed !== undefined ? t('printAp', { ap: ap.fixed }) : '',
        sheet.movement ? t('printMove', { cm: integer(lang, sheet.movement.cm), turns: sheet.movement.turns }) : '',
        sheet.weapons?.length ? t('printWeapons', { list: sheet.weapons.map((w) => nameOf(w.name)).join(', ') }) : '',
        proposed.length ? t('printProposed', { list: proposed.join(', ') }) : '',
      ],
      tracks: [
        sheet.shields?.max ? { label: t('printShields', { armour: sheet.shields.armour }), boxes: sheet.shields.max } : null,
        ...(sheet.locations ?? []).map((l) => ({ label: t('printLocation', { name: locName(l.id), armour: l.armour, rear: l.rearArmour ?? l.armour }), boxes: l.structure ?? 0 })),
      ].filter(Boolean),
    };
  });
}
