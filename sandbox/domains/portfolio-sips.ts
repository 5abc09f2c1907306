import type { Db } from '../db/client';

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
  sip_type: string;
  umrn: string;
}

const SELECT = `
  select s.ihno::int as ihno, f.fund, fh.name as fund_name, f.acno, f.pan, i.name as inv_name, i.email, i.mobile,
    m.name as scheme_name, m.plan_desc, s.amount::text as amount,
    to_char(nx.next_date, 'DD/MM/YYYY') as next_date,
    to_char(s.start_date, 'DD/MM/YYYY') as start_date, to_char(s.end_date, 'DD/MM/YYYY') as end_date,
    s.installments, least(s.installments, greatest(0, p.paid))::int as paid, s.status, s.sip_type, s.umrn
  from sips s
  join folios f on f.acno = s.acno
  join investors i on i.pan = f.pan
  join fund_houses fh on fh.fund = f.fund
  join schemes m on (m.fund, m.scheme, m.plan, m.option) = (f.fund, s.scheme, s.plan, s.option)
  cross join lateral (select case when s.frequency = 'Quarterly' then 3 else 1 end as step) q
  cross join lateral (select case when s.start_date > $2::date then 0 else ((extract(year from age($2::date, s.start_date)) * 12 + extract(month from age($2::date, s.start_date)))::int / q.step + 1) end as paid) p
  cross join lateral (select case when s.status = 'Live' then (s.start_date + make_interval(months => greatest(0, p.paid) * q.step)::interval)::date end as next_date) nx`;

/** Live SIPs of one investor under the caller's ARN; `withinYear` keeps those with an instalment due in 12 months. */
export async function liveSipsOf(db: Db, arn: string, pan: string, today: string, withinYear: boolean): Promise<SipView[]> {
  const { rows } = await db.query<SipView>(
    `${SELECT} where f.arn = $1 and f.pan = $3 and s.status = 'Live' and s.end_date >= $2::date
       and (not $4 or nx.next_date <= $2::date + 365)
     order by nx.next_date, s.ihno`,
    [arn, today, pan, withinYear],
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

export async function sipSummary(db: Db, arn: string, fund: string, today: string): Promise<SipSummary> {
  const base = `${SELECT} where f.arn = $1 and f.fund = $3`;
  const live = await db.query<SipView>(`${base} and s.status = 'Live' and s.end_date >= $2::date order by i.name, s.ihno`, [arn, today, fund]);
  const nextMonth = `date_trunc('month', $2::date) + interval '1 month'`;
  const ending = await db.query<SipView>(
    `${base} and s.status = 'Live' and s.end_date >= ${nextMonth} and s.end_date < ${nextMonth} + interval '1 month' order by i.name, s.ihno`,
    [arn, today, fund],
  );
  const closed = await db.query<SipView>(
    `${base} and ((s.status in ('Cancelled', 'Ceased') and s.closed_on >= date_trunc('month', $2::date))
      or (s.status = 'Live' and s.end_date >= date_trunc('month', $2::date) and s.end_date < $2::date)) order by i.name, s.ihno`,
    [arn, today, fund],
  );
  const without = await db.query<SipSummary['withoutSip'][number]>(
    `select distinct on (i.name, f.pan) f.pan, i.name as inv_name, i.email, i.mobile, f.acno, fh.name as fund_name
       from folios f join holdings h on h.acno = f.acno and h.units > 0
       join investors i on i.pan = f.pan join fund_houses fh on fh.fund = f.fund
      where f.arn = $1 and f.fund = $2
        and not exists (select 1 from sips s join folios f2 on f2.acno = s.acno
                         where f2.pan = f.pan and f2.arn = f.arn and f2.fund = f.fund and s.status = 'Live' and s.end_date >= $3::date)
      order by i.name, f.pan, f.acno`,
    [arn, fund, today],
  );
  return { live: live.rows, endingNextMonth: ending.rows, closedThisMonth: closed.rows, withoutSip: without.rows };
}

export async function countLiveSips(db: Db, arn: string, fund: string, today: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from sips s join folios f on f.acno = s.acno
      where f.arn = $1 and f.fund = $2 and s.status = 'Live' and s.end_date >= $3::date`,
    [arn, fund, today],
  );
  return rows[0]?.n ?? 0;
}
