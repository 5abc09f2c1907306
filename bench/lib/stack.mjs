// The processes a bench run starts (sandbox, portal, a cluster of portal processes) and their CPU time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const started = [];

export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Starts a process in a group of its own (so stopping it stops its children); `quiet` drops its output. */
export function startProcess(args, env, { quiet = true } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  started.push(child);
  return child;
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

export async function stopAll() {
  for (const child of started.reverse()) await stopProcess(child);
}

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');

export async function startSandbox({ port, profile = 'demo', secret, dataDir }) {
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const child = startProcess(['--import', tsx, 'sandbox/main.ts'], {
    SANDBOX_PORT: String(port),
    SANDBOX_PROFILE: profile,
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_QUIET: '1',
    FUNDHOUSE_API_SECRET: secret,
  });
  await waitFor(`http://127.0.0.1:${port}/__sandbox/health`, 120_000);
  return child;
}

/** A portal from a finished build: one process of its server, or `processes` of them via scripts/start.mjs. */
export async function startPortal({ port, sandboxPort, secrets, distDir, databaseUrl, dataDir, processes = 1 }) {
  const env = {
    ...secrets,
    PORT: String(port),
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_URL: `http://localhost:${port}`,
    FUNDHOUSE_API_URL: `http://127.0.0.1:${sandboxPort}`,
    PORTAL_PROCESSES: String(processes),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PORTAL_DATA_DIR: dataDir }),
  };
  if (!databaseUrl) rmSync(path.join(root, dataDir), { recursive: true, force: true });
  // One process: the portal's server itself (never a build); several: scripts/start.mjs, as `npm start` runs them.
  const child = startProcess([processes === 1 ? 'scripts/portal-server.mjs' : 'scripts/start.mjs'], env);
  await waitFor(`http://localhost:${port}/login`, 120_000);
  return child;
}

/** CPU seconds (user + system) used so far by a process and all its descendants. */
export function cpuSeconds(pid) {
  const tick = 100; // USER_HZ on Linux
  const byParent = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / tick);
    if (!byParent.has(ppid)) byParent.set(ppid, []);
    byParent.get(ppid).push(Number(entry));
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    total += cpu.get(p) ?? 0;
    queue.push(...(byParent.get(p) ?? []));
  }
  return total;
}

export const hasBuild = (distDir) => existsSync(path.join(root, distDir, 'BUILD_ID'));
