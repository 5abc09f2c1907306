import type { Db } from './client';
import type { AccountStatus } from '../seed/fixtures';

export interface DistributorRow {
  user_id: string;
  arn: string;
  name: string;
  city: string | null;
  mobile: string | null;
  email: string | null;
  pan: string | null;
  tran_enable_flag: string;
  status: AccountStatus;
  password_salt: string;
  password_hash: string;
  last_login: Date | null;
}

export interface SelfDeclarationRow {
  from_year: number;
  to_year: number;
  status: string;
}

/** User ids are e-mail addresses: compared without regard to case, stored in lower case. */
export async function findDistributorByUserId(db: Db, userId: string): Promise<DistributorRow | null> {
  const { rows } = await db.query<DistributorRow>('select * from distributors where user_id = lower($1)', [userId]);
  return rows[0] ?? null;
}

export async function findDistributorByArn(db: Db, arn: string): Promise<DistributorRow | null> {
  const { rows } = await db.query<DistributorRow>('select * from distributors where arn = $1', [arn]);
  return rows[0] ?? null;
}

/** Any other active account: the faults use it to hand out a token for the wrong person. */
export async function findOtherDistributor(db: Db, userId: string): Promise<DistributorRow | null> {
  const { rows } = await db.query<DistributorRow>(
    'select * from distributors where user_id <> lower($1) order by user_id limit 1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.query('update distributors set last_login = $2 where user_id = lower($1)', [userId, at]);
}

export async function updatePassword(db: Db, userId: string, salt: string, hash: string): Promise<void> {
  await db.query('update distributors set password_salt = $2, password_hash = $3 where user_id = lower($1)', [
    userId,
    salt,
    hash,
  ]);
}

/** Newest review first, as the profile page lists them. */
export async function listSelfDeclarations(db: Db, arn: string): Promise<SelfDeclarationRow[]> {
  const { rows } = await db.query<SelfDeclarationRow>(
    'select from_year, to_year, status from self_declarations where arn = $1 order by from_year desc',
    [arn],
  );
  return rows;
}
