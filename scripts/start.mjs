#!/usr/bin/env node
// `npm start`: builds the portal when its sources changed, starts the bundled sandbox when no
// fund-house API is configured, then serves the portal. `npm run dev` does the same with `next dev`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIsStale, buildPortal, localSecrets, resolvePublicOrigin, waitForHealth } from './lib.mjs';
import { portalProcesses, startCluster } from './portal-cluster.mjs';
import { stampPrerenderedPolicies } from '../server/http/prerendered.mjs';

const dev = process.argv.includes('--dev');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const tsxLoader = require.resolve('tsx');
// Next's custom server, which gives route handlers the connection's address (see the file).
const portalServer = path.join(root, 'scripts', 'portal-server.mjs');

const port = process.env.PORT || '3000';
const sandboxPort = process.env.SANDBOX_PORT || '4010';
const sandboxSmtpPort = process.env.SANDBOX_SMTP_PORT || '2525';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
// One public origin for every page, prerendered or not, robots.txt and the sitemap; sign-in's callbacks too.
try {
  env.PUBLIC_ORIGIN = resolvePublicOrigin(env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
env.NEXTAUTH_URL ||= env.PUBLIC_ORIGIN;
const children = [];

function run(cmd, args, extraEnv, name) {
  const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let portalCluster = null;

function shutdown(code) {
  portalCluster?.stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!process.env.FUNDHOUSE_API_URL) {
  // No fund house configured: this installation runs against the bundled sandbox, with secrets of its own.
  if (!dev) Object.assign(env, localSecrets(root, env));
  env.FUNDHOUSE_API_URL = `http://127.0.0.1:${sandboxPort}`;
  // No mail server configured either: the portal's mail (the morning digest) goes to the sandbox's outbox.
  const smtp = env.SMTP_URL ? 'off' : sandboxSmtpPort;
  env.SMTP_URL ||= `smtp://127.0.0.1:${sandboxSmtpPort}`;
  run(process.execPath, ['--import', tsxLoader, 'sandbox/main.ts'], { SANDBOX_PORT: sandboxPort, SANDBOX_SMTP_PORT: smtp }, 'sandbox');
  // Seeding takes seconds on an idle machine and over a minute on a busy one.
  await waitForHealth(`${env.FUNDHOUSE_API_URL}/__sandbox/health`, 180_000);
}

if (dev) {
  // Next's own development server: no connection address, so the sign-in throttle counts by user id only.
  run(process.execPath, [nextBin, 'dev', '-p', port], { NODE_ENV: 'development' }, 'portal');
} else {
  if (buildIsStale(root, distDir, env.PUBLIC_ORIGIN)) {
    console.log(`building the portal into ${distDir} for ${env.PUBLIC_ORIGIN} (first start, changed sources or another origin)…`);
    const status = buildPortal(root, { ...env, NODE_ENV: 'production' });
    if (status !== 0) shutdown(status);
  }
  // Idempotent; a build made by `next build` alone gets its prerendered pages' policies here.
  if (existsSync(path.join(root, distDir, 'BUILD_ID'))) stampPrerenderedPolicies(path.join(root, distDir));
  const processes = portalProcesses(env);
  if (existsSync(path.join(root, distDir, 'BUILD_ID')) && processes === 1) {
    run(process.execPath, [portalServer], { NODE_ENV: 'production' }, 'portal');
  } else if (existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`serving the portal with ${processes} processes on port ${port}`);
    portalCluster = startCluster({
      count: processes,
      exec: portalServer,
      env: { ...env, NODE_ENV: 'production' },
      onFatal: (code) => {
        console.log('portal processes keep stopping right after they start; giving up');
        shutdown(code);
      },
    });
  }
}
