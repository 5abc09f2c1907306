import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from './db';
import { idempotency } from './schema/portal';

// No double transactions (ARCHITECTURE.md rule 6). A submission that creates something upstream
// first claims its idempotency key here. The first claimant runs; a repeat of the key (double-click,
// retry after a timeout, a second tab) waits for that run and replays its stored result. The row is
// the lock, so this holds across portal instances sharing one PostgreSQL.
//
// A run that sent something upstream and got no usable answer has an unknown outcome
// (ARCHITECTURE.md, "Unknown outcomes"): releasing the key would let a retry do it twice. Before it
// sends, the run notes what would tell whether the registrar did it; if the answer is then lost, the
// key stays 'in-doubt' with that note, and the next run of the key gets the note to check first.

export const KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim is a lease: its run renews it while it works (however slow the registrar), so a claim not
 * renewed for this long belongs to an instance that died, and a retry takes it over (as in doubt, when
 * the run had noted a check) within seconds rather than minutes.
 */
export const CLAIM_LEASE_MS = 10_000;
/** How often a working run renews its lease: several renewals fit in one lease. */
export const LEASE_RENEW_MS = 2_500;
/** The lease's old name: a claim not renewed for this long may be taken over. */
export const STALE_CLAIM_MS = CLAIM_LEASE_MS;
/** An outcome still unknown is kept as long as a draft, so a late retry still checks before it sends. */
export const IN_DOUBT_TTL_MS = 30 * 24 * 60 * 60_000;

const PENDING = 'pending';
const DONE = 'done';
const IN_DOUBT = 'in-doubt';

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

export interface Run {
  kind: 'run';
  /** What an earlier run of this key noted before its outcome became unknown; null when there was none. */
  earlier: unknown;
  finish: (result: StoredResult) => Promise<void>;
  abandon: () => Promise<void>;
  /** Keeps `check` with the claim, so that an outcome lost from here on can still be looked up. */
  note: (check: unknown) => Promise<void>;
  /** The outcome is unknown: keep the key and its note for the next run to check. */
  doubt: () => Promise<void>;
  /** Renews the claim's lease (see CLAIM_LEASE_MS). */
  renew: () => Promise<void>;
}

export type Begin = { kind: 'replay'; result: StoredResult } | Run;

export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

export class IdempotencyBusyError extends Error {
  override name = 'IdempotencyBusyError';
}

/** Thrown by work whose request may or may not have been carried out upstream. */
export class OutcomeUnknownError extends Error {
  override name = 'OutcomeUnknownError';
}

