// The Titanicus turn on the game screen (docs/sheets/titanicus-turn.md), as
// a new player meets it on a 390-px phone from an empty device, in French
// then in English: whose hand it is and the titans still to activate always
// at the top; the forbidden moves tried and refused in place with the
// core's reason (the opponent's titan out of turn, a second titan while one
// is being activated); the hand passed; a new turn with titans left asked
// first, naming them, then who starts; a reload keeps it all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, byId, text, checkPage, settle, SHOTS } from './harness.mjs';
import { newList, addUnit, playList, reaverList } from './lists-steps.mjs';
import { reloadInGame } from './place-steps.mjs';

const site = useSite();
const PHONE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const WORDS = {
  fr: { start: 'Tour 1 — à Ignatum d’activer un titan ou de passer', left: 'Ignatum : 2 titans à activer (Reaver 1, Reaver 2) · Mortis : 1 titan à activer (Reaver)',
    notYours: 'C\'est à Ignatum d\'activer, pas à Mortis', activating: 'Tour 1 — Ignatum active Reaver 1',
    busy: 'Reaver 1 est en cours d\'activation : finissez d\'abord son activation', hand: 'Tour 1 — à Mortis d’activer un titan ou de passer',
    ask: '2 titans encore à activer (Reaver 2 et Reaver). Finir le tour quand même ?', first: 'Qui commence le tour 2 ?',
    turn2: 'Tour 2 — à Mortis d’activer un titan ou de passer', passed: 'Tour 2 — à Ignatum d’activer un titan ou de passer',
    over: 'L\'activation de Reaver 1 est finie pour ce tour', notNow: 'Reaver agit pendant sa propre activation : Reaver 1 est en activation' },
  en: { start: 'Turn 1 — Ignatum to activate a titan or pass', left: 'Ignatum: 2 titans to activate (Reaver 1, Reaver 2) · Mortis: 1 titan to activate (Reaver)',
    notYours: 'It is Ignatum\'s turn to activate, not Mortis\'s', activating: 'Turn 1 — Ignatum activates Reaver 1',
    busy: 'Reaver 1 is being activated: end its activation first', hand: 'Turn 1 — Mortis to activate a titan or pass',
    ask: '2 titans still to activate (Reaver 2 and Reaver). End the turn anyway?', first: 'Who starts turn 2?',
    turn2: 'Turn 2 — Mortis to activate a titan or pass', passed: 'Turn 2 — Ignatum to activate a titan or pass',
    over: 'Reaver 1\'s activation is over this turn', notNow: 'Reaver acts in its own activation: Reaver 1 is being activated' },
};

async function typeDice(page, dice) {
  await byId(page, 'titan-dice').waitFor();
  for (const [k, d] of dice.entries()) await byId(page, `titan-die-${k}`).fill(String(d));
  await byId(page, 'titan-dice-ok').click();
  await byId(page, 'titan-dice').waitFor({ state: 'detached' });
}

