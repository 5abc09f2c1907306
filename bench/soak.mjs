#!/usr/bin/env node
// `node bench/soak.mjs`: many signed-in distributors for minutes through nginx and two portal instances,
// the sandbox as several processes on PostgreSQL, one portal killed with SIGKILL part-way and started
// again. Reads are timed; purchases are initiated with idempotency keys and retried with the same key
// until they get a reference, then compared with the registrar's own rows: none lost, none made twice.
//   options: --clients 200  --minutes 10  --kill-at 180 (s, 0 for none)  --restart-after 10 (s)
//            --think 2000-6000 (ms between one client's requests)  --buyers 40  --buy-share 0.1
//            --sandbox-processes 2  --port-base 3600  --dist .next-bench  --no-build
// Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and nginx. Writes bench/results/soak-last.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildIsStale, buildPortal } from '../scripts/lib.mjs';
import { apiSignIn } from './lib/browser.mjs';
import { pct } from './lib/http.mjs';
import { freshDatabase, portalInstance, startNginx, startSandboxCluster } from './lib/soak-stack.mjs';
import { hasBuild, root, stopAll } from './lib/stack.mjs';
import { buyersFrom, purchaseOnce } from './lib/soak-purchase.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const CLIENTS = Number(opt('clients', 200));
const SECONDS = Number(opt('minutes', 10)) * 60;
const KILL_AT = Number(opt('kill-at', 180));
const RESTART_AFTER = Number(opt('restart-after', 10));
const [THINK_MIN, THINK_MAX] = opt('think', '2000-6000').split('-').map(Number);
const BUYERS = Number(opt('buyers', 40));
const BUY_SHARE = Number(opt('buy-share', 0.1));
const SANDBOX_PROCESSES = Number(opt('sandbox-processes', 2));
const BASE = Number(opt('port-base', 3600));
const DIST = opt('dist', '.next-bench');
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const balancer = `http://localhost:${BASE}`;
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

// Weighted as a distributor's day: the dashboard and the investor list most, pages now and then.
const READS = [
  ['/api/dashboard/summary', 2], ['/api/dashboard/aum', 1], ['/api/dashboard/notices', 1],
  ['/api/investors?tab=A&offset=0&limit=100', 2], ['investor', 2], ['/dashboard', 1], ['/investors', 1],
].flatMap(([p, w]) => Array(w).fill(p));

const countBy = (items, keyOf) => items.reduce((acc, item) => ({ ...acc, [keyOf(item)]: (acc[keyOf(item)] ?? 0) + 1 }), {});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));

let nginx = null;

