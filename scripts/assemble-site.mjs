#!/usr/bin/env node
// Assembles build/site: web/ as it is, the wasm module and its JS wrapper.
import { cpSync, mkdirSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const site = `${root}build/site`;
rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
cpSync(`${root}web`, site, { recursive: true });
for (const f of ['auspex.mjs', 'auspex.wasm']) cpSync(`${root}build/wasm/bindings/${f}`, `${site}/${f}`);
cpSync(`${root}bindings/api.mjs`, `${site}/api.mjs`);
console.log(`site assembled in ${site}`);
