#!/usr/bin/env node
// Draws the app icons of web/manifest.webmanifest into web/icons/ from
// web/favicon.svg, with headless Chromium (playwright-core): icon-192.png and
// icon-512.png as the favicon is (rounded, transparent corners, purpose
// "any"), icon-maskable-512.png and apple-touch-icon.png (180 px) filling
// the whole square with the die inside the maskable safe zone (the middle
// 80 %). Run once after changing the favicon: `node scripts/make-icons.mjs`;
// the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const web = new URL('../web/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', web), 'utf8');
// The favicon's colours, full bleed, the die at 90 % around the centre (its corners stay inside the safe circle).
const red = svg.match(/fill="(#[0-9a-f]{6})"/i)[1];
const inner = svg.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '').replace(/<rect width="64" height="64"[^>]*\/>/, '');
const bleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${red}"/>`
  + `<g transform="translate(32 32) scale(0.9) translate(-32 -32)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: bleed },
  { file: 'apple-touch-icon.png', size: 180, svg: bleed },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
mkdirSync(new URL('icons/', web), { recursive: true });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style>`
    + `<img src="${src}" width="${icon.size}" height="${icon.size}">`);
  await page.waitForFunction(() => document.images[0].complete);
  await page.screenshot({ path: new URL(`icons/${icon.file}`, web).pathname, omitBackground: true });
  console.log(`web/icons/${icon.file} (${icon.size} px)`);
}
await browser.close();
