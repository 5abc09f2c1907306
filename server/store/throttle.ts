import 'server-only';

import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  FAILURE_WINDOW_MS,
  LOCKOUT_MS,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USER,
} from '@/lib/rules/sign-in-throttle';
import type { Db } from './db';
import { signinFailures, signinLockouts } from './schema/auth';

export type SignInCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Failures only matter for 15 minutes; a day of history is kept for anyone investigating an attack.
const KEEP_FAILURES_MS = 24 * 60 * 60_000;

// User ids are case-insensitive upstream, so "ABC" must not get five more tries than "abc".
const normalise = (userId: string) => userId.trim().toLowerCase();
const userKey = (userId: string) => `user:${normalise(userId)}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Whether a sign-in may be tried now. `ip` may be null when the address is unknown; then only the user id
 * is checked, because lumping every unknown address together would let one attacker lock out everybody.
 */
export async function checkSignIn(
  db: Db,
  input: { userId: string; ip: string | null; now: Date },
): Promise<SignInCheck> {
  const keys = input.ip ? [userKey(input.userId), ipKey(input.ip)] : [userKey(input.userId)];
  const [row] = await db
    .select({ until: sql<Date | null>`max(${signinLockouts.until})`.mapWith(signinLockouts.until) })
    .from(signinLockouts)
    .where(and(inArray(signinLockouts.key, keys), gt(signinLockouts.until, input.now)));
  const until = row?.until;
  if (!until) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((until.getTime() - input.now.getTime()) / 1000) };
}

export async function recordSignInFailure(
  db: Db,
  input: { userId: string; ip: string | null; now: Date },
): Promise<void> {
  const userId = normalise(input.userId);
  const { ip, now } = input;

  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now.getTime() - KEEP_FAILURES_MS)));
  await db.insert(signinFailures).values({ userId, ip, at: now });

  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const forUser = and(eq(signinFailures.userId, userId), eq(signinFailures.reset, false));
  const forIp = ip ? eq(signinFailures.ip, ip) : sql`false`;
  const [counts] = await db
    .select({
      user: sql<number>`count(*) filter (where ${forUser})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${forIp})`.mapWith(Number),
    })
    .from(signinFailures)
    .where(and(gt(signinFailures.at, since), lte(signinFailures.at, now), or(forUser, forIp)));

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
 * every 19 guesses and never trip the per-address limit.
 */
export async function recordSignInSuccess(db: Db, input: { userId: string; now: Date }): Promise<void> {
  const userId = normalise(input.userId);
  await db
    .update(signinFailures)
    .set({ reset: true })
    .where(
      and(eq(signinFailures.userId, userId), eq(signinFailures.reset, false), lte(signinFailures.at, input.now)),
    );
  await db.delete(signinLockouts).where(eq(signinLockouts.key, userKey(userId)));
}
