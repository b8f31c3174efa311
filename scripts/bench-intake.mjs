// npm run bench, what comes in (issue 30): how long the page's intake takes
// to refuse the worst of what a player may be handed — a 10 MB paste, a
// deflate bomb in a game's code (64 MB of zeros in a 64 KB code), a backup
// over the size limit, a backup of 2 000 lists each checked by the core and
// the last refused, older data of 10 000 entries mostly bad — measured under Node on
// this machine (the page's own modules: web/js/play/game-code.mjs,
// web/js/lists/device.mjs, web/js/platform/store-legacy.mjs). The target is
// ≤ 1 s on a phone-class CPU, taken as 4× slower than this machine (the
// page benchmark's throttling): ≤ 250 ms here.
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';

const root = new URL('..', import.meta.url);
const web = (f) => import(new URL(`web/js/${f}`, root));

const ms = async (f, runs = 3) => {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = process.hrtime.bigint();
    try { await f(); } catch { /* a refusal is what is measured */ }
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return Math.min(...times);
};

export async function benchIntake(auspex) {
  const { decodeGame, crc32 } = await web('play/game-code.mjs');
  const { readBackup } = await web('lists/device.mjs');
  const { readLegacy } = await web('platform/store-legacy.mjs');
  const kinds = (await web('games/index.mjs')).GAMES.map((g) => g.id); // every game's kind
  const code = (packed) => {
    const bytes = new Uint8Array([0xa1, 2, 103, 49, 3, ...packed, 0, 0, 0, 0]);
    new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)), true);
    return Buffer.from(bytes).toString('base64url');
  };
  const bomb = code(deflateRawSync(Buffer.alloc(64 * 1024 * 1024)));
  const checks = { checkList: (l) => auspex.checkList(l), checkRuleset: (r) => auspex.checkRuleset(r) };
  // Each list checked by the core, the last one refused: the whole file read before the refusal.
  // A list of a game's own (its samples.mjs' intakeCustom).
  const ruleset = (id) => JSON.parse(readFileSync(new URL(`rulesets/${id}.json`, root), 'utf8'));
  const samples = await Promise.all(kinds.map((kind) => web(`games/${kind}/samples.mjs`)));
  const { list } = samples.find((x) => x.intakeCustom).intakeCustom({ ruleset });
  const lastBad = { format: 'auspex-backup', version: 1, customRulesets: {}, games: {},
    lists: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`l${i}`, { list: i < 1999 ? list : { ...list, units: 'x' }, savedAt: 'x' }])) };
  const old = { schema: 3, customRulesets: {}, games: {},
    lists: Object.fromEntries(Array.from({ length: 10000 }, (_, i) => [`l${i}`, i % 10 ? 'garbage' : { list: { name: `L${i}` }, savedAt: 'x' }])) };
  const storage = { length: 0, key: () => null, getItem: (k) => (k === 'auspex.data' ? JSON.stringify(old) : null) };
  const rows = [
    ['a 10 MB paste as a game code', await ms(() => decodeGame('A'.repeat(10 * 1024 * 1024), kinds))],
    [`a deflate bomb (64 MB of zeros, a ${Math.round(bomb.length / 1024)} KB code)`, await ms(() => decodeGame(bomb, kinds))],
    ['a 9 MB backup (over the 8 MB limit)', await ms(() => readBackup(' '.repeat(9 * 1024 * 1024), checks))],
    ['a backup of 2 000 lists, the last refused by the core', await ms(() => readBackup(JSON.stringify(lastBad), checks))],
    ['older data of 10 000 lists, 9 000 bad', await ms(() => readLegacy(storage))],
  ];
  return rows.map(([what, msHere]) => ({ what, msHere, targetMs: 250 }));
}
