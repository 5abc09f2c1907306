import { allotmentDueAt, applicableNavDay, NAV_TRANSACTION_KINDS, type NavTransactionKind } from '../../../lib/rules/applicable-nav';
import { REJECTION_REASONS } from '../../../lib/rules/authorisation-link';
import type { Db } from '../../db/client';
import { allotRedemptionOrSwitch, reject } from './allotment-outgoing';
import { processingRefusal } from './order-checks';
import { addUnits, ALLOT_TXN_COLUMNS, navOn, rupees2, type AllotTxn } from './allotment-units';
import { loadMarketCalendar } from '../schemes/market-calendar';
import { units4 } from '../redemption/redemption-orders';

// The registrar's allotment of an approved one-off transaction at the NAV of its day (the rule is
// lib/rules/applicable-nav.ts, on the registrar's market calendar): a purchase adds units to the folio (opening it when new), a redemption
// or switch takes them out (allotment-outgoing.ts). Each row is claimed by a conditional update first,
// so however often settling runs, a transaction's units move once.

export const ALLOTTED_TRTYPES = Object.keys(NAV_TRANSACTION_KINDS);
/** The predicate of the txns_to_allot index (portfolio.ts), repeated so the planner uses it. */
const TO_ALLOT = `decision = 'A' and allotted_at is null and rejected_at is null
  and trtype in ('New Purchase', 'Additional Purchase', 'Redemption', 'Switch')`;

interface Approved {
  ihno: number;
  trtype: string;
  amount: string;
  decided_at: Date;
}

export interface DueAllotment {
  ihno: number;
  kind: NavTransactionKind;
  navDay: string;
  dueAt: Date;
}

/** Approved one-off transactions not yet allotted, each with its NAV day and when it falls due; the earliest first. */
export async function pendingAllotments(db: Db): Promise<DueAllotment[]> {
  const { rows } = await db.query<Approved>(`select ihno::int as ihno, trtype, amount::text, decided_at from txns where ${TO_ALLOT}`);
  if (rows.length === 0) return [];
  const calendar = await loadMarketCalendar(db);
  return rows
    .map((r) => {
      const kind = NAV_TRANSACTION_KINDS[r.trtype] ?? 'purchase';
      const navDay = applicableNavDay({ kind, amount: Number(r.amount), approvedAt: r.decided_at }, calendar);
      return { ihno: r.ihno, kind, navDay, dueAt: allotmentDueAt(navDay) };
    })
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.ihno - b.ihno);
}

/** Allots every transaction due by `now`, in the order they fell due; how many were settled. */
export async function allotDue(db: Db, now: Date): Promise<number> {
  let settled = 0;
  for (const due of await pendingAllotments(db)) {
    if (due.dueAt > now) break;
    if (await allot(db, due)) settled++;
  }
  return settled;
}

async function allot(db: Db, due: DueAllotment): Promise<boolean> {
  const { rows } = await db.query<AllotTxn>(
    `select ${ALLOT_TXN_COLUMNS} from txns where ihno = $1 and ${TO_ALLOT}`,
    [due.ihno],
  );
  const t = rows[0];
  if (!t) return false;
  if (due.kind !== 'purchase') return allotRedemptionOrSwitch(db, t, { ...due, kind: due.kind });
  const refused = await processingRefusal(db, t, 'purchase', t);
  if (refused) return reject(db, t.ihno, due.dueAt, refused.words, refused.code);
  const nav = await navOn(db, t, due.navDay);
  const amount = Number(t.amount);
  const units = units4(amount / nav);
  const claimed = await db.query(
    `update txns set allotted_at = $2, nav_date = $3, nav = $4, allot_units = $5, allot_amount = $6
      where ihno = $1 and allotted_at is null and rejected_at is null returning ihno`,
    [t.ihno, due.dueAt, due.navDay, nav, units, amount],
  );
  if (claimed.rows.length === 0) return false;
  const acno = t.acno ?? (await openFolio(db, t, due.navDay));
  await addUnits(db, { acno, scheme: t.scheme, plan: t.plan, option: t.option }, units, amount);
  return true;
}

/** A new-folio purchase's folio, opened on its NAV day; the transaction then names it. */
async function openFolio(db: Db, t: AllotTxn, day: string): Promise<string> {
  const { rows } = await db.query<{ acno: string }>(
    `insert into folios (acno, fund, pan, arn, opened)
     select (coalesce(max(acno::bigint), 10000000) + 1)::text, $1, $2, $3, $4::date from folios where acno ~ '^[0-9]{1,15}$'
     returning acno`,
    [t.fund, t.pan, t.arn, day],
  );
  const acno = rows[0]!.acno;
  await db.query('update txns set acno = $2 where ihno = $1', [t.ihno, acno]);
  // The nomination the order carried becomes the registrar's record of the investor.
  await db.query(
    `insert into investor_compliance (pan, nomination)
     select pan, nomination from purchase_requests where ihno = $1 and nomination is not null
     on conflict (pan) do update set nomination = excluded.nomination`,
    [t.ihno],
  );
  return acno;
}

/**
 * The seed's approved fixtures are history its holdings already include: they are marked allotted at
 * the NAV of their day (no later than the seeding moment), so settling never adds their units again.
 */
export async function markSeededAllotments(db: Db, now: Date): Promise<void> {
  await db.query('update txns set link_sent_at = entered_at');
  await db.query(`update txns set reason = $1 where decision = 'R'`, [REJECTION_REASONS.investor]);
  for (const due of await pendingAllotments(db)) {
    const { rows } = await db.query<AllotTxn>(
      `select ${ALLOT_TXN_COLUMNS} from txns where ihno = $1`,
      [due.ihno],
    );
    const t = rows[0]!;
    const nav = await navOn(db, t, due.navDay);
    const amount = Number(t.amount) > 0 ? Number(t.amount) : rupees2(Number(t.units) * nav);
    const units = Number(t.units) > 0 ? Number(t.units) : units4(amount / nav);
    await db.query(
      'update txns set allotted_at = $2, nav_date = $3, nav = $4, allot_units = $5, allot_amount = $6 where ihno = $1',
      [t.ihno, due.dueAt < now ? due.dueAt : now, due.navDay, nav, units, amount],
    );
  }
}
