// The own-copy row's second client: wrk (Debian's `wrk` package), when it is installed. The bench's own
// Node client spends about 0.17 ms of CPU per request, a seventh of what the portal spends on this read,
// on the same two cores the portal processes need; wrk spends a tenth of that. Both figures are recorded.
import { spawnSync } from 'node:child_process';

export const hasWrk = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

/** `connections` kept-alive connections for `seconds` from one wrk thread; null when wrk is absent or failed. */
export function wrkLoad(url, { cookie, connections = 10, seconds = 8 }) {
  const run = (s) => spawnSync('wrk', ['-t1', `-c${connections}`, `-d${s}s`, '-H', `cookie: ${cookie}`, url], { encoding: 'utf8' });
  run(2); // warm-up
  const res = run(seconds);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(res.stdout ?? '');
  if (res.error || res.status !== 0 || !rps) return null;
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(res.stdout);
  return { rps: Number(rps[1]), errors: non2xx ? Number(non2xx[1]) : 0 };
}
