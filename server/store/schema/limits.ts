import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per counted action (an OTP sent, say), per key it counts against: user id, mobile, ARN. */
export const actionEvents = pgTable(
  'action_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('action_events_action_key_at').on(t.action, t.key, t.at)],
);
