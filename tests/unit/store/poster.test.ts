import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '@/server/store/db';
import { hasSeenPoster, markPosterSeen, posterSeenAt } from '@/server/store/poster';
import { backends } from './backends';

describe.each(backends)('poster seen on $name', (backend) => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate poster_seen`);
  });

  it('is unseen until marked, then seen', async () => {
    expect(await hasSeenPoster(db, 'demo@dit.test')).toBe(false);
    await markPosterSeen(db, 'demo@dit.test', new Date('2026-11-20T04:30:00.000Z'));
    expect(await hasSeenPoster(db, 'demo@dit.test')).toBe(true);
    expect(await posterSeenAt(db, 'demo@dit.test')).toEqual(new Date('2026-11-20T04:30:00.000Z'));
  });

  it('is kept per distributor', async () => {
    await markPosterSeen(db, 'demo@dit.test');
    expect(await hasSeenPoster(db, 'fresh@dit.test')).toBe(false);
    expect(await posterSeenAt(db, 'fresh@dit.test')).toBeNull();
  });

  it('treats user ids without regard to case or surrounding spaces', async () => {
    await markPosterSeen(db, '  Demo@DIT.test ');
    expect(await hasSeenPoster(db, 'demo@dit.test')).toBe(true);
    expect(await hasSeenPoster(db, 'DEMO@dit.TEST')).toBe(true);
  });

  it('keeps the first time when marked again', async () => {
    await markPosterSeen(db, 'demo@dit.test', new Date('2026-11-20T04:30:00.000Z'));
    await markPosterSeen(db, 'demo@dit.test', new Date('2026-11-21T09:00:00.000Z'));
    expect(await posterSeenAt(db, 'demo@dit.test')).toEqual(new Date('2026-11-20T04:30:00.000Z'));
  });

  it('survives two marks at once (two tabs)', async () => {
    await Promise.all([markPosterSeen(db, 'demo@dit.test'), markPosterSeen(db, 'demo@dit.test')]);
    expect(await hasSeenPoster(db, 'demo@dit.test')).toBe(true);
  });

  it('refuses an empty user id', async () => {
    await expect(markPosterSeen(db, '   ')).rejects.toThrow('needs a user id');
  });
});
