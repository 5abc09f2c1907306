import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stampPrerenderedPolicies } from '../server/http/prerendered.mjs';

const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'public'];
const SOURCE_FILES = ['proxy.ts', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Beside a build: the public origin its prerendered pages, robots.txt and sitemap were made with. */
const ORIGIN_FILE = 'PUBLIC_ORIGIN';

/**
 * The one public origin of this installation: PUBLIC_ORIGIN, else the origin of an older configuration's
 * NEXTAUTH_URL, else http://localhost:$PORT. Throws a readable error when the value is not an origin.
 */
export function resolvePublicOrigin(env) {
  const given = env.PUBLIC_ORIGIN?.trim() || env.NEXTAUTH_URL?.trim();
  if (!given) return `http://localhost:${env.PORT || '3000'}`;
  let url = null;
  try {
    url = new URL(given);
  } catch {
    // reported below
  }
  const origin = url && /^https?:$/.test(url.protocol) ? url.origin : null;
  if (env.PUBLIC_ORIGIN?.trim() && origin !== given.replace(/\/$/, '').toLowerCase()) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://portal.example.com (no path), not ${given}`);
  }
  if (!origin) throw new Error(`NEXTAUTH_URL must be an http(s) address, not ${given}`);
  return origin;
}

/**
 * A production build into `env.NEXT_DIST_DIR` (or .next): `next build` with the public origin, then each
 * prerendered page's hash policy stamped into its build metadata, which `next build` alone cannot know,
 * and the origin written beside the build. Answers the exit status.
 */
export function buildPortal(root, env, stdio = 'inherit') {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const origin = resolvePublicOrigin(env);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...env, PUBLIC_ORIGIN: origin }, stdio });
  if (build.status !== 0) return build.status ?? 1;
  const distDir = path.resolve(root, env.NEXT_DIST_DIR || '.next');
  const stamped = stampPrerenderedPolicies(distDir, env.NODE_ENV === 'production');
  console.log(`policies by hash for ${stamped.join(', ')}`);
  writeFileSync(path.join(distDir, ORIGIN_FILE), origin);
  return 0;
}

/**
 * True when there is no build yet, a source file is newer than it, or (given `origin`) it was made for
 * another public origin: its prerendered pages would name that one while the rest name `origin`.
 */
export function buildIsStale(root, distDir, origin) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  // A release build is asked for (next.config.mjs) and this one has no standalone server.
  if (process.env.PORTAL_STANDALONE === '1' && !existsSync(path.join(root, distDir, 'standalone'))) return true;
  if (origin !== undefined) {
    const recorded = path.join(root, distDir, ORIGIN_FILE);
    if (!existsSync(recorded) || readFileSync(recorded, 'utf8').trim() !== origin) return true;
  }
  const built = statSync(buildId).mtimeMs;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > built;
}

/**
 * Secrets for a local installation that runs against the sandbox: generated once, kept in .data/,
 * never used when a real fund-house API is configured (then the operator must supply them).
 */
export function localSecrets(root, env) {
  const file = path.join(root, '.data', 'local-secrets.json');
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const out = {};
  const generated = {};
  for (const key of ['NEXTAUTH_SECRET', 'SESSION_SECRET', 'FUNDHOUSE_API_SECRET', 'FUNDHOUSE_SERVICE_KEY']) {
    if (env[key]) continue; // given by the operator: used as is, never written down
    out[key] = saved[key] || (generated[key] = randomBytes(32).toString('base64url'));
  }
  if (Object.keys(generated).length) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ ...saved, ...generated }, null, 2), { mode: 0o600 });
  }
  return out;
}

export async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
