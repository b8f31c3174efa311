// The KOLAPS builder's weapon and protection choices (web/js/games/kolaps/
// equipment.mjs) through the wasm core: every weapon the page lets a player
// build — each class or none, the cadence at its bounds, each trait offered
// for that class, the traits "X" at their bounds — and every protection
// starts a game (the core's, auspex.game: kolapsSheet "new" for each
// character, then the draw), and the builder lists no problem for it; a list
// typed by hand the old way (a cadence on a weapon with no class) is named as
// a problem, by character and weapon, until the class is picked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, loadRulesets } from './core.mjs';
import { loaded } from '../../web/js/platform/rulesets.mjs';
import { setLang as pageLang, addWords } from '../../web/js/platform/words.mjs';
import * as words from '../../web/js/games/kolaps/words-play.mjs';
import { charactersOf, gameSetup, STATES, viewOf } from '../../web/js/games/kolaps/game.mjs';
import { applyMove, gameSnapshot } from '../../web/js/play/states.mjs';
import { CLASSES, RANGED, withClass, withTraits, offeredTraits, pickedTraits } from '../../web/js/games/kolaps/equipment.mjs';
import { actionsOf, weaponsFor } from '../../web/js/games/kolaps/attack.mjs';
import { kolapsProblems } from '../../web/js/games/kolaps/problems.mjs';

loadRulesets();
addWords('games/kolaps/words-play.mjs', words);
globalThis.document ??= { documentElement: {} }; // the page's <html lang>, set with the language
const setLang = (lang) => pageLang(lang);
const ruleset = JSON.parse(readFileSync(new URL('../../rulesets/kolaps-v2.json', import.meta.url), 'utf8'));
loaded.set('kolaps-v2', ruleset);
const known = ruleset.weaponTraits;

const listOf = (weapons, protection) => ({ format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', name: 'APC',
  units: [{ unit: 'personnage', name: 'Steiner', options: { rank: 3 }, character: { weapons, ...(protection ? { protection } : {}) } }] });

/** Starts a game of the list against itself: the setup's requests, the core's game (its sheets and draw) as the page's snapshot. */
function starts(list) {
  const requests = charactersOf(list, () => 'Personnage', ruleset);
  return gameSnapshot({ rng: { seed: 7, n: 0 }, log: [] },
    auspex.game({ op: 'new', game: 'kolaps', setup: gameSetup(['A', 'B'], [requests, structuredClone(requests)]) }));
}
/** A started game's sheets (the view every panel reads). */
const sheetsOf = (list) => viewOf(starts(list)).sheets;
/** Move `name` by player `by`: the next snapshot. */
const play = (snap, by, name, args = {}, dice) => {
  const out = applyMove(auspex, STATES, snap, { by, name, args, ...(dice ? { dice } : {}) });
  assert.equal(out.needs, null, JSON.stringify(out.needs));
  return out.snapshot;
};

/** Every weapon the page offers: each class, cadence 1 and 10 when ranged, each offered trait alone and all together (X at 1 and 6). */
function offeredWeapons() {
  const out = [];
  for (const cls of ['', ...CLASSES]) {
    const base = withClass({ name: 'Arme' }, cls, known);
    const cadences = RANGED.includes(cls) ? [1, 10] : [undefined];
    const offered = offeredTraits(known, cls);
    const sets = [{}, ...offered.map((tr) => ({ [tr.id]: tr.parameter ? 6 : true })),
      Object.fromEntries(offered.map((tr) => [tr.id, tr.parameter ? 1 : true]))];
    for (const cadence of cadences) for (const set of sets) {
      const w = withTraits(base, { ...pickedTraits(base.traits, known), ...set }, known);
      out.push(cadence === undefined ? w : { ...w, cadence });
    }
  }
  return out;
}

test('kolaps builder: every weapon and protection the page offers starts a game, with no problem listed', () => {
  setLang('fr');
  const weapons = offeredWeapons();
  assert.ok(weapons.length > 60, `${weapons.length} weapons walked`);
  for (const w of weapons) {
    const list = listOf([w]);
    assert.deepEqual(kolapsProblems(list, auspex), [], JSON.stringify(w));
    const [sheet] = sheetsOf(list);
    assert.equal(sheet.sheet.weapons[0].cadence ?? null, w.cadence ?? null, JSON.stringify(w));
  }
  const pt = ruleset.protectionTraits;
  for (const cls of [-6, 0, ruleset.protection.maxClass]) {
    const traits = pt.map((tr) => (tr.parameter ? `${tr.name.fr.replace(/\s+X$/, '')} 2` : tr.name.fr));
    const [sheet] = sheetsOf(listOf([], { name: 'Gilet', class: cls, traits }));
    assert.equal(sheet.sheet.protection.class, cls);
  }
});

