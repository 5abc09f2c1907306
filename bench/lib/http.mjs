// Plain HTTP measurements: latency of sequential requests, throughput at a fixed concurrency.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export const warmAgent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });
/** No keep-alive: every request opens (and closes) a connection of its own. */
export const coldAgent = () => new http.Agent({ keepAlive: false });

function request(url, { method, agent, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export function get(url, { agent, headers = {} } = {}) {
  return request(url, { method: 'GET', agent, headers });
}

/** A JSON POST: how the BFF's reads of one investor are asked, with the PAN in the body rather than the address. */
export function post(url, json, { agent, headers = {} } = {}) {
  const body = JSON.stringify(json);
  return request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body });
}

export const pct = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/**
 * Runs `fn` from `concurrency` loops for `ms` (after a short warm-up) and answers requests per second,
 * latency percentiles and failures. `fn` resolves true for a good answer.
 */
export async function load(fn, { concurrency, ms, warmupMs = 1000 }) {
  const run = async (until, record) => {
    const loops = Array.from({ length: concurrency }, async (_, i) => {
      while (performance.now() < until) {
        const t = performance.now();
        let ok = false;
        try {
          ok = await fn(i);
        } catch {
          ok = false;
        }
        record?.(performance.now() - t, ok);
      }
    });
    await Promise.all(loops);
  };
  await run(performance.now() + warmupMs);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await run(started + ms, (t, ok) => {
    latencies.push(t);
    if (!ok) errors += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95), errors };
}
