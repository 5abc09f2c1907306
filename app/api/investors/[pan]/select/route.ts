import { z } from 'zod';
import { readJson, withSession } from '@/server/http/handler';
import { panFromRoute, selectForMailBack } from '@/server/services/investors';

export type SelectInvestorRequest = { purpose: 'mail-back' };
export type SelectInvestorResponse = { ok: true };

const body = z.object({ purpose: z.literal('mail-back') });

/** POST: remembers the investor for the mail-back statement pages, whose routes carry no PAN. */
export const POST = withSession<SelectInvestorResponse, { pan: string }>(async (req, auth, params) => {
  const pan = panFromRoute(params.pan);
  body.parse(await readJson(req));
  await selectForMailBack(auth, pan);
  return { ok: true };
});
