import { randomBytes } from 'node:crypto';
import { SIP_CANCELLATION_RULE_MESSAGES, SIP_CANCELLATION_TRTYPE } from '../../../lib/rules/sip-cancellation';
import type { Db } from '../../db/client';
import { sendMessage } from '../../outbox';
import { authorisationMail } from '../transactions/portfolio-txns';

// Pauses and cancellations of SIPs, STPs and SWPs (seed 001 sections 3, 4, 7 and 8). Each request is
// a transaction the investor authorises through the link in the outbox; once approved, a cancellation
// ends the plan and a pause holds the SIP Paused from its first to its last paused instalment, after
// which it is Live again. `settlePlans` brings the stored statuses up to the sandbox clock; every read
// of these screens runs it first.

export const planRequestsDdl = /* sql */ `
create table plan_requests (
  ihno bigint primary key references txns (ihno) on delete cascade,
  action text not null check (action in ('PAUSE', 'CANCEL')),
  plan_kind text not null check (plan_kind in ('SIP', 'STP', 'SWP')),
  target bigint not null,
  pause_from date,
  pause_to date,
  reason_code text,
  reason_text text,
  request_ref text not null unique,
  check ((action = 'PAUSE') = (pause_from is not null and pause_to is not null))
);
create index plan_requests_target on plan_requests (plan_kind, target);
`;

export const PLAN_MESSAGES = {
  notFound: 'No records found for the given details',
  pendingRequest: 'A pause or cancellation of this plan is awaiting the investor’s approval',
  pauseNotOffered: SIP_CANCELLATION_RULE_MESSAGES.pauseNotOffered,
  fewInstalments: 'SIP Pause is not allowed as the remaining installments are less than the pause period',
  pauseDate: 'Select a valid pause start date',
  count: 'Number of installments to pause should be 3 or 6',
  reason: SIP_CANCELLATION_RULE_MESSAGES.reason,
  otherReason: 'Please enter reason',
} as const;

/**
 * Brings SIP statuses up to the clock: approved cancellations end them, approved pauses hold them. A
 * cancellation closes its SIP on the day of the approval, well within the two working days it has
 * (lib/rules/sip-cancellation.ts): the instalment run collects only instalments due before that day.
 */
export async function settlePlans(db: Db): Promise<void> {
  const today = `(sandbox_now() at time zone 'Asia/Kolkata')::date`;
  await db.query(
    `update sips s set status = 'Cancelled', closed_on = (t.decided_at at time zone 'Asia/Kolkata')::date
       from plan_requests r join txns t on t.ihno = r.ihno
      where r.plan_kind = 'SIP' and r.action = 'CANCEL' and r.target = s.ihno and t.decision = 'A' and s.status in ('Live', 'Paused')`,
  );
  const pausedNow = `exists (select 1 from plan_requests r join txns t on t.ihno = r.ihno
      where r.plan_kind = 'SIP' and r.action = 'PAUSE' and r.target = s.ihno and t.decision = 'A' and ${today} between r.pause_from and r.pause_to)`;
  await db.query(`update sips s set status = 'Paused' where s.status = 'Live' and ${pausedNow}`);
  await db.query(`update sips s set status = 'Live' where s.status = 'Paused' and not ${pausedNow}`);
  await db.query(
    `update systematic_plans p set status = 'Cancelled'
       from plan_requests r join txns t on t.ihno = r.ihno
      where r.plan_kind = p.kind and r.action = 'CANCEL' and r.target = p.ihno and t.decision = 'A' and p.status = 'Live'`,
  );
}

/** The request pending on a plan (awaiting the investor), if any. */
export async function pendingRequest(db: Db, kind: string, target: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from plan_requests r join txns_now t on t.ihno = r.ihno where r.plan_kind = $1 and r.target = $2 and t.state = 'P'`,
    [kind, target],
  );
  return (rows[0]?.n ?? 0) > 0;
}

export async function requestByRef(db: Db, arn: string, ref: string): Promise<{ ihno: number; target: number } | null> {
  const { rows } = await db.query<{ ihno: number; target: number }>(
    'select r.ihno::int as ihno, r.target::int as target from plan_requests r join txns t on t.ihno = r.ihno where r.request_ref = $1 and t.arn = $2',
    [ref, arn],
  );
  return rows[0] ?? null;
}

export interface PlanRequest {
  arn: string;
  pan: string;
  fund: string;
  acno: string;
  scheme: string;
  plan: string;
  option: string;
  amount: number;
  action: 'PAUSE' | 'CANCEL';
  kind: 'SIP' | 'STP' | 'SWP';
  target: number;
  pause?: { from: string; to: string };
  reason?: { code: string; text: string };
  requestRef: string;
}

const TRTYPE = { PAUSE: 'SIP Pause', CANCEL: { SIP: SIP_CANCELLATION_TRTYPE, STP: 'STP Cancellation', SWP: 'SWP Cancellation' } } as const;

/** Records the request as a pending transaction and mails the investor the approval link. */
export async function placeRequest(db: Db, r: PlanRequest): Promise<number> {
  const trtype = r.action === 'PAUSE' ? TRTYPE.PAUSE : TRTYPE.CANCEL[r.kind];
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, sip_amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, sandbox_now(), $10) returning ihno::int as ihno`,
    [r.arn, r.pan, r.fund, r.acno, r.scheme, r.plan, r.option, trtype, r.amount, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await db.query(
    `insert into plan_requests (ihno, action, plan_kind, target, pause_from, pause_to, reason_code, reason_text, request_ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [ihno, r.action, r.kind, r.target, r.pause?.from ?? null, r.pause?.to ?? null, r.reason?.code ?? null, r.reason?.text ?? null, r.requestRef],
  );
  const mail = await authorisationMail(db, ihno);
  if (mail) await sendMessage(db, mail);
  return ihno;
}
