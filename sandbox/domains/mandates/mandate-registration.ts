import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../../outbox';
import { linkBase } from '../links/links';
import { MANDATE_FILL_ALL_MESSAGE } from '../../../lib/rules/mandate-registration';
import { MANDATE_DATE_MESSAGES, MANDATE_LIMITS, mandateAmountMessages, MIN_VALIDITY_MONTHS, START_WINDOW_DAYS, type MandateKind } from '../../../lib/rules/mandate-registration-limits';

// Registering an e-mandate the way the registrar does (seed 002 sections 5 and 9): its own limits,
// checked again whatever the portal checked; the mandate is Pending until the investor authorises
// it through the link in the mail (UPI Autopay: with the Re 1 validation debit), then Active with a
// UMRN. A repeated RequestRef answers the registration it made the first time.

/** Banks that take e-mandates, by the first four letters of the IFSC (about 40 banks in life). */
const EMANDATE_BANKS = ['HDFC', 'SBIN', 'ICIC', 'UTIB', 'KKBK', 'PUNB', 'BARB', 'CNRB', 'UBIN', 'YESB', 'IDFB', 'INDB'];
export const bankTakesEmandates = (ifsc: string) => EMANDATE_BANKS.includes(ifsc.trim().slice(0, 4).toUpperCase());

/** The registrar's codes for a refused registration. */
export const REG_REFUSALS = {
  folio: { code: 101, message: 'No Data Found' },
  bank: { code: 102, message: 'Bank account is not registered on the folio for e-mandates' },
  bankNotLive: { code: 103, message: 'Bank is not live for e-mandate registration' },
  amountLow: (kind: MandateKind) => ({ code: 104, message: mandateAmountMessages(kind).min }),
  amountHigh: (kind: MandateKind) => ({ code: 105, message: mandateAmountMessages(kind).max }),
  startDate: { code: 106, message: MANDATE_DATE_MESSAGES.startWindow },
  endDate: { code: 107, message: MANDATE_DATE_MESSAGES.endTooSoon },
  horizon: (kind: MandateKind) => ({ code: 108, message: MANDATE_DATE_MESSAGES.endTooLate(MANDATE_LIMITS[kind].years) }),
  frequency: { code: 109, message: 'Invalid frequency' },
  dates: { code: 110, message: 'Invalid date' },
  contact: { code: 111, message: MANDATE_FILL_ALL_MESSAGE },
} as const;

export type RegRefusal = { code: number; message: string };

export const FREQUENCIES = ['As and when presented', 'Monthly', 'Quarterly', 'Half Yearly', 'Yearly'];

export interface Registration {
  kind: MandateKind;
  arn: string;
  pan: string;
  acno: string;
  amount: number;
  frequency: string;
  /** ISO dates. */
  start: string;
  end: string;
  bankName: string;
  accountNo: string;
  ifsc: string;
  requestRef: string;
}

/** Checks the amount and dates against the registrar's clock; the first refusal, or null. */
export async function registrationProblem(db: Db, r: Registration): Promise<RegRefusal | null> {
  const rule = MANDATE_LIMITS[r.kind];
  if (!Number.isInteger(r.amount) || r.amount < rule.min) return REG_REFUSALS.amountLow(r.kind);
  if (r.amount > rule.max) return REG_REFUSALS.amountHigh(r.kind);
  if (!FREQUENCIES.includes(r.frequency)) return REG_REFUSALS.frequency;
  const { rows } = await db.query<{ start_ok: boolean; end_ok: boolean; horizon_ok: boolean }>(
    `select $1::date between (sandbox_now() at time zone 'Asia/Kolkata')::date and (sandbox_now() at time zone 'Asia/Kolkata')::date + $3::int as start_ok,
            $2::date >= $1::date + make_interval(months => $4::int) as end_ok,
            $2::date <= $1::date + make_interval(years => $5::int) as horizon_ok`,
    [r.start, r.end, START_WINDOW_DAYS, MIN_VALIDITY_MONTHS, rule.years],
  );
  const row = rows[0];
  if (!row?.start_ok) return REG_REFUSALS.startDate;
  if (!row.end_ok) return REG_REFUSALS.endDate;
  if (!row.horizon_ok) return REG_REFUSALS.horizon(r.kind);
  return null;
}

