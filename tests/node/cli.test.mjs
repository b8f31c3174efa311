// The command line: node scripts/auspex.mjs calc < request.json
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cli } from './core.mjs';

const run = (args, input) => spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });

test('calc answers AT-44 example 1 on stdout with exit 0', () => {
  const r = run(['calc'], JSON.stringify({
    system: 'at44',
    attack: { kind: 'shoot', pre: 5, range: 1, attackers: 5, cadence: 1, rerolls: 0, pen: 5, damage: 1 },
    target: { arm: 3, models: 10, coverSave: 0 },
  }));
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.hitTarget, '2+');
  assert.equal(out.damageTarget, '3+');
  assert.equal(r.stderr, '');
});

test('a bad request exits 2 with the error on stdout and the message on stderr', () => {
  const r = run(['calc'], '{"system":"epic","attack":{"kind":"shoot","shots":5,"toHit":5},"target":{"save":4}}');
  assert.equal(r.status, 2);
  assert.deepEqual(JSON.parse(r.stdout), { error: { path: 'target.models', message: 'is required', code: 'field.required', fr: 'est obligatoire' } });
  assert.equal(r.stderr, 'auspex: target.models: is required\n');
});

test('invalid JSON exits 2', () => {
  const r = run(['calc'], '{"system": "at44",');
  assert.equal(r.status, 2);
  assert.deepEqual(JSON.parse(r.stdout), { error: { path: '', message: 'the request is not valid JSON', code: 'request.json', fr: "la requête n'est pas du JSON valide" } });
});

test('list text --lang xx: refused in both languages, naming the field (issue 30, D9)', () => {
  const list = '{"format":"auspex-list","version":1,"ruleset":"titanicus-v1","units":[]}';
  const r = run(['list', 'text', '--lang', 'xx'], list);
  assert.equal(r.status, 2);
  assert.deepEqual(JSON.parse(r.stdout), { error: { path: 'lang', message: 'must be "fr" or "en", not "xx"', code: 'field.choice',
    fr: 'doit être « fr » ou « en », pas « xx »' } });
});

test('an unknown command exits 2 with the usage', () => {
  const r = run(['frobnicate'], '');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /usage: node scripts\/auspex\.mjs calc/);
});
