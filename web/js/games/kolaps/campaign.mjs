// The campaign (Loi 12) at the end of a KOLAPS game, on the game screen:
// each character of the player's Unité with the XP it earned in this game
// (its sheet's), a death roll for each one hors combat (12-8, 4-10: 1D6 at
// its rank's threshold, from the game's seed), then "Reporter dans l'Unité":
// the XP added to the roster's option `xp` (spent in the builder on PDS and
// ranks), the dead taken out of the roster. The game, with its sheets and
// these results, stays in the store as the history. Plain data and the panel;
// everything set as text, never as HTML.
import { t } from '../../platform/words.mjs';
import { h } from '../../ui/view.mjs';
import { roll } from '../../platform/dice.mjs';
import { withLog } from '../../play/states.mjs';
import { viewOf } from './game.mjs';

const THRESHOLD = /^(\d)\+$/;

/** The player's characters ([{ k, sheet, entry }]) that the report concerns. */
export const mine = (snapshot) => viewOf(snapshot).sheets.map((s, k) => ({ k, ...s })).filter((s) => s.player === 0);

/** A death roll for character k from the game's seed: the next snapshot (death recorded in `campaign.deaths`). */
export function deathRoll(snapshot, k) {
  const sheet = viewOf(snapshot).sheets[k].sheet;
  const threshold = sheet.profile.thresholds.death;
  const need = THRESHOLD.exec(threshold)?.[1];
  const { dice, rng } = need ? roll(snapshot.rng, 1) : { dice: [], rng: snapshot.rng };
  const survived = need ? dice[0] >= Number(need) : true;
  const next = structuredClone(snapshot);
  next.rng = rng;
  next.campaign = { ...(next.campaign ?? {}), deaths: { ...(next.campaign?.deaths ?? {}), [k]: { die: dice[0] ?? null, survived } } };
  const fr = need ? `${sheet.name} : jet de mort ${dice[0]} (${threshold}) — ${survived ? 'survit' : 'meurt'} (Loi 12-8)` : `${sheet.name} : survit (jet de mort automatique)`;
  const en = need ? `${sheet.name}: death roll ${dice[0]} (${threshold}) — ${survived ? 'survives' : 'dies'} (Law 12-8)` : `${sheet.name}: survives (automatic death roll)`;
  return withLog(next, [{ fr, en }]);
}

/**
 * The roster after the game: each character's XP added to its entry's `xp`,
 * the dead removed. Entries counting several characters are left as they are
 * (their XP cannot be told apart): `skipped` names them.
 */
export function reportedList(list, snapshot) {
  const next = structuredClone(list);
  const dead = new Set();
  const skipped = [];
  for (const { k, sheet, entry } of mine(snapshot)) {
    if (!entry || !next.units[entry.at]) continue;
    if (entry.copies > 1) { skipped.push(sheet.name); continue; }
    const options = (next.units[entry.at].options ??= {});
    if (sheet.xp > 0) options.xp = (options.xp ?? 0) + sheet.xp;
    if (snapshot.campaign?.deaths?.[k]?.survived === false) dead.add(entry.at);
  }
  next.units = next.units.filter((_, i) => !dead.has(i));
  return { list: next, skipped, dead: dead.size };
}

/** The panel. run(fn) applies fn(snapshot) → snapshot as one step; report() writes the roster; ui.campaignOpen keeps it open. */
export function drawCampaign(snapshot, run, report, ui = {}) {
  const rows = mine(snapshot);
  const deaths = snapshot.campaign?.deaths ?? {};
  const pending = rows.filter(({ k, sheet }) => sheet.horsCombat && !deaths[k]);
  const reported = snapshot.campaign?.reported;
  return h('details', { class: 'more side', 'data-testid': 'kolaps-campaign', open: ui.campaignOpen ? true : null,
    ontoggle: (e) => { ui.campaignOpen = e.target.open; } },
    h('summary', { 'data-testid': 'kolaps-campaign-open' }, t('kolapsCampaign')),
    h('ul', { class: 'lists-meta' }, rows.map(({ k, sheet }) => h('li', { 'data-testid': `kolaps-campaign-${k}` },
      t('kolapsCampaignRow', { name: sheet.name, xp: sheet.xp }),
      deaths[k] ? ` · ${t(deaths[k].survived ? 'kolapsSurvived' : 'kolapsDied', { die: deaths[k].die ?? '—' })}` : '',
      sheet.horsCombat && !deaths[k] && !reported
        ? h('button', { type: 'button', class: 'tool', 'data-testid': `kolaps-death-${k}`, onclick: () => run((s) => deathRoll(s, k)) },
          t('kolapsDeathRoll', { n: sheet.profile.thresholds.death })) : null))),
    reported ? h('p', { class: 'lists-meta', 'data-testid': 'kolaps-campaign-done' }, t('kolapsReported'))
      : h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': 'kolaps-report', disabled: pending.length ? true : null,
        onclick: report }, t('kolapsReport')));
}

/**
 * Each character's history in the campaign: from the reported games of list
 * `listId` in the store, name → [{ date, xp, death }] (oldest first).
 */
export function campaignHistory(games, listId) {
  const out = new Map();
  const reported = Object.values(games ?? {}).filter((g) => g.kind === 'kolaps' && g.listId === listId && g.snapshot?.campaign?.reported)
    .sort((a, b) => String(a.snapshot.campaign.reported).localeCompare(String(b.snapshot.campaign.reported)));
  for (const g of reported) {
    for (const { k, sheet } of mine(g.snapshot)) {
      const lines = out.get(sheet.name) ?? [];
      lines.push({ date: g.snapshot.campaign.reported.slice(0, 10), xp: sheet.xp, death: g.snapshot.campaign.deaths?.[k] ?? null });
      out.set(sheet.name, lines);
    }
  }
  return out;
}
