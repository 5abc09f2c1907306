import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { OutgoingMessage } from '../outbox';
import { authorisationMail } from './portfolio-txns';

// SIP registrations: /SIPSave records one as a transaction pending the investor's approval (the
// authorisation mail's link), beside the SIP's terms. When the investor approves, the trigger below
// makes it a Live row of sips (and opens the new folio of a new-folio SIP); its instalments then fall
// due as the sandbox clock moves. Rejected or expired, it never goes live.

export const sipRegistrationsDdl = /* sql */ `
create sequence sip_new_folio start with 30000001;
create sequence sip_live_ihno start with 7600001;
create table sip_registrations (
  txn_ihno bigint primary key references txns (ihno) on delete cascade,
  request_ref text not null unique,
  arn text not null,
  pan text not null,
  fund text not null,
  acno text,
  scheme text not null,
  plan text not null,
  option text not null,
  amount numeric(14, 2) not null check (amount > 0),
  frequency text not null check (frequency in ('Monthly', 'Quarterly')),
  sip_day int not null check (sip_day between 1 and 28),
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  installments int not null check (installments between 1 and 999),
  perpetual boolean not null,
  -- 0 ISIP (no mandate), 1 eNACH, 2 UPI Autopay, 9 OTM (seed 000 section 9).
  sip_type text not null check (sip_type in ('0', '1', '2', '9')),
  umrn text not null default '',
  topup_amount numeric(14, 2),
  topup_frequency text check (topup_frequency in ('H', 'Y')),
  topup_start date,
  topup_end date,
  sips_ihno bigint
);

create function sip_registration_approved() returns trigger language plpgsql as $$
declare
  r sip_registrations%rowtype;
  folio text;
  live bigint;
begin
  select * into r from sip_registrations where txn_ihno = new.ihno;
  if not found then return new; end if;
  folio := r.acno;
  if folio is null then
    folio := nextval('sip_new_folio')::text;
    insert into folios (acno, fund, pan, arn, opened) values (folio, r.fund, r.pan, r.arn, (sandbox_now() at time zone 'Asia/Kolkata')::date);
    update txns set acno = folio where ihno = new.ihno;
  end if;
  live := nextval('sip_live_ihno');
  insert into sips (ihno, acno, scheme, plan, option, amount, sip_day, start_date, end_date, installments, sip_type, umrn, status, frequency, registered_on)
  values (live, folio, r.scheme, r.plan, r.option, r.amount, r.sip_day, r.start_date, r.end_date, r.installments,
          r.sip_type, r.umrn, 'Live', r.frequency, (sandbox_now() at time zone 'Asia/Kolkata')::date);
  update sip_registrations set acno = folio, sips_ihno = live where txn_ihno = new.ihno;
  return new;
end $$;

create trigger sip_registration_approved after update of decision on txns
  for each row when (new.decision = 'A' and old.decision is null) execute function sip_registration_approved();
`;

export interface NewSip {
  requestRef: string;
  arn: string;
  pan: string;
  fund: string;
  acno: string | null;
  scheme: string;
  plan: string;
  option: string;
  amount: number;
  lumpsum: number;
  frequency: 'Monthly' | 'Quarterly';
  sipDay: number;
  start: string;
  end: string;
  installments: number;
  perpetual: boolean;
  sipType: '0' | '1' | '2' | '9';
  umrn: string;
  topUp: { amount: number; frequency: 'H' | 'Y'; start: string; end: string } | null;
  /** Where the approval mail goes (a new folio's address may be new to the registrar). */
  email: string;
}

/** The SIP pending approval and the mail that asks the investor for it. */
export async function recordSip(db: Db, s: NewSip): Promise<{ ihno: number; mail: OutgoingMessage | null }> {
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, amount, sip_amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, 'SIP Registration', $8, $9, sandbox_now(), $10) returning ihno::int as ihno`,
    [s.arn, s.pan, s.fund, s.acno, s.scheme, s.plan, s.option, s.lumpsum, s.amount, randomBytes(16).toString('hex')],
  );
  const txn = rows[0];
  if (!txn) throw new Error('transaction insert returned nothing');
  await db.query(
    `insert into sip_registrations (txn_ihno, request_ref, arn, pan, fund, acno, scheme, plan, option, amount, frequency, sip_day,
       start_date, end_date, installments, perpetual, sip_type, umrn, topup_amount, topup_frequency, topup_start, topup_end)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [txn.ihno, s.requestRef, s.arn, s.pan, s.fund, s.acno, s.scheme, s.plan, s.option, s.amount, s.frequency, s.sipDay, s.start, s.end,
      s.installments, s.perpetual, s.sipType, s.umrn, s.topUp?.amount ?? null, s.topUp?.frequency ?? null, s.topUp?.start ?? null, s.topUp?.end ?? null],
  );
  const mail = await authorisationMail(db, txn.ihno);
  return { ihno: txn.ihno, mail: mail ? { ...mail, to: s.email || mail.to } : null };
}

/** The registration a caller made under a RequestRef, with its state (P, A or E). */
export async function sipByRef(db: Db, arn: string, ref: string): Promise<{ ihno: number; state: string } | null> {
  const { rows } = await db.query<{ ihno: number; state: string }>(
    `select t.ihno::int as ihno, t.state from sip_registrations r join txns_now t on t.ihno = r.txn_ihno
      where r.request_ref = $1 and r.arn = $2`,
    [ref, arn],
  );
  return rows[0] ?? null;
}
