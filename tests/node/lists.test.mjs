// Army lists through the wasm API and the CLI (docs/lists.md): round trips,
// the share code read back by an independent decoder written from the
// documented layout, and hundreds of random and mutated codes refused as
// one message each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auspex, AuspexError, cli, loadRulesets, rng } from './core.mjs';

loadRulesets();
const titan = (unit, weapons, extra = {}) => ({ unit, weapons, ...extra });
const fiveTitans = () => ({
  format: 'auspex-list',
  version: 1,
  ruleset: 'titanicus-v1',
  faction: 'imperial',
  limit: 40,
  units: [
    titan('warlord-12', ['volcano-cannon', 'plasma-cannon', 'multilaser', 'multilaser']),
    titan('warlord-10', ['quake-cannon', 'gatling-blaster', 'missile-launcher']),
    titan('reaver', ['volcano-cannon', 'gatling-blaster', 'powerfist']),
    titan('warhound', ['plasma-cannon', 'multilaser']),
    titan('warhound', ['gatling-blaster', 'chainfist']),
  ],
});
const run = (args, input = '') => spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });

// --- an independent reader of the documented layout ---------------------
function bytesOf(code) {
  return Uint8Array.from(Buffer.from(code.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
const OPTIONS = { titanicus: ['points'], at44: ['stars', 'grade', 'hero', 'commander', 'unitOf', 'pc', 'aut'],
  epic: ['points', 'formation'], kolaps: ['points', 'rank', 'xpPds'] };
function readLayout(code, ruleset) {
  const b = bytesOf(code);
  const body = b.subarray(0, b.length - 4);
  const sum = new DataView(b.buffer).getUint32(b.length - 4, true);
  let at = 0;
  const varint = () => {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      const x = body[at++];
      v += (x & 0x7f) * 2 ** shift;
      if (!(x & 0x80)) return v;
    }
  };
  const zigzag = () => { const v = varint(); return v % 2 ? -(v + 1) / 2 : v / 2; };
  const string = () => {
    const n = varint();
    at += n;
    return new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(at - n, at));
  };
  const strings = () => Array.from({ length: varint() }, string);
  const out = { format: body[at++], checksumOk: crc32(body) === sum };
  out.ruleset = varint();
  out.rulesetVersion = varint();
  const flags = varint();
  if (flags & 1) out.name = string();
  if (flags & 2) out.faction = ruleset.factions[varint()].id;
  if (flags & 4) out.limit = varint();
  if (flags & 8) out.custom = { units: strings().map((t) => JSON.parse(t)), weapons: strings().map((t) => JSON.parse(t)) };
  out.units = [];
  for (let n = varint(); n > 0; n -= 1) {
    const head = varint();
    const ref = Math.floor(head / 16);
    const entry = { unit: ref % 2 ? out.custom.units[(ref - 1) / 2].id : ruleset.units[ref / 2].id };
    if (head & 1) entry.name = string();
    if (head & 2) entry.count = varint();
    if (head & 4) {
      entry.weapons = [];
      for (let w = varint(); w > 0; w -= 1) entry.weapons.push(ruleset.weapons[varint() / 2].id);
    }
    if (head & 8) {
      entry.options = {};
      for (let o = varint(); o > 0; o -= 1) {
        const name = OPTIONS[ruleset.system][varint()];
        entry.options[name] = zigzag();
      }
    }
    out.units.push(entry);
  }
  // The characters (KOLAPS): entry index, then the character block.
  if (flags & 16) {
    for (let n = varint(); n > 0; n -= 1) {
      const c = {};
      out.units[varint()].character = c;
      const f = varint();
      if (f & 1) c.affiliation = string();
      if (f & 2) c.archetype = string();
      if (f & 4) c.attributes = strings();
      if (f & 8) c.specialisations = Array.from({ length: varint() }, () => ({ name: string(), pds: varint() }));
      if (f & 16) {
        c.weapons = Array.from({ length: varint() }, () => {
          const w = { name: string() };
          const wf = varint();
          if (wf & 1) w.cadence = varint();
          if (wf & 2) w.traits = strings();
          return w;
        });
      }
      if (f & 32) c.protection = { name: string(), class: zigzag(), traits: strings() };
    }
  }
  out.rest = body.length - at;
  return out;
}

test('five titans with weapons: a code of at most 120 characters, read back by the documented layout', async () => {
  const ruleset = JSON.parse((await import('node:fs')).readFileSync(new URL('../../rulesets/titanicus-v1.json', import.meta.url), 'utf8'));
  const code = auspex.encodeList(fiveTitans());
  assert.ok(code.length <= 120, `${code.length} characters`);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  const read = readLayout(code, ruleset);
  assert.deepEqual(read, {
    format: 1, checksumOk: true, ruleset: 4, rulesetVersion: ruleset.version, faction: 'imperial', limit: 40,
    units: fiveTitans().units, rest: 0,
  });
  const checked = auspex.checkList(fiveTitans());
  assert.deepEqual(auspex.decodeList(code), checked.list);
  assert.equal(checked.totals.cost, 37);
});

test('names in any script, counts and options survive the round trip', () => {
  const list = fiveTitans();
  list.name = 'Légion « Ω » — 猫 🐺 <img src=x onerror=alert(1)>';
  list.units[0].name = 'Imperator Ultor';
  list.units[3].count = 3;
  list.units[4].options = { points: 6 };
  const back = auspex.decodeList(auspex.encodeList(list));
  assert.equal(back.name, list.name);
  assert.deepEqual(back, auspex.checkList(list).list);
  assert.equal(auspex.checkList(back).totals.cost, 12 + 10 + 7 + 12 + 6);
});

test('a bad list is an AuspexError naming the field', () => {
  const list = fiveTitans();
  list.units[1].unit = 'imperator';
  assert.throws(() => auspex.encodeList(list), (e) => e instanceof AuspexError && e.path === 'units.1.unit'
    && e.detail === 'names no unit of ruleset titanicus-v1: "imperator"');
  assert.throws(() => auspex.decodeList('AQQB'), (e) => e.path === 'code' && /checksum|too short/.test(e.detail));
});

test('a share code refused says why in both languages (code "list.code")', () => {
  const refusal = (code) => {
    try { auspex.decodeList(code); } catch (e) { return { path: e.path, code: e.code, en: e.detail, fr: e.fr }; }
    return null;
  };
  assert.deepEqual(refusal('  '), { path: 'code', code: 'list.code', en: 'is empty', fr: 'est vide' });
  assert.deepEqual(refusal('AQQB'), { path: 'code', code: 'list.code', en: 'is too short: it was cut off',
    fr: 'est trop court : le lien a été coupé' });
  assert.deepEqual(refusal('ab$cd'), { path: 'code', code: 'list.code',
    en: 'has a character that base64url does not use at position 3: \'$\'',
    fr: 'a un caractère qu\'aucun lien d\'Auspex ne contient, en position 3 : le lien a été mal copié' });
  // A good code with one character changed: its checksum no longer matches.
  const good = auspex.encodeList({ ...fiveTitans(), name: 'Legio Metalica' });
  const changed = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
  assert.equal(refusal(changed).fr, 'est abîmé : un caractère a changé, ou le lien a été coupé');
});

test('hundreds of random and mutated codes: each one refused with a message, never a crash', () => {
  const random = rng(5);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const good = auspex.encodeList({ ...fiveTitans(), name: 'Legio Metalica' });
  const pick = (n) => Math.floor(random() * n);
  let refused = 0;
  for (let n = 0; n < 600; n += 1) {
    let code;
    if (n % 3 === 0) {
      code = Array.from({ length: 1 + pick(80) }, () => alphabet[pick(64)]).join('');
    } else {
      const chars = [...good];
      for (let k = 0; k <= pick(3); k += 1) {
        const at = pick(chars.length);
        if (n % 3 === 1) chars[at] = alphabet[pick(64)];
        else chars.splice(at, 1 + pick(4));
      }
      code = chars.join('');
    }
    if (code === good) continue;
    assert.throws(() => auspex.decodeList(code), (e) => {
      assert.ok(e instanceof AuspexError, `${code}: ${e}`);
      assert.equal(e.path, 'code');
      assert.ok(e.detail.length > 5 && !e.detail.includes('internal error'), `${code}: ${e.detail}`);
      // The player's words in French too: never the English sentence.
      assert.equal(e.code, 'list.code', `${code}: ${e.detail}`);
      assert.ok(e.fr.length > 5 && e.fr !== e.detail && !/\b(?:the|has|is|which)\b/.test(e.fr), `${code}: ${e.fr}`);
      return true;
    });
    refused += 1;
  }
  assert.ok(refused > 550);
});

test('CLI: list encode, decode and text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auspex-list-'));
  const file = join(dir, 'maniple.json');
  writeFileSync(file, JSON.stringify({ ...fiveTitans(), name: 'Legio Ignatum' }));
  const encoded = run(['list', 'encode', file]);
  assert.equal(encoded.status, 0, encoded.stderr);
  const code = encoded.stdout.trim();
  assert.equal(code, auspex.encodeList({ ...fiveTitans(), name: 'Legio Ignatum' }));
  assert.equal(run(['list', 'encode'], JSON.stringify({ ...fiveTitans(), name: 'Legio Ignatum' })).stdout.trim(), code);

  const decoded = run(['list', 'decode', `https://example.org/#l=${code}`]);
  assert.equal(decoded.status, 0, decoded.stderr);
  assert.deepEqual(JSON.parse(decoded.stdout), auspex.decodeList(code));

  const text = run(['list', 'text', '--lang', 'en', code]);
  assert.equal(text.status, 0, text.stderr);
  assert.equal(text.stdout, auspex.listText(auspex.decodeList(code), 'en'));
  assert.match(text.stdout, /^Legio Ignatum\nTitanicus house rules v1 · Imperium\n37 \/ 40 points\n/);
  assert.equal(run(['list', 'text', file]).stdout, auspex.listText({ ...fiveTitans(), name: 'Legio Ignatum' }, 'fr'));
});

