// Route state of /dashboard/SipSummaryTypes: `?tab=` names the list (the dashboard's SIP figures by
// their field names) and, on SIP investments, `&view=CWS|CWOS` the sub-button. The upstream answers one
// list per call, named by SipList.

export const SIP_SUMMARY_PATH = '/dashboard/SipSummaryTypes';

export type SipTab = 'SIP_expired_next_month' | 'SIP_Closed_this_month' | 'Sip_Investments';
export type SipView = 'CWS' | 'CWOS';

export const SIP_TABS: readonly { id: SipTab; label: string }[] = [
  { id: 'SIP_expired_next_month', label: 'SIPs expiring next month' },
  { id: 'SIP_Closed_this_month', label: 'SIPs closed this month' },
  { id: 'Sip_Investments', label: 'SIP investments' },
];

export const SIP_VIEWS: readonly { id: SipView; label: string }[] = [
  { id: 'CWS', label: 'CLIENT WITH SIP' },
  { id: 'CWOS', label: 'CLIENT WITHOUT SIP' },
];

export const SIP_LISTS = ['NEXTMONTH', 'CLOSED', 'CWS', 'CWOS'] as const;
export type SipList = (typeof SIP_LISTS)[number];

/** The seed's text while the SIP tables load. */
export const SIP_LOADING_TEXT = 'loading please wait...';

export function sipTab(value: string | null | undefined): SipTab {
  const asked = value?.trim().toLowerCase();
  return SIP_TABS.find((t) => t.id.toLowerCase() === asked)?.id ?? 'SIP_expired_next_month';
}

export function sipView(value: string | null | undefined): SipView {
  return value?.trim().toUpperCase() === 'CWOS' ? 'CWOS' : 'CWS';
}

export function sipListFor(tab: SipTab, view: SipView): SipList {
  if (tab === 'SIP_expired_next_month') return 'NEXTMONTH';
  if (tab === 'SIP_Closed_this_month') return 'CLOSED';
  return view;
}

export function sipSummaryHref(tab: SipTab = 'SIP_expired_next_month', view?: SipView): string {
  const query = new URLSearchParams({ tab });
  if (tab === 'Sip_Investments' && view) query.set('view', view);
  return `${SIP_SUMMARY_PATH}?${query.toString()}`;
}
