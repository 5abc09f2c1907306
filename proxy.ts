import { NextResponse, type NextRequest } from 'next/server';
import { allowedForFlag, allowedForRole, isPublicPath, NOT_FOR_FLAG_MESSAGE, pageNeeds } from '@/lib/routes';
import { isProduction, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from '@/server/auth/cookies';
import { renewWhenDue, type Renewal } from '@/server/auth/renewal';
import { openSession } from '@/server/auth/token';
import { landingFor } from '@/lib/auth/portal-session';
import { NOT_PERMITTED_PATH } from '@/lib/navigation';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, staticSecurityHeaders } from '@/server/http/security-headers.mjs';
import { PRERENDERED_PAGES, unaliased } from '@/server/http/prerendered.mjs';

// The route guard (Next 16's name for middleware). It redirects, and keeps the session's upstream token
// fresh; it is not the security boundary: layouts and handlers check the session again.

// The BFF's own words for a request it cannot read (server/http/handler.ts).
const UNREADABLE = 'The request could not be read.';

type Outcome = { kind: 'next' } | { kind: 'redirect'; to: string } | { kind: 'unauthorized' } | { kind: 'forbidden' };
type CookieChange = { renewed?: string; clear?: boolean; maxAge?: number };

/** A path Next's router cannot decode would fail inside it with a bare 500; it is refused here instead. */
function undecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (undecodable(pathname)) return NextResponse.json({ message: UNREADABLE }, { status: 400, headers: { 'cache-control': 'no-store' } });
  // The FAQ's address with its apostrophe percent-encoded, which the router would not match: the page itself.
  const page = unaliased(pathname);
  if (page) return NextResponse.rewrite(new URL(page + search, request.url));
  // A prerendered public page is the same for everyone and brings its own headers (next.config.mjs and its
  // build metadata); the matcher below keeps most of its requests away from here.
  if (PRERENDERED_PAGES.has(decodeURIComponent(pathname))) return servePrerendered(request);
  const raw = request.cookies.get(SESSION_COOKIE)?.value;
  // Ended sessions (sign-out, password change, absolute lifetime) are refused here too, so their cookie is
  // cleared and the person is told why, rather than only being turned away by the layout.
  const opened = await openSession(raw);
  // claims null after a refused renewal: that signs the distributor out
  const { claims, cookie: renewed }: Renewal = opened ? await renewWhenDue(opened) : { claims: null };
  const cookie: CookieChange = { renewed: renewed?.value, maxAge: renewed?.maxAge, clear: !!raw && !claims };

  let outcome: Outcome = { kind: 'next' };
  if (pathname === '/Login') outcome = { kind: 'redirect', to: '/login' };
  else if (isPublicPath(pathname)) outcome = { kind: 'next' };
  else if (!claims) {
    const query = new URLSearchParams();
    // A session cookie that no longer opens (expired, or its renewal refused): tell the person why.
    if (raw) query.set('expired', '1');
    if (pathname !== '/') query.set('from', pathname + search);
    const to = query.size ? `/login?${query}` : '/login';
    outcome = pathname.startsWith('/api/') ? { kind: 'unauthorized' } : { kind: 'redirect', to };
  } else if (pathname === '/') outcome = { kind: 'redirect', to: landingFor(claims.flag, claims.role) };
  else if (!allowedForFlag(pathname, claims.flag)) {
    outcome = pathname.startsWith('/api/') ? { kind: 'forbidden' } : { kind: 'redirect', to: landingFor(claims.flag, claims.role) };
  } else if (!allowedForRole(pathname, claims.role ?? 'Admin')) {
    // A page of what the member's role may not do: the page that says so, in the shell.
    outcome = { kind: 'redirect', to: `${NOT_PERMITTED_PATH}?needs=${pageNeeds(pathname)}` };
  }

  return respond(request, outcome, cookie);
}

