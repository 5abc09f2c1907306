'use client';

import useSWR from 'swr';
import type { InvestorDetailResponse } from '@/app/api/investors/[pan]/route';
import type { UpcomingSipsResponse } from '@/app/api/investors/[pan]/sips/route';
import { BffError, getJson, investorApi } from './investor-bff';

// One investor's detail and upcoming SIPs. No refetch on focus: the figures move once a day, and a
// refetch would also move the investor up the Recent list again.

const CALM = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export function useInvestorDetail(pan: string) {
  return useSWR<InvestorDetailResponse, BffError>(investorApi(pan), getJson, CALM);
}

export function useUpcomingSips(pan: string) {
  return useSWR<UpcomingSipsResponse, BffError>(investorApi(pan, '/sips'), getJson, CALM);
}
