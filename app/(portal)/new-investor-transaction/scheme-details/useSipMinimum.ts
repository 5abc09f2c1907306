'use client';

import { useBffList } from '@/components/bff/useBffList';
import { NEW_INVESTOR_SIP_MINIMUM_API, type SipMinimumResponse } from '@/lib/api/new-investor';
import type { AmountRule } from '@/lib/rules/amount';

const pickRule = (r: SipMinimumResponse) => (r.rule ? [r.rule] : []);

/**
 * The iSIP's minimum instalment and multiple for the scheme at the frequency (the seed: picking a
 * frequency loads the minimum amount, getMinimumAmount); null until it has come, or when there is none.
 */
export function useSipMinimum(type: string | undefined, scheme: string | undefined, frequency: string | undefined): AmountRule | null {
  const asked = type === 'iSIP' && scheme && frequency;
  const rule = useBffList(asked ? `${NEW_INVESTOR_SIP_MINIMUM_API}?scheme=${encodeURIComponent(scheme)}&frequency=${encodeURIComponent(frequency)}` : null, pickRule);
  return rule.items[0] ?? null;
}
