import { prerenderedHeaders } from './server/http/prerendered.mjs';
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './server/http/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // A release build (PORTAL_STANDALONE=1: `npm run package`, the end-to-end build) also writes Next's
  // self-contained server (<distDir>/standalone), which scripts/package.mjs turns into a release that runs
  // without the source tree. Not always: Next warns on every start of a custom server (scripts/portal-server.mjs)
  // over such a build.
  ...(process.env.PORTAL_STANDALONE === '1' ? { output: 'standalone' } : {}),
  // The sandbox and the test tooling live beside the app; keep them out of the server bundle trace.
  outputFileTracingExcludes: { '*': ['./sandbox/**', './tests/**', './bench/**', './.data/**'] },
  // `npm test` type-checks the whole project first; a local end-to-end run may skip the second pass.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // No rewrites: Next's route modules compile every rewrite's pattern on every request. The e-NACH FAQ's
  // percent-encoded address is rewritten to its page by the proxy (PAGE_ALIASES in server/http/prerendered.mjs).
  // Prerendered public answers get their caching and policy here, as the proxy does not run for them
  // (server/http/prerendered.mjs); so does the BFF (next-auth's routes aside, which the proxy serves).
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: staticSecurityHeaders(production) },
      { source: '/api/:path((?!auth/).*)', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      ...prerenderedHeaders(production),
    ];
  },
};

export default nextConfig;
