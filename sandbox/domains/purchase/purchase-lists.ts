import type { Db } from '../../db/client';
import { istDay, navDayOf } from '../schemes/schemes';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// The lists behind the purchase forms, scoped to the caller's book: an investor's holdings folio by
// folio, the schemes a folio does not hold yet, and the EUINs a transaction may carry.

/** The minimum a redemption must come to; the registrar keeps one figure for every scheme. */
export const REDEMPTION_MIN_AMOUNT = 1000;

export interface FundListRow {
  fund: string;
  acno: string;
  scheme: string;
  plan: string;
  option: string;
  name: string;
  plan_desc: string;
  option_desc: string;
  units: string;
  value: string;
  nav: string;
  nav_date: string;
  add_min_amount: number;
  multiples: number;
  sip_allowed: boolean;
}

/** Every holding (zero balances too) of the investor's folios in one fund under the caller's ARN. */
export async function fundListOf(db: Db, book: BookReader, pan: string, fund: string): Promise<FundListRow[]> {
  const member = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<FundListRow>(
    `select f.fund, f.acno, h.scheme, h.plan, h.option, s.name, s.plan_desc, s.option_desc, h.units::text,
       round(h.units * n.navs[cardinality(n.navs)], 2)::text as value, n.navs[cardinality(n.navs)]::text as nav,
       to_char(${navDayOf('n.first_day + cardinality(n.navs) - 1')}, 'DD/MM/YYYY') as nav_date,
       s.add_min_amount, s.multiples, s.sip_allowed
     from folios f
     join holdings h on h.acno = f.acno
     join schemes s on (s.fund, s.scheme, s.plan, s.option) = (f.fund, h.scheme, h.plan, h.option)
     join nav_series n on (n.fund, n.scheme, n.plan, n.option) = (f.fund, h.scheme, h.plan, h.option)
     where f.arn = $1 and f.pan = upper($2) and f.fund = $3${member.sql}
     order by f.acno, s.name, h.plan desc, h.option desc`,
    [book.arn, pan.trim(), fund, ...member.params],
  );
  return rows;
}

export interface FolioOfBook {
  acno: string;
  pan: string;
  fund: string;
  units: string;
}

/** A folio of the caller's book with its total units (0 for a zero-balance folio), or null. */
export async function folioOfBook(db: Db, arn: string, acno: string): Promise<FolioOfBook | null> {
  const { rows } = await db.query<FolioOfBook>(
    `select f.acno, f.pan, f.fund, coalesce(sum(h.units), 0)::text as units
     from folios f left join holdings h on h.acno = f.acno
     where f.arn = $1 and f.acno = $2 group by f.acno, f.pan, f.fund`,
    [arn, acno.trim()],
  );
  return rows[0] ?? null;
}

/** Whether the folio holds units of the scheme, plan and option. */
export async function holdsScheme(db: Db, acno: string, key: { scheme: string; plan: string; option: string }): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from holdings where acno = $1 and scheme = $2 and plan = $3 and option = $4 and units > 0',
    [acno, key.scheme, key.plan, key.option],
  );
  return rows.length > 0;
}

export interface OtherSchemeRow {
  scheme: string;
  plan: string;
  option: string;
  name: string;
  plan_desc: string;
  option_desc: string;
  min_amount: number;
  multiples: number;
  sip_min_amount: number;
}

/**
 * Schemes of a category on sale today; SIP-barred ones left out for trantype T. A purchase lists only
 * what the folio holds no units of; a switch lists the held ones too, since moving money between two
 * schemes of the same folio is what a switch is for (only the switch-out scheme itself is refused).
 */
export async function otherSchemesOf(
  db: Db,
  q: { acno: string; fund: string; category: string; plan: string | null; sipOnly: boolean; heldToo: boolean; now: Date },
): Promise<OtherSchemeRow[]> {
  const { rows } = await db.query<OtherSchemeRow>(
    `select s.scheme, s.plan, s.option, s.name, s.plan_desc, s.option_desc, s.min_amount, s.multiples, s.sip_min_amount
     from schemes s
     where s.fund = $1 and lower(s.category) = lower($2) and (not s.nfo or s.nfo_close < $3::date)
       and ($4::text is null or s.plan = $4) and (not $5 or s.sip_allowed)
       and ($7 or not exists (select 1 from holdings h where h.acno = $6 and h.units > 0
                               and (h.scheme, h.plan, h.option) = (s.scheme, s.plan, s.option)))
     order by s.name, s.plan desc, s.option desc`,
    [q.fund, q.category, istDay(q.now), q.plan, q.sipOnly, q.acno, q.heldToo],
  );
  return rows;
}

export interface EuinRow {
  euin: string;
  name: string;
}

export async function euinsOf(db: Db, arn: string): Promise<EuinRow[]> {
  const { rows } = await db.query<EuinRow>('select euin, name from euins where arn = $1 order by euin', [arn]);
  return rows;
}

/** Whether the code is an ARN the registrar knows as an active distributor. */
export async function activeArn(db: Db, arn: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from distributors where arn = $1 and status = 'active'`, [arn]);
  return rows.length > 0;
}
