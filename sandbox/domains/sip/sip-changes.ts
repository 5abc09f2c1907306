import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';
import { sendMessage } from '../../outbox';
import { authorisationMail } from '../transactions/portfolio-txns';
import { MANDATE_LIMIT_MESSAGES } from '../../../lib/rules/mandate-limits';
import { NO_LIVE_SIP_MESSAGE } from '../../../lib/rules/sip-modification';
import { TOPUP_MIN_AMOUNT, TOPUP_MIN_INSTALMENTS_LEFT, TOPUP_RULE_MESSAGES as TOPUP } from '../../../lib/rules/sip-topup';
import { SIP_LAST_DAY } from './sip-dates';

// Changes to a live SIP (seed 002 sections 3, 4.3, 5 and 9). A top-up is a transaction like any other:
// a pending txns row carries the investor's authorisation link; once the investor approves it the
// top-up is in effect on the SIP (its state follows txns_now, so expiry follows the sandbox clock).

export const sipChangesDdl = /* sql */ `
create table sip_topups (
  ihno bigint primary key references txns (ihno) on delete cascade,
  sip_ihno bigint not null references sips (ihno) on delete cascade,
  frequency char(1) not null check (frequency in ('H', 'Y')),
  amount numeric(14, 2) not null check (amount >= ${TOPUP_MIN_AMOUNT}),
  start_date date not null,
  end_date date not null check (end_date > start_date),
  request_ref text not null unique
);
create index sip_topups_sip on sip_topups (sip_ihno);
`;

export const TOPUP_RULES = {
  minAmount: TOPUP_MIN_AMOUNT,
  minInstalmentsLeft: TOPUP_MIN_INSTALMENTS_LEFT,
  lastDay: SIP_LAST_DAY,
} as const;

export const SIP_CHANGE_MESSAGES = {
  notFound: NO_LIVE_SIP_MESSAGE,
  fewInstalments: TOPUP.fewInstalments,
  pending: 'A top-up of this SIP is already awaiting the investor’s approval',
  minimum: TOPUP.minimum,
  multiple: TOPUP.multiple,
  mandate: MANDATE_LIMIT_MESSAGES.topUp,
  sipDay: 'Top-up dates should fall on the SIP day',
  window: 'Top-up Start Date is outside the top-up window',
  startPastEnd: TOPUP.startPastEnd,
  endPastEnd: TOPUP.endPastEnd,
  endTooSoon: 'Top-up End Date is too close to the Top-up Start Date',
  frequency: TOPUP.frequency,
  dates: 'Enter valid top-up dates',
} as const;

/** A live SIP of the caller's book as the change screens read it; dates YYYY-MM-DD. */
export interface LiveSip {
  ihno: number;
  acno: string;
  pan: string;
  scheme: string;
  plan: string;
  option: string;
  scheme_name: string;
  category: string;
  amount: string;
  frequency: string;
  sip_type: string;
  umrn: string;
  registered_on: string;
  start_date: string;
  end_date: string;
  installments: number;
  left: number;
  mandate_amount: string | null;
  mandate_end: string | null;
  mandate_kind: string | null;
  topup_state: string | null;
  topup_frequency: string | null;
  topup_amount: string | null;
  topup_start: string | null;
  topup_end: string | null;
  modification_pending: boolean;
  /** Live, or Paused inside an approved pause; the pause approved for now or later (YYYY-MM-DD), or null. */
  status: 'Live' | 'Paused';
  pause_from: string | null;
  pause_to: string | null;
}

