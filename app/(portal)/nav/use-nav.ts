import useSWR, { type SWRConfiguration } from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import {
  NAV_CATEGORIES_API,
  navGraphPath,
  navSchemesPath,
  type NavCategoriesResponse,
  type NavGraphResponse,
  type NavSchemesResponse,
} from '@/lib/api/nav';
import type { NavRangeCode } from '@/lib/rules/nav';

// The NAV page's reads from the BFF. A null key means "nothing to load yet", which is how a cleared
// category or scheme drops its data.

// NAVs are struck once a day and the scheme master rarely changes: no refetch on focus or reconnect.
const CALM: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

export function useNavCategories(initial: string[] | null) {
  return useSWR<NavCategoriesResponse, BffError>(NAV_CATEGORIES_API, bffData, {
    ...CALM,
    fallbackData: initial ? { categories: initial } : undefined,
    revalidateOnMount: initial === null,
  });
}

export function useNavSchemes(category: string) {
  return useSWR<NavSchemesResponse, BffError>(category ? navSchemesPath(category) : null, bffData, CALM);
}

export function useNavGraph(scheme: string | null, range: NavRangeCode) {
  return useSWR<NavGraphResponse, BffError>(scheme ? navGraphPath(scheme, range) : null, bffData, CALM);
}
