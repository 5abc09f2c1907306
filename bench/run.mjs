#!/usr/bin/env node
// `npm run bench`: every performance measure of the portal side by side in one run, against a stack of
// its own (sandbox, portal, a second portal of several processes, and a large-book stack), written to
// bench/README.md (between the bench:run markers) and bench/results/last-run.json. A benchmark, not a
// test: nothing here passes or fails on a figure.
//
//   npm run bench                             everything (builds into .next-bench when sources changed)
//   npm run bench -- --duration 30            the 50-user load for 30 s instead of 120
//   options: --dist DIR  --port-base 3391 (portals base..base+2, sandboxes base+1000..)  --users 50
//            --seconds 8 (each throughput round)  --samples 200 (sequential reads)  --views 5
//            --lh-runs 1  --only a,b  --skip a,b  (row keys: see ROWS)  --no-write  --no-build
//            --pin  the sandbox on CPU 0 and the portal on CPU 1 (taskset), as when the registrar is another
//                   machine: whether the BFF limits throughput, rather than two servers sharing two cores
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIsStale, buildPortal } from '../scripts/lib.mjs';
import { apiSignIn, launch, lighthouseSignedIn, uiSignIn, USER } from './lib/browser.mjs';
import { directClient } from './lib/direct.mjs';
import { coldAgent, get, load, pct, post, warmAgent } from './lib/http.mjs';
import { dashboardCpu, firstInvestorRow, purchaseCalls, RAVI, transactionFormUrl } from './lib/pages.mjs';
import { layoutShift } from './lib/layout-shift.mjs';
import { overFirstLoadBudget, pageRoutes } from './lib/budgets.mjs';
import { renderReport } from './lib/report.mjs';
import { hasWrk, wrkLoad } from './lib/wrk.mjs';
import { cpuSeconds, hasBuild, root, startPortal, startSandbox, stopAll, stopProcess } from './lib/stack.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const list = (name) => (opt(name, '') || '').split(',').filter(Boolean);
const ROWS = ['bff-read', 'throughput', 'own-copy', 'dashboard-cpu', 'lighthouse', 'cls', 'js', 'static', 'investors', 'purchase', 'users'];
const only = list('only');
const skip = list('skip');
for (const row of [...only, ...skip]) if (!ROWS.includes(row)) throw new Error(`unknown row ${row}; rows: ${ROWS.join(', ')}`);
const wanted = (row) => (!only.length || only.includes(row)) && !skip.includes(row);

const DIST = opt('dist', process.env.BENCH_DIST_DIR ?? '.next-bench');
const BASE = Number(opt('port-base', 3391));
const PORT = BASE;
const CLUSTER_PORT = BASE + 1;
const LARGE_PORT = BASE + 2;
const SANDBOX_PORT = BASE + 1000;
const LARGE_SANDBOX_PORT = BASE + 1002;
const USERS = Number(opt('users', 50));
const DURATION = Number(opt('duration', 120));
const SECONDS = Number(opt('seconds', 8));
const SAMPLES = Number(opt('samples', 200));
const VIEWS = Number(opt('views', 5));
const LH_RUNS = Number(opt('lh-runs', 1));
const PIN = args.includes('--pin');
const CORES = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const PROCESSES = Number(opt('processes', CORES));
const ARN = 'ARN-112233';
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const base = `http://localhost:${PORT}`;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const secrets = Object.fromEntries(['NEXTAUTH_SECRET', 'SESSION_SECRET', 'FUNDHOUSE_API_SECRET'].map((k) => [k, randomBytes(32).toString('base64url')]));
const results = { date: new Date().toISOString(), machine: `${CORES} cores, ${os.cpus()[0]?.model ?? ''}`.trim(), options: { USERS, DURATION, SECONDS, SAMPLES, VIEWS, LH_RUNS, PROCESSES } };
const log = (...a) => console.log(...a);

