// Player steps for the engine flows (tests/engines/drivers.mjs phones), as
// tests/browser/lists-steps.mjs has them for Playwright: taps, one by one.

/** Taps a stepper until the number it shows is `want` (4+, +1, −2, 4). */
export async function stepTo(d, key, want) {
  const sel = `[data-testid="${key}-value"]`;
  const shown = () => d.text(`${key}-value`);
  for (let i = 0; i < 60; i += 1) {
    const was = await shown();
    const now = Number(was.replace('\u2212', '-').replace('+', ''));
    if (now === want) return;
    await d.tap(`${key}-${now < want ? 'inc' : 'dec'}`);
    await d.until((s, w) => document.querySelector(s)?.textContent.trim() !== w, `${key} moved from ${was}`, sel, was);
  }
  throw new Error(`${key} never reached ${want}`);
}

const has = (d, id) => d.eval((sel) => Boolean(document.querySelector(sel)), `[data-testid="${id}"]`);

/** An AT-44 company built by taps: one unit, one star, grade 2, its commander, a weapon if it has none; back on the lists unless `stay`. */
async function company(d, name, faction, unit, { stay = false } = {}) {
  if (!await has(d, 'lists-new-ruleset')) await d.tap('lists-nav');
  await d.select('lists-new-ruleset', 'at44');
  await d.select('lists-new-faction', faction);
  await d.tap('lists-new');
  await d.wait('list-builder');
  await d.fill('list-name', name);
  await d.tap(`list-unit-add-${unit}`);
  await d.tap('entry-0-stars-inc');
  await d.tap('entry-0-grade-inc');
  await d.tap('entry-0-grade-inc');
  await d.tap('entry-0-commander');
  if (await has(d, 'entry-0-weapon-add')) await d.tap('entry-0-weapon-add');
  if (!stay) await d.tap('lists-back');
}

/** Golems (Therians) and Krasny (Red Blok) built by taps; Krasny's game against Golems started, its first turn's dice typed: the activations. */
export async function at44Game(d) {
  await company(d, 'Golems', 'therian', 'storm-golems');
  await company(d, 'Krasny', 'red-blok', 'krasny-soldaty', { stay: true });
  await d.tap(await has(d, 'list-play-anyway') ? 'list-play-anyway' : 'list-play');
  await d.wait('at44-opponent-list');
  await d.eval((sel) => {
    const e = document.querySelector(sel);
    e.value = [...e.options].find((o) => o.textContent.includes('Golems')).value;
    e.dispatchEvent(new Event('change', { bubbles: true }));
  }, '[data-testid="at44-opponent-list"]');
  await d.tap('at44-start');
  await d.tap('at44-start-turn');
  await d.tap('at44-bid-0-ok');
  await d.tap('at44-bid-1-ok');
  await d.fill('at44-die-0', '6');
  await d.fill('at44-die-1', '1');
  await d.tap('at44-dice-ok');
  await d.wait('at44-actions-0');
}
