'use client';

import { useRef } from 'react';
import type { OutcomeChecking } from '@/lib/api/transactions';
import { bff, newIdempotencyKey, type BffResult } from './client';
import { sendUntilKnown } from './until-known';

/**
 * Sends a request that makes the registrar send something (a statement mail, an e-KYC mail, an NFO link)
 * with an Idempotency-Key that stays the same while the values do: a double-click or a retry of the same
 * request is answered with the first result and nothing is sent twice; changed values are a new request.
 * A lost answer is checked with the same key until the outcome is known.
 */
export function useSendOnce<T extends object>(url: string): (values: object) => Promise<BffResult<T>> {
  const last = useRef<{ values: string; key: string } | null>(null);
  return (values: object) => {
    const text = JSON.stringify(values);
    if (last.current?.values !== text) last.current = { values: text, key: newIdempotencyKey() };
    const key = last.current.key;
    return sendUntilKnown(() => bff<T | OutcomeChecking>(url, { body: values, idempotencyKey: key }));
  };
}
