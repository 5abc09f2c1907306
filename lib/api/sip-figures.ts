// The dashboard's SIP SUMMARY tab: the book's SIP figures, each leading to its list on
// /dashboard/SipSummaryTypes.

export const SIP_FIGURES_API = '/api/dashboard/sip-figures';

export interface SipFigures {
  expiringNextMonth: number;
  closedThisMonth: number;
  /** Rupees a month across the live SIPs. */
  monthlyInvestment: number;
  clientsWithSip: number;
  clientsWithoutSip: number;
}
