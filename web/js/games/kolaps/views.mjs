// KOLAPS's view models (see views.mjs): an action roll (its outcomes, the
// opposition dice and where they come from, the protection's wear) and the
// combativité determination (−6 … 6 with the named negative effects).
// Every figure is the core's; only sums of a returned distribution are made.
import { t, getLang } from '../../platform/words.mjs';
import { atLeast, integer, percent } from '../../platform/format.mjs';

const LEVELS = ['sonne', 'legerement_blesse', 'blesse', 'etat_critique', 'hors_combat'];
// The wound levels each action's table has (Lois 9-11, 12, 13, 19, 20, 21).
const ACTION_LEVELS = { bout_portant: ['blesse', 'etat_critique', 'hors_combat'] };
const law = (text) => (text ? t('law', { law: text }) : '—');

function sourcesTable(r) {
  const lang = getLang();
  return { id: 'sources-table', caption: t('sourcesTable', { n: r.oppositionDice }),
    head: [t('source'), t('diceN')],
    // The law, and the core's note when a source gives fewer dice than it names.
    rows: r.oppositionSources.map((s) => ({ label: t(`src_${s.source}`),
      sub: [s.law ? law(s.law) : null, s.note].filter(Boolean).join(' — ') || null,
      cells: [{ id: `source-${s.source}`, text: integer(lang, s.dice) }] })) };
}

function action(r, values) {
  const lang = getLang();
  const levels = ACTION_LEVELS[values.action] ?? LEVELS;
  const melee = ['frapper', 'charger'].includes(values.action);
  const mishap = t(melee ? 'mishapStrike' : 'mishap');
  const wounds = levels.map((id) => ({ id, label: t(id), p: r.outcomes[id], wound: true }));
  // P(at least this level): summed from the worst level down.
  let sum = 0;
  for (let i = wounds.length - 1; i >= 0; i -= 1) { sum += wounds[i].p; wounds[i].atLeast = Math.min(1, sum); }
  const badges = [{ id: 'opposition-dice', label: t('oppositionDice'), value: integer(lang, r.oppositionDice) }];
  if (r.protectionClass !== undefined) {
    badges.push({ id: 'protection-class', label: t('protectionClass'), value: r.protectionClass >= 7 ? t('none') : `${integer(lang, r.protectionClass)}+` },
      { id: 'class-increase', label: t('classIncrease'), value: percent(lang, r.classIncrease) });
  }
  if (r.pompe) badges.push({ id: 'pompe-band', label: t('pompeBand'), value: t(`pompe_${r.pompe}`) });
  const tables = [];
  if (r.oppositionSources.length) tables.push(sourcesTable(r));
  if (r.impactPoints) {
    tables.push({ id: 'impacts-table', caption: t('impactPointsTable'), head: [t('impactPoints'), t('probability')],
      rows: r.impactPoints.map((p, i) => ({ label: integer(lang, i), cells: [{ id: `impactPoints-${i}`, text: percent(lang, p) }] })) });
  }
  return {
    key: { label: t('successChance'), p: r.success },
    split: wounds,
    badges,
    categories: [
      { id: 'failure', label: t('failure'), p: r.failure },
      { id: 'mishap', label: mishap, p: r.mishap },
      ...wounds,
    ],
    mishapTable: { title: t('mishapTable', { mishap: mishap.toLowerCase() }), p: r.mishapTable },
    tables,
  };
}

function combativite(r, values, view) {
  const lang = getLang();
  const offset = -r.values[0];
  const k = Math.max(1, Math.min(view.k, r.values[r.values.length - 1]));
  const up = atLeast(r.distribution);
  const penalty = (p) => (p.chance !== undefined ? t('penaltyChance', { points: p.points, chance: percent(lang, p.chance) })
    : `−${integer(lang, p.points)}`);
  return {
    key: { label: t(k === 1 ? 'combAtLeast' : 'combAtLeastPlural', { k }), p: up[k + offset] ?? 0 },
    threshold: { max: r.values[r.values.length - 1], label: t('combWanted') },
    badges: [
      { id: 'comb-threshold', label: t('combDie'), value: r.threshold === 'auto' ? t('auto') : r.threshold },
      { id: 'comb-zero', label: t('combZero'), value: percent(lang, r.zero) },
      { id: 'comb-epuise', label: t('combEpuise'), value: percent(lang, r.epuise) },
    ],
    tables: [
      { id: 'effects-table', caption: t('effectsTable'), head: [t('effect'), t('probability')],
        rows: r.negativeEffects.map((e) => ({ label: `${integer(lang, e.value, true)} : ${t(`eff_${e.effect}`)}`,
          cells: [{ id: `effect-${e.effect}`, text: percent(lang, e.probability) }] })) },
      ...(r.penalties.length ? [{ id: 'penalties-table', caption: t('penaltiesTable'), head: [t('source'), t('points')],
        rows: r.penalties.map((p) => ({ label: t(`pen_${p.source}`), sub: law(p.law),
          cells: [{ id: `penalty-${p.source}`, text: penalty(p) }] })) }] : []),
    ],
    note: r.belowMinus6 > 0 ? t('belowMinus6', { p: percent(lang, r.belowMinus6) }) : null,
    series: [{ id: 'combativite', label: t('combPoints'), countLabel: t('combValue'), dist: r.distribution, mean: r.mean, offset, highlightFrom: k + offset }],
    seriesFirst: true,
    means: [{ id: 'combativite', label: t('combPoints'), value: r.mean }],
  };
}

export function kolaps(r, values, view) {
  return values.kind === 'combativite' ? combativite(r, values, view) : action(r, values);
}
