import { isValidPan, PAN_MESSAGE } from '@/lib/rules/pan';

// The investor list's tabs, wording and PAN box check, apart from its schemas (./investor-list.ts) so the
// screens that show the list do not load zod. The schemas state the same rules; a unit test holds them together.

/** The registrar's AllFavFlag values, used as the tab ids. */
export const INVESTOR_TABS = ['A', 'FAV', 'R'] as const;
export type InvestorTab = (typeof INVESTOR_TABS)[number];
/** The list's orders: by name or PAN, '-' for descending (the registrar's order when none). */
export const INVESTOR_SORTS = ['name', '-name', 'pan', '-pan'] as const;
export type InvestorSort = (typeof INVESTOR_SORTS)[number];

export const INVESTOR_TAB_LABELS: Record<InvestorTab, { tab: string; caption: string }> = {
  A: { tab: 'ALL', caption: 'All' },
  FAV: { tab: 'FAVOURITE', caption: 'Favourite' },
  R: { tab: 'RECENT', caption: 'Recent' },
};

/** 'All : 240 Investors' and its equivalents per tab. */
export function investorCaption(tab: InvestorTab, count: number): string {
  return `${INVESTOR_TAB_LABELS[tab].caption} : ${count} Investors`;
}

export const NAME_SEARCH_MESSAGE = 'Please enter a valid Name';
/** A name search starts at four characters (seed 000 section 9). */
export const NAME_SEARCH_MIN = 4;
export const NO_INVESTORS_MESSAGE = 'No Data Found';
export const PAN_OR_NAME_MESSAGE = 'Search by PAN or by name, not both.';

/** Rows per page the BFF answers at most: a page, never the whole book. */
export const INVESTOR_PAGE_MAX = 200;
/** The rows the browser asks for at a time (and the server renders as page 1). */
export const INVESTOR_PAGE_SIZE = 100;

/** The investor list's PAN box: empty lists the whole tab again; anything else must be a PAN. */
export function checkPanSearch({ pan }: { pan: string }): { pan?: string } {
  const v = pan.trim().toUpperCase();
  return v === '' || isValidPan(v) ? {} : { pan: PAN_MESSAGE };
}
