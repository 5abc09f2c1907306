import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// The people behind the dashboard's per-fund investor counts. The classification is the one
// investorCountsByFund (portfolio-aum.ts) counts with, so a list is exactly as long as its card says:
// New, first folio in the fund opened within 90 days; Active, any balance; Inactive, only zero balances.

export type InvestorType = 'New' | 'Active' | 'Inactive';

const WHERE: Record<InvestorType, string> = {
  New: `p.is_new`,
  Active: `p.balance > 0`,
  Inactive: `p.balance = 0`,
};

/**
 * One row per investor of the caller's book in the fund (a narrowed member's: `scope`, scopeCondition's
 * on `f`): whether the first folio is new, and total units.
 */
const people = (scope: string) => `
  with p as (
    select f.pan, min(f.opened) > $3::date - 90 as is_new, coalesce(sum(h.units), 0) as balance
      from folios f left join holdings h on h.acno = f.acno
     where f.arn = $1 and f.fund = $2${scope}
     group by f.pan
  )`;

export interface TypedInvestor {
  pan: string;
  name: string;
  mobile: string | null;
  email: string | null;
}

export async function investorsOfType(
  db: Db,
  q: { book: BookReader; fund: string; type: InvestorType; today: string; offset: number; limit: number },
): Promise<{ rows: TypedInvestor[]; total: number }> {
  const args = [q.book.arn, q.fund, q.today];
  // The member's parameter follows each statement's own: $4 in the count, $6 after the page's bounds.
  const counting = scopeCondition(q.book.member, 4, 'f');
  const paging = scopeCondition(q.book.member, 6, 'f');
  const { rows: counted } = await db.query<{ n: number }>(
    `${people(counting.sql)} select count(*)::int as n from p where ${WHERE[q.type]}`,
    [...args, ...counting.params],
  );
  const { rows } = await db.query<TypedInvestor>(
    `${people(paging.sql)} select i.pan, i.name, i.mobile, i.email from p join investors i on i.pan = p.pan
      where ${WHERE[q.type]} order by i.name, i.pan offset $4 limit $5`,
    [...args, q.offset, q.limit, ...paging.params],
  );
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function fundHouseName(db: Db, fund: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('select name from fund_houses where fund = $1', [fund]);
  return rows[0]?.name ?? null;
}
