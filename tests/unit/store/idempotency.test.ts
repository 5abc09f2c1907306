import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '@/server/store/db';
import {
  begin,
  IdempotencyBusyError,
  IdempotencyKeyReusedError,
  currentAttempt,
  IN_DOUBT_TTL_MS,
  KEY_TTL_MS,
  once,
  OutcomeUnknownError,
  purgeExpiredKeys,
  STALE_CLAIM_MS,
  CLAIM_LEASE_MS,
  type StoredResult,
} from '@/server/store/idempotency';
import { backends, rows, type OpenedBackend } from './backends';

const scope = (key = 'key-1', requestHash = 'hash-a') => ({ userId: 'demo@dit.test', key, requestHash });

/** A piece of work that counts its runs and finishes when told to. */
function slowWork() {
  let runs = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const work = async (): Promise<StoredResult> => {
    runs += 1;
    await gate;
    return { status: 200, body: { reference: `51000${runs}` } };
  };
  return { work, release: () => release(), runs: () => runs };
}

describe.each(backends)('idempotency keys on $name', (backend) => {
  let handle: OpenedBackend;
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate idempotency`);
  });

  it('runs the first request and replays its result', async () => {
    const first = await begin(db, scope());
    expect(first.kind).toBe('run');
    if (first.kind !== 'run') return;
    await first.finish({ status: 200, body: { reference: '5100001' } });
    expect(await begin(db, scope())).toEqual({ kind: 'replay', result: { status: 200, body: { reference: '5100001' } } });
    // Another user's key of the same text is a different key.
    expect((await begin(db, { ...scope(), userId: 'txn@dit.test' })).kind).toBe('run');
  });

  it('refuses the same key for a different request', async () => {
    await once(db, scope(), async () => ({ status: 200, body: 1 }));
    await expect(begin(db, scope('key-1', 'hash-b'))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('runs the work once for many concurrent requests, all of which get its result', async () => {
    const slow = slowWork();
    const calls = Array.from({ length: 10 }, () => once(db, scope(), slow.work, { pollMs: 5 }));
    // Let every call reach the store before the first run may finish.
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.release();
    const results = await Promise.all(calls);
    expect(slow.runs()).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ status: 200, body: { reference: '510001' } })]));
  });

  it('lets a retry run again after a failed run', async () => {
    await expect(once(db, scope(), async () => Promise.reject(new Error('upstream timeout')))).rejects.toThrow('upstream timeout');
    const result = await once(db, scope(), async () => ({ status: 200, body: 'second' }));
    expect(result.body).toBe('second');
  });

  it('gives up waiting when the first run takes too long', async () => {
    const first = await begin(db, scope());
    expect(first.kind).toBe('run');
    await expect(begin(db, scope(), { waitMs: 100, pollMs: 10 })).rejects.toBeInstanceOf(IdempotencyBusyError);
    if (first.kind === 'run') await first.finish({ status: 200, body: 'late' });
    expect(await begin(db, scope())).toEqual({ kind: 'replay', result: { status: 200, body: 'late' } });
  });

  it('forgets a key after 24 hours and takes over a claim left stale', async () => {
    await once(db, scope(), async () => ({ status: 200, body: 'day one' }));
    const later = () => new Date(Date.now() + KEY_TTL_MS + 1000);
    const again = await once(db, scope('key-1', 'hash-b'), async () => ({ status: 200, body: 'day two' }), { now: later });
    expect(again.body).toBe('day two');

    const abandoned = await begin(db, scope('key-2'));
    expect(abandoned.kind).toBe('run'); // never finished: the instance "died"
    const afterStale = () => new Date(Date.now() + STALE_CLAIM_MS + 1000);
    expect((await begin(db, scope('key-2'), { now: afterStale })).kind).toBe('run');

    await purgeExpiredKeys(db, new Date(Date.now() + 3 * KEY_TTL_MS));
    expect(await rows(db, sql`select 1 from idempotency`)).toEqual([]);
  });

  it('keeps a key whose outcome is unknown, with its note, and hands the note to the next run', async () => {
    const lost = once(db, scope(), async () => {
      await currentAttempt()?.note({ kind: 'redemption', ref: 'order-1' });
      throw new OutcomeUnknownError('checking');
    });
    await expect(lost).rejects.toBeInstanceOf(OutcomeUnknownError);
    expect(await rows(db, sql`select state from idempotency`)).toEqual([{ state: 'in-doubt' }]);

    let seen: unknown = 'not run';
    const result = await once(db, scope(), async () => {
      seen = currentAttempt()?.earlier;
      return { status: 200, body: { reference: '5100001' } };
    });
    expect(seen).toEqual({ kind: 'redemption', ref: 'order-1' });
    expect(result.body).toEqual({ reference: '5100001' });
    expect(await begin(db, scope())).toEqual({ kind: 'replay', result: { status: 200, body: { reference: '5100001' } } });
  });

  it('gives a first run, and a run after a plain failure, nothing to check', async () => {
    let seen: unknown = 'not run';
    await expect(once(db, scope(), async () => {
      seen = currentAttempt()?.earlier;
      await currentAttempt()?.note({ ref: 'x' });
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(seen).toBeNull();
    await once(db, scope(), async () => ((seen = currentAttempt()?.earlier), { status: 200, body: 1 }));
    expect(seen).toBeNull();
  });

  it('lets one repeat of a key in doubt check while the others wait for its answer', async () => {
    await expect(once(db, scope(), async () => Promise.reject(new OutcomeUnknownError('checking')))).rejects.toBeInstanceOf(OutcomeUnknownError);
    const slow = slowWork();
    const calls = Array.from({ length: 5 }, () => once(db, scope(), slow.work, { pollMs: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.release();
    const results = await Promise.all(calls);
    expect(slow.runs()).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
  });

  it('keeps a slow run its claim by renewing the lease, and hands a dead one over within the lease', async () => {
    let t = Date.now();
    const clock = () => new Date(t);
    const slow = slowWork();
    const first = once(db, scope('lease-1'), slow.work, { now: clock, renewMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Twelve seconds of a slow registrar, renewed on the way: a retry waits instead of taking over.
    t += CLAIM_LEASE_MS * 0.6;
    await new Promise((resolve) => setTimeout(resolve, 30));
    t += CLAIM_LEASE_MS * 0.6;
    await expect(begin(db, scope('lease-1'), { now: clock, waitMs: 60, pollMs: 5 })).rejects.toBeInstanceOf(IdempotencyBusyError);
    slow.release();
    await first;
    expect(slow.runs()).toBe(1);

    // A claim nobody renews (its instance killed after noting its check) is taken over once the lease runs out.
    const dead = await begin(db, scope('lease-2'), { now: clock });
    if (dead.kind !== 'run') throw new Error('expected a run');
    await dead.note({ ref: 'order-9' });
    t += CLAIM_LEASE_MS - 1000;
    await expect(begin(db, scope('lease-2'), { now: clock, waitMs: 30, pollMs: 5 })).rejects.toBeInstanceOf(IdempotencyBusyError);
    t += 2000;
    expect(await begin(db, scope('lease-2'), { now: clock })).toMatchObject({ kind: 'run', earlier: { ref: 'order-9' } });
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(10_000);
  });

  it('treats a claim left stale after noting as in doubt, and keeps keys in doubt past a day', async () => {
    const dead = await begin(db, scope('key-3'));
    if (dead.kind !== 'run') throw new Error('expected a run');
    await dead.note({ ref: 'order-3' }); // the instance died after sending
    const afterStale = () => new Date(Date.now() + STALE_CLAIM_MS + 1000);
    const taken = await begin(db, scope('key-3'), { now: afterStale });
    expect(taken).toMatchObject({ kind: 'run', earlier: { ref: 'order-3' } });
    if (taken.kind === 'run') await taken.doubt();

    await purgeExpiredKeys(db, new Date(Date.now() + 3 * KEY_TTL_MS));
    expect(await rows(db, sql`select state from idempotency`)).toEqual([{ state: 'in-doubt' }]);
    const later = () => new Date(Date.now() + 3 * KEY_TTL_MS);
    expect(await begin(db, scope('key-3'), { now: later })).toMatchObject({ kind: 'run', earlier: { ref: 'order-3' } });
    await purgeExpiredKeys(db, new Date(Date.now() + IN_DOUBT_TTL_MS + 3 * KEY_TTL_MS));
    expect(await rows(db, sql`select 1 from idempotency`)).toEqual([]);
  });

  it.runIf(backend.name === 'PostgreSQL')('holds across two portal instances', async () => {
    const other: DbHandle = await handle.openAgain!();
    try {
      const slow = slowWork();
      const calls = Array.from({ length: 10 }, (_, i) => once(i % 2 ? other.db : db, scope('shared'), slow.work, { pollMs: 5 }));
      await new Promise((resolve) => setTimeout(resolve, 150));
      slow.release();
      const results = await Promise.all(calls);
      expect(slow.runs()).toBe(1);
      expect(results.every((r) => JSON.stringify(r) === JSON.stringify(results[0]))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
