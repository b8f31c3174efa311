// KOLAPS (seed 003): the action roll, its opposition (a number of dice, or
// its named sources), the weapon's traits and the protection's wear, and
// the combativité determination (docs/rules/kolaps.md).
import { t } from '../../platform/words.mjs';
export const KOLAPS_ACTIONS = ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant', 'frapper', 'charger'];
const SHOTS = ['tir_au_juge', 'tir', 'mitraillage'];

const isAction = (v) => v.kind !== 'combativite';
const isComb = (v) => v.kind === 'combativite';
const atDistance = (v) => isAction(v) && SHOTS.includes(v.action);
const melee = (v) => isAction(v) && ['frapper', 'charger'].includes(v.action);
const sources = (v) => isAction(v) && v.oppMode === 'sources';
// Which named source each action can take (the others are refused by the core).
const SOURCE_SHOWN = {
  auSol: sources,
  couvert: (v) => sources(v) && atDistance(v),
  seCacher: (v) => sources(v) && atDistance(v),
  esquive: (v) => sources(v) && ['frapper', 'bout_portant'].includes(v.action),
  parade: (v) => sources(v) && melee(v),
  terrain: (v) => sources(v) && atDistance(v),
  expose: (v) => sources(v) && atDistance(v),
  camouflage: (v) => sources(v) && atDistance(v),
  assaut: (v) => sources(v) && atDistance(v) && !v.lourde,
  extra: sources,
};
const protecting = (v) => isAction(v) && v.protection && v.action !== 'bout_portant';
const needsDistance = (v) => atDistance(v) && (v.pompe > 0 || (sources(v) && v.camouflage > 0));
const choice = (key, values) => values.map((value) => ({ value, label: `${key}_${value}` }));

const defaults = {
  kind: 'action', action: 'tir', oppMode: 'dice', opposition: 0, protection: false, protClass: 4, penetration: 0,
  auSol: false, couvert: 'aucun', seCacher: 'aucun', esquive: false, parade: 'aucune', terrain: 'aucun',
  expose: false, camouflage: 0, assaut: 'aucun', extra: 0, distance: 1,
  tranchant: false, pompe: 0, contondant: false, percant: false, lourde: false,
  solide: false, inusable: false, impacts: 0,
  rank: 3, fatigue: 0, health: 'indemne', sonne: 'non', prepared: 0,
};

const sections = [
  { section: 'attack', fields: [
    { type: 'segment', key: 'kind', label: 'kolapsKind', options: choice('kolapsKind', ['action', 'combativite']) },
    { type: 'segment', key: 'action', label: 'action', wide: true, show: isAction,
      options: KOLAPS_ACTIONS.map((a) => ({ value: a, label: a })) },
    { type: 'toggle', key: 'tranchant', label: 'tranchant', show: isAction },
    { type: 'stepper', key: 'pompe', label: 'pompe', min: 0, max: 6, show: isAction },
    { type: 'toggle', key: 'contondant', label: 'contondant', show: isAction },
    { type: 'toggle', key: 'percant', label: 'percant', show: isAction },
    { type: 'toggle', key: 'lourde', label: 'lourde', show: atDistance },
    { type: 'stepper', key: 'distance', label: 'distanceZones', min: 0, max: 12, show: needsDistance },
    { type: 'stepper', key: 'rank', label: 'rank', min: 1, max: 5, show: isComb },
    { type: 'stepper', key: 'fatigue', label: 'fatigue', min: 0, max: 20, show: isComb },
    { type: 'segment', key: 'health', label: 'health', wide: true, pairs: true, show: isComb,
      options: choice('health', ['indemne', 'legerement_blesse', 'blesse', 'etat_critique']) },
    { type: 'segment', key: 'sonne', label: 'sonneState', wide: true, show: isComb,
      options: [{ value: 'non', label: 'sonne_non' }, { value: 'oui', label: 'sonne_oui', show: (v) => v.rank > 1 },
        { value: 'conscience', label: 'sonne_conscience' }] },
    { type: 'stepper', key: 'prepared', label: 'prepared', min: 0, max: 3, show: isComb },
  ] },
  { section: 'target', fields: [
    { type: 'segment', key: 'oppMode', label: 'oppMode', show: isAction, options: choice('oppMode', ['sources', 'dice']) },
    { type: 'stepper', key: 'opposition', label: 'opposition', min: 0, max: 12, show: (v) => isAction(v) && v.oppMode === 'dice' },
    { type: 'toggle', key: 'auSol', label: 'src_auSol', show: SOURCE_SHOWN.auSol },
    { type: 'segment', key: 'couvert', label: 'src_couvert', show: SOURCE_SHOWN.couvert, options: choice('cover', ['aucun', 'leger', 'lourd']) },
    { type: 'segment', key: 'seCacher', label: 'src_seCacher', show: SOURCE_SHOWN.seCacher, options: choice('cover', ['aucun', 'leger', 'lourd']) },
    { type: 'toggle', key: 'esquive', label: 'src_esquive', show: SOURCE_SHOWN.esquive },
    { type: 'segment', key: 'parade', label: 'src_parade', show: SOURCE_SHOWN.parade, options: choice('parade', ['aucune', 'arme', 'bouclier']) },
    { type: 'segment', key: 'terrain', label: 'src_terrain', show: SOURCE_SHOWN.terrain, wide: true,
      options: [...choice('cover', ['aucun', 'leger', 'lourd']), { value: 'total', label: 'cover_total', show: (v) => v.lourde }] },
    { type: 'toggle', key: 'expose', label: 'src_expose', show: SOURCE_SHOWN.expose },
    { type: 'stepper', key: 'camouflage', label: 'src_camouflage', min: 0, max: 6, show: SOURCE_SHOWN.camouflage },
    { type: 'segment', key: 'assaut', label: 'src_assaut', show: SOURCE_SHOWN.assaut, options: choice('assaut', ['aucun', 'marche', 'course']) },
    { type: 'stepper', key: 'extra', label: 'src_extra', min: 0, max: 6, show: SOURCE_SHOWN.extra },
    { type: 'toggle', key: 'protection', label: 'protection', show: (v) => isAction(v) && v.action !== 'bout_portant' },
    { type: 'stepper', key: 'protClass', label: 'protClass', min: 1, max: 6, format: 'plus', show: protecting },
    { type: 'stepper', key: 'penetration', label: 'penetration', min: 0, max: 6, format: 'signed', show: protecting },
    { type: 'toggle', key: 'solide', label: 'solide', show: protecting },
    { type: 'toggle', key: 'inusable', label: 'inusable', show: protecting },
    { type: 'stepper', key: 'impacts', label: 'impactsOnCounter', min: 0, max: (v) => (v.inusable ? 3 : 2), show: protecting },
    { type: 'note', label: 'noProtection', show: (v) => isAction(v) && v.action === 'bout_portant' },
  ] },
];

