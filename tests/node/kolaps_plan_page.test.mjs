// KOLAPS « Planifier »'s request (web/js/games/kolaps/plan.mjs) from real sheets (the wasm
// core's kolapsSheet): a character whose automatique rifle is empty after a mitraillage
// (« vide ») and who has fatigue is offered its mitraillage with `loaded: false`, recharger
// for it, récupérer, and se préparer when asked; the core answers that request with plans that
// reload before the burst, the policy's first action among the options. Needs build/site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auspex, loadRulesets } from './core.mjs';
import { planRequest } from '../../web/js/games/kolaps/plan.mjs';

loadRulesets();

const apply = (sheet, action) => auspex.kolapsSheet({ op: 'apply', sheet, action }).sheet;

function sheets() {
  const make = (name, weapons) => auspex.kolapsSheet({ op: 'new', ruleset: 'kolaps-v2', name, rank: 3, weapons,
    protection: { name: 'Gilet', class: 4, traits: ['solide'] } }).sheet;
  let me = make('Solmeyer', [{ name: "Fusil d'assaut", traits: ['arme-d-epaule', 'automatique'], cadence: 2 }]);
  me = apply(me, { type: 'newTurn', dice: [6, 6, 6, 6, 6, 6] });
  me = apply(me, { type: 'wound', level: 'legerement-blesse' }); // 1 fatigue
  me = apply(me, { type: 'weapon', index: 0, event: 'mitraillage' });
  const them = apply(make('Vampire', [{ name: 'Griffes', traits: ['arme-de-melee'] }]), { type: 'newTurn', dice: [6, 6, 6, 6, 6, 6] });
  return { me, them };
}

test('KOLAPS plan request: an empty automatique weapon, recharger, récupérer and se préparer from the sheet', () => {
  const { me, them } = sheets();
  assert.equal(me.weapons[0].state, 'vide');
  assert.ok(me.fatigue.points > 0);
  const snapshot = { sheets: [{ player: 0, sheet: me }, { player: 1, sheet: them }] };
  const state = { from: 0, to: 1, reach: 'range', goal: 'horsCombat', couvert: '', esquive: false, parade: '', distance: 1, prepare: false };
  let { request } = planRequest(snapshot, state);
  assert.deepEqual(request.actions.map((a) => a.action), ['mitraillage', 'recharger', 'recuperer']);
  assert.equal(request.actions[0].loaded, false, 'the magazine is empty on the sheet');
  assert.deepEqual(request.actions[1], { action: 'recharger', reloads: 0 });
  let reply = auspex.calc(request);
  // Every plan with the burst reloads first; the action to take now is one of the options.
  for (const p of reply.plans) {
    const names = p.actions.map((a) => a.action);
    const burst = names.indexOf('mitraillage');
    if (burst >= 0) assert.ok(names.slice(0, burst).includes('recharger'), names.join(' → '));
  }
  assert.ok(['mitraillage', 'recharger', 'recuperer'].includes(reply.policy.first?.action ?? 'recharger'));
  assert.ok(reply.policy.value >= reply.plans[0].value - 1e-12, 'the best play is at least the best plan');

  // Se préparer when asked: the last option, and a plan ending with it says what it keeps.
  ({ request } = planRequest(snapshot, { ...state, prepare: true }));
  assert.deepEqual(request.actions.at(-1), { action: 'sePreparer' });
  reply = auspex.calc({ ...request, top: 10 });
  const ready = reply.plans.find((p) => p.actions.at(-1).action === 'sePreparer');
  assert.ok(ready, 'a plan that gets ready');
  assert.equal(ready.kept.reduce((a, b) => a + b, 0).toFixed(12), '1.000000000000');

  // Reloaded on the sheet: the burst is loaded again, the tirs come back, and there is still a recharger for a second burst.
  const full = apply(me, { type: 'weapon', index: 0, event: 'recharger' });
  ({ request } = planRequest({ sheets: [{ player: 0, sheet: full }, { player: 1, sheet: them }] }, state));
  assert.deepEqual(request.actions.map((a) => a.action), ['tir_au_juge', 'tir', 'mitraillage', 'recharger', 'recuperer']);
  assert.equal(request.actions[2].loaded, undefined);
  assert.deepEqual(request.actions[3], { action: 'recharger', reloads: 2 });
  assert.ok(auspex.calc(request).plans.length > 0);
});
