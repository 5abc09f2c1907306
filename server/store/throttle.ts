import 'server-only';

import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  FAILURE_WINDOW_MS,
  LOCKOUT_MS,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USER,
} from '@/lib/rules/sign-in-throttle';
import type { Db } from './db';
import { serialised } from './key-lock';
import { signinFailures, signinLockouts } from './schema/auth';

export type SignInCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type SignInReservation = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

// Failures only matter for 15 minutes; a day of history is kept for anyone investigating an attack.
const KEEP_FAILURES_MS = 24 * 60 * 60_000;

// User ids are case-insensitive upstream, so "ABC" must not get five more tries than "abc".
const normalise = (userId: string) => userId.trim().toLowerCase();
const userKey = (userId: string) => `user:${normalise(userId)}`;
const ipKey = (ip: string) => `ip:${ip}`;

type Who = { userId: string; ip: string | null; now: Date };

/**
 * Whether a sign-in may be tried now. `ip` may be null when the address is unknown; then only the user id
 * is checked, because lumping every unknown address together would let one attacker lock out everybody.
 */
export async function checkSignIn(db: Db, input: Who): Promise<SignInCheck> {
  const keys = input.ip ? [userKey(input.userId), ipKey(input.ip)] : [userKey(input.userId)];
  const [row] = await db
    .select({ until: sql<Date | null>`max(${signinLockouts.until})`.mapWith(signinLockouts.until) })
    .from(signinLockouts)
    .where(and(inArray(signinLockouts.key, keys), gt(signinLockouts.until, input.now)));
  const until = row?.until;
  if (!until) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((until.getTime() - input.now.getTime()) / 1000) };
}

/**
 * Takes one of the user id's (and the address's) tries before the password goes upstream, or refuses.
 * Check and count happen under a lock on both keys, so however many tries arrive together, no more than
 * the limit are let through; the reserved try counts until settled by one of the functions below.
 */
export async function reserveSignIn(db: Db, input: Who): Promise<SignInReservation> {
  const userId = normalise(input.userId);
  const { ip, now } = input;
  const keys = ip ? [userKey(userId), ipKey(ip)] : [userKey(userId)];
  return serialised(db, keys, async (tx) => {
    const locked = await checkSignIn(tx, { userId, ip, now });
    if (!locked.allowed) return locked;

    const forUser = and(eq(signinFailures.userId, userId), eq(signinFailures.reset, false));
    const forIp = ip ? eq(signinFailures.ip, ip) : sql`false`;
    const [counts] = await tx
      .select({
        user: sql<number>`count(*) filter (where ${forUser})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${forIp})`.mapWith(Number),
        userOldest: sql<Date | null>`min(${signinFailures.at}) filter (where ${forUser})`.mapWith(signinFailures.at),
        ipOldest: sql<Date | null>`min(${signinFailures.at}) filter (where ${forIp})`.mapWith(signinFailures.at),
      })
      .from(signinFailures)
      .where(and(gt(signinFailures.at, windowStart(now)), or(forUser, forIp)));

    const full = [
      (counts?.user ?? 0) >= MAX_FAILURES_PER_USER ? counts?.userOldest : null,
      ip && (counts?.ip ?? 0) >= MAX_FAILURES_PER_IP ? counts?.ipOldest : null,
    ].filter((d): d is Date => d instanceof Date);
    if (full.length > 0) {
      // A slot frees when the oldest counted try leaves the window (or a pending one is given back).
      const freeAt = Math.max(...full.map((d) => d.getTime() + FAILURE_WINDOW_MS));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    const [row] = await tx.insert(signinFailures).values({ userId, ip, at: now, pending: true }).returning({ id: signinFailures.id });
    return { allowed: true, attempt: row!.id };
  });
}

/** The reserved try was a wrong password: it stays counted, and may lock the user id or the address. */
export async function settleSignInFailure(db: Db, attempt: number, input: Who): Promise<void> {
  await db.update(signinFailures).set({ pending: false }).where(eq(signinFailures.id, attempt));
  await lockIfOverLimit(db, input);
}

/** The registrar never judged the password (it failed, or refused for another reason): give the try back. */
export async function releaseSignIn(db: Db, attempt: number): Promise<void> {
  await db.delete(signinFailures).where(and(eq(signinFailures.id, attempt), eq(signinFailures.pending, true)));
}

/** The reserved try signed in. */
export async function settleSignInSuccess(db: Db, attempt: number, input: { userId: string; now: Date }): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.id, attempt));
  await recordSignInSuccess(db, input);
}

/** Records a failure that was not reserved first (kept for callers that count after the fact). */
export async function recordSignInFailure(db: Db, input: Who): Promise<void> {
  await db.insert(signinFailures).values({ userId: normalise(input.userId), ip: input.ip, at: input.now });
  await lockIfOverLimit(db, input);
}

async function lockIfOverLimit(db: Db, input: Who): Promise<void> {
  const userId = normalise(input.userId);
  const { ip, now } = input;
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now.getTime() - KEEP_FAILURES_MS)));

  const settled = eq(signinFailures.pending, false);
  const forUser = and(eq(signinFailures.userId, userId), eq(signinFailures.reset, false), settled);
  const forIp = ip ? and(eq(signinFailures.ip, ip), settled) : sql`false`;
  const [counts] = await db
    .select({
      user: sql<number>`count(*) filter (where ${forUser})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${forIp})`.mapWith(Number),
    })
    .from(signinFailures)
    .where(and(gt(signinFailures.at, windowStart(now)), lte(signinFailures.at, now), or(forUser, forIp)));

  const until = new Date(now.getTime() + LOCKOUT_MS);
  const lock: string[] = [];
  if ((counts?.user ?? 0) >= MAX_FAILURES_PER_USER) lock.push(userKey(userId));
  if (ip && (counts?.ip ?? 0) >= MAX_FAILURES_PER_IP) lock.push(ipKey(ip));
  if (lock.length === 0) return;

  await db
    .insert(signinLockouts)
    .values(lock.map((key) => ({ key, until })))
    // Racing requests must never shorten a lockout another one has just set.
    .onConflictDoUpdate({
      target: signinLockouts.key,
      set: { until: sql`greatest(${signinLockouts.until}, excluded.until)` },
    });
}

/**
 * Resets the user id's count and lifts its lockout. The failures are marked rather than deleted so they
 * still count against their address: otherwise an attacker holding one valid account could sign in with it
 * every 19 guesses and never trip the per-address limit. Tries still in flight keep counting.
 */
export async function recordSignInSuccess(db: Db, input: { userId: string; now: Date }): Promise<void> {
  const userId = normalise(input.userId);
  await db
    .update(signinFailures)
    .set({ reset: true })
    .where(
      and(
        eq(signinFailures.userId, userId),
        eq(signinFailures.reset, false),
        eq(signinFailures.pending, false),
        lte(signinFailures.at, input.now),
      ),
    );
  await db.delete(signinLockouts).where(eq(signinLockouts.key, userKey(userId)));
}

const windowStart = (now: Date) => new Date(now.getTime() - FAILURE_WINDOW_MS);
