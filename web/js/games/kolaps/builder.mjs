// The KOLAPS roster (Unité) in the list builder: each entry is a character
// (docs/lists.md, `character`) — rank 1–5 (option `rank`), cost (`points`),
// affiliation, archetype, attributes, specialisations with their PDS,
// weapons (cadence, traits) and a protection (class, traits) — with the PDS
// left and the attributes allowed from the core's check (checkList facts),
// and the roster's facts. Everything is set as text, never as HTML.
import { t, getLang } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { integer } from '../../platform/format.mjs';
import { loaded } from '../../platform/rulesets.mjs';
import { stepper } from '../../ui/rows.mjs';
import { setOption } from '../../lists/model.mjs';
import { drawEquipment } from './equipment.mjs';
import '../../platform/lists-words.mjs';

// A character's cost (the seed has none per rank, Loi 4-14): a whole number up to this.
const MAX_POINTS = 10000;

/** Whether `list` is a KOLAPS roster. */
export const isKolaps = (list) => loaded.get(list?.ruleset)?.system === 'kolaps';

const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool tool--quiet',
  'data-testid': testid, onclick, ...attrs }, label);

/** "PDS : 25 / 30 · reste 5 · attributs 2 / 4" for entry i, from the core's facts. */
export function kolapsPdsText(result, i) {
  const line = result?.facts?.lines?.[i];
  if (!line) return '';
  const lang = getLang();
  if (line.pdsBudget === null) return t('rosterPdsNoRank', { spent: integer(lang, line.pdsSpent) });
  return t('rosterPds', { spent: integer(lang, line.pdsSpent), budget: integer(lang, line.pdsBudget),
    left: integer(lang, line.pdsLeft), attributes: integer(lang, line.attributes), max: integer(lang, line.attributesMax) });
}

/**
 * Loi 12 in the campaign: the XP banked (option `xp`, added by the game
 * screen after a game), spent on PDS (12-6: exchangeXp for exchangePds, added
 * to `xpPds`) or on the next rank (12-7: the ruleset's `ranks.N.xpToRankUp`).
 */
function campaignRow(ops, ruleset, entry, i, p, rank) {
  const lang = getLang();
  const exp = ruleset?.experience;
  const exchange = { xp: exp?.exchangeXp ?? 50, pds: exp?.exchangePds ?? 5 };
  const xp = entry.options?.xp ?? 0;
  const cost = rank !== null && rank > 1 ? ruleset?.ranks?.find((r) => r.rank === rank)?.xpToRankUp : undefined;
  return h('div', { class: 'step-row step-row--wrap', 'data-testid': `${p}-campaign` },
    stepper(`${p}-xp`, t('rosterXp'), integer(lang, xp),
      xp > 0 ? () => ops.edit((l) => setOption(l, i, 'xp', Math.max(0, xp - 5) || undefined)) : null,
      () => ops.edit((l) => setOption(l, i, 'xp', xp + 5))),
    h('button', { type: 'button', class: 'tool', 'data-testid': `${p}-xp-buy-pds`, disabled: xp >= exchange.xp ? null : true,
      onclick: () => ops.edit((l) => { setOption(l, i, 'xp', xp - exchange.xp || undefined); setOption(l, i, 'xpPds', (entry.options?.xpPds ?? 0) + exchange.pds); }) },
    t('rosterXpBuyPds', exchange)),
    cost !== undefined ? h('button', { type: 'button', class: 'tool', 'data-testid': `${p}-rank-up`, disabled: xp >= cost ? null : true,
      onclick: () => ops.edit((l) => { setOption(l, i, 'xp', xp - cost || undefined); setOption(l, i, 'rank', rank - 1); }) },
    t('rosterRankUp', { rank: rank - 1, xp: cost })) : null);
}

