// A game's code (web/js/play/game-code.mjs, issue 20): a real Epic game
// (the core's snapshot) round-trips whole with its id and revision; a code
// cut off, damaged, of a newer Auspex, a list's code, a game this page does
// not play, a field missing: each refused saying what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { auspex, loadRulesets } from './core.mjs';
import { encodeGame, decodeGame, gameCodeOf, crc32, packGame, unpackGame, GameCodeError } from '../../web/js/play/game-code.mjs';
import { gameRuleset } from '../../web/js/games/epic/game.mjs';
import { STATES } from '../../web/js/games/epic/screen.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';

loadRulesets();
const KINDS = ['titanicus', 'at44', 'kolaps', 'epic'];
const base = JSON.parse(readFileSync(new URL('../../rulesets/epic-v1.json', import.meta.url), 'utf8'));
const marines = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Ultramarines', units: [
  { unit: 'marine-tactique', count: 6, options: { formation: 1, strategic: 3, morale: 4 } }, { unit: 'marine-tactique', count: 4 }] };
const orks = { format: 'auspex-list', version: 1, ruleset: 'epic-v1', name: 'Goffs', units: [{ unit: 'boy-ork', count: 12, options: { strategic: 2, morale: 5 } }] };

function epicGame() {
  const r = gameRuleset(base, [marines, orks]);
  let snapshot = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 7, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup: { lists: [marines, orks], names: ['Moi', 'Lui'] } }));
  for (let i = 0; i < 3; i += 1) {
    snapshot = applyMove(auspex, STATES, snapshot, { by: 1, name: 'sheet', args: { sheet: 2, action: { type: 'casualties', unit: 'boy-ork', n: 1 } } }).snapshot;
  }
  return { id: 'gmx3k2a9f', rev: 4, kind: 'epic', name: 'Ultramarines', ruleset: 'epic-v1', createdAt: '2026-11-26T10:00:00.000Z', snapshot };
}
const refused = (key) => (e) => e instanceof GameCodeError && e.key === key;

test('a game round-trips whole: its id, revision, kind, name, ruleset and snapshot', async () => {
  const game = epicGame();
  const code = await encodeGame(game);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeGame(code, KINDS), game);
  assert.deepEqual(await decodeGame(`https://auspex.example/#g=${code}`, KINDS), game, 'a whole link');
  assert.equal(gameCodeOf(` x/#g=${code} `), code);
  // Compact: the JSON deflated, a fifth of its size here.
  assert.ok(code.length < JSON.stringify(game.snapshot).length / 3, `${code.length} characters`);
});

test('a bad code is refused saying what is wrong, never a half-read game', async () => {
  const code = await encodeGame(epicGame());
  await assert.rejects(decodeGame('', KINDS), refused('gameCodeEmpty'));
  await assert.rejects(decodeGame('abc def', KINDS), refused('gameCodeChars'));
  await assert.rejects(decodeGame(code.slice(0, 40), KINDS), refused('gameCodeDamaged'), 'cut off: the checksum');
  await assert.rejects(decodeGame(code.slice(0, 5), KINDS), refused('gameCodeTruncated'));
  const i = 30;
  const changed = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
  await assert.rejects(decodeGame(changed, KINDS), refused('gameCodeDamaged'));
  // A list's code, pasted where a game's is asked.
  const list = auspex.encodeList({ ...marines });
  await assert.rejects(decodeGame(list, KINDS), refused('gameCodeIsList'));
  // A newer format, and a game this page does not play: the bytes well made, each with its checksum.
  const make = (first, body, id = 'g1') => {
    const idBytes = new TextEncoder().encode(id);
    const packed = deflateRawSync(JSON.stringify(body));
    const bytes = new Uint8Array([first, idBytes.length, ...idBytes, 3, ...packed, 0, 0, 0, 0]);
    new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)), true);
    return Buffer.from(bytes).toString('base64url');
  };
  const body = { kind: 'epic', name: 'x', ruleset: 'epic-v1', createdAt: '', snapshot: { sheets: [] } };
  assert.equal((await decodeGame(make(0xa1, body), KINDS)).rev, 3);
  await assert.rejects(decodeGame(make(0xa2, body), KINDS), (e) => refused('gameCodeNewer')(e) && e.vars.format === 2);
  await assert.rejects(decodeGame(make(0x33, body), KINDS), refused('gameCodeFormat'));
  await assert.rejects(decodeGame(make(0xa1, { ...body, kind: 'bolt-action' }), KINDS), (e) => refused('gameCodeKind')(e) && e.vars.kind === 'bolt-action');
  await assert.rejects(decodeGame(make(0xa1, { ...body, snapshot: [] }), KINDS), (e) => refused('gameCodeField')(e) && e.vars.path === 'snapshot');
  await assert.rejects(decodeGame(make(0xa1, body, ''), KINDS), (e) => refused('gameCodeField')(e) && e.vars.path === 'id');
  // The dice's odds: columns that do not make a list, a log line's odds out of range.
  await assert.rejects(decodeGame(make(0xa1, { ...body, snapshot: { ...body.snapshot, luck: { side: [0] } } }), KINDS),
    (e) => refused('gameCodeField')(e) && e.vars.path === 'snapshot.luck.p');
  await assert.rejects(decodeGame(make(0xa1, { ...body, snapshot: { ...body.snapshot, log: [{ fr: 'a', en: 'a', odds: [{ p: 2, atLeast: 1, mean: 0, value: 0 }] }] } }), KINDS),
    (e) => refused('gameCodeField')(e) && e.vars.path === 'snapshot.log.0.odds.0.p');
  await assert.rejects(decodeGame(make(0xa1, 'not an object'), KINDS), (e) => refused('gameCodeField')(e) && e.vars.path === 'game');
});

