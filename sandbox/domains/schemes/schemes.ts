import { bulkInsert, type Db } from '../../db/client';
import { FUND_CODE } from '../../seed/fixtures';
import { SIP_BARRED_SCHEMES } from '../../../lib/rules/sip-limits';
import type { DomainSeed } from '../../seed/domain-seed';

// The fund house's scheme master: one row per scheme, plan and option, as the registrar keeps it.
// Links, purchases, SIPs and NFOs all read it; a domain that needs more per scheme adds columns here.

export const schemesDdl = /* sql */ `
create table schemes (
  fund text not null,
  scheme text not null,
  plan text not null check (plan in ('RG', 'DR')),
  option text not null check (option in ('G', 'D')),
  name text not null,
  category text not null,
  plan_desc text not null,
  option_desc text not null,
  min_amount int not null check (min_amount > 0),
  multiples int not null check (multiples > 0),
  add_min_amount int not null check (add_min_amount > 0),
  sip_allowed boolean not null,
  sip_min_amount int not null check (sip_min_amount > 0),
  sip_multiples int not null check (sip_multiples > 0),
  -- The fund house offers a Chhoti SIP in the scheme (lib/rules/chhoti-sip.ts); the seeds' rows lack it.
  chhoti_sip boolean not null default false,
  -- The fund house has suspended fresh subscriptions (lib/rules/scheme-suspension.ts).
  subscriptions_suspended boolean not null default false,
  nfo boolean not null default false,
  nfo_open date,
  nfo_close date,
  check (not nfo or (nfo_open is not null and nfo_close is not null and nfo_open <= nfo_close)),
  primary key (fund, scheme, plan, option)
);
create index schemes_category on schemes (fund, category);
`;

export const PLANS = { RG: 'Regular', DR: 'Direct' } as const;
export const OPTIONS = { G: 'Growth', D: 'IDCW' } as const;
export type PlanCode = keyof typeof PLANS;
export type OptionCode = keyof typeof OPTIONS;

/** Scheme codes the registrar bars from SIP: close-ended, or overseas funds under the industry limit. */
export const SIP_BARRED = SIP_BARRED_SCHEMES;

/**
 * Schemes the fund house offers a Chhoti SIP in: broad equity, hybrid and index funds whose SIP
 * multiple divides ₹250. Not debt, liquid, arbitrage, mid-cap or sectoral funds, nor ELSS (₹500 units).
 */
export const CHHOTI_SIP_SCHEMES = ['LC', 'EB', 'FC', 'AH', 'BA', 'NF', 'NN'] as const;

/** Schemes whose fresh subscriptions the fund house has suspended: still listed and redeemable, refused going in. */
export const SUSPENDED_SCHEMES = ['AR'] as const;

interface SchemeDef {
  code: string;
  name: string;
  category: string;
  min: number;
  multiple: number;
  addMin: number;
  sipMin: number;
  sipMultiple: number;
  /** Days from seeding to the NFO's opening and closing day (IST). */
  nfo?: { opensIn: number; closesIn: number };
}

const def = (code: string, name: string, category: string, min: number, multiple: number, addMin: number, sipMin: number, sipMultiple: number, nfo?: SchemeDef['nfo']): SchemeDef => ({
  code, name, category, min, multiple, addMin, sipMin, sipMultiple, nfo,
});

export const SCHEME_DEFS: readonly SchemeDef[] = [
  def('LC', 'Large Cap Fund', 'Equity', 5000, 1, 1000, 1000, 1),
  def('EB', 'Large & Midcap Fund', 'Equity', 1000, 1, 1000, 500, 1),
  def('MC', 'Midcap Fund', 'Equity', 5000, 1, 1000, 500, 1),
  def('FC', 'Flexi Cap Fund', 'Equity', 1000, 1, 500, 100, 1),
  def('MN', 'Multicap Fund', 'Equity', 5000, 1, 1000, 1000, 1, { opensIn: -2, closesIn: 12 }),
  def('BK', 'Banking and Financial Services Fund', 'Equity', 5000, 1, 1000, 1000, 1, { opensIn: 7, closesIn: 21 }),
  def('TS', 'ELSS Tax Saver Fund', 'ELSS', 500, 500, 500, 500, 500),
  def('AH', 'Aggressive Hybrid Fund', 'Hybrid', 5000, 1, 1000, 1000, 1),
  def('BA', 'Balanced Advantage Fund', 'Hybrid', 1000, 1, 1000, 500, 1),
  def('AR', 'Arbitrage Fund', 'Hybrid', 5000, 1, 1000, 1000, 1),
  def('SD', 'Short Duration Fund', 'Debt', 5000, 1, 1000, 1000, 1),
  def('DB', 'Dynamic Bond Fund', 'Debt', 5000, 1, 1000, 500, 1),
  def('CB', 'Corporate Bond Fund', 'Debt', 5000, 10, 1000, 1000, 10),
  def('FP', 'Fixed Maturity Plan - Series 4', 'Debt', 5000, 10, 5000, 5000, 10),
  def('UC', 'Ultra Short Duration Fund - Series 2 (Close-Ended)', 'Debt', 5000, 1, 5000, 5000, 1),
  def('LQ', 'Liquid Fund', 'Liquid', 5000, 1, 1000, 1000, 1),
  def('OV', 'Overnight Fund', 'Liquid', 5000, 1, 1000, 1000, 1),
  def('NF', 'Nifty 50 Index Fund', 'Index', 5000, 1, 1000, 99, 1),
  def('NN', 'Nifty Next 50 Index Fund', 'Index', 5000, 1, 1000, 500, 1),
  def('HS', 'Hang Seng TECH ETF Fund of Fund', 'Index', 5000, 1, 1000, 1000, 1),
  def('SP', 'S&P 500 Top 50 ETF Fund of Fund', 'Index', 5000, 1, 1000, 1000, 1),
];

