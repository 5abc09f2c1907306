import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { navDayOf } from '../schemes/schemes';
import { scopeCondition } from '../team/member-scope';

// AUM and the dashboard's book figures, all computed from folios × holdings × NAV. AUM is always
// units × the NAV of the day asked for (the latest stored NAV by default).
//
// The statements below are put together from the same CTEs, which read $1 the ARN, $2 the fund
// (null: every fund of the book) and $3 the valuation day (YYYY-MM-DD; null: the latest NAV). A narrowed
// member's book is their investors' folios only: `scope` is the condition on `f` (scopeCondition's, with
// its parameter after the statement's own), empty for the ARN holder and a member who sees the whole book.

/**
 * The book's units per scheme (`u`) and how many investors hold each, counted as rows of `held` (one
 * per investor and scheme). A hash aggregate builds `held`; count(distinct pan) per scheme had Postgres
 * sort every holding of the book, most of the statement's time on a large book.
 */
const units = (scope: string) => `
  held as (
    select f.fund, h.scheme, h.plan, h.option, f.pan, sum(h.units) as units
      from folios f join holdings h on h.acno = f.acno
     where f.arn = $1 and ($2::text is null or f.fund = $2) and h.units > 0${scope}
     group by f.fund, h.scheme, h.plan, h.option, f.pan
  ), u as (
    select fund, scheme, plan, option, sum(units) as units, count(*)::int as investors
      from held group by fund, scheme, plan, option
  )`;

/** `u` with each scheme's NAV series: navs[i] is the NAV of first_day + i - 1, the last one last_day's. */
const PRICED = `
  priced as (
    select u.*, n.first_day, n.last_day, n.navs
      from u join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (u.fund, u.scheme, u.plan, u.option)
  )`;

/**
 * `u` valued at the NAV of day $3, one row per scheme. The scheme master is joined as a subquery
 * (offset 0) so that it is hashed once: the demo profile leaves schemes unanalysed, and without statistics
 * the planner looked each scheme up through schemes_category, filtering all the fund's schemes each time.
 */
const valued = (scope: string) => `
  ${units(scope)}, ${PRICED}, valued as (
    select p.fund, p.scheme, p.plan, p.option, p.investors, s.category, s.name, s.plan_desc, s.option_desc,
      p.units * p.navs[case when $3::date is null then p.last_day - p.first_day + 1
                            else least(greatest($3::date - p.first_day + 1, 1), p.last_day - p.first_day + 1) end] as value,
      to_char(${navDayOf('coalesce(least($3::date, p.last_day), p.last_day)')}, 'DD/MM/YYYY') as nav_date
      from priced p
      join (select fund, scheme, plan, option, category, name, plan_desc, option_desc from schemes offset 0) s
        on (s.fund, s.scheme, s.plan, s.option) = (p.fund, p.scheme, p.plan, p.option)
  )`;

/**
 * The book's totals, as select-list columns over valued()'s CTEs. Investors are counted across schemes
 * from `held`: a person holding two schemes is one investor, so the per-scheme counts do not add up.
 */
const TOTALS = `
  (select sum(value) from valued)::text as aum,
  (select count(distinct (fund, scheme))::int from u) as schemes,
  (select count(distinct pan)::int from held) as investors`;

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

export async function aumBySchemes(db: Db, book: BookReader, fund: string | null, day: string | null = null): Promise<SchemeAum[]> {
  const scope = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<SchemeAum>(`with ${valued(scope.sql)} select * from valued order by value desc`, [book.arn, fund, day, ...scope.params]);
  return rows;
}

export interface BookTotals {
  aum: number;
  schemes: number;
  investors: number;
}

interface TotalsRow {
  aum: string | null;
  schemes: number;
  investors: number;
}

const bookTotalsOf = (r: TotalsRow | undefined): BookTotals => ({ aum: Number(r?.aum ?? 0), schemes: r?.schemes ?? 0, investors: r?.investors ?? 0 });

export async function bookTotals(db: Db, book: BookReader, fund: string | null): Promise<BookTotals> {
  const scope = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<TotalsRow>(`with ${valued(scope.sql)} select ${TOTALS}`, [book.arn, fund, null, ...scope.params]);
  return bookTotalsOf(rows[0]);
}

export interface FundInvestorCounts {
  fund: string;
  name: string;
  new_investors: number;
  active: number;
  inactive: number;
}

/**
 * New: first folio in the fund opened within 90 days; Active: any balance; Inactive: only zero balances.
 * Counted per fund before the fund's name is joined, so a large book's investors are not sorted by fund.
 */
