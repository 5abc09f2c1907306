import { z } from 'zod';
import type { SchemesResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { newPurchaseChoices, otherSchemeChoices } from '@/server/services/purchase/purchase-lists';

const query = z.object({ category: z.string().trim().min(1).max(60), folio: z.string().regex(/^\d{1,20}$/).optional() });

/** GET ?category=…: schemes open for a new purchase; with &folio=…: the category's schemes that folio does not hold. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<SchemesResponse> => ({
  schemes: q.folio ? await otherSchemeChoices(auth, q.folio, q.category) : await newPurchaseChoices(q.category),
}));
