#!/usr/bin/env node
// Lighthouse SEO and accessibility scores of every public page, recorded in bench/lighthouse-public.md.
//
//   npm i --no-save lighthouse@12          (once; lighthouse is not a dependency of the project;
//                                          or LIGHTHOUSE_MODULE=/path/to/node_modules/lighthouse)
//   npm start                              (in another terminal: the portal with its sandbox)
//   node bench/lighthouse-public.mjs [http://localhost:3000]
//
// Debian's Chromium is started here in headless mode with a DevTools port of its own and handed to
// Lighthouse by that port, so neither chrome-launcher nor a downloaded browser is needed.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGES = [
  '/login',
  '/register',
  '/forgot-userid',
  '/forgot-password',
  '/terms-conditions',
  "/Enach-Faq's",
  '/distributor-empanellement',
  '/generate-arn-link',
  '/common-arn-link',
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = path.join(path.dirname(new URL(import.meta.url).pathname), 'lighthouse-public.md');
const base = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

// LIGHTHOUSE_MODULE may name an installation outside the project (its package directory), so a run
// need not touch the project's node_modules.
const lighthouseSpecifier = process.env.LIGHTHOUSE_MODULE
  ? pathToFileURL(path.join(process.env.LIGHTHOUSE_MODULE, 'core/index.js')).href
  : 'lighthouse';
let lighthouse;
try {
  ({ default: lighthouse } = await import(lighthouseSpecifier));
} catch {
  console.error('The lighthouse package is not installed. Install it for this run only (it is not saved to package.json):');
  console.error('  npm i --no-save lighthouse@12');
  process.exit(1);
}

async function reachable(url) {
  try {
    const res = await fetch(url, { redirect: 'manual' });
    return res.status < 500;
  } catch {
    return false;
  }
}

if (!(await reachable(`${base}/login`))) {
  console.error(`No portal answers at ${base}. Start it first (npm start) or pass its address as the first argument.`);
  process.exit(1);
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

async function waitForDevtools(port, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return (await res.json()).Browser;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium did not open its DevTools port ${port} within ${ms} ms`);
}

const pct = (score) => (score === null || score === undefined ? 'n/a' : String(Math.round(score * 100)));

/** The audits of a category that did not fully pass, by title. */
function shortfalls(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.title);
}

const port = await freePort();
const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
const chromium = spawn(
  CHROMIUM,
  [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--no-first-run',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

const rows = [];
let browserVersion = '';
let lighthouseVersion = '';
try {
  browserVersion = await waitForDevtools(port);
  for (const page of PAGES) {
    const url = `${base}${page}`;
    process.stdout.write(`${page} … `);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo', 'accessibility'] });
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    const row = {
      page,
      seo: pct(lhr.categories.seo.score),
      accessibility: pct(lhr.categories.accessibility.score),
      notes: [...shortfalls(lhr, 'seo'), ...shortfalls(lhr, 'accessibility')],
    };
    rows.push(row);
    console.log(`SEO ${row.seo}, accessibility ${row.accessibility}`);
  }
} finally {
  chromium.kill('SIGTERM');
  await rm(profile, { recursive: true, force: true }).catch(() => {});
}

const escapeCell = (text) => text.replace(/\|/g, '\\|');
const table = rows
  .map((r) => `| ${escapeCell(r.page)} | ${r.seo} | ${r.accessibility} | ${r.notes.length ? escapeCell(r.notes.join('; ')) : '—'} |`)
  .join('\n');
const report = `# Lighthouse: public pages

Recorded by \`node bench/lighthouse-public.mjs\` on ${new Date().toISOString().slice(0, 10)} against ${base}
(Lighthouse ${lighthouseVersion}, ${browserVersion}, headless, Lighthouse's default mobile emulation).
Scores are out of 100; the last column names the weighted audits that did not fully pass.

| page | SEO | accessibility | audits not fully passed |
|---|---|---|---|
${table}
`;
await writeFile(OUT, report);
console.log(`\nwritten to ${path.relative(process.cwd(), OUT)}`);
