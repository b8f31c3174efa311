// A rule's text at a tap (issue 31), as a new player at the table asks "what
// does it do?": in the calculator (a field that is a rule), on a game card (a
// row of actions, the unit's profile and its skills), in French and in
// English — the text the ruleset's glossary gives (rulesets/glossary/), its
// section, only the page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, byId, text, checkPage, SHOTS } from './harness.mjs';
import { at44Game } from './lists-steps.mjs';

const site = useSite();
const glossary = JSON.parse(readFileSync(new URL('../../rulesets/glossary/at44.json', import.meta.url), 'utf8'));
const rule = (id) => glossary.rules.find((r) => r.id === id);
const body = (page, id) => byId(page, id).locator('.rule__body').textContent();

test('the calculator: a field that is a rule has its "?", opening its text in the page\'s language', async () => {
  const { page, errors } = await site.open();
  await page.locator('#tab-at44').click();
  // The glossary arrives after the calculator is painted: then the "?" is drawn.
  await page.waitForSelector('[data-testid="rule-feuAVolonte"]', { state: 'attached' });
  assert.equal(await byId(page, 'rule-feuAVolonte').getAttribute('open'), null, 'closed until tapped');
  await byId(page, 'rule-feuAVolonte').locator('summary').click();
  const feu = rule(glossary.fields.feuAVolonte);
  assert.equal(await body(page, 'rule-feuAVolonte'), `${feu.name.fr} — ${feu.text.fr} (${feu.section.fr})`);
  assert.equal(await byId(page, 'rule-feuAVolonte').locator('summary').getAttribute('aria-label'), 'Que dit la règle « Feu à volonté » ?');
  await byId(page, 'section-attack').screenshot({ path: `${SHOTS}/auspex-rule-calc-fr.png` });
  // In English: the same rule in English, never the French.
  await byId(page, 'lang-toggle').click();
  await byId(page, 'rule-feuAVolonte').locator('summary').click({ trial: true });
  assert.equal(await body(page, 'rule-feuAVolonte'), `${feu.name.en} — ${feu.text.en} (${feu.section.en})`);
  // A plain number that is no rule has none.
  assert.equal(await byId(page, 'rule-attackers').count(), 0);
  await checkPage(page, errors, 'calculator with a rule open');
});

test('the prerendered calculator, hydrated as built, then its "?"; a broken game link too (its glossary already there)', async () => {
  for (const address of [site.url, `${site.url}#g=oAVnMTIzAzE`]) {
    const { page, errors, context } = await site.open(address);
    await page.waitForSelector('.ruled [data-testid="rule-toHit"]', { state: 'attached' });
    // Every "?" in its wrapper (a render that hydrated the prerendered markup would have lost it).
    assert.equal(await page.locator('#form .rule').count(), await page.locator('#form .ruled > .rule').count());
    await byId(page, 'rule-toHit').locator('summary').click();
    assert.match(await body(page, 'rule-toHit'), /^Toucher — /);
    await checkPage(page, errors, address);
    await context.close();
  }
});

test('an AT-44 card: what its actions do, its profile and its skills, at a tap', async () => {
  const { page, errors } = await site.open();
  await at44Game(page);
  // The card's frequent actions: one line naming their rules, opening each text.
  const row = byId(page, 'at44-sheet-0-rules-main');
  assert.match(await row.locator('summary').textContent(), /^Que disent les règles \? .*Activation/);
  await row.locator('summary').click();
  const activation = rule(glossary.actions.at44Sheet.activate);
  assert.ok((await row.textContent()).includes(`${activation.name.fr} — ${activation.text.fr} (${activation.section.fr})`));
  // Each card's profile, folded: the unit's values in the seed's abbreviations; the Golems' weapon
  // (the ruleset's) with its fire mode's rule.
  for (const k of [0, 1]) await byId(page, `at44-sheet-${k}-profile-fold`).locator(':scope > summary').click();
  assert.match(await text(page, 'at44-sheet-0-profile-stats'), /RANG \d/);
  const golems = page.locator('[data-testid$="-profile-weapon-0"]').filter({ hasText: 'Nanoblaster' });
  assert.match(await golems.textContent(), /^Nanoblaster : PRE 3 · TIR 1\/1 Tir direct/);
  await golems.locator('summary').click();
  assert.match(await golems.locator('.rule__body').textContent(), /^Tir direct — /);
  // The turn's rules: authority, cards, CP.
  await byId(page, 'at44-turn-rules').locator('summary').click();
  assert.match(await text(page, 'at44-turn-rules'), /PC|Autorité/);
  await page.screenshot({ path: `${SHOTS}/auspex-rule-card-fr.png`, fullPage: true });
  await checkPage(page, errors, 'AT-44 card with its rules open');
});