async function main() {
  if (!hasBuild(DIST) || (!args.includes('--no-build') && buildIsStale(root, DIST))) {
    log(`building the portal into ${DIST}…`);
    if (buildPortal(root, { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' }) !== 0) throw new Error('the build failed');
  }
  const sandboxDb = await freshDatabase(PG_SERVER, `soak_sandbox_${BASE}`);
  const portalDb = await freshDatabase(PG_SERVER, `soak_portal_${BASE}`);
  if (!sandboxDb || !portalDb) throw new Error(`no PostgreSQL answers at ${new URL(PG_SERVER).host}: the soak needs one`);
  const secrets = Object.fromEntries(['NEXTAUTH_SECRET', 'SESSION_SECRET', 'FUNDHOUSE_API_SECRET'].map((k) => [k, randomBytes(32).toString('base64url')]));

  log(`sandbox: ${SANDBOX_PROCESSES} processes on PostgreSQL (port ${BASE + 1000})…`);
  await startSandboxCluster({ port: BASE + 1000, databaseUrl: sandboxDb, processes: SANDBOX_PROCESSES, secret: secrets.FUNDHOUSE_API_SECRET });
  const portals = [BASE + 1, BASE + 2].map((port) =>
    portalInstance({ port, balancerUrl: balancer, sandboxPort: BASE + 1000, secrets, distDir: DIST, databaseUrl: portalDb }),
  );
  await portals[0].start();
  await portals[1].start();
  nginx = await startNginx({ port: BASE, instancePorts: [BASE + 1, BASE + 2] });

  log(`signing in ${CLIENTS} clients through nginx…`);
  const cookies = [];
  for (let i = 0; i < CLIENTS; i++) cookies.push(await apiSignIn(balancer));
  const sandbox = new pg.Pool({ connectionString: sandboxDb, max: 2 });
  const buyers = await buyersFrom(sandbox, Math.min(BUYERS, CLIENTS));
  log(`${buyers.length} of the clients buy (one investor each), the rest only read; ${SECONDS} s from now`);

  const reads = [];
  const purchases = [];
  const started = performance.now();
  const startedAt = new Date();
  const until = started + SECONDS * 1000;
  const events = [];

  const client = async (i) => {
    const buyer = buyers[i];
    await sleep(Math.random() * THINK_MAX);
    while (performance.now() < until) {
      if (buyer && Math.random() < BUY_SHARE) {
        // Whatever went wrong is recorded against the purchase; one client's failure must not end the run.
        purchases.push(await purchaseOnce({ base: balancer, cookie: cookies[i], buyer, deadline: until + 180_000 }).catch((err) => ({ pan: buyer.pan, retries: 0, retryStatuses: [], refused: `client: ${err.message}` })));
      } else {
        const pick = READS[Math.floor(Math.random() * READS.length)];
        // One investor's detail posts its PAN, which never goes into the address.
        const p = pick === 'investor' ? '/api/investors/detail' : pick;
        const detail = pick === 'investor' ? { method: 'POST', body: JSON.stringify({ pan: buyer?.pan ?? 'BKFPS4821K' }) } : {};
        const headers = { cookie: cookies[i], ...(detail.body ? { 'content-type': 'application/json' } : {}) };
        const t = performance.now();
        let status = 0;
        try {
          const res = await fetch(`${balancer}${p}`, { ...detail, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        reads.push({ at: (t - started) / 1000, ms: performance.now() - t, status, path: p });
      }
      await think();
    }
  };

  const killer = (async () => {
    if (!KILL_AT || KILL_AT >= SECONDS) return;
    await sleep(KILL_AT * 1000);
    log('kill -9 of portal instance 1');
    events.push({ at: (performance.now() - started) / 1000, what: 'kill -9 portal 1' });
    portals[0].kill();
    await sleep(RESTART_AFTER * 1000);
    await portals[0].start();
    events.push({ at: (performance.now() - started) / 1000, what: 'portal 1 answering again' });
    log('portal instance 1 answers again');
  })();
  const progress = setInterval(() => log(`${reads.length} reads, ${purchases.length} purchases so far`), 60_000);
  await Promise.all([...cookies.map((_, i) => client(i)), killer]);
  clearInterval(progress);

  const made = await sandbox.query(
    `select ihno::text as ihno from txns where arn = 'ARN-112233' and entered_at >= $1 and pan = any($2::text[])`,
    [startedAt, buyers.map((b) => b.pan)],
  );
  await sandbox.end();
  const result = summarise({ reads, purchases, events, made: made.rows.map((r) => r.ihno), seconds: (performance.now() - started) / 1000 });
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'soak-last.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

function summarise({ reads, purchases, events, made, seconds }) {
  const good = (r) => r.status === 200 || (r.status >= 300 && r.status < 400);
  const ms = reads.map((r) => r.ms);
  const byPath = Object.fromEntries(
    [...new Set(reads.map((r) => r.path))].map((p) => {
      const these = reads.filter((r) => r.path === p);
      return [p, { n: these.length, p50: pct(these.map((r) => r.ms), 50), p95: pct(these.map((r) => r.ms), 95), errors: these.filter((r) => !good(r)).length }];
    }),
  );
  const refs = purchases.filter((p) => p.reference).map((p) => p.reference);
  const inDb = new Set(made);
  return {
    date: new Date().toISOString(),
    options: { CLIENTS, SECONDS, KILL_AT, RESTART_AFTER, THINK_MIN, THINK_MAX, BUYERS, BUY_SHARE, SANDBOX_PROCESSES },
    events,
    reads: {
      n: reads.length,
      rps: reads.length / seconds,
      p50: pct(ms, 50),
      p95: pct(ms, 95),
      p99: pct(ms, 99),
      errors: reads.filter((r) => !good(r)).length,
      errorStatuses: countBy(reads.filter((r) => !good(r)), (r) => String(r.status)),
      byPath,
    },
    purchases: {
      initiated: purchases.length,
      withReference: refs.length,
      refused: purchases.filter((p) => p.refused).map((p) => p.refused),
      gaveUp: purchases.filter((p) => !p.reference && !p.refused).length,
      retried: purchases.filter((p) => p.retries > 0).length,
      retryAnswers: countBy(purchases.flatMap((p) => p.retryStatuses), (s) => String(s)),
      distinctReferences: new Set(refs).size,
      registrarRows: made.length,
      lost: refs.filter((r) => !inDb.has(r)).length,
      duplicated: made.filter((m) => !refs.includes(m)).length,
    },
  };
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    nginx?.kill('SIGTERM');
    await stopAll();
  });
