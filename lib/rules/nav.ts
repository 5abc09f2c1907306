import { splitSchemePlan } from '@/lib/forms/scheme-plan';

// The NAV page's ranges and the figures it derives from a NAV series (seed 001, "NAV Graph and NAV Table").

/**
 * The range buttons in the seed's order, with the code each sends upstream. The "1 W" button sends
 * 1D: that is the registrar's code for its one-week window.
 */
export const NAV_RANGE_OPTIONS = [
  { label: '1 W', code: '1D' },
  { label: '1 Mon', code: '1M' },
  { label: '3 Mon', code: '3M' },
  { label: '1 Yr', code: '1Y' },
  { label: '3 Yr', code: '3Y' },
  { label: '5 Yr', code: '5Y' },
] as const;

export type NavRangeCode = (typeof NAV_RANGE_OPTIONS)[number]['code'];
export type NavRangeLabel = (typeof NAV_RANGE_OPTIONS)[number]['label'];

export const NAV_RANGE_CODES = NAV_RANGE_OPTIONS.map((o) => o.code) as [NavRangeCode, ...NavRangeCode[]];
export const DEFAULT_NAV_RANGE: NavRangeCode = '1D';

export const NAV_MESSAGES = {
  prompt: 'Please fill all the details to display NAV Graph/ NAV Table',
  noSchemes: 'No Schemes under this fund',
  noData: 'No Data Found',
} as const;

export function navRangeCode(label: string): NavRangeCode | undefined {
  return NAV_RANGE_OPTIONS.find((o) => o.label === label)?.code;
}

export function navRangeLabel(code: string): NavRangeLabel | undefined {
  return NAV_RANGE_OPTIONS.find((o) => o.code === code)?.label;
}

/** One NAV: the day as DD/MM/YYYY and the value in rupees per unit. */
export interface NavPoint {
  date: string;
  nav: number;
}

export interface NavSummary {
  first: NavPoint;
  last: NavPoint;
  /** last − first, in rupees per unit. */
  change: number;
  /** The change as a percentage of the first NAV; null when the first NAV is zero. */
  changePercent: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** First and last NAV of a series (oldest first) and the change between them; null for no points. */
export function navSummary(points: readonly NavPoint[]): NavSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  // NAVs carry four decimals; rounding there keeps float noise out of "flat".
  // `|| 0` turns a rounded −0 into 0, so an unchanged NAV never reads as a fall.
  const change = Math.round((last.nav - first.nav) * 10_000) / 10_000 || 0;
  return {
    first,
    last,
    change,
    changePercent: first.nav === 0 ? null : (change / first.nav) * 100,
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
}

/** The table lists the newest NAV first. */
export function newestFirst(points: readonly NavPoint[]): NavPoint[] {
  return [...points].reverse();
}

export const NAV_PAGE_SIZE = 25;

export interface NavPage {
  rows: NavPoint[];
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown, for "21–40 of 1,305". */
  from: number;
  to: number;
}

/** One page of rows; a page number out of range is clamped, so a shorter new range never shows a blank page. */
export function pageOf(rows: readonly NavPoint[], page: number, size = NAV_PAGE_SIZE): NavPage {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: current, pages, from: slice.length ? start + 1 : 0, to: start + slice.length };
}

/**
 * Whether the NAV page's choices are complete: `navQuerySchema` (lib/forms/reports/nav-query.ts) without zod, for
 * the page itself; the BFF parses with the schema, and a unit test holds the two to the same answers.
 */
export function isCompleteNavChoice({ category, scheme, range }: { category: string; scheme: string; range: string }): boolean {
  return category.trim() !== '' && splitSchemePlan(scheme) !== null && (NAV_RANGE_CODES as readonly string[]).includes(range);
}
