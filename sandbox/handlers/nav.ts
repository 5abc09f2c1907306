import { navGraph, type NavRange } from '../../server/fundhouse/endpoints/nav';
import { istDay } from '../domains/schemes/schemes';
import { route } from '../router';

// NAV history for the NAV page: every business day from the start of the range to the sandbox's
// today. The window follows the sandbox clock, not the last stored NAV, so a test that moves the
// clock sees the range move with it; a day past the stored history repeats the latest NAV (as nav_on
// does), and a day before the history's first day is left out.

const RANGE: Record<NavRange, string> = {
  '1D': '7 days',
  '1W': '7 days',
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
  '5Y': '5 years',
};

const PLAN: Record<string, string> = { REGULAR: 'RG', DIRECT: 'DR' };
const OPTION: Record<string, string> = { GROWTH: 'G', IDCW: 'D', DIVIDEND: 'D' };

const navGraphRoute = route(navGraph, async (params, ctx) => {
  const plan = params.Plan.trim().toUpperCase();
  const option = (params.Option ?? 'G').trim().toUpperCase() || 'G';
  const { rows } = await ctx.db.query<{ fn_fromdt: string; fn_nav: string }>(
    `select to_char(d.day, 'DD/MM/YYYY') as fn_fromdt,
            n.navs[least(d.day - n.first_day + 1, cardinality(n.navs))]::text as fn_nav
       from nav_series n
       cross join lateral (
         select g::date as day
           from generate_series(greatest(($5::date - $6::interval)::date + 1, n.first_day), $5::date, interval '1 day') g
       ) d
      where n.fund = $1 and n.scheme = $2 and n.plan = $3 and n.option = $4
        and extract(isodow from d.day) < 6
      order by d.day`,
    [
      params.Fund.trim(),
      params.Scheme.trim().toUpperCase(),
      PLAN[plan] ?? plan,
      OPTION[option] ?? option,
      istDay(ctx.clock.now()),
      RANGE[params.flag],
    ],
  );
  return { DtData: rows };
});

export const navRoutes = [navGraphRoute];
