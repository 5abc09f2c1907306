'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { InitiateRequest, InitiateResponse } from '@/app/api/investors/[pan]/initiate/route';
import { BffError, FALLBACK_MESSAGE, investorApi, sendJson } from '@/lib/hooks/investor-bff';
import { transactionTypesPath } from './row-navigation';

// Starting an investment from the investor list or the detail page. The BFF clears the drafts, checks
// the investor, the KRA and (from the detail page) the tax-identification record; this hook turns its
// answer into the next screen or one of the seed's prompts.

export type InitiatePrompt =
  | { kind: 'kyc'; message: string; next: string }
  | { kind: 'fatca'; message: string; url: string };

export function useInitiateInvestment(from: InitiateRequest['from'], prefix?: string) {
  const router = useRouter();
  const [busyPan, setBusyPan] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<InitiatePrompt | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async (pan: string) => {
      setBusyPan(pan);
      setError(null);
      try {
        const res = await sendJson<InitiateResponse>(investorApi(pan, '/initiate'), 'POST', { from } satisfies InitiateRequest);
        if (res.outcome === 'ready') {
          router.push(transactionTypesPath(prefix));
          return;
        }
        setPrompt(res.outcome === 'kyc' ? { kind: 'kyc', message: res.message, next: res.next } : { kind: 'fatca', message: res.message, url: res.url });
      } catch (err) {
        setError(err instanceof BffError ? err.message : FALLBACK_MESSAGE);
      }
      setBusyPan(null);
    },
    [from, prefix, router],
  );

  return { start, busyPan, prompt, closePrompt: () => setPrompt(null), error, clearError: () => setError(null) };
}
