import type { Db } from '../../db/client';
import { navDayOf } from '../schemes/schemes';
import { scopeCondition, type MemberAccess } from '../team/member-scope';

// One distributor's investors: every query here is scoped by the caller's ARN through `book` (or the
// folio's ARN), so a PAN outside the book reads exactly like an unknown one. The book's reads narrow it
// further to a firm member's scope (sandbox/domains/team/member-scope.ts): outside it reads the same.

/** Whose book a read is for: the ARN, and the member reading it if one does (a signed-in caller is one). */
export interface BookReader {
  arn: string;
  member?: MemberAccess;
}

export interface BookInvestor {
  pan: string;
  name: string;
  mobile: string | null;
  email: string | null;
  kyc: 'Y' | 'N';
  fatca: 'Y' | 'N';
  favourite: boolean;
}

const INVESTOR = `select i.pan, i.name, i.mobile, i.email, i.kyc, i.fatca, b.favourite
  from book b join investors i on i.pan = b.pan`;

export type ListKind = 'A' | 'FAV' | 'R';

export async function listBook(db: Db, reader: BookReader, kind: ListKind): Promise<BookInvestor[]> {
  const where = kind === 'FAV' ? 'and b.favourite' : kind === 'R' ? 'and b.last_viewed is not null' : '';
  const order = kind === 'R' ? 'b.last_viewed desc limit 10' : 'i.name, i.pan';
  const scope = scopeCondition(reader.member, 2);
  const { rows } = await db.query<BookInvestor>(`${INVESTOR} where b.arn = $1${scope.sql} ${where} order by ${order}`, [reader.arn, ...scope.params]);
  return rows;
}

export type SearchKey = 'name' | 'pan' | 'folio' | 'mobile' | 'email';

const SEARCH: Record<SearchKey, string> = {
  name: `i.name ilike '%' || $2 || '%'`,
  pan: `i.pan = upper($2)`,
  folio: `exists (select 1 from folios f where f.pan = i.pan and f.arn = b.arn and f.acno = $2)`,
  // The last ten digits: the portal may send the number with a 91 or 0 prefix.
  mobile: `right(i.mobile, 10) = right($2, 10)`,
  email: `lower(i.email) = lower($2)`,
};

export async function searchBook(db: Db, reader: BookReader, key: SearchKey, value: string): Promise<BookInvestor[]> {
  const scope = scopeCondition(reader.member, 3);
  const { rows } = await db.query<BookInvestor>(
    `${INVESTOR} where b.arn = $1 and ${SEARCH[key]}${scope.sql} order by i.name, i.pan limit 100`,
    [reader.arn, value, ...scope.params],
  );
  return rows;
}

/** The book check: the investor of the reader's book (within a member's scope), or null as for an unknown PAN. */
export async function findInBook(db: Db, reader: BookReader, pan: string): Promise<BookInvestor | null> {
  const scope = scopeCondition(reader.member, 3);
  const { rows } = await db.query<BookInvestor>(`${INVESTOR} where b.arn = $1 and b.pan = upper($2)${scope.sql}`, [reader.arn, pan.trim(), ...scope.params]);
  return rows[0] ?? null;
}

export async function markViewed(db: Db, arn: string, pan: string): Promise<void> {
  await db.query('update book set last_viewed = sandbox_now() where arn = $1 and pan = $2', [arn, pan]);
}

/** Sets the flag; false when it already had that value. */
export async function setFavourite(db: Db, arn: string, pan: string, favourite: boolean): Promise<boolean> {
  const { rows } = await db.query<{ pan: string }>(
    'update book set favourite = $3 where arn = $1 and pan = $2 and favourite <> $3 returning pan',
    [arn, pan, favourite],
  );
  return rows.length > 0;
}

export interface HoldingView {
  fund: string;
  acno: string;
  scheme: string;
  name: string;
  plan_desc: string;
  option_desc: string;
  units: string;
  cost: string;
  nav: string;
  value: string;
  /** The change since the previous business day's NAV. */
  day_change: string;
}

/** Holdings with a balance in every fund house, under the caller's ARN, valued at the latest NAV. */
export async function holdingsOf(db: Db, arn: string, pan: string): Promise<HoldingView[]> {
  const { rows } = await db.query<HoldingView>(
    `with h as (
       select f.fund, f.acno, h.scheme, h.plan, h.option, h.units, h.cost, n.navs, n.first_day + cardinality(n.navs) - 1 as last_day
         from folios f join holdings h on h.acno = f.acno
         join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (f.fund, h.scheme, h.plan, h.option)
        where f.arn = $1 and f.pan = $2 and h.units > 0
     ), d as (
       select h.*, ${navDayOf('h.last_day')} as biz from h
     )
     select d.fund, d.acno, d.scheme, s.name, s.plan_desc, s.option_desc, d.units::text, d.cost::text,
       d.navs[cardinality(d.navs)]::text as nav, round(d.units * d.navs[cardinality(d.navs)], 2)::text as value,
       round(d.units * (nav_on(d.fund, d.scheme, d.plan, d.option, d.biz)
         - nav_on(d.fund, d.scheme, d.plan, d.option, d.biz - case extract(isodow from d.biz) when 1 then 3 else 1 end)), 2)::text as day_change
     from d join schemes s on (s.fund, s.scheme, s.plan, s.option) = (d.fund, d.scheme, d.plan, d.option)
     order by d.units * d.navs[cardinality(d.navs)] desc`,
    [arn, pan],
  );
  return rows;
}

export interface FolioView {
  acno: string;
  fund: string;
  schemes: number;
  units: string;
  value: string;
}

export async function foliosOf(db: Db, arn: string, pan: string, fund: string | null): Promise<FolioView[]> {
  const { rows } = await db.query<FolioView>(
    `select f.acno, f.fund, count(h.scheme)::int as schemes, coalesce(sum(h.units), 0)::text as units,
       coalesce(round(sum(h.units * n.navs[cardinality(n.navs)]), 2), 0)::text as value
     from folios f
     left join holdings h on h.acno = f.acno
     left join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (f.fund, h.scheme, h.plan, h.option)
     where f.arn = $1 and f.pan = $2 and ($3::text is null or f.fund = $3)
     group by f.acno, f.fund order by f.fund, f.acno`,
    [arn, pan, fund],
  );
  return rows;
}
