'use client';

import { useEffect, useState } from 'react';
import { bff } from './client';

export interface BffList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

const IDLE = { items: [], loading: false, error: null };

export interface BffListOptions {
  /** A public page's read: a 401 there is an answer, not a lost session. */
  public?: boolean;
  /** Try again: a new number reads the same address again. */
  again?: number;
}

/**
 * A list a form reads when a choice above it changes (the schemes of a category, the banks of a folio,
 * the cities of a state). `url` null means nothing to read yet; `preloaded` is what the page already read
 * for a restored draft, so its choice shows at once. A newer choice aborts the older read. Not SWR
 * (components/bff/use-bff.ts): nothing here is worth caching, and a form page's first load has no room for
 * it (bench/README.md).
 */
export function useBffList<T, R>(url: string | null, pick: (data: R) => T[], preloaded: T[] | null = null, options: BffListOptions = {}): BffList<T> {
  const [state, setState] = useState<{ url: string; again: number; list: BffList<T> } | null>(null);
  const { public: isPublic = false, again = 0 } = options;

  useEffect(() => {
    if (!url || preloaded) return;
    const controller = new AbortController();
    bff<R>(url, { signal: controller.signal, public: isPublic })
      .then((r) => setState({ url, again, list: r.ok ? { items: pick(r.data), loading: false, error: null } : { items: [], loading: false, error: r.message } }))
      .catch(() => undefined); // aborted: a newer choice is loading
    return () => controller.abort();
    // `pick` is a projection, not an input: a new function each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, preloaded, isPublic, again]);

  if (!url) return IDLE;
  if (preloaded) return { items: preloaded, loading: false, error: null };
  return state?.url === url && state.again === again ? state.list : { items: [], loading: true, error: null };
}
