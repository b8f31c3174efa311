// The calculator prerendered into build/site/index.html by
// scripts/prerender.mjs (docs/architecture.md): the first game, in French,
// with its default values and the core's result for them, in the regions the
// page hydrates; no style attribute (the CSP forbids them); preload.js knows
// which game that is. Needs build/site (node scripts/assemble-site.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { auspex } from './core.mjs';
import { GAMES, normalize, loadForms } from '../../web/js/calculator/forms.mjs';
import { viewOf } from '../../web/js/calculator/views.mjs';
import { addRulesets } from '../../web/js/platform/rulesets.mjs';
import { percent } from '../../web/js/platform/format.mjs';

const SITE = new URL('../../build/site/', import.meta.url);
const html = readFileSync(new URL('index.html', SITE), 'utf8');
/** The HTML inside the element of id `id` (each region is one line of index.html). */
const region = (id) => html.match(new RegExp(`\\sid="${id}"[^>]*>(.*)</\\w+>$`, 'm'))?.[1] ?? '';
const game = GAMES[0];
await loadForms([game.system]);

test('the first game is prerendered with its default values and their result', () => {
  const files = JSON.parse(readFileSync(new URL('rulesets/index.json', SITE), 'utf8'))[game.system];
  addRulesets(auspex, files.map((file) => ({ file, text: readFileSync(new URL(`rulesets/${file}`, SITE), 'utf8') })));
  const values = structuredClone(game.defaults);
  normalize(game, values);
  const vm = viewOf(game, auspex.calc(game.request(values)), values, { k: 1, series: null });
  const summary = region('summary');
  assert.ok(summary.includes(`data-testid="key-figure">${percent('fr', vm.key.p)}<`), summary);
  assert.ok(summary.includes(`data-testid="key-label">${vm.key.label}<`), summary);
  assert.match(region('games'), new RegExp(`id="tab-${game.id}"[^>]*aria-selected="true"`));
  assert.match(html, new RegExp(`id="panel"[^>]*aria-labelledby="tab-${game.id}"`));
  assert.match(region('toolbar'), /data-testid="compare-add"/);
  const form = region('form');
  for (const section of game.sections) assert.ok(form.includes(`data-testid="section-${section.section}"`), section.section);
  // A field not shown for these values is left out (not a hidden element).
  for (const field of game.sections.flatMap((s) => s.fields)) {
    if (field.type !== 'stepper') continue;
    assert.equal(form.includes(`data-testid="${field.key}-value"`), field.show ? field.show(values) : true, field.key);
  }
  assert.equal(region('details'), '', 'the details are left to the page');
});

test('no style attribute, and preload.js knows the game prerendered', () => {
  assert.doesNotMatch(html, /\sstyle=/);
  assert.ok(inline('script').includes(JSON.stringify(game.id)));
});

// The style sheet and preload.js are inlined (no round trip of their own
// before the first paint), and the CSP allows exactly them, by hash.
const inline = (tag) => {
  const found = [...html.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
  assert.equal(found.length, 1, `one inline <${tag}>`);
  return found[0];
};
test('the style sheet and preload.js are inlined, allowed by their hashes', () => {
  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)[1];
  const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const css = inline('style');
  assert.match(css, /--accent/);
  assert.ok(csp.includes(`style-src 'self' ${sha(css)};`), csp);
  assert.ok(csp.includes(`script-src 'self' ${sha(inline('script'))} 'wasm-unsafe-eval';`), csp);
  assert.doesNotMatch(html, /href="styles\.css"|src="preload\.js"/);
  assert.ok(!existsSync(new URL('styles.css', SITE)) && !existsSync(new URL('preload.js', SITE)));
});
