#!/usr/bin/env node
// The Auspex command line, on the same WebAssembly core as the page.
//   node scripts/auspex.mjs calc < request.json
//     prints the response (exit 0) or {"error": {"path", "message"}} with the
//     message on stderr (exit 2). See docs/calc-api.md and
//     docs/calc.md; requests may name units of the rulesets in rulesets/.
//   node scripts/auspex.mjs rulesets check [file …]
//     checks ruleset files (all of rulesets/ by default): exit 2 and the JSON
//     path of the first problem of each bad file.
//   node scripts/auspex.mjs rulesets list
//     lists the rulesets of rulesets/ with their units.
//   node scripts/auspex.mjs list encode [list.json]
//     prints the list's share code (docs/lists.md), for a link "…/#l=<code>".
//   node scripts/auspex.mjs list decode [code or link]
//     prints the list a share code holds, as JSON.
//   node scripts/auspex.mjs list text [--lang en] [list.json, code or link]
//     prints the list as forum-ready text.
//   Each reads stdin when no argument is given; a bad list or code exits 2
//   with {"error": {"path", "message"}} on stdout and the message on stderr.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const usage = `usage: node scripts/auspex.mjs calc < request.json
       node scripts/auspex.mjs rulesets check [file …]
       node scripts/auspex.mjs rulesets list
       node scripts/auspex.mjs list encode [list.json]
       node scripts/auspex.mjs list decode [code or link]
       node scripts/auspex.mjs list text [--lang en] [list.json, code or link]`;

const rulesetDir = new URL('../rulesets/', import.meta.url);
const rulesetFiles = () =>
  readdirSync(rulesetDir).filter((f) => f.endsWith('.json')).sort().map((f) => new URL(f, rulesetDir).pathname);

// Loads every ruleset of rulesets/ into the core (calc requests name units).
function loadRulesets(auspex) {
  for (const file of rulesetFiles()) {
    const reply = auspex.checkRulesetText(readFileSync(file, 'utf8'));
    if (!reply.ok) continue;  // \`rulesets check\` reports it; calc still answers raw requests
    auspex.addRuleset(readFileSync(file, 'utf8'));
  }
}

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

const [command, sub, ...files] = process.argv.slice(2);
if (command === 'rulesets' && sub === 'check') {
  const auspex = await core();
  const targets = files.length ? files : rulesetFiles();
  let bad = 0;
  for (const file of targets) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      bad += 1;
      process.stderr.write(`${file}: cannot be read (${e.code ?? e.message})\n`);
      continue;
    }
    const reply = auspex.checkRulesetText(text);
    const value = JSON.parse(reply.json);
    if (reply.ok) {
      process.stdout.write(`ok ${file}: ${value.id} version ${value.version}, ${value.units.length} units\n`);
    } else {
      bad += 1;
      const where = value.error.path ? `${value.error.path}: ` : '';
      process.stdout.write(`${file}: ${where}${value.error.message}\n`);
      process.stderr.write(`${file}: ${where}${value.error.message}\n`);
    }
  }
  if (targets.length === 0) process.stdout.write('no ruleset files\n');
  process.exit(bad ? 2 : 0);
} else if (command === 'rulesets' && sub === 'list') {
  const auspex = await core();
  loadRulesets(auspex);
  for (const r of auspex.rulesets()) {
    process.stdout.write(`${r.id}\t${r.system}${r.edition ? ' ' + r.edition : ''}\tversion ${r.version}\t${r.name.fr}\n`);
    for (const u of r.units) process.stdout.write(`  ${u.id}\t${u.kind}\t${u.name.fr}\n`);
  }
} else if (command === 'calc') {
  const text = readFileSync(0, 'utf8');
  const auspex = await core();
  loadRulesets(auspex);
  const reply = auspex.calcText(text);
  process.stdout.write(reply.json + '\n');
  if (!reply.ok) {
    const { error } = JSON.parse(reply.json);
    process.stderr.write(`auspex: ${error.path ? error.path + ': ' : ''}${error.message}\n`);
    process.exit(2);
  }
} else if (command === 'list' && ['encode', 'decode', 'text'].includes(sub)) {
  await listCommand(sub, files);
} else {
  process.stderr.write(`${usage}\n`);
  process.exit(command === undefined || command === 'help' || command === '--help' ? 0 : 2);
}

// `list encode|decode|text`: the input is a file name, a code given on the
// command line, or stdin.
async function listCommand(what, args) {
  let lang = 'fr';
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--lang') lang = args[(i += 1)];
    else rest.push(args[i]);
  }
  let input;
  if (rest.length === 0) input = readFileSync(0, 'utf8');
  else if (what !== 'decode' && existsSync(rest[0])) input = readFileSync(rest[0], 'utf8');
  else input = rest[0];
  const auspex = await core();
  loadRulesets(auspex);
  try {
    let out;
    if (what === 'encode') out = auspex.encodeList(input);
    else if (what === 'decode') out = JSON.stringify(auspex.decodeList(input.trim()), null, 2);
    else {
      // A list file, or the code of one.
      const list = input.trim().startsWith('{') ? input : auspex.decodeList(input.trim());
      out = auspex.listText(list, lang).replace(/\n$/, '');
    }
    process.stdout.write(`${out}\n`);
  } catch (e) {
    if (e.name !== 'AuspexError') throw e;
    process.stdout.write(`${JSON.stringify({ error: { path: e.path, message: e.detail, code: e.code, fr: e.fr } })}\n`);
    process.stderr.write(`auspex: ${e.message}\n`);
    process.exit(2);
  }
}
