import { z } from 'zod';
import { MANDATE_LISTS, type MandatesResponse } from '@/lib/api/mandates';
import { withSession } from '@/server/http/handler';
import { listMandates } from '@/server/services/mandates';
import { requireFlowPan } from '@/server/services/transaction-flow';

const query = z.object({ f: z.string().max(2000).optional(), list: z.enum(MANDATE_LISTS), acno: z.string().regex(/^\d{1,20}$/) });

/** GET ?f=…&list=enach|upi|otm&acno=…: the flow investor's mandates of one list on one folio. */
export const GET = withSession({ query }, async ({ query: q }, auth): Promise<MandatesResponse> => {
  const pan = await requireFlowPan(q.f, auth.session.userId);
  return { mandates: await listMandates(auth, pan, q.acno, q.list) };
});
