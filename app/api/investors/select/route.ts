import { selectInvestorBody } from '@/lib/api/investor-bodies';
import type { SelectInvestorResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { selectForMailBack } from '@/server/services/investors/investors';

/** POST { pan, purpose }: remembers the investor for the mail-back statement pages, whose routes carry no PAN. */
export const POST = withSession({ needs: 'initiate', body: selectInvestorBody, investor: 'pan' }, async ({ investor }, auth): Promise<SelectInvestorResponse> => {
  await selectForMailBack(auth, investor);
  return { ok: true };
});
