'use client';

import { useEffect, useState } from 'react';
import type { SwitchSchemesResponse } from '@/app/api/transactions/switch/schemes/route';
import { callBff } from '@/components/transactions/bff';

export type SwitchInChoice = SwitchSchemesResponse['schemes'][number];

export interface SwitchInList {
  schemes: SwitchInChoice[];
  loading: boolean;
  error: string | null;
}

export interface RestoredSwitchIn {
  folio: string;
  category: string;
  schemes: SwitchInChoice[];
}

/** The schemes of a category the folio may switch into; a restored draft's list comes with the page. */
export function useSwitchSchemes(folio: string, category: string, initial: RestoredSwitchIn | null): SwitchInList {
  const preloaded = initial && initial.folio === folio && initial.category === category ? initial.schemes : null;
  const key = `${folio}|${category}`;
  const [state, setState] = useState<{ key: string; list: SwitchInList } | null>(null);

  useEffect(() => {
    if (!folio || !category || preloaded) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ folio, category });
    callBff<SwitchSchemesResponse>(`/api/transactions/switch/schemes?${query}`, { signal: controller.signal })
      .then((r) => setState({ key, list: r.ok ? { schemes: r.data.schemes, loading: false, error: null } : { schemes: [], loading: false, error: r.message } }))
      .catch(() => undefined); // aborted: another folio or category was chosen
    return () => controller.abort();
  }, [folio, category, key, preloaded]);

  if (!folio || !category) return { schemes: [], loading: false, error: null };
  if (preloaded) return { schemes: preloaded, loading: false, error: null };
  return state?.key === key ? state.list : { schemes: [], loading: true, error: null };
}
