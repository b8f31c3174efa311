// Accessibility (issue 10): axe-core injected into every main state of the
// page at 390×844 — the calculator of each game, the share field, the list
// builder with problems, the Titanicus sheets and shot panel, the AT-44 and
// KOLAPS game screens with their attack panels — each in French and English,
// light and dark. Every axe rule enabled by default (WCAG 2.0/2.1 A and AA,
// best practices) plus `target-size` at 44 px (axe's WCAG 2.2 rule, off by
// default and 24 px out of the box: its two checks, the size itself and the
// spacing around a smaller target, are set to 44). Zero violations, no rule
// left out. The viewport never disables zoom. One browser; each flow on one
// page, the language and the scheme switched in place.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/a11y.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useSite, byId } from './harness.mjs';
import { newList, addUnit, at44FirstTurn, playList } from './lists-steps.mjs';

const site = useSite();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TARGET = 44;

/** A fresh page (CSP bypassed so axe's script tag may run), axe configured. */
async function open() {
  const opened = await site.open(site.url, { bypassCSP: true });
  opened.page.on('load', () => { opened.axe = false; });
  return opened;
}

async function injectAxe(page) {
  if (await page.evaluate(() => Boolean(window.axe))) return;
  await page.addScriptTag({ content: AXE });
  await page.evaluate((size) => window.axe.configure({
    checks: [{ id: 'target-size', options: { minSize: size } }, { id: 'target-offset', options: { minOffset: size } }],
  }), TARGET);
}

/** Violations of one axe run, as readable lines. */
async function violations(page) {
  await injectAxe(page);
  // From the top: a sticky bar over content scrolled beneath it would count as hiding it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const result = await page.evaluate(() => window.axe.run(document, { rules: { 'target-size': { enabled: true } } }));
  return result.violations.flatMap((v) => v.nodes.map((n) =>
    `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 100)} — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 220)}${related(n)}`));
}

/** The elements a failed check names (what obscures a target, its neighbours). */
const related = (n) => {
  const nodes = [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []).map((r) => r.target.join(' '));
  return nodes.length ? ` (related: ${nodes.slice(0, 3).join(', ')})` : '';
};

const lang = (page) => page.getAttribute('html', 'lang');

/** axe in the four combinations (FR/EN × light/dark); ends in French, light. */
async function check(page, name) {
  const found = [];
  if (await lang(page) !== 'fr') await byId(page, 'lang-toggle').click();
  for (const language of ['fr', 'en']) {
    if (await lang(page) !== language) await byId(page, 'lang-toggle').click();
    assert.equal(await lang(page), language);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      for (const v of await violations(page)) found.push(`[${name}, ${language}, ${colorScheme}] ${v}`);
    }
  }
  await byId(page, 'lang-toggle').click();
  await page.emulateMedia({ colorScheme: 'light' });
  assert.deepEqual(found, [], `${name}: axe violations`);
  const viewport = await page.getAttribute('meta[name="viewport"]', 'content');
  assert.doesNotMatch(viewport, /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/, `${name}: zoom allowed (${viewport})`);
}

test('the calculator of each game and the share field: no axe violation, FR/EN, light/dark', async () => {
  const { page } = await open();
  for (const game of ['titanicus-v1', 'titanicus-v2', 'at44', 'kolaps', 'epic']) {
    await byId(page, `game-${game}`).click();
    await check(page, `calculator ${game}`);
  }
  await byId(page, 'game-at44').click();
  await byId(page, 'compare-add').click();
  await byId(page, 'share').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-status"]')?.textContent !== '');
  await check(page, 'calculator with two attacks, share field');
});

test('the list builder with problems, the Titanicus sheets and shot panel', async () => {
  const { page } = await open();
  await newList(page, 'titanicus-v1', 'imperial');
  await byId(page, 'list-limit').fill('5');
  await byId(page, 'list-limit').press('Tab');
  await addUnit(page, 'warhound', ['multilaser', 'volcano-cannon']);
  await byId(page, 'entry-0-count-inc').click();
  await byId(page, 'list-problems').waitFor();
  await check(page, 'list builder with problems');
  await playList(page);
  await byId(page, 'setup-0-actionPoints-inc').click();
  await check(page, 'titan setup');
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  await byId(page, 'sheet-0-activate').click();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Ennemi', faction: 'imperial',
    units: [{ unit: 'reaver', count: 1, weapons: ['gatling-blaster', 'plasma-cannon', 'multilaser'] }] };
  await byId(page, 'titan-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'titan-opponent-add').click();
  await byId(page, 'sheet-2').waitFor();
  await check(page, 'titan sheets');
  await byId(page, 'sheet-0-weapon-1-shoot').click();
  await byId(page, 'shot-panel').waitFor();
  await check(page, 'titan shot panel');
});

