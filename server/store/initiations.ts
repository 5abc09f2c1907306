import 'server-only';

import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { TRAIL_HOLDER } from '@/lib/rules/team-trail';
import { UNLISTED_KINDS } from '@/lib/tracker/kinds';
import type { TrackerQuery, TrailScope } from '@/lib/tracker/query';
import type { Db } from './db';
import { initiations } from './schema/initiations';

export type Initiation = typeof initiations.$inferSelect;
export type NewInitiation = Omit<typeof initiations.$inferInsert, 'id'>;

/**
 * Records what a distributor asked the registrar to create. A row with an idempotency key is one per key:
 * the retry of an in-doubt confirmation updates it (outcome, reference) and keeps what it knew before.
 */
export async function recordInitiation(db: Db, row: NewInitiation): Promise<void> {
  await insertInitiation(db, row);
  // A read may have found the transaction at the registrar before its reference was noted here (an
  // answer still on its way, an in-doubt one checked later): this row now stands for it.
  if (row.reference && row.referenceKind === 'txn') {
    await db
      .delete(initiations)
      .where(and(eq(initiations.arn, row.arn), eq(initiations.reference, row.reference), eq(initiations.userId, ENTERED_ELSEWHERE)));
  }
}

async function insertInitiation(db: Db, row: NewInitiation): Promise<void> {
  const insert = db.insert(initiations).values({ ...row, userId: row.userId.trim().toLowerCase() });
  if (!row.idempotencyKey) {
    await insert;
    return;
  }
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, initiations.${column})`);
  await insert.onConflictDoUpdate({
    target: [initiations.userId, initiations.idempotencyKey],
    set: {
      updatedAt: row.updatedAt,
      outcome: row.outcome,
      message: row.message ?? null,
      reference: keep('reference'),
      referenceKind: keep('reference_kind'),
      pan: keep('pan'),
      investor: keep('investor'),
      folio: keep('folio'),
      scheme: keep('scheme'),
      amount: keep('amount'),
    },
  });
}

const DAY_MS = 86_400_000;

/** Rows whose registrar state can still change and is worth asking about now (at most 200). */
export async function rowsToRefresh(db: Db, arn: string, now: Date, maxAgeMs = 60_000): Promise<Initiation[]> {
  return db
    .select()
    .from(initiations)
    .where(
      and(
        eq(initiations.arn, arn),
        eq(initiations.referenceKind, 'txn'),
        ne(initiations.outcome, 'refused'),
        gte(initiations.at, new Date(now.getTime() - 60 * DAY_MS)),
        or(isNull(initiations.state), inArray(initiations.state, ['P', 'A'])),
        or(isNull(initiations.checkedAt), lte(initiations.checkedAt, new Date(now.getTime() - maxAgeMs))),
      ),
    )
    .orderBy(desc(initiations.at))
    .limit(200);
}

export interface StateUpdate {
  reference: string;
  state: string;
  expiresAt: Date | null;
  detail: Record<string, string>;
}

export async function updateStates(db: Db, arn: string, updates: StateUpdate[], now: Date, referenceKind: 'txn' | 'mandate' = 'txn'): Promise<void> {
  for (const u of updates) {
    await db
      .update(initiations)
      .set({ state: u.state, expiresAt: u.expiresAt, detail: u.detail, checkedAt: now })
      .where(and(eq(initiations.arn, arn), eq(initiations.reference, u.reference), eq(initiations.referenceKind, referenceKind)));
  }
}

/** The ARN's mandate registrations still awaiting the investor, or never read (their state can still change). */
export async function mandatesToRefresh(db: Db, arn: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ reference: initiations.reference })
    .from(initiations)
    .where(
      and(
        eq(initiations.arn, arn),
        eq(initiations.referenceKind, 'mandate'),
        ne(initiations.outcome, 'refused'),
        gte(initiations.at, new Date(now.getTime() - 60 * DAY_MS)),
        or(isNull(initiations.state), eq(initiations.state, 'P')),
      ),
    )
    .limit(200);
  return rows.map((r) => r.reference).filter((r): r is string => !!r);
}

/** Notes on the ARN's rows of an expired transaction that it has been reinitiated as `created` (one statement). */
export async function markReinitiated(db: Db, arn: string, reference: string, created: string): Promise<void> {
  await db
    .update(initiations)
    .set({ detail: sql`coalesce(${initiations.detail}, '{}'::jsonb) || jsonb_build_object('reinitiable', 'N', 'reinitiatedAs', ${created}::text)` })
    .where(and(eq(initiations.arn, arn), eq(initiations.reference, reference), eq(initiations.referenceKind, 'txn')));
}

function filters(arn: string, q: TrackerQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(initiations.arn, arn), notInArray(initiations.kind, UNLISTED_KINDS)];
  if (q.kinds?.length) parts.push(inArray(initiations.kind, q.kinds));
  if (q.state === 'D') parts.push(eq(initiations.outcome, 'in-doubt'));
  else if (q.state === 'X') parts.push(eq(initiations.outcome, 'refused'));
  else if (q.state === 'M') parts.push(and(eq(initiations.outcome, 'made'), isNull(initiations.state)));
  else if (q.state) parts.push(eq(initiations.state, q.state));
  if (q.pan) parts.push(eq(initiations.pan, q.pan));
  if (q.by) parts.push(byPerson(q.by));
  if (q.within) parts.push(withinScope(q.within));
  if (q.from) parts.push(gte(initiations.at, q.from));
  // `to` is the start of the day after the last one asked for.
  if (q.to) parts.push(lt(initiations.at, q.to));
  if (q.search) {
    const text = q.search.trim();
    parts.push(or(eq(initiations.reference, text), eq(initiations.pan, text.toUpperCase()), ilike(initiations.investor, `%${text.replace(/[%_\\]/g, '\\$&')}%`)));
  }
  return and(...parts) as SQL;
}

/** One person's rows: the ARN holder's are those of no member that someone here initiated. */
function byPerson(by: string): SQL {
  if (by === TRAIL_HOLDER) return and(isNull(initiations.memberId), ne(initiations.userId, ENTERED_ELSEWHERE)) as SQL;
  return eq(initiations.memberId, by);
}

/**
 * A narrower member's part of the trail (lib/rules/team-trail.ts): their own rows, and those of their
 * scope's investors. The PANs go as one parameter, however many: a list of parameters is capped (a
 * scope may be most of a 24,000-investor book), and a subquery lets the planner match them as a set.
 */
function withinScope(scope: TrailScope): SQL {
  const own = eq(initiations.memberId, scope.memberId);
  if (scope.pans.length === 0) return own;
  const pans = sql`(select unnest(string_to_array(${scope.pans.join(',')}::text, ',')))`;
  return or(own, sql`${initiations.pan} in ${pans}`) as SQL;
}

/** A kind's place in `order` (the labels' order), or its code after every listed kind. */
function kindPosition(order: string[]): SQL {
  if (order.length === 0) return sql`${initiations.kind}`;
  const cases = order.map((kind, i) => sql`when ${kind} then ${String(i).padStart(4, '0')}`);
  return sql`(case ${initiations.kind} ${sql.join(cases, sql` `)} else 'z' || ${initiations.kind} end)`;
}

/** The order asked for, then newest first; an amount sorts by value and a blank one last. */
function ordering(sort: TrackerQuery['sort'], kindOrder: string[] = []): SQL[] {
  const newest = [desc(initiations.at), desc(initiations.id)];
  if (!sort || (sort.key === 'at' && sort.dir === 'desc')) return newest;
  const way = sort.dir === 'asc' ? asc : desc;
  const column =
    sort.key === 'amount'
      ? sql`cast(nullif(regexp_replace(coalesce(${initiations.amount}, ''), '[^0-9.]', '', 'g'), '') as numeric)`
      : sort.key === 'investor'
        ? sql`lower(${initiations.investor})`
        : sort.key === 'kind'
          ? kindPosition(kindOrder)
          : initiations.at;
  return [sql`${way(column)} nulls last`, ...newest];
}

/** One page of the ARN's rows, newest first unless a sort is asked, with the total the filters match. */
export async function listInitiations(db: Db, arn: string, q: TrackerQuery): Promise<{ rows: Initiation[]; total: number }> {
  const where = filters(arn, q);
  const [rows, totals] = await Promise.all([
    db.select().from(initiations).where(where).orderBy(...ordering(q.sort, q.kindOrder)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(initiations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The people who appear in the ARN's trail: each member (id and name as last recorded) and the ARN holder, if they initiated anything. */
export async function trailPeople(db: Db, arn: string): Promise<{ memberId: string | null; name: string }[]> {
  const rows = await db
    .select({ memberId: initiations.memberId, name: sql<string>`coalesce(max(${initiations.memberName}), '')` })
    .from(initiations)
    .where(and(eq(initiations.arn, arn), ne(initiations.userId, ENTERED_ELSEWHERE)))
    .groupBy(initiations.memberId);
  return rows.sort((a, b) => (a.memberId === null ? -1 : b.memberId === null ? 1 : a.name.localeCompare(b.name, 'en-IN')));
}

/** How many rows an export reads at a time. */
export const EXPORT_BATCH = 500;

/**
 * Every row of the ARN initiated in [from, to), oldest first, `batch` rows at a time (keyset paging on
 * the time and the id, so a long period is never held whole and a row written meanwhile shifts nothing).
 * Everything the trail keeps is exported, the resends and the rows entered elsewhere included.
 */
export async function* trailRows(db: Db, arn: string, from: Date, to: Date, batch = EXPORT_BATCH): AsyncGenerator<Initiation[]> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const next: SQL | undefined = after ? sql`(${initiations.at}, ${initiations.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined;
    const rows: Initiation[] = await db
      .select()
      .from(initiations)
      .where(and(eq(initiations.arn, arn), gte(initiations.at, from), lt(initiations.at, to), next))
      .orderBy(asc(initiations.at), asc(initiations.id))
      .limit(batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last: Initiation = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * When the ARN last made a request of `kind` for each of `values` (PANs or references), newest per value:
 * Today shows when an investor's e-KYC link, or a transaction's authorisation link, last went.
 */
export async function lastMade(db: Db, arn: string, kind: string, by: 'pan' | 'reference', values: string[]): Promise<Map<string, Date>> {
  if (values.length === 0) return new Map();
  const column = by === 'pan' ? initiations.pan : initiations.reference;
  const rows = await db
    .select({ value: column, at: sql<Date>`max(${initiations.at})`.mapWith(initiations.at) })
    .from(initiations)
    .where(and(eq(initiations.arn, arn), eq(initiations.kind, kind), eq(initiations.outcome, 'made'), inArray(column, values)))
    .groupBy(column);
  return new Map(rows.filter((r) => r.value).map((r) => [r.value!, r.at]));
}

/** A transaction of the book the registrar knows and the trail does not (entered elsewhere). */
export interface RegistrarTransaction {
  reference: string;
  at: Date;
  kind: string;
  pan: string | null;
  investor: string | null;
  folio: string | null;
  scheme: string | null;
  amount: string | null;
}

/**
 * Keeps a row for each of the book's transactions the registrar reports that the trail lacks (a physical
 * form, another channel, one entered before the trail), so the tracker and Today list it with its state.
 * Such a row has no user, address or browser: nobody here initiated it. One row per reference and entry,
 * however many reads race to add it (the key is the reference's and its entry's).
 *
 * A registrar that numbers afresh (the sandbox when it is reset) may report an old reference for a new
 * transaction. A row made before the registrar entered the number cannot be that transaction: the trail
 * writes its row after the registrar's answer, on the registrar's clock, so a row of this transaction is
 * never earlier than its entry by more than the clock's rounding.
 */
export async function adoptRegistrarTransactions(db: Db, arn: string, found: RegistrarTransaction[], now: Date): Promise<number> {
  if (found.length === 0) return 0;
  const known = await db
    .select({ reference: initiations.reference, at: initiations.at })
    .from(initiations)
    .where(and(eq(initiations.arn, arn), inArray(initiations.reference, found.map((f) => f.reference))));
  const fresh = found.filter((f) => !known.some((k) => k.reference === f.reference && k.at.getTime() >= f.at.getTime() - SAME_ENTRY_MS));
  if (fresh.length === 0) return 0;
  await db
    .insert(initiations)
    .values(
      fresh.map((f) => ({ ...f, userId: ENTERED_ELSEWHERE, arn, updatedAt: now, referenceKind: 'txn', outcome: 'made' as const, idempotencyKey: `registrar:${arn}:${f.reference}:${f.at.getTime()}` })),
    )
    .onConflictDoNothing();
  return fresh.length;
}

/** How much earlier than the registrar's entry a trail row of the same transaction may be dated. */
const SAME_ENTRY_MS = 60_000;

/** The user of a row the registrar reported and nobody here initiated. */
export const ENTERED_ELSEWHERE = '';

/**
 * The ARN's row that initiated a registrar's transaction number, or null: the latest of the listed kinds (a resend
 * of its link is a later row under the same reference, and names neither its kind nor its time; a
 * registrar that numbers afresh, as the sandbox does when it is reset, may reuse an old reference).
 */
export async function findByReference(db: Db, arn: string, reference: string): Promise<Initiation | null> {
  const [row] = await db
    .select()
    .from(initiations)
    .where(and(eq(initiations.arn, arn), eq(initiations.reference, reference), eq(initiations.referenceKind, 'txn'), notInArray(initiations.kind, UNLISTED_KINDS)))
    .orderBy(desc(initiations.at), desc(initiations.id))
    .limit(1);
  return row ?? null;
}