export interface BeginOptions {
  now?: () => Date;
  /** How long a repeat waits for the first run before giving up. */
  waitMs?: number;
  pollMs?: number;
  /** How often a working run renews its lease (tests shorten it). */
  renewMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function begin(db: Db, scope: IdempotencyScope, options: BeginOptions = {}): Promise<Begin> {
  const now = options.now ?? (() => new Date());
  const deadline = Date.now() + (options.waitMs ?? 30_000);
  const userId = scope.userId.trim().toLowerCase();
  const row = and(eq(idempotency.userId, userId), eq(idempotency.key, scope.key));
  let poll = options.pollMs ?? 25;

  // An expired key is forgotten, so the same key a day later is a new request; one in doubt is not.
  await db.delete(idempotency).where(and(row, ne(idempotency.state, IN_DOUBT), lt(idempotency.createdAt, new Date(now().getTime() - KEY_TTL_MS))));

  for (;;) {
    const claimed = await db
      .insert(idempotency)
      .values({ userId, key: scope.key, requestHash: scope.requestHash, state: PENDING, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotency.key });
    if (claimed.length > 0) return running(db, userId, scope.key, null, now);

    const [found] = await db.select().from(idempotency).where(row).limit(1);
    if (!found) continue; // abandoned between our insert and select: claim it again
    if (found.requestHash !== scope.requestHash) throw new IdempotencyKeyReusedError('key reused for another request');
    const noted = found.response ? (JSON.parse(found.response) as unknown) : null;
    if (found.state === DONE) return { kind: 'replay', result: { status: found.status ?? 200, body: noted } };
    // A claim whose instance died mid-run is as much in doubt as one whose answer was lost.
    if (found.state === IN_DOUBT || now().getTime() - found.createdAt.getTime() > CLAIM_LEASE_MS) {
      const taken = await db
        .update(idempotency)
        .set({ state: PENDING, createdAt: now() })
        .where(and(row, eq(idempotency.state, found.state), eq(idempotency.createdAt, found.createdAt)))
        .returning({ key: idempotency.key });
      if (taken.length > 0) return running(db, userId, scope.key, noted, now);
      continue;
    }
    if (Date.now() >= deadline) throw new IdempotencyBusyError('the first request with this key is still running');
    await sleep(poll);
    poll = Math.min(poll * 2, 250);
  }
}

function running(db: Db, userId: string, key: string, earlier: unknown, now: () => Date): Run {
  const row = and(eq(idempotency.userId, userId), eq(idempotency.key, key), eq(idempotency.state, PENDING));
  return {
    kind: 'run',
    earlier,
    // The lease's renewal: the claim's time moves on while the run is alive (its day-long expiry with it).
    renew: async () => {
      await db.update(idempotency).set({ createdAt: now() }).where(row);
    },
    finish: async (result) => {
      await db.update(idempotency).set({ state: DONE, status: result.status, response: JSON.stringify(result.body) }).where(row);
    },
    // A run that failed leaves nothing behind, so a retry with the same key runs again.
    abandon: async () => {
      await db.delete(idempotency).where(row);
    },
    note: async (check) => {
      await db.update(idempotency).set({ response: JSON.stringify(check) }).where(row);
    },
    doubt: async () => {
      await db.update(idempotency).set({ state: IN_DOUBT }).where(row);
    },
  };
}

/** What the work of the current `once` may ask of its key. */
export interface Attempt {
  earlier: unknown;
  note: (check: unknown) => Promise<void>;
  /** The registrar's request reference of this key: the same for every repeat, so a repeat names the same request. */
  ref: string;
}

/** A request reference derived from the user and the idempotency key (20 characters, no personal data). */
export const requestRefOf = (userId: string, key: string) =>
  `RR${createHash('sha256').update(`${userId.trim().toLowerCase()}|${key}`).digest('hex').slice(0, 18).toUpperCase()}`;

/** The current key's request reference; outside `once` (a script), a fresh one. */
export const currentRequestRef = (): string => attempts.getStore()?.ref ?? `RR${randomBytes(9).toString('hex').toUpperCase()}`;

const attempts = new AsyncLocalStorage<Attempt>();

/** The key's attempt this code runs under, or null outside `once` (a test, a script). */
export const currentAttempt = (): Attempt | null => attempts.getStore() ?? null;

/**
 * Runs `work` once per key: the first call's result is stored and every repeat gets it back. Work that
 * throws OutcomeUnknownError leaves the key in doubt; any other error releases it.
 */
export async function once(db: Db, scope: IdempotencyScope, work: () => Promise<StoredResult>, options?: BeginOptions): Promise<StoredResult> {
  const started = await begin(db, scope, options);
  if (started.kind === 'replay') return started.result;
  // A renewal that fails (the store briefly away) is tried again at the next beat; the lease allows several.
  const lease = setInterval(() => void started.renew().catch(() => undefined), options?.renewMs ?? LEASE_RENEW_MS);
  let result: StoredResult;
  try {
    result = await attempts.run({ earlier: started.earlier, note: started.note, ref: requestRefOf(scope.userId, scope.key) }, work);
  } catch (err) {
    clearInterval(lease);
    await (err instanceof OutcomeUnknownError ? started.doubt() : started.abandon());
    throw err;
  }
  clearInterval(lease);
  await started.finish(result);
  return result;
}

/** Housekeeping: keys past their 24 hours, for every user; those in doubt after a draft's lifetime. */
export async function purgeExpiredKeys(db: Db, now = new Date()): Promise<void> {
  const expired = lt(idempotency.createdAt, new Date(now.getTime() - KEY_TTL_MS));
  const doubtExpired = lt(idempotency.createdAt, new Date(now.getTime() - IN_DOUBT_TTL_MS));
  await db.delete(idempotency).where(or(and(ne(idempotency.state, IN_DOUBT), expired), doubtExpired));
}
