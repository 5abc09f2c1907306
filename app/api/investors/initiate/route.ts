import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { initiateBody } from '@/lib/api/investor-bodies';
import type { InitiateResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { initiateInvestment } from '@/server/services/investors/investor-initiate';

/** POST { pan, from }: runs the checks before an investment; 'ready' means the PAN is sealed into the transaction flow. */
export const POST = withSession({ needs: ACTION_NEEDS.initiateInvestment, body: initiateBody, investor: 'pan' }, async ({ body, investor }, auth): Promise<InitiateResponse> => {
  return initiateInvestment(auth, investor.pan, { taxCheck: body.from === 'detail' });
});
