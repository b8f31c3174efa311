// What comes in (issue 30), replayed at 390 × 844 on empty devices: older
// data with bad entries (D1) opens what it can and puts the rest aside; a
// game link or a backup never replaces the built-in rules (D2); ids such as
// "__proto__" are ids (D3, D7); a restore refuses games the page cannot
// open (D4); "Mes unités" shows what a file adds or replaces before it does,
// and can be undone (D5); a huge paste and a deflate bomb are refused at
// once (D8); every refusal is a sentence in the player's language (D9).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { useSite, byId, text, checkPage, SHOTS, settle } from './harness.mjs';
import { stored, olderDevice } from './lists-steps.mjs';
import { encodeGame, crc32, packGame } from '../../web/js/play/game-code.mjs';
import { gameRuleset } from '../../web/js/games/epic/game.mjs';
import { STATES } from '../../web/js/games/epic/screen.mjs';
import { gameSnapshot } from '../../web/js/play/states.mjs';

const site = useSite();
const ruleset = (id) => JSON.parse(readFileSync(new URL(`../../rulesets/${id}.json`, import.meta.url), 'utf8'));
const TITAN = (name) => ({ format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name, faction: 'imperial', limit: 40,
  units: [{ unit: 'reaver', count: 1, weapons: ['plasma-annihilator', 'chainfist'] }] });
const EPIC = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines',
  units: [{ unit: 'marine-tactique', count: 6, options: { formation: 1, strategic: 3, morale: 4 } }] };
const names = async (page) => (await byId(page, 'lists-item-name').allTextContents()).sort();
const file = (name, body) => ({ name, mimeType: 'application/json', buffer: Buffer.from(body) });

/** A game code whose bytes are well made (its checksum right) around `packed` (deflated JSON). */
function codeOf(packed, id = 'g1', rev = 3) {
  const idBytes = new TextEncoder().encode(id);
  const bytes = new Uint8Array([0xa1, idBytes.length, ...idBytes, rev, ...packed, 0, 0, 0, 0]);
  new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)), true);
  return Buffer.from(bytes).toString('base64url');
}

test('older data with bad entries (D1): the good list opens, each bad entry aside; ids are data (D3)', async () => {
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, games: {},
    lists: { l1: 'garbage', l2: null, l3: { list: TITAN('Légion fidèle'), savedAt: 'x' },
      l4: { list: { ...TITAN('Cassée'), units: 'x' }, savedAt: 'w' }, l5: { list: { ...TITAN('Perdue'), ruleset: 'jeu-disparu' }, savedAt: 'v' },
      l6: { list: { ...TITAN({ fr: 'objet' }) }, savedAt: 'u' } } }) });
  await byId(page, 'lists-nav').click();
  await byId(page, 'lists-item').first().waitFor();
  assert.deepEqual(await names(page), ['Cassée', 'Légion fidèle', 'Perdue', 'l6']);
  // Lists the core refuses: listed, said unreadable in words, offered as a file, deletable — never a broken screen.
  const unreadable = byId(page, 'lists-item-unreadable');
  assert.equal(await unreadable.count(), 3);
  assert.match(await unreadable.filter({ hasText: 'Perdue' }).textContent(), /^PerdueIllisible ici : .*jeu-disparu.*\. Téléchargez-la pour la garder, ou supprimez-la\./);
  const [saved] = await Promise.all([page.waitForEvent('download'), unreadable.filter({ hasText: 'Cassée' }).getByTestId('lists-unreadable-download').click()]);
  assert.equal(JSON.parse(readFileSync(await saved.path(), 'utf8')).units, 'x');
  await unreadable.filter({ hasText: 'l6' }).getByTestId('lists-delete').click();
  assert.equal(await unreadable.count(), 2);
  assert.equal(await text(page, 'lists-status'), 'Liste « Liste sans nom » supprimée.');
  await page.goto(`${site.url}#list=l4`);
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'lists-item').first().waitFor();
  assert.equal(await byId(page, 'list-builder').count(), 0, 'never opened in the builder');
  assert.equal(await byId(page, 'store-aside').count(), 1, 'the bad entries kept aside together, offered for download');
  assert.match(await text(page, 'store-aside'), /^2 éléments illisibles des données de cet appareil ont été mis de côté \(.+\), sans être effacés ; le reste s’ouvre\.Les télécharger$/);
  const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'store-aside-download').click()]);
  assert.deepEqual(JSON.parse(readFileSync(await download.path(), 'utf8')), { lists: { l1: 'garbage', l2: null } }, 'as the device had them');
  await page.screenshot({ path: `${SHOTS}/auspex-intake-old-data.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  assert.match(await unreadable.filter({ hasText: 'Perdue' }).textContent(), /Unreadable here: .*\. Download it to keep it, or delete it\./);
  assert.equal(await text(page, 'lists-status'), 'List “Unnamed list” deleted.', 'the status in the page\'s language too');
  await page.screenshot({ path: `${SHOTS}/auspex-intake-old-data-en.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'lists-item').first().waitFor();
  assert.deepEqual(await names(page), ['Cassée', 'Légion fidèle', 'Perdue'], 'and on every reload');
  // Addresses naming the prototype's members: ids like any other, the lists shown.
  for (const id of ['__proto__', 'constructor', 'toString']) {
    await page.goto(`${site.url}#list=${id}`);
    await page.waitForSelector('body[data-ready="true"]');
    await byId(page, 'lists-item').first().waitFor();
    assert.deepEqual(await names(page), ['Cassée', 'Légion fidèle', 'Perdue'], id);
  }
  await checkPage(page, errors, 'old data');
});

