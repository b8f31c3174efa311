// Epic's view models (see views.mjs): shooting at infantry or vehicles,
// assault, multiple combats, morale, dangerous terrain and the initiative
// cup. Every figure is the core's; only sums of a returned distribution
// are made here (P(at least k), the chance the outnumbered model falls).
import { t, getLang } from '../../platform/words.mjs';
import { atLeast, percent, integer } from '../../platform/format.mjs';

const atLeastK = (dist, k) => (k < dist.length ? atLeast(dist)[k] : 0);
const saveText = (n) => (n >= 7 ? t('none') : `${integer(getLang(), Math.max(1, n))}+`);

function neededText(n) {
  if (n <= 1) return t('auto');
  if (n <= 6) return `${n}+`;
  return t('thenRoll', { n: Math.min(6, n - 3) });
}

function shoot(r, formValues, view) {
  // A target named by unit is never a raw vehicle profile.
  const values = formValues.tMode === 'units' ? { ...formValues, vehicle: false } : formValues;
  const lang = getLang();
  const k = view.k;
  const label = values.vehicle
    ? t(k === 1 ? 'destroyAtLeast' : 'destroyAtLeastPlural', { k })
    : t(k === 1 ? 'killAtLeast' : 'killAtLeastPlural', { k });
  const badges = [
    { id: 'needed', label: t('needed'), value: neededText(r.needed) },
    { id: 'hit-chance', label: t('hitChance'), value: percent(lang, r.hitChance) },
    { id: 'save-chance', label: t('saveChance'), value: percent(lang, r.saveChance) },
  ];
  if (values.vehicle) {
    badges.push({ id: 'save-needed', label: t('saveNeeded'), value: saveText(r.saveNeeded) });
    badges.push({ id: 'destroyed', label: t('allDestroyed'), value: percent(lang, r.destroyed) });
    if (!r.hurts) badges.push({ id: 'hurts', label: t('hurts'), value: t('hurtsNo') });
  }
  return {
    key: { label, p: atLeastK(r.casualties, k) },
    threshold: { max: values.models, label: t(values.vehicle ? 'thresholdVehicles' : 'threshold') },
    badges,
    series: [
      { id: 'casualties', label: t(values.vehicle ? 'vehiclesDestroyed' : 'casualties'), dist: r.casualties,
        mean: r.meanCasualties, highlightFrom: k },
      { id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits },
    ],
  };
}

function multiple(r, values) {
  const lang = getLang();
  const killed = r.killedBy.reduce((sum, p) => sum + p, 0);
  return {
    key: { label: t('mcKilled'), p: Math.min(1, killed) },
    badges: [{ id: 'survives', label: t('mcSurvives'), value: percent(lang, r.survives) }],
    categories: [
      ...r.killedBy.map((p, i) => ({ id: `killedBy-${i}`, label: t('mcKilledBy', { n: i + 1 }), p, wound: true })),
      { id: 'survives', label: t('mcSurvivesAll'), p: r.survives },
    ],
    tables: [{ id: 'mc-table', caption: t('mcTable'),
      head: [t('attackersSection'), t('mcWins'), t('mcKillsIt')],
      rows: values.attackers.map((a, i) => ({ label: t('attackerN', { n: i + 1 }),
        cells: [{ id: `attackerWins-${i}`, text: percent(lang, r.attackerWins[i]) },
          { id: `killedBy-${i}`, text: percent(lang, r.killedBy[i]) }] })) }],
    series: [{ id: 'killed', label: t('mcAttackersKilled'), dist: r.killed, mean: r.meanKilled }],
  };
}

function morale(r, values) {
  const lang = getLang();
  return {
    key: { label: t('moraleSteady', { n: values.tests }), p: r.steady },
    badges: [
      { id: 'pass', label: t('moralePass'), value: percent(lang, r.pass) },
      { id: 'fail', label: t('moraleFail'), value: percent(lang, r.fail) },
    ],
    categories: [
      { id: 'steady', label: t('moraleSteadyShort'), p: r.steady },
      { id: 'retreat', label: t('moraleRetreat'), p: r.retreat, wound: true },
      { id: 'dispersed', label: t('moraleDispersed'), p: r.dispersed, wound: true },
    ],
    tables: [{ id: 'dispersed-table', caption: t('dispersedBy'), head: [t('moraleTests'), t('moraleDispersed')],
      rows: r.dispersedBy.map((p, i) => ({ label: integer(lang, i + 1),
        cells: [{ id: `dispersedBy-${i}`, text: percent(lang, p) }] })) }],
  };
}

function terrain(r) {
  const lang = getLang();
  const dist = r.unsaved ?? r.hits;
  return {
    key: { label: t(r.unsaved ? 'terrainUnsavedKey' : 'terrainHitKey'), p: atLeastK(dist, 1) },
    badges: [
      { id: 'stop-chance', label: t('stopChance'), value: percent(lang, r.stopChance) },
      { id: 'terrain-hit-chance', label: t('terrainHitChance'), value: percent(lang, r.hitChance) },
    ],
    series: [
      { id: 'stopped', label: t('unitsStopped'), dist: r.stopped, mean: r.meanStopped },
      { id: 'hits', label: t('unitsHit'), dist: r.hits, mean: r.meanHits },
      ...(r.unsaved ? [{ id: 'unsaved', label: t('unitsUnsaved'), dist: r.unsaved, mean: null }] : []),
    ],
  };
}

const PHASES = ['movement', 'shooting', 'assault'];

function initiative(r) {
  const lang = getLang();
  const phase = (p) => t(`phase_${p}`);
  return {
    key: { label: t('initiativeKey'), p: r.phases.movement.A },
    badges: [{ id: 'tokens', label: t('tokens'), value: `A ${r.tokens.A} · B ${r.tokens.B}` }],
    categories: Object.entries(r.patterns).map(([pattern, p]) => ({ id: `pattern-${pattern}`,
      label: [...pattern].join(' · '), p })),
    tables: [
      { id: 'phases-table', caption: t('phasesTable'), head: [t('phase'), 'A', 'B'],
        rows: PHASES.map((p) => ({ label: phase(p), cells: ['A', 'B'].map((who) => ({
          id: `phase-${p}-${who}`, text: percent(lang, r.phases[p][who]) })) })) },
      { id: 'patterns-table', caption: t('patternsTable'), head: [PHASES.map(phase).join(' · '), t('probability')],
        rows: Object.entries(r.patterns).map(([pattern, p]) => ({ label: [...pattern].join(' · '),
          cells: [{ id: `pattern-${pattern}`, text: percent(lang, p) }] })) },
    ],
    series: [{ id: 'phasesA', label: t('phasesA'), dist: r.phasesA, mean: null }],
  };
}

const kinds = { shoot, multiple, morale, terrain, initiative };

export function epic(r, values, view) {
  if (values.kind === 'assault') return { key: { label: t('winChance'), p: r.win }, note: t('tieNote') };
  return kinds[values.kind](r, values, view);
}
