import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// SIPs as the registrar reports them. An instalment falls on the SIP day of every month (every third
// month for a quarterly SIP) from the start date to the end date; dates are IST calendar days (YYYY-MM-DD in, DD/MM/YYYY out).

export interface SipView {
  ihno: number;
  fund: string;
  fund_name: string;
  acno: string;
  pan: string;
  inv_name: string;
  email: string | null;
  mobile: string | null;
  scheme_name: string;
  plan_desc: string;
  amount: string;
  next_date: string | null;
  start_date: string;
  end_date: string;
  installments: number;
  paid: number;
  status: string;
  /** An approved pause now or ahead (DD/MM/YYYY), or ''. */
  paused_from: string;
  paused_to: string;
  sip_type: string;
  umrn: string;
}

// paid: the seeded history by date up to the seeding day, less the instalments recorded there as not
// paid (a fixture's failures), plus the instalments allotted since (instalment-run.ts). next_date
// follows the schedule. An approved pause covering today shows the SIP Paused; one ahead, Live.
const SELECT = `
  select s.ihno::int as ihno, f.fund, fh.name as fund_name, f.acno, f.pan, i.name as inv_name, i.email, i.mobile,
    m.name as scheme_name, m.plan_desc, s.amount::text as amount,
    to_char(nx.next_date, 'DD/MM/YYYY') as next_date,
    to_char(s.start_date, 'DD/MM/YYYY') as start_date, to_char(s.end_date, 'DD/MM/YYYY') as end_date,
    s.installments, least(s.installments, greatest(0, h.paid - ia.missed + ia.extra))::int as paid,
    case when s.status in ('Live', 'Paused') then (case when pz.pause_from <= $2::date then 'Paused' else 'Live' end) else s.status end as status,
    coalesce(to_char(pz.pause_from, 'DD/MM/YYYY'), '') as paused_from, coalesce(to_char(pz.pause_to, 'DD/MM/YYYY'), '') as paused_to,
    s.sip_type, s.umrn
  from sips s
  join folios f on f.acno = s.acno
  join investors i on i.pan = f.pan
  join fund_houses fh on fh.fund = f.fund
  join schemes m on (m.fund, m.scheme, m.plan, m.option) = (f.fund, s.scheme, s.plan, s.option)
  cross join lateral (select case when s.frequency = 'Quarterly' then 3 else 1 end as step) q
  cross join lateral (select case when s.start_date > $2::date then 0 else ((extract(year from age($2::date, s.start_date)) * 12 + extract(month from age($2::date, s.start_date)))::int / q.step + 1) end as paid) p
  cross join lateral (select least($2::date, coalesce((select seeded_on from instalment_runs), $2::date)) as day) hd
  cross join lateral (select case when s.start_date > hd.day then 0 else ((extract(year from age(hd.day, s.start_date)) * 12 + extract(month from age(hd.day, s.start_date)))::int / q.step + 1) end as paid) h
  cross join lateral (select count(*) filter (where x.status <> 'Allotted' and x.due_date <= hd.day) as missed,
      count(*) filter (where x.status = 'Allotted' and x.due_date > hd.day) as extra
    from instalments x where x.plan_kind = 'SIP' and x.plan_ihno = s.ihno) ia
  left join lateral (select r.pause_from, r.pause_to from plan_requests r join txns t on t.ihno = r.ihno
     where r.plan_kind = 'SIP' and r.action = 'PAUSE' and r.target = s.ihno and t.decision = 'A' and r.pause_to >= $2::date
     order by r.pause_from limit 1) pz on true
  cross join lateral (select case when s.status in ('Live', 'Paused') then (s.start_date + make_interval(months => greatest(0, p.paid) * q.step)::interval)::date end as next_date) nx`;

/** Days a cancelled or ceased SIP stays listed with its status, so its closing is seen. */
export const CLOSED_LISTED_DAYS = 30;

/**
 * Live and paused SIPs of one investor under the caller's ARN, then those closed in the last 30 days;
 * `withinYear` keeps the open ones with an instalment due in 12 months.
 */
export async function liveSipsOf(db: Db, book: BookReader, pan: string, today: string, withinYear: boolean): Promise<SipView[]> {
  const member = scopeCondition(book.member, 5, 'f');
  const { rows } = await db.query<SipView>(
    `${SELECT} where f.arn = $1 and f.pan = $3${member.sql}
       and ((s.status in ('Live', 'Paused') and s.end_date >= $2::date and (not $4 or nx.next_date <= $2::date + 365))
         or (s.status in ('Cancelled', 'Ceased') and s.closed_on > $2::date - ${CLOSED_LISTED_DAYS}))
     order by nx.next_date nulls last, s.ihno`,
    [book.arn, today, pan, withinYear, ...member.params],
  );
  return rows;
}

export interface SipSummary {
  live: SipView[];
  endingNextMonth: SipView[];
  closedThisMonth: SipView[];
  /** Investors with a balance in the fund and no live SIP. */
  withoutSip: { pan: string; inv_name: string; email: string | null; mobile: string | null; acno: string; fund_name: string }[];
}

/** The book's SIPs in the fund for the dashboard's figures and lists (a narrowed member's investors only). */
export async function sipSummary(db: Db, book: BookReader, fund: string, today: string): Promise<SipSummary> {
  const member = scopeCondition(book.member, 4, 'f');
  const args = [book.arn, today, fund, ...member.params];
  const base = `${SELECT} where f.arn = $1 and f.fund = $3${member.sql}`;
  const live = await db.query<SipView>(`${base} and s.status = 'Live' and s.end_date >= $2::date order by i.name, s.ihno`, args);
  const nextMonth = `date_trunc('month', $2::date) + interval '1 month'`;
  const ending = await db.query<SipView>(
    `${base} and s.status = 'Live' and s.end_date >= ${nextMonth} and s.end_date < ${nextMonth} + interval '1 month' order by i.name, s.ihno`,
    args,
  );
  const closed = await db.query<SipView>(
    `${base} and ((s.status in ('Cancelled', 'Ceased') and s.closed_on >= date_trunc('month', $2::date))
      or (s.status = 'Live' and s.end_date >= date_trunc('month', $2::date) and s.end_date < $2::date)) order by i.name, s.ihno`,
    args,
  );
  const without = await db.query<SipSummary['withoutSip'][number]>(
    `select distinct on (i.name, f.pan) f.pan, i.name as inv_name, i.email, i.mobile, f.acno, fh.name as fund_name
       from folios f join holdings h on h.acno = f.acno and h.units > 0
       join investors i on i.pan = f.pan join fund_houses fh on fh.fund = f.fund
      where f.arn = $1 and f.fund = $2${member.sql}
        and not exists (select 1 from sips s join folios f2 on f2.acno = s.acno
                         where f2.pan = f.pan and f2.arn = f.arn and f2.fund = f.fund and s.status = 'Live' and s.end_date >= $3::date)
      order by i.name, f.pan, f.acno`,
    [book.arn, fund, today, ...member.params],
  );
  return { live: live.rows, endingNextMonth: ending.rows, closedThisMonth: closed.rows, withoutSip: without.rows };
}

export async function countLiveSips(db: Db, book: BookReader, fund: string, today: string): Promise<number> {
  const member = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from sips s join folios f on f.acno = s.acno
      where f.arn = $1 and f.fund = $2 and s.status = 'Live' and s.end_date >= $3::date${member.sql}`,
    [book.arn, fund, today, ...member.params],
  );
  return rows[0]?.n ?? 0;
}
