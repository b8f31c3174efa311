// The state models through one entry point, model(name, request), read from
// the systems' registry: the names the core gives are the ones api.d.mts
// types (StateModels), each is also a function of its own name, and an
// unknown name is refused on "model" in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auspex, AuspexError, loadRulesets } from './core.mjs';

loadRulesets();

const typed = () => {
  const text = readFileSync(new URL('../../bindings/api.d.mts', import.meta.url), 'utf8');
  const body = text.slice(text.indexOf('export interface StateModels {'));
  const block = body.slice(0, body.indexOf('\n}\n'));
  return [...block.matchAll(/^ {2}(\w+): \{ request:/gm)].map((m) => m[1]);
};

test('api.d.mts types exactly the registry\'s state models, in its order', () => {
  assert.deepEqual(typed(), auspex.models());
  assert.equal(auspex.models().length, 8);
});

test('each state model answers through model(name) and its own name alike', () => {
  const request = { op: 'new', stars: 40, players: [
    { name: 'UNA', commanderPc: 4, commanderAut: 3, unitCards: 5, brouillage: 2 },
    { name: 'Therians', commanderPc: 3, commanderAut: 2, unitCards: 6, contreMesures: 1 }] };
  const one = auspex.model('at44Turn', request);
  assert.deepEqual(auspex.at44Turn(request), one);
  assert.equal(one.turn.format, 'auspex-turn');
  assert.equal(one.log[0].en, 'New game: UNA against Therians, companies of 40 stars (sudden death 30, 8 reinforcement stars)');
  assert.ok(one.choices, 'the AT-44 turn adds its choices after its actions, then who may activate a unit');
  assert.deepEqual(Object.keys(one), ['turn', 'log', 'needs', 'actions', 'choices', 'mayActivate']);
  for (const name of auspex.models()) assert.equal(typeof auspex[name], 'function', name);
});

test('an unknown state model is refused on "model", naming the ones there are', () => {
  assert.throws(() => auspex.model('chessBoard', { op: 'new' }), (e) => e instanceof AuspexError &&
    e.path === 'model' && e.code === 'field.choice' &&
    e.detail === `must be one of ${auspex.models().join(', ')}, not "chessBoard"` &&
    e.fr === `doit être l'un de ${auspex.models().join(', ')}, pas "chessBoard"`);
  assert.throws(() => auspex.model('titanSheet', '{not json'), (e) => e.path === '' && e.code === 'request.json');
});
