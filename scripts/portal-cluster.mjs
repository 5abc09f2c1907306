// Several portal processes on one port (node:cluster): the primary holds the listening socket and hands
// connections to the workers in turn, so each request still sees the client's own socket address. Every
// worker is the portal's server (scripts/portal-server.mjs); whatever state must be shared
// between them (sessions' server side, sign-in throttle, idempotency keys, drafts) lives in the portal
// store, which is why more than one process needs PostgreSQL (a PGlite directory has one owner).
import cluster from 'node:cluster';
import os from 'node:os';

/** How many portal processes to run: PORTAL_PROCESSES, else the number of cores; 1 on PGlite. */
export function portalProcesses(env) {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const raw = env.PORTAL_PROCESSES;
  const wanted = raw ? Number.parseInt(raw, 10) : cores;
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`PORTAL_PROCESSES must be a whole number of 1 or more (got "${raw}")`);
  if (wanted > 1 && !env.DATABASE_URL) {
    console.log(
      `the portal runs as one process: the embedded PGlite store cannot be shared by processes, so ${wanted} ` +
        `(${raw ? 'PORTAL_PROCESSES' : 'one per core'}) needs DATABASE_URL pointing at a PostgreSQL.`,
    );
    return 1;
  }
  return wanted;
}

/**
 * Forks `count` workers running the script `exec` with `args`. A worker that dies while the portal is up is replaced
 * (at most once per second, so a worker that cannot start does not spin); `onFatal` is called when
 * workers keep dying right after they start.
 */
export function startCluster({ count, exec, args = [], env, onFatal }) {
  cluster.setupPrimary({ exec, args, silent: false });
  let stopping = false;
  const recentDeaths = [];
  const fork = () => cluster.fork(env);
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.log(`portal process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0] > 30_000) recentDeaths.shift();
    if (recentDeaths.length > count * 3) {
      onFatal(code ?? 1);
      return;
    }
    setTimeout(fork, 1000).unref();
  });
  return {
    stop() {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    },
  };
}
