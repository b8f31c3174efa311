// Steps the lists and sheets browser tests share: a new list from the lists
// screen, a unit with its weapons added in the builder, and the device store.
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { byId, SHOTS } from './harness.mjs';

/** Opens the lists screen (unless shown) and starts a new list of `ruleset` (and `faction`). */
export async function newList(page, ruleset = 'titanicus-v1', faction = 'imperial') {
  if (!(await byId(page, 'lists-new-ruleset').isVisible())) await byId(page, 'lists-nav').click();
  await byId(page, 'lists-new-ruleset').selectOption(ruleset);
  if (faction) await byId(page, 'lists-new-faction').selectOption(faction);
  await byId(page, 'lists-new').click();
  await byId(page, 'list-builder').waitFor();
}

/**
 * An AT-44 company `name` of `faction` built by taps: one `unit`, `stars`
 * stars (1 by default: a company without problems), grade 2, its
 * commander, a weapon from the list when the ruleset gives it none; ready to
 * play; back on the lists.
 */
export async function at44Company(page, name, faction, unit, { stars = 1 } = {}) {
  await newList(page, 'at44', faction);
  await byId(page, 'list-name').fill(name);
  await byId(page, 'list-name').press('Tab');
  const i = await addUnit(page, unit);
  for (let k = 0; k < stars; k += 1) await byId(page, `entry-${i}-stars-inc`).click();
  for (let k = 0; k < 2; k += 1) await byId(page, `entry-${i}-grade-inc`).click();
  await byId(page, `entry-${i}-commander`).click();
  // A unit the ruleset gives no weapons (Krasny soldaty) takes one from the list.
  if (await byId(page, `entry-${i}-weapon-add`).count()) await byId(page, `entry-${i}-weapon-add`).click();
  if (await byId(page, 'list-play').isDisabled() && !await byId(page, 'list-play-anyway').count()) throw new Error(`${name}: not ready to play`);
  await byId(page, 'lists-back').click();
}

/**
 * Two AT-44 companies built by taps (by default Golems, then Krasny), the
 * second's game against the first started, its first turn under way.
 * Each company: [name, faction, unit].
 */
export async function at44Game(page, theirs = ['Golems', 'therian', 'storm-golems'], mine = ['Krasny', 'red-blok', 'krasny-soldaty'], { first = 0 } = {}) {
  await at44Company(page, ...theirs);
  await at44Company(page, ...mine);
  await playList(page, page.getByTestId('lists-play').and(page.getByLabel(new RegExp(mine[0]))));
  await byId(page, 'at44-opponent-list').selectOption({ label: theirs[0] });
  await byId(page, 'at44-start').click();
  await at44FirstTurn(page, { first });
}

/**
 * An AT-44 game started: its first turn's authority test, no bids, the dice
 * typed (6 for company `first`, 1 for the other: it wins and plays first;
 * `roll`: rolled by the phone instead, a tie rolled again): the activations.
 */
export async function at44FirstTurn(page, { roll = false, first = 0 } = {}) {
  await byId(page, 'at44-start-turn').click();
  await byId(page, 'at44-bid-0-ok').click();
  await byId(page, 'at44-bid-1-ok').click();
  if (!roll) {
    await byId(page, 'at44-die-0').fill(first === 0 ? '6' : '1');
    await byId(page, 'at44-die-1').fill(first === 0 ? '1' : '6');
    await byId(page, 'at44-dice-ok').click();
  }
  for (let k = 0; k < 10 && await byId(page, 'at44-dice').count(); k += 1) await byId(page, 'at44-roll').click();
}

/**
 * "Jouer" on a list (`play`: its button, the builder's list-play by default,
 * or the index's lists-play of one list): a list with problems its game
 * still plays with is played as a house rule ("Jouer quand même (règle
 * maison)", beside it), as players who agree to it would.
 */
export async function playList(page, play = byId(page, 'list-play'), { tap = false } = {}) {
  const anyway = play.locator('xpath=..').locator('[data-testid$="-anyway"]');
  const button = await play.isDisabled() && await anyway.count() ? anyway : play;
  if (tap) await button.tap(); else await button.click();
}

/** A Titanicus v2 list `name` of `n` Reavers (plasma cannon, Vulcan mega-bolter) built by taps; the builder left open. */
export async function reaverList(page, name, n = 1) {
  await newList(page, 'titanicus-v2', 'imperial');
  await byId(page, 'list-name').fill(name);
  await byId(page, 'list-name').press('Tab');
  for (let k = 0; k < n; k += 1) await addUnit(page, 'reaver', ['plasma-cannon', 'vulcan-mega-bolter']);
}

/** Adds `unit` with `weapons` in the builder; returns the new entry's index. */
export async function addUnit(page, unit, weapons = []) {
  await byId(page, `list-unit-add-${unit}`).click();
  const i = (await page.getByTestId(/^entry-\d+$/).count()) - 1;
  for (const w of weapons) await addWeapon(page, i, w);
  return i;
}

/** Adds weapon `w` to entry `i`: its one-tap button (the unit's and faction's), else picked from the other weapons. */
export async function addWeapon(page, i, w) {
  if (await byId(page, `entry-${i}-weapon-add-${w}`).count()) return byId(page, `entry-${i}-weapon-add-${w}`).click();
  await byId(page, `entry-${i}-weapon-select`).selectOption(w);
  return byId(page, `entry-${i}-weapon-add`).click();
}

