import { z } from 'zod';
import type { MandateChoiceResponse } from '@/lib/api/mandates';
import { MANDATE_MODES } from '@/lib/transactions/chosen-mandate';
import { withSession } from '@/server/http/handler';
import { chooseMandate } from '@/server/services/mandates/mandates';

const body = z.object({
  mode: z.enum(MANDATE_MODES),
  acno: z.string().regex(/^\d{1,20}$/),
  umrn: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
});

/**
 * POST ?f=… { mode, acno, umrn }: keeps the selected mandate as the flow's side draft, after reading
 * the folio's mandates again for the flow's investor, and answers where the SIP form of its mode is.
 */
export const POST = withSession({ needs: 'initiate', body, investor: 'flow' }, async ({ body: choice, investor }, auth): Promise<MandateChoiceResponse> => {
  return chooseMandate(auth, investor, choice);
});
