// Headers every response carries. Plain JS so next.config.mjs (static files) and proxy.ts (pages) share one list.

/** @param {boolean} production */
export function staticSecurityHeaders(production) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

/**
 * The policy of a page rendered per request: only scripts carrying this request's nonce, and what they load.
 * @param {string} nonce
 * @param {boolean} production
 */
export function contentSecurityPolicy(nonce, production) {
  // React's development build evaluates strings for its debugging aids; production never does.
  const devEval = production ? '' : " 'unsafe-eval'";
  return policyWith(`'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}`);
}

/**
 * The policy of a page prerendered at build time, which no nonce can reach: its inline scripts by their
 * SHA-256 hashes and the portal's own script files. Without hashes (a development server, which writes no
 * prerendered file) inline scripts are allowed as they are; an empty list allows none.
 * @param {string[] | null} hashes  base64 SHA-256 of each inline script of the prerendered HTML
 * @param {boolean} production
 */
export function prerenderedContentSecurityPolicy(hashes, production) {
  if (!hashes) return policyWith(`'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`);
  return policyWith(["'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(' '));
}

/** The BFF answers JSON, never a document: nothing in it may load or run. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @param {string} scriptSrc */
function policyWith(scriptSrc) {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
