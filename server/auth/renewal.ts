import 'server-only';
import { SESSION_MAX_AGE_SECONDS } from './cookies';
import { needsRefresh, refreshSession } from './refresh';
import { encodeSessionCookie, type LiveClaims } from './token';

export interface Renewal {
  /** The session to serve; null when a due renewal was refused, which signs the distributor out. */
  claims: LiveClaims | null;
  /** The sealed cookie of a renewed session and its lifetime, for the answer to set. */
  cookie?: { value: string; maxAge: number };
}

/**
 * Renews the upstream token when little of it is left. Both doors of a request renew: the proxy for
 * pages, the BFF wrapper for its handlers (which the proxy does not run for).
 */
export async function renewWhenDue(claims: LiveClaims): Promise<Renewal> {
  if (!needsRefresh(claims)) return { claims };
  const fresh = await refreshSession(claims);
  if (!fresh) return { claims: null };
  const renewed: LiveClaims = { ...fresh, sid: claims.sid, sx: claims.sx };
  // Renewing never moves the absolute end: the cookie lives at most until then.
  const maxAge = Math.min(SESSION_MAX_AGE_SECONDS, claims.sx - Math.floor(Date.now() / 1000));
  return { claims: renewed, cookie: { value: await encodeSessionCookie(renewed), maxAge } };
}
