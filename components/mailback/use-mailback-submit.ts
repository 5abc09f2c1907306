'use client';

import { useRef } from 'react';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import type { MailbackRequestResponse } from '@/lib/api/mailback';

/**
 * Sends a mail-back request with an Idempotency-Key that stays the same while the values do: a
 * double-click or a retry of the same request is answered with the first reference, and nothing is
 * mailed twice; changed values are a new request.
 */
export function useMailbackSubmit(url: string) {
  const last = useRef<{ values: string; key: string } | null>(null);
  return (values: object) => {
    const text = JSON.stringify(values);
    if (last.current?.values !== text) last.current = { values: text, key: newIdempotencyKey() };
    return bff<MailbackRequestResponse>(url, { body: values, idempotencyKey: last.current.key });
  };
}
