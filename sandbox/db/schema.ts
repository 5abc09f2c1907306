import { createHash } from 'node:crypto';
import { DOMAIN_DDL } from '../domains/ddl';
import { faultsDdl } from '../faults';
import { ident, type Db } from './client';

// The sandbox's own tables: the core ones below, then each domain's (sandbox/domains/ddl.ts).

/**
 * Tables that reset keeps: everything else in the schema is emptied and reseeded. The NAV series are
 * written by the seed alone, which rewrites them when they differ from its own (portfolio-seed.ts).
 */
export const KEPT_ON_RESET = ['settings', 'nav_series'];

const DDL = /* sql */ `
create table settings (
  key text primary key,
  value text not null
);

-- The sandbox clock in SQL, so lifecycle queries ("expired after the window") use the same
-- moved clock as the code. clock_timestamp, not now(): a long transaction must not freeze it.
create function sandbox_now() returns timestamptz language sql volatile as $$
  select clock_timestamp()
    + coalesce((select value::double precision from settings where key = 'clock_offset_minutes'), 0)
    * interval '1 minute'
$$;

-- One row per sign-in account; today one account per ARN.
create table distributors (
  user_id text primary key check (user_id = lower(user_id)),
  arn text not null unique,
  name text not null,
  city text,
  mobile text,
  email text,
  pan text,
  tran_enable_flag text not null default 'N',
  status text not null check (status in ('active', 'expired', 'not-empanelled')),
  password_salt text not null,
  password_hash text not null,
  last_login timestamptz
);

create table self_declarations (
  arn text not null references distributors (arn) on delete cascade,
  from_year int not null,
  to_year int not null,
  status text not null,
  primary key (arn, from_year)
);

-- The fund house's investor master.
create table investors (
  pan text primary key,
  name text not null,
  mobile text,
  email text,
  dob date,
  kyc char(1) not null check (kyc in ('Y', 'N')),
  fatca char(1) not null check (fatca in ('Y', 'N')),
  tax_status text not null
);

-- Which distributor serves which investor: the scope of everything a distributor may see.
create table book (
  arn text not null references distributors (arn) on delete cascade,
  pan text not null references investors (pan) on delete cascade,
  favourite boolean not null default false,
  last_viewed timestamptz,
  primary key (arn, pan)
);
create index book_pan on book (pan);
create index book_recent on book (arn, last_viewed desc) where last_viewed is not null;

-- The KYC registration agency, which knows PANs the fund house has never seen.
create table kra (
  pan text primary key,
  name text not null,
  kyc_block char(1) not null check (kyc_block in ('Y', 'N'))
);

create table outbox (
  id bigserial primary key,
  to_address text not null,
  channel text not null check (channel in ('email', 'sms')),
  subject text not null,
  body text not null,
  otp text,
  link text,
  -- 'portal': received over SMTP from the portal (the morning digest), not sent by the registrar.
  source text not null default 'registrar' check (source in ('registrar', 'portal')),
  sent_at timestamptz not null default sandbox_now()
);
create index outbox_to on outbox (lower(to_address), id desc);

-- The call log tests count with; names and outcomes only, never parameters.
create table call_events (
  id bigserial primary key,
  at timestamptz not null default sandbox_now(),
  path text not null,
  user_id text,
  outcome text not null check (outcome in ('ok', 'error', '401')),
  request_id text,
  fault text
);
create index call_events_path_at on call_events (path, at);
`;

const FULL_DDL = [DDL, faultsDdl, ...DOMAIN_DDL].join('\n');

/** A data directory made from other DDL is dropped and reseeded on start instead of failing half-way. */
export const SCHEMA_VERSION = createHash('sha256').update(FULL_DDL).digest('hex').slice(0, 16);

/** Drops whatever is there and creates the current schema, empty apart from its version. */
export async function recreateSchema(db: Db): Promise<void> {
  await db.exec('drop schema if exists public cascade; create schema public;');
  await db.exec(FULL_DDL);
  await db.query(`insert into settings (key, value) values ('schema_version', $1)`, [String(SCHEMA_VERSION)]);
}

/** Empties every data table in one statement (fast: no per-row work). */
export async function truncateData(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> all($1::text[])`,
    [KEPT_ON_RESET],
  );
  if (rows.length === 0) return;
  const list = rows.map((r) => ident(r.tablename)).join(', ');
  await db.exec(`truncate ${list} restart identity cascade`);
}
