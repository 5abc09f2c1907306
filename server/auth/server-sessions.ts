import 'server-only';
import { env } from '../env';
import { getDb } from '../store/db';
import { endSession, endUserSessions, isSessionLive, startSession } from '../store/sessions';

// A page render asks several times (proxy, layout, page, handler); a live answer is kept for a moment
// per process so that costs one read. Another instance's sign-out therefore takes effect here within
// LIVE_CACHE_MS; this process's own sign-out and password change take effect at once.
const LIVE_CACHE_MS = 2_000;
const shared = globalThis as typeof globalThis & { __portalLiveSessions?: Map<string, number> };
const liveSeen = (shared.__portalLiveSessions ??= new Map());

export async function beginServerSession(userId: string): Promise<{ sid: string; sx: number }> {
  const now = new Date();
  const { id, expiresAt } = await startSession(await getDb(), { userId, now, lifetimeMs: env().SESSION_ABSOLUTE_HOURS * 3_600_000 });
  return { sid: id, sx: Math.floor(expiresAt.getTime() / 1000) };
}

export async function serverSessionIsLive(sid: string): Promise<boolean> {
  const now = Date.now();
  const seen = liveSeen.get(sid);
  if (seen !== undefined && now - seen < LIVE_CACHE_MS) return true;
  const live = await isSessionLive(await getDb(), sid, new Date(now));
  if (live) {
    if (liveSeen.size > 10_000) liveSeen.clear();
    liveSeen.set(sid, now);
  } else {
    liveSeen.delete(sid);
  }
  return live;
}

export async function endServerSession(sid: string): Promise<void> {
  liveSeen.delete(sid);
  await endSession(await getDb(), sid, new Date());
}

export async function endEverySessionOf(userId: string): Promise<void> {
  liveSeen.clear();
  await endUserSessions(await getDb(), userId, new Date());
}
