import 'server-only';
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Db } from './db';
import { serialised } from './key-lock';
import { actionEvents } from './schema/limits';

export interface RateLimit {
  action: string;
  limit: number;
  windowMs: number;
}

export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an action against every key it concerns (e.g. the user id and the mobile of an OTP request)
 * and refuses when any key already reached the limit within the window. A refused try is not counted.
 * Check and count hold a lock on the keys, so a burst of requests cannot all pass the check together.
 */
export async function takeAction(db: Db, rule: RateLimit, keys: string[], now: Date): Promise<RateCheck> {
  const clean = [...new Set(keys.map((k) => k.trim().toLowerCase()).filter(Boolean))];
  if (clean.length === 0) return { allowed: true };
  const since = new Date(now.getTime() - rule.windowMs);
  const locks = clean.map((key) => `action:${rule.action}:${key}`);
  return serialised(db, locks, async (tx) => {
    const rows = await tx
      .select({ key: actionEvents.key, n: count(), oldest: min(actionEvents.at) })
      .from(actionEvents)
      .where(and(eq(actionEvents.action, rule.action), inArray(actionEvents.key, clean), gt(actionEvents.at, since)))
      .groupBy(actionEvents.key);
    const blocked = rows.filter((r) => r.n >= rule.limit);
    if (blocked.length > 0) {
      const freeAt = Math.max(...blocked.map((r) => new Date(r.oldest ?? now).getTime() + rule.windowMs));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await tx.insert(actionEvents).values(clean.map((key) => ({ action: rule.action, key, at: now })));
    // Old rows only ever answer "not within the window"; drop them while we are here.
    await tx.delete(actionEvents).where(and(eq(actionEvents.action, rule.action), lt(actionEvents.at, new Date(now.getTime() - 86_400_000))));
    return { allowed: true };
  });
}
