import { z } from 'zod';
import { MANDATE_LISTS, type MandatesResponse } from '@/lib/api/mandates';
import { withSession } from '@/server/http/handler';
import { listMandates } from '@/server/services/mandates/mandates';

const query = z.object({ list: z.enum(MANDATE_LISTS), acno: z.string().regex(/^\d{1,20}$/) });

/** GET ?f=…&list=enach|upi|otm&acno=…: the flow investor's mandates of one list on one folio. */
export const GET = withSession({ needs: 'initiate', query, investor: 'flow' }, async ({ query: q, investor }, auth): Promise<MandatesResponse> => {
  return { mandates: await listMandates(auth, investor, q.acno, q.list) };
});
