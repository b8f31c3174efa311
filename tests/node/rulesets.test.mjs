// Every ruleset of rulesets/ loads on the wasm build; the CLI's rulesets
// check and list; a broken copy is refused with the JSON path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auspex, AuspexError, cli } from './core.mjs';

const dir = new URL('../../rulesets/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const run = (args) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

test('every ruleset file checks on the wasm build', () => {
  for (const f of files) {
    const summary = auspex.checkRuleset(readFileSync(new URL(f, dir), 'utf8'));
    assert.equal(`${summary.id}.json`, f, 'a file is named after its id');
    assert.ok(summary.units.length > 0 || summary.system === 'kolaps', `${f} has units`);
  }
});

test('rulesets check passes on every file and list names them', () => {
  const check = run(['rulesets', 'check']);
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.equal(check.stdout.split('\n').filter((l) => l.startsWith('ok ')).length, files.length);
  const list = run(['rulesets', 'list']);
  assert.equal(list.status, 0, list.stderr);
  for (const f of files) assert.match(list.stdout, new RegExp(`^${f.replace('.json', '')}\\t`, 'm'));
});

test('a broken copy is refused with its path, and loading it changes nothing', () => {
  for (const f of files) {
    const ruleset = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
    const broken = { ...ruleset, surprise: 1 };
    assert.throws(() => auspex.addRuleset(broken),
      (e) => e instanceof AuspexError && e.path === 'surprise' && e.detail.startsWith('unknown field'));
    const tmp = join(mkdtempSync(join(tmpdir(), 'auspex-')), f);
    writeFileSync(tmp, JSON.stringify({ ...ruleset, version: 'two' }));
    const r = run(['rulesets', 'check', tmp]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, `${tmp}: version: must be a whole number from 1 to 1000000, not the string "two"\n`);
  }
});

test('a file that is not JSON is refused', () => {
  const tmp = join(mkdtempSync(join(tmpdir(), 'auspex-')), 'bad.json');
  writeFileSync(tmp, '{"format": 1,');
  const r = run(['rulesets', 'check', tmp]);
  assert.equal(r.status, 2);
  assert.equal(r.stdout, `${tmp}: the ruleset is not valid JSON\n`);
});
