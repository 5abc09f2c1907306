'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
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

const LISTS: SWRConfiguration = { revalidateOnFocus: true, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true };

export function useTransactions(state: AuthorisationState) {
  return useSWR<TransactionListResponse, BffError>(transactionsPath(state), bffData, { ...LISTS, keepPreviousData: false });
}

export function useSipSummaryList(list: SipList, page: number) {
  return useSWR<SipSummaryResponse, BffError>(sipSummaryPath(list, page), bffData, LISTS);
}

export function useInvestorTypeList(tab: InvestorTab, fund: string | null, page: number) {
  return useSWR<InvestorTypeResponse, BffError>(investorTypesPath(tab, fund, page), bffData, LISTS);
}
