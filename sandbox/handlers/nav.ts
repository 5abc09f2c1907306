import { navGraph, type NavRange } from '../../server/fundhouse/endpoints/nav';
import { route } from '../router';

// NAV history for the NAV page: business days from the start of the range to the latest NAV.

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
    `select to_char(d.day, 'DD/MM/YYYY') as fn_fromdt, d.nav::text as fn_nav
       from nav_series n
       cross join lateral (select n.first_day + (i - 1)::int as day, v as nav
                             from unnest(n.navs) with ordinality as x(v, i)) d
      where n.fund = $1 and n.scheme = $2 and n.plan = $3 and n.option = $4
        and d.day > (n.first_day + cardinality(n.navs) - 1) - $5::interval
        and extract(isodow from d.day) < 6
      order by d.day`,
    [params.Fund.trim(), params.Scheme.trim().toUpperCase(), PLAN[plan] ?? plan, OPTION[option] ?? option, RANGE[params.flag]],
  );
  return { DtData: rows };
});

export const navRoutes = [navGraphRoute];
