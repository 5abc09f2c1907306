'use client';

import { useEffect, useState } from 'react';
import { bff } from './client';

export interface BffList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

const IDLE = { items: [], loading: false, error: null };

/**
 * A list a form reads when a choice above it changes (the schemes of a category, the banks of a folio).
 * `url` null means nothing to read yet; `preloaded` is what the page already read for a restored draft,
 * so its choice shows at once. A newer choice aborts the older read.
 */
export function useBffList<T, R>(url: string | null, pick: (data: R) => T[], preloaded: T[] | null = null): BffList<T> {
  const [state, setState] = useState<{ url: string; list: BffList<T> } | null>(null);

  useEffect(() => {
    if (!url || preloaded) return;
    const controller = new AbortController();
    bff<R>(url, { signal: controller.signal })
      .then((r) => setState({ url, list: r.ok ? { items: pick(r.data), loading: false, error: null } : { items: [], loading: false, error: r.message } }))
      .catch(() => undefined); // aborted: a newer choice is loading
    return () => controller.abort();
    // `pick` is a projection, not an input: a new function each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, preloaded]);

  if (!url) return IDLE;
  if (preloaded) return { items: preloaded, loading: false, error: null };
  return state?.url === url ? state.list : { items: [], loading: true, error: null };
}
