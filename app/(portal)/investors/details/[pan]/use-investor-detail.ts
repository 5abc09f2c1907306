'use client';

import { useBff } from '@/components/bff/use-bff';
import {
  INVESTOR_API,
  type InvestorDetailResponse,
  type InvestorProblemsResponse,
  type InvestorRef,
  type UpcomingSipsResponse,
} from '@/lib/api/investors';

// One investor's detail and upcoming SIPs. No refetch on focus (useBff's default): the figures move once
// a day, and a refetch would also move the investor up the Recent list again. The PAN is posted, never
// put in the address; it is part of each read's key.

const about = (pan: string): InvestorRef => ({ pan });

export function useInvestorDetail(pan: string) {
  return useBff<InvestorDetailResponse>(INVESTOR_API.detail, { body: about(pan) });
}

export function useUpcomingSips(pan: string) {
  return useBff<UpcomingSipsResponse>(INVESTOR_API.sips, { body: about(pan) });
}

/** What stops the investor from transacting, as Today lists it. */
export function useInvestorProblems(pan: string) {
  return useBff<InvestorProblemsResponse>(INVESTOR_API.problems, { body: about(pan) });
}
