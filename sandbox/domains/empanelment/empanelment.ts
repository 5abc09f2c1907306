import { bulkInsert, type Db } from '../../db/client';
import { EMPANELLED } from './empanelled-data';
import { AMC_BRANCH_CITIES, IFSC_BRANCHES, REGISTRY } from './empanelment-data';
import type { DomainSeed } from '../../seed/domain-seed';
import { AMFI_CONTACT_MISMATCH_MESSAGE } from '../../../lib/rules/amfi-registry';

// Empanelment's tables: the AMFI/KYD registry, the IFSC directory, the AMC branch cities, and the
// lifecycle of an application (OTP verified → penny-drops → saved details → registered agent).

export const empanelmentDdl = /* sql */ `
create table amfi_registry (
  arn text primary key,
  arn_name text not null,
  pan text not null,
  mobile text,
  email text,
  ifsc text,
  bank_name text,
  branch_name text,
  bank_city text,
  bank_ac_no text,
  address1 text,
  address2 text,
  address3 text,
  state text,
  pincode text
);

create table ifsc_branches (
  ifsc text primary key,
  bank_name text not null,
  branch text not null,
  city text not null
);

create table amc_branch_cities (
  city text primary key,
  position int not null
);

-- A correct empanelment OTP, which the later saves require within the hour.
create table empanelment_verifications (
  arn text primary key,
  verified_at timestamptz not null
);

create table penny_drops (
  id bigserial primary key,
  arn text not null,
  ifsc text not null,
  account_no text not null,
  ok boolean not null,
  at timestamptz not null default sandbox_now()
);
create index penny_drops_arn on penny_drops (arn, at);

create table empanelment_details (
  id bigserial primary key,
  arn text not null,
  pan text not null,
  email text not null,
  mobile text not null,
  nominee_name text not null,
  nominee_add text not null,
  nominee_state text,
  nominee_city text not null,
  nominee_pin text not null,
  bnk_name text not null,
  bnk_accno text not null,
  bnk_ifsc text not null,
  branch text not null,
  bnk_city text not null,
  pennydropflag char(1) not null check (pennydropflag in ('Y', 'N', 'C')),
  saved_at timestamptz not null default sandbox_now()
);

create table empanelments (
  arn text primary key,
  details_id bigint not null references empanelment_details (id),
  amc_branch text not null,
  rm_name text not null,
  cdsl text,
  nsdl text,
  registered_at timestamptz not null default sandbox_now()
);
`;

export const seedEmpanelment: DomainSeed = async (db) => {
  await bulkInsert(
    db,
    'amfi_registry',
    [...REGISTRY, ...EMPANELLED].map((r) => ({
      arn: r.arn, arn_name: r.name, pan: r.pan, mobile: r.mobile, email: r.email, ifsc: r.ifsc,
      bank_name: r.bankName, branch_name: r.branch, bank_city: r.bankCity, bank_ac_no: r.accountNo,
      address1: r.address[0], address2: r.address[1], address3: r.address[2], state: r.state, pincode: r.pincode,
    })),
  );
  await bulkInsert(db, 'ifsc_branches', IFSC_BRANCHES.map((b) => ({ ifsc: b.ifsc, bank_name: b.bank, branch: b.branch, city: b.city })));
  await bulkInsert(db, 'amc_branch_cities', AMC_BRANCH_CITIES.map((city, position) => ({ city, position })));
  for (const r of EMPANELLED) {
    const { rows } = await db.query<{ id: string }>(
      `insert into empanelment_details (arn, pan, email, mobile, nominee_name, nominee_add, nominee_city, nominee_pin,
         bnk_name, bnk_accno, bnk_ifsc, branch, bnk_city, pennydropflag)
       values ($1, $2, $3, $4, 'Nominee', $5, $6, $7, $8, $9, $10, $11, $12, 'C') returning id`,
      [r.arn, r.pan, r.email, r.mobile, r.address.join(''), r.bankCity, r.pincode, r.bankName, r.accountNo, r.ifsc, r.branch, r.bankCity],
    );
    await db.query(`insert into empanelments (arn, details_id, amc_branch, rm_name) values ($1, $2, $3, 'Suresh Kumar')`, [
      r.arn, rows[0]?.id, r.amcBranch,
    ]);
  }
};

export interface RegistryRow {
  arn: string;
  arn_name: string;
  pan: string;
  mobile: string | null;
  email: string | null;
  ifsc: string | null;
  bank_name: string | null;
  branch_name: string | null;
  bank_city: string | null;
  bank_ac_no: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  state: string | null;
  pincode: string | null;
}

export async function findRegistry(db: Db, arn: string): Promise<RegistryRow | null> {
  const { rows } = await db.query<RegistryRow>('select * from amfi_registry where arn = upper($1)', [arn.trim()]);
  return rows[0] ?? null;
}

export const CONTACT_MISMATCH = AMFI_CONTACT_MISMATCH_MESSAGE;

/** A registrar reaches an ARN holder only on the contacts it has on record, never on ones typed. */
export function sameContacts(record: RegistryRow, email: string, mobile: string): boolean {
  return record.mobile === mobile.trim() && (record.email ?? '').toLowerCase() === email.trim().toLowerCase();
}

/** Empanelled: a portal account that is not waiting for empanelment, or a registration here. */
export async function isEmpanelled(db: Db, arn: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from distributors where arn = upper($1) and status <> 'not-empanelled'
     union all select 1 from empanelments where arn = upper($1)`,
    [arn.trim()],
  );
  return rows.length > 0;
}

export async function findIfsc(db: Db, ifsc: string) {
  const { rows } = await db.query<{ ifsc: string; bank_name: string; branch: string; city: string }>(
    'select * from ifsc_branches where ifsc = upper($1)',
    [ifsc.trim()],
  );
  return rows[0] ?? null;
}

export async function listCities(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ city: string }>('select city from amc_branch_cities order by position');
  return rows.map((r) => r.city);
}
