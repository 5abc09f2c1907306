// Signed-in sessions for the HTTP measurements, Chromium for the page measurements, and Lighthouse.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const USER = { id: 'demo@dit.test', password: 'Demo@2026' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

const cookiesOf = (res) => (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]);

/** Signs in through next-auth's own endpoint and answers the Cookie header of the new session. */
export async function apiSignIn(base, user = USER) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiesOf(csrf);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, username: user.id, password: user.password, json: 'true' }).toString(),
  });
  const all = [...jar, ...cookiesOf(res)];
  const byName = new Map(all.map((c) => [c.slice(0, c.indexOf('=')), c]));
  const cookie = [...byName.values()].join('; ');
  if (!/portal\.session=/.test(cookie)) throw new Error(`sign-in failed (${res.status} ${await res.text()})`);
  return cookie;
}

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export async function uiSignIn(page, base, user = USER) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'User Id' }).fill(user.id);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Logged as').waitFor({ timeout: 60_000 });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function loadLighthouse() {
  const candidates = [
    process.env.LIGHTHOUSE_MODULE && pathToFileURL(path.join(process.env.LIGHTHOUSE_MODULE, 'core/index.js')).href,
    'lighthouse',
  ].filter(Boolean);
  for (const specifier of candidates) {
    try {
      return (await import(specifier)).default;
    } catch {
      // try the next
    }
  }
  return null;
}

/**
 * Lighthouse (mobile, its default emulation and simulated throttling) on signed-in pages: one Chromium
 * with a DevTools port; Playwright signs in over that port, Lighthouse reuses the browser's cookies.
 * `pages` are functions answering a URL (so a page may first be opened to learn its address).
 */
export async function lighthouseSignedIn(base, pages, runs = 1) {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) return { skipped: 'lighthouse is not installed (npm i --no-save lighthouse@12, or LIGHTHOUSE_MODULE)' };
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const proc = spawn(CHROMIUM, ['--headless=new', `--remote-debugging-port=${port}`, ...ARGS, '--no-first-run', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    let browser;
    for (let i = 0; i < 50 && !browser; i++) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null);
      if (!browser) await new Promise((r) => setTimeout(r, 200));
    }
    const page = await browser.contexts()[0].newPage();
    await uiSignIn(page, base);
    const out = {};
    for (const [name, urlOf] of Object.entries(pages)) {
      const url = await urlOf(page);
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
        const a = lhr.audits;
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          // The path only: a form's address carries its sealed flow token, which has no place in a record.
          finalUrl: lhr.finalDisplayedUrl.split('?')[0],
          // What moved, for the next change (kept in results/last-run.json, not in the README).
          shifts: (a['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({ score: item.score, node: item.node?.selector ?? item.node?.snippet })),
          lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
        });
      }
      results.sort((x, y) => x.score - y.score);
      out[name] = { ...results[Math.floor(results.length / 2)], runs };
    }
    await page.close();
    await browser.close().catch(() => undefined);
    return out;
  } finally {
    proc.kill('SIGTERM');
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  }
}
