import { z } from 'zod';
import type { MandateBanksResponse } from '@/lib/api/mandates';
import { withSession } from '@/server/http/handler';
import { registrationBanks } from '@/server/services/mandate-registration';
import { requireFlowPan } from '@/server/services/transaction-flow';

const query = z.object({ f: z.string().max(2000).optional(), acno: z.string().regex(/^\d{1,20}$/) });

/** GET ?f=…&acno=…: the folio's banks for an e-mandate (GetEnachBankByFolio), each checked with ktrack_enach_bank_valid. */
export const GET = withSession({ query }, async ({ query: q }, auth): Promise<MandateBanksResponse> => {
  const pan = await requireFlowPan(q.f, auth.session.userId);
  const banks = await registrationBanks(auth, pan, q.acno);
  return { banks: banks.map(({ accountNo: _full, bankCode: _code, bankName: _name, ...b }) => b) };
});
