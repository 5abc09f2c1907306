import cluster from 'node:cluster';

// Several sandbox processes on one port (node:cluster: the primary holds the socket and hands each
// connection to a worker in turn). Every worker is a whole sandbox on the same PostgreSQL database, so
// any of them answers any call; the first to start seeds the data while the others wait (db/open.ts).

export function runCluster(count: number): void {
  let stopping = false;
  const deaths: number[] = [];
  for (let i = 0; i < count; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && now - deaths[0]! > 30_000) deaths.shift();
    // A worker that cannot start (a wrong database address) would die again at once: stop instead of spinning.
    if (deaths.length > count * 3) {
      console.error('sandbox processes keep stopping right after they start; giving up');
      process.exit(1);
    }
    console.info(`sandbox process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), 1000).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}
