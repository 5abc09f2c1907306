#!/usr/bin/env node
// `npm run package -- [--dist .next-release] [--out release] [--no-build]`: a release directory that runs
// with Node alone, no source tree and no `npm ci`: `node server.js` inside it (Next's standalone server).
// A release build (PORTAL_STANDALONE=1, next.config.mjs) brings the server files and the node_modules they
// use; this adds what Next leaves to the deployer (its static files, public/), the store's migrations, and
// the prerendered pages' policies. docs/operations.md, "Run from a release".
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampPrerenderedPolicies } from '../server/http/prerendered.mjs';
import { buildIsStale, buildPortal, resolvePublicOrigin } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the portal reads from the project at run time, beside Next's output (the store's migrations). */
export const RUNTIME_FILES = ['server/store/migrations'];

/** Why `distDir` cannot be packaged, or null when it can. */
export function unpackageable(distDir) {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) return `no build in ${distDir}: run npm run package, which builds it`;
  if (!existsSync(path.join(distDir, 'standalone', 'server.js'))) return `${distDir} is not a release build: build it with PORTAL_STANDALONE=1`;
  return null;
}

/** Writes the release of the build `dist` (relative to `project`) into `out`, replacing what was there. */
export function packageRelease({ project = root, dist, out }) {
  const distDir = path.resolve(project, dist);
  const why = unpackageable(distDir);
  if (why) throw new Error(why);
  rmSync(out, { recursive: true, force: true });
  // server.js, the traced node_modules and the server files, under the build's own name for its dist dir.
  cpSync(path.join(distDir, 'standalone'), out, { recursive: true });
  cpSync(path.join(distDir, 'static'), path.join(out, dist, 'static'), { recursive: true });
  if (existsSync(path.join(project, 'public'))) cpSync(path.join(project, 'public'), path.join(out, 'public'), { recursive: true });
  for (const file of RUNTIME_FILES) cpSync(path.join(project, file), path.join(out, file), { recursive: true });
  // Next copied the server files before the build stamped its prerendered pages; stamp this copy too.
  stampPrerenderedPolicies(path.join(out, dist));
  const origin = existsSync(path.join(distDir, 'PUBLIC_ORIGIN')) ? readFileSync(path.join(distDir, 'PUBLIC_ORIGIN'), 'utf8').trim() : null;
  const release = { buildId: readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim(), publicOrigin: origin, packagedAt: new Date().toISOString() };
  // The origin the prerendered pages name: the release must be run with the same PUBLIC_ORIGIN.
  writeFileSync(path.join(out, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return { out, ...release };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  try {
    const dist = opt('dist', '.next-release');
    const env = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: dist, PORTAL_STANDALONE: '1', NEXT_TELEMETRY_DISABLED: '1' };
    env.PUBLIC_ORIGIN = resolvePublicOrigin(env);
    process.env.PORTAL_STANDALONE = '1';
    if (!args.includes('--no-build') && buildIsStale(root, dist, env.PUBLIC_ORIGIN)) {
      console.log(`building the portal into ${dist} for ${env.PUBLIC_ORIGIN}…`);
      if (buildPortal(root, env) !== 0) process.exit(1);
    }
    const made = packageRelease({ dist, out: path.resolve(opt('out', 'release')) });
    console.log(`release ${made.buildId} for ${made.publicOrigin} in ${made.out}: run it there with node server.js (docs/operations.md)`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
