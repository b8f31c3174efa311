// The service worker's precache list and version, made from the files
// actually in the assembled site (build/site): every file but sw.js itself
// (the browser fetches the worker outside any cache) and dotfiles. The list,
// the version and each wasm file's hash are written into the site's sw.js, on the line holding
// `const PRECACHE = …; // precache`, so any change of any file gives the
// worker new bytes, a new version and a new cache (see docs/offline.md).
// Used by scripts/assemble-site.mjs; `node scripts/precache.mjs [dir]`
// rewrites the list of an already assembled site.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKER = 'sw.js';
/** The line of sw.js the list goes on (whatever it held before). */
const LINE = /^const PRECACHE = .*; \/\/ precache$/m;
const lineOf = (data) => `const PRECACHE = ${JSON.stringify(data)}; // precache`;
/** What web/sw.js holds on that line before assembly. */
export const PLACEHOLDER = lineOf({ version: 'dev', files: [], hashes: {} });

/** Whether `file` (relative, with /) is left out of the precache. */
export const excluded = (file) => file === WORKER || file.split('/').some((part) => part.startsWith('.'));

/** Every file under `dir`, relative with '/', sorted. */
export function walk(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** The files of `dir` the worker precaches. */
export const precacheFiles = (dir) => walk(dir).filter((f) => !excluded(f));

/**
 * The version: 12 hex digits of a SHA-256 over each precached file's name
 * and bytes, and over the worker's own code (its list line left out).
 */
export function versionOf(dir, files = precacheFiles(dir)) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(createHash('sha256').update(readFileSync(join(dir, file))).digest());
  }
  hash.update(`${WORKER}\0`);
  hash.update(readFileSync(join(dir, WORKER), 'utf8').replace(LINE, PLACEHOLDER));
  return hash.digest('hex').slice(0, 12);
}

/** Reads { version, files } back from a site's sw.js. */
export function readPrecache(dir) {
  const line = readFileSync(join(dir, WORKER), 'utf8').match(LINE);
  if (!line) throw new Error(`${WORKER}: no precache line`);
  return JSON.parse(line[0].slice('const PRECACHE = '.length, -'; // precache'.length));
}

/**
 * The SHA-256 (base64) of each wasm file: the worker takes these from the
 * page's own download when the bytes match (web/preload.js, `handoff`), not
 * from the network a second time.
 */
export const handoffHashes = (dir, files) => Object.fromEntries(files.filter((f) => f.endsWith('.wasm'))
  .map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('base64')]));

/** Writes the list, the version and the wasm files' hashes into `dir`/sw.js; returns them. */
export function writePrecache(dir) {
  const path = join(dir, WORKER);
  const code = readFileSync(path, 'utf8');
  if (!LINE.test(code)) throw new Error(`${path}: no line "const PRECACHE = …; // precache"`);
  const files = precacheFiles(dir);
  const data = { version: versionOf(dir, files), files, hashes: handoffHashes(dir, files) };
  writeFileSync(path, code.replace(LINE, lineOf(data)));
  return data;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../build/site', import.meta.url));
  const { version, files } = writePrecache(dir);
  console.log(`${WORKER}: version ${version}, ${files.length} files`);
}
