import type { Db } from '../../db/client';
import type { BookReader } from '../investors/portfolio-investors';
import { scopeCondition } from '../team/member-scope';

// Mail-back requests as the registrar records them: who asked, for what, the reference it answered
// and whether the mail went out. The frequent-reports list and the status call read them back.

export const mailbackDdl = `
create table mailback_requests (
  id bigserial primary key,
  refno text not null unique,
  arn text not null,
  user_id text not null,
  fund text not null,
  report text not null,
  report_name text not null,
  pan text,
  sent_to text not null,
  status text not null check (status in ('Received', 'Mailed', 'Failed')),
  requested_at timestamptz not null default sandbox_now()
);
create index mailback_requests_arn on mailback_requests (arn, requested_at desc);
`;

export interface NewRequest {
  arn: string;
  userId: string;
  fund: string;
  /** A report code (MFSD201…) or a statement name (SOA, CAS, ELSS, CAN, CGS, NETWORTH, DIVIDEND). */
  report: string;
  reportName: string;
  pan: string | null;
  sentTo: string;
}

/** Records a request and answers its reference number. */
export async function recordRequest(db: Db, r: NewRequest): Promise<string> {
  const { rows } = await db.query<{ refno: string }>(
    `insert into mailback_requests (refno, arn, user_id, fund, report, report_name, pan, sent_to, status)
     values ('MB' || lpad(nextval('mailback_requests_id_seq')::text, 7, '0'), $1, $2, $3, $4, $5, $6, $7, 'Received') returning refno`,
    [r.arn, r.userId, r.fund, r.report, r.reportName, r.pan, r.sentTo],
  );
  return rows[0]!.refno;
}

export async function markRequest(db: Db, refno: string, status: 'Mailed' | 'Failed'): Promise<void> {
  await db.query('update mailback_requests set status = $2 where refno = $1', [refno, status]);
}

export interface RequestRow {
  refno: string;
  report_name: string;
  requested: string;
  status: string;
  sent_to: string;
}

/** The distributor's requests made on or after `from` (YYYY-MM-DD, India's calendar), newest first. */
export async function requestsSince(db: Db, arn: string, fund: string, from: string): Promise<RequestRow[]> {
  const { rows } = await db.query<RequestRow>(
    `select refno, report_name, to_char((requested_at at time zone 'UTC') + interval '330 minutes', 'MM/DD/YYYY HH24:MI') as requested, status, sent_to
       from mailback_requests
      where arn = $1 and fund = $2 and ((requested_at at time zone 'UTC') + interval '330 minutes')::date >= $3::date
      order by id desc limit 200`,
    [arn, fund, from],
  );
  return rows;
}

/** How often the distributor asked for each of its own reports. */
export async function reportCounts(db: Db, arn: string, fund: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ report: string; n: number }>(
    'select report, count(*)::int as n from mailback_requests where arn = $1 and fund = $2 and pan is null group by report',
    [arn, fund],
  );
  return new Map(rows.map((r) => [r.report, Number(r.n)]));
}

/** The PANs in the distributor's book (within a member's scope) registered with this e-mail id. */
export async function pansByEmail(db: Db, reader: BookReader, email: string): Promise<string[]> {
  const scope = scopeCondition(reader.member, 3);
  const { rows } = await db.query<{ pan: string }>(
    `select i.pan from book b join investors i on i.pan = b.pan where b.arn = $1 and lower(i.email) = lower($2)${scope.sql} order by i.pan`,
    [reader.arn, email.trim(), ...scope.params],
  );
  return rows.map((r) => r.pan);
}
