// Loaded by drizzle-kit as well as by the portal, so it must not import 'server-only' or use the `@/` alias.
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Each distributor's morning digest: on or off and at what time (IST, HH:MM). `since` is when it was last
 * turned on or moved (on the registrar's clock): a day whose time had already passed then is not sent.
 * No address is kept: the registrar names the e-mail on record when the digest is built.
 */
export const digestSettings = pgTable('digest_settings', {
  arn: text('arn').primaryKey(),
  userId: text('user_id').notNull(),
  enabled: boolean('enabled').notNull(),
  time: text('time').notNull(),
  since: stamp('since').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/**
 * One row per ARN and IST day (YYYY-MM-DD) whose digest fell due: the row is made once (a second insert
 * does nothing), and an instance sends only after claiming it with a lease, so however many instances
 * run, one sends. `attempts` counts tries; `next_at` is when a failed one may be tried again.
 */
export const digestJobs = pgTable(
  'digest_jobs',
  {
    arn: text('arn').notNull(),
    day: text('day').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: stamp('next_at').notNull(),
    leaseUntil: stamp('lease_until'),
    sentAt: stamp('sent_at'),
    /** Why the last try failed, as a kind ('timeout', 'smtp', …), never a message with personal data. */
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.arn, t.day] })],
);