/**
 * No session work and nothing set per person, with one exception: the portal sends a distributor whose
 * session the fund house no longer accepts to /login?expired=1, and that answer ends the session's cookie,
 * so it is not one a shared cache may keep.
 */
function servePrerendered(request: NextRequest): NextResponse {
  const res = NextResponse.next();
  const expired = request.nextUrl.pathname === '/login' && request.nextUrl.searchParams.get('expired') === '1';
  if (expired && request.cookies.has(SESSION_COOKIE)) {
    res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(), maxAge: 0 });
    res.headers.set('Cache-Control', 'private, no-store');
  }
  return res;
}

/** The BFF's JSON answers (next-auth's own pages aside) need no nonce: no document is rendered. */
const isApi = (pathname: string) => pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');

function respond(request: NextRequest, outcome: Outcome, cookie: CookieChange): NextResponse {
  const production = isProduction();
  const api = isApi(request.nextUrl.pathname);
  const nonce = api ? '' : Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = api ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(nonce, production);
  let res: NextResponse;
  if (outcome.kind === 'next' && api) {
    // Only a renewed or cleared cookie changes what the handler reads.
    if (cookie.renewed || cookie.clear) {
      request.cookies.set(SESSION_COOKIE, cookie.renewed ?? '');
      const headers = new Headers(request.headers);
      headers.set('cookie', request.cookies.toString());
      res = NextResponse.next({ request: { headers } });
    } else {
      res = NextResponse.next();
    }
  } else if (outcome.kind === 'next') {
    // Next reads the nonce from the request's policy and stamps it on the scripts it renders; a renewed
    // cookie replaces the incoming one so this very render already uses the new token.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', csp);
    headers.set('x-nonce', nonce);
    if (cookie.renewed || cookie.clear) {
      request.cookies.set(SESSION_COOKIE, cookie.renewed ?? '');
      headers.set('cookie', request.cookies.toString());
    }
    res = NextResponse.next({ request: { headers } });
  } else if (outcome.kind === 'redirect') {
    res = NextResponse.redirect(new URL(outcome.to, request.url));
  } else if (outcome.kind === 'forbidden') {
    res = NextResponse.json({ message: NOT_FOR_FLAG_MESSAGE }, { status: 403 });
  } else {
    res = NextResponse.json({ message: 'Your session has expired. Please sign in again.' }, { status: 401 });
  }
  res.headers.set('Content-Security-Policy', csp);
  for (const { key, value } of staticSecurityHeaders(production)) res.headers.set(key, value);
  if (cookie.renewed) res.cookies.set(SESSION_COOKIE, cookie.renewed, { ...sessionCookieOptions(), maxAge: cookie.maxAge ?? SESSION_MAX_AGE_SECONDS });
  else if (cookie.clear) res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(), maxAge: 0 });
  return res;
}

// The BFF is left out: its wrapper (server/http/handler.ts) checks and renews the session itself, and the
// proxy's turn would cost each call about a third of its time; next.config.mjs gives it its headers.
// next-auth's routes stay, and so does any /api path with a percent sign, whose broken encoding Next's
// router would answer with a bare 500 before a handler runs (the proxy refuses it with 400).
// Upload endpoints are left out even then: Next buffers (and past 10 MB cuts short) the body of any
// request the proxy sees, while an upload must stream through.
// The prerendered public answers (server/http/prerendered.mjs) are left out too: the proxy's turn alone
// would cost them more than the rest of serving them. /login comes here only to end an expired session, the
// FAQ's percent-encoded address only to be rewritten to the page.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/uploads/|api/nct/requests|api/(?!auth/)[^%]*$|favicon.ico|(?:login|terms-conditions|Enach-Faq's|robots\\.txt|sitemap\\.xml)$|.*\\.(?:png|svg|jpg|jpeg|webp|ico|woff2?)$).*)",
    { source: '/login', has: [{ type: 'query', key: 'expired' }] },
  ],
};
