'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SubmitResponse } from '@/app/api/transactions/lumpsum/route';
import { confirmRoute, flowHref, type DigitalKind } from '@/lib/transactions/routes';
import { callBff, newConfirmKey } from './bff';

type SetError = (name: never, error: { type: string; message: string }) => void;

/**
 * Submits a purchase form: the BFF checks it again, records it upstream and keeps the draft; then the
 * confirm screen opens. Each submission makes the draft's idempotency key, which every confirmation of
 * that draft (a retry, a second tab) carries.
 */
export function useTransactionSubmit(kind: DigitalKind, f: string, fields: readonly string[]) {
  const router = useRouter();
  const [banner, setBanner] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function submit(values: object, setError: SetError) {
    setBanner(null);
    const result = await callBff<SubmitResponse>(`/api/transactions/${kind}`, { body: { f, confirmKey: newConfirmKey(), values } });
    if (result.ok) {
      // The button stays busy until the confirm screen is there, so a second click cannot resubmit.
      setLeaving(true);
      router.push(flowHref(confirmRoute(kind), f));
      return;
    }
    const known = Object.entries(result.fieldErrors).filter(([name]) => fields.includes(name));
    for (const [name, message] of known) setError(name as never, { type: 'server', message });
    if (known.length === 0) setBanner(result.message);
  }

  return { banner, leaving, submit };
}
