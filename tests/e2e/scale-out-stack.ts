import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { packageRelease } from '../../scripts/package.mjs';
import { E2E_DIGEST_TICK_SECONDS, E2E_PORT, E2E_SMTP_PORT, SANDBOX_URL } from './env';

// Two portal instances on one PostgreSQL behind nginx, beside the end-to-end portal: they run from a release
// of its production build (scripts/package.mjs: Next's standalone server, outside the source tree), with its
// sandbox and its secrets, and a database of their own in the local PostgreSQL.

const root = process.cwd();
/** The server the tests share; a database of its own per port keeps runs side by side apart. */
const SERVER_URL = process.env.SCALE_OUT_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `portal_scale_out_${E2E_PORT}`;
export const INSTANCE_PORTS = [E2E_PORT + 1, E2E_PORT + 2] as const;
export const BALANCER_PORT = Number(process.env.SCALE_OUT_NGINX_PORT ?? E2E_PORT + 5000);
export const BALANCER_URL = `http://localhost:${BALANCER_PORT}`;

function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || null : null;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Why the stack cannot run here (no nginx, no PostgreSQL), or null when it can. */
export async function missingPrerequisite(): Promise<string | null> {
  if (!findNginx()) return 'nginx is not installed (Debian: apt-get install nginx-light); the scale-out test needs it';
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    return `no PostgreSQL answers at ${new URL(SERVER_URL).host} (set SCALE_OUT_DATABASE_URL); the scale-out test needs one`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return null;
}

async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return withDatabase(SERVER_URL, DATABASE);
}

function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, (res) => {
        res.resume();
        if ((res.statusCode ?? 500) < 500) resolve();
        else retry();
      });
      req.on('error', retry);
    };
    const retry = () => (Date.now() > until ? reject(new Error(`${url} did not answer within ${ms / 1000}s`)) : setTimeout(attempt, 300));
    attempt();
  });
}

function nginxConfig(prefix: string): string {
  const proxy = path.join(root, 'deploy', 'nginx-proxy.conf');
  const publicCache = path.join(root, 'deploy', 'nginx-public-cache.conf');
  // The prerendered answers' location as production's site has it.
  const publicPaths = /location ~ "([^"]+)"/.exec(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'))?.[1];
  if (!publicPaths) throw new Error('deploy/nginx.conf has no location for the prerendered answers');
  const servers = INSTANCE_PORTS.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/tmp/${t};`).join('\n');
  // Unprivileged on a high port with every path under its own prefix; as root it keeps root's rights.
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
${temp}
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=portal_public:1m max_size=20m inactive=1d use_temp_path=off;
  upstream portal {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    server_name localhost;
    location / {
      proxy_pass http://portal;
      include ${proxy};
    }
    location ~ "${publicPaths}" {
      proxy_pass http://portal;
      include ${proxy};
      include ${publicCache};
    }
  }
}
`;
}

export type Stack = { stop: () => Promise<void> };

/** The environment without what would let a release find the project's own modules. */
function withoutProjectPaths(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_PATH: _path, NODE_OPTIONS: _options, INIT_CWD: _init, npm_config_local_prefix: _prefix, ...rest } = env;
  return rest;
}

export async function startStack(): Promise<Stack> {
  const distDir = process.env.E2E_DIST_DIR ?? '.next-test';
  const secrets = JSON.parse(readFileSync(path.join(root, '.data', 'local-secrets.json'), 'utf8')) as Record<string, string>;
  const databaseUrl = await freshDatabase();
  const children: ChildProcess[] = [];
  // The instances run from a release outside the source tree, as an operator runs them (docs/operations.md).
  const release = path.join(os.tmpdir(), `portal-release-${E2E_PORT}`);
  packageRelease({ project: root, dist: distDir, out: release });
  for (const port of INSTANCE_PORTS) {
    const env = {
      ...withoutProjectPaths(process.env),
      ...secrets,
      NODE_ENV: 'production' as const,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      // Only nginx reaches them, so X-Forwarded-For is believed from the connection (BEHIND_PROXY).
      HOSTNAME: '127.0.0.1',
      BEHIND_PROXY: '1',
      PUBLIC_ORIGIN: BALANCER_URL,
      FUNDHOUSE_API_URL: SANDBOX_URL,
      // The end-to-end sandbox's mail receiver, where both instances would send their digests.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      DIGEST_TICK_SECONDS: String(E2E_DIGEST_TICK_SECONDS),
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: BALANCER_URL,
      TRUSTED_PROXIES: '127.0.0.1',
    };
    children.push(spawn(process.execPath, ['server.js'], { cwd: release, env, stdio: 'ignore' }));
  }
  const prefix = path.join(os.tmpdir(), `portal-nginx-${BALANCER_PORT}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix));
  const nginx = spawn(findNginx() as string, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  children.push(nginx);
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(release, { recursive: true, force: true });
  };
  try {
    await Promise.all(INSTANCE_PORTS.map((p) => waitFor(`http://127.0.0.1:${p}/login`, 90_000)));
    await waitFor(`${BALANCER_URL}/login`, 10_000);
  } catch (error) {
    await stop();
    const log = path.join(prefix, 'error.log');
    throw new Error(`${(error as Error).message}${existsSync(log) ? `\nnginx: ${readFileSync(log, 'utf8')}` : ''}`);
  }
  return { stop };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(port: number, from: string, urlPath: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: init.method ?? 'GET', headers: init.headers, localAddress: from }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One sign-in through next-auth's endpoint on the instance at `port`, from the loopback address `from`. */
export async function signInOn(port: number, from: string, username: string, password: string): Promise<string> {
  const csrf = await send(port, from, '/api/auth/csrf');
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await send(port, from, '/api/auth/callback/credentials', {
    method: 'POST',
    body: new URLSearchParams({ csrfToken, username, password, json: 'true' }).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const url = new URL(res.headers.location ?? (JSON.parse(res.body || '{}') as { url?: string }).url ?? '', 'http://portal.invalid');
  return url.searchParams.get('error') ?? 'ok';
}