test('a link or a backup never replaces the built-in rules (D2); a restore refuses unopenable games (D4)', async () => {
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, games: {},
    lists: { l1: { list: EPIC, savedAt: 'x' } } }) });
  await page.goto(`${site.url}#list=l1`);
  await byId(page, 'list-name').waitFor();
  const epic = ruleset('epic-v1');
  const without = { ...epic, units: epic.units.filter((u) => u.id !== 'marine-tactique') };
  const body = { kind: 'epic', name: 'Piège', ruleset: 'epic-v1', createdAt: '', snapshot: { sheets: [], turn: null, ruleset: { id: 'new-id', data: without } } };
  await page.goto(`${site.url}#g=${codeOf(deflateRawSync(JSON.stringify(body)))}`);
  await byId(page, 'link-error').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'link-error'),
    'Lien de partie illisible : ses règles propres ne sont pas celles qu’annonce leur identifiant (« new-id »). Le calculateur par défaut est affiché.');
  await page.goto(`${site.url}#list=l1`);
  await byId(page, 'list-name').waitFor();
  assert.doesNotMatch(await page.locator('main').textContent(), /aucune unité/, 'the built-in Epic units all there');

  // A backup whose "custom units" are the built-in Titanicus file under its own id: refused whole.
  await page.goto(`${site.url}#lists`);
  await byId(page, 'backup').waitFor();
  const before = await stored(page);
  const backup = (more) => JSON.stringify({ format: 'auspex-backup', version: 1, lists: {}, customRulesets: {}, games: {}, ...more });
  await byId(page, 'backup-file').setInputFiles(file('b.json', backup({ customRulesets: { 'titanicus-v1': ruleset('titanicus-v1') } })));
  await byId(page, 'lists-error').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'lists-error'), 'Restauration refusée, rien n’a changé : unités « Titanicus, règles maison v1 » — '
    + 'ce ne sont pas les unités du joueur d’un jeu de règles chargé ici (« titanicus-v1 ») : les règles intégrées ne sont jamais remplacées.');
  // Games the page cannot open, each refused naming it, nothing changed.
  for (const [game, said] of [
    [{ kind: 'at44', name: 'Sable', snapshot: { sheets: 'x', turn: 5 } }, /^Restauration refusée, rien n’a changé : partie « Sable » — l’état de la partie est refusé à « snapshot\.sheets » : doit être une liste de 1 à 400 fiches\.$/],
    [{ kind: 'chess', name: 'Échecs', snapshot: {} }, /^Restauration refusée, rien n’a changé : partie « Échecs » — cette page ne connaît pas ce jeu \(chess\)\.$/],
    [{ name: 'Sans jeu' }, /^Restauration refusée, rien n’a changé : la partie « Sans jeu » est illisible\.$/]]) {
    await byId(page, 'backup-file').setInputFiles(file('g.json', backup({ games: { g1: game } })));
    await byId(page, 'lists-error').filter({ hasText: game.name }).waitFor();
    assert.match(await text(page, 'lists-error'), said);
  }
  assert.deepEqual(await stored(page), before, 'nothing changed');
  await page.screenshot({ path: `${SHOTS}/auspex-intake-restore-refused.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'lists-error'), 'Restore refused, nothing changed: the game “Sans jeu” cannot be read.');
  await byId(page, 'lang-toggle').click();
  await checkPage(page, errors, 'restore refused');
});

test('a game received with id "__proto__" is a new game (D7); a huge paste and a deflate bomb are refused at once (D8)', async () => {
  const base = ruleset('epic-v1');
  const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [{ unit: 'boy-ork', count: 12, options: { strategic: 2, morale: 5 } }] };
  const r = gameRuleset(base, [EPIC, orks]);
  const snapshot = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] },
    site.core.game({ op: 'new', game: 'epic', setup: { lists: [EPIC, orks], names: ['Moi', 'Lui'] } }));
  const link = `${site.url}#g=${await encodeGame({ id: '__proto__', rev: 2, kind: 'epic', name: 'Proto', ruleset: 'epic-v1', createdAt: '', snapshot: packGame(site.core, snapshot, STATES) })}`;
  const { page, errors } = await site.open(link);
  await byId(page, 'epic-title').waitFor();
  assert.equal(await byId(page, 'incoming-game').count(), 0, 'no "this device already has it"');
  await stored(page); // every write done
  const ids = await page.evaluate(() => new Promise((resolve) => {
    indexedDB.open('auspex').onsuccess = (e) => {
      const req = e.target.result.transaction('games').objectStore('games').getAllKeys();
      req.onsuccess = () => { resolve(req.result); e.target.result.close(); };
    };
  }));
  assert.deepEqual(ids, ['__proto__'], 'kept as a game of its own');

  // A deflate bomb (64 MB of zeros in a code of about 87 KB): refused without inflating it whole.
  await page.goto(`${site.url}#g=${codeOf(deflateRawSync(Buffer.alloc(64 * 1024 * 1024)))}`);
  await byId(page, 'link-error').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'link-error'),
    'Lien de partie illisible : il se déplie en plus de 4 Mo, bien plus qu’aucune partie. Le calculateur par défaut est affiché.');

  // 10 MB pasted into the scanner's field: refused at the paste, before it enters the field.
  await page.goto(`${site.url}#lists`);
  await byId(page, 'lists-scan').click();
  const pasted = await byId(page, 'lists-scan-paste').evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', `#g=${'A'.repeat(10 * 1024 * 1024)}`);
    return input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  assert.equal(pasted, false, 'the paste refused');
  await byId(page, 'lists-scan-status').filter({ hasText: 'trop long' }).waitFor();
  assert.equal(await text(page, 'lists-scan-status'), 'Ce texte est bien trop long pour un lien Auspex (au plus 256 Ko) : collez le lien seul.');
  assert.equal(await byId(page, 'lists-scan-paste').inputValue(), '');
  // Typed (or put there otherwise) then "Ouvrir": the same sentence, nothing decoded.
  await byId(page, 'lists-scan-paste').fill(`#g=${'A'.repeat(300 * 1024)}`);
  await byId(page, 'lists-scan-open').click();
  assert.equal(await text(page, 'lists-scan-status'), 'Ce texte est bien trop long pour un lien Auspex (au plus 256 Ko) : collez le lien seul.');
  assert.equal(await byId(page, 'link-error').isVisible(), false, 'never read as a link');
  await page.screenshot({ path: `${SHOTS}/auspex-intake-paste.png`, fullPage: true });
  await checkPage(page, errors, 'received');
});

