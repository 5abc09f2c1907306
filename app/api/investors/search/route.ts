import type { InvestorSearchResponse } from '@/lib/api/investors';
import { investorSearchSchema } from '@/lib/forms/investors/investor-search';
import { withSession } from '@/server/http/handler';
import { searchInvestors } from '@/server/services/investors/investor-search';
import { z } from 'zod';

// The key stays in the address, where the flag's one rule reads it (lib/routes.ts: no name search for
// a limited flag); the value (a PAN, mobile, e-mail or folio) is posted, so no access log keeps it.
// An absent key or value reads as empty, so the refusal is the form's own message for it.
const searchKey = z.object({ key: z.string().default('') });
const searchValue = z.object({ value: z.string().default('') });

/** POST /api/investors/search?key=name|pan|folio|mobile|email with `{ value }`: the book's investors that match. */
export const POST = withSession({ needs: 'read', query: searchKey, body: searchValue }, async ({ query, body }, auth): Promise<InvestorSearchResponse> => {
  return { rows: await searchInvestors(auth, investorSearchSchema.parse({ key: query.key, value: body.value })) };
});