async function postgresDatabase(name) {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function build() {
  if (hasBuild(DIST) && (args.includes('--no-build') || !buildIsStale(root, DIST))) return;
  log(`building the portal into ${DIST}…`);
  const status = buildPortal(root, { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' });
  if (status !== 0) throw new Error('the build failed');
}

/** Sequential alternating reads: BFF and direct, over kept-alive (warm) and fresh (cold) connections. */
async function bffRead(cookie, direct) {
  const out = {};
  const pairs = {
    investorDetail: [(agent) => post(`${base}/api/investors/detail`, { pan: RAVI }, { agent, headers: { cookie } }), (agent) => direct.investorDetail(RAVI, agent)],
    dashboardSummary: [(agent) => get(`${base}/api/dashboard/summary`, { agent, headers: { cookie } }), (agent) => direct.dashboardSummary(ARN, agent)],
  };
  for (const [name, [viaBff, viaDirect]] of Object.entries(pairs)) {
    for (const temp of name === 'investorDetail' ? ['warm', 'cold'] : ['warm']) {
      const agent = temp === 'warm' ? warmAgent() : undefined;
      const bff = [];
      const dir = [];
      for (let i = 0; i < SAMPLES + 10; i++) {
        const a = await viaBff(agent ?? coldAgent());
        const b = await viaDirect(agent ?? coldAgent());
        if (i < 10) continue; // warm-up
        bff.push(a.ms);
        dir.push(b.ms);
      }
      out[`${name}.${temp}`] = { bff: pct(bff, 50), direct: pct(dir, 50), added: pct(bff, 50) - pct(dir, 50) };
      log(`  ${name} ${temp}: BFF p50 ${pct(bff, 50).toFixed(2)} ms, direct ${pct(dir, 50).toFixed(2)} ms`);
    }
  }
  return out;
}

async function throughput(cookie, direct, portalPid) {
  const agent = warmAgent();
  const viaBff = async () => (await post(`${base}/api/investors/detail`, { pan: RAVI }, { agent, headers: { cookie } })).status === 200;
  const viaDirect = async () => (await direct.investorDetail(RAVI, agent)).ok;
  const sums = { bff: { n: 0, s: 0, cpu: 0 }, direct: { n: 0, s: 0 } };
  for (let round = 0; round < 2; round++) {
    const d = await load(viaDirect, { concurrency: 10, ms: (SECONDS * 1000) / 2 });
    sums.direct.n += d.requests;
    sums.direct.s += d.requests / d.rps;
    const before = cpuSeconds(portalPid);
    const b = await load(viaBff, { concurrency: 10, ms: (SECONDS * 1000) / 2 });
    sums.bff.cpu += cpuSeconds(portalPid) - before;
    sums.bff.n += b.requests;
    sums.bff.s += b.requests / b.rps;
  }
  const bffRps = sums.bff.n / sums.bff.s;
  const directRps = sums.direct.n / sums.direct.s;
  // The portal's CPU includes the warm-up requests of each round, so this slightly overstates it.
  return { bffRps, directRps, ratio: bffRps / directRps, cpuMsPerRead: (sums.bff.cpu / sums.bff.n) * 1000 };
}

async function ownCopy(cookie, url) {
  const agent = warmAgent();
  const address = `${url}/api/investors?tab=A&offset=0&limit=100`;
  const fn = async () => (await get(address, { agent, headers: { cookie } })).status === 200;
  const measured = await load(fn, { concurrency: 10, ms: SECONDS * 1000, warmupMs: 2000 });
  return { ...measured, wrk: hasWrk() ? wrkLoad(address, { cookie, connections: 10, seconds: SECONDS }) : null };
}

async function staticPage() {
  const agent = warmAgent();
  const file = readFileSync(path.join(root, 'public/amc/axis.svg'));
  const measure = async (url) => {
    const seq = [];
    for (let i = 0; i < 100; i++) seq.push((await get(url, { agent })).ms);
    const first = await get(url, { agent });
    const r = await load(async () => (await get(url, { agent })).status === 200, { concurrency: 10, ms: (SECONDS * 1000) / 2 });
    return { p50: pct(seq, 50), rps: r.rps, cacheControl: first.headers['cache-control'] ?? '', status: first.status };
  };
  return { page: await measure(`${base}/terms-conditions`), file: await measure(`${base}/amc/axis.svg`), fileBytes: file.length };
}

function firstLoadJs() {
  const stats = path.join(root, DIST, 'diagnostics', 'route-bundle-stats.json');
  const routes = existsSync(stats) ? pageRoutes(JSON.parse(readFileSync(stats, 'utf8'))) : ['/dashboard', '/investors'];
  const res = spawnSync(process.execPath, ['bench/first-load-js.mjs', DIST, ...routes.flatMap((r) => ['--route', r]), '--json'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(res.stdout).results.filter((r) => !r.error);
}

async function largeBook() {
  await startSandbox({ port: LARGE_SANDBOX_PORT, profile: 'large', secret: secrets.FUNDHOUSE_API_SECRET, dataDir: `.data/bench-${PORT}/sandbox-large` });
  await startPortal({ port: LARGE_PORT, sandboxPort: LARGE_SANDBOX_PORT, secrets, distDir: DIST, dataDir: `.data/bench-${PORT}/portal-large` });
  const res = spawnSync(process.execPath, ['bench/investors-large.mjs', '--base', `http://localhost:${LARGE_PORT}`, '--runs', '3', '--searches', '20'], {
    cwd: root,
    encoding: 'utf8',
  });
  const line = res.stdout.split('\n').find((l) => l.includes('time to first investor row'));
  const m = line && /p50 (\d+) ms/.exec(line);
  return m ? Number(m[1]) : null;
}

async function users(cookieFor) {
  const cookies = [];
  for (let i = 0; i < USERS; i++) cookies.push(await cookieFor());
  const agent = warmAgent();
  const reads = ['/api/dashboard/summary', '/api/dashboard/aum', '/api/dashboard/notices', '/api/investors?tab=A&offset=0&limit=100', 'detail', '/dashboard', '/investors'];
  let n = 0;
  const fn = async (i) => {
    const read = reads[n++ % reads.length];
    const options = { agent, headers: { cookie: cookies[i] } };
    const res = read === 'detail' ? await post(`${base}/api/investors/detail`, { pan: RAVI }, options) : await get(`${base}${read}`, options);
    return res.status === 200;
  };
  return load(fn, { concurrency: USERS, ms: DURATION * 1000, warmupMs: 3000 });
}

async function main() {
  build();
  const databaseUrl = await postgresDatabase(`portal_bench_${PORT}`);
  log(databaseUrl ? 'portal store: PostgreSQL' : 'portal store: PGlite (no PostgreSQL answered; the several-process row is skipped)');
  log(`starting the sandbox (${SANDBOX_PORT}) and one portal process (${PORT})…`);
  const sandboxProcess = await startSandbox({ port: SANDBOX_PORT, secret: secrets.FUNDHOUSE_API_SECRET, dataDir: `.data/bench-${PORT}/sandbox` });
  const portal = await startPortal({ port: PORT, sandboxPort: SANDBOX_PORT, secrets, distDir: DIST, databaseUrl, dataDir: `.data/bench-${PORT}/portal` });
  if (PIN) {
    // Every thread of each process (-a): V8's and libuv's threads too.
    for (const [cpu, child] of [[0, sandboxProcess], [1, portal]]) spawnSync('taskset', ['-a', '-cp', String(cpu), String(child.pid)], { stdio: 'ignore' });
    results.pinned = 'sandbox on CPU 0, portal on CPU 1';
  }
  const cookie = await apiSignIn(base);
  const direct = await directClient(sandboxUrl, secrets.FUNDHOUSE_API_SECRET, USER);
  // Touch the routes once so the first measured request does not pay for loading its code.
  await post(`${base}/api/investors/detail`, { pan: RAVI }, { headers: { cookie } });
  for (const p of ['/api/dashboard/summary', '/api/investors?tab=A&offset=0&limit=100', '/terms-conditions']) await get(`${base}${p}`, { headers: { cookie } });

  if (wanted('own-copy')) {
    log('reads from the portal’s own copy…');
    results.ownCopy = { one: await ownCopy(cookie, base) };
    if (databaseUrl && PROCESSES > 1) {
      const cluster = await startPortal({ port: CLUSTER_PORT, sandboxPort: SANDBOX_PORT, secrets, distDir: DIST, databaseUrl, processes: PROCESSES });
      const clusterCookie = await apiSignIn(`http://localhost:${CLUSTER_PORT}`);
      results.ownCopy.many = { processes: PROCESSES, ...(await ownCopy(clusterCookie, `http://localhost:${CLUSTER_PORT}`)) };
      await stopProcess(cluster);
    }
  }
  const browser = await launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await uiSignIn(page, base);
  if (wanted('purchase')) {
    log('upstream calls for one additional purchase…');
    results.purchase = await purchaseCalls(context, base, sandboxUrl);
  }
  if (wanted('dashboard-cpu') || wanted('js')) {
    log('portal CPU per dashboard view…');
    results.dashboard = await dashboardCpu(context, base, portal.pid, VIEWS);
  }
  if (wanted('js')) results.firstLoad = firstLoadJs();
  if (wanted('static')) {
    log('/terms-conditions against a static file…');
    results.static = await staticPage();
  }
  if (wanted('investors')) {
    log('first investor row, demo book…');
    results.investors = { demo: pct(await firstInvestorRow(context, base, 3), 50) };
  }
  if (wanted('cls')) {
    log('layout shift of the additional purchase form (mobile)…');
    results.cls = await layoutShift(browser, { signIn: (p) => uiSignIn(p, base), urlOf: (p) => transactionFormUrl(p, base) });
  }
  await browser.close();
  if (wanted('bff-read')) {
    log('BFF read against the direct call…');
    results.bffRead = await bffRead(cookie, direct);
  }
  if (wanted('throughput')) {
    log('throughput at concurrency 10…');
    results.throughput = await throughput(cookie, direct, portal.pid);
  }
  if (wanted('lighthouse')) {
    log('Lighthouse (mobile)…');
    results.lighthouse = await lighthouseSignedIn(base, { dashboard: async () => `${base}/dashboard`, form: (p) => transactionFormUrl(p, base) }, LH_RUNS);
  }
  if (wanted('users')) {
    log(`${USERS} signed-in users for ${DURATION} s…`);
    results.users = await users(() => apiSignIn(base));
  }
  await stopAll();
  if (wanted('investors')) {
    log('first investor row, large book (bench/investors-large.mjs)…');
    results.investors.large = await largeBook();
    await stopAll();
  }
}

try {
  await main();
} finally {
  await stopAll();
}
const recording = !args.includes('--no-write');
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
// A run that is not recorded keeps its raw figures beside the record (git ignores *.tmp), not over it.
writeFileSync(path.join(root, 'bench', 'results', recording ? 'last-run.json' : 'last-run.tmp'), `${JSON.stringify(results, null, 2)}\n`);
const report = renderReport(results);
console.log(`\n${report}`);
if (recording) {
  const readme = path.join(root, 'bench', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:run:start -->';
  const end = '<!-- bench:run:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) writeFileSync(readme, `${text.slice(0, i + start.length)}\n${report}\n${text.slice(j)}`);
  else console.log('bench/README.md has no bench:run markers; the figures were not written there');
}
// A route over its first-load budget fails the run (after recording it, so the figures say which).
const over = overFirstLoadBudget(results.firstLoad ?? []);
for (const r of over) console.error(`over the first-load budget: ${r.route} ${(r.gzipBytes / 1024).toFixed(1)} kB`);
process.exit(over.length ? 1 : 0);
