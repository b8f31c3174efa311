// Issue 18: every AT-44 unit of every faction starts a game with what the
// page asks. A list entry gets the ruleset's weapons (the builder's fixed
// loadout) or, for a unit the ruleset gives none, one the player adds; the
// setup (games/at44/game.mjs sheetSetup) fills what the ruleset lacks with
// its asked defaults; the core's at44Sheet "new" takes the result. Without
// a weapon, such a unit is a problem of the builder before "Jouer".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex } from './core.mjs';
import { sheetSetup, sheetRequest, companyProblems } from '../../web/js/games/at44/game.mjs';

const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/at44.json', import.meta.url), 'utf8'));
try { auspex.addRuleset(JSON.stringify(ruleset)); } catch { /* already loaded by another test of this process */ }

const loadout = (unit) => (unit.weapons?.length ? unit.weapons.flatMap((m) => Array(m.count ?? 1).fill(m.weapon)) : null);

test('every AT-44 unit starts with what the page asks (the weapons of the list when the ruleset gives none)', () => {
  assert.ok(ruleset.units.length >= 15);
  for (const unit of ruleset.units) {
    const entry = { unit: unit.id, count: 1, weapons: loadout(unit) ?? [ruleset.weapons[0].id] };
    const setup = sheetSetup(auspex, entry, unit.name.fr, unit);
    assert.equal(setup.error, '', `${unit.id}: ${setup.error}`);
    const reply = auspex.at44Sheet(sheetRequest(setup));
    assert.equal(reply.sheet.unit, unit.id);
    assert.ok(Array.isArray(reply.actions) && reply.actions.length > 0, `${unit.id}: the core's actions`);
  }
});

test('a unit the ruleset gives no weapons, left without any: a problem before "Jouer", named in words', () => {
  const bare = ruleset.units.filter((u) => !u.weapons?.length && (u.unknown ?? []).includes('weapons'));
  assert.ok(bare.some((u) => u.id === 'cobra-m8'), 'the Cobra M8 is one');
  const list = { ruleset: 'at44', units: bare.map((u) => ({ unit: u.id, count: 1 })) };
  const problems = companyProblems(list, ruleset.units);
  assert.deepEqual(problems.map((p) => p.at), bare.map((_, i) => i));
  for (const p of problems) assert.doesNotMatch(p.text, /\w+\.\d+\.\w+|cobra-m8|null|undefined/, p.text);
  // With a weapon each, no problem, and the setup asks that weapon's PS instead of refusing.
  const armed = { ...list, units: list.units.map((e) => ({ ...e, weapons: ['laser-rifle'] })) };
  assert.deepEqual(companyProblems(armed, ruleset.units), []);
  const cobra = ruleset.units.find((u) => u.id === 'cobra-m8');
  const setup = sheetSetup(auspex, { unit: 'cobra-m8', count: 1, weapons: ['laser-rifle'] }, 'Cobra M8', cobra);
  assert.deepEqual(setup.fields.weapons, [{ weapon: 'laser-rifle', ps: 1 }]);
});
