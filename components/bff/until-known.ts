import type { OutcomeChecking } from '@/lib/api/transactions';
import type { BffResult } from './client';

/** Waits between automatic checks of an unknown outcome (the same steps everywhere an outcome is checked). */
export const CHECK_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For a request that makes the registrar send something (a statement mail, an e-KYC mail, a link): while
 * the BFF answers that the outcome is being checked (202), the same request with the same key is asked
 * again after each delay; the BFF never sends twice on a guess, so each repeat is a check. An outcome
 * still unknown after the last check is a failure carrying the BFF's words, with nothing sent again.
 */
export async function sendUntilKnown<T extends object>(send: () => Promise<BffResult<T | OutcomeChecking>>, delays: readonly number[] = CHECK_DELAYS_MS.slice(0, 5)): Promise<BffResult<T>> {
  let result = await send();
  for (const delay of delays) {
    if (!result.ok || !('checking' in result.data)) break;
    await sleep(delay);
    const next = await send();
    // Unreachable for a moment: still unknown, so the last word stands and the next check goes on.
    if (next.ok || next.status !== 0) result = next;
  }
  if (result.ok && 'checking' in result.data) return { ok: false, status: 202, message: result.data.message, fieldErrors: {} };
  return result as BffResult<T>;
}
