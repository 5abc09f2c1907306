import { cancelAfter, consecutiveFailures, type InstalmentOutcome } from '../../../lib/rules/sip-auto-cancel';
import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';
import type { PlanKind } from './instalments';

// One plan of the caller's book with its instalments, as /GetPlanInstalments answers it: its status on
// the sandbox clock (an approved pause covering today holds a SIP Paused, a plan past its end has
// Ceased), the pause approved for now or later, and how close its failures are to cancelling it.

export const CANCELLED_BY_REQUEST = 'Cancelled at the investor\u2019s request';

export interface PlanHead {
  ihno: number;
  kind: PlanKind;
  amount: string;
  status: 'Live' | 'Paused' | 'Cancelled' | 'Ceased';
  frequency: string;
  registered_on: string;
  paused_from: string;
  paused_to: string;
  closed_on: string;
  closed_reason: string;
  next_due: string;
}

export interface InstalmentRow {
  due: string;
  status: Exclude<InstalmentOutcome, 'Due'>;
  reason: string;
  amount: string;
  nav: string;
  units: string;
}

const TODAY = `(sandbox_now() at time zone 'Asia/Kolkata')::date`;
const DMY = (col: string) => `coalesce(to_char(${col}, 'DD/MM/YYYY'), '')`;

/** The plan `$2` on the book of ARN `$1`; `scope` keeps its folio within a narrowed member's scope. */
const plan = (scope: string) => `
  with plan as (
    select 'SIP' as kind, s.ihno, s.acno, s.amount, s.status, s.frequency, coalesce(s.registered_on, s.start_date - 10) as registered_on,
      s.start_date, s.end_date, s.installments, s.closed_on
      from sips s where s.ihno = $2
    union all
    select p.kind, p.ihno, p.acno, p.amount, p.status, p.frequency, p.entered_on, p.start_date, p.end_date, p.installments, null
      from systematic_plans p left join txns t on t.ihno = p.txn_ihno
     where p.ihno = $2 and (p.txn_ihno is null or t.decision = 'A')
  )
  select p.ihno::int as ihno, p.kind, p.amount::text as amount,
    case when p.status in ('Cancelled', 'Ceased') then p.status when p.end_date < ${TODAY} then 'Ceased'
         when pz.pause_from <= ${TODAY} then 'Paused' else 'Live' end as status,
    p.frequency, ${DMY('p.registered_on')} as registered_on, ${DMY('pz.pause_from')} as paused_from, ${DMY('pz.pause_to')} as paused_to,
    case when p.status in ('Cancelled', 'Ceased') then ${DMY('coalesce(c.closed_on, p.closed_on)')}
         when p.end_date < ${TODAY} then ${DMY('p.end_date')} else '' end as closed_on,
    case when c.reason is not null then c.reason when p.status = 'Cancelled' then $3 else '' end as closed_reason,
    ${DMY('nd.due')} as next_due
  from plan p
  join folios f on f.acno = p.acno and f.arn = $1${scope}
  left join plan_closures c on c.plan_kind = p.kind and c.plan_ihno = p.ihno
  left join lateral (
    select r.pause_from, r.pause_to from plan_requests r join txns t on t.ihno = r.ihno
     where r.plan_kind = p.kind and r.action = 'PAUSE' and r.target = p.ihno and t.decision = 'A' and r.pause_to >= ${TODAY}
     order by r.pause_from limit 1) pz on true
  left join lateral (
    select d as due from plan_dues(p.start_date, p.frequency, p.installments, ${TODAY} - 1, p.end_date + 1) d
     where p.status in ('Live', 'Paused') and not (d between coalesce(pz.pause_from, d + 1) and coalesce(pz.pause_to, d - 1)) limit 1) nd on true`;

/** The plan by its number when it is on the caller's book, or null. */
export async function planHead(db: Db, book: BookReader, ihno: number): Promise<PlanHead | null> {
  const scope = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<PlanHead>(plan(scope.sql), [book.arn, ihno, CANCELLED_BY_REQUEST, ...scope.params]);
  return rows[0] ?? null;
}

/** Its recorded instalments, newest first (the last two years' worth at most). */
export async function planInstalmentRows(db: Db, kind: PlanKind, ihno: number): Promise<InstalmentRow[]> {
  const { rows } = await db.query<InstalmentRow>(
    `select to_char(due_date, 'DD/MM/YYYY') as due, status, reason, amount::text as amount,
       coalesce(nav::text, '') as nav, coalesce(units::text, '') as units
       from instalments where plan_kind = $1 and plan_ihno = $2 order by due_date desc limit 24`,
    [kind, ihno],
  );
  return rows;
}

/** The failures that count toward cancelling it now, and how many cancel it. */
export function failureCount(head: PlanHead, newestFirst: readonly InstalmentRow[]): { failures: number; threshold: number } {
  return { failures: consecutiveFailures(newestFirst.map((r) => r.status).reverse()), threshold: cancelAfter(head.frequency) };
}
