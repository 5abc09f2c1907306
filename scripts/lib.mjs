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

/**
 * A production build into `env.NEXT_DIST_DIR` (or .next): `next build`, then each prerendered page's hash
 * policy stamped into its build metadata, which `next build` alone cannot know. Answers the exit status.
 */
export function buildPortal(root, env, stdio = 'inherit') {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio });
  if (build.status !== 0) return build.status ?? 1;
  const distDir = path.resolve(root, env.NEXT_DIST_DIR || '.next');
  const stamped = stampPrerenderedPolicies(distDir, env.NODE_ENV === 'production');
  console.log(`policies by hash for ${stamped.join(', ')}`);
  return 0;
}

/** True when there is no build yet or a source file is newer than it. */
export function buildIsStale(root, distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
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
  for (const key of ['NEXTAUTH_SECRET', 'SESSION_SECRET', 'FUNDHOUSE_API_SECRET']) {
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
