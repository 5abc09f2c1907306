import 'server-only';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { env } from '../env';
import { SESSION_MAX_AGE_SECONDS } from './cookies';
import { beginServerSession, serverSessionIsLive } from './server-sessions';
import type { PortalSession, SessionMember } from '@/lib/auth/portal-session';
import type { TeamRole } from '@/lib/rules/team-roles';

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
  /** The session's row in the portal store, which sign-out and a password change end. */
  sid?: string;
  /** The session's absolute end, seconds since epoch; renewing the cookie never moves it. */
  sx?: number;
  /** A firm member's role; none for the ARN holder (the firm's Admin). */
  role?: TeamRole;
  member?: SessionMember;
}

export type LiveClaims = SessionClaims & { sid: string; sx: number };

export function isSessionClaims(value: unknown): value is SessionClaims {
  const v = value as Partial<SessionClaims> | null;
  return !!v && typeof v.ut === 'string' && typeof v.userId === 'string' && typeof v.utExp === 'number';
}

/**
 * Opens the cookie: sealed by this installation, not past its idle or absolute end. Cookies sealed before
 * sessions had a row of their own carry no `sid` and are refused. Does not ask the store: see openSession.
 */
export async function decodeSessionCookie(raw: string | undefined): Promise<LiveClaims | null> {
  if (!raw) return null;
  const now = Date.now();
  const seen = opened.get(raw);
  if (seen && seen.until > now) return seen.claims;
  const claims = await decrypt(raw);
  if (claims) {
    if (opened.size >= OPENED_MAX) opened.clear();
    // Never past the cookie's own ends: a remembered cookie is still refused at its idle or absolute end.
    const idleEnd = typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity;
    opened.set(raw, { claims, until: Math.min(now + OPENED_MS, claims.sx * 1000, idleEnd) });
  }
  return claims;
}

// The proxy opens the cookie, then the layout, page or handler of the same request opens it again: the
// decrypted claims of a cookie are remembered for a moment per process (globalThis: the proxy and the
// routes are separate bundles), so a request decrypts it once. The cookie's bytes are the key; whoever
// holds them could open it anyway. Whether the session is still live is asked separately each time.
const OPENED_MS = 10_000;
const OPENED_MAX = 5_000;
const shared = globalThis as typeof globalThis & { __portalOpenedCookies?: Map<string, { claims: LiveClaims; until: number }> };
const opened = (shared.__portalOpenedCookies ??= new Map());

async function decrypt(raw: string): Promise<LiveClaims | null> {
  try {
    const claims = await decode({ token: raw, secret: env().NEXTAUTH_SECRET });
    if (!isSessionClaims(claims) || claims.error) return null;
    if (typeof claims.sid !== 'string' || typeof claims.sx !== 'number' || claims.sx * 1000 <= Date.now()) return null;
    return claims as LiveClaims;
  } catch {
    return null;
  }
}

/** The cookie's claims when its session is still live in the store: the check every reader makes. */
export async function openSession(raw: string | undefined): Promise<LiveClaims | null> {
  const claims = await decodeSessionCookie(raw);
  if (!claims) return null;
  return (await serverSessionIsLive(claims.sid)) ? claims : null;
}

/** Seals the claims; claims of a fresh sign-in (no `sid` yet) start their session in the store first. */
export async function encodeSessionCookie(claims: SessionClaims): Promise<string> {
  const token = claims.sid && claims.sx ? claims : { ...claims, ...(await beginServerSession(claims.userId)) };
  const left = token.sx! - Math.floor(Date.now() / 1000);
  return encode({ token, secret: env().NEXTAUTH_SECRET, maxAge: Math.max(1, Math.min(SESSION_MAX_AGE_SECONDS, left)) });
}

export function toPortalSession(c: SessionClaims): PortalSession {
  return { userId: c.userId, arn: c.arn, name: c.name, flag: c.flag, lastLogin: c.lastLogin, role: c.role ?? 'Admin', member: c.member ?? null };
}
