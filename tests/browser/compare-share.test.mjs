// Two AT-44 attacks side by side (example 1, and the same behind a 5+
// cover), their link copied and opened in a fresh browser, and broken
// links: each names what is wrong and leaves the default calculator.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, SHOTS, urlOf, settle } from './harness.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);
const pct = (value) => new RegExp(`^${value.replace('.', '[.,]')}\\s?%$`);

/** A link "#c=" + base64url of `data` as JSON. */
const linkOf = (data) => `${site.url}#c=${Buffer.from(JSON.stringify(data)).toString('base64url')}`;

async function noHorizontalScroll(page) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no horizontal scroll');
}

test('two AT-44 attacks side by side, shared by link into a fresh browser', async () => {
  const { page, context, errors } = await openPage(site.url, { clipboard: true });
  await byId(page, 'game-at44').click();
  // The defaults are example 1 (PRE 5, range 1, 5 fighters, PEN 5 against ARM 3, 10 fighters).
  assert.equal(await text(page, 'hit-target'), '2+');
  await byId(page, 'threshold-inc').click();
  await byId(page, 'threshold-inc').click();
  assert.match(await text(page, 'key-figure'), pct('60,3'));

  // "+ Comparer": B starts as a copy of A, then takes a 5+ cover.
  await byId(page, 'compare-add').click();
  assert.equal(await byId(page, 'attack-B').getAttribute('aria-pressed'), 'true');
  assert.match(await text(page, 'form-title'), /Attaque B/);
  assert.match(await text(page, 'key-figure-B'), pct('60,3'));
  await byId(page, 'coverSave-5').click();
  const a = await text(page, 'key-figure-A');
  const b = await text(page, 'key-figure-B');
  assert.match(a, pct('60,3'));
  assert.match(b, pct('26,8'));
  assert.match(await text(page, 'key-label'), /au moins 3 pertes/);

  // The table has every k from 0 to the largest possible count (5 fighters: 5), per attack.
  for (let k = 0; k <= 5; k += 1) {
    for (const letter of ['A', 'B']) {
      assert.match(await text(page, `atleast-${letter}-${k}`), /%$/, `P(≥${k}) of ${letter}`);
      assert.match(await text(page, `exact-${letter}-${k}`), /%$/, `P(=${k}) of ${letter}`);
    }
  }
  assert.equal(await byId(page, 'atleast-A-6').count(), 0);
  assert.equal(await text(page, 'atleast-A-3'), a);
  assert.equal(await text(page, 'atleast-B-3'), b);
  assert.match(await text(page, 'atleast-A-0'), pct('100'));
  assert.equal(await text(page, 'mean-casualties-A'), '2,78');
  assert.equal(await text(page, 'mean-casualties-B'), '1,85');
  assert.equal(await text(page, 'damage-target-B'), '3+');

  // Editing A again leaves B alone.
  await byId(page, 'attack-A').click();
  assert.equal(await byId(page, 'coverSave-0').getAttribute('aria-pressed'), 'true');
  await byId(page, 'attack-B').click();
  assert.equal(await byId(page, 'coverSave-5').getAttribute('aria-pressed'), 'true');

  // Touch targets of at least 44×44 px.
  for (const id of ['attack-A', 'attack-B', 'compare-add', 'compare-remove', 'share', 'threshold-inc']) {
    const box = await byId(page, id).boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${id} is ${box.width}×${box.height}`);
  }
  await noHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/auspex-compare-390.png` });
  await page.screenshot({ path: `${SHOTS}/auspex-compare-390-full.png`, fullPage: true });

  // A third attack, then removed again.
  await byId(page, 'compare-add').click();
  assert.match(await text(page, 'key-figure-C'), pct('26,8'));
  assert.equal(await byId(page, 'compare-add').isDisabled(), true);
  await byId(page, 'compare-remove').click();
  assert.equal(await byId(page, 'key-figure-C').count(), 0);
  await byId(page, 'attack-B').click();

  // Share: the link is copied and shown; it is the page's own URL.
  await byId(page, 'share').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-status"]').textContent !== '');
  assert.equal(await text(page, 'share-status'), 'Lien copié');
  const link = await byId(page, 'share-url').inputValue();
  assert.equal(link, await urlOf(page));
  assert.match(link, /#c=[A-Za-z0-9_-]+$/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await page.screenshot({ path: `${SHOTS}/auspex-share-390.png` });
  assert.deepEqual(errors, []);
  await context.close();

  // A fresh browser context (no storage) opens the same calculation.
  const fresh = await openPage(link);
  assert.equal(await byId(fresh.page, 'game-at44').getAttribute('aria-selected'), 'true');
  assert.equal(await text(fresh.page, 'key-figure-A'), a);
  assert.equal(await text(fresh.page, 'key-figure-B'), b);
  assert.equal(await text(fresh.page, 'threshold-value'), '3');
  assert.equal(await byId(fresh.page, 'attack-B').getAttribute('aria-pressed'), 'true');
  assert.equal(await byId(fresh.page, 'coverSave-5').getAttribute('aria-pressed'), 'true');
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);

  // Tapping a column asks for "at least k"; the URL follows, and a reload keeps it.
  await fresh.page.locator('[data-testid="chart"] .col').nth(2).click();
  assert.equal(await text(fresh.page, 'threshold-value'), '2');
  const p2 = await text(fresh.page, 'key-figure-B');
  assert.equal(await text(fresh.page, 'atleast-B-2'), p2);
  assert.notEqual((await urlOf(fresh.page)), link);
  await settle(fresh.page); await fresh.page.reload();
  await fresh.page.waitForSelector('body[data-ready="true"]');
  assert.equal(await text(fresh.page, 'threshold-value'), '2');
  assert.equal(await text(fresh.page, 'key-figure-B'), p2);
  assert.deepEqual(fresh.errors, []);
  await fresh.context.close();
});

