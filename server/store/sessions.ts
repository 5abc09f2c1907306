import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from './db';
import { portalSessions } from './schema/sessions';

export async function startSession(db: Db, input: { userId: string; now: Date; lifetimeMs: number }): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.lifetimeMs);
  // Expired rows answer "not live" either way; dropping them here keeps the table the size of the live set.
  await db.delete(portalSessions).where(lt(portalSessions.expiresAt, input.now));
  await db.insert(portalSessions).values({ id, userId: input.userId.trim().toLowerCase(), startedAt: input.now, expiresAt });
  return { id, expiresAt };
}

/** One primary-key read. */
export async function isSessionLive(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: portalSessions.id })
    .from(portalSessions)
    .where(and(eq(portalSessions.id, id), isNull(portalSessions.endedAt), gt(portalSessions.expiresAt, now)));
  return !!row;
}

export async function endSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(portalSessions).set({ endedAt: now }).where(and(eq(portalSessions.id, id), isNull(portalSessions.endedAt)));
}

export async function endUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(portalSessions)
    .set({ endedAt: now })
    .where(and(eq(portalSessions.userId, userId.trim().toLowerCase()), isNull(portalSessions.endedAt)));
}
