import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { selectInvestorBody } from '@/lib/api/investor-bodies';
import type { SelectInvestorResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { selectForMailBack } from '@/server/services/investors/investors';

/**
 * POST { pan, purpose }: remembers the investor for the mail-back statement pages, whose routes carry no PAN.
 * It needs what those pages need (statements), not initiate: Operations requests statements but initiates nothing.
 */
export const POST = withSession({ needs: ACTION_NEEDS.selectForStatements, body: selectInvestorBody, investor: 'pan' }, async ({ investor }, auth): Promise<SelectInvestorResponse> => {
  await selectForMailBack(auth, investor);
  return { ok: true };
});
