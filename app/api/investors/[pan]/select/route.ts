import { selectInvestorBody } from '@/lib/api/investor-bodies';
import type { SelectInvestorResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { z } from 'zod';

const panParams = z.object({ pan: z.string() });
import { panFromRoute, selectForMailBack } from '@/server/services/investors';

/** POST: remembers the investor for the mail-back statement pages, whose routes carry no PAN. */
export const POST = withSession({ params: panParams, body: selectInvestorBody }, async ({ params }, auth): Promise<SelectInvestorResponse> => {
  await selectForMailBack(auth, panFromRoute(params.pan));
  return { ok: true };
});
