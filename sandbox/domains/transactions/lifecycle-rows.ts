import { NAV_TRANSACTION_KINDS } from '../../../lib/rules/applicable-nav';
import { RESENDS_PER_DAY } from '../../../lib/rules/authorisation-link';
import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// A transaction as the registrar knows it now, for the lifecycle's answers. The state goes one step
// further than txns_now: A approved and awaiting allotment, L allotted (a one-off purchase, redemption
// or switch) or processed (a registration or plan request, whose approval is its processing), R
// rejected by the investor or by the registrar at allotment, E expired unapproved, P pending.

const ALLOTTED = Object.keys(NAV_TRANSACTION_KINDS).map((t) => `'${t}'`).join(', ');
const IST_TODAY = `((sandbox_now() at time zone 'UTC') + interval '330 minutes')::date`;
const DESC = (s: string) => `${s}.name || ' - ' || ${s}.plan_desc || ' Plan - ' || ${s}.option_desc`;

export type LifecycleStatus = 'P' | 'A' | 'L' | 'R' | 'E';

export interface LifecycleRecord {
  ihno: number;
  arn: string;
  fund: string;
  trtype: string;
  pan: string;
  inv_name: string;
  email: string | null;
  mobile: string | null;
  acno: string | null;
  scheme_desc: string;
  to_scheme_desc: string | null;
  amount: string;
  units: string;
  sip_amount: string;
  status: LifecycleStatus;
  auth_token: string;
  entered_at: Date;
  decided_at: Date | null;
  decision: 'A' | 'R' | null;
  rejected_at: Date | null;
  link_sent_at: Date | null;
  allotted_at: Date | null;
  nav_date: string | null;
  nav: string | null;
  allot_units: string | null;
  allot_amount: string | null;
  in_nav: string | null;
  in_units: string | null;
  payout_bank: string | null;
  reason: string | null;
  reason_code: number | null;
  reinitiated_as: number | null;
  resends_today: number;
}

const SELECT = `
  select t.ihno::int as ihno, t.arn, t.fund, t.trtype, t.pan, i.name as inv_name, i.email, i.mobile, t.acno,
    coalesce(${DESC('s')}, t.scheme) as scheme_desc, ${DESC('ts')} as to_scheme_desc,
    t.amount::text, t.units::text, t.sip_amount::text,
    case
      when t.decision = 'R' or t.rejected_at is not null then 'R'
      when t.allotted_at is not null or (t.decision = 'A' and t.trtype not in (${ALLOTTED})) then 'L'
      when t.decision = 'A' then 'A'
      else t.state
    end as status,
    t.auth_token, t.entered_at, t.decided_at, t.decision, t.rejected_at, t.link_sent_at, t.allotted_at,
    to_char(t.nav_date, 'DD/MM/YYYY') as nav_date, t.nav::text, t.allot_units::text, t.allot_amount::text,
    t.in_nav::text, t.in_units::text, t.payout_bank, t.reason, t.reason_code, t.reinitiated_as::int as reinitiated_as,
    (select count(*)::int from txn_resends r where r.ihno = t.ihno
       and ((r.sent_at at time zone 'UTC') + interval '330 minutes')::date = ${IST_TODAY}) as resends_today
  from txns_now t
  join investors i on i.pan = t.pan
  left join schemes s on (s.fund, s.scheme, s.plan, s.option) = (t.fund, t.scheme, t.plan, t.option)
  left join unit_orders o on o.ihno = t.ihno
  left join systematic_plans p on p.txn_ihno = t.ihno
  left join schemes ts on (ts.fund, ts.scheme, ts.plan, ts.option) =
    (t.fund, coalesce(o.to_scheme, p.to_scheme), coalesce(o.to_plan, p.to_plan), coalesce(o.to_option, p.to_option))`;

/**
 * The caller's transactions among `ihnos`, in that order; another book's, a narrowed member's outside
 * their scope, or an unknown number is left out.
 */
export async function lifecycleRecords(db: Db, book: BookReader, fund: string, ihnos: readonly number[]): Promise<LifecycleRecord[]> {
  if (ihnos.length === 0) return [];
  const scope = scopeCondition(book.member, 4, 't');
  const { rows } = await db.query<LifecycleRecord>(
    `${SELECT} where t.ihno = any($1::bigint[]) and t.arn = $2 and t.fund = $3${scope.sql} order by array_position($1::bigint[], t.ihno)`,
    [ihnos, book.arn, fund, ...scope.params],
  );
  return rows;
}

export const resendsLeft = (r: Pick<LifecycleRecord, 'status' | 'resends_today'>): number =>
  r.status === 'P' ? Math.max(0, RESENDS_PER_DAY - r.resends_today) : 0;

/** The caller's transactions in the fund still awaiting the investor, whoever entered them (within a member's scope), oldest first. */
export async function pendingOfBook(db: Db, book: BookReader, fund: string, limit: number): Promise<number[]> {
  const scope = scopeCondition(book.member, 4, 't');
  const { rows } = await db.query<{ ihno: number }>(
    `select t.ihno::int as ihno from txns_now t
      where t.arn = $1 and t.fund = $2 and t.state = 'P' and t.decision is null and t.rejected_at is null${scope.sql}
      order by t.entered_at, t.ihno limit $3`,
    [book.arn, fund, limit, ...scope.params],
  );
  return rows.map((r) => r.ihno);
}
