import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIGEST_MAX_ATTEMPTS } from '@/lib/rules/digest';
import { digestTick } from '@/server/digest/scheduler';
import type { Db, DbHandle } from '@/server/store/db';
import { enabledDigests, saveDigestSetting } from '@/server/store/digests';
import { backends, rows, type OpenedBackend } from '../store/backends';

// The digest's schedule against the store: due once a day however many instances tick, sent at start
// when it fell due while no instance ran, and tried again after a failure with growing waits.

const ARN = 'ARN-112233';
const DAY = '2026-03-10';
const at = (istTime: string, day = DAY) => new Date(`${day}T${istTime}:00+05:30`);

describe.each(backends)('the digest schedule on $name', (backend) => {
  let first: OpenedBackend;
  let second: DbHandle;

  beforeAll(async () => {
    first = await backend.open();
    second = first.openAgain ? await first.openAgain() : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first?.close();
  });
  beforeEach(async () => {
    await first.db.execute(sql`truncate digest_settings, digest_jobs`);
    await saveDigestSetting(first.db, { arn: ARN, userId: 'demo@dit.test', enabled: true, time: '08:00' }, at('20:00', '2026-03-09'));
  });

  const tick = async (db: Db, now: Date, send: (arn: string) => Promise<void>) => digestTick(db, await enabledDigests(db), now, send);
  const job = async () => (await rows<{ attempts: number; sent_at: Date | null; last_error: string | null }>(first.db, sql`select attempts, sent_at, last_error from digest_jobs`))[0];

  it('sends nothing before the time, then once that day however often and wherever it ticks', async () => {
    const send = vi.fn(async () => undefined);
    expect(await tick(first.db, at('07:59'), send)).toBe(0);
    const [a, b] = await Promise.all([tick(first.db, at('08:00'), send), tick(second.db, at('08:00'), send)]);
    expect(a + b).toBe(1);
    await tick(second.db, at('08:00'), send);
    await tick(first.db, at('09:30'), send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(ARN);
    // The next day is a day of its own.
    await tick(first.db, at('08:00', '2026-03-11'), send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends a digest that fell due while no instance ran as soon as one starts', async () => {
    const send = vi.fn(async () => undefined);
    expect(await tick(first.db, at('10:45'), send)).toBe(1);
  });

  it('does not send for a day whose time had passed when it was turned on', async () => {
    await saveDigestSetting(first.db, { arn: ARN, userId: 'demo@dit.test', enabled: true, time: '07:00' }, at('07:30'));
    const send = vi.fn(async () => undefined);
    expect(await tick(first.db, at('08:00'), send)).toBe(0);
    expect(await tick(first.db, at('07:00', '2026-03-11'), send)).toBe(1);
  });

  it('tries a failed digest again after 1, 5 and 15 minutes, then gives the day up', async () => {
    const send = vi.fn(async () => {
      throw new Error('connection refused');
    });
    await tick(first.db, at('08:00'), send);
    await tick(first.db, at('08:00'), send); // within the first wait
    expect(send).toHaveBeenCalledTimes(1);
    expect(await job()).toMatchObject({ attempts: 1, sent_at: null, last_error: 'smtp' });
    for (const time of ['08:01', '08:06', '08:21']) await tick(first.db, at(time), send);
    expect(send).toHaveBeenCalledTimes(DIGEST_MAX_ATTEMPTS);
    await tick(first.db, at('11:00'), send);
    expect(send).toHaveBeenCalledTimes(DIGEST_MAX_ATTEMPTS);
  });

  it('sends on the retry once the failure has passed', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(undefined);
    expect(await tick(first.db, at('08:00'), send)).toBe(0);
    expect(await tick(first.db, at('08:01'), send)).toBe(1);
    expect(await job()).toMatchObject({ attempts: 2, last_error: null });
    expect((await job())?.sent_at).not.toBeNull();
  });

  it('sends nothing once turned off', async () => {
    await saveDigestSetting(first.db, { arn: ARN, userId: 'demo@dit.test', enabled: false, time: '08:00' }, at('07:00'));
    expect(await enabledDigests(first.db)).toEqual([]);
  });
});
