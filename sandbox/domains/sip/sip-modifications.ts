import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sendMessage } from '../../outbox';
import { authorisationMail } from '../transactions/portfolio-txns';
import { MANDATE_LIMIT_MESSAGES, MANDATE_SIP_TYPES } from '../../../lib/rules/mandate-limits';
import { SIP_AMOUNT_MAX, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES } from '../../../lib/rules/sip-limits';
import { SIP_LAST_DAY } from './sip-dates';
import {
  NO_LIVE_SIP_MESSAGE,
  SIP_MODIFICATION_BRANCH,
  SIP_MODIFICATION_LEAD_DAYS,
  SIP_MODIFICATION_MIN_INSTALLMENTS,
  SIP_MODIFICATION_RULE_MESSAGES,
} from '../../../lib/rules/sip-modification';

// SIP modifications (seed 002 sections 4.4, 5 and 7). A modification is a transaction like any other:
// a pending txns row carries the investor's authorisation link; once the investor approves it the new
// scheme, frequency, day, dates, installments and amount replace the SIP's own, at the approval
// itself (a trigger, as an approved SIP registration becomes a live SIP), so every reader sees it.

export const sipModificationsDdl = /* sql */ `
create table sip_modifications (
  ihno bigint primary key references txns (ihno) on delete cascade,
  sip_ihno bigint not null references sips (ihno) on delete cascade,
  scheme text not null,
  plan text not null,
  option text not null,
  frequency text not null check (frequency in ('Monthly', 'Quarterly')),
  sip_day int not null check (sip_day between 1 and 28),
  start_date date not null,
  end_date date not null check (end_date > start_date),
  installments int not null check (installments > 0),
  amount numeric(14, 2) not null check (amount > 0),
  perpetual boolean not null,
  ip_address text not null,
  request_ref text not null unique
);
create index sip_modifications_sip on sip_modifications (sip_ihno);

create function sip_modification_approved() returns trigger language plpgsql as $$
begin
  -- The registration day stays the SIP's own: a seeded SIP without one keeps the day its start implied.
  update sips s set scheme = m.scheme, plan = m.plan, option = m.option, frequency = m.frequency, sip_day = m.sip_day,
    start_date = m.start_date, end_date = m.end_date, installments = m.installments, amount = m.amount,
    registered_on = coalesce(s.registered_on, s.start_date - 10)
  from sip_modifications m where m.ihno = new.ihno and s.ihno = m.sip_ihno;
  return new;
end $$;

create trigger sip_modification_approved after update of decision on txns
  for each row when (new.decision = 'A' and old.decision is null) execute function sip_modification_approved();
`;

export const MODIFICATION_RULES = {
  minInstallments: SIP_MODIFICATION_MIN_INSTALLMENTS,
  maxInstallments: SIP_INSTALLMENTS_MAX,
  maxAmount: SIP_AMOUNT_MAX,
  leadDays: SIP_MODIFICATION_LEAD_DAYS,
  perpetualEnd: SIP_LAST_DAY,
  branch: SIP_MODIFICATION_BRANCH,
  mandateTypes: MANDATE_SIP_TYPES,
} as const;

export const MODIFICATION_MESSAGES = {
  notFound: NO_LIVE_SIP_MESSAGE,
  pending: 'A modification of this SIP is already awaiting the investor’s approval',
  minimum: SIP_MODIFICATION_RULE_MESSAGES.minimum,
  mandateAmount: MANDATE_LIMIT_MESSAGES.modification,
  mandateEnd: MANDATE_LIMIT_MESSAGES.endAfter,
  maximum: SIP_LIMIT_MESSAGES.amountMax,
  multiple: SIP_MODIFICATION_RULE_MESSAGES.multiple,
  installments: SIP_LIMIT_MESSAGES.installments,
  installmentsMax: SIP_LIMIT_MESSAGES.installmentsMax,
  sipDay: 'SIP date should fall on the SIP day',
  tooSoon: SIP_MODIFICATION_RULE_MESSAGES.tooSoon,
  frequency: SIP_MODIFICATION_RULE_MESSAGES.frequency,
  scheme: SIP_MODIFICATION_RULE_MESSAGES.scheme,
  branch: 'Invalid branch code',
  unchanged: SIP_MODIFICATION_RULE_MESSAGES.unchanged,
} as const;

export interface Modification {
  arn: string;
  pan: string;
  fund: string;
  acno: string;
  sipIhno: number;
  scheme: string;
  plan: string;
  option: string;
  frequency: 'Monthly' | 'Quarterly';
  sipDay: number;
  start: string;
  end: string;
  installments: number;
  amount: number;
  perpetual: boolean;
  ipAddress: string;
  requestRef: string;
}

export async function modificationByRef(db: Db, ref: string): Promise<{ ihno: number; sip_ihno: number; arn: string } | null> {
  const { rows } = await db.query<{ ihno: number; sip_ihno: number; arn: string }>(
    'select m.ihno::int as ihno, m.sip_ihno::int as sip_ihno, t.arn from sip_modifications m join txns t on t.ihno = m.ihno where m.request_ref = $1',
    [ref],
  );
  return rows[0] ?? null;
}


/** Records the modification as a pending transaction and mails the investor the approval link. */
export async function placeModification(db: Db, m: Modification): Promise<number> {
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, sip_amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, 'SIP Modification', $8, sandbox_now(), $9) returning ihno::int as ihno`,
    [m.arn, m.pan, m.fund, m.acno, m.scheme, m.plan, m.option, m.amount, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await db.query(
    `insert into sip_modifications (ihno, sip_ihno, scheme, plan, option, frequency, sip_day, start_date, end_date, installments, amount, perpetual, ip_address, request_ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [ihno, m.sipIhno, m.scheme, m.plan, m.option, m.frequency, m.sipDay, m.start, m.end, m.installments, m.amount, m.perpetual, m.ipAddress, m.requestRef],
  );
  const mail = await authorisationMail(db, ihno);
  if (mail) await sendMessage(db, mail);
  return ihno;
}
