'use client';

import { useEffect, useState } from 'react';
import { bffData } from '@/components/bff/client';
import { NEW_INVESTOR_SIP_MINIMUM_API, type SipMinimumResponse } from '@/lib/api/new-investor';
import type { AmountRule } from '@/lib/rules/amount';

/**
 * The iSIP's minimum instalment and multiple for the scheme at the frequency (the seed: picking a
 * frequency loads the minimum amount, getMinimumAmount); null until it has come, or when there is none.
 */
export function useSipMinimum(type: string | undefined, scheme: string | undefined, frequency: string | undefined): AmountRule | null {
  const [loaded, setLoaded] = useState<{ key: string; rule: AmountRule | null }>({ key: '', rule: null });
  const key = type === 'iSIP' && scheme && frequency ? `${scheme}|${frequency}` : '';

  useEffect(() => {
    if (!key) return;
    let live = true;
    const [s, f] = key.split('|') as [string, string];
    void bffData<SipMinimumResponse>(`${NEW_INVESTOR_SIP_MINIMUM_API}?scheme=${encodeURIComponent(s)}&frequency=${encodeURIComponent(f)}`).then(
      (r) => live && setLoaded({ key, rule: r.rule }),
      () => live && setLoaded({ key, rule: null }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  return loaded.key === key ? loaded.rule : null;
}
