import { z } from 'zod';
import type { SipPeriodResponse } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { sipPeriod } from '@/server/services/onboarding/new-investor-scheme';

const body = z.object({
  scheme: z.string().trim().max(40),
  frequency: z.string().trim().regex(/^[A-Z]{1,3}$/),
  sipDay: z.string().trim().regex(/^\d{1,2}$/),
  installments: z.string().trim().max(6),
});

/** POST: the SIP period (CalcSIPEnddt) for the day, frequency and installments. */
export const POST = withSession({ needs: 'initiate', body }, async ({ body: b }, auth): Promise<SipPeriodResponse> => sipPeriod(auth, b));
