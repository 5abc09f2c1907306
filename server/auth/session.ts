import 'server-only';
import { redirect } from 'next/navigation';
import { UpstreamError } from '../fundhouse/errors';
import { cookieJar } from '../http/request-scope';
import { SESSION_COOKIE, sessionCookieOptions } from './cookies';
import { renewWhenDue, type Renewal } from './renewal';
import { openSession, toPortalSession, type SessionClaims } from './token';
import type { PortalSession } from '@/lib/auth/portal-session';

/**
 * What a read of one distributor's book needs: whose book and a token the registrar takes for it. A signed-in
 * distributor's DistributorAuth is one; so is the morning digest's service token (server/digest/), which
 * reads while nobody is signed in.
 */
export interface BookAuth {
  session: Pick<PortalSession, 'arn' | 'userId'>;
  token: string;
}

/** The signed-in distributor with the upstream token, for services. Never hand this to a client component. */
export interface DistributorAuth {
  session: PortalSession;
  token: string;
}

/** The session when its cookie opens and its row is live: one indexed read, briefly cached per process. */
export async function readSessionClaims(): Promise<SessionClaims | null> {
  const jar = await cookieJar();
  return openSession(jar.get(SESSION_COOKIE)?.value);
}

/**
 * For the BFF's handlers, which the proxy does not run for: the session with its upstream token renewed
 * when due (the renewed cookie goes out with the answer); a cookie that no longer opens is cleared.
 */
export async function handlerSessionClaims(): Promise<SessionClaims | null> {
  const jar = await cookieJar();
  const raw = jar.get(SESSION_COOKIE)?.value;
  const opened = await openSession(raw);
  const { claims, cookie }: Renewal = opened ? await renewWhenDue(opened) : { claims: null };
  if (cookie) jar.set(SESSION_COOKIE, cookie.value, { ...sessionCookieOptions(), maxAge: cookie.maxAge });
  else if (raw && !claims) jar.set(SESSION_COOKIE, '', { ...sessionCookieOptions(), maxAge: 0 });
  return claims;
}

export async function getPortalSession(): Promise<PortalSession | null> {
  const claims = await readSessionClaims();
  return claims ? toPortalSession(claims) : null;
}

/** For pages and layouts: the proxy already redirected, this is the second check (ARCHITECTURE.md rule 4). */
export async function requireSession(): Promise<PortalSession> {
  const session = await getPortalSession();
  if (!session) redirect('/login');
  return session;
}

export async function requireDistributor(): Promise<DistributorAuth> {
  const claims = await readSessionClaims();
  if (!claims) redirect('/login');
  return { session: toPortalSession(claims), token: claims.ut };
}

/** In a page: when the upstream no longer accepts the token, end the session and ask for a new sign-in. */
export async function orSignIn<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'unauthorized') redirect('/login?expired=1');
    throw err;
  }
}

/**
 * In a page: the read's result, or null when the registrar failed (not when it refused the token, which
 * still signs the person in again), so the page can say so inside the shell instead of answering 500.
 */
export async function orFailed<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await orSignIn(work);
  } catch (err) {
    if (err instanceof UpstreamError) return null;
    throw err;
  }
}
