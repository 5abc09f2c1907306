import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per signed-in session; the sealed cookie names its row. The cookie alone cannot be taken back
 * once issued, so sign-out, a password change and the absolute lifetime are decided here.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    startedAt: stamp('started_at').notNull(),
    /** The absolute end, however often the cookie is renewed. */
    expiresAt: stamp('expires_at').notNull(),
    endedAt: stamp('ended_at'),
  },
  (t) => [index('portal_sessions_user_idx').on(t.userId), index('portal_sessions_expires_idx').on(t.expiresAt)],
);
