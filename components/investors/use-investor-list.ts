'use client';

import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { INVESTORS_API, type InvestorListItem, type InvestorListResponse } from '@/lib/api/investors';
import { INVESTOR_PAGE_SIZE, type InvestorSort, type InvestorTab } from '@/lib/forms/investor-tabs';

// One tab of the investor list, a page at a time: the first page comes with the counts, further pages
// are asked for only when the table scrolls near them. The BFF answers every page from its short cache
// of the registrar's list, so a 20,000-investor book never travels to the browser whole.


export interface InvestorListQueryState {
  tab: InvestorTab;
  pan?: string;
  name?: string;
  /** By name or PAN ('-' descending), across the whole list: the BFF sorts its copy. */
  sort?: InvestorSort;
  /** Ask the registrar again instead of the BFF's cache (the seed reloads the list on a tab change). */
  fresh: boolean;
  /**
   * Which opening of the tab this is. Part of the cache key, so that reopening a tab always asks again:
   * SWR would otherwise serve a request it made moments ago for the same address.
   */
  opening?: number;
  /** Page 1 as the server rendered it (from the BFF's copy): shown at once, not asked for again. */
  initial?: InvestorListResponse | null;
}

function listUrl(q: InvestorListQueryState, offset: number, fresh: boolean): string {
  const params = new URLSearchParams({ tab: q.tab, offset: String(offset), limit: String(INVESTOR_PAGE_SIZE) });
  if (q.pan) params.set('pan', q.pan);
  if (q.name) params.set('name', q.name);
  if (q.sort) params.set('sort', q.sort);
  if (fresh) params.set('fresh', '1');
  return `${INVESTORS_API}?${params}`;
}

export function useInvestorList(q: InvestorListQueryState) {
  const head = useSWR<InvestorListResponse, BffError, [string, number]>([listUrl(q, 0, q.fresh), q.opening ?? 0], ([url]) => bffData(url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    fallbackData: q.initial ?? undefined,
    revalidateOnMount: !q.initial,
  });
  const base = listUrl(q, 0, false);
  const [pages, setPages] = useState<{ base: string; rows: Map<number, InvestorListItem[]> }>({ base, rows: new Map() });
  // Keys carry the tab and search, so pages of another tab or search are never mixed in.
  const asked = useRef(new Set<string>());
  const current = pages.base === base ? pages.rows : null;
  const { tab, pan, name, sort } = q;

  const rowAt = useCallback(
    (index: number): InvestorListItem | undefined => {
      const page = Math.floor(index / INVESTOR_PAGE_SIZE);
      const rows = page === 0 ? head.data?.rows : current?.get(page);
      return rows?.[index % INVESTOR_PAGE_SIZE];
    },
    [head.data, current],
  );

  /** Loads the pages that hold rows first…last, each at most once. */
  const ensureRange = useCallback(
    (first: number, last: number) => {
      for (let page = Math.max(1, Math.floor(first / INVESTOR_PAGE_SIZE)); page <= Math.floor(last / INVESTOR_PAGE_SIZE); page++) {
        const key = `${base}#${page}`;
        if (asked.current.has(key)) continue;
        asked.current.add(key);
        bffData<InvestorListResponse>(listUrl({ tab, pan, name, sort, fresh: false }, page * INVESTOR_PAGE_SIZE, false)).then(
          (res) =>
            setPages((prev) => {
              const rows = prev.base === base ? new Map(prev.rows) : new Map<number, InvestorListItem[]>();
              rows.set(page, res.rows);
              return { base, rows };
            }),
          // A failed page is asked for again when it next comes into view.
          () => asked.current.delete(key),
        );
      }
    },
    [base, tab, pan, name, sort],
  );

  return {
    data: head.data,
    error: head.error,
    isLoading: head.isLoading,
    reload: () => head.mutate(),
    rowAt,
    ensureRange,
  };
}
