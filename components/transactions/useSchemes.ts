'use client';

import { useEffect, useState } from 'react';
import type { SchemesResponse } from '@/app/api/transactions/schemes/route';
import { callBff } from './bff';

export type SchemeChoice = SchemesResponse['schemes'][number];

export interface SchemeList {
  schemes: SchemeChoice[];
  loading: boolean;
  error: string | null;
}

/**
 * The schemes of a category: open for a new purchase, or (with a folio) those the folio does not hold.
 * `initial` is what the page already loaded for a restored draft, so its scheme shows at once.
 */
export function useSchemes(category: string, folio: string | null, initial?: { category: string; folio: string | null; schemes: SchemeChoice[] }): SchemeList {
  const preloaded = initial && initial.category === category && initial.folio === folio ? initial.schemes : null;
  const [state, setState] = useState<{ key: string; list: SchemeList } | null>(null);
  const key = `${category}|${folio ?? ''}`;

  useEffect(() => {
    if (!category || preloaded) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ category, ...(folio ? { folio } : {}) });
    callBff<SchemesResponse>(`/api/transactions/schemes?${query}`, { signal: controller.signal })
      .then((result) =>
        setState({
          key,
          list: result.ok ? { schemes: result.data.schemes, loading: false, error: null } : { schemes: [], loading: false, error: result.message },
        }),
      )
      .catch(() => undefined); // aborted: a newer category is loading
    return () => controller.abort();
  }, [category, folio, key, preloaded]);

  if (!category) return { schemes: [], loading: false, error: null };
  if (preloaded) return { schemes: preloaded, loading: false, error: null };
  return state?.key === key ? state.list : { schemes: [], loading: true, error: null };
}
