// Lighthouse for npm run bench: mobile form factor with its default simulated
// slow 4G and 4× CPU, categories performance, accessibility, best practices,
// against the page served on `url`. Lighthouse is large, so it is not a
// dependency of the project (npm test never installs it): it is installed on
// demand into build/bench-tools (npm install --no-save lighthouse@13) the
// first time the bench needs it. Chromium is Debian's (CHROME_PATH).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM, FLAGS } from './bench-browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const TOOLS = `${root}build/bench-tools`;
const BIN = `${TOOLS}/node_modules/.bin/lighthouse`;

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}: ${out.slice(-600)}`))));
  });
}

/** Installs Lighthouse 13 into build/bench-tools when missing; returns its binary. */
async function lighthouseBin() {
  if (existsSync(BIN)) return BIN;
  mkdirSync(TOOLS, { recursive: true });
  console.log('bench: installing lighthouse@13 into build/bench-tools (once)…');
  await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', TOOLS, 'lighthouse@13']);
  if (!existsSync(BIN)) throw new Error('lighthouse not found after npm install');
  return BIN;
}

/** { performance, accessibility, bestPractices (0–100), lcpMs, tbtMs, cls, fcpMs, failed: [audits] }. */
export async function lighthouse(url) {
  const bin = await lighthouseBin();
  const report = `${root}build/lighthouse.json`;
  await run(bin, [url, '--quiet', '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices',
    '--output=json', `--output-path=${report}`, `--chrome-flags=${FLAGS.join(' ')}`], {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
  });
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  const value = (a) => lhr.audits[a]?.numericValue;
  const failed = Object.values(lhr.categories).flatMap((c) => c.auditRefs)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => a.id);
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'), tbtMs: value('total-blocking-time'), cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'), failed: [...new Set(failed)], report: 'build/lighthouse.json',
  };
}
