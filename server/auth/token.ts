import 'server-only';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { env } from '../env';
import { SESSION_MAX_AGE_SECONDS } from './cookies';
import type { PortalSession } from '@/lib/auth/portal-session';

/**
 * The contents of the encrypted session cookie. `ut` is the upstream token: it exists only here,
 * inside the sealed cookie, and is never copied into what the browser can read.
 */
export interface SessionClaims extends JWT {
  userId: string;
  arn: string;
  name: string;
  flag: string;
  lastLogin: string;
  ut: string;
  /** The upstream token's expiry, seconds since epoch on the upstream's clock. */
  utExp: number;
  error?: 'RefreshFailed';
}

export function isSessionClaims(value: unknown): value is SessionClaims {
  const v = value as Partial<SessionClaims> | null;
  return !!v && typeof v.ut === 'string' && typeof v.userId === 'string' && typeof v.utExp === 'number';
}

export async function decodeSessionCookie(raw: string | undefined): Promise<SessionClaims | null> {
  if (!raw) return null;
  try {
    const claims = await decode({ token: raw, secret: env().NEXTAUTH_SECRET });
    return isSessionClaims(claims) && !claims.error ? claims : null;
  } catch {
    return null;
  }
}

export function encodeSessionCookie(claims: SessionClaims): Promise<string> {
  return encode({ token: claims, secret: env().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

export function toPortalSession(c: SessionClaims): PortalSession {
  return { userId: c.userId, arn: c.arn, name: c.name, flag: c.flag, lastLogin: c.lastLogin };
}
