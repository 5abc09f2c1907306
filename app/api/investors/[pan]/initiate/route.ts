import { z } from 'zod';
import { readJson, withSession } from '@/server/http/handler';
import { initiateInvestment, type InitiateOutcome } from '@/server/services/investor-initiate';
import { panFromRoute } from '@/server/services/investors';

export type InitiateRequest = { from: 'detail' | 'list' };
export type InitiateResponse = InitiateOutcome;

const body = z.object({ from: z.enum(['detail', 'list']) });

/** POST: runs the checks before an investment; 'ready' means the PAN is sealed into the transaction flow. */
export const POST = withSession<InitiateResponse, { pan: string }>(async (req, auth, params) => {
  const pan = panFromRoute(params.pan);
  const { from } = body.parse(await readJson(req));
  return initiateInvestment(auth, pan, { taxCheck: from === 'detail' });
});
