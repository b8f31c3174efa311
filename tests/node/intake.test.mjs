// What comes in (issue 30): the shared intake (web/js/platform/intake.mjs)
// bounds, parses in the player's words and keys by data; a built-in ruleset
// is never replaced, by a backup, a "Mes unités" file or a game's own
// ruleset; a backup's games are read by the core before anything is kept;
// a "Mes unités" file is shown (added, replaced) before it is merged, and
// can be undone; and a few thousand hostile inputs through every door
// (scripts/fuzz-intake.mjs: 10^6 by hand).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';
import { LIMITS, IntakeError, bounded, parseJson, table, goodId } from '../../web/js/platform/intake.mjs';
import { setLang, playerSaid } from '../../web/js/platform/words.mjs';
import { readBackup, BackupError } from '../../web/js/lists/device.mjs';
import { loaded } from '../../web/js/platform/rulesets.mjs';
import { readImport, customProblem } from '../../web/js/platform/custom-units.mjs';
import { gameRuleset } from '../../web/js/games/epic/game.mjs';
import { registerOwn as register } from '../../web/js/play/own-ruleset.mjs';
import '../../web/js/play/controller.mjs'; // the device's words, added with the game screens as on the page
import { fuzzIntake } from '../../scripts/fuzz-intake.mjs';

loadRulesets();
globalThis.document ??= { documentElement: {} }; // setLang marks the page's language
const file = (id) => JSON.parse(readFileSync(new URL(`../../rulesets/${id}.json`, import.meta.url), 'utf8'));
for (const id of ['titanicus-v1', 'epic-v1', 'at44']) loaded.set(id, file(id));
const refused = (key, check = () => true) => (e) => e?.key === key && check(e);
const checks = { checkList: (l) => auspex.checkList(l), checkRuleset: (r) => auspex.checkRuleset(r), checkCustom: customProblem };

test('the intake: sizes bounded before reading, JSON refused in the player\'s words, ids as data', () => {
  setLang('fr');
  assert.equal(bounded('abc', 3), 'abc');
  assert.throws(() => bounded('x'.repeat(LIMITS.link + 1), LIMITS.link),
    (e) => e instanceof IntakeError && e.key === 'intakeTooBig' && e.vars.size === '256 Ko' && e.vars.limit === '256 Ko');
  assert.throws(() => bounded('x'.repeat(10 * 1024 * 1024), LIMITS.file), (e) => e.vars.size === '10 Mo' && e.vars.limit === '8 Mo');
  setLang('en');
  assert.throws(() => bounded('x'.repeat(10 * 1024 * 1024), LIMITS.file), (e) => e.vars.size === '10 MB');
  setLang('fr');
  assert.throws(() => parseJson('{"a": 1,\n  oops}'), (e) => e.key === 'intakeNotJsonAt' && e.vars.line === 2 && e.vars.column === 3);
  assert.throws(() => parseJson('   '), refused('intakeEmpty'));
  // A unit's name refused (D9): the field named, never "a value".
  const empty = { path: 'units.5.name.fr', code: 'field.string', fr: 'doit être un texte non vide, pas le texte ""', detail: 'must be a non-empty string, not the string ""' };
  assert.equal(playerSaid(empty), 'Nom : doit être un texte non vide, pas le texte ""');
  const ids = table([['__proto__', 1], ['constructor', 2]]);
  assert.equal(Object.getPrototypeOf(ids), null);
  assert.deepEqual(Object.keys(ids), ['__proto__', 'constructor']);
  assert.equal(table().toString, undefined);
  assert.ok(goodId('__proto__'));
  assert.ok(!goodId('') && !goodId('a\nb') && !goodId('x'.repeat(101)) && !goodId(3));
});

