import { useBff } from '@/components/bff/use-bff';
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
// category or scheme drops its data. NAVs are struck once a day and the scheme master rarely changes:
// no refetch on focus or reconnect (useBff's default).

export function useNavCategories(initial: string[] | null) {
  return useBff<NavCategoriesResponse>(NAV_CATEGORIES_API, { preloaded: initial ? { categories: initial } : null });
}

export function useNavSchemes(category: string) {
  return useBff<NavSchemesResponse>(category ? navSchemesPath(category) : null);
}

export function useNavGraph(scheme: string | null, range: NavRangeCode) {
  return useBff<NavGraphResponse>(scheme ? navGraphPath(scheme, range) : null);
}
