import { sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '@/server/store/audit';
import type { Db, DbHandle } from '@/server/store/db';
import { auditEvents } from '@/server/store/schema/auth';
import { backends, rows } from './backends';

const SECRET_COLUMN = /pass|token|secret|otp/i;

describe.each(backends)('audit trail on $name', (backend) => {
  let handle: DbHandle & { schema: string };
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate audit_events`);
  });

  it('round-trips an event', async () => {
    const at = new Date('2025-03-10T10:00:00.000Z');
    const saved = await recordAudit(db, {
      kind: 'sign-in',
      userId: 'ARN-1001',
      arn: 'ARN-1001',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      detail: { method: 'password', attempts: 2 },
      at,
    });
    expect(saved.id).toBeTypeOf('number');
    const [read] = await listAudit(db, { userId: 'arn-1001' });
    expect(read).toEqual({
      id: saved.id,
      kind: 'sign-in',
      userId: 'arn-1001',
      arn: 'ARN-1001',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      detail: { method: 'password', attempts: 2 },
      at,
    });
  });

  it('fills in the time and leaves optional fields empty', async () => {
    const before = Date.now();
    const saved = await recordAudit(db, { kind: 'sign-out', userId: 'arn-1001' });
    expect(saved).toMatchObject({ arn: null, ip: null, userAgent: null, detail: null });
    expect(Math.abs(saved.at.getTime() - before)).toBeLessThan(60_000);
  });

  it('lists newest first, for one user, up to the limit', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(db, {
        kind: 'sign-in-failed',
        userId: 'arn-1001',
        at: new Date(Date.UTC(2025, 2, 10, 10, i)),
      });
    }
    await recordAudit(db, { kind: 'sign-in', userId: 'arn-2002' });
    const list = await listAudit(db, { userId: 'arn-1001', limit: 3 });
    expect(list.map((e) => e.at.getUTCMinutes())).toEqual([4, 3, 2]);
    expect(list.every((e) => e.userId === 'arn-1001')).toBe(true);
  });

  it('redacts secret-looking keys in detail', async () => {
    await recordAudit(db, {
      kind: 'password-change',
      userId: 'arn-1001',
      detail: {
        newPassword: 'hunter2',
        accessToken: 'abc',
        nested: { otp: '123456', pincode: '560001' },
        list: [{ client_secret: 'x' }],
        shipping: 'kept',
      },
    });
    const [read] = await listAudit(db, { userId: 'arn-1001' });
    expect(read?.detail).toEqual({
      newPassword: '[redacted]',
      accessToken: '[redacted]',
      nested: { otp: '[redacted]', pincode: '560001' },
      list: [{ client_secret: '[redacted]' }],
      shipping: 'kept',
    });
  });

  it('has no column for passwords or tokens', async () => {
    const columns = await rows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = ${handle.schema} and table_name = 'audit_events'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      ['arn', 'at', 'detail', 'id', 'ip', 'kind', 'user_agent', 'user_id'].sort(),
    );
    expect(columns.filter((c) => SECRET_COLUMN.test(c.column_name))).toEqual([]);
    expect(Object.keys(getTableColumns(auditEvents)).filter((k) => SECRET_COLUMN.test(k))).toEqual([]);
  });
});
