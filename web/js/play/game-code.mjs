// A game handed over (issue 20): the whole game in progress — its kind,
// name and ruleset, and its snapshot (both armies, every sheet, the turn,
// the seed, the log; not the undo history) — with its identity (the game's
// id) and revision, as one base64url code for a link (…/#g=<code>) or a QR
// code. Layout (integers as unsigned LEB128 varints, strings as a varint
// byte length then UTF-8), like the list codes (docs/lists.md):
//
//   byte     0xA0 + format (1): 0xA1 (a list code begins with 1: told apart)
//   string   the game's id
//   varint   its revision (the steps played on it, undo and redo included)
//   rest     deflate-raw of the game's JSON: { kind, name, ruleset, createdAt, snapshot }
//   4 bytes  CRC-32 (IEEE) of everything before, little-endian
//
// Decoding checks every byte and says what is wrong (GameCodeError, with
// an i18n key and the field); the snapshot is then checked by its game
// (its states read by the core) before anything is shown or saved.
//
// A game is the core's whole (`states.game`: its id, docs/games.md): it travels as its setup
// and its moves alone (packGame), and is replayed by the core when it comes in (unpackGame);
// one saved before the core held it (`states.before`) goes on from the states it kept.
import { badLuck, packLuck, unpackLuck } from './luck.mjs';
import { GAME_PREFIX } from '../platform/place.mjs';
import { LIMITS, IntakeError, bounded, goodId } from '../platform/intake.mjs';
import { deflateRaw, inflateRaw } from '../platform/deflate.mjs';
import { readingsTable, badReadings } from './readings.mjs';

export { GAME_PREFIX };
export const GAME_FORMAT = 1;
const MAGIC = 0xa0;

export class GameCodeError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
// What a game the core holds whole is made of (docs/games.md): the rest it works out again.
const GAME_RECORD = ['format', 'version', 'game', 'setup', 'moves'];

// ---- bytes -----------------------------------------------------------------

let table = null;
/** CRC-32 (IEEE 802.3) of `bytes`. */
export function crc32(bytes) {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const varint = (n) => {
  const out = [];
  let v = n;
  do {
    let b = v % 128;
    v = Math.floor(v / 128);
    if (v) b |= 128;
    out.push(b);
  } while (v);
  return out;
};

const base64url = (bytes) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function fromBase64url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new GameCodeError('gameCodeChars');
  if (code.length % 4 === 1) throw new GameCodeError('gameCodeTruncated');
  const s = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

// ---- the code ----------------------------------------------------------------

/** The game's code: `game` is { id, rev, kind, name, ruleset, createdAt, snapshot }. */
export async function encodeGame(game) {
  const body = { kind: game.kind, name: game.name ?? '', ruleset: game.ruleset ?? '', createdAt: game.createdAt ?? '', snapshot: game.snapshot };
  const packed = await deflateRaw(new TextEncoder().encode(JSON.stringify(body)));
  const id = new TextEncoder().encode(String(game.id));
  const head = [MAGIC + GAME_FORMAT, ...varint(id.length), ...id, ...varint(Math.max(0, Math.floor(game.rev ?? 0)))];
  const bytes = new Uint8Array(head.length + packed.length + 4);
  bytes.set(head, 0);
  bytes.set(packed, head.length);
  const crc = crc32(bytes.subarray(0, bytes.length - 4));
  new DataView(bytes.buffer).setUint32(bytes.length - 4, crc, true);
  return base64url(bytes);
}

/** The code in what the player pasted or scanned: a whole link or the code alone. */
export function gameCodeOf(text) {
  const s = String(text ?? '').trim();
  const at = s.indexOf(GAME_PREFIX);
  return at >= 0 ? s.slice(at + GAME_PREFIX.length) : s;
}

/**
 * The game in a code: { id, rev, kind, name, ruleset, createdAt, snapshot }.
 * `kinds` are the games this page plays. Throws a GameCodeError saying what
 * is wrong: not a code, cut off, damaged, of a newer Auspex, of a game this
 * page does not play, a field missing.
 */
export async function decodeGame(text, kinds) {
  try { return await decoded(text, kinds); } catch (error) {
    if (error instanceof IntakeError) throw new GameCodeError(error.key, error.vars);
    throw error;
  }
}

async function decoded(text, kinds) {
  // Bounded before anything is decoded, and inflated no further than LIMITS.inflated.
  const code = gameCodeOf(bounded(text, LIMITS.link));
  if (!code) throw new GameCodeError('gameCodeEmpty');
  const bytes = fromBase64url(code);
  if (bytes.length < 7) throw new GameCodeError('gameCodeTruncated');
  if (bytes[0] !== MAGIC + GAME_FORMAT) {
    if ((bytes[0] & 0xf0) === MAGIC && (bytes[0] & 0x0f) > GAME_FORMAT) throw new GameCodeError('gameCodeNewer', { format: bytes[0] & 0x0f });
    throw new GameCodeError(bytes[0] === 1 ? 'gameCodeIsList' : 'gameCodeFormat');
  }
  const crc = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - 4, true);
  if (crc32(bytes.subarray(0, bytes.length - 4)) !== crc) throw new GameCodeError('gameCodeDamaged');
  let at = 1;
  const read = () => {
    let n = 0;
    for (let shift = 1; ; shift *= 128) {
      if (at >= bytes.length - 4 || shift > 2 ** 49) throw new GameCodeError('gameCodeTruncated');
      const b = bytes[at];
      at += 1;
      n += (b & 127) * shift;
      if (!(b & 128)) return n;
    }
  };
  const idLength = read();
  if (at + idLength > bytes.length - 4) throw new GameCodeError('gameCodeTruncated');
  let id;
  try { id = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(at, at + idLength)); } catch { throw new GameCodeError('gameCodeDamaged'); }
  at += idLength;
  const rev = read();
  if (rev > LIMITS.rev) throw new GameCodeError('gameCodeRev', { rev });
  if (!goodId(id)) throw new GameCodeError('gameCodeField', { path: 'id' });
  let inflated;
  try { inflated = await inflateRaw(bytes.subarray(at, bytes.length - 4), LIMITS.inflated); } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw new GameCodeError('gameCodeDamaged');
  }
  let body;
  try { body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated)); } catch { throw new GameCodeError('gameCodeDamaged'); }
  if (!isObject(body)) throw new GameCodeError('gameCodeField', { path: 'game' });
  for (const [key, ok] of [['kind', typeof body.kind === 'string'], ['name', typeof body.name === 'string'],
    ['ruleset', typeof body.ruleset === 'string'], ['snapshot', isObject(body.snapshot)]]) {
    if (!ok) throw new GameCodeError('gameCodeField', { path: key });
  }
  if (!kinds.includes(body.kind)) throw new GameCodeError('gameCodeKind', { kind: body.kind });
  // The dice's odds travel as columns (packGame): back to one object per roll, then checked.
  if (body.snapshot.luck !== undefined) {
    const { luck, error } = unpackLuck(body.snapshot.luck);
    if (error) throw new GameCodeError('gameCodeField', { path: `snapshot.${error}` });
    body.snapshot.luck = luck;
  }
  const bad = badLuck(body.snapshot);
  if (bad) throw new GameCodeError('gameCodeField', { path: `snapshot.${bad}` });
  return { id, rev, kind: body.kind, name: body.name, ruleset: body.ruleset, createdAt: typeof body.createdAt === 'string' ? body.createdAt : '', snapshot: body.snapshot };
}

