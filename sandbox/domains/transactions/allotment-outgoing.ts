import { REJECTION_REASONS } from '../../../lib/rules/authorisation-link';
import type { Db } from '../../db/client';
import { addUnits, navOn, rupees2, takeUnits, type AllotTxn } from './allotment-units';
import { processingRefusal } from './order-checks';
import { maskAccount } from '../redemption/redemption';
import { units4 } from '../redemption/redemption-orders';

// The outgoing side of an allotment. A redemption takes its units out of the holding at the NAV of
// its day and pays the rupees to the bank chosen with the order (the folio's first bank when the
// order named none); a switch moves the same rupees into its target scheme at that day's NAV there.
// Units asked by amount are worked out at that NAV; a full order takes every unit still free. When the
// holding has too few units left, the registrar rejects the transaction with its reason.

interface Order {
  full_flag: 'P' | 'F';
  mode: 'U' | 'A';
  units: string;
  amount: string;
  bank_account: string | null;
  to_scheme: string | null;
  to_plan: string | null;
  to_option: string | null;
}

/** Units of the holding not held by the other open orders on it. */
async function freeUnits(db: Db, t: AllotTxn): Promise<number> {
  const { rows } = await db.query<{ free: string | null }>(
    `select (h.units - coalesce((select sum(o.units) from unit_orders o join txns_now x on x.ihno = o.ihno
               where x.state in ('P', 'A') and x.allotted_at is null and x.rejected_at is null and o.ihno <> $5
                 and (o.acno, o.scheme, o.plan, o.option) = (h.acno, h.scheme, h.plan, h.option)), 0))::text as free
       from holdings h where (h.acno, h.scheme, h.plan, h.option) = ($1, $2, $3, $4)`,
    [t.acno, t.scheme, t.plan, t.option, t.ihno],
  );
  return Number(rows[0]?.free ?? 0);
}

async function payoutBank(db: Db, acno: string, account: string | null): Promise<string> {
  const { rows } = await db.query<{ bank_name: string; account_no: string }>(
    `select bank_name, account_no from payout_banks where acno = $1 and ($2::text is null or account_no = $2) order by seq limit 1`,
    [acno, account],
  );
  const bank = rows[0];
  return bank ? `${bank.bank_name} A/c ${maskAccount(bank.account_no)}` : '';
}

/** The registrar's rejection of an approved transaction when it processes it: its words and, for one of this project's reasons, its code. */
export async function reject(db: Db, ihno: number, at: Date, reason: string, code: number | null = null): Promise<boolean> {
  const { rows } = await db.query(
    'update txns set rejected_at = $2, reason = $3, reason_code = $4 where ihno = $1 and allotted_at is null and rejected_at is null returning ihno',
    [ihno, at, reason, code],
  );
  return rows.length > 0;
}

export async function allotRedemptionOrSwitch(db: Db, t: AllotTxn, due: { kind: 'redemption' | 'switch'; navDay: string; dueAt: Date }): Promise<boolean> {
  const { rows } = await db.query<Order>(
    `select full_flag, mode, units::text, amount::text, bank_account, to_scheme, to_plan, to_option from unit_orders where ihno = $1`,
    [t.ihno],
  );
  const order = rows[0];
  const acno = t.acno;
  if (!acno) return reject(db, t.ihno, due.dueAt, REJECTION_REASONS.insufficientUnits);
  const target = order?.to_scheme ? { acno, scheme: order.to_scheme, plan: order.to_plan!, option: order.to_option! } : null;
  if (due.kind === 'switch' && !target) return reject(db, t.ihno, due.dueAt, REJECTION_REASONS.noTarget);
  const refused = await processingRefusal(db, t, due.kind, target);
  if (refused) return reject(db, t.ihno, due.dueAt, refused.words, refused.code);

  const nav = await navOn(db, t, due.navDay);
  const free = await freeUnits(db, t);
  const byAmount = order ? order.mode === 'A' && order.full_flag === 'P' : !(Number(t.units) > 0);
  const askedAmount = order ? Number(order.amount) : Number(t.amount);
  const asked = order?.full_flag === 'F' ? free : byAmount ? askedAmount / nav : Number(order?.units ?? t.units);
  // Half a unit of the fourth decimal is rounding, not a shortfall.
  if (!(asked > 0) || asked > free + 0.00005) return reject(db, t.ihno, due.dueAt, REJECTION_REASONS.insufficientUnits);
  const units = units4(Math.min(asked, free));
  const amount = byAmount ? askedAmount : rupees2(units * nav);

  const inNav = target ? await navOn(db, { fund: t.fund, ...target }, due.navDay) : null;
  const inUnits = inNav ? units4(amount / inNav) : null;
  const bank = due.kind === 'redemption' ? await payoutBank(db, acno, order?.bank_account ?? null) : null;
  const claimed = await db.query(
    `update txns set allotted_at = $2, nav_date = $3, nav = $4, allot_units = $5, allot_amount = $6, in_nav = $7, in_units = $8, payout_bank = $9
      where ihno = $1 and allotted_at is null and rejected_at is null returning ihno`,
    [t.ihno, due.dueAt, due.navDay, nav, units, amount, inNav, inUnits, bank],
  );
  if (claimed.rows.length === 0) return false;
  await takeUnits(db, { acno, scheme: t.scheme, plan: t.plan, option: t.option }, units);
  if (target && inUnits) await addUnits(db, target, inUnits, amount);
  return true;
}
