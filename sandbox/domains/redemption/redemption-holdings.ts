import type { Db } from '../../db/client';
import { HELD_UNITS } from './redemption';
import { navDayOf } from '../schemes/schemes';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// The investor's holdings as redemption and switch see them: units free of pending orders, valued at
// the latest NAV, with the scheme's minimums. Scoped by the folio's ARN, so another book reads as empty,
// and to a firm member's scope, so an investor outside it reads the same.

/** Close-ended schemes: no purchase, redemption or switch before maturity. */
export const CLOSE_ENDED = ['FP', 'UC'] as const;

export interface FreeHolding {
  fund: string;
  acno: string;
  pan: string;
  /** YYYY-MM-DD; the sandbox keeps no purchase lots, so units are aged from the folio's opening. */
  opened: string;
  scheme: string;
  plan: string;
  option: string;
  name: string;
  plan_desc: string;
  option_desc: string;
  category: string;
  /** Units less those held by pending and approved redemptions and switches. */
  free_units: string;
  nav: string;
  /** YYYY-MM-DD of the latest NAV (a weekend falls back to Friday's). */
  nav_day: string;
  value: string;
  add_min_amount: number;
  sip_allowed: boolean;
  open_for_sale: boolean;
}

export interface HoldingFilter {
  book: BookReader;
  pan?: string;
  fund?: string;
  acno?: string;
  holding?: { scheme: string; plan: string; option: string };
}

export async function freeHoldings(db: Db, f: HoldingFilter): Promise<FreeHolding[]> {
  const scope = scopeCondition(f.book.member, 8, 'f');
  const { rows } = await db.query<FreeHolding>(
    `with x as (
       select f.fund, f.acno, f.pan, f.opened, h.scheme, h.plan, h.option,
         greatest(h.units - ${HELD_UNITS}, 0) as free,
         n.navs[cardinality(n.navs)] as nav, n.first_day + cardinality(n.navs) - 1 as last_day
       from folios f join holdings h on h.acno = f.acno
       join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (f.fund, h.scheme, h.plan, h.option)
       where f.arn = $1 and ($2::text is null or f.pan = upper($2)) and ($3::text is null or f.fund = $3)
         and ($4::text is null or f.acno = $4)
         and ($5::text is null or (h.scheme, h.plan, h.option) = ($5, $6, $7))${scope.sql}
     )
     select x.fund, x.acno, x.pan, to_char(x.opened, 'YYYY-MM-DD') as opened, x.scheme, x.plan, x.option,
       s.name, s.plan_desc, s.option_desc, s.category, x.free::text as free_units, x.nav::text as nav,
       to_char(${navDayOf('x.last_day')}, 'YYYY-MM-DD') as nav_day,
       round(x.free * x.nav, 2)::text as value, s.add_min_amount, s.sip_allowed,
       (not s.nfo or s.nfo_close < ((sandbox_now() at time zone 'UTC') + interval '330 minutes')::date) as open_for_sale
     from x join schemes s on (s.fund, s.scheme, s.plan, s.option) = (x.fund, x.scheme, x.plan, x.option)
     order by x.fund, x.acno, s.name, x.plan desc, x.option desc`,
    [f.book.arn, f.pan ?? null, f.fund ?? null, f.acno ?? null, f.holding?.scheme ?? null, f.holding?.plan ?? null, f.holding?.option ?? null, ...scope.params],
  );
  return rows;
}

/** Free units across the whole folio: zero means a zero-balance folio. */
export async function folioFreeUnits(db: Db, arn: string, acno: string): Promise<number> {
  const rows = await freeHoldings(db, { book: { arn }, acno });
  return rows.reduce((sum, r) => sum + Number(r.free_units), 0);
}
