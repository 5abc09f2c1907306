import { randomBytes } from 'node:crypto';
import { bulkInsert, type Db } from '../../db/client';
import { DEMO, TXN } from '../../seed/fixtures';
import type { DomainSeed } from '../../seed/domain-seed';
import { EUIN_MESSAGES, EUIN_PATTERN, normaliseEuin } from '../../../lib/rules/euin';

// The EUIN register (which employee code belongs to which ARN) and the ARN links the registrar has
// handed out. A link is a real address the sandbox serves (sandbox/handlers/links.ts renders it).

export const linksDdl = /* sql */ `
create table euins (
  euin text primary key check (euin ~ '^E[0-9]{6}$'),
  arn text not null references distributors (arn) on delete cascade,
  name text not null,
  -- The employee's contacts on record: a folio may not carry them (lib/rules/folio-contacts.ts).
  email text,
  mobile text,
  -- The last day of the employee's NISM certification; null when none is on record (lib/rules/euin-certification.ts).
  certified_until date
);
create index euins_arn on euins (arn);

create table dist_links (
  refno text primary key,
  kind text not null check (kind in ('scheme', 'customized')),
  arn text not null,
  sub_broker text,
  euin text,
  fund text not null,
  scheme text,
  plan text,
  option text,
  created_at timestamptz not null
);
`;

export const EUINS = [
  { euin: 'E123456', arn: DEMO.arn, name: 'Asha Menon', email: DEMO.email, mobile: DEMO.mobile },
  { euin: 'E234567', arn: DEMO.arn, name: 'Rahul Pillai', email: 'rahul.pillai@ashamenon.in', mobile: '9847023456' },
  { euin: 'E345678', arn: TXN.arn, name: 'Vikram Rao', email: TXN.email, mobile: TXN.mobile },
] as const;

/** An EUIN of the demo ARN whose certification lapsed 20 days before seeding: an order may not name it. */
export const LAPSED_EUIN = { euin: 'E456789', arn: DEMO.arn, name: 'Kiran Das', email: 'kiran.das@ashamenon.in', mobile: '9847045678', lapsedDaysAgo: 20 } as const;

export const seedEuins: DomainSeed = async (db, { now }) => {
  const { lapsedDaysAgo, ...lapsed } = LAPSED_EUIN;
  const until = new Date(now.getTime() + 330 * 60_000 - lapsedDaysAgo * 86_400_000).toISOString().slice(0, 10);
  await bulkInsert(db, 'euins', [...EUINS.map((e) => ({ ...e, certified_until: null })), { ...lapsed, certified_until: until }]);
};

/** The register's verdicts live with the rule (lib/rules/euin.ts); the sandbox's callers and tests read them here too. */
export { EUIN_MESSAGES };

/** Upper-cased, without spaces; an ARN without its prefix gets one. */
export function normaliseArn(code: string): string {
  const clean = code.trim().toUpperCase().replace(/\s+/g, '');
  return /^\d+$/.test(clean) ? `ARN-${clean}` : clean;
}

/** The registrar's verdict on an EUIN for an ARN, in its own words. */
export async function checkEuin(db: Db, arn: string, euin: string): Promise<string> {
  const code = normaliseEuin(euin);
  if (!EUIN_PATTERN.test(code)) return EUIN_MESSAGES.invalid;
  const { rows } = await db.query<{ arn: string }>('select arn from euins where euin = $1', [code]);
  const owner = rows[0];
  if (!owner) return EUIN_MESSAGES.invalid;
  return owner.arn === normaliseArn(arn) ? EUIN_MESSAGES.valid : EUIN_MESSAGES.otherArn;
}

/** The register's record of an EUIN's certification: its last day (YYYY-MM-DD, null: no end on record); undefined when the EUIN is not on the register. */
export async function euinCertification(db: Db, euin: string): Promise<{ until: string | null } | undefined> {
  const { rows } = await db.query<{ until: string | null }>(`select to_char(certified_until, 'YYYY-MM-DD') as until from euins where euin = $1`, [euin]);
  return rows[0];
}

/** The register renewing (or ending) an EUIN's certification; false when the EUIN is not on it. A test tool (sandbox/admin.ts). */
export async function setEuinCertification(db: Db, euin: string, until: string | null): Promise<boolean> {
  const { rows } = await db.query('update euins set certified_until = $2::date where euin = $1 returning euin', [normaliseEuin(euin), until]);
  return rows.length > 0;
}

export interface NewLink {
  kind: 'scheme' | 'customized';
  arn: string;
  subBroker: string | null;
  euin: string | null;
  fund: string;
  scheme?: { scheme: string; plan: string; option: string };
  now: Date;
}

/** Where links point: the address the sandbox is reached at (SANDBOX_PUBLIC_URL, else its own port). */
export function linkBase(): string {
  const configured = process.env.SANDBOX_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.SANDBOX_PORT || '4010'}`;
}

export const LINK_PATH_PREFIX = '/invest/';

export async function createLink(db: Db, link: NewLink): Promise<string> {
  // Unguessable: a link names a distributor's ARN and must not be enumerable.
  const refno = randomBytes(9).toString('base64url');
  await db.query(
    `insert into dist_links (refno, kind, arn, sub_broker, euin, fund, scheme, plan, option, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [refno, link.kind, link.arn, link.subBroker, link.euin, link.fund, link.scheme?.scheme ?? null, link.scheme?.plan ?? null, link.scheme?.option ?? null, link.now],
  );
  return `${linkBase()}${LINK_PATH_PREFIX}${refno}`;
}

export interface StoredLink {
  refno: string;
  kind: 'scheme' | 'customized';
  arn: string;
  arn_name: string | null;
  sub_broker: string | null;
  euin: string | null;
  fund: string;
  scheme: string | null;
  plan: string | null;
  option: string | null;
  created_at: Date;
}

export async function findLink(db: Db, refno: string): Promise<StoredLink | null> {
  const { rows } = await db.query<StoredLink>(
    `select l.*, d.name as arn_name from dist_links l left join distributors d on d.arn = l.arn where l.refno = $1`,
    [refno],
  );
  return rows[0] ?? null;
}
