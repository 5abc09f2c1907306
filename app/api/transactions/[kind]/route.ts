import { z } from 'zod';
import type { SubmitResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { withRefusalFix } from '@/server/transactions/refusal-fix';
import { kindParams, requireKind } from '@/server/transactions/route-input';
import { submitKind } from '@/server/transactions/run';

/**
 * POST ?f=… with the form's values: any registered kind's submit step. The values are parsed by the
 * kind's own schema (so field errors carry the form's names), checked again upstream and kept in the
 * draft. A repeat with the same Idempotency-Key replays the first answer instead of recording again.
 */
export const POST = withSession(
  { needs: 'initiate', params: kindParams, body: z.unknown(), investor: 'flow', idempotent: true },
  async ({ params, body, key, investor }, auth): Promise<SubmitResponse> => {
    const kind = requireKind(params.kind);
    try {
      await submitKind(auth, kind, investor, body, key);
    } catch (err) {
      throw withRefusalFix(err, { kind, pan: investor.pan, f: investor.flow });
    }
    return { ok: true };
  },
);
