'use client';

import { useBffList, type BffList } from '@/components/bff/useBffList';
import { schemesPath, type SchemeChoice, type SchemesResponse } from '@/lib/api/transactions';

export type SchemeList = BffList<SchemeChoice>;

const pick = (d: SchemesResponse) => d.schemes;

/**
 * The schemes of a category: open for a new purchase, or (with a folio) those the folio does not hold.
 * `initial` is what the page already loaded for a restored draft, so its scheme shows at once.
 */
export function useSchemes(category: string, folio: string | null, initial?: { category: string; folio: string | null; schemes: SchemeChoice[] }): SchemeList {
  const preloaded = initial && initial.category === category && initial.folio === folio ? initial.schemes : null;
  return useBffList(category ? schemesPath(category, folio) : null, pick, preloaded);
}
