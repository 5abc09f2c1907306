import { initiateBody } from '@/lib/api/investor-bodies';
import type { InitiateResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { initiateInvestment } from '@/server/services/investor-initiate';
import { z } from 'zod';

const panParams = z.object({ pan: z.string() });
import { panFromRoute } from '@/server/services/investors';

/** POST: runs the checks before an investment; 'ready' means the PAN is sealed into the transaction flow. */
export const POST = withSession({ params: panParams, body: initiateBody }, async ({ params, body }, auth): Promise<InitiateResponse> => {
  return initiateInvestment(auth, panFromRoute(params.pan), { taxCheck: body.from === 'detail' });
});
