import { z } from 'zod';
import { lumpsumSchema } from '@/lib/forms/lumpsum';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/transactions/confirmation';
import { readJson, withSession } from '@/server/http/handler';
import { submitLumpsum } from '@/server/services/purchase';
import { requireFlowPan } from '@/server/services/transaction-flow';

export type SubmitResponse = { ok: true };

const body = z.object({ f: z.string(), confirmKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN), values: lumpsumSchema });

/** POST: checks the lumpsum form again, records the request upstream and keeps the draft for the confirm step. */
export const POST = withSession<SubmitResponse>(async (req, auth) => {
  const input = body.parse(await readJson(req));
  const pan = await requireFlowPan(input.f, auth.session.userId);
  await submitLumpsum(auth, pan, input.values, input.confirmKey);
  return { ok: true };
});
