import { bulkInsert, type Db } from '../../db/client';
import { FIXED_INVESTORS } from '../../seed/fixtures';
import type { KycStatus } from '../../../lib/rules/kyc-validation';
import type { NominationChoice } from '../../../lib/rules/nomination';
import type { DomainSeed } from '../../seed/domain-seed';
import { FROZEN_FOLIOS } from '../portfolio/portfolio-fixtures';

// What the registrar knows of an investor and a folio beyond the investor master, and holds against
// orders (lib/rules/order-problems.ts): the KRA's KYC status (Validated, Registered, On hold, Rejected),
// whether the KYC was an OTP-based e-KYC, the nomination declared, and the folios their investors have
// frozen for debits. An investor without a row is as most are: the KRA's status follows its block flag
// (blocked reads On hold, else Validated), a full KYC, nominees declared.

export const complianceDdl = /* sql */ `
create table investor_compliance (
  pan text primary key,
  -- Null: as the KRA's block flag says (kra.kyc_block Y is On hold, N is Validated).
  kyc_status text check (kyc_status in ('Validated', 'Registered', 'On hold', 'Rejected')),
  otp_ekyc boolean not null default false,
  nomination text not null default 'nominees' check (nomination in ('nominees', 'opted-out', 'none'))
);

-- SEBI's voluntary debit freeze, set and lifted by the investor through MF Central.
create table folio_freezes (
  acno text primary key,
  frozen_on date not null
);
`;

export const seedCompliance: DomainSeed = async (db, { now }) => {
  await bulkInsert(db, 'investor_compliance', FIXED_INVESTORS.flatMap((i) => (i.registrar ? [{
    pan: i.pan, kyc_status: i.registrar.kycStatus ?? null, otp_ekyc: i.registrar.otpEkyc ?? false, nomination: i.registrar.nomination ?? 'nominees',
  }] : [])));
  const day = new Date(now.getTime() + 330 * 60_000 - 30 * 86_400_000).toISOString().slice(0, 10);
  await bulkInsert(db, 'folio_freezes', FROZEN_FOLIOS.map((acno) => ({ acno, frozen_on: day })));
};

export interface InvestorCompliance {
  kyc_status: KycStatus;
  otp_ekyc: boolean;
  nomination: NominationChoice;
}

export async function complianceOf(db: Db, pan: string): Promise<InvestorCompliance> {
  const { rows } = await db.query<InvestorCompliance>(
    `select coalesce(c.kyc_status, case when k.kyc_block = 'Y' then 'On hold' else 'Validated' end) as kyc_status,
            coalesce(c.otp_ekyc, false) as otp_ekyc, coalesce(c.nomination, 'nominees') as nomination
       from (select $1::text as pan) p left join kra k on k.pan = p.pan left join investor_compliance c on c.pan = p.pan`,
    [pan],
  );
  return rows[0] ?? { kyc_status: 'Validated', otp_ekyc: false, nomination: 'nominees' };
}

export async function folioFrozen(db: Db, acno: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from folio_freezes where acno = $1', [acno]);
  return rows.length > 0;
}

/**
 * The investor's debit freeze of a folio set or lifted (through MF Central, in the real world): from
 * then on the registrar refuses, and rejects at processing, what would take units out of it.
 */
export async function setFolioFreeze(db: Db, acno: string, frozen: boolean, now: Date): Promise<void> {
  if (!frozen) {
    await db.query('delete from folio_freezes where acno = $1', [acno]);
    return;
  }
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  await db.query('insert into folio_freezes (acno, frozen_on) values ($1, $2) on conflict (acno) do nothing', [acno, day]);
}
