import type { UpcomingSipsResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorSips } from '@/server/services/investors/investor-detail';

/** POST { pan }: the investor's upcoming SIPs. A PAN outside the book has none here, as the registrar answers it. */
export const POST = withSession({ needs: 'read', investor: 'pan', outsideBook: 'none' }, async ({ investor }, auth): Promise<UpcomingSipsResponse> => {
  return { sips: investor ? await investorSips(auth, investor) : [] };
});
