import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from './db/client';
import { sendMessage } from './outbox';

// One-time passwords as a registrar issues them: six digits, sent by SMS and e-mail, valid for
// 10 minutes on the sandbox clock, good once, and dead after 5 wrong tries.

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

export const otpDdl = /* sql */ `
create table otps (
  id text primary key,
  purpose text not null,
  subject text not null,
  code text not null,
  created_at timestamptz not null default sandbox_now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  wrong_tries int not null default 0
);
create index otps_subject on otps (purpose, subject, created_at desc);
`;

export interface IssueOtp {
  /** What it is for, e.g. 'signup', 'forgot-password', 'empanelment'. */
  purpose: string;
  /** Whose it is: a user id, an ARN… */
  subject: string;
  mobile?: string | null;
  email?: string | null;
  /** The message subject line, e.g. 'Your sign-up OTP'. */
  title: string;
  now: Date;
}

/** Issues a new OTP (earlier ones for the same purpose and subject stop working) and sends it. */
export async function issueOtp(db: Db, req: IssueOtp): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(100_000, 1_000_000));
  const expires = new Date(req.now.getTime() + OTP_VALID_MINUTES * 60_000);
  await db.query(`update otps set used_at = $3 where purpose = $1 and subject = $2 and used_at is null`, [req.purpose, req.subject, req.now]);
  await db.query(`insert into otps (id, purpose, subject, code, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`, [
    id, req.purpose, req.subject, code, req.now, expires,
  ]);
  // The title already says what the OTP is for ('Your OTP to reset…'), so the text leads with it.
  const text = `${req.title}: ${code}. It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;
  if (req.mobile) await sendMessage(db, { to: req.mobile, channel: 'sms', subject: req.title, text, otp: code });
  if (req.email) await sendMessage(db, { to: req.email, channel: 'email', subject: req.title, text, otp: code });
  return { id, code };
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'used' | 'locked' | 'unknown';

/** Checks a code against an OTP by id, or the newest for a purpose and subject; 'ok' uses it up. */
export async function checkOtp(
  db: Db,
  which: { id: string } | { purpose: string; subject: string },
  code: string,
  now: Date,
): Promise<OtpCheck> {
  const { rows } = await db.query<{ id: string; code: string; expires_at: Date; used_at: Date | null; wrong_tries: number }>(
    'id' in which
      ? `select * from otps where id = $1`
      : `select * from otps where purpose = $1 and subject = $2 order by created_at desc limit 1`,
    'id' in which ? [which.id] : [which.purpose, which.subject],
  );
  const otp = rows[0];
  if (!otp) return 'unknown';
  if (otp.used_at) return 'used';
  if (otp.wrong_tries >= OTP_MAX_TRIES) return 'locked';
  if (otp.expires_at.getTime() <= now.getTime()) return 'expired';
  if (otp.code !== code.trim()) {
    const { rows: after } = await db.query<{ wrong_tries: number }>(
      `update otps set wrong_tries = wrong_tries + 1 where id = $1 returning wrong_tries`, [otp.id],
    );
    return (after[0]?.wrong_tries ?? 0) >= OTP_MAX_TRIES ? 'locked' : 'invalid';
  }
  await db.query(`update otps set used_at = $2 where id = $1`, [otp.id, now]);
  return 'ok';
}
