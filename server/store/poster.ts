import 'server-only';

import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { posterSeen } from './schema/portal';

// The regulatory poster is shown to each distributor once, whichever browser or device they sign in
// from, so the fact lives here and not in the browser.

// User ids are e-mail addresses and case-insensitive upstream: "Demo@…" has seen what "demo@…" saw.
const normalise = (userId: string) => userId.trim().toLowerCase();

export async function hasSeenPoster(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: posterSeen.userId }).from(posterSeen).where(eq(posterSeen.userId, normalise(userId))).limit(1);
  return rows.length > 0;
}

/** Idempotent: a second call (another tab, a retry) keeps the first time it was seen. */
export async function markPosterSeen(db: Db, userId: string, at: Date = new Date()): Promise<void> {
  const id = normalise(userId);
  if (!id) throw new Error('markPosterSeen needs a user id');
  await db.insert(posterSeen).values({ userId: id, seenAt: at }).onConflictDoNothing({ target: posterSeen.userId });
}

/** When the poster was first seen, or null. */
export async function posterSeenAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select({ seenAt: posterSeen.seenAt }).from(posterSeen).where(eq(posterSeen.userId, normalise(userId))).limit(1);
  return row?.seenAt ?? null;
}
