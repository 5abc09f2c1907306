import { bulkInsert, type Db } from '../../db/client';
import { COUNTRIES, RELATIONSHIPS, STATE_CITIES } from './geography-data';
import { IMRAN_PAS, KARAN, KYC_RECORDS, PAN_RECORDS } from './new-investor-data';
import type { DomainSeed } from '../../seed/domain-seed';

// The registers a new investor is checked against (see new-investor-data.ts).

export const newInvestorDdl = /* sql */ `
create table kyc_records (
  pan text primary key,
  name text not null,
  dob date not null,
  email text not null,
  mobile text not null,
  address text not null,
  city text not null,
  state text not null,
  pincode text not null,
  country text not null,
  occupation text not null,
  category text not null
);

create table pan_records (
  pan text primary key,
  name text not null,
  dob date not null,
  aadhaar_linked boolean not null
);

create table countries (name text primary key, mobile_code text not null);
create table states (name text primary key);
create table cities (state text not null references states (name), name text not null, primary key (state, name));
create table relationships (name text primary key, position integer not null);
`;

export const seedNewInvestor: DomainSeed = async (db) => {
  // The two extra fixtures are KYC-registered at the KRA; the others are there already.
  await bulkInsert(db, 'kra', [
    { pan: KARAN.pan, name: KARAN.kraName, kyc_block: 'N' },
    { pan: IMRAN_PAS.pan, name: IMRAN_PAS.name, kyc_block: 'N' },
  ]);
  await bulkInsert(db, 'kyc_records', KYC_RECORDS.map((r) => ({ ...r })));
  await bulkInsert(db, 'pan_records', PAN_RECORDS.map((r) => ({ pan: r.pan, name: r.name, dob: r.dob, aadhaar_linked: r.aadhaar })));
  await bulkInsert(db, 'countries', COUNTRIES.map((c) => ({ name: c.name, mobile_code: c.mobileCode })));
  await bulkInsert(db, 'states', Object.keys(STATE_CITIES).map((name) => ({ name })));
  await bulkInsert(db, 'cities', Object.entries(STATE_CITIES).flatMap(([state, names]) => names.map((name) => ({ state, name }))));
  await bulkInsert(db, 'relationships', RELATIONSHIPS.map((name, position) => ({ name, position })));
};

export interface KycRecordRow {
  pan: string;
  name: string;
  dob: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  occupation: string;
  category: string;
}

/** Only for a PAN the KRA holds as registered: a blocked or unknown PAN has no details to give. */
export async function kycRecord(db: Db, pan: string): Promise<KycRecordRow | null> {
  const { rows } = await db.query<KycRecordRow>(
    `select r.pan, r.name, to_char(r.dob, 'YYYY-MM-DD') as dob, r.email, r.mobile, r.address, r.city, r.state, r.pincode, r.country,
            r.occupation, r.category
       from kyc_records r join kra k on k.pan = r.pan and k.kyc_block = 'N'
      where r.pan = upper($1)`,
    [pan.trim()],
  );
  return rows[0] ?? null;
}

export interface PanRecord {
  name: string;
  dob: string;
  aadhaarLinked: boolean;
}

/** The Income Tax record of a PAN, else what the fund house's master knows of it; null when neither does. */
export async function panRecord(db: Db, pan: string): Promise<PanRecord | null> {
  const { rows } = await db.query<{ name: string; dob: string | null; aadhaar_linked: boolean }>(
    `select name, to_char(dob, 'YYYY-MM-DD') as dob, aadhaar_linked from pan_records where pan = upper($1)
     union all
     select name, to_char(dob, 'YYYY-MM-DD'), true from investors where pan = upper($1) and not exists (select 1 from pan_records where pan = upper($1))
     limit 1`,
    [pan.trim()],
  );
  const row = rows[0];
  return row ? { name: row.name, dob: row.dob ?? '', aadhaarLinked: row.aadhaar_linked } : null;
}
