import { z } from 'zod';
import type { SipDatesResponse } from '@/lib/api/sip';
import { SIP_MESSAGES } from '@/lib/forms/sip/sip';
import { withSession } from '@/server/http/handler';
import { sipDates } from '@/server/services/sip/sip-lists';

const query = z.object({
  scheme: z.string().trim().regex(/^[^~]{1,10}~[^~]{1,10}~[^~]{1,10}~[^~]{1,10}$/, SIP_MESSAGES.schemeMandatory),
  frequency: z.enum(['M', 'Q'], SIP_MESSAGES.frequencyMandatory),
  installments: z.string().regex(/^\d{1,3}$/, SIP_MESSAGES.installmentsMax).transform(Number).pipe(z.number().int().min(1, SIP_MESSAGES.installmentsMandatory)),
  sipDay: z.string().regex(/^\d{1,2}$/, SIP_MESSAGES.sipDayMandatory).transform(Number).pipe(z.number().int().min(1, SIP_MESSAGES.sipDayMandatory).max(28, SIP_MESSAGES.sipDayMandatory)),
});

/** GET ?scheme&frequency&installments&sipDay: the first and last instalment the registrar computes (CalcSIPEnddt). */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<SipDatesResponse> => sipDates(auth, q));
