'use client';

import { useCallback, useRef, useState } from 'react';
import { bffData } from '@/components/bff/client';
import { useBff } from '@/components/bff/use-bff';
import { INVESTORS_API, type InvestorListItem, type InvestorListResponse, type InvestorPanSearch } from '@/lib/api/investors';
import { INVESTOR_PAGE_SIZE, type InvestorSort, type InvestorTab } from '@/lib/forms/investors/investor-tabs';

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

/** One page as asked: the address, and for a PAN search the body that carries the PAN (never the address). */
interface PageRequest {
  url: string;
  body?: InvestorPanSearch;
}

function pageRequest(q: InvestorListQueryState, offset: number, fresh: boolean): PageRequest {
  if (q.pan) {
    const body: InvestorPanSearch = { tab: q.tab, pan: q.pan, offset, limit: INVESTOR_PAGE_SIZE };
    if (q.sort) body.sort = q.sort;
    if (fresh) body.fresh = '1';
    return { url: INVESTORS_API, body };
  }
  const params = new URLSearchParams({ tab: q.tab, offset: String(offset), limit: String(INVESTOR_PAGE_SIZE) });
  if (q.name) params.set('name', q.name);
  if (q.sort) params.set('sort', q.sort);
  if (fresh) params.set('fresh', '1');
  return { url: `${INVESTORS_API}?${params}` };
}

const fetchPage = ({ url, body }: PageRequest) => bffData<InvestorListResponse>(url, body ? { body } : {});

/** What tells one page apart from another: the address, and a searched PAN (kept in memory only). */
const keyOf = ({ url, body }: PageRequest) => (body ? `${url}#${JSON.stringify(body)}` : url);

export function useInvestorList(q: InvestorListQueryState) {
  // A searched PAN goes in the body, which is part of the read's key (kept in memory only).
  const first = pageRequest(q, 0, q.fresh);
  const head = useBff<InvestorListResponse>([first.url, q.opening ?? 0], {
    body: first.body,
    fallbackData: q.initial ?? undefined,
    revalidateOnMount: !q.initial,
  });
  const base = keyOf(pageRequest(q, 0, false));
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
        fetchPage(pageRequest({ tab, pan, name, sort, fresh: false }, page * INVESTOR_PAGE_SIZE, false)).then(
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
    isLoading: head.loading,
    reload: () => head.mutate(),
    rowAt,
    ensureRange,
  };
}
