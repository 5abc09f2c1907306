import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '@/server/store/db';
import { otpRequestRule } from '@/lib/rules/otp-requests';
import { takeAction, type RateLimit } from '@/server/store/rate-limit';
import { backends } from './backends';

const OTP: RateLimit = { action: 'otp', limit: 5, windowMs: 3_600_000 };
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe.each(backends)('rate limits on $name', (backend) => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate action_events`);
  });

  it('allows five in an hour and refuses the sixth until the first falls out of the window', async () => {
    for (let i = 0; i < 5; i += 1) expect(await takeAction(db, OTP, ['ravi@example.com'], at(i))).toEqual({ allowed: true });
    expect(await takeAction(db, OTP, ['RAVI@example.com'], at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
    expect(await takeAction(db, OTP, ['ravi@example.com'], at(60))).toEqual({ allowed: true });
  });

  it('refuses when any one of the keys is exhausted, and counts nothing for a refused try', async () => {
    for (let i = 0; i < 5; i += 1) await takeAction(db, OTP, ['user-a', '9876543210'], at(i));
    expect((await takeAction(db, OTP, ['user-b', '9876543210'], at(5))).allowed).toBe(false);
    expect((await takeAction(db, OTP, ['user-b'], at(5))).allowed).toBe(true);
  });

  it('gives sign-up and empanelment OTPs a quota each', async () => {
    const keys = ['ARN-556677', '9845056677'];
    for (let i = 0; i < 5; i += 1) expect((await takeAction(db, otpRequestRule('empanelment'), keys, at(i))).allowed).toBe(true);
    expect((await takeAction(db, otpRequestRule('empanelment'), keys, at(5))).allowed).toBe(false);
    for (let i = 0; i < 5; i += 1) expect((await takeAction(db, otpRequestRule('signup'), keys, at(6 + i))).allowed).toBe(true);
    expect((await takeAction(db, otpRequestRule('signup'), keys, at(11))).allowed).toBe(false);
  });

  it('lets no more than the limit through when requests arrive together', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => takeAction(db, OTP, ['burst@example.com', '9876500000'], at(0))));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
  });

  it('keeps actions apart', async () => {
    for (let i = 0; i < 5; i += 1) await takeAction(db, OTP, ['k'], at(i));
    expect((await takeAction(db, { ...OTP, action: 'other' }, ['k'], at(5))).allowed).toBe(true);
  });
});