/**
 * What the device store holds (the IndexedDB database "auspex" of
 * web/js/platform/store.mjs, read directly, once the page's writes are
 * done): { lists, customRulesets, games } (a game's undo steps joined back),
 * or null when nothing is saved; as its JSON text, or parsed.
 */
export const stored = (page) => page.evaluate(async () => {
  for (let i = 0; i < 200 && document.documentElement.dataset.store !== 'saved' && document.documentElement.dataset.store !== 'memory'; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
  }
  if (!(await indexedDB.databases()).some((d) => d.name === 'auspex')) return null;
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('auspex');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const all = (name) => new Promise((resolve, reject) => {
    const req = db.transaction(name).objectStore(name).getAll();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const out = { lists: {}, customRulesets: {}, games: {} };
  // An id is data ("__proto__" too): an own key, never the prototype.
  const put = (o, id, value) => Object.defineProperty(o, id, { value, enumerable: true, writable: true, configurable: true });
  for (const kind of ['lists', 'customRulesets']) for (const r of await all(kind)) put(out[kind], r.id, r.value);
  const steps = new Map((await all('steps')).map((s) => [`${s.game}/${s.hash}`, s.snapshot]));
  for (const r of await all('games')) {
    const take = (hashes) => (hashes ?? []).map((h) => steps.get(`${r.id}/${h}`));
    put(out.games, r.id, { ...r.value, history: { past: take(r.value.history?.past), future: take(r.value.history?.future) } });
  }
  db.close();
  return Object.values(out).some((k) => Object.keys(k).length) ? out : null;
});
/** The game of `kind` saved on the device (its record: kind, snapshot, history…), or undefined. */
export const savedGame = async (page, kind) => Object.values((await stored(page)).games).find((g) => g.kind === kind);

/** A field filled as a player types it: its text, then Tab (its change taken). */
export async function fill(page, id, value) {
  await byId(page, id).fill(value);
  await byId(page, id).press('Tab');
}

export const storedText = async (page) => { const v = await stored(page); return v === null ? null : JSON.stringify(v); };

/**
 * The device as an older Auspex left it: the database gone (deleted once the
 * page lets go of it) and localStorage holding `items` ({ key: text }), the
 * page then reloaded: what older pages saved moves in.
 */
export async function olderDevice(page, items) {
  await page.evaluate(async (entries) => {
    await new Promise((resolve, reject) => {
      const q = indexedDB.deleteDatabase('auspex');
      q.onsuccess = resolve;
      q.onerror = () => reject(q.error);
    });
    localStorage.clear();
    for (const [k, v] of entries) localStorage.setItem(k, v);
  }, Object.entries(items));
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

/** Opens an AT-44 card's "Autres actions" (casualties, Moral, attitudes, vehicles), unless open. */
export async function openMore(page, k) {
  const more = byId(page, `at44-sheet-${k}-more`);
  if (await more.getAttribute('open') === null) await more.locator(':scope > summary').click();
}

/** The QR code drawn on the canvas `testid` (the list's by default), decoded from its pixels. */
export async function readQr(page, testid = 'list-qr') {
  await page.locator(`[data-testid="${testid}"][data-text]`).waitFor();
  const { width, height, data } = await byId(page, testid).evaluate((canvas) => {
    const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/**
 * "Passer la partie" on the game screen of `prefix`: its link (its QR code
 * holds the same), opened on another phone (a fresh context of `site`):
 * the same game, title and log. Returns the other phone's { page, context, errors } and the link.
 */
export async function handOver(site, page, prefix) {
  await byId(page, `${prefix}-handover-open`).click();
  await byId(page, `${prefix}-handover-link`).waitFor();
  const link = await byId(page, `${prefix}-handover-link`).inputValue();
  if (await readQr(page, `${prefix}-handover-qr`) !== link) throw new Error(`${prefix}: the QR code does not hold the link`);
  console.log(`${prefix}: game code of ${link.length - link.indexOf('#g=') - 3} characters`);
  const other = await site.open(link);
  await byId(other.page, `${prefix}-title`).waitFor();
  for (const id of [`${prefix}-title`, `${prefix}-log`]) {
    const [mine, theirs] = [await byId(page, id).textContent(), await byId(other.page, id).textContent()];
    if (mine !== theirs) throw new Error(`${prefix}: ${id} differs on the other phone:\n${mine}\n${theirs}`);
  }
  return { ...other, link };
}

/**
 * "Les dés de la partie" of a game on screen (`prefix`), read against its
 * saved `snapshot`: a bar per roll of each side that rolled, the mean said;
 * screenshot `${name}.png`.
 */
export async function luckShown(page, prefix, snapshot, name) {
  await byId(page, `${prefix}-luck-open`).click();
  for (const side of [0, 1]) {
    const rolls = (snapshot.luck ?? []).filter((o) => o.side === side);
    if (!rolls.length) { assert.equal(await byId(page, `${prefix}-luck-${side}`).count(), 0); continue; }
    assert.equal(await byId(page, `${prefix}-luck-chart-${side}`).locator('rect').count(), rolls.length, `side ${side}: a bar per roll`);
    assert.match((await byId(page, `${prefix}-luck-mean-${side}`).textContent()).trim(), new RegExp(`^${rolls.length} `));
  }
  await byId(page, `${prefix}-luck`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
