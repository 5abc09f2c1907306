import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { throttleMessage } from '@/lib/rules/sign-in-throttle';
import type { Db, DbHandle } from '@/server/store/db';
import { signinFailures } from '@/server/store/schema/auth';
import {
  checkSignIn,
  recordSignInFailure,
  recordSignInSuccess,
  releaseSignIn,
  reserveSignIn,
  settleSignInFailure,
  settleSignInSuccess,
  type SignInReservation,
} from '@/server/store/throttle';
import { backends } from './backends';

const T0 = new Date('2025-03-10T10:00:00.000Z');
const at = (minutes: number, seconds = 0) => new Date(T0.getTime() + minutes * 60_000 + seconds * 1000);
const IP = '203.0.113.7';

describe('throttleMessage', () => {
  it('says "1 minute" for a minute or less', () => {
    expect(throttleMessage(60)).toBe('Too many unsuccessful sign-in attempts. Please try again in 1 minute.');
    expect(throttleMessage(1)).toBe('Too many unsuccessful sign-in attempts. Please try again in 1 minute.');
  });
  it('rounds up and says "minutes" otherwise', () => {
    expect(throttleMessage(900)).toBe('Too many unsuccessful sign-in attempts. Please try again in 15 minutes.');
    expect(throttleMessage(61)).toBe('Too many unsuccessful sign-in attempts. Please try again in 2 minutes.');
  });
});

