import 'server-only';

import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './db';
import { idempotency } from './schema/portal';

// No double transactions (ARCHITECTURE.md rule 6). A submission that creates something upstream
// first claims its idempotency key here. The first claimant runs; a repeat of the key (double-click,
// retry after a timeout, a second tab) waits for that run and replays its stored result. The row is
// the lock, so this holds across portal instances sharing one PostgreSQL.

export const KEY_TTL_MS = 24 * 60 * 60_000;
/** A claim this old whose run never finished (the instance died) may be taken over. */
export const STALE_CLAIM_MS = 2 * 60_000;

export interface StoredResult {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** A digest of what the request asks for: the same key for a different request is refused. */
  requestHash: string;
}

export type Begin =
  | { kind: 'replay'; result: StoredResult }
  | { kind: 'run'; finish: (result: StoredResult) => Promise<void>; abandon: () => Promise<void> };

export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

export class IdempotencyBusyError extends Error {
  override name = 'IdempotencyBusyError';
}

export interface BeginOptions {
  now?: () => Date;
  /** How long a repeat waits for the first run before giving up. */
  waitMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function begin(db: Db, scope: IdempotencyScope, options: BeginOptions = {}): Promise<Begin> {
  const now = options.now ?? (() => new Date());
  const deadline = Date.now() + (options.waitMs ?? 30_000);
  const userId = scope.userId.trim().toLowerCase();
  const row = and(eq(idempotency.userId, userId), eq(idempotency.key, scope.key));
  let poll = options.pollMs ?? 25;

  // An expired key is forgotten, so the same key a day later is a new request.
  await db.delete(idempotency).where(and(row, lt(idempotency.createdAt, new Date(now().getTime() - KEY_TTL_MS))));

  for (;;) {
    const claimed = await db
      .insert(idempotency)
      .values({ userId, key: scope.key, requestHash: scope.requestHash, state: 'pending', createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotency.key });
    if (claimed.length > 0) return running(db, userId, scope.key);

    const [found] = await db.select().from(idempotency).where(row).limit(1);
    if (!found) continue; // abandoned between our insert and select: claim it again
    if (found.requestHash !== scope.requestHash) throw new IdempotencyKeyReusedError('key reused for another request');
    if (found.state === 'done') {
      return { kind: 'replay', result: { status: found.status ?? 200, body: found.response ? (JSON.parse(found.response) as unknown) : null } };
    }
    if (now().getTime() - found.createdAt.getTime() > STALE_CLAIM_MS) {
      const taken = await db
        .update(idempotency)
        .set({ createdAt: now() })
        .where(and(row, eq(idempotency.state, 'pending'), eq(idempotency.createdAt, found.createdAt)))
        .returning({ key: idempotency.key });
      if (taken.length > 0) return running(db, userId, scope.key);
      continue;
    }
    if (Date.now() >= deadline) throw new IdempotencyBusyError('the first request with this key is still running');
    await sleep(poll);
    poll = Math.min(poll * 2, 250);
  }
}

function running(db: Db, userId: string, key: string): Begin {
  const row = and(eq(idempotency.userId, userId), eq(idempotency.key, key), eq(idempotency.state, 'pending'));
  return {
    kind: 'run',
    finish: async (result) => {
      await db.update(idempotency).set({ state: 'done', status: result.status, response: JSON.stringify(result.body) }).where(row);
    },
    // A run that failed leaves nothing behind, so a retry with the same key runs again.
    abandon: async () => {
      await db.delete(idempotency).where(row);
    },
  };
}

/** Runs `work` once per key: the first call's result is stored and every repeat gets it back. */
export async function once(db: Db, scope: IdempotencyScope, work: () => Promise<StoredResult>, options?: BeginOptions): Promise<StoredResult> {
  const started = await begin(db, scope, options);
  if (started.kind === 'replay') return started.result;
  let result: StoredResult;
  try {
    result = await work();
  } catch (err) {
    await started.abandon();
    throw err;
  }
  await started.finish(result);
  return result;
}

/** Housekeeping: keys past their 24 hours, for every user. */
export async function purgeExpiredKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(idempotency).where(lt(idempotency.createdAt, new Date(now.getTime() - KEY_TTL_MS)));
}
