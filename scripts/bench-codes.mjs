// npm run bench, a game handed over (issue 20): the size of the code of a
// typical game of each system — two armies of 5 units, the log full (the 12
// lines a game keeps: about three turns), the odds of three turns of dice
// (withLuck) — as the page makes it
// (web/js/play/game-code.mjs: packGame, encodeGame), and the QR code it needs
// (qrcode-generator, level L as the page draws it). The games are the core's
// own snapshots, each game's own (web/js/games/<game>/samples.mjs, codeGame), under Node.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import qrcode from 'qrcode-generator';

const root = new URL('..', import.meta.url);
const ruleset = (id) => JSON.parse(readFileSync(new URL(`rulesets/${id}.json`, root), 'utf8'));
const LOG = 12;

/** The log full: the game's own lines (its sheets' "new" lines, the turn's), repeated up to 12. */
const fullLog = (lines) => Array.from({ length: LOG }, (_, i) => lines[i % lines.length]);

/**
 * The dice of three turns (play/luck.mjs): 15 results a turn, each side's —
 * a die in two, an attack of 5 dice at 2 chances in 3 in two — kept in
 * `luck` the way the page keeps them, and on half the log's lines.
 */
async function withLuck(snapshot) {
  const { countOdds, collect } = await import(new URL('web/js/play/luck.mjs', root));
  const binomial = (n, q) => Array.from({ length: n + 1 }, (_, k) => {
    let c = 1;
    for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
    return c * q ** k * (1 - q) ** (n - k);
  });
  const die = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
  let out = { ...snapshot, log: [] };
  for (let turn = 1; turn <= 3; turn += 1) {
    for (let k = 0; k < 15; k += 1) {
      const attack = k % 2 === 1;
      const odds = attack ? { ...countOdds(binomial(5, 2 / 3), (k * 7 + turn) % 6), attack: true } : countOdds(die, 1 + ((k * 5 + turn) % 6));
      const line = { ...snapshot.log[k % snapshot.log.length], odds: [{ ...odds, side: k % 2 }] };
      out = collect({ ...out, log: [line, ...out.log].slice(0, LOG) }, turn);
    }
  }
  // The log as the game keeps it: its last lines, half of them with odds.
  return { ...out, log: snapshot.log.map((l, i) => (i % 2 ? l : out.log[i] ?? l)) };
}

/** Each game's typical game (its samples.mjs' codeGame): the code's characters, the link's, the QR version (level L). */
export async function benchCodes(auspex) {
  const { packGame, encodeGame } = await import(new URL('web/js/play/game-code.mjs', root));
  const { roll } = await import(new URL('web/js/platform/dice.mjs', root));
  const { both } = await import(new URL('web/js/platform/words.mjs', root));
  // Dice rolled from a game's seed for `needs`, and the log line that says so, as the page's dice panel rolls them.
  const rolled = (rng, needs) => {
    const { dice, rng: next } = roll(rng, needs.dice, needs.sides ?? 6);
    return { dice, rng: next, line: both('diceRolledLog', { seed: rng.seed, n: rng.n + 1, dice: dice.join(' ') }) };
  };
  const tools = { ruleset, rolled, fullLog };
  const games = new URL('web/js/games/', root);
  const out = [];
  for (const kind of readdirSync(games).filter((g) => existsSync(new URL(`${g}/samples.mjs`, games))).sort()) {
    try {
      const { codeGame } = await import(new URL(`${kind}/samples.mjs`, games));
      const { STATES } = await import(new URL(`${kind}/game.mjs`, games));
      const snapshot = await withLuck(await codeGame(auspex, tools));
      const code = await encodeGame({ id: 'gmy5k2x0a1b', rev: 40, kind, name: 'Partie', ruleset: kind, createdAt: '2026-11-26T10:00:00.000Z',
        snapshot: packGame(auspex, snapshot, STATES) });
      const link = `https://auspex.example/#g=${code}`;
      const qr = qrcode(0, 'L');
      qr.addData(link, 'Byte');
      qr.make();
      out.push({ kind, snapshotChars: JSON.stringify(snapshot).length, codeChars: code.length, qrVersion: (qr.getModuleCount() - 17) / 4,
        qrModules: qr.getModuleCount() });
    } catch (error) {
      out.push({ kind, skipped: String(error.message ?? error).split('\n')[0].slice(0, 200) });
    }
  }
  return out;
}