test('a built-in ruleset is never replaced (issue 30, D2): by the core, a backup, a game\'s own ruleset', () => {
  const at44 = file('at44');
  const without = { ...structuredClone(at44), units: at44.units.filter((u) => u.id !== 'krasny-soldaty') };
  assert.throws(() => auspex.addRuleset(without), (e) => e.path === 'id' && e.code === 'ruleset.taken');
  assert.throws(() => auspex.replaceRuleset(without), (e) => e.path === 'id' && e.code === 'ruleset.taken');
  assert.ok(auspex.rulesets().find((s) => s.id === 'at44').units.some((u) => u.id === 'krasny-soldaty'));

  // A backup whose "custom" ruleset is the built-in one under its own id: refused whole, naming it.
  const titan = file('titanicus-v1');
  const backup = { format: 'auspex-backup', version: 1, lists: {}, games: {}, customRulesets: { 'titanicus-v1': titan } };
  assert.throws(() => readBackup(JSON.stringify(backup), checks),
    (e) => e instanceof BackupError && e.key === 'backupUnits' && e.vars.path === 'customRulesets.titanicus-v1' && /intégrées ne sont jamais remplacées/.test(e.vars.text));
  const renamed = { ...backup, customRulesets: { 'custom-titanicus-v1': titan } };
  assert.throws(() => readBackup(JSON.stringify(renamed), checks), (e) => e.key === 'backupUnits', 'its id must be its key');

  // A game's own ruleset that says it is Epic's, or whose id is not its contents' hash: refused before the core gets it.
  const base = file('epic-v1');
  const own = gameRuleset(base, [{ custom: { units: [{ ...structuredClone(base.units[0]), id: 'mes-marines' }], weapons: [] } }]);
  assert.throws(() => register(auspex, { id: 'epic-v1-partie-x', data: { ...own.data, id: 'epic-v1' } }), refused('gameCodeRuleset'));
  const changed = { ...structuredClone(own.data), units: own.data.units.slice(1) };
  assert.throws(() => register(auspex, { id: own.id, data: changed }), refused('gameCodeRuleset'));
  register(auspex, own);
  assert.ok(loaded.has(own.id));
  assert.equal(auspex.rulesets().find((s) => s.id === 'epic-v1').units.length, base.units.length, 'Epic\'s own untouched');
});

test('a restore checks each game through the core (issue 30, D4): unopenable games refused, naming them', () => {
  const game = (value) => JSON.stringify({ format: 'auspex-backup', version: 1, lists: {}, customRulesets: {}, games: { g1: value } });
  const checkGame = (g) => { if (g.kind !== 'titanicus') throw Object.assign(new Error('gameCodeKind'), { key: 'gameCodeKind', vars: { kind: String(g.kind) } }); };
  for (const bad of [{ kind: 'at44', snapshot: { sheets: 'x', turn: 5 } }, { kind: 'chess', snapshot: {} }, { name: 'x' }]) {
    assert.throws(() => readBackup(game(bad), { ...checks, checkGame }), (e) => e instanceof BackupError && ['backupGame', 'backupGameRefused'].includes(e.key)
      && e.vars.path.startsWith('games.g1'), JSON.stringify(bad));
  }
  const out = readBackup(JSON.stringify({ format: 'auspex-backup', version: 1, customRulesets: {}, games: {},
    lists: { __proto__: { list: { format: 'auspex-list', version: 1, ruleset: 'titanicus-v1', name: 'Proto', units: [] }, savedAt: 'x' } } }), checks);
  assert.equal(Object.getPrototypeOf(out.lists), null);
  assert.equal(out.lists.__proto__, undefined, 'a literal __proto__ in JSON.parse is an own key: kept as data');
  assert.throws(() => readBackup('{"format": "auspex-backup",', checks), (e) => e.key === 'backupNotJson' && !e.vars?.message);
  assert.throws(() => readBackup(' '.repeat(LIMITS.file + 1), checks), refused('intakeTooBig'));
});

