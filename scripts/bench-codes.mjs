// npm run bench, a game handed over (issue 20): the size of the code of a
// typical game of each system — two armies of 5 units, the log full (the 12
// lines a game keeps: about three turns), the odds of three turns of dice
// (withLuck) — as the page makes it
// (web/js/play/game-code.mjs: packGame, encodeGame), and the QR code it needs
// (qrcode-generator, level L as the page draws it). The games are the core's
// own snapshots, built with each game's functions under Node.
import { readFileSync } from 'node:fs';
import qrcode from 'qrcode-generator';

const root = new URL('..', import.meta.url);
const ruleset = (id) => JSON.parse(readFileSync(new URL(`rulesets/${id}.json`, root), 'utf8'));
const game = (g, f) => import(new URL(`web/js/games/${g}/${f}.mjs`, root));
const LOG = 12;

/** The log full: the game's own lines (its sheets' "new" lines, the turn's), repeated up to 12. */
const fullLog = (lines) => Array.from({ length: LOG }, (_, i) => lines[i % lines.length]);

async function titanicus(auspex) {
  const { sheetsOf, newSnapshot } = await game('titanicus', 'game');
  const base = ruleset('titanicus-v1');
  // Each titan with as many weapons as its slots, taken in the ruleset's order.
  const armed = (id) => {
    const unit = base.units.find((u) => u.id === id);
    return [id, Array.from({ length: unit.weaponSlots }, (_, i) => base.weapons[i % base.weapons.length].id)];
  };
  const titans = ['warlord-12', 'warlord-10', 'reaver', 'warhound', 'warhound'].map(armed);
  const list = (name) => ({ ruleset: 'titanicus-v1', name, units: titans.map(([unit, weapons]) => ({ unit, weapons })) });
  const sheets = [...sheetsOf(auspex, list('Légion'), 'mine', {}, base), ...sheetsOf(auspex, list('Ennemi'), 'theirs', {}, base)];
  const lines = sheets.map((s) => ({ fr: `Nouvelle fiche : ${s.sheet.name || s.sheet.unit}`, en: `New sheet: ${s.sheet.name || s.sheet.unit}` }));
  return { ...newSnapshot(sheets, 12345), log: fullLog(lines) };
}

async function at44(auspex) {
  const { companyOf, gameSetup, sheetSetup, STATES } = await game('at44', 'game');
  const { applyMove, gameSnapshot, rolled } = await import(new URL('web/js/play/states.mjs', root));
  const base = ruleset('at44');
  const armed = base.units.filter((u) => u.weapons?.length).slice(0, 5);
  const list = (name, faction) => ({ format: 'auspex-list', version: 1, ruleset: 'at44', name, faction,
    units: armed.map((u, i) => ({ unit: u.id, count: 1, options: { stars: 2, ...(i === 0 ? { grade: 2, commander: 1 } : {}) } })) });
  const lists = [list('Golems', 'therian'), list('Krasny', 'red-blok')];
  const players = lists.map((l) => ({ name: l.name, ...companyOf(auspex, l, base).player }));
  // Each company's units as the setup completes them (the fields the ruleset lacks, prefilled).
  const units = lists.map((l) => l.units.map((entry) => {
    const unit = base.units.find((u) => u.id === entry.unit);
    return sheetSetup(auspex, entry, unit.name.fr, unit);
  }));
  let snapshot = gameSnapshot({ rng: { seed: 12345, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'at44', setup: gameSetup(40, players, units) }));
  // A move with the dice it asks for rolled from the game's seed, as the page's dice panel rolls them.
  const move = (m) => {
    let out = applyMove(auspex, STATES, snapshot, m);
    if (!out.needs) return out.snapshot;
    const { dice, rng, line } = rolled(snapshot.rng, out.needs);
    out = applyMove(auspex, STATES, { ...snapshot, rng }, { ...m, dice }, { extraLog: [line] });
    if (out.needs) throw new Error('at44: dice still missing');
    return out.snapshot;
  };
  // The core's game: the turn started, the authority test (no CP bid, its dice rolled), then
  // two activations — the card's player's first unit not activated yet — each firing on the
  // other company's first unit: one casualty.
  snapshot = move({ by: 0, name: 'turn', args: { action: { type: 'startTurn' } } });
  snapshot = move({ by: 0, name: 'turn', args: { action: { type: 'authority', bids: [0, 0] } } });
  for (let n = 0; n < 2; n += 1) {
    const by = snapshot.game.turn.hand;
    const k = snapshot.game.sheets.findIndex((s) => s.player === by && !s.sheet.activated);
    const target = snapshot.game.sheets.findIndex((s) => s.player !== by && !s.sheet.destroyed);
    snapshot = move({ by, name: 'activate', args: { sheet: k } });
    snapshot = move({ by, name: 'attack', args: { sheet: k, results: [{ sheet: k, action: { type: 'fire' } },
      { sheet: target, action: { type: 'casualties', n: 1 } }] } });
  }
  const lines = snapshot.game.sheets.map((s) => ({ fr: `Fiche : ${s.sheet.name}`, en: `Sheet: ${s.sheet.name}` }));
  return { ...snapshot, log: fullLog([...snapshot.log, ...lines]) };
}

