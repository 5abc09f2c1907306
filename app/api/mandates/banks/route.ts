import { z } from 'zod';
import type { MandateBanksResponse } from '@/lib/api/mandates';
import { withSession } from '@/server/http/handler';
import { registrationBanks } from '@/server/services/mandates/mandate-registration';

const query = z.object({ acno: z.string().regex(/^\d{1,20}$/) });

/** GET ?f=…&acno=…: the folio's banks for an e-mandate (GetEnachBankByFolio), each checked with ktrack_enach_bank_valid. */
export const GET = withSession({ needs: 'initiate', query, investor: 'flow' }, async ({ query: q, investor }, auth): Promise<MandateBanksResponse> => {
  const banks = await registrationBanks(auth, investor.pan, q.acno);
  return { banks: banks.map(({ accountNo: _full, bankCode: _code, bankName: _name, ...b }) => b) };
});
