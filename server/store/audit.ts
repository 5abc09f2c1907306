import 'server-only';

import { desc, eq } from 'drizzle-orm';
import type { Db } from './db';
import { auditEvents } from './schema/auth';

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id'>;

// The audit trail must never hold secrets (see the schema). Callers should not pass them at all; this
// catches the slip of spreading a request body into `detail`.
const SECRET_PART = /password|passwd|passcode|token|secret|cookie|authori[sz]ation/i;
// Short names are matched as whole words only, so "shipping" or "pincode" survive.
const SECRET_WORDS = new Set(['pwd', 'otp', 'pin', 'mpin', 'cvv']);
const REDACTED = '[redacted]';

function isSecretKey(key: string): boolean {
  if (SECRET_PART.test(key)) return true;
  const words = key.split(/[^a-zA-Z0-9]+|(?<=[a-z0-9])(?=[A-Z])/);
  return words.some((word) => SECRET_WORDS.has(word.toLowerCase()));
}

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? REDACTED : redact(v)]),
    );
  }
  return value;
}

export async function recordAudit(db: Db, event: NewAuditEvent): Promise<AuditEvent> {
  const detail = event.detail == null ? event.detail : (redact(event.detail) as Record<string, unknown>);
  const [row] = await db
    .insert(auditEvents)
    .values({ ...event, userId: event.userId.trim().toLowerCase(), detail })
    .returning();
  if (!row) throw new Error('audit insert returned no row');
  return row;
}

/** Newest first. */
export async function listAudit(
  db: Db,
  query: { userId: string; limit?: number },
): Promise<AuditEvent[]> {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, query.userId.trim().toLowerCase()))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
}