test('"Mes unités" from a file (D5, D9): shown before, merged, undone; a file that is not JSON said in French', async () => {
  const { page, errors } = await site.open();
  await byId(page, 'game-titanicus-v1').click();
  const titan = ruleset('titanicus-v1');
  const unit = (id, name, move) => ({ ...structuredClone(titan.units.at(-1)), id, name: { fr: name }, move: { cm: move } });
  const mine = (units) => JSON.stringify({ ...structuredClone(titan), id: 'custom-titanicus-v1', name: { fr: 'Mes unités' }, units: [...titan.units, ...units] });
  await byId(page, 'custom-import-file').setInputFiles(file('a.json', mine([unit('custom-alpha', 'Alpha', 20), unit('custom-bravo', 'Bravo', 20)])));
  await byId(page, 'custom-import-apply').click();
  await byId(page, 'custom-status').filter({ hasText: '2 unités ajoutées ou remplacées' }).waitFor();
  // Bravo changed, Charlie new: shown first, the player's Alpha kept (merged, not replaced).
  await byId(page, 'custom-import-file').setInputFiles(file('b.json', mine([unit('custom-bravo', 'Bravo', 25), unit('custom-charlie', 'Charlie', 20)])));
  await byId(page, 'custom-import-preview').waitFor();
  assert.equal(await text(page, 'custom-import-adds'), 'Ce fichier ajoute 1 unité : Charlie.');
  assert.equal(await text(page, 'custom-import-replaces'), 'Il remplace 1 de vos unités, modifiées dans le fichier : Bravo.');
  await page.screenshot({ path: `${SHOTS}/auspex-intake-units-preview.png`, fullPage: true });
  await byId(page, 'lang-toggle').click();
  assert.equal(await text(page, 'custom-import-replaces'), 'It replaces 1 of your units, changed in the file: Bravo.');
  await byId(page, 'lang-toggle').click();
  await byId(page, 'custom-import-apply').click();
  await settle(page);
  assert.deepEqual(await byId(page, 'custom-list').locator('.cu-item__name').allTextContents(), ['Alpha', 'Bravo', 'Charlie']);
  await byId(page, 'custom-import-undo').click();
  await byId(page, 'custom-status').filter({ hasText: 'Import annulé' }).waitFor();
  assert.deepEqual(await byId(page, 'custom-list').locator('.cu-item__name').allTextContents(), ['Alpha', 'Bravo']);
  const kept = (await stored(page)).customRulesets['custom-titanicus-v1'].units.find((u) => u.id === 'custom-bravo');
  assert.equal(kept.move.cm, 20, 'the Bravo of before, saved');
  // Not JSON: one sentence in French, never the browser's English.
  await byId(page, 'custom-import-file').setInputFiles(file('c.json', 'pas du json'));
  await byId(page, 'custom-error').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'custom-error'), 'Import refusé : ce n’est pas du JSON lisible');
  await checkPage(page, errors, 'units imported');
});

