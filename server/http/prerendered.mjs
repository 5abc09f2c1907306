// Public answers that are the same for everyone are prerendered at build time (their pages say
// `dynamic = 'force-static'`) and served without the proxy: their headers are fixed, so next.config.mjs sets
// them, and a CDN may keep them. A prerendered page cannot carry a per-request nonce, so its policy names
// its inline scripts by hash; the hashes exist only once the build has written the HTML, so `npm run build`
// (scripts/build.mjs) stamps the policy into the page's build metadata, whose headers Next sends with the
// page (`npm start` stamps a build made by `next build` alone before it serves it). Plain JS:
// next.config.mjs, the build and start scripts and the proxy share it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_CONTENT_SECURITY_POLICY, prerenderedContentSecurityPolicy } from './security-headers.mjs';

/** Address → the name the build prerenders it under, in `<distDir>/server/app/` (`.html` and `.meta`). */
export const PRERENDERED_PAGES = new Map([
  ['/login', 'login'],
  ['/terms-conditions', 'terms-conditions'],
  ["/Enach-Faq's", "Enach-Faq's"],
]);

/**
 * A page address with an apostrophe, as a client may send it percent-encoded → the address the router
 * matches (it matches only the raw character). The proxy rewrites it (proxy.ts): a rewrite in
 * next.config.mjs would cost every request of every route a path-pattern compile in Next's route modules,
 * not just the requests for this page.
 */
export const PAGE_ALIASES = new Map(
  [...PRERENDERED_PAGES.keys()].filter((p) => p.includes("'")).map((p) => [p.replaceAll("'", '%27'), p]),
);

/**
 * The request's target with an aliased path replaced by its page's address, or null when it is not one.
 * @param {string} url  a request target: path and optional query
 */
export function unaliased(url) {
  const q = url.indexOf('?');
  const page = PAGE_ALIASES.get(q < 0 ? url : url.slice(0, q));
  return page ? page + (q < 0 ? '' : url.slice(q)) : null;
}

/** Prerendered answers that are not documents: nothing in them runs. */
export const PRERENDERED_FILES = ['/robots.txt', '/sitemap.xml'];

/** Shared caches may keep a prerendered answer an hour, and serve it a day longer while they fetch it again. */
export const PRERENDERED_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

// `<script>` elements without a src whose content runs: JSON-LD and other data blocks are not scripts.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The base64 SHA-256 of every inline script of a page's HTML, each once, in order of appearance.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue;
    const hash = createHash('sha256').update(body, 'utf8').digest('base64');
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The headers next.config.mjs gives the prerendered answers. A page's policy is not among them: Next sends
 * a configured header and the one in the page's metadata both, and a browser enforces every policy it gets.
 * @param {boolean} production
 */
export function prerenderedHeaders(production) {
  const cache = { key: 'Cache-Control', value: PRERENDERED_CACHE_CONTROL };
  // A client may send the FAQ's apostrophe percent-encoded (the proxy rewrites it to the page).
  const pages = [...PRERENDERED_PAGES.keys(), ...PAGE_ALIASES.keys()];
  // A development server renders per request, writes no HTML to hash and stamps nothing.
  const devPolicy = production ? [] : [{ key: 'Content-Security-Policy', value: prerenderedContentSecurityPolicy(null, false) }];
  return [
    ...pages.map((source) => ({ source, headers: [cache, ...devPolicy] })),
    ...PRERENDERED_FILES.map((source) => ({ source, headers: [cache, { key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] })),
  ];
}

/**
 * Writes each prerendered page's hash policy into its build metadata. Answers the pages stamped; throws when
 * a page was not prerendered, since it would then be served without the proxy and without its policy.
 * @param {string} distDir  absolute, or relative to the working directory
 * @param {boolean} production
 */
export function stampPrerenderedPolicies(distDir, production = true) {
  const stamped = [];
  for (const [address, name] of PRERENDERED_PAGES) {
    const base = path.resolve(distDir, 'server', 'app', name);
    let html;
    let meta;
    try {
      html = readFileSync(`${base}.html`, 'utf8');
      meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8'));
    } catch {
      throw new Error(`${address} was not prerendered into ${base}.html; its page must say dynamic = 'force-static'`);
    }
    const policy = prerenderedContentSecurityPolicy(inlineScriptHashes(html), production);
    meta.headers = { ...meta.headers, 'content-security-policy': policy };
    writeFileSync(`${base}.meta`, JSON.stringify(meta, null, 2));
    stamped.push(address);
  }
  return stamped;
}
