import 'server-only';
import { decodeJwt } from 'jose';
import { upstreamNow } from '../fundhouse/clock';
import { refreshToken } from '../fundhouse/endpoints/auth';
import { upstream } from '../fundhouse/upstream';
import type { SessionClaims } from './token';
import { log } from '@/server/log';

export const REFRESH_WHEN_MINUTES_LEFT = 20;

export function needsRefresh(claims: SessionClaims, now = upstreamNow()): boolean {
  return claims.utExp * 1000 - now <= REFRESH_WHEN_MINUTES_LEFT * 60_000;
}

export function tokenExpiry(token: string): number {
  const exp = decodeJwt(token).exp;
  if (typeof exp !== 'number') throw new Error('upstream token carries no expiry');
  return exp;
}

// Several requests of one session can arrive together when the token is due; they share a single
// upstream refresh. Keyed by the old token, kept a short while after so stragglers reuse the result.
// A cache that is safe to lose: at worst a second instance refreshes once more. On globalThis because the
// proxy (pages) and the route handlers (the BFF) are separate bundles that both renew.
const shared = globalThis as typeof globalThis & { __portalTokenRefreshes?: Map<string, { result: Promise<SessionClaims | null>; at: number }> };
const inFlight = (shared.__portalTokenRefreshes ??= new Map());
const KEEP_MS = 30_000;

export function refreshSession(claims: SessionClaims): Promise<SessionClaims | null> {
  const now = Date.now();
  for (const [key, entry] of inFlight) if (now - entry.at > KEEP_MS) inFlight.delete(key);
  const existing = inFlight.get(claims.ut);
  if (existing) return existing.result;
  const result = doRefresh(claims);
  inFlight.set(claims.ut, { result, at: now });
  return result;
}

async function doRefresh(claims: SessionClaims): Promise<SessionClaims | null> {
  try {
    const answer = await upstream(refreshToken, { UserId: claims.userId }, { token: claims.ut });
    const token = answer.DtData[0]?.token;
    if (!token) return null;
    return { ...claims, ut: token, utExp: tokenExpiry(token) };
  } catch (err) {
    log('warn', { event: 'token-refresh-failed', user: claims.userId, reason: (err as Error).message });
    return null;
  }
}
