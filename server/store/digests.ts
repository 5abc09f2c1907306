import 'server-only';

import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from './db';
import { digestJobs, digestSettings } from './schema/digest';

// The morning digest's settings and its once-a-day claim (server/digest/scheduler.ts). Every statement
// that decides who sends is a single conditional write, so PGlite and PostgreSQL, one instance or many,
// agree on it: the row is made once per ARN and day, and only the instance whose update matched it
// (no lease held, not sent, its retry time reached) sends.

export type DigestSetting = typeof digestSettings.$inferSelect;
export type DigestJob = typeof digestJobs.$inferSelect;

export async function readDigestSetting(db: Db, arn: string): Promise<DigestSetting | null> {
  const [row] = await db.select().from(digestSettings).where(eq(digestSettings.arn, arn));
  return row ?? null;
}

/** Saves the choice; `since` moves only when the digest is turned on or its time changes. */
export async function saveDigestSetting(db: Db, s: { arn: string; userId: string; enabled: boolean; time: string }, now: Date): Promise<DigestSetting> {
  const before = await readDigestSetting(db, s.arn);
  const rearmed = s.enabled && (!before?.enabled || before.time !== s.time);
  const values = { userId: s.userId, enabled: s.enabled, time: s.time, since: rearmed || !before ? now : before.since, updatedAt: now };
  const [row] = await db
    .insert(digestSettings)
    .values({ arn: s.arn, ...values })
    .onConflictDoUpdate({ target: digestSettings.arn, set: values })
    .returning();
  return row as DigestSetting;
}

export async function enabledDigests(db: Db): Promise<DigestSetting[]> {
  return db.select().from(digestSettings).where(eq(digestSettings.enabled, true));
}

/** Makes the day's row unless one exists (a second instance's insert does nothing). */
export async function openDigestJob(db: Db, arn: string, day: string, now: Date): Promise<void> {
  await db.insert(digestJobs).values({ arn, day, nextAt: now }).onConflictDoNothing();
}

/** Takes the day's digest for `leaseMs` and counts the try; null when it is sent, held, waiting or spent. */
export async function claimDigestJob(db: Db, arn: string, day: string, now: Date, leaseMs: number, maxAttempts: number): Promise<DigestJob | null> {
  const [row] = await db
    .update(digestJobs)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${digestJobs.attempts} + 1` })
    .where(
      and(
        eq(digestJobs.arn, arn),
        eq(digestJobs.day, day),
        isNull(digestJobs.sentAt),
        lte(digestJobs.nextAt, now),
        sql`${digestJobs.attempts} < ${maxAttempts}`,
        or(isNull(digestJobs.leaseUntil), lte(digestJobs.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markDigestSent(db: Db, arn: string, day: string, at: Date): Promise<void> {
  await db.update(digestJobs).set({ sentAt: at, leaseUntil: null, lastError: null }).where(and(eq(digestJobs.arn, arn), eq(digestJobs.day, day)));
}

/** Frees the claim until `retryAt`; null spends the day (its attempts are counted as used up). */
export async function markDigestFailed(db: Db, arn: string, day: string, kind: string, retryAt: Date | null, maxAttempts: number): Promise<void> {
  await db
    .update(digestJobs)
    .set({ leaseUntil: null, lastError: kind, ...(retryAt ? { nextAt: retryAt } : { attempts: maxAttempts }) })
    .where(and(eq(digestJobs.arn, arn), eq(digestJobs.day, day)));
}