test('kolaps builder: a cadence on a weapon with no class is a problem named by character and weapon, gone once the class is picked', () => {
  setLang('fr');
  const typed = { name: 'Fusil', cadence: 2, traits: ['Automatique'] };
  assert.throws(() => starts(listOf([typed])), /weapons\.0/, 'the core refuses it at the start');
  const [problem] = kolapsProblems(listOf([typed]), auspex);
  assert.equal(problem.at, 0);
  assert.match(problem.text, /^Steiner — Fusil : choisissez sa classe d’arme/);
  assert.doesNotMatch(problem.text, /weapons\.\d|\(weapons|arme-d/, 'no JSON path');
  setLang('en');
  assert.match(kolapsProblems(listOf([typed]), auspex)[0].text, /^Steiner — Fusil: choose its weapon class/);
  setLang('fr');
  const fixed = withClass(typed, 'arme-d-epaule', known);
  assert.deepEqual(fixed, { name: 'Fusil', cadence: 2, traits: ['Arme d\'épaule', 'Automatique'] }, 'the cadence typed stays');
  assert.deepEqual(kolapsProblems(listOf([fixed]), auspex), []);
  assert.equal(sheetsOf(listOf([fixed]))[0].sheet.weapons[0].cadence, 2);
  // Back to a melee class: the cadence and automatique go, as the page offers neither.
  const melee = withClass(fixed, 'arme-de-melee', known);
  assert.deepEqual(melee, { name: 'Fusil', traits: ['Arme de mêlée'] });
  assert.equal(sheetsOf(listOf([melee]))[0].sheet.weapons[0].name, 'Fusil');
});

test('kolaps builder: a trait the rules do not know is named as a problem in the page\'s language', () => {
  setLang('fr');
  const [problem] = kolapsProblems(listOf([{ name: 'Épée', traits: ['Arme de mêlée', 'Laser'] }]), auspex);
  assert.equal(problem.text, 'Steiner : spécificités inconnues des règles (Laser) ; choisissez-les dans la liste.');
});

test('the draw mirrors a sheet: an opposition is a spend by choice; combativité lost otherwise is a loss, never an opposition', () => {
  let game = starts(listOf([]));
  // Each side's character: its combativité determined on its sheet (six 6s each, one new turn for both), drawn: one active, the other in the Réserve.
  game = play(game, 0, 'newTurn', {}, Array(12).fill(6));
  game = play(game, 0, 'draw', {}, [1]);
  const { draw, sheets } = viewOf(game);
  const other = draw.characters.findIndex((c) => c.state === 'reserve');
  assert.ok(other >= 0);
  const owner = sheets[other].player;
  // Lost (an effect on its sheet): a loss in the draw's log.
  const lost = play(game, owner, 'sheet', { sheet: other, action: { type: 'lose', points: 1 } });
  const lines = lost.log.slice(0, 3).map((l) => l.fr).join(' | ');
  assert.match(lines, /perd 1 combativité — reste \d/, lines);
  assert.doesNotMatch(lines, /s'oppose/, lines);
  // Spent to oppose: an opposition.
  const opposed = play(game, owner, 'sheet', { sheet: other, action: { type: 'spend', points: 1, opposition: true } });
  assert.match(opposed.log.slice(0, 3).map((l) => l.fr).join(' | '), /s'oppose pour 1 combativité/);
});

test('the attack panel offers only what the weapons allow: no shot without a weapon that shoots, no blow without one that strikes', () => {
  const sheetOf = (weapons) => sheetsOf(listOf(weapons))[0].sheet;
  const ids = (sheet) => actionsOf(sheet).map((x) => x.id);
  // A knife only: striking and charging, no shot.
  assert.deepEqual(ids(sheetOf([{ name: 'Couteau', traits: ['arme-de-melee', 'tranchant'] }])), ['frapper', 'charger']);
  // A rifle: its shots and the point-blank shot, no blow; with a Crosse, blows too.
  assert.deepEqual(ids(sheetOf([{ name: 'Fusil', traits: ['arme-d-epaule'], cadence: 2 }])), ['tir_au_juge', 'tir', 'bout_portant']);
  assert.deepEqual(ids(sheetOf([{ name: 'Fusil', traits: ['arme-d-epaule', 'crosse'], cadence: 2 }])),
    ['tir_au_juge', 'tir', 'bout_portant', 'frapper', 'charger']);
  // An automatic rifle and a knife: everything, each action with its own weapons.
  const both = sheetOf([{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique'], cadence: 2 }, { name: 'Couteau', traits: ['arme-de-melee'] }]);
  assert.deepEqual(ids(both), ['tir_au_juge', 'tir', 'mitraillage', 'bout_portant', 'frapper', 'charger']);
  assert.deepEqual(weaponsFor(both, 'tir').map((x) => x.weapon.name), ["Fusil d'assaut"]);
  assert.deepEqual(weaponsFor(both, 'frapper').map((x) => x.weapon.name), ['Couteau']);
});