/** The character of entry i (editable): rank, points, profile, equipment, PDS left. */
export function drawKolapsEntry(S, ops, entry, i, field) {
  const lang = getLang();
  // The builder's inputs (ui/bounded.mjs: numbers bounded at the field); hideLabel: read by screen readers only.
  const input = (testid, label, value, onedit, ondone, attrs = {}, hideLabel = false) =>
    field(testid, label, value, onedit, ondone, { ...attrs, wrap: 'kolaps-field', hideLabel });
  const rank = entry.options?.rank ?? null;
  const c = entry.character ?? {};
  const p = `entry-${i}`;
  // Each edit works on the list's copy of the character (created when missing).
  const ch = (l) => (l.units[i].character ??= {});
  const live = (fn) => ops.live((l) => fn(ch(l)));
  const edit = (fn) => ops.edit((l) => fn(ch(l)));
  const remove = (testid, label, fn) => btn(testid, '×', () => edit(fn), { 'aria-label': t('rosterRemove', { name: label }) });
  const specs = c.specialisations ?? [];
  const attrs = c.attributes ?? [];
  const xpPds = entry.options?.xpPds ?? 0;
  const xp = loaded.get(S.list.ruleset)?.experience;
  const exchange = { xp: xp?.exchangeXp ?? 50, pds: xp?.exchangePds ?? 5 };
  return h('div', { class: 'kolaps-character', 'data-testid': `${p}-kolaps` },
    h('div', { class: 'kolaps-grid' },
      stepper(`${p}-rank`, t('rosterRank'), rank === null ? '—' : integer(lang, rank),
        rank !== null && rank > 1 ? () => ops.edit((l) => setOption(l, i, 'rank', rank - 1)) : null,
        rank === null || rank < 5 ? () => ops.edit((l) => setOption(l, i, 'rank', rank === null ? 5 : rank + 1)) : null),
      input(`${p}-points`, t('rosterPoints'), entry.options?.points,
        (v) => ops.live((l) => setOption(l, i, 'points', v === '' ? undefined : Number(v))), ops.record,
        { type: 'number', min: 0, max: MAX_POINTS, message: t('rosterPointsBound', { max: integer(lang, MAX_POINTS) }) })),
    // PDS bought with XP (Loi 12-6: exchangeXp XP for exchangePds PDS), by steps of exchangePds.
    stepper(`${p}-xp-pds`, t('rosterXpPds', { xp: exchange.xp, pds: exchange.pds }), integer(lang, xpPds),
      xpPds > 0 ? () => ops.edit((l) => setOption(l, i, 'xpPds', xpPds - exchange.pds || undefined)) : null,
      () => ops.edit((l) => setOption(l, i, 'xpPds', xpPds + exchange.pds))),
    campaignRow(ops, loaded.get(S.list.ruleset), entry, i, p, rank),
    (S.campaign?.get(entry.name) ?? []).length ? h('ul', { class: 'lists-meta', 'data-testid': `${p}-history` },
      S.campaign.get(entry.name).map((g) => h('li', {}, t('rosterHistory', { date: g.date, xp: g.xp }),
        g.death ? ` · ${t(g.death.survived ? 'rosterSurvived' : 'rosterDied', { die: g.death.die ?? '—' })}` : ''))) : null,
    h('p', { class: 'kolaps-pds', 'data-testid': `${p}-pds`, 'aria-live': 'polite' }, kolapsPdsText(S.result, i)),
    h('div', { class: 'kolaps-grid' },
      input(`${p}-affiliation`, t('rosterAffiliation'), c.affiliation,
        (v) => live((x) => { x.affiliation = v; }), ops.record, { maxlength: 100 }),
      input(`${p}-archetype`, t('rosterArchetype'), c.archetype,
        (v) => live((x) => { x.archetype = v; }), ops.record, { maxlength: 100 })),
    h('fieldset', { class: 'kolaps-set' }, h('legend', { class: 'cu-label' }, t('rosterAttributes')),
      attrs.map((a, j) => h('div', { class: 'kolaps-row' },
        input(`${p}-attribute-${j}`, t('rosterAttribute', { n: j + 1 }), a,
          (v) => live((x) => { x.attributes[j] = v; }), ops.record, { maxlength: 60 }, true),
        remove(`${p}-attribute-${j}-remove`, a, (x) => { x.attributes.splice(j, 1); }))),
      btn(`${p}-attribute-add`, t('rosterAttributeAdd'), () => edit((x) => { (x.attributes ??= []).push(t('rosterAttributeNew')); }))),
    h('fieldset', { class: 'kolaps-set' }, h('legend', { class: 'cu-label' }, t('rosterSpecialisations')),
      specs.map((s, j) => h('div', { class: 'kolaps-row' },
        input(`${p}-spec-${j}-name`, t('rosterSpecName', { n: j + 1 }), s.name,
          (v) => live((x) => { x.specialisations[j].name = v; }), ops.record, { maxlength: 100 }),
        input(`${p}-spec-${j}-pds`, 'PDS', s.pds, (v) => live((x) => { x.specialisations[j].pds = v === '' ? 0 : Number(v); }), ops.record,
          { type: 'number', min: 0, max: 1000, message: t('rosterPdsBound') }),
        remove(`${p}-spec-${j}-remove`, s.name, (x) => { x.specialisations.splice(j, 1); }))),
      btn(`${p}-spec-add`, t('rosterSpecAdd'), () => edit((x) => { (x.specialisations ??= []).push({ name: t('rosterSpecNew'), pds: 0 }); }))),
    drawEquipment(p, c, loaded.get(S.list.ruleset), { edit, live, record: ops.record,
input, remove }));
}

/** What a character's profile (profile.mjs) does not say: the PDS bought with XP. */
export function kolapsEntryLines(entry) {
  const o = entry.options ?? {};
  return o.xpPds ? [t('rosterXpPdsShort', { n: o.xpPds })] : [];
}

/** The roster's facts: characters, per rank, PDS, cost (checkList(...).facts). */
export function drawKolapsFacts(result) {
  const f = result?.facts;
  if (!f || !Array.isArray(f.perRank)) return null;
  const lang = getLang();
  const perRank = f.perRank.map((n, k) => (n ? `${t('rosterRank')} ${k + 1} × ${integer(lang, n)}` : null)).filter(Boolean).join(' · ') || '—';
  const rows = [
    ['characters', t('rosterFactCharacters'), integer(lang, f.characters)],
    ['perRank', t('rosterFactPerRank'), perRank],
    ['pds', 'PDS', `${integer(lang, f.pdsSpent)} / ${integer(lang, f.pdsBudget)}`],
    ['cost', t('rosterFactCost'), f.cost === null ? t('rosterFactCostUnknown') : `${integer(lang, f.cost)} ${t('listPoints')}`],
  ];
  // On a line or two: the summary they sit in is pinned and must stay short.
  return h('dl', { class: 'list-facts list-facts--line', 'data-testid': 'list-facts', 'aria-label': t('rosterFacts') },
    rows.map(([key, label, value]) => h('div', {}, h('dt', {}, label), h('dd', { 'data-testid': `list-fact-${key}` }, value))));
}
