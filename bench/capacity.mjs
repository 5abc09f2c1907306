#!/usr/bin/env node
// Capacity on paper: what a fund house with --distributors active at the 3 pm cut-off needs, from the
// per-request figures the bench measured (bench/results/last-run.json) and the soak's mix of work per
// distributor (bench/results/soak-last.json), checked against what the soak saw at its own size.
//
//   node bench/capacity.mjs [--distributors 5000] [--utilisation 0.6] [--json]
//
// The model, each input named with where it comes from (measured, or an assumption said as one):
// - Work per active distributor: the soak's clients (think 2 to 6 s, a tenth of them buying) are the
//   distributors of the peak: reads per second and purchases per second per client, measured.
// - Portal CPU: the user+system time of the portal per BFF read under load (bench "throughput"), measured.
//   A purchase is its path's BFF requests; each is costed as one read (an assumption: the confirmation's
//   own cost, sealing and one upstream call, is a read's).
// - Cores: the CPU divided by the utilisation a process is run at (--utilisation, 0.6 by default, an
//   assumption leaving room for a burst); one portal process per core (Node runs one thread of JS).
// - PostgreSQL: one pool of 10 connections per portal process (pg's default; server/store/db.ts), so
//   connections = processes x 10 at most, and the statements a request makes (session, idempotency, trail)
//   are bounded by it, not counted here.
// - The registrar: upstream calls per second = reads that are not answered from the BFF's own copy, plus
//   each purchase's measured upstream calls (bench "purchase"); its capacity is the sandbox's measured
//   direct throughput on this machine's two cores (bench "throughput", directRps), the only registrar figure
//   the bench has. Figures only, never asserted.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const DISTRIBUTORS = opt('distributors', 5000);
const UTILISATION = opt('utilisation', 0.6);
const POOL_PER_PROCESS = 10;
/** PostgreSQL's default max_connections. */
const PG_MAX_CONNECTIONS = 100;

const run = JSON.parse(readFileSync(new URL('./results/last-run.json', import.meta.url), 'utf8'));
const soak = JSON.parse(readFileSync(new URL('./results/soak-last.json', import.meta.url), 'utf8'));

// Reads the BFF answers from its own copy of the book: no upstream call (docs/architecture.md).
const OWN_COPY = new Set(['/api/investors?tab=A&offset=0&limit=100']);

const clients = soak.options.CLIENTS;
const seconds = soak.options.SECONDS;
const readsPerClient = soak.reads.rps / clients;
const purchasesPerClient = soak.purchases.initiated / seconds / clients;
const byPath = Object.entries(soak.reads.byPath);
const upstreamShare = byPath.reduce((s, [p, v]) => s + (OWN_COPY.has(p) ? 0 : v.n), 0) / soak.reads.n;
const cpuMsPerRead = run.throughput.cpuMsPerRead;
const upstreamPerPurchase = run.purchase.total;
const registrarRps = run.throughput.directRps;

function model(distributors) {
  const reads = distributors * readsPerClient;
  const purchases = distributors * purchasesPerClient;
  const cpu = (reads * cpuMsPerRead + purchases * upstreamPerPurchase * cpuMsPerRead) / 1000;
  const cores = cpu / UTILISATION;
  const processes = Math.max(1, Math.ceil(cores));
  const upstream = reads * upstreamShare + purchases * upstreamPerPurchase;
  return { distributors, reads, purchases, cpu, cores, processes, connections: processes * POOL_PER_PROCESS, upstream, registrarMachines: upstream / registrarRps };
}

const peak = model(DISTRIBUTORS);
const atSoak = model(clients);
const f = (n, d = 1) => n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d });

if (args.includes('--json')) {
  console.log(JSON.stringify({ inputs: { readsPerClient, purchasesPerClient, upstreamShare, cpuMsPerRead, upstreamPerPurchase, registrarRps, utilisation: UTILISATION }, peak, atSoak }, null, 2));
} else {
  console.log(`inputs: ${f(readsPerClient, 3)} reads/s and ${f(purchasesPerClient, 4)} purchases/s per active distributor (soak, ${clients} clients); ${f(upstreamShare * 100)}% of reads go upstream; ${f(cpuMsPerRead, 2)} ms portal CPU per read; ${upstreamPerPurchase} upstream calls per purchase; registrar ${f(registrarRps)} calls/s per 2-core sandbox`);
  console.log('');
  console.log('| active distributors | reads/s | purchases/s | portal CPU (cores busy) | cores at ' + UTILISATION + ' | portal processes | PostgreSQL connections (max) | upstream calls/s | registrar machines like the sandbox\'s |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const m of [atSoak, peak]) {
    console.log(`| ${f(m.distributors, 0)} | ${f(m.reads)} | ${f(m.purchases, 2)} | ${f(m.cpu, 2)} | ${f(m.cores, 1)} | ${m.processes} | ${m.connections} | ${f(m.upstream)} | ${f(m.registrarMachines, 1)} |`);
  }
  console.log('');
  const pgLimit = Math.floor(PG_MAX_CONNECTIONS / POOL_PER_PROCESS);
  const perProcess = DISTRIBUTORS / peak.processes;
  console.log(`the portal's own first limit: PostgreSQL's default ${PG_MAX_CONNECTIONS} connections hold ${pgLimit} portal processes of ${POOL_PER_PROCESS} (about ${f(pgLimit * perProcess, 0)} active distributors); past it, a pooler in front of PostgreSQL or smaller pools. Then the registrar: ${f(peak.upstream, 0)} calls/s at ${f(DISTRIBUTORS, 0)} distributors, ${f(peak.registrarMachines, 1)} times what the sandbox answers on two cores.`);
  console.log(`check at the soak's size: the model says ${f(atSoak.reads)} reads/s (the soak measured ${f(soak.reads.rps)}) and ${f(atSoak.cpu, 2)} cores of portal CPU, far under the soak's two processes: it saw p50 ${f(soak.reads.p50)} ms and p95 ${f(soak.reads.p95)} ms with no error and no lost or doubled purchase (${soak.purchases.initiated} made).`);
}
