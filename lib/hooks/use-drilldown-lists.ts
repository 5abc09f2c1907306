'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import type { InvestorTypeResponse } from '@/app/api/dashboard/investor-types/route';
import type { SipSummaryResponse } from '@/app/api/dashboard/sip-summary/route';
import type { TransactionListResponse } from '@/app/api/dashboard/transactions/route';
import type { InvestorTab } from '@/lib/drilldowns/investor-types';
import type { SipList } from '@/lib/drilldowns/sip-summary';
import type { AuthorisationState } from '@/lib/rules/transaction-windows';
import { getJson, type BffError } from './get-json';

// The dashboard's drill-down lists. The investor may authorise while the distributor looks, so a
// list is read again when the window regains focus; a failure shows Try again instead of silent retries.

const LISTS: SWRConfiguration = { revalidateOnFocus: true, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true };

export const TRANSACTIONS_URL = '/api/dashboard/transactions';

export const transactionsKey = (state: AuthorisationState) => `${TRANSACTIONS_URL}?state=${state}`;

export function useTransactions(state: AuthorisationState) {
  return useSWR<TransactionListResponse, BffError>(transactionsKey(state), getJson, { ...LISTS, keepPreviousData: false });
}

export function useSipSummaryList(list: SipList, page: number) {
  const query = new URLSearchParams({ list, page: String(page) });
  return useSWR<SipSummaryResponse, BffError>(`/api/dashboard/sip-summary?${query}`, getJson, LISTS);
}

export function useInvestorTypeList(tab: InvestorTab, fund: string | null, page: number) {
  const query = new URLSearchParams({ tab, page: String(page) });
  if (fund) query.set('fund', fund);
  return useSWR<InvestorTypeResponse, BffError>(`/api/dashboard/investor-types?${query}`, getJson, LISTS);
}
