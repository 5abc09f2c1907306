import { z } from 'zod';
import { withSession } from '@/server/http/handler';
import { newPurchaseChoices, otherSchemeChoices, type SchemeChoice } from '@/server/services/purchase-lists';

export type SchemesResponse = { schemes: SchemeChoice[] };

const query = z.object({ category: z.string().trim().min(1).max(60), folio: z.string().regex(/^\d{1,20}$/).optional() });

/** GET ?category=…: schemes open for a new purchase; with &folio=…: the category's schemes that folio does not hold. */
export const GET = withSession<SchemesResponse>(async (req, auth) => {
  const url = new URL(req.url);
  const q = query.parse({ category: url.searchParams.get('category') ?? '', folio: url.searchParams.get('folio') ?? undefined });
  return { schemes: q.folio ? await otherSchemeChoices(auth, q.folio, q.category) : await newPurchaseChoices(q.category) };
});
