import type { Db } from '../../db/client';
import type { Table } from './mailback-files';

// What each mail-back file holds, read from the sandbox's own book, holdings, SIPs and transactions.
// Days are YYYY-MM-DD on India's calendar; a period includes both ends.

const num = (v: string | number | null) => Math.round(Number(v ?? 0) * 10_000) / 10_000;

// ---- The distributor's own reports ----

interface Period {
  arn: string;
  fund: string;
  from: string;
  to: string;
}

type ReportQuery = (db: Db, p: Period) => Promise<Table>;

const IST = `interval '330 minutes'`;

const transactionReport: ReportQuery = async (db, p) => {
  const { rows } = await db.query<Record<string, string>>(
    `select t.ihno::text, t.pan, i.name, coalesce(t.acno, '') as acno, s.name as scheme, t.trtype, t.amount::text, t.units::text,
            to_char((t.entered_at at time zone 'UTC') + ${IST}, 'DD/MM/YYYY') as day, t.state
       from txns_now t join investors i on i.pan = t.pan
       left join schemes s on (s.fund, s.scheme, s.plan, s.option) = (t.fund, t.scheme, t.plan, t.option)
      where t.arn = $1 and t.fund = $2 and ((t.entered_at at time zone 'UTC') + ${IST})::date between $3::date and $4::date
      order by t.entered_at, t.ihno`,
    [p.arn, p.fund, p.from, p.to],
  );
  const state: Record<string, string> = { A: 'Approved', P: 'Pending', E: 'Expired' };
  return {
    columns: [
      { title: 'TRXN_NO', type: 'N', width: 10 },
      { title: 'PAN', type: 'C', width: 10 },
      { title: 'INV_NAME', type: 'C', width: 40 },
      { title: 'FOLIO', type: 'C', width: 15 },
      { title: 'SCHEME', type: 'C', width: 60 },
      { title: 'TRXN_TYPE', type: 'C', width: 25 },
      { title: 'AMOUNT', type: 'N', width: 16, decimals: 2 },
      { title: 'UNITS', type: 'N', width: 16, decimals: 4 },
      { title: 'TRXN_DATE', type: 'C', width: 10 },
      { title: 'STATUS', type: 'C', width: 10 },
    ],
    rows: rows.map((r) => [Number(r.ihno), r.pan!, r.name!, r.acno!, r.scheme ?? '', r.trtype!, num(r.amount!), num(r.units!), r.day!, state[r.state!] ?? r.state!]),
  };
};

const holdingColumns: Table['columns'] = [
  { title: 'FOLIO', type: 'C', width: 15 },
  { title: 'PAN', type: 'C', width: 10 },
  { title: 'INV_NAME', type: 'C', width: 40 },
  { title: 'SCHEME', type: 'C', width: 60 },
  { title: 'UNITS', type: 'N', width: 16, decimals: 4 },
  { title: 'NAV', type: 'N', width: 12, decimals: 4 },
  { title: 'VALUE', type: 'N', width: 16, decimals: 2 },
  { title: 'COST', type: 'N', width: 16, decimals: 2 },
];

interface HoldingRow {
  acno: string;
  pan: string;
  name: string;
  scheme: string;
  category: string;
  option: string;
  units: string;
  nav: string;
  cost: string;
}

/** Holdings with their NAV on `day`, for a distributor's book or for some PANs. */
async function holdings(db: Db, fund: string, day: string, scope: { arn: string } | { pans: string[] }): Promise<HoldingRow[]> {
  const byArn = 'arn' in scope;
  const { rows } = await db.query<HoldingRow>(
    `select f.acno, f.pan, i.name, s.name as scheme, s.category, h.option, h.units::text, coalesce(nav_on(f.fund, h.scheme, h.plan, h.option, $2::date), 0)::text as nav, h.cost::text
       from holdings h join folios f on f.acno = h.acno join investors i on i.pan = f.pan
       join schemes s on (s.fund, s.scheme, s.plan, s.option) = (f.fund, h.scheme, h.plan, h.option)
      where f.fund = $1 and h.units > 0 and ${byArn ? 'f.arn = $3' : 'f.pan = any($3::text[])'}
      order by f.pan, f.acno, s.name`,
    [fund, day, byArn ? scope.arn : scope.pans],
  );
  return rows;
}

const holdingCells = (h: HoldingRow) => [h.acno, h.pan, h.name, h.scheme, num(h.units), num(h.nav), Math.round(num(h.units) * num(h.nav) * 100) / 100, num(h.cost)];

const aumReport: ReportQuery = async (db, p) => ({ columns: holdingColumns, rows: (await holdings(db, p.fund, p.to, { arn: p.arn })).map(holdingCells) });

