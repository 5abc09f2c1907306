import type { Db } from '../db/client';

// AUM and the dashboard's book figures, all computed from folios × holdings × NAV. AUM is always
// units × the NAV of the day asked for (the latest stored NAV by default).

/** Units the book holds per scheme, valued at the NAV of `day` (YYYY-MM-DD; null: the latest NAV). */
const VALUED = `
  with u as (
    select f.fund, h.scheme, h.plan, h.option, sum(h.units) as units, count(distinct f.pan)::int as investors
      from folios f join holdings h on h.acno = f.acno
     where f.arn = $1 and ($2::text is null or f.fund = $2) and h.units > 0
     group by f.fund, h.scheme, h.plan, h.option
  )
  select u.fund, u.scheme, u.plan, u.option, u.investors, s.category, s.name, s.plan_desc, s.option_desc,
    u.units * n.navs[case when $3::date is null then cardinality(n.navs)
                          else least(greatest($3::date - n.first_day + 1, 1), cardinality(n.navs)) end] as value,
    to_char(coalesce(least($3::date, n.first_day + cardinality(n.navs) - 1), n.first_day + cardinality(n.navs) - 1), 'DD/MM/YYYY') as nav_date
    from u
    join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (u.fund, u.scheme, u.plan, u.option)
    join schemes s on (s.fund, s.scheme, s.plan, s.option) = (u.fund, u.scheme, u.plan, u.option)`;

export interface SchemeAum {
  fund: string;
  scheme: string;
  plan: string;
  option: string;
  investors: number;
  category: string;
  name: string;
  plan_desc: string;
  option_desc: string;
  value: string;
  nav_date: string;
}

export async function aumBySchemes(db: Db, arn: string, fund: string | null, day: string | null = null): Promise<SchemeAum[]> {
  const { rows } = await db.query<SchemeAum>(`${VALUED} order by value desc`, [arn, fund, day]);
  return rows;
}

export interface BookTotals {
  aum: number;
  schemes: number;
  investors: number;
}

export async function bookTotals(db: Db, arn: string, fund: string | null): Promise<BookTotals> {
  const { rows } = await db.query<{ aum: string | null; schemes: number; investors: number }>(
    `select (select sum(value) from (${VALUED}) v) as aum,
       (select count(distinct (f.fund, h.scheme))::int from folios f join holdings h on h.acno = f.acno
         where f.arn = $1 and ($2::text is null or f.fund = $2) and h.units > 0) as schemes,
       (select count(distinct f.pan)::int from folios f join holdings h on h.acno = f.acno
         where f.arn = $1 and ($2::text is null or f.fund = $2) and h.units > 0) as investors`,
    [arn, fund, null],
  );
  const r = rows[0];
  return { aum: Number(r?.aum ?? 0), schemes: r?.schemes ?? 0, investors: r?.investors ?? 0 };
}

export interface FundInvestorCounts {
  fund: string;
  name: string;
  new_investors: number;
  active: number;
  inactive: number;
}

/** New: first folio in the fund opened within 90 days; Active: any balance; Inactive: only zero balances. */
export async function investorCountsByFund(db: Db, arn: string, today: string): Promise<FundInvestorCounts[]> {
  const { rows } = await db.query<FundInvestorCounts>(
    `select fh.fund, fh.name,
       count(*) filter (where p.first_opened > $2::date - 90)::int as new_investors,
       count(*) filter (where p.balance > 0)::int as active,
       count(*) filter (where p.balance = 0)::int as inactive
     from (select f.fund, f.pan, min(f.opened) as first_opened, coalesce(sum(h.units), 0) as balance
             from folios f left join holdings h on h.acno = f.acno where f.arn = $1 group by f.fund, f.pan) p
     join fund_houses fh on fh.fund = p.fund
     group by fh.fund, fh.name order by fh.fund`,
    [arn, today],
  );
  return rows;
}

/**
 * Trail brokerage per month: 0.75% a year of the book's value at each month's end (today for this month).
 * Each scheme's series is cut once to the six months asked for (`held`), so the months read days out of
 * a short array instead of each month reading the five-year series again.
 */
export async function brokerageByMonth(db: Db, arn: string, fund: string, today: string): Promise<{ month: string; amount: number }[]> {
  const { rows } = await db.query<{ month: string; amount: string | null }>(
    `with months as (
       select m, least((date_trunc('month', $3::date) - make_interval(months => m) + interval '1 month - 1 day')::date, $3::date) as day
         from generate_series(0, 5) as m
     ), u as (
       select h.scheme, h.plan, h.option, sum(h.units) as units
         from folios f join holdings h on h.acno = f.acno where f.arn = $1 and f.fund = $2 and h.units > 0
        group by h.scheme, h.plan, h.option
     ), held as materialized (
       select u.units, n.first_day + (k.lo - 1) as lo_day, n.navs[k.lo:cardinality(n.navs)] as navs
         from u join nav_series n on (n.fund, n.scheme, n.plan, n.option) = ($2, u.scheme, u.plan, u.option)
         cross join lateral (select least(greatest((select min(day) from months) - n.first_day + 1, 1), cardinality(n.navs)) as lo) k
     )
     select to_char(months.day, 'Mon-YYYY') as month,
            round(coalesce(sum(held.units * held.navs[least(greatest(months.day - held.lo_day + 1, 1), cardinality(held.navs))]), 0) * 0.0075 / 12, 2) as amount
       from months left join held on true
      group by months.m, months.day
      order by months.m desc`,
    [arn, fund, today],
  );
  return rows.map((r) => ({ month: r.month, amount: Number(r.amount ?? 0) }));
}