test('CLI: bad codes exit 2 with the error on stdout and the message on stderr', () => {
  const good = auspex.encodeList(fiveTitans());
  const random = rng(11);
  const codes = ['', '!!!!', 'AQQB', good.slice(0, -2), `${good.slice(0, 8)}x${good.slice(9)}`];
  for (let n = 0; n < 15; n += 1) {
    const chars = [...good];
    chars[Math.floor(random() * chars.length)] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(random() * 26)];
    codes.push(chars.join(''));
  }
  for (const code of codes) {
    if (code === good) continue;
    const r = run(['list', 'decode', code], '');
    assert.equal(r.status, 2, `${code}: ${r.stdout}`);
    const { error } = JSON.parse(r.stdout);
    assert.equal(error.path, 'code');
    assert.equal(r.stderr, `auspex: code: ${error.message}\n`);
  }
  const bad = run(['list', 'encode'], '{"format":"auspex-list","version":1,"ruleset":"titanicus-v1","units":[{"unit":"x"}]}');
  assert.equal(bad.status, 2);
  assert.equal(bad.stderr, 'auspex: units.0.unit: names no unit of ruleset titanicus-v1: "x"\n');
});

// --- KOLAPS rosters: characters in the list, the code and the text ------
const roster = () => ({
  format: 'auspex-list',
  version: 1,
  ruleset: 'kolaps-v2',
  name: 'Unité Steiner',
  units: [
    { unit: 'personnage', name: 'Rodolf Steiner', options: { points: 12, rank: 2 },
      character: { affiliation: 'Chrisme', archetype: 'Justicier', attributes: ['Vif', 'Robuste'],
        specialisations: [{ name: 'Tir précis', pds: 15 }, { name: 'Premiers soins', pds: 10 }],
        weapons: [{ name: "Fusil d'assaut", cadence: 2, traits: ["Arme d'épaule", 'Automatique'] }],
        protection: { name: 'Gilet', class: -1, traits: ['Solide', 'Camouflage 1'] } } },
    { unit: 'personnage', name: 'Ivan Boronov 🐺', options: { rank: 4 },
      character: { specialisations: [{ name: 'Discrétion', pds: 15 }] } },
  ],
});

