import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { otpExpiresAt } from '../../lib/rules/otp';
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
  await db.query(
    `insert into otps (id, purpose, subject, code, created_at, expires_at) values ($1, $2, $3, 'none', $4, $5)`,
    [id, purpose, `decoy:${id}`, now, otpExpiresAt(now)],
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
  mobile: string | null;
  email: string | null;
  city: string | null;
  /** Empanelled with the fund house; an account without it waits for empanelment to sign in. */
  empanelled: boolean;
}

/**
 * The one register sign-up and empanelment share: the AMFI/KYD record of an ARN, reached on the
 * mobile and e-mail it was empanelled with when it was, on the register's own otherwise. Null for
 * an ARN AMFI/KYD does not know.
 */
export async function arnRecord(db: Db, arn: string): Promise<ArnRecord | null> {
  const { rows } = await db.query<ArnRecord>(
    `select r.arn, r.arn_name as name, coalesce(d.mobile, r.mobile) as mobile, coalesce(d.email, r.email) as email,
            e.amc_branch as city, e.arn is not null as empanelled
       from amfi_registry r
       left join empanelments e on e.arn = r.arn
       left join empanelment_details d on d.id = e.details_id
      where r.arn = upper($1)`,
    [arn.trim()],
  );
  return rows[0] ?? null;
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
     values (lower($1), $2, $3, $4, $5, lower(coalesce($6, $1)), null, 'N', $7, $8, $9)`,
    [userId, record.arn, record.name, record.city, record.mobile, record.email, record.empanelled ? 'active' : 'not-empanelled', account.salt, account.hash],
  );
}
