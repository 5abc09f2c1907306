import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { z } from 'zod';
import type { ResendResult } from '@/lib/tracker/messages';
import { withSession } from '@/server/http/handler';
import { resendLink } from '@/server/services/tracker/tracker-actions';

/** POST with an Idempotency-Key: sends the pending transaction's authorisation link again. */
export const POST = withSession(
  { needs: ACTION_NEEDS.resendLink, params: z.object({ reference: z.string() }), idempotent: true, initiates: 'link-resend' },
  async ({ params, key }, auth): Promise<ResendResult> => resendLink(auth, params.reference.trim(), key),
);
