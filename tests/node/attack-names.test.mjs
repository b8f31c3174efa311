// Compared attacks are named by weapon and target (issue 18): each game's
// calculator form gives `attackName(values)`, null for a test that is no
// attack (the comparison then says its letter only).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { at44 } from '../../web/js/games/at44/form.mjs';
import { kolaps } from '../../web/js/games/kolaps/form.mjs';
import { epic } from '../../web/js/games/epic/form.mjs';
import { loadGames } from '../../web/js/games/index.mjs';

await loadGames(); // the games' words

test('AT-44: the attackers\' PRE on the target\'s ARM (DEF too in melee); none for Moral', () => {
  const v = at44.defaults;
  assert.equal(at44.attackName({ ...v, kind: 'shoot', attackers: 5, pre: 5, arm: 3 }), '5× PRE 5 sur ARM 3');
  assert.equal(at44.attackName({ ...v, kind: 'melee', attackers: 4, pre: 6, def: 7, arm: 11 }), '4× PRE 6 sur DEF 7 / ARM 11');
  assert.equal(at44.attackName({ ...v, kind: 'morale' }), null);
});

test('KOLAPS: the action, and the protection it meets', () => {
  const v = kolaps.defaults;
  assert.equal(kolaps.attackName({ ...v, action: 'tir', protection: false }), 'Tir');
  assert.equal(kolaps.attackName({ ...v, action: 'frapper', protection: true, protClass: 4 }), 'Frapper sur Protection 4+');
  assert.equal(kolaps.attackName({ ...v, kind: 'combativite' }), null);
});

test('Epic: shots on a save, FA against FA; none for morale', () => {
  const v = epic.defaults;
  assert.equal(epic.attackName({ ...v, kind: 'shoot', shots: 5, toHit: 5, save: 4 }), '5D 5+ sur Sauvegarde 4+');
  assert.equal(epic.attackName({ ...v, kind: 'shoot', shots: 3, toHit: 4, save: 7 }), '3D 4+ sur Sauvegarde —');
  assert.equal(epic.attackName({ ...v, kind: 'assault', fa: 2, targetFa: 1 }), 'FA 2 sur FA 1');
  assert.equal(epic.attackName({ ...v, kind: 'morale' }), null);
});
