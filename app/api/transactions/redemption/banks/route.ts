import { z } from 'zod';
import { withSession } from '@/server/http/handler';
import { bankChoices, type BankChoice } from '@/server/services/redemption';

export type BanksResponse = { banks: BankChoice[] };

const query = z.object({ folio: z.string().regex(/^\d{1,20}$/) });

/** GET ?folio=…: the banks registered on the folio for the payout (GetRedemptionBankDeatils). */
export const GET = withSession<BanksResponse>(async (req, auth) => {
  const { folio } = query.parse({ folio: new URL(req.url).searchParams.get('folio') ?? '' });
  return { banks: await bankChoices(auth, folio) };
});
