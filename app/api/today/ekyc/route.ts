import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { z } from 'zod';
import type { TodayEkycResponse } from '@/lib/api/today';
import { ekycPanSchema } from '@/lib/forms/onboarding/ekyc';
import { withSession } from '@/server/http/handler';
import { sendTodayEkyc } from '@/server/services/today/today-actions';

const body = z.object({ pan: ekycPanSchema.shape.pan });

/** POST with an Idempotency-Key: the e-KYC link to an investor of the book, at the contacts on record (once per key). */
export const POST = withSession(
  { needs: ACTION_NEEDS.sendEkyc, body, idempotent: true, initiates: 'ekyc-mail' },
  async ({ body }, auth): Promise<TodayEkycResponse> => sendTodayEkyc(auth, body.pan),
);
