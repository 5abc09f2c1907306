import { investorSearchSchema } from '@/lib/forms/investor-search';
import { withSession } from '@/server/http/handler';
import { searchInvestors } from '@/server/services/investor-search';
import type { InvestorListItem } from '@/server/services/investors';

export type InvestorSearchResponse = { rows: InvestorListItem[] };

/** GET /api/investors/search?key=name|pan|folio|mobile|email&value=…: the book's investors that match. */
export const GET = withSession(async (req, auth): Promise<InvestorSearchResponse> => {
  const params = new URL(req.url).searchParams;
  const query = investorSearchSchema.parse({ key: params.get('key') ?? '', value: params.get('value') ?? '' });
  return { rows: await searchInvestors(auth, query) };
});
