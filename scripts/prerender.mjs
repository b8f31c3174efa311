// The first game's calculator prerendered into build/site/index.html, so the
// first result is painted with the page, before the rules core arrives
// (docs/architecture.md, "The prerendered calculator"). The page's own
// components (web/js/calculator/calculator.jsx) are bundled for Node with
// esbuild and rendered by preact-render-to-string, with the first game's
// calculator module (build/site/calc-<system>.wasm) and rulesets loaded as
// tests/node/core.mjs loads the core: the tabs, the summary (the default
// request's result), the compare toolbar and the form go into their regions
// of index.html. The details below the form (the chart's bars are sized by
// CSS variables, which the CSP allows only through the CSSOM, never as a
// style attribute) are left to the page.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { GAMES } = await import('../web/js/calculator/forms.mjs');
/** The id of the game prerendered: the first tab. */
export const FIRST_GAME = GAMES[0].id;
// JSX (web/js/**/*.jsx) compiles to Preact's jsx() calls, for the page and here.
export const JSX = { jsx: 'automatic', jsxImportSource: 'preact' };

/**
 * `html` (the site's index.html) with the first game's calculator rendered into its regions,
 * from the page's modules in `source` (web/js, or a copy with a test-only game added).
 */
export async function prerender(site, html, source = `${root}web/js`) {
  const out = `${root}build/prerender/entry.mjs`;
  // The entry names ../web/js/…: read from `source` instead.
  const fromSource = { name: 'page-source', setup(b) {
    b.onResolve({ filter: /^\.\.\/web\/js\// }, (args) => ({ path: `${source}/${args.path.slice('../web/js/'.length)}` }));
  } };
  await build({
    entryPoints: [`${root}scripts/prerender-entry.jsx`], outfile: out, bundle: true, format: 'esm', platform: 'node',
    ...JSX, logLevel: 'warning', external: ['*/api.mjs', '*/qrcode-generator.mjs'], plugins: [fromSource],
  });
  const { renderFirstGame, PRERENDERED } = await import(`${out}?${Date.now()}`);
  rmSync(`${root}build/prerender`, { recursive: true, force: true });
  const system = GAMES[0].system;
  const { loadCalc } = await import(`${site}/api.mjs`);
  const core = await loadCalc(system, { wasmBinary: readFileSync(`${site}/calc-${system}.wasm`) });
  const files = JSON.parse(readFileSync(`${site}/rulesets/index.json`, 'utf8'))[system] ?? [];
  const { game, html: regions } = await renderFirstGame(core, files.map((file) => ({ file, text: readFileSync(`${site}/rulesets/${file}`, 'utf8') })));
  let page = html;
  for (const id of PRERENDERED) {
    if (/\sstyle=/.test(regions[id])) throw new Error(`prerender: #${id} has a style attribute (the CSP forbids it)`);
    const empty = new RegExp(`(<(\\w+)\\b[^>]*\\sid="${id}"[^>]*>)(</\\2>)`);
    if (!empty.test(page)) throw new Error(`index.html: no empty element id="${id}" to prerender into`);
    page = page.replace(empty, (_, open, tag, close) => `${open}${regions[id]}${close}`);
  }
  const panel = '<div id="panel" role="tabpanel" class="panel">';
  if (!page.includes(panel)) throw new Error(`index.html: no ${panel}`);
  return page.replace(panel, `<div id="panel" role="tabpanel" class="panel" aria-labelledby="tab-${game.id}">`);
}
