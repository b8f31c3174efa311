// web/js/platform/format.mjs: whole numbers below 1000 are written without Intl (no
// formatter built before the first paint); the text is Intl's, exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { integer } from '../../web/js/platform/format.mjs';

test('integer() writes what Intl.NumberFormat writes, minus sign U+2212', () => {
  for (const lang of ['fr', 'en']) {
    for (const signed of [false, true]) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' });
      for (const n of [...Array.from({ length: 2001 }, (_, i) => i - 1000), -0, 1000, -1000, 12345, -12345, 2.5, -2.5, 0.4]) {
        assert.equal(integer(lang, n, signed), intl.format(n).replace('-', '\u2212'), `${lang} ${signed} ${Object.is(n, -0) ? '-0' : n}`);
      }
    }
  }
  assert.equal(integer('fr', -3), '\u22123');
  assert.equal(integer('en', 3, true), '+3');
  assert.equal(integer('fr', 0, true), '0');
});
