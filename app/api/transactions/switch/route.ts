import { z } from 'zod';
import { switchSchema } from '@/lib/forms/switch';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/transactions/confirmation';
import { readJson, withSession } from '@/server/http/handler';
import { submitSwitch } from '@/server/services/switch';
import { requireFlowPan } from '@/server/services/transaction-flow';
import type { SubmitResponse } from '../redemption/route';

// The values parse on their own, so a refused field comes back under its own name ('value', not 'values.value').
const body = z.object({ f: z.string(), confirmKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN), values: z.unknown() });

/** POST: checks the switch again (both schemes, tagging), quotes its exit load and keeps the summary in the draft. */
export const POST = withSession<SubmitResponse>(async (req, auth) => {
  const input = body.parse(await readJson(req));
  const pan = await requireFlowPan(input.f, auth.session.userId);
  await submitSwitch(auth, pan, switchSchema.parse(input.values), input.confirmKey);
  return { ok: true };
});
