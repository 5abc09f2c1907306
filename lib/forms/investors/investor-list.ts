import { z } from 'zod';
import { isValidPan, PAN_MESSAGE } from '@/lib/rules/pan';

// The investor list (seed 000, "Investors (Transact) screen"): tabs ALL, FAVOURITE and RECENT and a
// PAN search box. The same rules run in the browser (the search form) and in the BFF (the list query).

import { INVESTOR_PAGE_MAX, INVESTOR_SORTS, INVESTOR_TABS, NAME_SEARCH_MESSAGE, NAME_SEARCH_MIN, PAN_OR_NAME_MESSAGE } from './investor-tabs';

export {
  INVESTOR_PAGE_MAX,
  INVESTOR_PAGE_SIZE,
  INVESTOR_TAB_LABELS,
  INVESTOR_TABS,
  investorCaption,
  NAME_SEARCH_MESSAGE,
  NAME_SEARCH_MIN,
  NO_INVESTORS_MESSAGE,
  PAN_OR_NAME_MESSAGE,
  type InvestorTab,
} from './investor-tabs';

const panText = z.string().trim().toUpperCase();

/** The PAN box: an empty box lists the whole tab again; anything else must be a PAN. */
export const investorPanSearchSchema = z.object({
  pan: panText.refine((v) => v === '' || isValidPan(v), PAN_MESSAGE),
});
export type InvestorPanSearchInput = z.input<typeof investorPanSearchSchema>;


const listFields = z.object({
  tab: z.enum(INVESTOR_TABS).default('A'),
  pan: panText.refine(isValidPan, PAN_MESSAGE).optional(),
  name: z.string().trim().min(NAME_SEARCH_MIN, NAME_SEARCH_MESSAGE).max(60, NAME_SEARCH_MESSAGE).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(INVESTOR_PAGE_MAX).default(50),
  /** By name or PAN, '-' descending; the registrar's order when absent. */
  sort: z.enum(INVESTOR_SORTS).optional(),
  /** '1' when a tab is opened: the seed reloads the list on every tab change. */
  fresh: z.enum(['0', '1']).default('0'),
});
const oneSearch = (q: { pan?: string; name?: string }) => !(q.pan && q.name);

/** The list as the BFF reads it: a tab, at most one search, and a window of rows. */
export const investorListQuerySchema = listFields.refine(oneSearch, { message: PAN_OR_NAME_MESSAGE, path: ['pan'] });
/** POST /api/investors: the PAN search, posted so that the PAN stays out of addresses (a name is searched by GET). */
export const investorPanSearchBodySchema = listFields.omit({ name: true }).extend({ pan: panText.refine(isValidPan, PAN_MESSAGE) });
/** POST /api/investors/export: the same tab, search and order, every row. */
export const investorListExportSchema = listFields.pick({ tab: true, pan: true, name: true, sort: true }).refine(oneSearch, { message: PAN_OR_NAME_MESSAGE, path: ['pan'] });
export type InvestorListQuery = z.output<typeof investorListQuerySchema>;

/** Reads the list query from URL search parameters (GET /api/investors); an empty parameter counts as absent. */
export function parseInvestorListQuery(params: URLSearchParams): InvestorListQuery {
  const raw = Object.fromEntries([...params].filter(([, v]) => v.trim() !== ''));
  return investorListQuerySchema.parse(raw);
}
