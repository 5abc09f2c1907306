import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The regulatory poster is shown once per distributor, wherever they sign in from (seed 000, dashboard). */
export const posterSeen = pgTable('poster_seen', {
  userId: text('user_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * Form drafts per user, form kind and PAN. `sealed` is the draft encrypted with the portal's store key:
 * drafts hold personal data (bank accounts, dates of birth), which must not sit in the database in clear.
 */
export const drafts = pgTable(
  'drafts',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    pan: text('pan').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.pan] })],
);

/**
 * Idempotency keys of submissions that create something upstream: key → first result, kept 24 hours, so a
 * double-click, a retry after a timeout or a second tab replays the first answer instead of creating a
 * second transaction. `requestHash` refuses the same key reused for a different request.
 */
export const idempotency = pgTable(
  'idempotency',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'pending' while the first request is in flight, then 'done'. */
    state: text('state').notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_at').on(t.createdAt)],
);