test('CRC-32 is the IEEE one (the list codes\' too)', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

test('what the core works out again is not carried: packed, then read back by the core, the same game', async () => {
  const game = epicGame();
  const packed = packGame(auspex, game.snapshot, STATES);
  // The core's game travels as its setup and its moves: the rest is worked out again.
  assert.deepEqual(Object.keys(packed.game), ['format', 'version', 'game', 'setup', 'moves']);
  assert.equal(JSON.stringify(packed).includes('"actions"'), false, 'no actions carried');
  assert.ok(JSON.stringify(packed).length < JSON.stringify(game.snapshot).length * 0.5, `${JSON.stringify(packed).length} of ${JSON.stringify(game.snapshot).length}`);
  const back = unpackGame(auspex, packed, STATES, (e) => e.fr);
  assert.deepEqual(back, game.snapshot, 'replayed by the core from its moves, as it was');
  // A move the core refuses when replayed: named, with its words; nothing half-read.
  const bad = structuredClone(packed);
  bad.game.moves[1].by = 0;
  assert.throws(() => unpackGame(auspex, bad, STATES, (e) => e.fr), (e) => e instanceof GameCodeError && e.key === 'gameCodeState'
    && e.vars.path === 'snapshot.game.state.moves.1' && /ne peut être rejoué : Boy Ork est une formation de Lui/.test(e.vars.message));
  assert.throws(() => unpackGame(auspex, { ...packed, game: [] }, STATES, (e) => e.fr), (e) => e.key === 'gameCodeField' && e.vars.path === 'snapshot.game');
  const code = await encodeGame({ ...game, snapshot: packed });
  assert.ok(code.length < 1400, `${code.length} characters`);
});

test('what comes in is bounded (issue 30, D7/D8): a code too long, a deflate bomb, an impossible revision, a bad id', async () => {
  const make = (body, { id = 'g1', rev = [3], packed = deflateRawSync(JSON.stringify(body)) } = {}) => {
    const idBytes = new TextEncoder().encode(id);
    const bytes = new Uint8Array([0xa1, idBytes.length, ...idBytes, ...rev, ...packed, 0, 0, 0, 0]);
    new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)), true);
    return Buffer.from(bytes).toString('base64url');
  };
  const body = { kind: 'epic', name: 'x', ruleset: 'epic-v1', createdAt: '', snapshot: { sheets: [] } };
  // Longer than any link: refused before a byte is decoded.
  await assert.rejects(decodeGame('A'.repeat(300 * 1024), KINDS), (e) => refused('intakeTooBig')(e) && e.vars.size === '300 Ko' && e.vars.limit === '256 Ko');
  // 64 MB of zeros deflated to 64 KB: inflated no further than 4 MB.
  const bomb = make(null, { packed: deflateRawSync(Buffer.alloc(64 * 1024 * 1024)) });
  assert.ok(bomb.length < 256 * 1024, `${bomb.length} characters`);
  await assert.rejects(decodeGame(bomb, KINDS), (e) => refused('intakeInflated')(e) && e.vars.limit === '4 Mo'); // its time: npm run bench
  // A revision of 2^55: impossible (at most 2^31 steps).
  await assert.rejects(decodeGame(make(body, { rev: [128, 128, 128, 128, 128, 128, 128, 64] }), KINDS), (e) => refused('gameCodeRev')(e) && e.vars.rev === 2 ** 55);
  assert.equal((await decodeGame(make(body, { rev: [255, 255, 255, 255, 7] }), KINDS)).rev, 2 ** 31 - 1);
  // Ids are data: "__proto__" is an id like any other; a control character is not.
  assert.equal((await decodeGame(make(body, { id: '__proto__' }), KINDS)).id, '__proto__');
  await assert.rejects(decodeGame(make(body, { id: 'g\n1' }), KINDS), (e) => refused('gameCodeField')(e) && e.vars.path === 'id');
});
