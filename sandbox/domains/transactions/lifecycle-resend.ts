import { LIFECYCLE_MESSAGES, linkExpiresAt, RESENDS_PER_DAY } from '../../../lib/rules/authorisation-link';
import type { Db } from '../../db/client';
import { formatIstDateTime } from '../../dates';
import { sendMessage } from '../../outbox';
import type { BookReader } from '../investors/portfolio-investors';
import { lifecycleRecords } from './lifecycle-rows';
import { authorisationLink, authorisationMail } from './portfolio-txns';

// Sending a pending transaction's authorisation link again: the same link, by e-mail and SMS to the
// investor's contacts on record, at most RESENDS_PER_DAY times per transaction and IST day. One resend
// per caller's reference: a repeat answers what the first did and sends nothing.

export interface ResendAnswer {
  Email: string;
  Mobile: string;
  ResendsLeft: string;
  ExpiresAt: string;
}

/** 'ra****@example.com': the first two letters of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** '******3210': all but the last four digits masked. */
export const maskMobile = (mobile: string): string => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

async function expiresAt(db: Db, ihno: number): Promise<string> {
  const { rows } = await db.query<{ entered_at: Date }>('select entered_at from txns where ihno = $1', [ihno]);
  return rows[0] ? linkExpiresAt(rows[0].entered_at).toISOString() : '';
}

export async function resendLink(db: Db, q: { book: BookReader; fund: string; ihno: number; ref: string }): Promise<ResendAnswer | { refused: string }> {
  const { rows: prior } = await db.query<{ ihno: number; email: string; mobile: string; resends_left: number }>(
    'select ihno::int as ihno, email, mobile, resends_left from txn_resends where arn = $1 and request_ref = $2',
    [q.book.arn, q.ref],
  );
  const repeat = prior[0];
  if (repeat) {
    if (repeat.ihno !== q.ihno) return { refused: LIFECYCLE_MESSAGES.refUsed };
    return { Email: repeat.email, Mobile: repeat.mobile, ResendsLeft: String(repeat.resends_left), ExpiresAt: await expiresAt(db, q.ihno) };
  }
  const [r] = await lifecycleRecords(db, q.book, q.fund, [q.ihno]);
  if (!r) return { refused: LIFECYCLE_MESSAGES.notFound };
  if (r.status !== 'P') return { refused: LIFECYCLE_MESSAGES.notPending };
  if (r.resends_today >= RESENDS_PER_DAY) return { refused: LIFECYCLE_MESSAGES.resendLimit };

  const link = authorisationLink(r.auth_token);
  const mail = await authorisationMail(db, r.ihno);
  if (mail && r.email) await sendMessage(db, { ...mail, to: r.email, subject: `Reminder: ${mail.subject}` });
  if (r.mobile) {
    await sendMessage(db, {
      to: r.mobile,
      channel: 'sms',
      subject: `Authorise transaction ${r.ihno}`,
      text: `Your distributor ${r.arn} initiated a ${r.trtype} for you. Approve or reject it by ${formatIstDateTime(linkExpiresAt(r.entered_at))} IST: ${link}`,
      link,
    });
  }
  const answer: ResendAnswer = {
    Email: r.email ? maskEmail(r.email) : '',
    Mobile: r.mobile ? maskMobile(r.mobile) : '',
    ResendsLeft: String(RESENDS_PER_DAY - r.resends_today - 1),
    ExpiresAt: linkExpiresAt(r.entered_at).toISOString(),
  };
  await db.query('insert into txn_resends (arn, request_ref, ihno, email, mobile, resends_left) values ($1, $2, $3, $4, $5, $6)', [
    q.book.arn, q.ref, r.ihno, answer.Email, answer.Mobile, Number(answer.ResendsLeft),
  ]);
  return answer;
}
