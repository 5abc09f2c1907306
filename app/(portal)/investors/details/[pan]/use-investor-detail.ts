'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { investorPath, type InvestorDetailResponse, type InvestorProblemsResponse, type UpcomingSipsResponse } from '@/lib/api/investors';

// One investor's detail and upcoming SIPs. No refetch on focus: the figures move once a day, and a
// refetch would also move the investor up the Recent list again.

const CALM = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export function useInvestorDetail(pan: string) {
  return useSWR<InvestorDetailResponse, BffError>(investorPath(pan), bffData, CALM);
}

export function useUpcomingSips(pan: string) {
  return useSWR<UpcomingSipsResponse, BffError>(investorPath(pan, '/sips'), bffData, CALM);
}

/** What stops the investor from transacting, as Today lists it. */
export function useInvestorProblems(pan: string) {
  return useSWR<InvestorProblemsResponse, BffError>(investorPath(pan, '/problems'), bffData, CALM);
}
