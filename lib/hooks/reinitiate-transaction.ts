'use client';

import type { ReinitiateResponse } from '@/app/api/dashboard/transactions/[ihno]/reinitiate/route';
import { BffError } from './get-json';

const FALLBACK = 'Something went wrong ';

/**
 * Asks the BFF to reinitiate an expired transaction. `key` is the idempotency key of this attempt:
 * the caller keeps it for the row, so a repeat gets the first answer instead of a second transaction.
 */
export async function reinitiateTransaction(ihno: string, key: string): Promise<ReinitiateResponse> {
  let res: Response;
  try {
    res = await fetch(`/api/dashboard/transactions/${encodeURIComponent(ihno)}/reinitiate`, {
      method: 'POST',
      headers: { accept: 'application/json', 'idempotency-key': key },
    });
  } catch {
    throw new BffError(0, FALLBACK);
  }
  const body = (await res.json().catch(() => null)) as (ReinitiateResponse & { message?: string }) | null;
  // A full load on purpose: the proxy clears the stale cookie on /login?expired=1.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (res.status === 401) window.location.assign('/login?expired=1');
  if (!res.ok || !body?.ihno) throw new BffError(res.status, body?.message || FALLBACK);
  return body;
}
