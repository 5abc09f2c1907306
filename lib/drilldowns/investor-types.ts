// Route state of /dashboard/investorType: `?tab=New|Inactive|Active&fund=<fund code>&type=
// SIP_SUMMARY|AUM_SUMMARY`. The dashboard's per-fund investor cards link here with investorTypeHref.

export const INVESTOR_TYPE_PATH = '/dashboard/investorType';

export type InvestorTab = 'New' | 'Inactive' | 'Active';
export type SummaryType = 'AUM_SUMMARY' | 'SIP_SUMMARY';

export const INVESTOR_TABS: readonly { id: InvestorTab; label: string }[] = [
  { id: 'New', label: 'New' },
  { id: 'Inactive', label: 'Inactive' },
  { id: 'Active', label: 'Active' },
];

export const SUMMARY_LABELS: Record<SummaryType, string> = { AUM_SUMMARY: 'AUM SUMMARY', SIP_SUMMARY: 'SIP SUMMARY' };

/** A fund house's code as the registrar writes it. */
export const FUND_CODE_PATTERN = /^\d{1,5}$/;

export interface InvestorTypeState {
  tab: InvestorTab;
  /** null: the portal's own fund. */
  fund: string | null;
  type: SummaryType;
}

export function investorTypeState(query: { get(name: string): string | null }): InvestorTypeState {
  const tab = query.get('tab')?.trim().toLowerCase();
  const fund = query.get('fund')?.trim() ?? '';
  return {
    tab: INVESTOR_TABS.find((t) => t.id.toLowerCase() === tab)?.id ?? 'New',
    fund: FUND_CODE_PATTERN.test(fund) ? fund : null,
    type: query.get('type')?.trim().toUpperCase() === 'SIP_SUMMARY' ? 'SIP_SUMMARY' : 'AUM_SUMMARY',
  };
}

export function investorTypeHref(state: InvestorTypeState): string {
  const query = new URLSearchParams({ tab: state.tab });
  if (state.fund) query.set('fund', state.fund);
  query.set('type', state.type);
  return `${INVESTOR_TYPE_PATH}?${query.toString()}`;
}