test('a saved game the core refuses (older data): listed, said when tapped, never opened, the page goes on', async () => {
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, lists: {},
    games: { g1: { kind: 'at44', name: 'Sable', savedAt: '2026-01-01T00:00:00.000Z', snapshot: { sheets: 'x', turn: 5 } } } }) });
  await byId(page, 'lists-nav').click();
  await byId(page, 'at44-resume').click();
  await byId(page, 'at44-game-refused').waitFor({ state: 'visible' });
  const said = 'La partie « Sable » ne s’ouvre pas : l’état de la partie est refusé à « snapshot.sheets » : doit être une liste de 1 à 400 fiches. '
    + 'Elle reste sur l’appareil (dans « Tout sauvegarder ») ; vous pouvez la supprimer.';
  assert.equal(await text(page, 'at44-game-refused'), said, 'beside the game tapped');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'at44-game-refused');
  assert.equal(await byId(page, 'at44-title').count(), 0, 'not opened');
  await byId(page, 'lang-toggle').click();
  assert.match(await text(page, 'at44-game-refused'), /^The game “Sable” does not open: the game’s state is refused at “snapshot\.sheets”: must be an array of 1 to 400 sheets\./);
  await byId(page, 'lang-toggle').click();
  // Its address: the index, the same sentence.
  await page.goto(`${site.url}#game=g1`);
  await page.waitForSelector('body[data-ready="true"]');
  await byId(page, 'at44-game-refused').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'at44-game-refused'), said);
  await page.screenshot({ path: `${SHOTS}/auspex-intake-game-unreadable.png`, fullPage: true });
  await byId(page, 'at44-delete').click();
  await settle(page);
  assert.equal(await byId(page, 'at44-resume').count(), 0, 'deletable');
  await checkPage(page, errors, 'game unreadable');
});

