// The soak's stack: the sandbox as several processes on a PostgreSQL database of its own, two portal
// instances on another behind nginx (deploy/nginx-proxy.conf, as production sends), each instance a
// process that can be killed and started again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, startProcess, waitFor } from './stack.mjs';

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');

export function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) if (candidate && existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || null : null;
}

/** A fresh database on the server `serverUrl`; its URL, or null when no PostgreSQL answers. */
export async function freshDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startSandboxCluster({ port, databaseUrl, processes, secret }) {
  const child = startProcess(['--import', tsx, 'sandbox/main.ts'], {
    SANDBOX_PORT: String(port),
    SANDBOX_DATABASE_URL: databaseUrl,
    SANDBOX_PROCESSES: String(processes),
    SANDBOX_SMTP_PORT: 'off',
    SANDBOX_QUIET: '1',
    FUNDHOUSE_API_SECRET: secret,
  });
  await waitFor(`http://127.0.0.1:${port}/__sandbox/health`, 180_000);
  return child;
}

/** One portal instance (Next's custom server), started again by calling `start` after it was killed. */
export function portalInstance({ port, balancerUrl, sandboxPort, secrets, distDir, databaseUrl }) {
  const env = {
    ...secrets,
    PORT: String(port),
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_URL: balancerUrl,
    PUBLIC_ORIGIN: balancerUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    FUNDHOUSE_API_URL: `http://127.0.0.1:${sandboxPort}`,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
  };
  const instance = {
    child: null,
    async start() {
      instance.child = startProcess(['scripts/portal-server.mjs'], env);
      await waitFor(`http://127.0.0.1:${port}/api/health/live`, 120_000);
    },
    /** kill -9: no shutdown hook runs, whatever it was doing is cut off. */
    kill() {
      instance.child?.kill('SIGKILL');
    },
  };
  return instance;
}

function nginxConfig(prefix, listenPort, instancePorts) {
  const proxy = path.join(root, 'deploy', 'nginx-proxy.conf');
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/tmp/${t};`).join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
worker_processes 1;
events { worker_connections 2048; }
http {
  access_log off;
${temp}
  upstream portal {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    server_name localhost;
    location / {
      proxy_pass http://portal;
      include ${proxy};
    }
  }
}
`;
}

export async function startNginx({ port, instancePorts }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const prefix = path.join(os.tmpdir(), `portal-soak-nginx-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, port, instancePorts));
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/api/health/live`, 30_000);
  return child;
}