const SELECT = `
  select s.ihno::int as ihno, s.acno, f.pan, s.scheme, s.plan, s.option, m.name || ' - ' || m.plan_desc || ' - ' || m.option_desc as scheme_name,
    m.category, s.amount::text as amount, s.frequency, s.sip_type, s.umrn,
    to_char(coalesce(s.registered_on, s.start_date - 10), 'YYYY-MM-DD') as registered_on,
    to_char(s.start_date, 'YYYY-MM-DD') as start_date, to_char(s.end_date, 'YYYY-MM-DD') as end_date,
    s.installments, greatest(0, s.installments - p.paid)::int as left,
    md.max_amount::text as mandate_amount, to_char(md.end_date, 'YYYY-MM-DD') as mandate_end, md.kind as mandate_kind,
    tu.state as topup_state, tu.frequency as topup_frequency, tu.amount::text as topup_amount,
    to_char(tu.start_date, 'YYYY-MM-DD') as topup_start, to_char(tu.end_date, 'YYYY-MM-DD') as topup_end,
    exists (select 1 from sip_modifications x join txns_now t on t.ihno = x.ihno where x.sip_ihno = s.ihno and t.state = 'P') as modification_pending,
    case when pz.pause_from <= (sandbox_now() at time zone 'Asia/Kolkata')::date then 'Paused' else 'Live' end as status,
    to_char(pz.pause_from, 'YYYY-MM-DD') as pause_from, to_char(pz.pause_to, 'YYYY-MM-DD') as pause_to
  from sips s
  join folios f on f.acno = s.acno
  join schemes m on (m.fund, m.scheme, m.plan, m.option) = (f.fund, s.scheme, s.plan, s.option)
  left join mandates md on md.umrn = s.umrn and md.status = 'Active'
  cross join lateral (
    select case when s.start_date > (sandbox_now() at time zone 'Asia/Kolkata')::date then 0
      else least(s.installments, ((extract(year from age((sandbox_now() at time zone 'Asia/Kolkata')::date, s.start_date)) * 12
        + extract(month from age((sandbox_now() at time zone 'Asia/Kolkata')::date, s.start_date)))::int
        / case when s.frequency = 'Quarterly' then 3 else 1 end) + 1) end as paid) p
  left join lateral (
    select t.state, x.frequency, x.amount, x.start_date, x.end_date from sip_topups x join txns_now t on t.ihno = x.ihno
     where x.sip_ihno = s.ihno and t.state in ('P', 'A') order by x.ihno desc limit 1) tu on true
  left join lateral (
    select r.pause_from, r.pause_to from plan_requests r join txns t on t.ihno = r.ihno
     where r.plan_kind = 'SIP' and r.action = 'PAUSE' and r.target = s.ihno and t.decision = 'A'
       and r.pause_to >= (sandbox_now() at time zone 'Asia/Kolkata')::date order by r.pause_from limit 1) pz on true`;

/** The caller's live SIPs on a folio of fund `fund` (or one SIP by its number); `withPaused` lists the paused ones too. */
export async function liveSipsFor(db: Db, q: { book: BookReader; pan?: string; fund: string; acno?: string; ihno?: number; withPaused?: boolean }): Promise<LiveSip[]> {
  const member = scopeCondition(q.book.member, 7, 'f');
  const { rows } = await db.query<LiveSip>(
    `${SELECT} where f.arn = $1 and ($2::text is null or f.pan = $2) and f.fund = $3 and ($4::text is null or s.acno = $4) and ($5::bigint is null or s.ihno = $5)
       and (s.status = 'Live' or ($6 and s.status = 'Paused')) and s.end_date >= (sandbox_now() at time zone 'Asia/Kolkata')::date${member.sql}
     order by s.acno, s.ihno`,
    [q.book.arn, q.pan ?? null, q.fund, q.acno ?? null, q.ihno ?? null, q.withPaused ?? false, ...member.params],
  );
  return rows;
}

export async function topupByRef(db: Db, ref: string): Promise<{ ihno: number; sip_ihno: number } | null> {
  const { rows } = await db.query<{ ihno: number; sip_ihno: number }>('select ihno::int as ihno, sip_ihno::int as sip_ihno from sip_topups where request_ref = $1', [ref]);
  return rows[0] ?? null;
}

export interface TopupOrder {
  arn: string;
  sip: LiveSip;
  fund: string;
  frequency: 'H' | 'Y';
  amount: number;
  start: string;
  end: string;
  requestRef: string;
}

/** Records the top-up as a pending transaction on the SIP and mails the investor the approval link. */
export async function placeTopup(db: Db, o: TopupOrder): Promise<number> {
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, sip_amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, 'SIP Top-up', $8, sandbox_now(), $9) returning ihno::int as ihno`,
    [o.arn, o.sip.pan, o.fund, o.sip.acno, o.sip.scheme, o.sip.plan, o.sip.option, o.amount, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await db.query(
    'insert into sip_topups (ihno, sip_ihno, frequency, amount, start_date, end_date, request_ref) values ($1, $2, $3, $4, $5, $6, $7)',
    [ihno, o.sip.ihno, o.frequency, o.amount, o.start, o.end, o.requestRef],
  );
  const mail = await authorisationMail(db, ihno);
  if (mail) await sendMessage(db, mail);
  return ihno;
}
