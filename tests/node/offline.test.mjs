// The offline app's precache (scripts/precache.mjs): build/site/sw.js lists
// every file of the assembled site but sw.js itself, its version is the one
// computed from those files and changes when any of them (or the worker's
// code) changes, not when only the list line is rewritten; and the static
// server sends the types and cache header the worker and the manifest need.
// Needs build/site (bash scripts/build.sh wasm). Run: node --test tests/node/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk, excluded, precacheFiles, versionOf, readPrecache, writePrecache, PLACEHOLDER, WORKER } from '../../scripts/precache.mjs';
import { serve } from '../../scripts/serve.mjs';
import { staticImports, dynamicImports } from '../../scripts/first-load.mjs';

const SITE = fileURLToPath(new URL('../../build/site', import.meta.url));
const WEB = fileURLToPath(new URL('../../web', import.meta.url));

test('the assembled sw.js precaches every file of the site but itself', () => {
  const { version, files } = readPrecache(SITE);
  const all = walk(SITE);
  // Only the worker (and dotfiles, of which the site has none) are left out.
  assert.deepEqual(all.filter(excluded), [WORKER]);
  assert.deepEqual(files, all.filter((f) => f !== WORKER));
  // What the page needs is among them.
  for (const file of ['index.html', 'favicon.svg', 'manifest.webmanifest', 'api.mjs', 'auspex.mjs',
    'auspex.wasm', 'js/app.mjs', 'rulesets/index.json', 'icons/icon-192.png',
    'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png']) {
    assert.ok(files.includes(file), file);
  }
  for (const file of Object.values(JSON.parse(readFileSync(join(SITE, 'rulesets/index.json'), 'utf8'))).flat()) {
    assert.ok(files.includes(`rulesets/${file}`), file);
  }
  assert.match(version, /^[0-9a-f]{12}$/);
  assert.equal(version, versionOf(SITE));
  // web/sw.js holds the placeholder; the site's copy holds the list.
  assert.ok(readFileSync(join(WEB, WORKER), 'utf8').includes(PLACEHOLDER));
  assert.ok(!readFileSync(join(SITE, WORKER), 'utf8').includes(PLACEHOLDER));
});

test('every file the manifest and the page name is precached', () => {
  const { files } = readPrecache(SITE);
  const manifest = JSON.parse(readFileSync(join(SITE, 'manifest.webmanifest'), 'utf8'));
  for (const icon of manifest.icons) assert.ok(files.includes(icon.src), icon.src);
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/(?:href|src)="([^"#:]+)"/g)) assert.ok(files.includes(href), href);
  // Every module any module imports, statically or on demand (import()),
  // the bundle's minified chunks included.
  let imports = 0;
  for (const file of files.filter((f) => f.endsWith('.mjs'))) {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    const code = readFileSync(join(SITE, file), 'utf8');
    for (const spec of [...staticImports(code), ...dynamicImports(code)].filter((s) => s.startsWith('.'))) {
      imports++;
      const target = new URL(spec, `http://x/${dir}`).pathname.slice(1);
      assert.ok(files.includes(target), `${file} imports ${spec}`);
    }
  }
  // At least the entry's imports of the core (../api.mjs) and of its chunks.
  assert.ok(imports >= 2, `${imports} imports found`);
});

test('the version changes with any precached file, a new file or the worker code, and only then', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auspex-precache-'));
  try {
    cpSync(SITE, dir, { recursive: true });
    const first = writePrecache(dir);
    assert.equal(first.version, readPrecache(SITE).version, 'same files, same version');
    // Rewriting the list line alone changes nothing.
    assert.equal(writePrecache(dir).version, first.version);
    const versions = new Set([first.version]);
    const change = (what, act) => {
      act();
      const { version } = writePrecache(dir);
      assert.ok(!versions.has(version), `${what} gives a new version`);
      versions.add(version);
    };
    change('one byte of a ruleset', () => {
      const file = join(dir, 'rulesets/index.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('\n', ' \n'));
    });
    change('the wasm', () => appendFileSync(join(dir, 'auspex.wasm'), Buffer.from([0])));
    change('a new vendor file', () => {
      mkdirSync(join(dir, 'vendor'), { recursive: true }); // the site may already have one (the QR module)
      writeFileSync(join(dir, 'vendor/lib.mjs'), 'export {};\n');
    });
    assert.ok(readPrecache(dir).files.includes('vendor/lib.mjs'));
    change('a renamed file (same bytes)', () => {
      cpSync(join(dir, 'vendor/lib.mjs'), join(dir, 'vendor/lib2.mjs'));
      rmSync(join(dir, 'vendor/lib.mjs'));
    });
    change('the worker code', () => appendFileSync(join(dir, WORKER), '// changed\n'));
    assert.ok(!readPrecache(dir).files.includes(WORKER));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the server sends the manifest, wasm, modules and worker with the right types', async () => {
  const server = await serve(SITE, 0);
  const base = `http://127.0.0.1:${server.address().port}/`;
  try {
    const want = {
      'manifest.webmanifest': /^application\/manifest\+json/,
      'auspex.wasm': /^application\/wasm$/,
      'js/app.mjs': /^text\/javascript/,
      'sw.js': /^text\/javascript/,
      'icons/icon-192.png': /^image\/png$/,
    };
    for (const [file, type] of Object.entries(want)) {
      const response = await fetch(base + file);
      assert.equal(response.status, 200, file);
      assert.match(response.headers.get('content-type'), type, file);
      await response.arrayBuffer();
    }
    // The worker is checked for updates, never kept stale by the HTTP cache.
    assert.equal((await fetch(`${base}sw.js`)).headers.get('cache-control'), 'no-cache');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
