import { z } from 'zod';
import { additionalPurchaseSchema } from '@/lib/forms/additional-purchase';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/transactions/confirmation';
import { readJson, withSession } from '@/server/http/handler';
import { submitAdditionalPurchase } from '@/server/services/purchase';
import { requireFlowPan } from '@/server/services/transaction-flow';
import type { SubmitResponse } from '../lumpsum/route';

const body = z.object({ f: z.string(), confirmKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN), values: additionalPurchaseSchema });

/** POST: checks the additional purchase again, records the request upstream and keeps the draft for the confirm step. */
export const POST = withSession<SubmitResponse>(async (req, auth) => {
  const input = body.parse(await readJson(req));
  const pan = await requireFlowPan(input.f, auth.session.userId);
  await submitAdditionalPurchase(auth, pan, input.values, input.confirmKey);
  return { ok: true };
});