export const MANDATE_AUTH_PATH = '/__sandbox/authorise-mandate';
const PREFIX: Record<MandateKind, string> = { ENACH: 'EN', UPI: 'UP' };

/** The pending mandate a RequestRef made, if any. */
export async function registrationByRequestRef(db: Db, arn: string, requestRef: string): Promise<string | null> {
  const { rows } = await db.query<{ ref: string }>('select ref from mandate_requests where arn = $1 and request_ref = $2', [arn, requestRef]);
  return rows[0]?.ref ?? null;
}

/** Records the pending mandate and answers its reference and the investor's authorisation mail. */
export async function registerMandate(db: Db, r: Registration): Promise<{ ref: string; mail: OutgoingMessage | null }> {
  const token = randomBytes(18).toString('base64url');
  const { rows } = await db.query<{ ref: string }>(
    `with n as (select nextval(pg_get_serial_sequence('mandates', 'id')) as id)
     insert into mandates (id, ref, acno, pan, arn, kind, bank_name, account_no, ifsc, frequency, start_date, end_date, max_amount, status, registered_at, auth_token)
     select n.id, $1 || n.id::text, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'Pending', sandbox_now(), $13 from n
     returning ref`,
    [PREFIX[r.kind], r.acno, r.pan, r.arn, r.kind, r.bankName, r.accountNo, r.ifsc, r.frequency, r.start, r.end, r.amount, token],
  );
  const ref = rows[0]!.ref;
  await db.query('insert into mandate_requests (arn, request_ref, ref) values ($1, $2, $3)', [r.arn, r.requestRef, ref]);
  const { rows: inv } = await db.query<{ name: string; email: string | null }>('select name, email from investors where pan = $1', [r.pan]);
  const investor = inv[0];
  if (!investor?.email) return { ref, mail: null };
  const link = `${linkBase()}${MANDATE_AUTH_PATH}?t=${encodeURIComponent(token)}`;
  const what = r.kind === 'UPI' ? 'UPI Autopay mandate' : 'eNACH mandate';
  return {
    ref,
    mail: {
      to: investor.email,
      channel: 'email',
      subject: `Authorise your ${what} (reference ${ref})`,
      text:
        `Dear ${investor.name},\n\nYour distributor (${r.arn}) initiated a ${what} of up to Rs ${r.amount} on folio ${r.acno}.` +
        (r.kind === 'UPI' ? ' Rs 1 will be debited to validate it; complete the authorisation within 5 minutes of opening the link.' : '') +
        `\nPlease authorise it:\n${link}\n\nIf you did not ask for this mandate, reject it.`,
      link,
    },
  };
}

export interface PendingMandate {
  ref: string;
  kind: MandateKind;
  acno: string;
  pan: string;
  bank_name: string;
  account_no: string;
  ifsc: string;
  max_amount: string;
  frequency: string;
  start_date: string;
  end_date: string;
  status: string;
}

export async function mandateByToken(db: Db, token: string): Promise<PendingMandate | null> {
  const { rows } = await db.query<PendingMandate>(
    `select ref, kind, acno, pan, bank_name, account_no, ifsc, max_amount::text as max_amount, frequency,
            to_char(start_date, 'DD/MM/YYYY') as start_date, to_char(end_date, 'DD/MM/YYYY') as end_date, status
       from mandates where auth_token = $1 and kind in ('ENACH', 'UPI')`,
    [token],
  );
  return rows[0] ?? null;
}

/** The investor's answer: Active with a UMRN made from the bank and the mandate's number, or Rejected. */
export async function decideMandate(db: Db, token: string, approve: boolean): Promise<PendingMandate | null> {
  const { rows } = await db.query<{ ref: string }>(
    `update mandates set status = $2,
            umrn = case when $2 = 'Active' then upper(substr(ifsc, 1, 4)) || lpad(id::text, 7, '0') || '117' || lpad((id % 1000000)::text, 6, '0') end
      where auth_token = $1 and status = 'Pending' and kind in ('ENACH', 'UPI') returning ref`,
    [token, approve ? 'Active' : 'Rejected'],
  );
  return rows[0] ? mandateByToken(db, token) : null;
}

export const mandateRequestsDdl = /* sql */ `
create table mandate_requests (
  arn text not null,
  request_ref text not null,
  ref text not null references mandates (ref) on delete cascade,
  primary key (arn, request_ref)
);
`;