const IST_OFFSET_MS = 330 * 60_000;

/**
 * SQL for the NAV's own day: the series runs through every calendar day (a weekend repeats Friday's
 * NAV), so the last stored day on a Saturday or Sunday is dated the Friday it was declared. Every
 * answer that dates a NAV (fund list, redemption, holdings) uses this, so one NAV has one date.
 */
export const navDayOf = (day: string) => `(${day} - case extract(isodow from ${day}) when 6 then 1 when 7 then 2 else 0 end)`;

/** The IST calendar day `days` after `now`, as YYYY-MM-DD. */
export function istDay(now: Date, days = 0): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

export function schemeRows(now: Date) {
  return SCHEME_DEFS.flatMap((s) =>
    (Object.keys(PLANS) as PlanCode[]).flatMap((plan) =>
      (Object.keys(OPTIONS) as OptionCode[]).map((option) => ({
        fund: FUND_CODE,
        scheme: s.code,
        plan,
        option,
        name: s.name,
        category: s.category,
        plan_desc: PLANS[plan],
        option_desc: OPTIONS[option],
        min_amount: s.min,
        multiples: s.multiple,
        add_min_amount: s.addMin,
        sip_allowed: !(SIP_BARRED as readonly string[]).includes(s.code),
        sip_min_amount: s.sipMin,
        sip_multiples: s.sipMultiple,
        chhoti_sip: (CHHOTI_SIP_SCHEMES as readonly string[]).includes(s.code),
        subscriptions_suspended: (SUSPENDED_SCHEMES as readonly string[]).includes(s.code),
        nfo: s.nfo !== undefined,
        nfo_open: s.nfo ? istDay(now, s.nfo.opensIn) : null,
        nfo_close: s.nfo ? istDay(now, s.nfo.closesIn) : null,
      })),
    ),
  );
}

export const seedSchemes: DomainSeed = async (db, { now }) => {
  await bulkInsert(db, 'schemes', schemeRows(now));
};

export interface SchemeRow {
  fund: string;
  scheme: string;
  plan: PlanCode;
  option: OptionCode;
  name: string;
  category: string;
  plan_desc: string;
  option_desc: string;
  min_amount: number;
  multiples: number;
  add_min_amount: number;
  sip_allowed: boolean;
  sip_min_amount: number;
  sip_multiples: number;
  chhoti_sip: boolean;
  subscriptions_suspended: boolean;
  nfo: boolean;
  nfo_open: string | null;
  nfo_close: string | null;
}

/** The registrar's one-line description, e.g. 'Large Cap Fund - Regular Plan - Growth'. */
export function schemeDescription(row: Pick<SchemeRow, 'name' | 'plan_desc' | 'option_desc'>): string {
  return `${row.name} - ${row.plan_desc} Plan - ${row.option_desc}`;
}

/** 'fund~scheme~plan~option', the value the portal splits again. */
export function schemePlanValue(row: Pick<SchemeRow, 'fund' | 'scheme' | 'plan' | 'option'>): string {
  return `${row.fund}~${row.scheme}~${row.plan}~${row.option}`;
}

// A scheme still in (or before) its NFO is sold only through the NFO, not as an ongoing scheme.
const OPEN_FOR_SALE = `(not nfo or nfo_close < $2::date)`;
const COLUMNS = `fund, scheme, plan, option, name, category, plan_desc, option_desc, min_amount, multiples,
  add_min_amount, sip_allowed, sip_min_amount, sip_multiples, chhoti_sip, subscriptions_suspended, nfo,
  to_char(nfo_open, 'YYYY-MM-DD') as nfo_open, to_char(nfo_close, 'YYYY-MM-DD') as nfo_close`;

/** The order the registrar lists categories in; one not named here goes last. */
export const CATEGORY_ORDER = ['Equity', 'ELSS', 'Hybrid', 'Debt', 'Liquid', 'Index'];

export async function listCategories(db: Db, fund: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ category: string }>(
    `select distinct category from schemes where fund = $1 and ${OPEN_FOR_SALE}`,
    [fund, istDay(now)],
  );
  const rank = (c: string) => (CATEGORY_ORDER.includes(c) ? CATEGORY_ORDER.indexOf(c) : CATEGORY_ORDER.length);
  return rows.map((r) => r.category).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface SchemeFilter {
  fund: string;
  category: string;
  plan?: PlanCode;
  /** Only schemes that take SIPs. */
  sipOnly?: boolean;
}

export async function listSchemes(db: Db, filter: SchemeFilter, now: Date): Promise<SchemeRow[]> {
  const { rows } = await db.query<SchemeRow>(
    `select ${COLUMNS} from schemes
      where fund = $1 and ${OPEN_FOR_SALE} and lower(category) = lower($3)
        and ($4::text is null or plan = $4) and (not $5 or sip_allowed)
      order by name, plan desc, option desc`,
    [filter.fund, istDay(now), filter.category, filter.plan ?? null, filter.sipOnly ?? false],
  );
  return rows;
}

export async function findScheme(db: Db, key: { fund: string; scheme: string; plan: string; option: string }): Promise<SchemeRow | null> {
  const { rows } = await db.query<SchemeRow>(
    `select ${COLUMNS} from schemes where fund = $1 and scheme = $2 and plan = $3 and option = $4`,
    [key.fund, key.scheme, key.plan, key.option],
  );
  return rows[0] ?? null;
}

/** Whether the scheme takes ongoing purchases on the given day (false before and during its NFO). */
export function openForSale(row: Pick<SchemeRow, 'nfo' | 'nfo_close'>, now: Date): boolean {
  return !row.nfo || (row.nfo_close !== null && row.nfo_close < istDay(now));
}
