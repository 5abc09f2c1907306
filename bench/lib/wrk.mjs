// The own-copy row's second client: wrk (Debian's `wrk` package), when it is installed. The bench's own
// Node client spends about 0.17 ms of CPU per request, a seventh of what the portal spends on this read,
// on the same two cores the portal processes need; wrk spends a tenth of that. Both figures are recorded.
import { spawnSync } from 'node:child_process';

export const hasWrk = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

/** `connections` kept-alive connections for `seconds` from one wrk thread; null when wrk is absent or failed. */
export function wrkLoad(url, { cookie, connections = 10, seconds = 8 }) {
  const run = (s) => spawnSync('wrk', ['-t1', `-c${connections}`, `-d${s}s`, '--latency', '-H', `cookie: ${cookie}`, url], { encoding: 'utf8' });
  run(2); // warm-up
  const res = run(seconds);
  if (res.error || res.status !== 0) return null;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(res.stdout);
  const requests = /(\d+) requests in/.exec(res.stdout);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(res.stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(res.stdout);
  const toMs = (v, unit) => Number(v) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  if (!rps || !requests) return null;
  return { rps: Number(rps[1]), requests: Number(requests[1]), p99: p99 ? toMs(p99[1], p99[2]) : NaN, errors: non2xx ? Number(non2xx[1]) : 0 };
}