const sipColumns: Table['columns'] = [
  { title: 'IHNO', type: 'N', width: 10 },
  { title: 'FOLIO', type: 'C', width: 15 },
  { title: 'PAN', type: 'C', width: 10 },
  { title: 'SCHEME', type: 'C', width: 60 },
  { title: 'AMOUNT', type: 'N', width: 14, decimals: 2 },
  { title: 'FREQUENCY', type: 'C', width: 10 },
  { title: 'START', type: 'C', width: 10 },
  { title: 'END', type: 'C', width: 10 },
  { title: 'STATUS', type: 'C', width: 10 },
];

async function sipReport(db: Db, p: Period, cancelled: boolean): Promise<Table> {
  const dayCol = cancelled ? 'x.closed_on' : 'coalesce(x.registered_on, x.start_date)';
  const { rows } = await db.query<Record<string, string>>(
    `select x.ihno::text, x.acno, f.pan, s.name as scheme, x.amount::text, x.frequency, to_char(x.start_date, 'DD/MM/YYYY') as start,
            to_char(x.end_date, 'DD/MM/YYYY') as ends, x.status
       from sips x join folios f on f.acno = x.acno
       join schemes s on (s.fund, s.scheme, s.plan, s.option) = (f.fund, x.scheme, x.plan, x.option)
      where f.arn = $1 and f.fund = $2 and ${cancelled ? "x.status = 'Cancelled' and " : ''}${dayCol} between $3::date and $4::date
      order by x.ihno`,
    [p.arn, p.fund, p.from, p.to],
  );
  return { columns: sipColumns, rows: rows.map((r) => [Number(r.ihno), r.acno!, r.pan!, r.scheme!, num(r.amount!), r.frequency!, r.start!, r.ends!, r.status!]) };
}

const investorMaster: ReportQuery = async (db, p) => {
  const { rows } = await db.query<Record<string, string | null>>(
    `select i.pan, i.name, coalesce(i.mobile, '') as mobile, coalesce(i.email, '') as email, i.kyc, i.tax_status
       from book b join investors i on i.pan = b.pan where b.arn = $1 order by i.name`,
    [p.arn],
  );
  return {
    columns: [
      { title: 'PAN', type: 'C', width: 10 },
      { title: 'INV_NAME', type: 'C', width: 40 },
      { title: 'MOBILE', type: 'C', width: 15 },
      { title: 'EMAIL', type: 'C', width: 60 },
      { title: 'KYC', type: 'C', width: 1 },
      { title: 'TAX_STATUS', type: 'C', width: 20 },
    ],
    rows: rows.map((r) => [r.pan!, r.name!, r.mobile!, r.email!, r.kyc!, r.tax_status!]),
  };
};

/** The report behind each code of the mail-back list. */
export const SELF_REPORTS: Record<string, ReportQuery> = {
  MFSD201: transactionReport,
  MFSD202: aumReport,
  MFSD203: (db, p) => sipReport(db, p, false),
  MFSD205: investorMaster,
  MFSD206: (db, p) => sipReport(db, p, true),
};

// ---- Investor statements ----

export interface Investor {
  pan: string;
  name: string;
}

export async function investorHoldings(db: Db, fund: string, day: string, pans: string[]) {
  return holdings(db, fund, day, { pans });
}

export { holdingCells, holdingColumns };

/** Approved transactions of some PANs in a period. */
export async function investorTransactions(db: Db, fund: string, pans: string[], from: string, to: string, trtypes: string[] | null): Promise<Table> {
  const { rows } = await db.query<Record<string, string>>(
    `select coalesce(t.acno, '') as acno, s.name as scheme, t.trtype, t.amount::text, t.units::text,
            to_char((t.entered_at at time zone 'UTC') + ${IST}, 'DD/MM/YYYY') as day,
            coalesce(h.cost / nullif(h.units, 0), 0)::text as avg_cost
       from txns_now t
       left join schemes s on (s.fund, s.scheme, s.plan, s.option) = (t.fund, t.scheme, t.plan, t.option)
       left join holdings h on (h.acno, h.scheme, h.plan, h.option) = (t.acno, t.scheme, t.plan, t.option)
      where t.pan = any($2::text[]) and t.fund = $1 and t.state = 'A'
        and ((t.entered_at at time zone 'UTC') + ${IST})::date between $3::date and $4::date
        and ($5::text[] is null or t.trtype = any($5::text[]))
      order by t.entered_at, t.ihno`,
    [fund, pans, from, to, trtypes],
  );
  return {
    columns: [
      { title: 'Date', type: 'C', width: 10 },
      { title: 'Folio', type: 'C', width: 15 },
      { title: 'Scheme', type: 'C', width: 60 },
      { title: 'Type', type: 'C', width: 25 },
      { title: 'Amount', type: 'N', width: 16, decimals: 2 },
      { title: 'Units', type: 'N', width: 16, decimals: 4 },
      { title: 'Cost of units', type: 'N', width: 16, decimals: 2 },
    ],
    rows: rows.map((r) => [r.day!, r.acno!, r.scheme ?? '', r.trtype!, num(r.amount!), num(r.units!), Math.round(num(r.units!) * num(r.avg_cost!) * 100) / 100]),
  };
}