describe.each(backends)('sign-in throttle on $name', (backend) => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate signin_failures, signin_lockouts`);
  });

  async function fail(times: number, userId: string, now: Date, ip: string | null = IP) {
    for (let i = 0; i < times; i++) await recordSignInFailure(db, { userId, ip, now });
  }

  it('allows four failures and refuses after the fifth for 900 seconds', async () => {
    await fail(4, 'arn-1001', at(0));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(1) })).toEqual({ allowed: true });
    await fail(1, 'arn-1001', at(2));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(2) })).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    // The lock is on the user id, not on the address it came from.
    const elsewhere = await checkSignIn(db, { userId: 'arn-1001', ip: '198.51.100.1', now: at(3) });
    expect(elsewhere).toEqual({ allowed: false, retryAfterSeconds: 840 });
    expect(await checkSignIn(db, { userId: 'arn-2002', ip: IP, now: at(3) })).toEqual({ allowed: true });
  });

  it('treats user ids case-insensitively', async () => {
    await fail(3, 'ARN-1001', at(0));
    await fail(2, ' arn-1001', at(0));
    expect((await checkSignIn(db, { userId: 'Arn-1001', ip: null, now: at(0) })).allowed).toBe(false);
  });

  it('does not count failures older than 15 minutes', async () => {
    await fail(4, 'arn-1001', at(0));
    await fail(1, 'arn-1001', at(15));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(15) })).toEqual({ allowed: true });
    await fail(1, 'arn-1001', at(15));
    await fail(2, 'arn-1001', at(16));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(16) })).toEqual({ allowed: true });
  });

  it('lifts the lockout after 15 minutes', async () => {
    await fail(5, 'arn-1001', at(0));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(14, 59) })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(15) })).toEqual({ allowed: true });
    // A fresh failure after expiry starts a new count rather than re-locking at once.
    await fail(1, 'arn-1001', at(15));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(15) })).toEqual({ allowed: true });
  });

  it('resets the count and the lockout on success', async () => {
    await fail(4, 'arn-1001', at(0));
    await recordSignInSuccess(db, { userId: 'ARN-1001', now: at(1) });
    await fail(4, 'arn-1001', at(2));
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(2) })).toEqual({ allowed: true });

    await fail(1, 'arn-1001', at(3));
    expect((await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(3) })).allowed).toBe(false);
    await recordSignInSuccess(db, { userId: 'arn-1001', now: at(4) });
    expect(await checkSignIn(db, { userId: 'arn-1001', ip: IP, now: at(4) })).toEqual({ allowed: true });
  });

  it('locks an address after 20 failures across different user ids', async () => {
    for (let i = 0; i < 19; i++) await fail(1, `arn-${i}`, at(0, i));
    expect(await checkSignIn(db, { userId: 'arn-new', ip: IP, now: at(1) })).toEqual({ allowed: true });
    await fail(1, 'arn-19', at(1));
    expect(await checkSignIn(db, { userId: 'arn-new', ip: IP, now: at(1) })).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    expect(await checkSignIn(db, { userId: 'arn-new', ip: '198.51.100.1', now: at(1) })).toEqual({
      allowed: true,
    });
    expect(await checkSignIn(db, { userId: 'arn-new', ip: IP, now: at(16) })).toEqual({ allowed: true });
  });

  it('keeps counting against the address after a success clears the user id', async () => {
    await fail(4, 'attacker-own', at(0));
    await recordSignInSuccess(db, { userId: 'attacker-own', now: at(0, 30) });
    for (let i = 0; i < 16; i++) await fail(1, `victim-${i}`, at(1));
    expect((await checkSignIn(db, { userId: 'victim-99', ip: IP, now: at(1) })).allowed).toBe(false);
  });

  it('does not lump unknown addresses together', async () => {
    for (let i = 0; i < 25; i++) await fail(1, `arn-${i}`, at(0), null);
    expect(await checkSignIn(db, { userId: 'arn-new', ip: null, now: at(0) })).toEqual({ allowed: true });
  });

  it('prunes failures older than a day when recording', async () => {
    await fail(2, 'arn-1001', at(-25 * 60));
    await fail(1, 'arn-2002', at(-23 * 60));
    await fail(1, 'arn-3003', at(0));
    const left = await db.select({ userId: signinFailures.userId }).from(signinFailures);
    expect(left.map((r) => r.userId).sort()).toEqual(['arn-2002', 'arn-3003']);
  });

  describe('reserving a try before the password is checked', () => {
    const burst = <T,>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
    const idOf = (r: SignInReservation | undefined) => (r?.allowed ? r.attempt : Number.NaN);

    it('lets five of 29 simultaneous tries through, whatever the interleaving', async () => {
      const outcomes = await burst(29, () => reserveSignIn(db, { userId: 'arn-1001', ip: IP, now: at(0) }));
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
      expect(outcomes.find((o) => !o.allowed)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    });

    it('holds across two connections, as two portal instances would have', async () => {
      if (!backend.name.startsWith('PostgreSQL')) return;
      const other = await (handle as Awaited<ReturnType<typeof backend.open>>).openAgain!();
      try {
        const outcomes = await burst(30, (i) => reserveSignIn(i % 2 ? other.db : db, { userId: `arn-${i % 3}`, ip: IP, now: at(0) }));
        expect(outcomes.filter((o) => o.allowed)).toHaveLength(15);
        const spray = await burst(30, (i) => reserveSignIn(i % 2 ? other.db : db, { userId: `spray-${i}`, ip: IP, now: at(1) }));
        expect(spray.filter((o) => o.allowed)).toHaveLength(5);
      } finally {
        await other.close();
      }
    });

    it('counts settled failures towards the lockout and gives back tries the registrar never judged', async () => {
      const who = { userId: 'arn-1001', ip: IP, now: at(0) };
      const tries = await burst(5, () => reserveSignIn(db, who));
      const ids = tries.map(idOf);
      await releaseSignIn(db, ids[0]!);
      const again = await reserveSignIn(db, who);
      expect(again.allowed).toBe(true);
      for (const id of ids.slice(1)) await settleSignInFailure(db, id, who);
      expect((await checkSignIn(db, { ...who, now: at(1) })).allowed).toBe(true);
      await settleSignInFailure(db, idOf(again), who);
      expect(await checkSignIn(db, { ...who, now: at(1) })).toEqual({ allowed: false, retryAfterSeconds: 840 });
    });

    it('a success clears the user id but not the tries still in flight', async () => {
      const who = { userId: 'arn-1001', ip: IP, now: at(0) };
      const [good, ...rest] = await burst(5, () => reserveSignIn(db, who));
      await settleSignInSuccess(db, idOf(good), who);
      expect((await reserveSignIn(db, who)).allowed).toBe(true);
      expect((await reserveSignIn(db, who)).allowed).toBe(false);
      expect(rest).toHaveLength(4);
    });

    it('caps one address at 20 tries across user ids', async () => {
      const outcomes = await burst(40, (i) => reserveSignIn(db, { userId: `arn-${i}`, ip: IP, now: at(0) }));
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(20);
      expect((await reserveSignIn(db, { userId: 'arn-new', ip: '198.51.100.1', now: at(0) })).allowed).toBe(true);
    });
  });
});
