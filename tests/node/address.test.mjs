// platform/page-load.mjs: the calculation's address written after the next
// paint never overwrites an address changed meanwhile (a link opened in the
// tab, back / forward), and is written when nothing changed it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const frames = [];
globalThis.location = { hash: '#c=first', pathname: '/', search: '' };
globalThis.history = { replaceState: (_, __, url) => { location.hash = url.startsWith('#') ? url : ''; } };
globalThis.requestAnimationFrame = (fn) => frames.push(fn);
globalThis.document ??= { addEventListener: () => {} };
globalThis.window ??= { addEventListener: () => {} };
const { writeAddressLater, flushAddress } = await import('../../web/js/platform/page-load.mjs');

test('a pending address is written when the address did not change meanwhile', () => {
  writeAddressLater('#c=mine', () => true);
  flushAddress();
  assert.equal(location.hash, '#c=mine');
});

test('a link opened before the pending address is written is kept', () => {
  location.hash = '#c=mine';
  writeAddressLater('#c=edited', () => true);
  location.hash = '#c=opened'; // the player opens a link in this tab
  flushAddress();
  assert.equal(location.hash, '#c=opened');
});
