import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { OTP_VALID_MINUTES } from '../otp';
import { FIRST_NAMES, SURNAMES } from '../seed/names';
import type { Db } from './client';
import type { DistributorRow } from './distributors';

// State behind sign-up and recovery: the single-use tokens a validated OTP hands out, the registrar's
// knowledge of ARNs that have no portal account yet, and the accounts sign-up creates.

/** A token is good once, for this long after its OTP was validated. */
export const OTP_TOKEN_VALID_MINUTES = 15;

export const publicAuthDdl = /* sql */ `
create table otp_tokens (
  token_hash text primary key,
  purpose text not null,
  subject text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index otp_tokens_subject on otp_tokens (purpose, subject);
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Only the hash is stored, so a copied database holds no usable token. */
export async function issueOtpToken(db: Db, purpose: string, subject: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + OTP_TOKEN_VALID_MINUTES * 60_000);
  await db.query(
    `insert into otp_tokens (token_hash, purpose, subject, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [sha256(token), purpose, subject, now, expires],
  );
  return token;
}

/** Uses up a live token and answers whose it was; null when unknown, used, expired or for another purpose. */
export async function consumeOtpToken(db: Db, token: string, purpose: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ subject: string }>(
    `update otp_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning subject`,
    [sha256(token), purpose, now],
  );
  return rows[0]?.subject ?? null;
}

/** Uses up the newest live token of a purpose and subject; false when there is none. */
export async function consumeTokenFor(db: Db, purpose: string, subject: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update otp_tokens set used_at = $3
      where token_hash = (select token_hash from otp_tokens
                           where purpose = $1 and subject = $2 and used_at is null and expires_at > $3
                           order by created_at desc limit 1)
      returning token_hash`,
    [purpose, subject, now],
  );
  return rows.length > 0;
}

/**
 * An OTP row nobody can answer (its code is not six digits) for a user id that does not exist: it
 * counts wrong tries, locks and expires exactly like a real one, so the answers reveal nothing.
 */
export async function issueDecoyOtp(db: Db, purpose: string, now: Date): Promise<string> {
  const id = randomUUID();
  const expires = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000);
  await db.query(
    `insert into otps (id, purpose, subject, code, created_at, expires_at) values ($1, $2, $3, 'none', $4, $5)`,
    [id, purpose, `decoy:${id}`, now, expires],
  );
  return id;
}

export async function otpPurpose(db: Db, id: string): Promise<{ purpose: string; subject: string } | null> {
  const { rows } = await db.query<{ purpose: string; subject: string }>(`select purpose, subject from otps where id = $1`, [id]);
  return rows[0] ?? null;
}

export interface ArnRecord {
  arn: string;
  name: string;
  mobile: string;
  city: string | null;
}

/**
 * What AMFI's register says about an ARN without a portal account. The sandbox plays a register that
 * knows every well-formed ARN: a fixed record for the named ones, a stable invented one for the rest.
 */
export const REGISTERED_ARNS: readonly ArnRecord[] = [
  { arn: 'ARN-556677', name: 'Priya Iyer', mobile: '9845056677', city: 'Chennai' },
  { arn: 'ARN-667788', name: 'Rahul Kulkarni', mobile: '9822066778', city: 'Nagpur' },
];

export function arnRecord(arn: string): ArnRecord {
  const known = REGISTERED_ARNS.find((r) => r.arn === arn);
  if (known) return known;
  const digest = createHash('sha256').update(`arn-register:${arn}`).digest();
  const name = `${FIRST_NAMES[digest[0]! % FIRST_NAMES.length]} ${SURNAMES[digest[1]! % SURNAMES.length]}`;
  const digits = [...digest.subarray(2, 11)].map((b) => String(b % 10)).join('');
  return { arn, name, mobile: `9${digits}`, city: null };
}

export async function findDistributorsByEmail(db: Db, email: string): Promise<DistributorRow[]> {
  const { rows } = await db.query<DistributorRow>(
    `select * from distributors where lower(email) = lower($1) or user_id = lower($1) order by user_id`,
    [email.trim()],
  );
  return rows;
}

export interface NewAccount {
  userId: string;
  record: ArnRecord;
  salt: string;
  hash: string;
}

export async function createDistributor(db: Db, account: NewAccount): Promise<void> {
  const { userId, record } = account;
  await db.query(
    `insert into distributors (user_id, arn, name, city, mobile, email, pan, tran_enable_flag, status, password_salt, password_hash)
     values (lower($1), $2, $3, $4, $5, lower($1), null, 'N', 'active', $6, $7)`,
    [userId, record.arn, record.name, record.city, record.mobile, account.salt, account.hash],
  );
}
