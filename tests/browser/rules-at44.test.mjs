// AT-44's new rules set up through the page (390×844), each figure checked
// against the rules core asked the same request under Node: Concentration
// and Feu à volonté, the Moral and Autorité tests and Écrasement.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, stepTo, checkPage, sumFrom, urlOf } from './harness.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';

const site = useSite();
const openPage = (address, options) => site.open(address, options);
const fr = (p) => percent('fr', p);

test('AT-44: Concentration, Feu à volonté, Moral, Autorité and Écrasement', async () => {
  const { page, context, errors } = await openPage();
  await byId(page, 'game-at44').click();
  await byId(page, 'kind-shoot').click();
  await stepTo(page, 'cadence', 2);
  await byId(page, 'concentration-toggle').click();
  await byId(page, 'feuAVolonte-toggle').click();
  let r = site.core.calc({ system: 'at44', attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 2, rerolls: 0,
    pen: 5, damage: 1, concentration: true, feuAVolonte: true }, target: { arm: 3, models: 10, coverSave: 0 } });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.casualties, 1)));
  assert.equal(await text(page, 'mean-casualties'), decimal('fr', r.meanCasualties));

  await byId(page, 'kind-morale').click();
  assert.equal(await byId(page, 'section-target').isVisible(), false);
  await stepTo(page, 'officerGrade', 2);
  await byId(page, 'objective-toggle').click();
  await stepTo(page, 'earlierTests', 1);
  r = site.core.calc({ system: 'at44', kind: 'morale', mor: 5, officerGrade: 2, objective: true, earlierTests: 1, nervesOfSteel: false });
  assert.equal(await text(page, 'key-figure'), fr(r.pass));
  assert.equal(await text(page, 'morale-target'), r.moraleTarget);

  await byId(page, 'kind-authority').click();
  await stepTo(page, 'firstBid', 1);
  await stepTo(page, 'secondBid', 2);
  r = site.core.calc({ system: 'at44', kind: 'authority', first: { aut: 3, bid: 1 }, second: { aut: 3, bid: 2 } });
  assert.equal(await text(page, 'key-figure'), fr(r.firstWins));
  assert.equal(await text(page, 'cat-tie'), fr(r.tie));

  await byId(page, 'kind-crush').click();
  await stepTo(page, 'engaged', 2);
  r = site.core.calc({ system: 'at44', kind: 'crush', free: 4, engaged: 2 });
  assert.equal(await text(page, 'key-figure'), fr(sumFrom(r.crushed, 1)));
  assert.equal(await text(page, 'mean-crushed'), decimal('fr', r.meanCrushed));

  // The crush reopens from the page's own link in a fresh browser.
  const link = await urlOf(page);
  await context.close();
  const fresh = await openPage(link);
  assert.equal(await byId(fresh.page, 'link-error').isVisible(), false);
  assert.equal(await byId(fresh.page, 'kind-crush').getAttribute('aria-pressed'), 'true');
  assert.equal(await text(fresh.page, 'engaged-value'), '2');
  assert.equal(await text(fresh.page, 'key-figure'), fr(sumFrom(r.crushed, 1)));
  await checkPage(fresh.page, fresh.errors, 'at44 link');
  assert.deepEqual(errors, []);
  await fresh.context.close();
});
