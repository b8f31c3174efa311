// A unit's whole profile wherever it is shown (the builder's row, folded; a
// shared list; a game card; the paper), from its game's `profile`: its
// characteristics in the seed's order and abbreviations, each weapon's
// profile, what the list changed marked (*), what the rules do not give said,
// and each special rule's name opening its text (ui/rule-tip.mjs).
//
// profile = { title?, stats: [{ label, value, changed? }], missing: [label],
//   rules: [ruleId], weapons: [{ name, count?, value, rules: [ruleId] }] }
import { h } from './view.mjs';
import { t } from '../platform/words.mjs';
import { ruleText } from '../platform/glossary.mjs';
import { ruleName } from './rule-tip.mjs';
import '../platform/lists-words.mjs';

const statText = (s) => `${s.label ? `${s.label} ` : ''}${s.value}${s.changed ? '*' : ''}`;

/** The characteristics' line: "MOU 14 · MOR 5 · ARM 5*". */
export const statsText = (stats) => stats.map(statText).join(' · ');

/** One weapon's line: "Laser rifle ×2 : PRE 5 · TIR 1 · PEN 5". */
export const weaponText = (w) => {
  const name = `${w.name}${w.count > 1 ? ` ×${w.count}` : ''}`;
  return w.value ? t('colon', { a: name, b: w.value }) : name;
};

// The rules named in a row: each opening its text; none until the glossary has arrived.
const chips = (rulesetId, ids, testid) => ids.map((id, k) => {
  const rule = ruleText(rulesetId, id);
  return rule ? [' ', ruleName(rule, null, `${testid}-${k}`)] : null;
});

/** The profile drawn (`rulesetId` names whose glossary), or null when the game gives none. */
export function drawProfile(profile, rulesetId, testid) {
  if (!profile) return null;
  const changed = [...profile.stats, ...profile.weapons].some((s) => s.changed);
  return h('div', { class: 'profile', 'data-testid': testid },
    profile.title ? h('p', {}, h('strong', {}, profile.title)) : null,
    profile.stats.length ? h('p', { class: 'profile__stats', 'data-testid': `${testid}-stats` }, profile.stats.map((s, k) =>
      h('span', { class: 'profile__stat' }, k ? ' · ' : '', s.label ? h('span', { class: 'profile__label' }, `${s.label} `) : null, `${s.value}${s.changed ? '*' : ''}`))) : null,
    profile.missing?.length ? h('p', { class: 'profile__missing' }, t('profileMissing', { list: profile.missing.join(', ') })) : null,
    profile.rules.length ? h('p', { class: 'profile__rules' }, chips(rulesetId, profile.rules, `${testid}-rule`)) : null,
    profile.weapons.length ? h('ul', { class: 'profile__weapons', 'aria-label': t('listWeapons') }, profile.weapons.map((w, j) =>
      h('li', { 'data-testid': `${testid}-weapon-${j}` }, weaponText(w), chips(rulesetId, w.rules, `${testid}-weapon-${j}-rule`)))) : null,
    changed ? h('p', { class: 'profile__missing' }, t('profileChanged')) : null);
}

/** The profile in a fold ("Profil"), as the builder shows it under an entry; several (a formation's unit types) titled. */
export function foldedProfile(profile, rulesetId, testid) {
  const all = [profile].flat().filter(Boolean);
  return all.length ? h('details', { class: 'profile-fold', 'data-testid': `${testid}-fold` }, h('summary', {}, t('profileShow')),
    all.map((p, k) => drawProfile(p, rulesetId, all.length > 1 ? `${testid}-${k}` : testid))) : null;
}

/** The profile as lines of text (paper, forum): stats, missing, weapons. */
export function profileLines(profile) {
  if (!profile) return [];
  return [profile.stats.length ? statsText(profile.stats) : null,
    profile.missing?.length ? t('profileMissing', { list: profile.missing.join(', ') }) : null,
    ...profile.weapons.map(weaponText)].filter(Boolean);
}

/** Every rule id a profile names (its own and its weapons'), once each. */
export const profileRules = (profile) => [...new Set([...(profile?.rules ?? []), ...(profile?.weapons ?? []).flatMap((w) => w.rules)])];
