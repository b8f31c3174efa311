// Undo / redo of list edits (web/js/platform/history.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHistory, LIMIT } from '../../web/js/platform/history.mjs';

const list = (n) => ({ name: `v${n}`, units: Array.from({ length: n % 7 }, () => ({ unit: 'reaver' })) });

test('60 edits: at least 50 undos back, then redo forward', () => {
  const history = createHistory(list(0));
  for (let n = 1; n <= 60; n += 1) assert.equal(history.push(list(n)), true);
  assert.ok(LIMIT >= 50);
  let undone = 0;
  while (history.undo()) undone += 1;
  assert.equal(undone, 60, 'all 60 edits kept (limit 100)');
  assert.deepEqual(history.current, list(0));
  assert.equal(history.canUndo, false);
  for (let n = 1; n <= 60; n += 1) assert.deepEqual(history.redo(), list(n));
  assert.equal(history.redo(), null);
  assert.equal(history.canRedo, false);
});

test('the limit: the oldest steps go first', () => {
  const history = createHistory(list(0), 50);
  for (let n = 1; n <= 60; n += 1) history.push(list(n));
  let undone = 0;
  while (history.undo()) undone += 1;
  assert.equal(undone, 50);
  assert.deepEqual(history.current, list(10));
});

test('a new edit after an undo clears redo; an unchanged push is not a step; snapshots are copies', () => {
  const history = createHistory(list(0));
  history.push(list(1));
  history.push(list(2));
  assert.deepEqual(history.undo(), list(1));
  assert.equal(history.canRedo, true);
  history.push(list(3));
  assert.equal(history.canRedo, false);
  assert.equal(history.redo(), null);
  assert.equal(history.push(list(3)), false);
  const shown = history.current;
  shown.name = 'changed';
  assert.equal(history.current.name, 'v3');
  assert.deepEqual(history.undo(), list(1));
  assert.deepEqual(history.undo(), list(0));
  assert.equal(history.undo(), null);
});

test('a history saved (toJSON) and taken back goes on undoing and redoing where it was', () => {
  const history = createHistory(list(0));
  history.push(list(1));
  history.push(list(2));
  history.push(list(3));
  history.undo();
  const saved = JSON.parse(JSON.stringify(history.toJSON()));
  const back = createHistory(history.current, undefined, saved);
  assert.equal(back.canUndo, true);
  assert.equal(back.canRedo, true);
  assert.deepEqual(back.redo(), list(3));
  assert.deepEqual(back.undo(), list(2));
  assert.deepEqual(back.undo(), list(1));
  assert.deepEqual(back.undo(), list(0));
  assert.equal(back.undo(), null);
});