/**
 * The snapshot without what the core works out again from its states
 * (`states`: the game's), its dice's odds in columns (play/luck.mjs,
 * packLuck; decodeGame puts them back): the actions, choices and mayAct of the replies,
 * and in each state what its model writes again from the rest (the texts of
 * its ruleset…): `auspex` reads them to be sure.
 */
export function packGame(auspex, snapshot, states) {
  const out = { ...snapshot };
  if (Array.isArray(snapshot.luck)) out.luck = packLuck(snapshot.luck);
  delete out.players;
  delete out.over;
  return { ...out, game: Object.fromEntries(GAME_RECORD.map((k) => [k, snapshot.game?.[k]])) };
}

/**
 * The packed snapshot whole again: the game read by the core (replayed from its setup and moves
 * when they are all it carries, as in a game's code; the core refuses a bad one: a
 * GameCodeError naming where, with the core's words), its `players` and `over` put back; the
 * table's readings checked against the system's (`system`: the game's kind).
 */
export function unpackGame(auspex, snapshot, states, said, system) {
  const out = { ...snapshot };
  const bad = system ? badReadings(readingsTable(auspex, system), snapshot.readings) : null;
  if (bad) throw new GameCodeError('gameCodeField', { path: `snapshot.${bad}` });
  // The core's refusal, named where the snapshot keeps it (`name(path)`: "snapshot.sheets").
  const asked = (request, name) => {
    try { return auspex.game(request); } catch (error) {
      if (error?.name !== 'AuspexError') throw error;
      throw new GameCodeError('gameCodeState', { path: name(String(error.path ?? '')), get message() { return said(error); } });
    }
  };
  let reply;
  // Saved before the core held it whole (states.before: the snapshot's keys it kept then, read
  // back into the core's game, which goes on from them; and those it drops): upgraded here.
  if (!isObject(snapshot.game) && states.before && snapshot.game === undefined) {
    // `as`: a key the game's state names otherwise (a page's turn kept under its own name); `sheetKeys`: a sheet's own keys kept beside it.
    const { keys, drop = [], as = {}, sheetKeys = [] } = states.before;
    const kept = (e) => Object.fromEntries(['player', 'sheet', ...sheetKeys].filter((k) => e[k] !== undefined).map((k) => [k, e[k]]));
    const from = Object.fromEntries(keys.map((k) => [as[k] ?? k, k === 'sheets' && Array.isArray(snapshot.sheets)
      ? snapshot.sheets.map((e) => (isObject(e) ? kept(e) : e)) : snapshot[k]]));
    for (const k of [...keys, ...drop]) delete out[k];
    reply = asked({ op: 'new', game: states.game, setup: { from } }, (path) => {
      // Named as the snapshot keeps it (`as` read backwards).
      const [key, ...rest] = path.replace(/^setup\.from\.?/, '').split('.');
      const back = Object.entries(as).find(([, to]) => to === key)?.[0] ?? key;
      return ['snapshot', back, ...rest].filter(Boolean).join('.');
    });
  } else {
    if (!isObject(snapshot.game)) throw new GameCodeError('gameCodeField', { path: 'snapshot.game' });
    const whole = Object.keys(snapshot.game).some((k) => !GAME_RECORD.includes(k));
    reply = asked({ op: whole ? 'read' : 'replay', game: states.game, state: snapshot.game }, (path) => ['snapshot.game', path].filter(Boolean).join('.'));
  }
  return { ...out, game: reply.state, players: reply.players, over: reply.over };
}
