import type { AuthorisationState } from '@/lib/rules/transaction-windows';

// Route state of /dashboard/transaction-summary: `?tab=P|A|E`, pending by default. The dashboard's
// authorisation cards link here with transactionSummaryHref.

export const TRANSACTION_SUMMARY_PATH = '/dashboard/transaction-summary';

export const TRANSACTION_TABS: readonly { id: AuthorisationState; label: string; status: string }[] = [
  { id: 'P', label: 'Authorization Pending', status: 'Pending' },
  { id: 'A', label: 'Authorization Approved', status: 'Approved' },
  { id: 'E', label: 'Authorization Expired', status: 'Expired' },
];

export function transactionTab(value: string | null | undefined): AuthorisationState {
  const upper = value?.trim().toUpperCase();
  return upper === 'A' || upper === 'E' ? upper : 'P';
}

export const transactionSummaryHref = (tab: AuthorisationState = 'P') => `${TRANSACTION_SUMMARY_PATH}?tab=${tab}`;

/** What the reinitiate alert says (seed 000 section 8). */
export const reinitiatedMessage = (ihno: string) => `Successfully Reinitiated Transaction with transaction number ${ihno}`;

export const LINK_COPIED_MESSAGE = 'Link copied successfully';
