'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { bff } from '@/components/bff/client';
import { INVESTOR_API, type InitiateRequest, type InitiateResponse } from '@/lib/api/investors';
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
      const answer = await bff<InitiateResponse>(INVESTOR_API.initiate, { body: { pan, from } satisfies InitiateRequest });
      const res = answer.ok ? answer.data : null;
      if (res?.outcome === 'ready') {
        router.push(transactionTypesPath(prefix));
        return;
      }
      if (!answer.ok) setError(answer.message);
      else if (res) setPrompt(res.outcome === 'kyc' ? { kind: 'kyc', message: res.message, next: res.next } : { kind: 'fatca', message: res.message, url: res.url });
      setBusyPan(null);
    },
    [from, prefix, router],
  );

  return { start, busyPan, prompt, closePrompt: () => setPrompt(null), error, clearError: () => setError(null) };
}
