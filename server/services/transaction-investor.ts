import 'server-only';
import { cache } from 'react';
import { parseAmount } from '@/lib/money';
import type { DistributorAuth } from '../auth/session';
import { env } from '../env';
import { flowFolios, flowInvestor } from './flow-reads';

// The investor a transaction screen is for: name and PAN for the aside, the e-mail and phone on
// record (which lock those fields), and whether they hold the fund house's schemes, which decides the
// transaction types offered (seed 000 sections 2 and 6).

export interface TransactionInvestor {
  pan: string;
  name: string;
  email: string | null;
  mobile: string | null;
  /** A folio of this fund house with a balance; a fully redeemed folio offers nothing to transact on. */
  holdsFund: boolean;
}

const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Null when the PAN is not in the distributor's book (the registrar answers it like an unknown PAN). */
export const transactionInvestor = cache(async (auth: DistributorAuth, pan: string): Promise<TransactionInvestor | null> => {
  const fund = env().FUND_CODE;
  const [found, folios] = await Promise.all([flowInvestor(auth, pan), flowFolios(auth, pan)]);
  const row = found.DtData[0];
  if (!row) return null;
  return {
    pan: row.PAN.trim().toUpperCase(),
    name: row.invname.trim(),
    email: clean(row.email),
    mobile: clean(row.Mobile),
    holdsFund: folios.DtData.some((f) => f.fund.trim() === fund && (parseAmount(f.BalUnits) ?? 0) > 0),
  };
});
