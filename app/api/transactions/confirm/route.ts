import { z } from 'zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type ConfirmResult } from '@/lib/transactions/confirmation';
import { HttpError, readJson, withSession } from '@/server/http/handler';
import { canConfirm, confirmTransaction } from '@/server/services/confirmations';
import { requireFlowPan } from '@/server/services/transaction-flow';

export type ConfirmResponse = ConfirmResult;

const body = z.object({ kind: z.string().refine(canConfirm, 'Unknown transaction type'), f: z.string() });

/** POST: confirms the draft of one form for one investor, once per Idempotency-Key (ARCHITECTURE.md rule 6). */
export const POST = withSession<ConfirmResponse>(async (req, auth) => {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, { message: 'The confirmation has no valid Idempotency-Key.' });
  const input = body.parse(await readJson(req));
  if (!canConfirm(input.kind)) throw new HttpError(404, { message: 'Unknown transaction type' });
  const pan = await requireFlowPan(input.f, auth.session.userId);
  return confirmTransaction(auth, input.kind, pan, key);
});