test('the AT-44 game screen and its attack panel', async () => {
  const { page } = await open();
  await newList(page, 'at44', 'una');
  await addUnit(page, 'steel-troopers');
  await playList(page);
  await byId(page, 'at44-setup-0').waitFor();
  await byId(page, 'at44-opponent-scan').click(); // no camera here: the panel says so, the paste field offered
  await byId(page, 'at44-opponent-scan-status').filter({ hasText: /\S/ }).waitFor();
  await check(page, 'AT-44 setup, scanner');
  await byId(page, 'at44-opponent-scan-close').click();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'at44', faction: 'red-blok', name: 'Red Blok',
    units: [{ unit: 'krasny-soldaty', options: { stars: 2 } }] };
  await byId(page, 'at44-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'at44-opponent-add').click();
  await byId(page, 'at44-setup-1').waitFor();
  await check(page, 'AT-44 setup');
  await byId(page, 'at44-start').click();
  await byId(page, 'at44-sheet-0').waitFor();
  await at44FirstTurn(page);
  await byId(page, 'at44-sheet-0-activate').click();
  // The authority test's dice: their odds on the log line and the chart of each player's dice, open.
  await page.getByTestId(/^at44-log-odds-\d+$/).first().locator('summary').click();
  await byId(page, 'at44-luck-open').click();
  await byId(page, 'at44-luck-chart-0').waitFor();
  await check(page, 'AT-44 game');
  await byId(page, 'at44-handover-open').click();
  await byId(page, 'at44-handover-link').waitFor();
  await check(page, 'AT-44 game handed over');
  await byId(page, 'at44-sheet-0-attack').click();
  await byId(page, 'at44-attack-panel').waitFor();
  await check(page, 'AT-44 attack panel');
  await byId(page, 'at44-sheet-0-plan').click();
  await byId(page, 'at44-plan-list').waitFor();
  await check(page, 'AT-44 plan panel');
});

test('the KOLAPS game screen, its attack panel, its planner and its other rolls', async () => {
  const { page } = await open();
  await newList(page, 'kolaps-v2', null);
  const a = await addUnit(page, 'personnage');
  for (let k = 0; k < 3; k += 1) await byId(page, `entry-${a}-rank-dec`).click();
  await byId(page, `entry-${a}-arm-add`).click();
  await byId(page, `entry-${a}-arm-0-name`).fill('Fusil');
  await byId(page, `entry-${a}-arm-0-name`).press('Tab');
  await playList(page);
  await byId(page, 'kolaps-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'Vampires',
    units: [{ unit: 'personnage', name: 'Vampire', options: { rank: 1 } }] };
  await byId(page, 'kolaps-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'kolaps-opponent-add').click();
  await byId(page, 'kolaps-setup-1').waitFor();
  await byId(page, 'kolaps-start').click();
  await byId(page, 'kolaps-sheet-0').waitFor();
  await byId(page, 'kolaps-new-turn').click();
  await byId(page, 'kolaps-dice').waitFor();
  await check(page, 'KOLAPS dice entry');
  const dice = page.getByTestId(/^kolaps-die-\d+$/);
  for (const [k, d] of [6, 5, 2, 1, 1, 1].entries()) await dice.nth(k).fill(String(d));
  await byId(page, 'kolaps-dice-ok').click();
  await byId(page, 'kolaps-reserve').waitFor();
  await byId(page, 'kolaps-draw-pick').click();
  await byId(page, 'kolaps-die-0').fill('1');
  await byId(page, 'kolaps-dice-ok').click();
  await check(page, 'KOLAPS game');
  await byId(page, 'kolaps-sheet-0-attack').click();
  await byId(page, 'kolaps-attack-panel').waitFor();
  await check(page, 'KOLAPS attack panel');
  await byId(page, 'kolaps-sheet-0-plan').click();
  await byId(page, 'kolaps-plan-panel').waitFor();
  await check(page, 'KOLAPS plan panel');
  await byId(page, 'kolaps-sheet-0-rolls').click();
  await byId(page, 'kolaps-rolls-panel').waitFor();
  await check(page, 'KOLAPS other rolls panel');
});

test('the Epic army builder, game screen, turn panel, attack and plan panels', async () => {
  const { page } = await open();
  await newList(page, 'epic-v1', null);
  await addUnit(page, 'marine-tactique');
  await byId(page, 'epic-strategic-inc').click();
  await byId(page, 'epic-morale-inc').click();
  await byId(page, 'entry-0-formation-inc').click();
  await check(page, 'Epic army builder');
  await playList(page);
  await byId(page, 'epic-setup-0').waitFor();
  const opponent = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs',
    units: [{ unit: 'boy-ork', count: 4, options: { strategic: 2, morale: 5 } }] };
  await byId(page, 'epic-opponent-code').fill(`${site.url}#l=${site.core.encodeList(opponent)}`);
  await byId(page, 'epic-opponent-add').click();
  await byId(page, 'epic-setup-1').waitFor();
  await check(page, 'Epic setup');
  await byId(page, 'epic-start').click();
  await byId(page, 'epic-roll-off').click();
  await byId(page, 'epic-dice').waitFor();
  await check(page, 'Epic dice entry');
  await byId(page, 'epic-die-0').fill('5');
  await byId(page, 'epic-die-1').fill('2');
  await byId(page, 'epic-dice-ok').click();
  await byId(page, 'epic-deploy-first-0').click();
  await byId(page, 'epic-deployed').click();
  await byId(page, 'epic-deployed').click();
  await byId(page, 'epic-sheet-0-more').click();
  await check(page, 'Epic game');
  await byId(page, 'epic-sheet-0-attack').click();
  await byId(page, 'epic-attack-panel').waitFor();
  await check(page, 'Epic attack panel');
  await byId(page, 'epic-sheet-0-plan').click();
  await byId(page, 'epic-plan-list').waitFor();
  await check(page, 'Epic plan panel');
});
