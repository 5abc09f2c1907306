import { z } from 'zod';
import type { SubmitResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { requireFlowPan } from '@/server/services/transaction-flow';
import { withRefusalFix } from '@/server/transactions/refusal-fix';
import { flowQuery, kindParams, requireKind } from '@/server/transactions/route-input';
import { submitKind } from '@/server/transactions/run';

/**
 * POST ?f=… with the form's values: any registered kind's submit step. The values are parsed by the
 * kind's own schema (so field errors carry the form's names), checked again upstream and kept in the
 * draft. A repeat with the same Idempotency-Key replays the first answer instead of recording again.
 */
export const POST = withSession(
  { params: kindParams, query: flowQuery, body: z.unknown(), idempotent: true },
  async ({ params, query, body, key }, auth): Promise<SubmitResponse> => {
    const kind = requireKind(params.kind);
    const pan = await requireFlowPan(query.f, auth.session.userId);
    try {
      await submitKind(auth, kind, pan, body, key);
    } catch (err) {
      throw withRefusalFix(err, { kind, pan, f: query.f ?? '' });
    }
    return { ok: true };
  },
);
