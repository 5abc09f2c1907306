#!/usr/bin/env node
// The investor list against a large book: time to the first investor row on /investors, and the
// latency of PAN and name searches and of random pages through the BFF. Results go to bench/README.md.
//
//   node bench/investors-large.mjs                    starts its own sandbox (SANDBOX_PROFILE=large) and portal
//   node bench/investors-large.mjs --base http://localhost:3000   measures a portal that is already running
//                                                      (start it with SANDBOX_PROFILE=large npm start)
//   options: --runs 5 (page loads)  --searches 200 (BFF searches)  --keep (leave the stack running)
//
// The large profile gives ARN-112233 (demo@dit.test, password Demo@2026) a book of 24,000+ investors
// (sandbox/seed/fixtures.ts BOOK_SIZES.large); the other accounts keep their small books.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(opt('runs', 5));
const SEARCHES = Number(opt('searches', 200));
const KEEP = args.includes('--keep');
const USER = { id: 'demo@dit.test', password: 'Demo@2026' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = process.env.BENCH_PORT ?? '3399';
const SANDBOX_PORT = process.env.BENCH_SANDBOX_PORT ?? '4399';
let base = opt('base', null);

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${Math.round(v)} ms`;
const summary = (values) => `p50 ${ms(pct(values, 50))}, p95 ${ms(pct(values, 95))}, max ${ms(Math.max(...values))} (n=${values.length})`;

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

let stack = null;
function startStack() {
  console.log(`starting the sandbox (large profile, port ${SANDBOX_PORT}) and the portal (port ${PORT})…`);
  stack = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT,
      SANDBOX_PORT,
      SANDBOX_PROFILE: 'large',
      SANDBOX_QUIET: '1',
      SANDBOX_DATA_DIR: '.data/bench-large/sandbox',
      PORTAL_DATA_DIR: '.data/bench-large/portal',
      NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next',
    },
  });
  return `http://localhost:${PORT}`;
}

function stopStack() {
  if (!stack || KEEP) return;
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('SIGINT', () => {
  stopStack();
  process.exit(130);
});

async function signIn(page) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'User Id' }).fill(USER.id);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(USER.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Logged as').waitFor({ timeout: 60_000 });
}

/** Milliseconds from the start of navigation to a first investor row with its PAN on screen. */
async function firstRow(page) {
  await page.goto(`${base}/investors`, { waitUntil: 'commit' });
  const row = page.locator('[role="row"][aria-rowindex="2"]').filter({ hasText: /[A-Z]{5}\d{4}[A-Z]/ });
  await row.waitFor({ state: 'visible', timeout: 120_000 });
  return page.evaluate(() => performance.now());
}

async function timed(request, url, data) {
  const started = performance.now();
  const res = data ? await request.post(url, { data }) : await request.get(url);
  const body = await res.body();
  if (!res.ok()) throw new Error(`${url} answered ${res.status()}`);
  return { ms: performance.now() - started, bytes: body.length, json: JSON.parse(body.toString('utf8')) };
}

async function main() {
  if (!base) {
    base = startStack();
    await waitFor(`${base}/login`, 20 * 60_000);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);

    const loads = [];
    for (let i = 0; i < RUNS; i++) loads.push(await firstRow(page));
    const caption = await page.getByText(/^All : \d+ Investors$/).innerText();
    const domRows = await page.locator('[role="row"]').count();

    // Every page load above asked the registrar afresh; these are served from the BFF's copy.
    const head = await timed(context.request, `${base}/api/investors?tab=A&offset=0&limit=100`);
    const total = head.json.total;
    const pans = [];
    const pages = [];
    for (let i = 0; i < 20; i++) {
      const offset = Math.floor(Math.random() * Math.max(1, total - 100));
      const r = await timed(context.request, `${base}/api/investors?tab=A&offset=${offset}&limit=100`);
      pages.push(r.ms);
      pans.push(...r.json.rows.map((row) => row.pan));
    }
    const panSearches = [];
    const nameSearches = [];
    for (let i = 0; i < SEARCHES; i++) {
      const pan = pans[Math.floor(Math.random() * pans.length)];
      panSearches.push((await timed(context.request, `${base}/api/investors`, { tab: 'A', pan, limit: 50 })).ms);
      const name = ['Kumar', 'Iyer', 'Reddy', 'Patel', 'Priya Sh'][i % 5];
      nameSearches.push((await timed(context.request, `${base}/api/investors?tab=A&name=${encodeURIComponent(name)}&limit=50`)).ms);
    }

    console.log('\n| measure | result |');
    console.log('|---|---|');
    console.log(`| book | ${caption} (${domRows} rows in the page after load) |`);
    console.log(`| time to first investor row on /investors (registrar fetch included) | ${summary(loads)} |`);
    console.log(`| one page of 100 rows from the BFF copy | ${summary(pages)}; ${head.bytes} bytes |`);
    console.log(`| PAN search via the BFF | ${summary(panSearches)} |`);
    console.log(`| name search via the BFF (up to 50 rows) | ${summary(nameSearches)} |`);
  } finally {
    await browser.close();
    stopStack();
  }
}

main().catch((err) => {
  console.error(err);
  stopStack();
  process.exit(1);
});
