import 'server-only';
import { cache } from 'react';
import { parseAmount } from '@/lib/money';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { flowFolios, flowInvestor } from './flow-reads';

// The investor a transaction screen is for: name and PAN for the aside, the e-mail and phone on
// record (which lock those fields), and whether they hold the fund house's schemes, which decides the
// transaction types offered (seed 000 sections 2 and 6).

/** An investor of the distributor's book as the registrar holds them. */
export interface BookInvestor {
  pan: string;
  name: string;
  email: string | null;
  mobile: string | null;
}

export interface TransactionInvestor extends BookInvestor {
  /** A folio of this fund house with a balance; a fully redeemed folio offers nothing to transact on. */
  holdsFund: boolean;
}

const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The investor of the caller's book with this PAN, or null when the PAN is not in it (the registrar
 * answers it like an unknown PAN). The check behind every route that declares its investor
 * (server/http/handler.ts) and behind the transaction screens.
 */
export async function bookInvestor(auth: DistributorAuth, pan: string): Promise<BookInvestor | null> {
  const row = (await flowInvestor(auth, pan)).DtData[0];
  if (!row) return null;
  return { pan: row.PAN.trim().toUpperCase(), name: row.invname.trim(), email: clean(row.email), mobile: clean(row.Mobile) };
}

/** Null when the PAN is not in the distributor's book. */
export const transactionInvestor = cache(async (auth: DistributorAuth, pan: string): Promise<TransactionInvestor | null> => {
  const fund = env().FUND_CODE;
  const [investor, folios] = await Promise.all([bookInvestor(auth, pan), flowFolios(auth, pan)]);
  if (!investor) return null;
  return { ...investor, holdsFund: folios.DtData.some((f) => f.fund.trim() === fund && (parseAmount(f.BalUnits) ?? 0) > 0) };
});
