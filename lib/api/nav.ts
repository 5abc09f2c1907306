import type { NavPoint, NavRangeCode } from '@/lib/rules/nav';

// The NAV page's BFF calls: addresses and answers shared by the route handlers and the page.

export const NAV_CATEGORIES_API = '/api/nav/categories';

export const navSchemesPath = (category: string) => `/api/nav/schemes?category=${encodeURIComponent(category)}`;

export const navGraphPath = (scheme: string, range: NavRangeCode) => `/api/nav/graph?${new URLSearchParams({ scheme, range })}`;

export interface NavSchemeOption {
  /** 'fund~scheme~plan~option', as the registrar's scheme list has it. */
  value: string;
  label: string;
}

export type NavCategoriesResponse = { categories: string[] };
export type NavSchemesResponse = { schemes: NavSchemeOption[] };
/** The scheme's NAVs over the range, oldest first (the graph's order; the table reverses it). */
export type NavGraphResponse = { points: NavPoint[] };
