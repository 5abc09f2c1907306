#!/usr/bin/env node
// First-load JavaScript of portal pages, gzipped: what a browser downloads before the page is
// interactive. Reads a finished production build; it does not build.
//
//   npm run build                                   (or NEXT_DIST_DIR=.next-x npx next build)
//   node bench/first-load-js.mjs [distDir] [--route /dashboard --route /investors | --all] [--json]
//
// distDir defaults to $NEXT_DIST_DIR or .next; --all measures every page route of the build. It exits
// with 1 when a route is over the first-load budget (bench/lib/budgets.mjs). The method is described in
// bench/README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';
import { FIRST_LOAD_BUDGET_BYTES, overFirstLoadBudget, pageRoutes } from './lib/budgets.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const all = args.includes('--all');
const routes = [];
let distArg;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--route') routes.push(args[++i]);
  else if (args[i] !== '--json' && args[i] !== '--all') distArg = args[i];
}

const root = process.cwd();
const dist = path.resolve(root, distArg ?? process.env.NEXT_DIST_DIR ?? '.next');
if (!existsSync(path.join(dist, 'BUILD_ID'))) {
  console.error(`No production build in ${dist}. Run \`npm run build\` first (or name the build directory).`);
  process.exit(1);
}
const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
if (all && existsSync(statsFile)) routes.push(...pageRoutes(JSON.parse(readFileSync(statsFile, 'utf8'))));
if (routes.length === 0) routes.push('/dashboard', '/investors');

/** A chunk path as a build lists it ('static/chunks/x.js', '/_next/static/…', '.next/static/…') → a file. */
function chunkFile(listed) {
  const at = listed.indexOf('static/');
  return path.join(dist, at >= 0 ? listed.slice(at) : listed);
}

/** Next 16 writes each route's first-load chunks to diagnostics/route-bundle-stats.json. */
function fromRouteStats(route) {
  const file = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(file)) return null;
  const entry = JSON.parse(readFileSync(file, 'utf8')).find((r) => r.route === route);
  return entry ? { method: 'route-bundle-stats', chunks: entry.firstLoadChunkPaths.map(chunkFile) } : null;
}

/** The app-router page directory of a route; route groups such as (portal) are not in the URL. */
function pageDir(route) {
  const wanted = route.split('/').filter(Boolean);
  const walk = (dir, rest) => {
    if (existsSync(path.join(dir, 'page_client-reference-manifest.js')) && rest.length === 0) return dir;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const group = /^\(.*\)$/.test(entry.name);
      if (!group && entry.name !== rest[0]) continue;
      const found = walk(path.join(dir, entry.name), group ? rest : rest.slice(1));
      if (found) return found;
    }
    return null;
  };
  const appDir = path.join(dist, 'server', 'app');
  return existsSync(appDir) ? walk(appDir, wanted) : null;
}

/**
 * Fallback for builds without route stats: the page's client reference manifest names the JS of the
 * page and of each layout above it with its boundaries (entryJSFiles); the build manifest names the
 * framework's own (rootMainFiles). Their union is what the first load fetches.
 */
function fromClientManifest(route) {
  const dir = pageDir(route);
  if (!dir) return null;
  const sandbox = { globalThis: {} };
  sandbox.globalThis.__RSC_MANIFEST = {};
  vm.runInNewContext(readFileSync(path.join(dir, 'page_client-reference-manifest.js'), 'utf8'), sandbox);
  const manifest = Object.values(sandbox.globalThis.__RSC_MANIFEST)[0];
  const pageKey = Object.keys(manifest?.entryJSFiles ?? {}).find((k) => k.endsWith('/page'));
  if (!pageKey) return null;
  const pageBase = pageKey.slice(0, -'/page'.length);
  const files = new Set();
  for (const [key, list] of Object.entries(manifest.entryJSFiles)) {
    const base = key.slice(0, key.lastIndexOf('/'));
    const segment = key.slice(key.lastIndexOf('/') + 1);
    // The page, and each layout above it with the boundaries it renders (loading, error, not-found).
    const boundary = ['layout', 'template', 'loading', 'error', 'not-found'].includes(segment);
    const onPath = key === pageKey || (boundary && (pageBase === base || pageBase.startsWith(`${base}/`)));
    if (onPath) list.forEach((f) => files.add(f));
  }
  const build = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
  (build.rootMainFiles ?? []).forEach((f) => files.add(f));
  return { method: 'client-reference-manifest', chunks: [...files].map(chunkFile) };
}

// recharts' own class names survive minification; finding one means the chart library is in the chunk.
const RECHARTS_MARK = 'recharts-surface';

function measure(route) {
  const found = fromRouteStats(route) ?? fromClientManifest(route);
  if (!found) return { route, error: 'route not found in this build' };
  let raw = 0;
  let gzip = 0;
  let recharts = false;
  for (const file of new Set(found.chunks)) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    recharts ||= bytes.includes(RECHARTS_MARK);
  }
  return { route, method: found.method, chunks: new Set(found.chunks).size, rawBytes: raw, gzipBytes: gzip, recharts };
}

const results = routes.map(measure);
if (json) {
  console.log(JSON.stringify({ dist: path.relative(root, dist) || '.', results }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`first-load JS of ${path.relative(root, dist) || '.'}`);
  for (const r of results) {
    if (r.error) console.log(`${r.route}: ${r.error}`);
    else console.log(`${r.route}: ${kb(r.gzipBytes)} gzipped (${kb(r.rawBytes)} raw, ${r.chunks} chunks; recharts ${r.recharts ? 'INCLUDED' : 'not included'}; via ${r.method})`);
  }
}
const over = overFirstLoadBudget(results);
if (!json) for (const r of over) console.log(`over the budget of ${FIRST_LOAD_BUDGET_BYTES / 1024} kB: ${r.route}`);
if (results.some((r) => r.error) || over.length) process.exit(1);
