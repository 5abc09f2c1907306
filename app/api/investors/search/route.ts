import type { InvestorSearchResponse } from '@/lib/api/investors';
import { investorSearchSchema } from '@/lib/forms/investor-search';
import { withSession } from '@/server/http/handler';
import { z } from 'zod';

// An absent key or value reads as empty, so the refusal is the form's own message for it.
const searchQuery = z.object({ key: z.string().default(''), value: z.string().default('') }).pipe(investorSearchSchema);
import { searchInvestors } from '@/server/services/investors/investor-search';

/** GET /api/investors/search?key=name|pan|folio|mobile|email&value=…: the book's investors that match. */
export const GET = withSession({ query: searchQuery }, async ({ query }, auth): Promise<InvestorSearchResponse> => {
  return { rows: await searchInvestors(auth, query) };
});
