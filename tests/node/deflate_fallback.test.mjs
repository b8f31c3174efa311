// A game's code on a browser without CompressionStream('deflate-raw')
// (Safari before 16.4, Firefox before 113; issue 33): the streams taken away
// before the page's modules are loaded, so web/js/platform/deflate.mjs falls
// back to fflate. Its bytes are raw DEFLATE as node:zlib (the reference)
// reads and writes them; a game's code made so is read back whole, and one
// made with the streams is read by the fallback; a deflate bomb stops at the
// limit; damaged bytes are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const streams = { CompressionStream: globalThis.CompressionStream, DecompressionStream: globalThis.DecompressionStream };
delete globalThis.CompressionStream;
delete globalThis.DecompressionStream;
const { nativeDeflate, deflateRaw, inflateRaw } = await import('../../web/js/platform/deflate.mjs');
const { encodeGame, decodeGame, GameCodeError } = await import('../../web/js/play/game-code.mjs');
const { IntakeError } = await import('../../web/js/platform/intake.mjs');

const text = JSON.stringify({ sheets: Array.from({ length: 40 }, (_, i) => ({ name: `Unité ${i}`, left: i % 7, log: 'Tir → touché' })) });
const bytes = new TextEncoder().encode(text);

test('without the streams, fflate writes and reads raw DEFLATE as zlib does', async () => {
  assert.equal(nativeDeflate(), false);
  const packed = await deflateRaw(bytes);
  assert.ok(packed.length < bytes.length / 3, `${packed.length} of ${bytes.length}`);
  assert.deepEqual(new Uint8Array(inflateRawSync(packed)), bytes, 'zlib reads what fflate wrote');
  assert.deepEqual(await inflateRaw(new Uint8Array(deflateRawSync(bytes)), 1 << 20), bytes, 'fflate reads what zlib wrote');
  assert.deepEqual(await inflateRaw(new Uint8Array(deflateRawSync(new Uint8Array(0))), 10), new Uint8Array(0));
});

test('a deflate bomb stops at the limit; damaged bytes throw', async () => {
  const bomb = new Uint8Array(deflateRawSync(new Uint8Array(8 << 20)));
  assert.ok(bomb.length < 10000);
  await assert.rejects(inflateRaw(bomb, 1 << 20), (e) => e instanceof IntakeError && e.key === 'intakeInflated');
  const damaged = new Uint8Array(deflateRawSync(bytes)).subarray(0, 20);
  await assert.rejects(inflateRaw(damaged, 1 << 20));
});

test('a game\'s code made without the streams is read back whole, and one made with them is read without', async () => {
  const game = { id: 'g-old-safari', rev: 2, kind: 'epic', name: 'Goffs', ruleset: 'epic-v1', createdAt: '2026-11-28T10:00:00.000Z',
    snapshot: { sheets: [], log: [{ fr: 'Début', en: 'Start' }] } };
  const code = await encodeGame(game);
  assert.deepEqual(await decodeGame(code, ['epic']), game);
  // The same game written by a browser with the streams, read by one without.
  Object.assign(globalThis, streams);
  assert.equal(nativeDeflate(), true);
  const native = await encodeGame(game);
  delete globalThis.CompressionStream;
  delete globalThis.DecompressionStream;
  assert.deepEqual(await decodeGame(native, ['epic']), game);
  const cut = code.slice(0, code.length - 12) + code.slice(-4);
  await assert.rejects(decodeGame(cut, ['epic']), (e) => e instanceof GameCodeError);
});
