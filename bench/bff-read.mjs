#!/usr/bin/env node
// What the BFF adds to one upstream read, side by side with the direct call, against a running portal:
//
//   node --import tsx bench/bff-read.mjs --base http://localhost:3000 --sandbox http://localhost:4010 \
//        --secret-file .data/local-secrets.json [--rounds 6 --n 100 --seconds 4 --concurrency 10]
//
// - investor detail (GetDistributorDetailsbyPAN) through the BFF (POST /api/investors/detail { pan }) against the same
//   sealed call made straight to the fund-house API with the portal's own client: p50/p95 latency in
//   alternating rounds, and throughput at a concurrency of 10 for each;
// - one page of the investor list (GET /api/investors?tab=A) from the BFF's copy;
// - /terms-conditions: latency, throughput, Cache-Control, and whether the answer says it was prerendered.
// Figures only; nothing here is asserted. HTTP/1.1 with keep-alive for every client, like a browser.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = new URL(opt('base', 'http://localhost:3000'));
const sandbox = opt('sandbox', 'http://localhost:4010');
const secrets = JSON.parse(readFileSync(opt('secret-file', '.data/local-secrets.json'), 'utf8'));
const ROUNDS = Number(opt('rounds', 6));
const N = Number(opt('n', 100));
const SECONDS = Number(opt('seconds', 4));
const CONCURRENCY = Number(opt('concurrency', 10));
const USER = opt('user', 'demo@dit.test');
const PAN = opt('pan', 'BKFPS4821K');

// CPU time of the portal process (utime + stime, ms), steadier than wall time on a busy machine: --pid.
const PID = opt('pid', null);
const TICK_MS = 10;
const cpuMs = () => {
  if (!PID) return 0;
  const fields = readFileSync(`/proc/${PID}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, method: 'GET', headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

function post(path, body, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, method: 'POST', headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const cookiesOf = (res) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);

async function signIn() {
  const csrf = await get('/api/auth/csrf');
  const { csrfToken } = JSON.parse(csrf.body);
  const res = await post('/api/auth/callback/credentials', new URLSearchParams({ csrfToken, username: USER, password: 'Demo@2026', json: 'true' }).toString(), {
    cookie: cookiesOf(csrf).join('; '),
    'content-type': 'application/x-www-form-urlencoded',
  });
  const session = cookiesOf(res).find((c) => c.includes('session'));
  if (!session) throw new Error(`sign-in failed: ${res.status} ${res.body.slice(0, 200)}`);
  return session;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const f = (v) => v.toFixed(2);

async function latencies(fn, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

async function throughput(fn) {
  let done = 0;
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        try {
          await fn();
          done++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { rps: done / SECONDS, errors };
}

async function main() {
  process.env.FUNDHOUSE_API_URL = sandbox;
  const { createUpstreamClient } = await import('../server/fundhouse/client.ts');
  const { createAesGcmCipher } = await import('../server/fundhouse/crypto.ts');
  const { login } = await import('../server/fundhouse/endpoints/auth.ts');
  const { investorByPan } = await import('../server/fundhouse/endpoints/investors.ts');
  const direct = createUpstreamClient({ baseUrl: sandbox, cipher: createAesGcmCipher(secrets.FUNDHOUSE_API_SECRET), transport: { timeoutMs: 10_000 } });
  const signedIn = await direct(login, { ReqBy: 'M', username: USER, password: 'Demo@2026', nonce: '123456' });
  const token = signedIn.DtData[0].token;
  const cookie = await signIn();

  const viaBff = async () => {
    const res = await post('/api/investors/detail', JSON.stringify({ pan: PAN }), { cookie, 'content-type': 'application/json' });
    if (res.status !== 200) throw new Error(`BFF answered ${res.status}`);
  };
  const straight = () => direct(investorByPan, { Uid: USER, ReqBy: 'D', PAN, customfund: '117' }, { token });

  // Warm both (JIT, connections, the BFF's session check).
  await latencies(viaBff, 30);
  await latencies(straight, 30);
  const bff = [];
  const dir = [];
  let bffCpu = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const before = cpuMs();
    bff.push(...(await latencies(viaBff, N)));
    bffCpu += cpuMs() - before;
    dir.push(...(await latencies(straight, N)));
  }
  const bffTp = await throughput(viaBff);
  const dirTp = await throughput(straight);

  const list = await latencies(async () => {
    const res = await get('/api/investors?tab=A&offset=0&limit=100', { cookie });
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
  }, 50);

  const page = await get('/terms-conditions');
  const termsCpuBefore = cpuMs();
  const terms = await latencies(() => get('/terms-conditions'), 300);
  const termsCpu = (cpuMs() - termsCpuBefore) / 300;
  const termsTp = await throughput(() => get('/terms-conditions'));

  const lines = [
    `investor detail, p50/p95 ms: BFF ${f(pct(bff, 50))}/${f(pct(bff, 95))}, direct ${f(pct(dir, 50))}/${f(pct(dir, 95))}; BFF adds ${f(pct(bff, 50) - pct(dir, 50))} ms at p50 (n=${bff.length} each, alternating rounds)`,
    PID ? `portal CPU per request: investor detail ${f(bffCpu / bff.length)} ms, /terms-conditions ${f(termsCpu)} ms` : 'portal CPU: pass --pid',
    `investor detail at concurrency ${CONCURRENCY}: BFF ${bffTp.rps.toFixed(0)} req/s (${bffTp.errors} errors), direct ${dirTp.rps.toFixed(0)} req/s: ${(bffTp.rps / dirTp.rps).toFixed(2)}x`,
    `investor list page 1 from the copy, p50/p95 ms: ${f(pct(list, 50))}/${f(pct(list, 95))}`,
    `/terms-conditions: ${page.status}, cache-control "${page.headers['cache-control']}", x-nextjs-cache "${page.headers['x-nextjs-cache'] ?? ''}", x-nextjs-prerender "${page.headers['x-nextjs-prerender'] ?? ''}"; p50/p95 ${f(pct(terms, 50))}/${f(pct(terms, 95))} ms; ${termsTp.rps.toFixed(0)} req/s at concurrency ${CONCURRENCY}`,
  ];
  console.log(lines.join('\n'));
  agent.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
