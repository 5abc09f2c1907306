import type { Db } from '../../db/client';
import { allotDue } from './allotment';
import { processInstalments } from '../plans/instalment-run';

// What the registrar does after the investor's click, on the sandbox clock. Nothing runs on a timer:
// the sandbox settles whatever has fallen due before it answers a call or serves a page, and right
// after the clock moves, so a test that moves the clock sees the outcome on its next call.

export const lifecycleDdl = /* sql */ `
-- Each resend of a transaction's authorisation link, under the caller's reference of the request; the
-- answer is kept so a repeat of the reference answers the same without sending again.
create table txn_resends (
  arn text not null,
  request_ref text not null,
  ihno bigint not null references txns (ihno) on delete cascade,
  sent_at timestamptz not null default sandbox_now(),
  email text not null,
  mobile text not null,
  resends_left int not null,
  primary key (arn, request_ref)
);
create index txn_resends_ihno on txn_resends (ihno, sent_at);

-- The first mail carrying a transaction's authorisation link stamps when the link went, whoever sent it.
create function txn_link_sent() returns trigger language plpgsql as $$
begin
  update txns set link_sent_at = new.sent_at
   where auth_token = substring(new.link from '/__sandbox/authorise[?]t=([0-9a-f]+)$') and link_sent_at is null;
  return new;
end $$;
create trigger txn_link_sent after insert on outbox
  for each row when (new.link like '%/__sandbox/authorise?t=%') execute function txn_link_sent();
`;

/**
 * Everything due by `now`, in one transaction with the caller's work (sandbox/api.ts runs it before
 * every call's handler, sandbox/admin.ts after every clock change, sandbox/server.ts before the pages):
 * the allotments of approved one-off transactions (allotment.ts), then the instalments of SIPs, STPs
 * and SWPs (instalment-run.ts). Cheap when nothing is due: the allotments read one partial index of
 * the few approved rows still to allot, the instalments one watermark row. Idempotent: every step
 * claims its rows with a conditional update or a key, so running it twice changes nothing more.
 * Another step of the registrar's day is one more call here.
 */
export async function settleDue(db: Db, now: Date): Promise<void> {
  await allotDue(db, now);
  await processInstalments(db, now);
}