test('an undo step an older page kept badly: refused when reached, said beside the game, the game stays', async () => {
  // A game as the page saved it before the core held it whole: its sheets (with their side) and turn.
  const reaver = site.core.model('titanSheet', { op: 'new', ruleset: 'titanicus-v2', unit: 'reaver', weapons: ['plasma-cannon', 'vulcan-mega-bolter'] });
  const turn = site.core.model('titanTurn', { op: 'new', players: [{ name: 'Ignatum' }, { name: 'Adversaire' }], units: [{ player: 0, name: 'Reaver' }] });
  const snapshot = { sheets: [{ side: 'mine', entry: 0, copy: 0, sheet: reaver.sheet, actions: reaver.actions }],
    turn: turn.turn, turnActions: turn.actions, turnMayActivate: turn.mayActivate, rng: { seed: 7, n: 0 }, log: turn.log };
  const { page, errors } = await site.open();
  await olderDevice(page, { 'auspex.data': JSON.stringify({ schema: 3, customRulesets: {}, lists: {}, games: { g1: {
    kind: 'titanicus', name: 'Ignatum', listId: null, savedAt: '2026-01-01T00:00:00.000Z', moves: 1, snapshot,
    history: { past: [{ sheets: 'x' }], future: [] } } } }) });
  await byId(page, 'lists-nav').click();
  await byId(page, 'titan-resume').click();
  await byId(page, 'titan-title').waitFor();
  const log = await byId(page, 'titan-log').textContent();
  await byId(page, 'titan-undo').click();
  await byId(page, 'titan-error').waitFor({ state: 'visible' });
  assert.equal(await text(page, 'titan-error'), 'Ce pas d’annulation, gardé par une ancienne page, ne se relit pas : '
    + 'l’état de la partie est refusé à « snapshot.sheets » : doit être une liste de 1 à 400 fiches. La partie reste où elle est.');
  assert.equal(await byId(page, 'titan-log').textContent(), log, 'the game where it was');
  assert.equal(await byId(page, 'titan-undo').isDisabled(), false);
  assert.equal(await byId(page, 'titan-redo').isDisabled(), true);
  await byId(page, 'lang-toggle').click();
  assert.match(await text(page, 'titan-error'), /^This undo step, kept by an older page, cannot be read: the game’s state is refused at “snapshot\.sheets”: must be an array of 1 to 400 sheets\./);
  await byId(page, 'lang-toggle').click();
  // The opponent's link typed in the game: longer than any link, refused before the core reads it, what was typed kept.
  await byId(page, 'titan-opponent-code').fill(`#l=${'A'.repeat(300 * 1024)}`);
  await byId(page, 'titan-opponent-add').click();
  assert.equal(await text(page, 'titan-error'), 'Lien de liste illisible : il est trop gros (300 Ko ; au plus 256 Ko).');
  assert.equal((await byId(page, 'titan-opponent-code').inputValue()).length, 300 * 1024 + 3);
  await checkPage(page, errors, 'undo step unreadable');
});