test('broken links name what is wrong and leave the default calculator', async () => {
  const titan = (attack) => ({ v: 1, g: 'titanicus-v1', a: [{ system: 'titanicus', edition: 'v1',
    attack: { dice: 4, toHit: 4, strength: 5, ...attack }, target: { armour: 12, structure: 5 } }] });
  const cases = [
    { link: `${site.url}#c=%%%`, want: /base64url/ },
    { link: `${site.url}#c=${Buffer.from('{"v":1,').toString('base64url')}`, want: /JSON/ },
    { link: linkOf({ v: 1, g: 'warhammer', a: [] }), want: /jeu inconnu \("warhammer"\)/ },
    { link: linkOf(titan({ dice: 0 })), want: /attaque A refusée par les règles : Dés : doit être un nombre entier de 1 à 200, pas 0\./ },
    { link: linkOf(titan({ dice: 100 })), want: /attaque A refusée par les règles : Dés : |Dés d’attaque = 100/ },
  ];
  for (const { link, want } of cases) {
    const { page, context, errors } = await openPage(link);
    const alert = byId(page, 'link-error');
    assert.equal(await alert.isVisible(), true, `an alert for ${link}`);
    assert.equal(await alert.getAttribute('role'), 'alert');
    assert.match(await alert.textContent(), want);
    assert.match(await alert.textContent(), /calculateur par défaut/);
    // The default calculator: the first game, its defaults, a figure, no request error.
    assert.equal(await byId(page, 'game-titanicus-v1').getAttribute('aria-selected'), 'true');
    assert.equal(await text(page, 'dice-value'), '4');
    assert.match(await text(page, 'key-figure'), /%$/);
    assert.equal(await byId(page, 'error').isVisible(), false);
    assert.ok(!(await urlOf(page)).includes('%%%'));
    if (want.source.includes('dice')) await page.screenshot({ path: `${SHOTS}/auspex-broken-390.png` });
    // In English, the message follows the language.
    await byId(page, 'lang-toggle').click();
    assert.match(await alert.textContent(), /Calculation link|calculation link/);
    assert.match(await alert.textContent(), /default calculator/);
    // The player's first change: the message has done its job.
    await byId(page, 'dice-inc').click();
    assert.equal(await alert.isVisible(), false);
    assert.deepEqual(errors, [], link);
    await context.close();
  }
});

test('a refused clipboard falls back to a selected link field, quietly', async () => {
  const { page, context, errors } = await openPage();
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await byId(page, 'share').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-status"]').textContent !== '');
  assert.match(await text(page, 'share-status'), /Copiez le lien/);
  const field = byId(page, 'share-url');
  assert.equal(await field.inputValue(), await urlOf(page));
  assert.ok(await field.evaluate((el) => document.activeElement === el && el.selectionEnd === el.value.length));
  await noHorizontalScroll(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('linked comparisons of KOLAPS actions and of Epic shooting against an assault', async () => {
  const kolaps = linkOf({ v: 1, g: 'kolaps', a: [{ system: 'kolaps', action: 'tir', opposition: 1 },
    { system: 'kolaps', action: 'bout_portant', opposition: 1 }] });
  const one = await openPage(kolaps);
  assert.match(await text(one.page, 'key-figure-A'), pct('65,7'));
  assert.match(await text(one.page, 'outcome-blesse-B'), /%$/);
  assert.equal(await text(one.page, 'outcome-sonne-B'), '—'); // point-blank has no "sonné"
  await noHorizontalScroll(one.page);
  assert.deepEqual(one.errors, []);
  await one.context.close();

  const epic = linkOf({ v: 1, g: 'epic', a: [
    { system: 'epic', attack: { kind: 'shoot', shots: 5, toHit: 5 }, target: { save: 4, models: 5 } },
    { system: 'epic', attack: { kind: 'assault', fa: 2 }, target: { fa: 1 } }] });
  const two = await openPage(epic);
  assert.match(await text(two.page, 'key-figure-A'), /%$/);
  assert.match(await text(two.page, 'key-figure-B'), /%$/);
  assert.equal(await text(two.page, 'atleast-B-1'), '—');
  await byId(two.page, 'attack-B').click();
  assert.equal(await byId(two.page, 'kind-assault').getAttribute('aria-pressed'), 'true');
  await noHorizontalScroll(two.page);
  assert.deepEqual(two.errors, []);
  await two.context.close();
});
