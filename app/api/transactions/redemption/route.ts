import { z } from 'zod';
import { redemptionSchema } from '@/lib/forms/redemption';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/transactions/confirmation';
import { readJson, withSession } from '@/server/http/handler';
import { submitRedemption } from '@/server/services/redemption';
import { requireFlowPan } from '@/server/services/transaction-flow';

export type SubmitResponse = { ok: true };

// The values parse on their own, so a refused field comes back under its own name ('value', not 'values.value').
const body = z.object({ f: z.string(), confirmKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN), values: z.unknown() });

/** POST: checks the redemption again, quotes its exit load and keeps the summary in the draft for the confirm step. */
export const POST = withSession<SubmitResponse>(async (req, auth) => {
  const input = body.parse(await readJson(req));
  const pan = await requireFlowPan(input.f, auth.session.userId);
  await submitRedemption(auth, pan, redemptionSchema.parse(input.values), input.confirmKey);
  return { ok: true };
});