test('"Mes unités" imported (issue 30, D5): read whole and shown first (added, replaced), the base never taken from the file', () => {
  const titan = file('titanicus-v1');
  const unit = (id, name) => ({ ...structuredClone(titan.units.at(-1)), id, name: { fr: name } });
  const fileOf = (units) => JSON.stringify({ ...structuredClone(titan), id: 'custom-titanicus-v1', name: { fr: 'Mes unités' }, units: [...titan.units, ...units] });
  // No device store under Node: the plan is read whole, nothing saved.
  const plan = readImport(auspex, fileOf([unit('custom-a', 'Alpha'), unit('custom-b', 'Bravo')]));
  assert.deepEqual({ add: plan.add, replace: plan.replace, same: plan.same }, { add: ['Alpha', 'Bravo'], replace: [], same: 0 });
  assert.equal(plan.before, null);
  assert.equal(plan.data.units.length, titan.units.length + 2);
  assert.throws(() => readImport(auspex, '{"oops'), (e) => e.key === 'importRefused' && e.vars.message === 'ce n’est pas du JSON lisible (erreur ligne 1, colonne 7)');
  assert.throws(() => readImport(auspex, JSON.stringify({ ...titan })), refused('importWrongBase'), 'the built-in file itself');
  // The base part of a file is never taken: a file that changes a built-in unit changes nothing of it.
  const sneaky = JSON.parse(fileOf([unit('custom-a', 'Alpha')]));
  sneaky.units[0] = { ...sneaky.units[0], name: { fr: 'Piégé' } };
  assert.equal(readImport(auspex, JSON.stringify(sneaky)).data.units[0].name.fr, titan.units[0].name.fr);
});

test('hostile input through every door: 3 000 inputs, every invariant held (10^6: node scripts/fuzz-intake.mjs)', async () => {
  const out = await fuzzIntake(auspex, { n: 3000, seed: 7 });
  assert.deepEqual(out.byTarget, { legacy: 1000, backup: 1000, code: 1000 });
});

test('a game\'s own ruleset travels as what its lists added, checked against its id before the core gets it', async () => {
  const { ownRuleset, ownData, registerOwn, registerAll } = await import('../../web/js/play/own-ruleset.mjs');
  const titan = file('titanicus-v1');
  const mine = { ...structuredClone(titan.units.at(-1)), id: 'custom-mon-chasseur', name: { fr: 'Mon Chasseur' } };
  const own = ownRuleset(titan, [{ custom: { units: [mine], weapons: [] } }]);
  assert.match(own.id, /^titanicus-v1-partie-[0-9a-z]+$/);
  assert.deepEqual(own.record, { id: own.id, base: 'titanicus-v1', units: [mine], weapons: [] });
  assert.deepEqual(ownData(own.record), own.data, 'rebuilt from its base here, the same');
  assert.equal(ownRuleset(titan, [{ custom: { units: [mine], weapons: [] } }]).id, own.id, 'the same units, the same id');
  const refusedRuleset = refused('gameCodeRuleset');
  assert.throws(() => ownData({ ...own.record, units: [{ ...mine, move: { cm: 99 } }] }), refusedRuleset, 'contents that are not its id\'s');
  assert.throws(() => ownData({ ...own.record, id: 'titanicus-v1' }), refusedRuleset, 'a built-in id');
  assert.throws(() => ownData({ ...own.record, base: 'epic-v1' }), refusedRuleset);
  assert.throws(() => ownData({ id: own.id, data: { ...own.data, system: 'epic' } }), refusedRuleset);
  assert.throws(() => registerAll(auspex, { rulesets: 'x' }), (e) => e.key === 'gameCodeField' && e.vars.path === 'snapshot.rulesets');
  registerOwn(auspex, own.record);
  assert.ok(auspex.rulesets().find((s) => s.id === own.id).units.some((u) => u.id === 'custom-mon-chasseur'));
  const weapons = Array.from({ length: mine.weaponSlots ?? 0 }, () => 'multilaser');
  assert.equal(auspex.model('titanSheet', { op: 'new', ruleset: own.id, unit: 'custom-mon-chasseur', weapons, voidShields: 2, actionPoints: 3 }).sheet.unit, 'custom-mon-chasseur');
});