export async function investorCountsByFund(db: Db, book: BookReader, today: string): Promise<FundInvestorCounts[]> {
  const scope = scopeCondition(book.member, 3, 'f');
  const { rows } = await db.query<FundInvestorCounts>(
    `select fh.fund, fh.name, c.new_investors, c.active, c.inactive
       from (select p.fund,
               count(*) filter (where p.first_opened > $2::date - 90)::int as new_investors,
               count(*) filter (where p.balance > 0)::int as active,
               count(*) filter (where p.balance = 0)::int as inactive
             from (select f.fund, f.pan, min(f.opened) as first_opened, coalesce(sum(h.units), 0) as balance
                     from folios f left join holdings h on h.acno = f.acno where f.arn = $1${scope.sql} group by f.fund, f.pan) p
             group by p.fund) c
       join fund_houses fh on fh.fund = c.fund
      order by fh.fund`,
    [book.arn, today, ...scope.params],
  );
  return rows;
}

export interface MonthBrokerage {
  month: string;
  amount: number;
}

/**
 * Trail brokerage per month: 0.75% a year of the fund's part of `priced` valued at each month's end
 * (today for this month); `today` and `fund` name the statement's parameters for them. Each scheme's
 * series is cut once to the six months asked for (`trail`), so the months read days out of a short
 * array instead of each month reading the five-year series again.
 */
const trail = (today: string, fund: string) => `
  months as (
    select m, least((date_trunc('month', ${today}::date) - make_interval(months => m) + interval '1 month - 1 day')::date, ${today}::date) as day
      from generate_series(0, 5) as m
  ), trail as materialized (
    select p.units, p.first_day + (k.lo - 1) as lo_day, p.navs[k.lo:p.last_day - p.first_day + 1] as navs
      from priced p
      cross join lateral (select least(greatest((select min(day) from months) - p.first_day + 1, 1), p.last_day - p.first_day + 1) as lo) k
     where p.fund = ${fund}
  ), brokerage as (
    select m, to_char(day, 'Mon-YYYY') as month,
      round(coalesce((select sum(t.units * t.navs[least(greatest(months.day - t.lo_day + 1, 1), cardinality(t.navs))]) from trail t), 0)
        * 0.0075 / 12, 2) as amount
      from months
  )`;

/** `u` for the brokerage alone: one fund and no investor counts, whose extra aggregate nearly doubled its time on a large book. */
const FUND_UNITS = `
  u as (
    select f.fund, h.scheme, h.plan, h.option, sum(h.units) as units
      from folios f join holdings h on h.acno = f.acno
     where f.arn = $1 and f.fund = $2 and h.units > 0
     group by f.fund, h.scheme, h.plan, h.option
  )`;

/** The oldest month first. */
export async function brokerageByMonth(db: Db, arn: string, fund: string, today: string): Promise<MonthBrokerage[]> {
  const { rows } = await db.query<{ month: string; amount: string | null }>(
    `with ${FUND_UNITS}, ${PRICED}, ${trail('$3', '$2')} select month, amount from brokerage order by m desc`,
    [arn, fund, today],
  );
  return rows.map((r) => ({ month: r.month, amount: Number(r.amount ?? 0) }));
}

export interface DashboardBook {
  /** Every scheme of the book (all funds) at the latest NAV, the largest value first. */
  schemes: Pick<SchemeAum, 'fund' | 'category' | 'value'>[];
  totals: BookTotals;
  /**
   * The fund's trail brokerage, the oldest month first (brokerageByMonth's figures; a narrowed member's
   * part only, though no role that may see earnings is narrowed).
   */
  brokerage: MonthBrokerage[];
}

/**
 * aumBySchemes(arn, null), bookTotals(arn, null) and brokerageByMonth(arn, fund, today) in one
 * statement: the book is read and valued once, and its units per scheme serve all three, where the
 * separate statements read it five times and valued it twice. The lists come back as JSON with the
 * amounts as text, so that no digit is lost on the way.
 */
export async function dashboardBook(db: Db, book: BookReader, fund: string, today: string): Promise<DashboardBook> {
  const scope = scopeCondition(book.member, 6, 'f');
  const { rows } = await db.query<TotalsRow & { by_scheme: DashboardBook['schemes']; brokerage: { month: string; amount: string }[] }>(
    `with ${valued(scope.sql)}, ${trail('$4', '$5')}
     select ${TOTALS},
       coalesce((select json_agg(json_build_object('fund', fund, 'category', category, 'value', value::text) order by value desc) from valued), '[]') as by_scheme,
       (select json_agg(json_build_object('month', month, 'amount', amount::text) order by m desc) from brokerage) as brokerage`,
    [book.arn, null, null, today, fund, ...scope.params],
  );
  const r = rows[0];
  return {
    schemes: r?.by_scheme ?? [],
    totals: bookTotalsOf(r),
    brokerage: (r?.brokerage ?? []).map((b) => ({ month: b.month, amount: Number(b.amount) })),
  };
}
