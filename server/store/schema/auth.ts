// Loaded by drizzle-kit as well as by the portal, so it must not import 'server-only' or use the `@/` alias.
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = () => timestamp('at', { withTimezone: true, mode: 'date' });

/**
 * One row per unsuccessful sign-in. user_id is stored lower-cased so that "ABC" and "abc" share a count.
 * ip is null when the request's address is unknown; such rows count for the user id only.
 * `reset` marks rows that a later successful sign-in cleared for the user id: they no longer count for
 * the user, but still count for the address, so one good account cannot wipe an address's record.
 * `pending` marks a try reserved before its password goes upstream: it counts at once, so a burst of
 * tries cannot all pass the check before the first failure is written.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    ip: text('ip'),
    reset: boolean('reset').notNull().default(false),
    pending: boolean('pending').notNull().default(false),
    at: at().notNull(),
  },
  (t) => [
    index('signin_failures_user_at_idx').on(t.userId, t.at),
    index('signin_failures_ip_at_idx').on(t.ip, t.at),
    // Keeps the daily prune that runs on every failure from scanning the table.
    index('signin_failures_at_idx').on(t.at),
  ],
);

/** Active refusals; key is `user:<lower-cased id>` or `ip:<address>`. Expired rows are simply ignored. */
export const signinLockouts = pgTable('signin_lockouts', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
});

export type AuditKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  // A firm member's right password, answered with an OTP to their own mobile and e-mail.
  | 'sign-in-otp-sent'
  | 'sign-out'
  | 'password-change'
  | 'sign-up'
  | 'password-reset'
  | 'transaction-reinitiate'
  // The admin's changes of a firm's member (the invitation is in the initiations trail).
  | 'team-member-update'
  | 'team-member-suspend'
  | 'team-member-reactivate'
  | 'team-member-remove';

/**
 * What each distributor initiated. Never store passwords, OTPs, tokens or other secrets here, not even in
 * `detail`: the trail is read by people and kept long after the session ends. recordAudit() redacts
 * secret-looking keys in `detail` as a second line of defence.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<AuditKind>().notNull(),
    userId: text('user_id').notNull(),
    arn: text('arn'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index('audit_events_user_at_idx').on(t.userId, t.at)],
);
