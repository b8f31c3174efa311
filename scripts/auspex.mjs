#!/usr/bin/env node
// The Auspex command line, on the same WebAssembly core as the page.
//   node scripts/auspex.mjs calc < request.json
// prints the response (exit 0) or {"error": {"path", "message"}} with the
// message on stderr (exit 2). See shared/contracts/calc-api.md.
import { readFileSync } from 'node:fs';

const usage = `usage: node scripts/auspex.mjs calc < request.json`;

async function core() {
  const site = new URL('../build/site/', import.meta.url);
  let wasmBinary;
  try {
    wasmBinary = readFileSync(new URL('auspex.wasm', site));
  } catch {
    process.stderr.write('auspex: the WebAssembly module is not built: run npm run build\n');
    process.exit(1);
  }
  const { loadAuspex } = await import(new URL('api.mjs', site));
  return loadAuspex({ wasmBinary });
}

const [command] = process.argv.slice(2);
if (command === 'calc') {
  const text = readFileSync(0, 'utf8');
  const auspex = await core();
  const reply = auspex.calcText(text);
  process.stdout.write(reply.json + '\n');
  if (!reply.ok) {
    const { error } = JSON.parse(reply.json);
    process.stderr.write(`auspex: ${error.path ? error.path + ': ' : ''}${error.message}\n`);
    process.exit(2);
  }
} else {
  process.stderr.write(`${usage}\n`);
  process.exit(command === undefined || command === 'help' || command === '--help' ? 0 : 2);
}
