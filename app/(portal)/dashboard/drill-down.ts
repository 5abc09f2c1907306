// Where the dashboard's cards lead. The lists read their state from the query string: the
// transaction summary its tab (E, A or P), the investor-type list its tab, fund and summary type.

export type AuthorisationTab = 'E' | 'A' | 'P';
export type InvestorTypeTab = 'New' | 'Active' | 'Inactive';

export const SIP_SUMMARY_HREF = '/dashboard/SipSummaryTypes';

export function transactionSummaryHref(tab: AuthorisationTab): string {
  return `/dashboard/transaction-summary?${new URLSearchParams({ tab })}`;
}

export function investorTypeHref(tab: InvestorTypeTab, fundCode: string): string {
  return `/dashboard/investorType?${new URLSearchParams({ tab, fund: fundCode, type: 'AUM_SUMMARY' })}`;
}

/** The self mail-back request, opened on one report. */
export function mailbackHref(reportCode: string): string {
  return `/mailBackRequest?${new URLSearchParams({ report: reportCode })}`;
}
