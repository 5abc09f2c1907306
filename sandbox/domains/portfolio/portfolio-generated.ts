import type { Db } from '../../db/client';
import { SCHEME_DEFS, SIP_BARRED } from '../schemes/schemes';

// Portfolios of the generated investors, made in set-based SQL so the large book (24,000 investors)
// seeds in a few seconds. hashtext(pan …) stands in for the seeded random stream: same book in,
// same folios out. Every generated investor gets one or two fund-117 folios; about one in six
// folios is fully redeemed (the inactive investors), about one in three active folios has a live SIP.

export async function seedGeneratedPortfolios(db: Db, opts: { today: string; fixedPans: readonly string[] }): Promise<void> {
  // Schemes a generated folio may hold: ongoing (no NFO), regular and direct growth plans.
  const choices = SCHEME_DEFS.filter((s) => !s.nfo)
    .flatMap((s) => ['RG', 'DR'].map((plan) => ({ scheme: s.code, plan, sip: !(SIP_BARRED as readonly string[]).includes(s.code) })))
    .map((c, n) => ({ ...c, i: n + 1 }));
  await db.query(
    `create temp table gen_folio on commit drop as
     select '2' || lpad(n::text, 7, '0') as acno, b.arn, b.pan, k,
       ($2::date - (abs(hashtext(b.pan || k)) % 1700 + 30))::date as opened,
       (abs(hashtext(b.pan || k || 's')) % $3::int) + 1 as pick,
       abs(hashtext(b.pan || k || 'u')) as h
     from (select arn, pan, row_number() over (order by arn, pan) as n0 from book where pan <> all($1::text[])) b
     cross join lateral generate_series(1, 1 + abs(hashtext(b.pan)) % 2) as k
     cross join lateral (select b.n0 * 2 + k as n) x`,
    [opts.fixedPans, opts.today, choices.length],
  );
  await db.query(`insert into folios (acno, fund, pan, arn, opened) select acno, '117', pan, arn, opened from gen_folio`);
  // Cost from the latest NAV and a per-folio factor: reading a five-year NAV array once per row
  // would dominate the large profile's seeding.
  await db.query(
    `with c as materialized (
       select c.i, c.scheme, c.plan, n.navs[cardinality(n.navs)] as latest
         from json_to_recordset($1::json) as c(scheme text, plan text, sip boolean, i int)
         join nav_series n on (n.fund, n.scheme, n.plan, n.option) = ('117', c.scheme, c.plan, 'G')
     )
     insert into holdings (acno, scheme, plan, option, units, cost)
     select g.acno, c.scheme, c.plan, 'G', u.units, round(u.units * c.latest * (0.6 + (g.h % 55) / 100.0), 2)
     from gen_folio g
     join c on c.i = g.pick
     cross join lateral (select case when g.h % 6 = 0 then 0 else round((20 + g.h % 4000 + (g.h % 997) / 1000.0)::numeric, 4) end as units) u`,
    [JSON.stringify(choices)],
  );
  // SIPs: live ones on a third of the active folios; a few end next month or closed this month.
  await db.query(
    `insert into sips (ihno, acno, scheme, plan, option, amount, sip_day, start_date, end_date, installments, sip_type, umrn, status, closed_on)
     select 8000000 + row_number() over (order by g.acno), g.acno, h.scheme, h.plan, 'G',
       (1 + g.h % 20) * 500, 1 + g.h % 28, s.start_date, (s.start_date + make_interval(months => s.n - 1))::date, s.n,
       (array['1', '2', '9'])[1 + g.h % 3], 'GEN' || lpad((g.h % 100000000)::text, 8, '0'),
       case when g.h % 11 = 0 then 'Cancelled' else 'Live' end,
       case when g.h % 11 = 0 then date_trunc('month', $1::date)::date + (g.h % 5) else null end
     from gen_folio g
     join holdings h on h.acno = g.acno and h.units > 0
     join json_to_recordset($2::json) as c(scheme text, plan text, sip boolean, i int) on c.i = g.pick and c.sip
     cross join lateral (select (date_trunc('month', $1::date) - make_interval(months => (g.h % 30)::int))::date + (g.h % 28) as start_date,
                                case when g.h % 7 = 0 then (g.h % 30)::int + 2 else 12 * (3 + g.h % 5) end as n) s
     where g.h % 3 = 0`,
    [opts.today, JSON.stringify(choices)],
  );
}
