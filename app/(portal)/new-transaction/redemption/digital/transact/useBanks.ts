'use client';

import { useEffect, useState } from 'react';
import type { BanksResponse } from '@/app/api/transactions/redemption/banks/route';
import { callBff } from '@/components/transactions/bff';

export type BankChoice = BanksResponse['banks'][number];

export interface BankList {
  banks: BankChoice[];
  loading: boolean;
  error: string | null;
}

/** The folio's payout banks (GetRedemptionBankDeatils); a restored draft's folio comes with the page. */
export function useBanks(folio: string, initial: { folio: string; banks: BankChoice[] } | null): BankList {
  const preloaded = initial && initial.folio === folio ? initial.banks : null;
  const [state, setState] = useState<{ folio: string; list: BankList } | null>(null);

  useEffect(() => {
    if (!folio || preloaded) return;
    const controller = new AbortController();
    callBff<BanksResponse>(`/api/transactions/redemption/banks?folio=${encodeURIComponent(folio)}`, { signal: controller.signal })
      .then((r) => setState({ folio, list: r.ok ? { banks: r.data.banks, loading: false, error: null } : { banks: [], loading: false, error: r.message } }))
      .catch(() => undefined); // aborted: another folio was chosen
    return () => controller.abort();
  }, [folio, preloaded]);

  if (!folio) return { banks: [], loading: false, error: null };
  if (preloaded) return { banks: preloaded, loading: false, error: null };
  return state?.folio === folio ? state.list : { banks: [], loading: true, error: null };
}
