import 'server-only';
import { REQUEST_CHECKING_MESSAGE } from '@/lib/api/transactions';
import { outcomeUnknown } from '../../fundhouse/errors';
import { currentRequestRef, OutcomeUnknownError } from '../../store/idempotency';

// Requests that make the registrar send something (a statement mail, an e-KYC mail, an NFO link) are sent
// once per idempotency key, like the transactions: each carries the key's request reference, which the
// registrar answers a repeat of with the first request's result (this project's own field,
// docs/upstream-protocol.md). An answer lost on the way leaves the key in doubt; the repeat sends the same
// reference, so it is the check, and nothing is mailed twice.

export { currentRequestRef };

export async function sentOnce<T>(send: (requestRef: string) => Promise<T>): Promise<T> {
  try {
    return await send(currentRequestRef());
  } catch (err) {
    if (outcomeUnknown(err)) throw new OutcomeUnknownError(REQUEST_CHECKING_MESSAGE);
    throw err;
  }
}
