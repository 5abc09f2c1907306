import type { InvestorProblemsResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorProblemsView } from '@/server/services/investors/investor-problems';

/** POST { pan }: what stops the investor, as Today lists it. A PAN outside the book has nothing here. */
export const POST = withSession({ needs: 'read', investor: 'pan', outsideBook: 'none' }, async ({ investor }, auth): Promise<InvestorProblemsResponse> => {
  return investor ? investorProblemsView(auth, investor) : { problems: [] };
});
