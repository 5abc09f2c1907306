// Loaded by drizzle-kit as well as by the portal, so it must not import 'server-only' or use the `@/` alias.
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Everything a distributor asked the registrar to create (a transaction of any kind, a mandate, a plan
 * change, an upload, a mail, a link, an application): who (the user id, and the firm's member), when, from where, for whom, how much, the
 * registrar's reference and the outcome. The tracker reads it, scoped to the ARN; nothing removes a row
 * younger than 180 days. No secret is ever stored here, and `detail` holds only the registrar's facts.
 *
 * `idempotency_key` ties the row to the request that made it, so a retry of an in-doubt confirmation
 * updates its row instead of adding a second. `state` and `detail` are the registrar's lifecycle as
 * last read (P, A, L, R, E), refreshed by the tracker while the row can still change.
 */
export const initiations = pgTable(
  'initiations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    arn: text('arn').notNull(),
    /**
     * The firm's member who initiated it (issue 43) and their name as the session named them then; both
     * null for the ARN holder, for a row the registrar reported (entered elsewhere) and for rows older
     * than members.
     */
    memberId: text('member_id'),
    memberName: text('member_name'),
    at: stamp('at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    kind: text('kind').notNull(),
    pan: text('pan'),
    investor: text('investor'),
    folio: text('folio'),
    scheme: text('scheme'),
    amount: text('amount'),
    /** The registrar's reference: a transaction number where the registrar tracks one. */
    reference: text('reference'),
    /** 'txn' when `reference` is a transaction number with a lifecycle upstream. */
    referenceKind: text('reference_kind'),
    outcome: text('outcome').$type<'made' | 'in-doubt' | 'refused'>().notNull(),
    /** The refusal shown to the distributor (the seed's or the registrar's words). */
    message: text('message'),
    idempotencyKey: text('idempotency_key'),
    state: text('state'),
    expiresAt: stamp('expires_at'),
    checkedAt: stamp('checked_at'),
    detail: jsonb('detail').$type<Record<string, string>>(),
  },
  (t) => [
    index('initiations_arn_at_idx').on(t.arn, t.at),
    index('initiations_arn_reference_idx').on(t.arn, t.reference),
    // The tracker's filter by member, and a scoped member's own rows.
    index('initiations_arn_member_at_idx').on(t.arn, t.memberId, t.at),
    uniqueIndex('initiations_user_key_idx').on(t.userId, t.idempotencyKey),
  ],
);
