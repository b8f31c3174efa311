// One small driver for three browser engines, so the same flows run in each
// (issue 33): Chromium and Firefox through puppeteer-core (Chromium's
// DevTools protocol; Firefox's built-in WebDriver BiDi, no geckodriver),
// WebKit through WebKitGTK's W3C WebDriver server (WebKitWebDriver driving
// MiniBrowser under Xvfb), spoken to with plain fetch. Every engine comes
// from Debian's packages (scripts/bootstrap.sh), none is downloaded.
//
// A driver is one phone: `device()` gives a fresh one (empty storage, no
// service worker), 390×844. Elements are named by their data-testid.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const ENGINES = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkit: MINIBROWSER,
};
/** The engines installed here (all three once scripts/bootstrap.sh has run). */
export const installed = () => Object.keys(ENGINES).filter((e) => existsSync(ENGINES[e]));

const css = (id) => `[data-testid="${id}"]`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on loopback. */
const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  s.on('error', reject);
});

/** The engine `name` started: { device(), close() }. */
export async function launch(name) {
  if (name === 'webkit') return launchWebKit();
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: name === 'firefox' ? 'firefox' : 'chrome',
    executablePath: ENGINES[name],
    headless: true,
    args: name === 'chromium' ? ['--no-sandbox', '--disable-gpu'] : [],
    protocolTimeout: 120000,
  });
  return {
    async device() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844 });
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      return phone({
        errors,
        goto: (url) => page.goto(url),
        reload: () => page.reload(),
        url: async () => page.url(),
        run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
        click: async (id) => { await page.click(css(id)); },
        type: async (id, text) => { await page.focus(css(id)); await page.keyboard.type(text); },
        shot: (path) => page.screenshot({ path, fullPage: true }),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

/**
 * WebKitGTK: a phone is a MiniBrowser automation session (ephemeral storage),
 * of its own WebKitWebDriver under xvfb-run (a driver holds one session).
 */
async function launchWebKit() {
  const servers = new Set();
  return {
    async device() {
      const port = await freePort();
      const server = spawn('xvfb-run', ['-a', '-s', '-screen 0 390x844x24', 'WebKitWebDriver', `--port=${port}`],
        { stdio: 'ignore', detached: true });
      servers.add(server);
      const stop = () => { servers.delete(server); try { process.kill(-server.pid); } catch { /* gone */ } };
      const base = `http://127.0.0.1:${port}`;
      const call = async (method, path, body) => {
        const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
        const { value } = await res.json();
        if (value?.error) throw new Error(`WebKit ${path}: ${value.error}: ${value.message}`);
        return value;
      };
      for (let i = 0; ; i += 1) {
        try { await fetch(`${base}/status`); break; } catch (error) { if (i > 150) { stop(); throw error; } await sleep(100); }
      }
      const { sessionId } = await call('POST', '/session', { capabilities: { alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      } } });
      const s = `/session/${sessionId}`;
      await call('POST', `${s}/window/rect`, { width: 390, height: 844 });
      const element = async (id) => Object.values(await call('POST', `${s}/element`, { using: 'css selector', value: css(id) }))[0];
      return phone({
        errors: [], // classic WebDriver has no console log: the flows read what the page shows
        goto: (url) => call('POST', `${s}/url`, { url }),
        reload: () => call('POST', `${s}/refresh`, {}),
        url: () => call('GET', `${s}/url`),
        run: (source, args) => call('POST', `${s}/execute/async`, {
          script: `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${source})(...arguments[0])).then(done, (e) => done({ thrown: String(e) }));`,
          args: [args],
        }).then((v) => { if (v?.thrown) throw new Error(v.thrown); return v; }),
        click: async (id) => call('POST', `${s}/element/${await element(id)}/click`, {}),
        type: async (id, text) => call('POST', `${s}/element/${await element(id)}/value`, { text }),
        shot: async (path) => writeFileSync(path, Buffer.from(await call('GET', `${s}/screenshot`), 'base64')),
        close: async () => { await call('DELETE', s).catch(() => {}); stop(); },
      });
    },
    close: async () => { for (const server of servers) try { process.kill(-server.pid); } catch { /* gone */ } },
  };
}

/** The steps every flow uses, over an engine's few primitives. */
function phone(p) {
  const self = {
    ...p,
    /** Runs `fn` (an async function, its source sent) in the page with `args`; its JSON result. */
    eval: (fn, ...args) => p.run(fn.toString(), args),
    /** Waits until `predicate` (a function run in the page) is truthy; its value. */
    async until(predicate, what, ...args) {
      for (let i = 0; i < 300; i += 1) {
        const v = await self.eval(predicate, ...args).catch(() => null);
        if (v) return v;
        await sleep(100);
      }
      throw new Error(`never came: ${what}`);
    },
    /** Waits for the element `id` to be shown. */
    wait: (id) => self.until((sel) => { const e = document.querySelector(sel); return Boolean(e && e.getClientRects().length); }, id, css(id)),
    /** The element's text, trimmed. */
    text: async (id) => { await self.wait(id); return self.eval((sel) => document.querySelector(sel).textContent.trim(), css(id)); },
    /** Clears the field `id`, then types `text` as a player would; the field then loses focus (its change). */
    async fill(id, text) {
      await self.wait(id);
      await self.eval((sel) => { const e = document.querySelector(sel); e.focus(); e.select?.(); e.value = ''; e.dispatchEvent(new Event('input', { bubbles: true })); }, css(id));
      await p.type(id, text);
      await self.eval((sel) => document.querySelector(sel).blur(), css(id));
    },
    /** Picks `value` in the select `id`. */
    select: async (id, value) => { await self.wait(id); return self.eval((sel, v) => {
      const e = document.querySelector(sel);
      e.value = v;
      e.dispatchEvent(new Event('input', { bubbles: true }));
      e.dispatchEvent(new Event('change', { bubbles: true }));
      return e.value === v;
    }, css(id), value); },
    /** Taps the element `id` once it is shown and still (the page may scroll or redraw first). */
    async tap(id) {
      // Brought to the middle of the screen, as a player scrolls to it: at the edge it may sit under the pinned bar.
      await self.until((sel) => new Promise((resolve) => {
        document.querySelector(sel)?.scrollIntoView({ block: 'center' });
        const rect = () => JSON.stringify(document.querySelector(sel)?.getBoundingClientRect() ?? null);
        const before = rect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(before !== 'null' && before === rect() && scrollY === window.scrollY)));
      }), `${id} shown and still`, css(id));
      await p.click(id);
    },
    /** Opens `url` and waits for the page to be ready. */
    async open(url) {
      await p.goto(url);
      await self.until(() => document.body?.dataset.ready === 'true', `${url} ready`);
    },
    async again() {
      await p.reload();
      await self.until(() => document.body?.dataset.ready === 'true', 'ready after reload');
    },
  };
  return self;
}
