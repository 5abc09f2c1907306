import { bulkInsert, type Db } from '../../db/client';
import { FOLIOS } from '../portfolio/portfolio-fixtures';
import type { DomainSeed } from '../../seed/domain-seed';

// Redemptions and switches: the banks a folio pays out to, and the orders that hold units. A redemption
// or switch out holds its units from entry; the hold lasts while the transaction is pending or approved
// and not yet allotted (allotment-outgoing.ts then takes the units out). A rejected or expired one frees them.

export const redemptionDdl = /* sql */ `
create table payout_banks (
  acno text not null,
  seq int not null,
  bank_name text not null,
  account_no text not null check (account_no ~ '^[0-9]{9,18}$'),
  account_type text not null check (account_type in ('SB', 'CA', 'NRE', 'NRO')),
  ifsc text not null,
  primary key (acno, seq)
);

create table unit_orders (
  ihno bigint primary key references txns (ihno) on delete cascade,
  kind char(1) not null check (kind in ('R', 'S')),
  acno text not null,
  scheme text not null,
  plan text not null,
  option text not null,
  full_flag char(1) not null check (full_flag in ('P', 'F')),
  mode char(1) not null check (mode in ('U', 'A')),
  units numeric(16, 4) not null check (units > 0),
  amount numeric(14, 2) not null,
  bank_account text,
  to_scheme text,
  to_plan text,
  to_option text,
  sub_arn text,
  sub_broker text,
  euin text,
  otp text,
  -- The caller's reference of the save: one transaction per reference, whatever the retries.
  request_ref text unique,
  check ((kind = 'R') = (bank_account is not null)),
  check ((kind = 'S') = (to_scheme is not null))
);
create index unit_orders_holding on unit_orders (acno, scheme, plan, option);
`;

const BANKS = [
  { name: 'HDFC Bank', ifsc: 'HDFC0000123' },
  { name: 'State Bank of India', ifsc: 'SBIN0004567' },
  { name: 'ICICI Bank', ifsc: 'ICIC0000789' },
  { name: 'Axis Bank', ifsc: 'UTIB0000246' },
] as const;

/** Ravi's main folio has two banks, so the redemption form offers a real choice. */
export const FIXED_BANKS = [
  { acno: FOLIOS.raviMain.acno, seq: 1, bank_name: 'HDFC Bank', account_no: '50100234561781', account_type: 'SB', ifsc: 'HDFC0000123' },
  { acno: FOLIOS.raviMain.acno, seq: 2, bank_name: 'State Bank of India', account_no: '32145678904', account_type: 'SB', ifsc: 'SBIN0004567' },
  { acno: FOLIOS.raviSecond.acno, seq: 1, bank_name: 'ICICI Bank', account_no: '001201554321', account_type: 'SB', ifsc: 'ICIC0000789' },
  { acno: FOLIOS.raviZero.acno, seq: 1, bank_name: 'HDFC Bank', account_no: '50100234563112', account_type: 'SB', ifsc: 'HDFC0000123' },
  { acno: FOLIOS.farah.acno, seq: 1, bank_name: 'Axis Bank', account_no: '918010045678123', account_type: 'SB', ifsc: 'UTIB0000246' },
  { acno: FOLIOS.sunil.acno, seq: 1, bank_name: 'State Bank of India', account_no: '38765432109', account_type: 'SB', ifsc: 'SBIN0007788' },
  { acno: FOLIOS.harish.acno, seq: 1, bank_name: 'HDFC Bank', account_no: '50100678061443', account_type: 'SB', ifsc: 'HDFC0000123' },
  { acno: FOLIOS.tara.acno, seq: 1, bank_name: 'HDFC Bank', account_no: '50100267890125', account_type: 'SB', ifsc: 'HDFC0000123' },
] as const;

export const seedRedemption: DomainSeed = async (db) => {
  const fixed = FIXED_BANKS.map((b) => b.acno);
  await bulkInsert(db, 'payout_banks', FIXED_BANKS);
  // Every other folio gets one bank, derived from its number so the large book seeds in one statement.
  await db.query(
    `insert into payout_banks (acno, seq, bank_name, account_no, account_type, ifsc)
     select f.acno, 1, b->>'name', '9' || lpad((abs(hashtext(f.acno)) % 100000000000)::text, 11, '0'), 'SB', b->>'ifsc'
       from folios f cross join lateral (select ($1::json)->(abs(hashtext(f.acno || 'b')) % $2::int) as b) x
      where f.acno <> all($3::text[])`,
    [JSON.stringify(BANKS), BANKS.length, fixed],
  );
};

/** What the registrar shows of an account number: all but the last four digits masked. */
export function maskAccount(accountNo: string): string {
  return `${'X'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;
}

export interface PayoutBank {
  bank_name: string;
  account_no: string;
  account_type: string;
  ifsc: string;
}

/** The folio's banks, only when the folio is on the caller's book. */
export async function banksOf(db: Db, arn: string, acno: string, fund: string): Promise<PayoutBank[]> {
  const { rows } = await db.query<PayoutBank>(
    `select b.bank_name, b.account_no, b.account_type, b.ifsc from payout_banks b
       join folios f on f.acno = b.acno
      where b.acno = $1 and f.arn = $2 and f.fund = $3 order by b.seq`,
    [acno, arn, fund],
  );
  return rows;
}

/** Units held by pending and approved redemptions and switches not yet allotted (then the units are gone), per holding. */
export const HELD_UNITS = `coalesce((select sum(o.units) from unit_orders o join txns_now t on t.ihno = o.ihno
  where t.state in ('P', 'A') and t.allotted_at is null and t.rejected_at is null
    and (o.acno, o.scheme, o.plan, o.option) = (h.acno, h.scheme, h.plan, h.option)), 0)`;
