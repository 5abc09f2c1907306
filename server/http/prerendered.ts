import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Public pages that are the same for everyone are prerendered at build time (their pages say
// `dynamic = 'force-static'`), served with a policy that names their inline scripts by hash (a prerendered
// page cannot carry a per-request nonce) and cached publicly, so a CDN may answer them.

/** Address → the file the build prerenders it into, under `<distDir>/server/app/`. */
export const PRERENDERED_PAGES: ReadonlyMap<string, string> = new Map([
  ['/terms-conditions', 'terms-conditions.html'],
  ["/Enach-Faq's", "Enach-Faq's.html"],
]);

/** Shared caches may keep a prerendered page an hour, and serve it a day longer while they fetch it again. */
export const PRERENDERED_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

// `<script>` elements without a src whose content runs: JSON-LD and other data blocks are not scripts.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The base64 SHA-256 of every inline script of a page's HTML, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue;
    const hash = createHash('sha256').update(body, 'utf8').digest('base64');
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

const known = new Map<string, string[] | null>();

/**
 * The hashes of a prerendered page's inline scripts, read once per process from the build; null when the
 * build has no such file (a development server renders per request and writes none).
 */
export function prerenderedHashes(pathname: string, distDir = process.env.NEXT_DIST_DIR || '.next'): string[] | null {
  const file = PRERENDERED_PAGES.get(pathname);
  if (!file) return null;
  const key = `${distDir}\u0000${pathname}`;
  if (known.has(key)) return known.get(key)!;
  let hashes: string[] | null = null;
  try {
    hashes = inlineScriptHashes(readFileSync(path.join(process.cwd(), distDir, 'server', 'app', file), 'utf8'));
  } catch {
    hashes = null;
  }
  known.set(key, hashes);
  return hashes;
}