/** The named sources the chosen action can take, unset ones left out. */
function opposition(v) {
  const o = {};
  const set = (key, value, unset) => { if (SOURCE_SHOWN[key](v) && value !== unset) o[key] = value; };
  set('auSol', v.auSol, false); set('couvert', v.couvert, 'aucun'); set('seCacher', v.seCacher, 'aucun');
  set('esquive', v.esquive, false); set('parade', v.parade, 'aucune'); set('terrain', v.terrain, 'aucun');
  set('expose', v.expose, false); set('camouflage', v.camouflage, 0); set('assaut', v.assaut, 'aucun');
  set('extra', v.extra, 0);
  return o;
}

function weapon(v) {
  const w = {};
  for (const key of ['tranchant', 'contondant', 'percant']) if (v[key]) w[key] = true;
  if (v.pompe > 0) w.pompe = v.pompe;
  if (atDistance(v) && v.lourde) w.lourde = true;
  return w;
}

function request(v) {
  if (isComb(v)) {
    const wounds = { sonne: { non: 0, oui: 1, conscience: 'conscience' }[v.sonne] };
    if (v.health !== 'indemne') wounds[v.health] = 1;
    return { system: 'kolaps', kind: 'combativite', rank: v.rank, fatigue: v.fatigue, wounds, prepared: v.prepared };
  }
  const w = weapon(v);
  return {
    system: 'kolaps', action: v.action, opposition: v.oppMode === 'dice' ? v.opposition : opposition(v),
    ...(needsDistance(v) ? { distance: v.distance } : {}),
    ...(Object.keys(w).length ? { weapon: w } : {}),
    ...(protecting(v) ? { protection: { class: v.protClass, penetration: v.penetration,
      ...(v.solide ? { solide: true } : {}), ...(v.inusable ? { inusable: true } : {}),
      ...(v.impacts ? { impacts: v.impacts } : {}) } } : {}),
  };
}

function values(r) {
  if (r.kind === 'combativite') {
    const w = r.wounds ?? {};
    const health = ['legerement_blesse', 'blesse', 'etat_critique'].find((k) => w[k] === 1) ?? 'indemne';
    return { ...defaults, kind: 'combativite', rank: r.rank, fatigue: r.fatigue ?? 0, health,
      sonne: { 0: 'non', 1: 'oui', conscience: 'conscience' }[w.sonne ?? 0] ?? w.sonne, prepared: r.prepared ?? 0 };
  }
  const p = r.protection;
  const w = r.weapon ?? {};
  const named = r.opposition !== null && typeof r.opposition === 'object' ? r.opposition : null;
  return { ...defaults, ...(named ?? {}), action: r.action, oppMode: named ? 'sources' : 'dice',
    opposition: named ? 0 : r.opposition ?? 0, distance: r.distance ?? defaults.distance,
    tranchant: Boolean(w.tranchant), pompe: w.pompe ?? 0, contondant: Boolean(w.contondant),
    percant: Boolean(w.percant), lourde: Boolean(w.lourde),
    protection: Boolean(p), protClass: p?.class ?? 4, penetration: p?.penetration ?? w.penetrant ?? 0,
    solide: Boolean(p?.solide), inusable: Boolean(p?.inusable), impacts: p?.impacts ?? 0 };
}

/** A compared action's name, short: the action, and the protection it meets (none for a combativité roll). */
function attackName(v) {
  if (!isAction(v)) return null;
  return v.protection && v.action !== 'bout_portant'
    ? t('attackOn', { weapon: t(v.action), target: `${t('protection')} ${v.protClass}+` }) : t(v.action);
}

export const kolaps = {
  id: 'kolaps', name: 'KOLAPS', stateKey: 'kolaps', system: 'kolaps',
  sections, defaults, request, values, attackName,
  sectionTitle: (section, v) => (isComb(v) ? (section === 'attack' ? 'kolapsKind_combativite' : section) : section),
};
