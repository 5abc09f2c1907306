import { randomInt, randomUUID } from 'node:crypto';
import { judgeOtp, OTP_LENGTH, OTP_MAX_TRIES, OTP_VALID_MINUTES, otpExpiresAt, type OtpVerdict } from '../lib/rules/otp';
import type { Db } from './db/client';
import { sendMessage } from './outbox';

// One-time passwords as a registrar issues them (lib/rules/otp.ts): sent by SMS and e-mail, valid for
// a few minutes on the sandbox clock, good once, and dead after too many wrong tries.

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
  const code = String(randomInt(10 ** (OTP_LENGTH - 1), 10 ** OTP_LENGTH));
  await db.query(`update otps set used_at = $3 where purpose = $1 and subject = $2 and used_at is null`, [req.purpose, req.subject, req.now]);
  await db.query(`insert into otps (id, purpose, subject, code, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`, [
    id, req.purpose, req.subject, code, req.now, otpExpiresAt(req.now),
  ]);
  // The title already says what the OTP is for ('Your OTP to reset…'), so the text leads with it.
  const text = `${req.title}: ${code}. It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;
  if (req.mobile) await sendMessage(db, { to: req.mobile, channel: 'sms', subject: req.title, text, otp: code });
  if (req.email) await sendMessage(db, { to: req.email, channel: 'email', subject: req.title, text, otp: code });
  return { id, code };
}

/** OTPs issued for one purpose and subject since `since`: what a cap on sending counts. */
export async function otpsIssuedSince(db: Db, purpose: string, subject: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await db.query<{ n: number; oldest: Date | null }>(
    `select count(*)::int as n, min(created_at) as oldest from otps where purpose = $1 and subject = $2 and created_at > $3`,
    [purpose, subject, since],
  );
  return { count: rows[0]?.n ?? 0, oldest: rows[0]?.oldest ?? null };
}

type Which = { id: string } | { purpose: string; subject: string };

/** Judges a code against an OTP by id, or the newest for a purpose and subject; a right one is used up, a wrong one counted. */
export async function verifyOtp(db: Db, which: Which, code: string, now: Date): Promise<OtpVerdict> {
  const { rows } = await db.query<{ id: string; code: string; expires_at: Date; used_at: Date | null; wrong_tries: number }>(
    'id' in which
      ? `select * from otps where id = $1`
      : `select * from otps where purpose = $1 and subject = $2 order by created_at desc limit 1`,
    'id' in which ? [which.id] : [which.purpose, which.subject],
  );
  const otp = rows[0];
  const verdict = judgeOtp(otp ? { code: otp.code, expiresAt: otp.expires_at, usedAt: otp.used_at, wrongTries: otp.wrong_tries } : null, code, now);
  if (!otp) return verdict;
  if (verdict.ok) {
    // Conditional, so two answers racing with the same code cannot both use it.
    const { rows: used } = await db.query(`update otps set used_at = $2 where id = $1 and used_at is null returning id`, [otp.id, now]);
    return used.length ? verdict : { ok: false, reason: 'used' };
  }
  // A compared, wrong code counts a try, including the one that locks the OTP.
  if (verdict.reason === 'wrong' || (verdict.reason === 'locked' && otp.wrong_tries < OTP_MAX_TRIES)) {
    await db.query(`update otps set wrong_tries = wrong_tries + 1 where id = $1`, [otp.id]);
  }
  return verdict;
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'used' | 'locked' | 'unknown';

/** verifyOtp in the words of the portal's sign-up, recovery and empanelment answers. */
export async function checkOtp(db: Db, which: Which, code: string, now: Date): Promise<OtpCheck> {
  const verdict = await verifyOtp(db, which, code, now);
  if (verdict.ok) return 'ok';
  return verdict.reason === 'none' ? 'unknown' : verdict.reason === 'wrong' || verdict.reason === 'format' ? 'invalid' : verdict.reason;
}
