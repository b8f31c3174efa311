#!/usr/bin/env node
// A static file server for build/site (no server logic: any static host
// serves the same files). `node scripts/serve.mjs [port]`, 8080 by default.
// Text and wasm are sent gzip-compressed when the browser accepts it, as
// any static host does (the first-load budget is counted in gzip bytes).
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.wasm', '.svg', '.webmanifest']);

export function serve(dir, port = 8080, host = '127.0.0.1') {
  const zipped = new Map(); // file → { mtime, body }: each file compressed once per change
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(dir, path));
      if (!file.startsWith(normalize(dir))) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      let body = await readFile(file);
      const headers = {
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      };
      if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const { mtimeMs } = await stat(file);
        let entry = zipped.get(file);
        if (!entry || entry.mtime !== mtimeMs) zipped.set(file, entry = { mtime: mtimeMs, body: gzipSync(body) });
        body = entry.body;
        headers['Content-Encoding'] = 'gzip';
      }
      // A validator, as any static host gives: a file asked again (the service worker's
      // precache after the page's own download) is a 304, not its bytes again.
      const { mtimeMs, size } = await stat(file);
      headers.ETag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}${headers['Content-Encoding'] ? '-gz' : ''}"`;
      if (req.headers['if-none-match'] === headers.ETag) {
        res.writeHead(304, { ETag: headers.ETag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
        res.end();
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../build/site', import.meta.url));
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
  const server = await serve(dir, port, process.env.HOST ?? '0.0.0.0');
  console.log(`Auspex is served on http://localhost:${server.address().port}`);
}
