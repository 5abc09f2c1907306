import { bulkInsert, type Db } from '../../db/client';
import { FUND_CODE } from '../../seed/fixtures';
import type { DomainSeed } from '../../seed/domain-seed';

// The non-commercial transaction types the registrar accepts for the fund (GetNCTKtrackgo).

export const NCT_TYPES = [
  { code: 'COA', description: 'Change of Address' },
  { code: 'COB', description: 'Change of Bank Mandate' },
  { code: 'NOM', description: 'Nomination Registration / Change' },
  { code: 'CEM', description: 'Change of Email ID' },
  { code: 'CMN', description: 'Change of Mobile Number' },
  { code: 'CON', description: 'Consolidation of Folios' },
  { code: 'TRM', description: 'Transmission' },
  { code: 'MIN', description: 'Minor to Major Status Change' },
  { code: 'CNM', description: 'Change of Name' },
  { code: 'SIG', description: 'Change of Signature' },
] as const;

export const seedNctTypes: DomainSeed = async (db) => {
  await bulkInsert(db, 'nct_types', NCT_TYPES.map((t, i) => ({ fund: FUND_CODE, code: t.code, description: t.description, sort: i + 1 })));
};

export interface NctType {
  code: string;
  description: string;
}

export async function listNctTypes(db: Db, fund: string): Promise<NctType[]> {
  const { rows } = await db.query<NctType>('select code, description from nct_types where fund = $1 order by sort', [fund.trim()]);
  return rows;
}

export async function findNctType(db: Db, fund: string, code: string): Promise<NctType | null> {
  const { rows } = await db.query<NctType>('select code, description from nct_types where fund = $1 and code = $2', [fund.trim(), code.trim().toUpperCase()]);
  return rows[0] ?? null;
}
