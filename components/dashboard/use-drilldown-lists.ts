'use client';

import { useBff } from '@/components/bff/use-bff';
import {
  investorTypesPath,
  sipSummaryPath,
  transactionsPath,
  type InvestorTypeResponse,
  type SipSummaryResponse,
  type TransactionListResponse,
} from '@/lib/api/dashboard-lists';
import type { InvestorTab } from '@/lib/drilldowns/investor-types';
import type { SipList } from '@/lib/drilldowns/sip-summary';
import type { AuthorisationState } from '@/lib/rules/transaction-windows';

// The dashboard's drill-down lists. The investor may authorise while the distributor looks, so a
// list is read again when the window regains focus; a failure shows Try again instead of silent retries.

const LISTS = { revalidateOnFocus: true, keepPreviousData: true } as const;

export function useTransactions(state: AuthorisationState) {
  return useBff<TransactionListResponse>(transactionsPath(state), { ...LISTS, keepPreviousData: false });
}

export function useSipSummaryList(list: SipList, page: number) {
  return useBff<SipSummaryResponse>(sipSummaryPath(list, page), LISTS);
}

export function useInvestorTypeList(tab: InvestorTab, fund: string | null, page: number) {
  return useBff<InvestorTypeResponse>(investorTypesPath(tab, fund, page), LISTS);
}
