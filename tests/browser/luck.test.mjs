// "How lucky was that" at 390×844, as a new player: two AT-44 companies built
// by taps, a game of one against the other on one phone, the authority test
// rolled, Steel troopers shooting at Krasny soldaty with 2 casualties. The
// attack's log line says what the odds were, and the chart of each player's
// dice counts it: both read against the casualties' distribution computed
// here by hand (the universal table, a binomial of the dice), which the
// core's calculation also gives. In French (light), then English (dark).
// Needs build/site (bash scripts/build.sh wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, byId, text, checkPage, SHOTS, SITE } from './harness.mjs';
import { at44Game, stored } from './lists-steps.mjs';
import { percent, decimal } from '../../web/js/platform/format.mjs';
import { fr as frWords, en as enWords } from '../../web/js/words/luck.mjs';

const site = useSite();

// The universal table's D6 target for a difference (docs/calc-api.md): the chance of one die.
const chanceOf = (diff) => (diff <= -6 ? 0 : diff >= 6 ? 1 : (7 - [6, 6, 5, 5, 4, 4, 4, 3, 3, 2, 2][diff + 5]) / 6);
const choose = (n, k) => { let c = 1; for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i; return c; };

/** The casualties of `dice` dice each killing with chance q, at most `models`: by hand. */
function casualtiesByHand(dice, q, models) {
  const out = Array(Math.min(dice, models) + 1).fill(0);
  for (let k = 0; k <= dice; k += 1) out[Math.min(k, models)] += choose(dice, k) * q ** k * (1 - q) ** (dice - k);
  return out;
}

const fill = (s, vars) => s.replace(/\{(\w+)\}/g, (_, k) => String(vars[k]));

for (const [lang, scheme] of [['fr', 'light'], ['en', 'dark']]) {
  test(`the odds of an attack from a sheet, on its log line and in the chart, read against the dice by hand (${lang}, ${scheme})`, async () => {
    const { page, errors } = await site.open(site.url, { colorScheme: scheme });
    if (lang === 'en') await byId(page, 'lang-toggle').click();
    await at44Game(page, ['Red Blok', 'red-blok', 'krasny-soldaty'], ['UNA', 'una', 'steel-troopers']);

    // The authority test's dice are logged with their odds: one die each, D6 or better.
    let game = Object.values((await stored(page)).games)[0].snapshot;
    const authority = game.luck.filter((o) => !o.attack);
    // One die each per roll (a tie rolls again).
    const each = [0, 1].map((side) => authority.filter((o) => o.side === side).length);
    assert.ok(each[0] >= 1 && each[0] === each[1], `one die each per roll: ${each}`);
    for (const o of authority) {
      assert.equal(o.p, 0.167);
      assert.equal(o.atLeast, Math.round(((7 - o.value) / 6) * 1000) / 1000, 'a die of v or better: (7 − v) / 6');
    }

    // The troopers shoot at the Krasny: 2 casualties.
    await byId(page, 'at44-sheet-0-activate').click();
    await byId(page, 'at44-sheet-0-attack').click();
    await byId(page, 'at44-attack-panel').waitFor();
    const request = JSON.parse(await byId(page, 'at44-attack-odds').getAttribute('data-request'));
    await byId(page, 'at44-attack-real-n-inc').click();
    await byId(page, 'at44-attack-real-n-inc').click();
    await byId(page, 'at44-attack-apply').click();
    await byId(page, 'at44-attack-panel').waitFor({ state: 'detached' });

    // By hand: the laser rifle (PRE 5, cadence 1, PEN 5) at range band 1, against the Krasny's ARM 3.
    const ruleset = JSON.parse(readFileSync(`${SITE}/rulesets/at44.json`, 'utf8'));
    const rifle = ruleset.weapons.find((w) => w.id === request.attacker.weapon);
    const krasny = ruleset.units.find((u) => u.id === request.target.unit);
    const dice = request.attacker.count * rifle.cadence;
    const q = chanceOf(rifle.pre - request.attack.range) * chanceOf(rifle.pen - krasny.arm);
    assert.equal(q, (5 / 6) * (4 / 6), 'PRE 5 − range 1: 2+; PEN 5 − ARM 3: 3+');
    const dist = casualtiesByHand(dice, q, request.target.count);
    const core = site.core.calc(request).casualties;
    dist.forEach((p, k) => assert.ok(Math.abs(p - core[k]) < 1e-9, `the core agrees on ${k} casualties`));
    const exactly = dist[2];
    const atLeast = dist.slice(2).reduce((a, b) => a + b, 0);
    const mean = dist.reduce((a, p, k) => a + p * k, 0);

    // Kept with the game: the attack, the troopers' side.
    game = Object.values((await stored(page)).games)[0].snapshot;
    const attack = game.luck.find((o) => o.attack);
    assert.equal(attack.side, 0);
    assert.equal(attack.value, 2);
    // Kept to a thousandth (a tenth of a percent, as shown), the mean to a hundredth.
    assert.equal(attack.p, Math.round(exactly * 1000) / 1000);
    assert.equal(attack.atLeast, Math.round(atLeast * 1000) / 1000);
    assert.equal(attack.mean, Math.round(mean * 100) / 100);

    // Its log line: "what were the odds", in the player's words.
    const k = game.log.findIndex((l) => l.odds?.some((o) => o.value === 2 && o.side === 0));
    assert.ok(k >= 0 && k < 8, 'shown among the last lines');
    const words = lang === 'fr' ? frWords : enWords;
    await byId(page, `at44-log-odds-${k}`).locator('summary').click();
    assert.equal(await text(page, `at44-log-odds-${k}`), `${words.luckWhat}UNA — ${fill(words.luckLine, {
      value: 2, p: percent(lang, exactly), atLeast: percent(lang, atLeast), mean: decimal(lang, mean, 1) })}`);
    await byId(page, `at44-log-odds-${k}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/luck-line-${lang}-${scheme}.png` });

    // The chart: UNA's rolls (the authority die, the attack), the damage expected and dealt.
    await byId(page, 'at44-luck-open').click();
    const mine = game.luck.filter((o) => o.side === 0);
    const mid = mine.reduce((a, o) => a + (1 - o.atLeast + o.p / 2), 0) / mine.length;
    assert.equal(await byId(page, 'at44-luck-chart-0').locator('rect').count(), mine.length);
    assert.match(await text(page, 'at44-luck-mean-0'), new RegExp(`^${mine.length} `));
    assert.ok((await text(page, 'at44-luck-mean-0')).includes(percent(lang, mid)));
    assert.equal(await text(page, 'at44-luck-attacks-0'), lang === 'fr'
      ? `1 attaque : ${decimal(lang, mean, 1)} attendus, 2 infligés.`
      : `1 attack: ${decimal(lang, mean, 1)} expected, 2 dealt.`);
    assert.equal(await byId(page, 'at44-luck-attacks-1').count(), 0, 'Red Blok made no attack');
    await byId(page, 'at44-luck').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/luck-chart-${lang}-${scheme}.png` });

    // A reload keeps it.
    await page.reload();
    await byId(page, 'at44-luck-open').waitFor();
    await checkPage(page, errors, `luck ${lang}`);
  });
}
