import { z } from 'zod';
import type { ModificationDatesResponse } from '@/lib/api/sip-changes';
import { SIPM_MESSAGES } from '@/lib/forms/sip/sip-modification';
import { withSession } from '@/server/http/handler';
import { requireLiveSip } from '@/server/services/sip/sip-changes';
import { modificationDates } from '@/server/services/sip/sip-modification-facts';

const query = z.object({
  ihno: z.string().regex(/^\d{1,12}$/, SIPM_MESSAGES.noSip),
  scheme: z.string().trim().regex(/^[^~]{1,10}~[^~]{1,10}~[^~]{1,10}~[^~]{1,10}$/, SIPM_MESSAGES.scheme),
  frequency: z.enum(['M', 'Q'], SIPM_MESSAGES.frequency),
  sipDay: z.string().regex(/^([1-9]|1\d|2[0-8])$/, SIPM_MESSAGES.sipDayMandatory),
  installments: z.string().regex(/^\d{0,4}$/, SIPM_MESSAGES.installments),
});

/**
 * GET ?f=…&ihno=…&scheme=…&frequency=M|Q&sipDay=…&installments=… (empty for perpetual): the modified
 * SIP's first and last instalment as the registrar computes them (/ISIPModificationDates).
 */
export const GET = withSession({ needs: 'initiate', query, investor: 'flow' }, async ({ query: q, investor }, auth): Promise<ModificationDatesResponse> => {
  const sip = await requireLiveSip(auth, investor, q.ihno);
  return modificationDates(auth, sip, q);
});