for (const lang of ['fr', 'en']) {
  test(`Titanicus turn (${lang}): whose hand, the forbidden moves refused in place, passing, a new turn asked first`, async () => {
    const w = WORDS[lang];
    const { page, errors } = await site.open(site.url, { clipboard: true, ...PHONE });
    if (lang === 'en') await byId(page, 'lang-toggle').click();
    // Two lists by taps on one phone: the opponent's shared by its link.
    await reaverList(page, 'Mortis');
    await byId(page, 'list-copy-link').click();
    const link = await byId(page, 'list-link').inputValue();
    await byId(page, 'lists-back').click();
    await reaverList(page, 'Ignatum', 2);
    await playList(page);
    await byId(page, 'titan-start').click();
    assert.equal(await text(page, 'titan-turn-state'), w.start);
    await byId(page, 'titan-opponent-code').fill(link);
    await byId(page, 'titan-opponent-add').click();
    await byId(page, 'sheet-2').waitFor();
    assert.equal(await text(page, 'titan-turn-left-count'), w.left);

    // The opponent's titan out of turn: offered disabled, the reason beside it.
    assert.equal(await byId(page, 'sheet-2-activate').isDisabled(), true);
    assert.equal(await text(page, 'sheet-2-activate-why'), w.notYours);
    await page.screenshot({ path: `${SHOTS}/titan-turn-${lang}.png`, fullPage: false });

    // The first Reaver activated (its AP dice typed in): a second titan waits for its activation's end.
    await byId(page, 'sheet-0-activate').click();
    await typeDice(page, [6, 6, 6, 6, 6]);
    assert.equal(await text(page, 'titan-turn-state'), w.activating);
    assert.equal(await byId(page, 'sheet-1-activate').isDisabled(), true);
    assert.equal(await text(page, 'sheet-1-activate-why'), w.busy);
    assert.equal(await byId(page, 'titan-pass').count(), 0, 'no pass during an activation');
    // Mortis's Reaver fires in its own activation only, not in Reaver 1's (the core's word, before the tap).
    await byId(page, 'sheet-2-weapon-1-shoot').click();
    assert.equal(await byId(page, 'shot-apply').isDisabled(), true);
    assert.equal(await text(page, 'shot-apply-why'), w.notNow);
    await byId(page, 'shot-close').click();
    await byId(page, 'titan-end-activation').click();
    assert.equal(await text(page, 'titan-turn-state'), w.hand);
    // Reaver 1's activation is over: its AP left are not spent again this turn, said once on its card.
    assert.equal(await byId(page, 'sheet-0-move').isDisabled(), true);
    assert.equal(await text(page, 'sheet-0-why'), w.over);
    await byId(page, 'sheet-0-weapon-0-shoot').click();
    assert.equal(await byId(page, 'shot-apply').isDisabled(), true);
    assert.equal(await text(page, 'shot-apply-why'), w.over);
    await byId(page, 'shot-close').click();
    // Mortis's titans are in the game: their list is not asked for again.
    assert.equal(await byId(page, 'titan-opponent-code').count(), 0);
    assert.equal(await byId(page, 'sheet-2-activate').isDisabled(), false);

    // "Nouveau tour" with titans left: asked first, naming them; cancelled, nothing changes.
    await byId(page, 'titan-new-turn').click();
    assert.equal(await text(page, 'titan-turn-left'), w.ask);
    await page.screenshot({ path: `${SHOTS}/titan-turn-ask-${lang}.png`, fullPage: false });
    await byId(page, 'titan-turn-cancel').click();
    assert.equal(await byId(page, 'titan-turn-left').count(), 0);
    assert.equal(await text(page, 'titan-turn-state'), w.hand);
    // Asked again and confirmed: Mortis starts turn 2.
    await byId(page, 'titan-new-turn').click();
    assert.equal(await text(page, 'titan-turn-first-label'), w.first);
    await byId(page, 'titan-turn-first-1').click();
    assert.equal(await text(page, 'titan-turn-state'), w.turn2);
    assert.equal(await byId(page, 'sheet-0-activate').isDisabled(), true, 'Mortis\'s hand');
    // Mortis passes the hand: Ignatum's; one undo takes it back.
    await byId(page, 'titan-pass').click();
    assert.equal(await text(page, 'titan-turn-state'), w.passed);
    await byId(page, 'titan-undo').click();
    assert.equal(await text(page, 'titan-turn-state'), w.turn2);
    await byId(page, 'titan-redo').click();

    // A reload keeps whose hand it is.
    await settle(page);
    await reloadInGame(page, 'titan');
    assert.equal(await text(page, 'titan-turn-state'), w.passed);
    await checkPage(page, errors, `titan turn ${lang}`);
    await page.context().close();
  });
}

test('an Ork titan: the VSG overload its rules do not give is offered disabled, saying why, in both languages', async () => {
  const { page, errors } = await site.open(site.url, PHONE);
  await newList(page, 'titanicus-v2', 'orks');
  await byId(page, 'list-name').fill('Waaagh');
  await byId(page, 'list-name').press('Tab');
  await addUnit(page, 'stompa');
  await playList(page);
  await byId(page, 'titan-start').click();
  await byId(page, 'sheet-0').waitFor();
  assert.equal(await byId(page, 'sheet-0-vsg').isDisabled(), true);
  assert.equal(await text(page, 'sheet-0-vsg-why'), 'Les règles des Orks (titanicus-v2) ne donnent pas de surcharge du VSG');
  assert.equal(await byId(page, 'sheet-0-repair').isDisabled(), true);
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'sheet-0-vsg-why'), 'The rules of the Orks (titanicus-v2) give no VSG overload');
  await byId(page, 'sheet-0').screenshot({ path: `${SHOTS}/titan-ork-vsg-en.png` });
  await checkPage(page, errors, 'ork vsg');
  await page.context().close();
});
