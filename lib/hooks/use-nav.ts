import useSWR, { type SWRConfiguration } from 'swr';
import type { NavCategoriesResponse } from '@/app/api/nav/categories/route';
import type { NavGraphResponse } from '@/app/api/nav/graph/route';
import type { NavSchemesResponse } from '@/app/api/nav/schemes/route';
import type { NavRangeCode } from '@/lib/rules/nav';
import { getJson, type BffError } from './get-json';

// The NAV page's reads from the BFF. A null key means "nothing to load yet", which is how a cleared
// category or scheme drops its data.

// NAVs are struck once a day and the scheme master rarely changes: no refetch on focus or reconnect.
const CALM: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

export function useNavCategories(initial: string[] | null) {
  return useSWR<NavCategoriesResponse, BffError>('/api/nav/categories', getJson, {
    ...CALM,
    fallbackData: initial ? { categories: initial } : undefined,
    revalidateOnMount: initial === null,
  });
}

export function useNavSchemes(category: string) {
  const key = category ? `/api/nav/schemes?category=${encodeURIComponent(category)}` : null;
  return useSWR<NavSchemesResponse, BffError>(key, getJson, CALM);
}

export function useNavGraph(scheme: string | null, range: NavRangeCode) {
  const key = scheme ? `/api/nav/graph?${new URLSearchParams({ scheme, range })}` : null;
  return useSWR<NavGraphResponse, BffError>(key, getJson, CALM);
}
