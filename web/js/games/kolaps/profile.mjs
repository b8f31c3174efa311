// A KOLAPS character's profile (ui/profile.mjs), from its roster entry in the
// player's words (docs/lists.md, `character`): Rang, affiliation, archétype,
// attributes, specialisations (PDS), protection (class, Loi 11-20); each
// weapon with its cadence (11-3); its traits and the protection's by the
// ruleset's ids (game.mjs traitOf), each opening its text.
import { t, getLang } from '../../platform/words.mjs';
import { integer } from '../../platform/format.mjs';
import { traitOf } from './game.mjs';
import { traitName } from './equipment.mjs';

const ids = (words, known) => (words ?? []).map((w) => traitOf(w, known)).filter((x) => x !== null).map((x) => x.id ?? x);

/** The profile of roster `entry` in ruleset view `data` (a character). */
export function kolapsProfile(data, entry) {
  const c = entry.character ?? {};
  const lang = getLang();
  const stats = [{ label: t('rosterRank'), value: integer(lang, entry.options?.rank ?? 3) }];
  for (const [key, label] of [['affiliation', 'rosterAffiliation'], ['archetype', 'rosterArchetype']]) {
    if (c[key]) stats.push({ label: t(label), value: c[key] });
  }
  if (c.attributes?.length) stats.push({ label: t('rosterAttributes'), value: c.attributes.join(', ') });
  if (c.specialisations?.length) {
    stats.push({ label: t('rosterSpecialisations'), value: c.specialisations.map((s) => `${s.name} (${s.pds} PDS)`).join(', ') });
  }
  const p = c.protection;
  if (p) {
    stats.push({ label: t('rosterProtection'), value: `${p.name ? `${p.name}, ` : ''}${`${t('rosterClass')} ${integer(lang, p.class, p.class < 0)}`}${(p.traits ?? []).length ? `, ${p.traits.map((x) => traitName(x, data?.protectionTraits ?? [])).join(', ')}` : ''}` });
  }
  const weapons = (c.weapons ?? []).map((w) => ({ name: w.name || '?', count: 1,
    value: [w.cadence !== undefined ? `${t('rosterRate')} ${w.cadence}` : null,
      ...(w.traits ?? []).map((x) => traitName(x, data?.weaponTraits ?? []))].filter(Boolean).join(' · '),
    rules: ids(w.traits, data?.weaponTraits) }));
  return { stats, missing: [], rules: ids(p?.traits, data?.protectionTraits), weapons };
}

const traitIds = (traits) => (traits ?? []).map((x) => x.id);
const traitsText = (traits) => (traits ?? []).map((x) => `${x.name?.[getLang()] ?? x.name?.fr ?? x.id}${x.x ? ` ${x.x}` : ''}`.replace(/\s+X\b/, ''));

/** A game sheet's profile: the character as the sheet plays it (rank, profile, weapons, protection). */
export function sheetProfile(sheet) {
  const p = sheet.profile ?? {};
  const lang = getLang();
  const stats = [{ label: t('rosterRank'), value: integer(lang, p.rank) }];
  for (const [key, label] of [['affiliation', 'rosterAffiliation'], ['archetype', 'rosterArchetype']]) if (p[key]) stats.push({ label: t(label), value: p[key] });
  if (p.attributes?.length) stats.push({ label: t('rosterAttributes'), value: p.attributes.join(', ') });
  if (p.specialisations?.length) stats.push({ label: t('rosterSpecialisations'), value: p.specialisations.join(', ') });
  const pr = sheet.protection;
  if (pr) stats.push({ label: t('rosterProtection'), value: [pr.name, `${t('rosterClass')} ${integer(lang, pr.class, pr.class < 0)}`, ...traitsText(pr.traits)].filter(Boolean).join(', ') });
  const weapons = (sheet.weapons ?? []).map((w) => ({ name: w.name, count: 1,
    value: [w.cadence !== undefined && w.cadence !== null ? `${t('rosterRate')} ${w.cadence}` : null, ...traitsText(w.traits)].filter(Boolean).join(' · '),
    rules: traitIds(w.traits) }));
  return { stats, missing: [], rules: traitIds(pr?.traits), weapons };
}
