import { z } from 'zod';
import type { KycLookup } from '@/lib/api/new-investor';
import { PAN_MESSAGE, PAN_PATTERN } from '@/lib/rules/pan';
import { withSession } from '@/server/http/handler';
import { lookupKyc, requireJourney } from '@/server/services/onboarding/new-investor-journey';

const body = z.object({ pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE) });

/** POST: the KRA's answer for a holder's PAN, with the KYC details that fill the holder's fields. */
export const POST = withSession({ needs: 'initiate', body }, async ({ body: b }, auth): Promise<KycLookup> => {
  await requireJourney(auth);
  return lookupKyc(auth, b.pan);
});