async function kolaps(auspex) {
  const { gameSetup, STATES } = await game('kolaps', 'game');
  const { applyMove, gameSnapshot, rolled } = await import(new URL('web/js/play/states.mjs', root));
  const side = (names) => names.map((name, i) => ({ op: 'new', ruleset: 'kolaps-v2', name, rank: 1 + (i % 4) }));
  const setup = gameSetup(['APC', 'Vampires'],
    [side(['Solmeyer', 'Garde 1', 'Garde 2', 'Garde 3', 'Garde 4']), side(['Vampire', 'Goule 1', 'Goule 2', 'Goule 3', 'Goule 4'])]);
  let snapshot = gameSnapshot({ rng: { seed: 12345, n: 0 }, log: [] }, auspex.game({ op: 'new', game: 'kolaps', setup }));
  // A move with the dice it asks for rolled from the game's seed, as the page's dice panel rolls
  // them: the dice still missing added to those given, until the move has them all (a new turn
  // asks for each character's in turn).
  const move = (m) => {
    let base = snapshot;
    const lines = [];
    for (let given = []; ;) {
      const out = applyMove(auspex, STATES, base, { ...m, ...(given.length ? { dice: given } : {}) }, { extraLog: lines });
      if (!out.needs) return out.snapshot;
      const { dice, rng, line } = rolled(base.rng, { ...out.needs, dice: out.needs.dice - given.length });
      base = { ...base, rng };
      given = [...given, ...dice];
      lines.unshift(line);
    }
  };
  const activeOwner = () => snapshot.game.sheets[Number(snapshot.game.turn.active.slice(1))].player;
  // The core's game: a new turn (every character's combativité, the Réserve), then three
  // activations (each drawn, a walk, its end), as a turn goes on.
  snapshot = move({ by: 0, name: 'newTurn', args: {} });
  for (let n = 0; n < 3; n += 1) {
    snapshot = move({ by: n % 2, name: 'draw', args: {} });
    const k = Number(snapshot.game.turn.active.slice(1));
    snapshot = move({ by: activeOwner(), name: 'sheet', args: { sheet: k, action: { type: 'spend', points: 1 } } });
    snapshot = move({ by: activeOwner(), name: 'endActivation', args: {} });
  }
  return { ...snapshot, log: fullLog(snapshot.log.length ? snapshot.log : [{ fr: 'Tour 1', en: 'Turn 1' }]) };
}

async function epic(auspex) {
  const { gameRuleset } = await game('epic', 'game');
  const { STATES } = await game('epic', 'screen');
  const { applyMove, gameSnapshot } = await import(new URL('web/js/play/states.mjs', root));
  const base = ruleset('epic-v1');
  const army = (name, unit) => ({ format: 'auspex-list', version: 1, ruleset: 'epic-v1', name,
    units: Array.from({ length: 5 }, (_, i) => ({ unit, count: 4, options: { formation: i + 1, ...(i === 0 ? { strategic: 3, morale: 4 } : {}) } })) });
  const lists = [army('Ultramarines', 'marine-tactique'), army('Goffs', 'boy-ork')];
  const r = gameRuleset(base, lists);
  // The core's game: set up, then the deployment and every formation's order (14 moves), as a turn begins.
  let snapshot = gameSnapshot({ ruleset: { id: r.id, data: r.data }, rng: { seed: 12345, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'epic', setup: { lists, names: ['Ultramarines', 'Goffs'] } }));
  const moves = [{ by: 0, name: 'turn', args: { action: { type: 'rollOff' } }, dice: [2, 6] },
    { by: 1, name: 'turn', args: { action: { type: 'deployFirst', player: 1 } } },
    { by: 1, name: 'turn', args: { action: { type: 'deployed', player: 1 } } },
    { by: 0, name: 'turn', args: { action: { type: 'deployed', player: 0 } } },
    ...snapshot.game.sheets.map((s, k) => ({ by: s.player, name: 'sheet', args: { sheet: k, action: { type: 'order', order: 'charge' } } }))];
  for (const move of moves) snapshot = applyMove(auspex, STATES, snapshot, move).snapshot;
  const lines = snapshot.game.sheets.map((s) => ({ fr: `Formation : ${s.sheet.name}`, en: `Formation: ${s.sheet.name}` }));
  return { ...snapshot, log: fullLog([...snapshot.log, ...lines]) };
}

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

/** Each system's typical game: the code's characters, the link's, the QR version (level L). */
export async function benchCodes(auspex) {
  const { packGame, encodeGame } = await import(new URL('web/js/play/game-code.mjs', root));
  const out = [];
  for (const [kind, make, screen] of [['titanicus', titanicus, 'titanicus'], ['at44', at44, 'at44'], ['kolaps', kolaps, 'kolaps'], ['epic', epic, 'epic']]) {
    try {
      const snapshot = await withLuck(await make(auspex));
      const { STATES } = await game(screen, 'screen');
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