test('KOLAPS: a roster of characters, read back by the documented layout, with its problems and facts', () => {
  const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/kolaps-v2.json', import.meta.url), 'utf8'));
  const code = auspex.encodeList(roster());
  const read = readLayout(code, ruleset);
  assert.deepEqual(read, { format: 1, checksumOk: true, ruleset: 3, rulesetVersion: ruleset.version,
    name: 'Unité Steiner', units: roster().units, rest: 0 });
  const checked = auspex.checkList(roster());
  assert.deepEqual(auspex.decodeList(code), checked.list);
  assert.deepEqual(checked.problems.map((p) => [p.path, p.code, p.message.en]), [
    ['units.1.character.specialisations', 'overPds', 'Ivan Boronov 🐺: 15 PDS spent for 10 at rank 4 (Law 4-12).'],
  ]);
  assert.deepEqual({ ...checked.facts, lines: undefined },
    { characters: 2, perRank: [0, 1, 0, 1, 0], pdsBudget: 40, pdsSpent: 40, cost: null, lines: undefined });
  assert.equal(checked.facts.lines[1].pdsLeft, -5);
  // An old code (no character block) keeps opening: Rodolf alone, rank 3, as made before characters.
  const old = auspex.encodeList({ ...roster(), units: [{ unit: 'personnage', options: { rank: 3 } }] });
  assert.equal(readLayout(old, ruleset).units.length, 1);
  assert.equal(bytesOf(old)[3], 1);  // flags: the name only
  assert.deepEqual(auspex.decodeList(old).units[0].character,
    { affiliation: '', archetype: '', attributes: [], specialisations: [], weapons: [] });
  assert.throws(() => auspex.checkList({ ...fiveTitans(), units: [{ unit: 'warhound', character: {} }] }),
    (e) => e.path === 'units.0.character' && /only for the characters of a "kolaps" list/.test(e.detail));
});

test('CLI: list encode, decode and text on a KOLAPS roster', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auspex-roster-'));
  const file = join(dir, 'unite.json');
  writeFileSync(file, JSON.stringify(roster()));
  const encoded = run(['list', 'encode', file]);
  assert.equal(encoded.status, 0, encoded.stderr);
  const code = encoded.stdout.trim();
  assert.equal(code, auspex.encodeList(roster()));
  const decoded = run(['list', 'decode', code]);
  assert.equal(decoded.status, 0, decoded.stderr);
  assert.deepEqual(JSON.parse(decoded.stdout), auspex.checkList(roster()).list);
  const text = run(['list', 'text', '--lang', 'fr', code]);
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /\n- Rodolf Steiner \(Personnage\) · rang 2 — 12 points\n {2}Affiliation : Chrisme · Archétype : Justicier\n/);
  assert.match(text.stdout, /\n {2}Protection : Gilet \(classe -1 ; Solide, Camouflage 1\)\n/);
  assert.match(text.stdout, /À revoir :\n- Ivan Boronov 🐺 : 15 PDS dépensés pour 10 au rang 4 \(Loi 4-12\)\.\n$/);
});
